import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { orderByIds } from "../../shared/paging";
import { correctedSql } from "./sds-corrections.repository";

/**
 * The company's SDS library, filtered, searched, sorted and paged in the database: the page of
 * mapping keys comes from company_sds_mappings alone (indexes per company; FTS5 for search), and
 * only that page is joined with documents and hazard info.
 */
export interface LibraryFilters {
  search?: string;
  sourceFilter?: "all" | "standalone" | "inventory_attached";
  reviewStatus?: string;
  /** The document's parse status (needs_review: the parser asks a person to check it). */
  parseStatus?: string;
  sortBy: "product_name" | "manufacturer" | "revision_date" | "created_at";
  sortOrder: "asc" | "desc";
  includeSuperseded: boolean;
  /** Archived mappings are left out unless asked for (their columns are in every covering index, migration 0017). */
  includeArchived?: boolean;
  /** Only SDSs revised before this date (YYYY-MM-DD): the dashboard's "older than 3 years". */
  revisedBefore?: string;
}

/** Words of a search box as an FTS5 expression: every word must match the start of a word. Null when there is no word. */
export function ftsTerms(text: string, columns = "{product_name manufacturer}"): string | null {
  const words = text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (words.length === 0) return null;
  return `${columns} : (${words.map((w) => `"${w}"*`).join(" AND ")})`;
}

/** The FTS5 token that scopes a search to one company (see migration 0002). */
export const companyKey = (companyId: string) => `company_key:"c${companyId.replaceAll("-", "").toLowerCase()}"`;

const SORT_COLUMNS: Record<LibraryFilters["sortBy"], SQL> = {
  product_name: sql`m.product_name COLLATE NOCASE`,
  manufacturer: sql`m.manufacturer COLLATE NOCASE`,
  revision_date: sql`m.revision_date`,
  created_at: sql`m.first_mapped_at`,
};

/** The index that yields each sort order (migrations 0000 and 0002). */
const SORT_INDEXES: Record<LibraryFilters["sortBy"], SQL> = {
  product_name: sql.raw("mappings_company_name_nocase_idx"),
  manufacturer: sql.raw("mappings_company_mfr_nocase_idx"),
  revision_date: sql.raw("mappings_company_rev_cov_idx"),
  created_at: sql.raw("mappings_company_first_cov_idx"),
};

/** The same orders inside the full-text table, which stores copies of these columns (migration 0004). */
const FTS_SORT_COLUMNS: Record<LibraryFilters["sortBy"], SQL> = {
  product_name: sql`product_name COLLATE NOCASE`,
  manufacturer: sql`manufacturer COLLATE NOCASE`,
  revision_date: sql`revision_date`,
  created_at: sql`first_mapped_at`,
};

/** The filters as FTS5 flag tokens (see migration 0003). */
function flagTerms(f: LibraryFilters): string {
  const terms: string[] = [];
  if (!f.includeSuperseded) terms.push("flags:fcur");
  if (f.sourceFilter === "standalone") terms.push("flags:fstand");
  if (f.sourceFilter === "inventory_attached") terms.push("flags:fattach");
  if (f.reviewStatus) terms.push(`flags:frv${f.reviewStatus}`);
  return terms.join(" AND ");
}

/** An archived mapping's full-text row carries the token farch (migration 0017). */
export const NOT_ARCHIVED = "NOT flags:farch";

function filtersOf(companyId: string, f: LibraryFilters): SQL {
  const parts: SQL[] = [sql`m.company_id = ${companyId}`];
  if (!f.includeSuperseded) parts.push(sql`m.superseded_in_company = 0`);
  if (f.sourceFilter === "standalone") parts.push(sql`m.mapped_to_inventory_count = 0`);
  if (f.sourceFilter === "inventory_attached") parts.push(sql`m.mapped_to_inventory_count > 0`);
  if (f.reviewStatus) parts.push(sql`m.review_status = ${f.reviewStatus}`);
  if (!f.includeArchived) parts.push(sql`m.archived_at IS NULL`);
  if (f.revisedBefore) parts.push(sql`m.revision_date IS NOT NULL AND m.revision_date < ${f.revisedBefore}`);
  if (f.parseStatus) parts.push(sql`EXISTS (SELECT 1 FROM sds_documents pd WHERE pd.sds_id = m.sds_id AND pd.parse_status = ${f.parseStatus})`);
  return sql.join(parts, sql` AND `);
}

