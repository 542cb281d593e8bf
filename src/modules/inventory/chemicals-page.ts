import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { companyKey } from "../sds/sds-library.repository";

/**
 * One page of inventory item ids and the total, found in inventory_items' covering indexes alone
 * (migration 0014): every sort order has an index that also holds every filter column, so a page
 * costs a walk of index entries, never a read of items or products; a search selects the company's
 * products in FTS5 and the items follow. Only the page is then joined (chemicals.repository.ts).
 */
export interface ChemicalFilters {
  site_id?: string;
  location_id?: string;
  search?: string;
  is_pesticide?: boolean;
  sds_missing?: boolean;
  sort_by?: "created_at" | "product_name" | "manufacturer" | "quantity" | "container_size";
  sort_order?: "asc" | "desc";
}

type SortBy = NonNullable<ChemicalFilters["sort_by"]>;

/** Per sort order: its column and the covering index that yields it (migration 0014). */
const SORTS: Record<SortBy, { column: SQL; index: SQL }> = {
  created_at: { column: sql`i.created_at`, index: sql.raw("inventory_created_cov_idx") },
  product_name: { column: sql`i.product_name_key`, index: sql.raw("inventory_name_cov_idx") },
  manufacturer: { column: sql`i.manufacturer_key`, index: sql.raw("inventory_mfr_cov_idx") },
  quantity: { column: sql`i.quantity`, index: sql.raw("inventory_quantity_cov_idx") },
  container_size: { column: sql`i.container_size`, index: sql.raw("inventory_size_cov_idx") },
};

/**
 * A search pages one of two ways, whichever reads fewer index entries: walking the sort index and
 * testing each entry against the set of matching products ("dense": it reads about
 * position × company items / matches entries, at most half the company's items since deep pages
 * walk from the far end), or reading and sorting every match inside inventory_company_product_idx,
 * which holds every sort column ("sparse": it reads the matches, each costing about this many
 * walked entries). Measured with `npm run bench:inventory`.
 */
export const SPARSE_ENTRY_COST = 10;

/** Whether walking the sort index reads fewer entries than sorting the matches (see SPARSE_ENTRY_COST). */
export function walkIsCheaper(input: { matches: number; companyItems: number; offset: number; limit: number }): boolean {
  const { matches, companyItems, offset, limit } = input;
  const position = Math.min(offset, Math.max(0, matches - offset - limit)) + limit;
  return (position * companyItems) / Math.max(1, matches) < matches * SPARSE_ENTRY_COST;
}

/**
 * A search box as an FTS5 expression over the product's name, manufacturer, CAS number and SKU:
 * every white-space separated term must match, a term's words in sequence, its last word as a
 * prefix ("67-64-1" is the phrase 67 64 1*, "acet" matches Acetone). Null when there is no word.
 */
export function inventorySearchTerms(text: string): string | null {
  const phrases = text.normalize("NFKC").toLowerCase().split(/\s+/)
    .map((chunk) => chunk.match(/[\p{L}\p{N}]+/gu) ?? []).filter((words) => words.length > 0).slice(0, 8)
    .map((words) => `"${words.slice(0, 8).join(" ")}"*`);
  if (phrases.length === 0) return null;
  return `{product_name manufacturer cas_number internal_sku} : (${phrases.join(" AND ")})`;
}

function filtersOf(companyId: string, f: ChemicalFilters): SQL {
  const parts: SQL[] = [sql`i.company_id = ${companyId}`];
  if (f.site_id) parts.push(sql`i.site_id = ${f.site_id}`);
  if (f.location_id) parts.push(sql`i.location_id = ${f.location_id}`);
  if (f.is_pesticide !== undefined) parts.push(sql`i.product_is_pesticide = ${f.is_pesticide ? 1 : 0}`);
  if (f.sds_missing !== undefined) parts.push(sql`i.product_sds_missing = ${f.sds_missing ? 1 : 0}`);
  return sql.join(parts, sql` AND `);
}

