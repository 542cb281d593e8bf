import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { correctedValuesOf } from "./sds-corrections.repository";
import { identityFor } from "./sds-view";
import { companySdsMappings, sdsDocuments } from "./sds.table";

/**
 * Version chains are a property of each company's view: company_sds_mappings.previous_sds_id points
 * back, superseded_by_sds_id forward, superseded_in_company hides the older one. One company's new
 * version never touches another company's mappings. A document's previous_version_id is only its
 * contributor's claim; it counts for another company when that company maps both documents itself.
 */

/**
 * After a company maps `sdsId`: its older versions (by the documents' claims) that the company maps
 * become superseded in that company, and `sdsId` itself does when the company maps one of its newer
 * versions. The library hides superseded mappings unless include_superseded is asked for.
 */
export function refreshSupersededFlags(tx: DbOrTx, companyId: string, sdsId: string): void {
  const older = sql`
    WITH RECURSIVE older(id, depth) AS (
      SELECT previous_version_id, 1 FROM sds_documents WHERE sds_id = ${sdsId} AND previous_version_id IS NOT NULL
      UNION SELECT d.previous_version_id, o.depth + 1 FROM sds_documents d JOIN older o ON d.sds_id = o.id
        WHERE d.previous_version_id IS NOT NULL AND o.depth < 1000
    )`;
  const nearestOlder = tx.all<{ sds_id: string }>(sql`${older}
    SELECT m.sds_id FROM older o JOIN company_sds_mappings m ON m.company_id = ${companyId} AND m.sds_id = o.id ORDER BY o.depth LIMIT 1`)[0];
  if (nearestOlder) {
    tx.run(sql`${older}
      UPDATE company_sds_mappings SET superseded_in_company = 1, superseded_by_sds_id = coalesce(superseded_by_sds_id, ${sdsId})
      WHERE company_id = ${companyId} AND sds_id IN (SELECT id FROM older) AND superseded_in_company = 0`);
    tx.run(sql`UPDATE company_sds_mappings SET previous_sds_id = ${nearestOlder.sds_id}
      WHERE company_id = ${companyId} AND sds_id = ${sdsId} AND previous_sds_id IS NULL`);
  }
  const nearestNewer = tx.all<{ sds_id: string }>(sql`
    WITH RECURSIVE newer(id, depth) AS (
      SELECT sds_id, 1 FROM sds_documents WHERE previous_version_id = ${sdsId}
      UNION SELECT d.sds_id, n.depth + 1 FROM sds_documents d JOIN newer n ON d.previous_version_id = n.id WHERE n.depth < 1000
    )
    SELECT m.sds_id FROM newer n JOIN company_sds_mappings m ON m.company_id = ${companyId} AND m.sds_id = n.id ORDER BY n.depth LIMIT 1`)[0];
  if (nearestNewer) {
    tx.run(sql`UPDATE company_sds_mappings SET superseded_in_company = 1, superseded_by_sds_id = coalesce(superseded_by_sds_id, ${nearestNewer.sds_id})
      WHERE company_id = ${companyId} AND sds_id = ${sdsId}`);
    tx.run(sql`UPDATE company_sds_mappings SET previous_sds_id = ${sdsId}
      WHERE company_id = ${companyId} AND sds_id = ${nearestNewer.sds_id} AND previous_sds_id IS NULL`);
  }
}

export interface VersionEntry {
  sds_id: string;
  revision_date: string | null;
  revision_number: string | null;
  is_current: boolean;
  created_at: string;
}

/** Every version in the company's chain of `sdsId`, oldest first, as the company sees them. */
export function versionChain(tx: DbOrTx, companyId: string, sdsId: string): VersionEntry[] {
  const chain = tx.all<{ id: string; depth: number }>(sql`
    WITH RECURSIVE
      older(id, depth) AS (
        SELECT ${sdsId}, 0
        UNION SELECT m.previous_sds_id, o.depth - 1 FROM company_sds_mappings m JOIN older o ON m.company_id = ${companyId} AND m.sds_id = o.id
          WHERE m.previous_sds_id IS NOT NULL AND o.depth > -1000
      ),
      newer(id, depth) AS (
        SELECT ${sdsId}, 0
        UNION SELECT m.superseded_by_sds_id, n.depth + 1 FROM company_sds_mappings m JOIN newer n ON m.company_id = ${companyId} AND m.sds_id = n.id
          WHERE m.superseded_by_sds_id IS NOT NULL AND n.depth < 1000
      )
    SELECT id, depth FROM older UNION SELECT id, depth FROM newer ORDER BY depth`);
  const ids = chain.map((c) => c.id);
  const rows = tx.select({ doc: sdsDocuments, mapping: companySdsMappings }).from(companySdsMappings)
    .innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, companySdsMappings.sdsId))
    .where(and(eq(companySdsMappings.companyId, companyId), inArray(companySdsMappings.sdsId, ids))).all();
  const byId = new Map(rows.map((r) => [r.doc.sdsId, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const seen = identityFor(r.doc, companyId, correctedValuesOf(tx, companyId, id));
    return [{ sds_id: id, revision_date: seen.revisionDate, revision_number: seen.revisionNumber, is_current: !r.mapping.supersededInCompany, created_at: r.doc.createdAt }];
  });
}