/**
 * Above this many matches a search pages by walking the sort index and testing each mapping against
 * the search's doclist (cost bounded by the library's size: ≤ ~20 ms at 100,000 mappings even when
 * every match sits at the far end of the order); below it, by sorting the matches inside the FTS
 * index (cost grows with the number of matches: ~9 ms at 5,000). Measured with `npm run bench:library`.
 */
export const DENSE_SEARCH_MATCHES = 5000;

/** One page of mapping keys and the total, in the database. */
function pageKeys(db: DbOrTx, companyId: string, f: LibraryFilters, page: { limit: number; offset: number }) {
  const dir = f.sortOrder === "asc" ? sql`ASC` : sql`DESC`;
  const order = sql`ORDER BY ${SORT_COLUMNS[f.sortBy]} ${dir}, m.sds_id ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`;
  const terms = f.search ? ftsTerms(f.search) : null;
  if (!terms) {
    const where = filtersOf(companyId, f);
    // A date filter is counted in the revision-date index (it covers every other filter too).
    const countIndex = f.revisedBefore ? sql.raw("mappings_company_rev_cov_idx") : sql.raw("mappings_company_filters_idx");
    const total = db.all<{ n: number }>(sql`SELECT count(*) AS n FROM company_sds_mappings m INDEXED BY ${countIndex} WHERE ${where}`)[0]?.n ?? 0;
    const keys = db.all<{ sds_id: string }>(sql`SELECT m.sds_id FROM company_sds_mappings m INDEXED BY ${SORT_INDEXES[f.sortBy]} WHERE ${where} ${order}`);
    return { keys, total };
  }
  if (f.parseStatus || f.revisedBefore) {
    // The parse status is the document's and the date filter not a flag of the full-text index: the mappings of the search's doclist are filtered here.
    const where = sql`${filtersOf(companyId, f)} AND m.library_key IN (SELECT rowid FROM sds_library_fts WHERE sds_library_fts MATCH ${`${companyKey(companyId)} AND (${terms})`})`;
    const total = db.all<{ n: number }>(sql`SELECT count(*) AS n FROM company_sds_mappings m WHERE ${where}`)[0]?.n ?? 0;
    const keys = total === 0 ? [] : db.all<{ sds_id: string }>(sql`SELECT m.sds_id FROM company_sds_mappings m INDEXED BY ${SORT_INDEXES[f.sortBy]} WHERE ${where} ${order}`);
    return { keys, total };
  }
  // Search: counted, filtered, sorted and paged inside the full-text index, never a mapping row per match.
  const flags = flagTerms(f);
  const match = `(${companyKey(companyId)}${flags ? ` AND ${flags}` : ""} AND (${terms}))${f.includeArchived ? "" : ` ${NOT_ARCHIVED}`}`;
  const total = db.all<{ n: number }>(sql`SELECT count(*) AS n FROM sds_library_fts WHERE sds_library_fts MATCH ${match}`)[0]?.n ?? 0;
  if (total === 0 || page.offset >= total) return { keys: [], total };
  if (total > DENSE_SEARCH_MATCHES) {
    // Many matches: sorting them all costs a read per match. Walk the sort index instead and keep the
    // mappings whose key is in the search's doclist (read from the FTS index alone, no content).
    const keys = db.all<{ sds_id: string }>(sql`
      SELECT m.sds_id FROM company_sds_mappings m INDEXED BY ${SORT_INDEXES[f.sortBy]}
      WHERE ${filtersOf(companyId, f)} AND m.library_key IN (SELECT rowid FROM sds_library_fts WHERE sds_library_fts MATCH ${terms})
      ${order}`);
    return { keys, total };
  }
  const keys = db.all<{ sds_id: string }>(sql`
    SELECT sds_id FROM sds_library_fts WHERE sds_library_fts MATCH ${match}
    ORDER BY ${FTS_SORT_COLUMNS[f.sortBy]} ${dir}, sds_id ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { keys, total };
}

/**
 * The company's view of a mapped document (m: its mapping, d: the document), as sds-view.ts defines
 * it: names come from the mapping (kept per viewer), the revision number is the contributor's own
 * or the parsed one, "current" is the company's own version state; a correction by the company's
 * people wins over all of them (sds-fields.ts).
 */
export const viewerRevisionNumber = correctedSql("revision_number", sql`m.company_id`, sql`m.sds_id`,
  sql`(CASE WHEN d.contributed_by_company_id = m.company_id THEN d.revision_number ELSE d.parsed_revision_number END)`);
export const viewerLanguage = correctedSql("document_language", sql`m.company_id`, sql`m.sds_id`, sql`d.document_language`);
const viewerSignalWord = correctedSql("signal_word", sql`m.company_id`, sql`m.sds_id`, sql`h.signal_word`);
const viewerPictograms = correctedSql("pictograms", sql`m.company_id`, sql`m.sds_id`, sql`h.pictograms`);
export const viewerIsCurrent = sql`(NOT m.superseded_in_company)`;

export interface LibraryRow {
  sds_id: string;
  product_name: string;
  manufacturer: string;
  revision_date: string | null;
  revision_number: string | null;
  document_language: string;
  sds_parsed: number;
  parse_status: string;
  parse_confidence: number | null;
  read_by: "text" | "ocr" | null;
  mapped_to_inventory_count: number;
  review_status: string;
  first_mapped_at: string;
  signal_word: string | null;
  pictograms: string | null;
  is_current: number;
  archived_at: string | null;
}

export function listLibrary(db: DbOrTx, companyId: string, f: LibraryFilters, page: { limit: number; offset: number }) {
  const { keys, total } = pageKeys(db, companyId, f, page);
  if (keys.length === 0) return { rows: [] as LibraryRow[], total };
  const ids = keys.map((k) => k.sds_id);
  const rows = db.all<LibraryRow>(sql`
    SELECT m.sds_id, m.product_name, m.manufacturer, m.revision_date, ${viewerRevisionNumber} AS revision_number, ${viewerLanguage} AS document_language,
      d.sds_parsed, d.parse_status, d.parse_confidence, d.read_by, m.mapped_to_inventory_count, m.review_status, m.first_mapped_at, ${viewerSignalWord} AS signal_word,
      ${viewerPictograms} AS pictograms, ${viewerIsCurrent} AS is_current, m.archived_at
    FROM company_sds_mappings m JOIN sds_documents d ON d.sds_id = m.sds_id LEFT JOIN sds_hazard_info h ON h.sds_id = m.sds_id
    WHERE m.company_id = ${companyId} AND m.sds_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return { rows: orderByIds(rows, ids, (r) => r.sds_id), total };
}

export const toLibraryItem = (r: LibraryRow) => ({
  sds_id: r.sds_id, product_name: r.product_name, manufacturer: r.manufacturer, revision_date: r.revision_date,
  revision_number: r.revision_number, document_language: r.document_language, sds_parsed: Boolean(r.sds_parsed),
  parse_status: r.parse_status, parse_confidence: r.parse_confidence, read_by: r.read_by, is_standalone: r.mapped_to_inventory_count === 0,
  inventory_attachment_count: r.mapped_to_inventory_count, review_status: r.review_status, first_mapped_at: r.first_mapped_at,
  signal_word: r.signal_word, pictograms: r.pictograms === null ? null : (JSON.parse(r.pictograms) as string[]), is_current: Boolean(r.is_current),
  archived_at: r.archived_at,
});
