import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import type { Actor } from "../auth/actor";
import { companyKey, ftsTerms, NOT_ARCHIVED, viewerIsCurrent, viewerLanguage, viewerRevisionNumber, type LibraryRow } from "./sds-library.repository";
import { sdsDocumentFor } from "./sds-view";
import { sdsDocuments } from "./sds.table";
import { orderByIds } from "../../shared/paging";

/** A search hit: the library row's document fields. */
type HitRow = Pick<LibraryRow, "sds_id" | "product_name" | "manufacturer" | "revision_date" | "revision_number" | "document_language" | "sds_parsed" | "is_current">;

const toHit = (r: HitRow, inLibrary: boolean) => ({
  sds_id: r.sds_id, product_name: r.product_name, manufacturer: r.manufacturer, revision_date: r.revision_date,
  revision_number: r.revision_number, document_language: r.document_language, sds_parsed: Boolean(r.sds_parsed),
  is_current: Boolean(r.is_current), in_library: inLibrary,
});

/**
 * GET /chem/sds/search: the company's library (as the company sees it, archived SDSs left out) and the appliance's global
 * repository (every SDS current in some company's library, those already in the caller's left out,
 * matched and shown by what the document itself says), best matches first by FTS5 rank. `q` matches
 * product name and manufacturer; the other two one field each.
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
    SELECT m.sds_id, m.product_name, m.manufacturer, m.revision_date, ${viewerRevisionNumber} AS revision_number, ${viewerLanguage} AS document_language, d.sds_parsed,
      ${viewerIsCurrent} AS is_current
    FROM (SELECT sds_id, rank FROM sds_library_fts WHERE sds_library_fts MATCH ${`(${companyKey(actor.companyId)} AND ${expr}) ${NOT_ARCHIVED}`} ORDER BY rank LIMIT ${limit}) f
    JOIN company_sds_mappings m ON m.company_id = ${actor.companyId} AND m.sds_id = f.sds_id
    JOIN sds_documents d ON d.sds_id = f.sds_id ORDER BY f.rank`);
  // The repository is searched by what each document says (sds_repository_fts, migration 0008), never
  // by what a company typed; it lists documents that are current in at least one company's library.
  const rankedIds = ctx.db.all<{ sds_id: string }>(sql`
    SELECT f.sds_id FROM (SELECT sds_id, rank FROM sds_repository_fts WHERE sds_repository_fts MATCH ${expr}) f
    WHERE f.sds_id NOT IN (SELECT sds_id FROM company_sds_mappings WHERE company_id = ${actor.companyId})
      AND EXISTS (SELECT 1 FROM company_sds_mappings o WHERE o.sds_id = f.sds_id AND o.superseded_in_company = 0)
    ORDER BY f.rank LIMIT ${limit}`).map((r) => r.sds_id);
  // Fetched by id, then put back in the full-text rank order.
  const global = orderByIds(rankedIds.length ? ctx.db.select().from(sdsDocuments).where(inArray(sdsDocuments.sdsId, rankedIds)).all() : [], rankedIds, (d) => d.sdsId);
  return {
    company_results: company.map((r) => toHit(r, true)),
    global_results: global.map((d) => {
      const v = sdsDocumentFor(d, actor.companyId, null);
      return { sds_id: v.sds_id, product_name: v.product_name, manufacturer: v.manufacturer, revision_date: v.revision_date, revision_number: v.revision_number,
        document_language: v.document_language, sds_parsed: v.sds_parsed, is_current: true, in_library: false };
    }),
    total: company.length + global.length,
  };
}
