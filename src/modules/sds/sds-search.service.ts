import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import type { Actor } from "../auth/actor";
import { companyKey, ftsTerms, type LibraryRow } from "./sds-library.repository";

/** A search hit: the library row's document fields. */
type HitRow = Pick<LibraryRow, "sds_id" | "product_name" | "manufacturer" | "revision_date" | "revision_number" | "document_language" | "sds_parsed" | "is_current">;

const toHit = (r: HitRow, inLibrary: boolean) => ({
  sds_id: r.sds_id, product_name: r.product_name, manufacturer: r.manufacturer, revision_date: r.revision_date,
  revision_number: r.revision_number, document_language: r.document_language, sds_parsed: Boolean(r.sds_parsed),
  is_current: Boolean(r.is_current), in_library: inLibrary,
});

/**
 * GET /chem/sds/search: the company's library and the appliance's global repository (every SDS any
 * company brought in, current versions only, those already in the library left out), best matches
 * first by FTS5 rank. `q` matches product name and manufacturer; the other two one field each.
 */
export function searchSds(ctx: AppContext, actor: Actor, query: { q?: string; product_name?: string; manufacturer?: string; limit?: number }) {
  const parts = [
    query.q ? ftsTerms(query.q) : null,
    query.product_name ? ftsTerms(query.product_name, "product_name") : null,
    query.manufacturer ? ftsTerms(query.manufacturer, "manufacturer") : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) {
    throw errors.validation("Give q, product_name or manufacturer", [{ field: "q", message: "at least one search word is required" }]);
  }
  const expr = parts.map((p) => `(${p})`).join(" AND ");
  const limit = query.limit ?? 25;
  const company = ctx.db.all<HitRow>(sql`
    SELECT d.sds_id, d.product_name, d.manufacturer, d.revision_date, d.revision_number, d.document_language, d.sds_parsed, d.is_current
    FROM (SELECT sds_id, rank FROM sds_library_fts WHERE sds_library_fts MATCH ${`${companyKey(actor.companyId)} AND ${expr}`} ORDER BY rank LIMIT ${limit}) f
    JOIN company_sds_mappings m ON m.company_id = ${actor.companyId} AND m.sds_id = f.sds_id
    JOIN sds_documents d ON d.sds_id = f.sds_id ORDER BY f.rank`);
  const global = ctx.db.all<HitRow>(sql`
    SELECT d.sds_id, d.product_name, d.manufacturer, d.revision_date, d.revision_number, d.document_language, d.sds_parsed, d.is_current
    FROM (SELECT sds_id, min(rank) AS rank FROM sds_library_fts WHERE sds_library_fts MATCH ${expr} GROUP BY sds_id) f
    JOIN sds_documents d ON d.sds_id = f.sds_id
    WHERE d.is_current = 1 AND f.sds_id NOT IN (SELECT sds_id FROM company_sds_mappings WHERE company_id = ${actor.companyId})
    ORDER BY f.rank LIMIT ${limit}`);
  return {
    company_results: company.map((r) => toHit(r, true)),
    global_results: global.map((r) => toHit(r, false)),
    total: company.length + global.length,
  };
}