/** The same filters over the per-group counts (migration 0014). */
function groupFilters(companyId: string, f: ChemicalFilters): SQL {
  const parts: SQL[] = [sql`g.company_id = ${companyId}`];
  if (f.site_id) parts.push(sql`g.site_id = ${f.site_id}`);
  if (f.location_id) parts.push(sql`g.location_key = ${f.location_id}`);
  if (f.is_pesticide !== undefined) parts.push(sql`g.is_pesticide = ${f.is_pesticide ? 1 : 0}`);
  if (f.sds_missing !== undefined) parts.push(sql`g.sds_missing = ${f.sds_missing ? 1 : 0}`);
  return sql.join(parts, sql` AND `);
}

/** The statements of one page: the total and the page's ids (exported for the bench and tests). */
export function chemicalPageStatements(companyId: string, f: ChemicalFilters, page: { limit: number; offset: number }, opts: { dense?: boolean; reverse?: boolean } = {}) {
  const sort = SORTS[f.sort_by ?? "created_at"];
  const dir = (f.sort_order === "asc") !== Boolean(opts.reverse) ? sql`ASC` : sql`DESC`;
  const order = sql`ORDER BY ${sort.column} ${dir}, i.chemical_id ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`;
  const where = filtersOf(companyId, f);
  const terms = f.search ? inventorySearchTerms(f.search) : null;
  if (!terms) {
    return {
      total: sql`SELECT coalesce(sum(g.n), 0) AS n FROM inventory_counts g WHERE ${groupFilters(companyId, f)}`,
      keys: sql`SELECT i.chemical_id FROM inventory_items i INDEXED BY ${sort.index} WHERE ${where} ${order}`,
    };
  }
  const match = `${companyKey(companyId)} AND (${terms})`;
  const matching = sql`i.company_product_id IN (SELECT company_product_id FROM inventory_search_fts WHERE inventory_search_fts MATCH ${match})`;
  // Without a site or location filter the total is a sum over the matching products (their item_count, migration 0015).
  const productTotal = sql`SELECT coalesce(sum(p.item_count), 0) AS n FROM company_products p
    WHERE p.product_key IN (SELECT rowid FROM inventory_search_fts WHERE inventory_search_fts MATCH ${match}) AND p.company_id = ${companyId}
    ${f.is_pesticide !== undefined ? sql`AND p.is_pesticide = ${f.is_pesticide ? 1 : 0}` : sql``}
    ${f.sds_missing !== undefined ? sql`AND (p.current_sds_id IS NULL) = ${f.sds_missing ? 1 : 0}` : sql``}`;
  return {
    total: f.site_id || f.location_id ? sql`SELECT count(*) AS n FROM inventory_items i INDEXED BY inventory_company_product_idx WHERE ${where} AND ${matching}` : productTotal,
    keys: opts.dense
      ? sql`SELECT i.chemical_id FROM inventory_items i INDEXED BY ${sort.index} WHERE ${where} AND ${matching} ${order}`
      : sql`SELECT i.chemical_id FROM inventory_items i INDEXED BY inventory_company_product_idx WHERE ${where} AND ${matching} ${order}`,
  };
}

export function chemicalPage(db: DbOrTx, companyId: string, f: ChemicalFilters, page: { limit: number; offset: number }) {
  const counted = chemicalPageStatements(companyId, f, page);
  const total = db.all<{ n: number }>(counted.total)[0]?.n ?? 0;
  if (total === 0 || page.offset >= total) return { ids: [] as string[], total };
  const companyItems = f.search ? db.all<{ n: number }>(sql`SELECT coalesce(sum(g.n), 0) AS n FROM inventory_counts g WHERE g.company_id = ${companyId}`)[0]?.n ?? 0 : 0;
  const dense = walkIsCheaper({ matches: total, companyItems, offset: page.offset, limit: page.limit });
  if (page.offset + page.limit / 2 <= total / 2) {
    const { keys } = chemicalPageStatements(companyId, f, page, { dense });
    return { ids: db.all<{ chemical_id: string }>(keys).map((r) => r.chemical_id), total };
  }
  // Past the middle: the total is exact, so the page is walked from the other end of the index and
  // turned round; the last page (page 4,000 of 100,000 items) costs what the first one does.
  const limit = Math.min(page.limit, total - page.offset);
  const { keys } = chemicalPageStatements(companyId, f, { limit, offset: total - page.offset - limit }, { dense, reverse: true });
  return { ids: db.all<{ chemical_id: string }>(keys).map((r) => r.chemical_id).reverse(), total };
}
