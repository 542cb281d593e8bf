import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * Version chains: previous_version_id points back, superseded_by_id forward. These helpers walk
 * them with recursive queries in the database.
 */

/**
 * After a company maps `sdsId`: its older versions that the company maps are superseded in that
 * company, and `sdsId` itself is when the company maps one of its newer versions. The library
 * hides superseded mappings unless include_superseded is asked for.
 */
export function refreshSupersededFlags(tx: DbOrTx, companyId: string, sdsId: string): void {
  tx.run(sql`
    WITH RECURSIVE older(id) AS (
      SELECT previous_version_id FROM sds_documents WHERE sds_id = ${sdsId} AND previous_version_id IS NOT NULL
      UNION SELECT d.previous_version_id FROM sds_documents d JOIN older o ON d.sds_id = o.id WHERE d.previous_version_id IS NOT NULL
    )
    UPDATE company_sds_mappings SET superseded_in_company = 1
    WHERE company_id = ${companyId} AND sds_id IN (SELECT id FROM older) AND superseded_in_company = 0`);
  tx.run(sql`
    WITH RECURSIVE newer(id) AS (
      SELECT superseded_by_id FROM sds_documents WHERE sds_id = ${sdsId} AND superseded_by_id IS NOT NULL
      UNION SELECT d.superseded_by_id FROM sds_documents d JOIN newer n ON d.sds_id = n.id WHERE d.superseded_by_id IS NOT NULL
    )
    UPDATE company_sds_mappings SET superseded_in_company = 1
    WHERE company_id = ${companyId} AND sds_id = ${sdsId} AND superseded_in_company = 0
      AND EXISTS (SELECT 1 FROM company_sds_mappings m WHERE m.company_id = ${companyId} AND m.sds_id IN (SELECT id FROM newer))`);
}

export interface VersionEntry {
  sds_id: string;
  revision_date: string | null;
  revision_number: string | null;
  is_current: boolean;
  created_at: string;
}

/** Every version in the chain of `sdsId`, oldest first. */
export function versionChain(tx: DbOrTx, sdsId: string): VersionEntry[] {
  const rows = tx.all<{ sds_id: string; revision_date: string | null; revision_number: string | null; is_current: number; created_at: string }>(sql`
    WITH RECURSIVE
      older(id, depth) AS (
        SELECT ${sdsId}, 0
        UNION SELECT d.previous_version_id, o.depth - 1 FROM sds_documents d JOIN older o ON d.sds_id = o.id
          WHERE d.previous_version_id IS NOT NULL AND o.depth > -1000
      ),
      newer(id, depth) AS (
        SELECT ${sdsId}, 0
        UNION SELECT d.superseded_by_id, n.depth + 1 FROM sds_documents d JOIN newer n ON d.sds_id = n.id
          WHERE d.superseded_by_id IS NOT NULL AND n.depth < 1000
      ),
      chain(id, depth) AS (SELECT id, depth FROM older UNION SELECT id, depth FROM newer)
    SELECT d.sds_id, d.revision_date, d.revision_number, d.is_current, d.created_at
    FROM chain c JOIN sds_documents d ON d.sds_id = c.id ORDER BY c.depth`);
  return rows.map((r) => ({ ...r, is_current: Boolean(r.is_current) }));
}
