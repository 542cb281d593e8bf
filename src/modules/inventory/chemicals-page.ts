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
  /** Also the records of removed items (removed_inventory_items), merged into the same order. */
  include_removed?: boolean;
}

type SortBy = NonNullable<ChemicalFilters["sort_by"]>;

/**
 * Per sort order: its column and the covering index that yields it, in inventory_items (migration
 * 0014) and in removed_inventory_items, whose indexes mirror them (migration 0017).
 */
const SORTS: Record<SortBy, { column: string; index: string; removedIndex: string }> = {
  created_at: { column: "created_at", index: "inventory_created_cov_idx", removedIndex: "removed_created_cov_idx" },
  product_name: { column: "product_name_key", index: "inventory_name_cov_idx", removedIndex: "removed_name_cov_idx" },
  manufacturer: { column: "manufacturer_key", index: "inventory_mfr_cov_idx", removedIndex: "removed_mfr_cov_idx" },
  quantity: { column: "quantity", index: "inventory_quantity_cov_idx", removedIndex: "removed_quantity_cov_idx" },
  container_size: { column: "container_size", index: "inventory_size_cov_idx", removedIndex: "removed_size_cov_idx" },
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

/**
 * The ids of the company's products that match a full-text expression (already scoped to the
 * company's key). FTS5 yields rowids (product keys) from its index alone and products_key_cov_idx
 * maps them to ids (migration 0024): reading FTS5's id column instead reads its content row per
 * match, about 5 times slower (13 ms against 2.5 ms at 1,500 matches, measured on the bench's data).
 */
export function matchingProductIds(companyId: string, match: string): SQL {
  return sql`SELECT k.company_product_id FROM company_products k INDEXED BY products_key_cov_idx
    WHERE k.product_key IN (SELECT rowid FROM inventory_search_fts WHERE inventory_search_fts MATCH ${match}) AND k.company_id = ${companyId}`;
}

/** A search box as an FTS5 expression within the company's products (null: no search). */
export function searchMatch(companyId: string, f: ChemicalFilters): string | null {
  const terms = f.search ? inventorySearchTerms(f.search) : null;
  return terms ? `${companyKey(companyId)} AND (${terms})` : null;
}

/** The filters over one of the two item tables (alias i: inventory_items, r: removed_inventory_items): same columns. */
function filtersOf(companyId: string, f: ChemicalFilters, alias: "i" | "r" = "i"): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`${a}.company_id = ${companyId}`];
  if (f.site_id) parts.push(sql`${a}.site_id = ${f.site_id}`);
  if (f.location_id) parts.push(sql`${a}.location_id = ${f.location_id}`);
  if (f.is_pesticide !== undefined) parts.push(sql`${a}.product_is_pesticide = ${f.is_pesticide ? 1 : 0}`);
  if (f.sds_missing !== undefined) parts.push(sql`${a}.product_sds_missing = ${f.sds_missing ? 1 : 0}`);
  return sql.join(parts, sql` AND `);
}

/** The same filters over the per-group counts (migration 0014; removed records' in removed_inventory_counts, 0017). */
function groupFilters(companyId: string, f: ChemicalFilters): SQL {
  const parts: SQL[] = [sql`g.company_id = ${companyId}`];
  if (f.site_id) parts.push(sql`g.site_id = ${f.site_id}`);
  if (f.location_id) parts.push(sql`g.location_key = ${f.location_id}`);
  if (f.is_pesticide !== undefined) parts.push(sql`g.is_pesticide = ${f.is_pesticide ? 1 : 0}`);
  if (f.sds_missing !== undefined) parts.push(sql`g.sds_missing = ${f.sds_missing ? 1 : 0}`);
  return sql.join(parts, sql` AND `);
}

/** How a page's ids are walked (chemicalPageStatements). */
export interface PageWalk {
  /** Walk the sort index, testing each entry against the matching products (a search; see walkIsCheaper). */
  dense?: boolean;
  /** Walk from the other end (the page's entries come reversed). */
  reverse?: boolean;
  /** Only the entries before an anchor (sort key, id) in the page's order (reverse applied), or (from) the anchor and those after it. */
  bound?: { key: unknown; id: string; from: boolean };
  /** A second bound (with bound: the entries from one anchor up to another). */
  upTo?: { key: unknown; id: string; from: boolean };
  /** Walk those entries in the opposite order (the bound keeps its meaning): the ones just before an anchor first. */
  backward?: boolean;
  /** One table alone: i (items) or r (removed records). */
  side?: "i" | "r";
  /**
   * A search's matching products (a JSON array of their ids), found once per page: each statement
   * then reads the list instead of searching again (the search and its products cost more than a
   * statement's walk when many products match).
   */
  products?: string;
}

/**
 * The statements of one page: the total and the page's ids (exported for the bench and tests).
 * With include_removed, the page's ids come from a compound SELECT over both tables ordered by the
 * sort column: SQLite merges the two index walks (MERGE (UNION ALL)), so it still reads only the
 * entries up to the page, and the total adds the removed records' count.
 */
export function chemicalPageStatements(companyId: string, f: ChemicalFilters, page: { limit: number; offset: number }, opts: PageWalk = {}) {
  const sort = SORTS[f.sort_by ?? "created_at"];
  const ascending = (f.sort_order === "asc") !== Boolean(opts.reverse);
  const dir = ascending !== Boolean(opts.backward) ? sql`ASC` : sql`DESC`;
  const col = sql.raw(sort.column);
  const limit = sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
  const match = searchMatch(companyId, f);
  const productIds = !match ? sql`` : opts.products !== undefined ? sql`SELECT value FROM json_each(${opts.products})` : matchingProductIds(companyId, match);
  const matching = (a: "i" | "r") => match ? sql` AND ${sql.raw(a)}.company_product_id IN (${productIds})` : sql``;
  // One table's walk: its sort index, or (a sparse search) the index by product that holds every sort column.
  const walk = (a: "i" | "r") => {
    const table = sql.raw(a === "i" ? "inventory_items" : "removed_inventory_items");
    const index = sql.raw(match && !opts.dense ? (a === "i" ? "inventory_company_product_idx" : "removed_company_product_idx") : a === "i" ? sort.index : sort.removedIndex);
    return sql`SELECT ${sql.raw(a)}.chemical_id, ${sql.raw(a)}.${col} AS sort_key FROM ${table} ${sql.raw(a)} INDEXED BY ${index} WHERE ${filtersOf(companyId, f, a)}${matching(a)}${bounded(a)}`;
  };
  // Entries before the anchor in this order, or from it on (the anchor included): a range of the sort index.
  const bounded = (a: "i" | "r") => sql.join([opts.bound, opts.upTo].filter((b) => b !== undefined).map(({ key, id, from }) => {
    const op = sql.raw(ascending ? (from ? ">=" : "<") : from ? "<=" : ">");
    return sql` AND (${sql.raw(a)}.${col}, ${sql.raw(a)}.chemical_id) ${op} (${key}, ${id})`;
  }));
  const one = (a: "i" | "r") => sql`${walk(a)} ORDER BY ${sql.raw(a)}.${col} ${dir}, ${sql.raw(a)}.chemical_id ${dir} ${limit}`;
  const keys = opts.side ? one(opts.side)
    : f.include_removed ? sql`${walk("i")} UNION ALL ${walk("r")} ORDER BY sort_key ${dir}, chemical_id ${dir} ${limit}`
    : one("i");
  // How many entries of one table come before the anchor (opts.bound) under the filters: a count along its sort index.
  const before = (a: "i" | "r") => sql`SELECT count(*) AS n FROM (${walk(a)})`;
  // A search's removed records without a location or flag filter: a sum over the matching products' (product, site) rows (migration 0024).
  const matchingProducts = sql`c.company_id = ${companyId}${f.site_id ? sql` AND c.site_id = ${f.site_id}` : sql``}
    AND c.company_product_id IN (${productIds})`;
  const flagged = f.is_pesticide !== undefined || f.sds_missing !== undefined;
  // A search at one site with the removed records and no other filter: both totals from the same rows, in one statement.
  const bothAtSite = Boolean(match && f.include_removed && f.site_id && !f.location_id && !flagged);
  const removedTotal = !f.include_removed || bothAtSite ? null : !match
    ? sql`SELECT coalesce(sum(g.n), 0) AS n FROM removed_inventory_counts g WHERE ${groupFilters(companyId, f)}`
    : !f.location_id && !flagged
      ? sql`SELECT coalesce(sum(c.removed), 0) AS n FROM product_site_counts c WHERE ${matchingProducts}`
      : sql`SELECT count(*) AS n FROM removed_inventory_items r INDEXED BY removed_company_product_idx WHERE ${filtersOf(companyId, f, "r")}${matching("r")}`;
  if (!match) {
    return { total: sql`SELECT coalesce(sum(g.n), 0) AS n FROM inventory_counts g WHERE ${groupFilters(companyId, f)}`, removedTotal, keys, before };
  }
  // Without a site or location filter the total is a sum over the matching products (their item_count, migration 0015).
  const productTotal = sql`SELECT coalesce(sum(p.item_count), 0) AS n FROM company_products p
    WHERE p.product_key IN (SELECT rowid FROM inventory_search_fts WHERE inventory_search_fts MATCH ${match}) AND p.company_id = ${companyId}
    ${f.is_pesticide !== undefined ? sql`AND p.is_pesticide = ${f.is_pesticide ? 1 : 0}` : sql``}
    ${f.sds_missing !== undefined ? sql`AND (p.current_sds_id IS NULL) = ${f.sds_missing ? 1 : 0}` : sql``}`;
  // At one site (no location), a sum over the matching products' (product, site) rows; a live item's flags are its product's.
  const siteTotal = sql`SELECT coalesce(sum(c.items), 0) AS n${bothAtSite ? sql`, coalesce(sum(c.removed), 0) AS removed` : sql``} FROM product_site_counts c
    ${flagged ? sql`JOIN company_products p ON p.company_product_id = c.company_product_id AND p.company_id = ${companyId}` : sql``}
    WHERE ${matchingProducts}
    ${f.is_pesticide !== undefined ? sql`AND p.is_pesticide = ${f.is_pesticide ? 1 : 0}` : sql``}
    ${f.sds_missing !== undefined ? sql`AND (p.current_sds_id IS NULL) = ${f.sds_missing ? 1 : 0}` : sql``}`;
  return {
    total: f.location_id ? sql`SELECT count(*) AS n FROM inventory_items i INDEXED BY inventory_company_product_idx WHERE ${filtersOf(companyId, f)}${matching("i")}`
      : f.site_id ? siteTotal : productTotal,
    removedTotal, keys, before,
  };
}

/**
 * From this many entries into a list of items and removed records, its page is not found by merging
 * the two index walks (each merged entry costs about twice a walked one) but by mergedPage.
 */
export const MERGED_WALK_LIMIT = 2_000;

export function chemicalPage(db: DbOrTx, companyId: string, f: ChemicalFilters, page: { limit: number; offset: number }, opts: { mergedWalkLimit?: number } = {}) {
  const match = searchMatch(companyId, f);
  const products = match ? db.all<{ company_product_id: string }>(matchingProductIds(companyId, match)).map((r) => r.company_product_id) : null;
  if (products?.length === 0) return { ids: [] as string[], total: 0 };
  const found: PageWalk = products ? { products: JSON.stringify(products) } : {};
  const counted = chemicalPageStatements(companyId, f, page, found);
  const count = (q: SQL | null) => (q ? db.all<{ n: number }>(q)[0]?.n ?? 0 : 0);
  const live = db.all<{ n: number; removed?: number }>(counted.total)[0];
  const counts = { live: live?.n ?? 0, removed: counted.removedTotal ? count(counted.removedTotal) : live?.removed ?? 0 };
  const total = counts.live + counts.removed;
  if (total === 0 || page.offset >= total) return { ids: [] as string[], total };
  const companyItems = f.search ? count(sql`SELECT coalesce(sum(g.n), 0) AS n FROM inventory_counts g WHERE g.company_id = ${companyId}`)
    + (f.include_removed ? count(sql`SELECT coalesce(sum(g.n), 0) AS n FROM removed_inventory_counts g WHERE g.company_id = ${companyId}`) : 0) : 0;
  const dense = walkIsCheaper({ matches: total, companyItems, offset: page.offset, limit: page.limit });
  // Past the middle: the total is exact, so the page is walked from the other end of the index and
  // turned round; the last page (page 4,000 of 100,000 items) costs what the first one does.
  const reverse = page.offset + page.limit / 2 > total / 2;
  const limit = reverse ? Math.min(page.limit, total - page.offset) : page.limit;
  const at = { limit, offset: reverse ? total - page.offset - limit : page.offset };
  const walk: PageWalk = { ...found, dense, reverse };
  const run = (p: { limit: number; offset: number }, w: PageWalk) => db.all<{ chemical_id: string }>(chemicalPageStatements(companyId, f, p, w).keys).map((r) => r.chemical_id);
  const ids = !f.include_removed || counts.removed === 0 ? run(at, { ...walk, side: "i" })
    : counts.live === 0 ? run(at, { ...walk, side: "r" })
    // A search that sorts its matches (not dense) reads them all whatever the offset: one statement.
    // Near the start, or within a few times the smaller table's entries, merging costs less than an anchor can save.
    : at.offset < (opts.mergedWalkLimit ?? Math.max(MERGED_WALK_LIMIT, 2 * Math.min(counts.live, counts.removed))) || (f.search && !dense) ? run(at, walk)
    : mergedPage(db, { companyId, f, page: at, walk, counts });
  return { ids: reverse ? ids.reverse() : ids, total };
}

/**
 * A page deep into the merged order of items and removed records, walking mostly one table: the
 * entry of the larger table at the page's share of its offset (the anchor) is found by walking that
 * table's index alone, and the other table's entries before it are counted along its own index,
 * which gives the anchor's exact position in the merged order. An anchor past the page's start is
 * moved back along its own table by the excess (the entries of the other table between the two
 * anchors are counted, so the new one never lies past the start); the merged walk then starts at
 * the anchor and walks only the difference.
 */
function mergedPage(db: DbOrTx, input: { companyId: string; f: ChemicalFilters; page: { limit: number; offset: number }; walk: PageWalk; counts: { live: number; removed: number } }): string[] {
  const { companyId, f, page, walk, counts } = input;
  const side = counts.live >= counts.removed ? "i" : "r";
  const other = side === "i" ? "r" : "i";
  const n = side === "i" ? counts.live : counts.removed;
  const statements = (p: { limit: number; offset: number }, w: PageWalk) => chemicalPageStatements(companyId, f, p, { ...walk, ...w });
  type Anchor = { chemical_id: string; sort_key: unknown };
  const bound = (a: Anchor, from: boolean) => ({ key: a.sort_key, id: a.chemical_id, from });
  const entry = (p: { offset: number }, w: PageWalk) => db.all<Anchor>(statements({ limit: 1, offset: p.offset }, { ...w, side }).keys)[0]!;
  const ids = (p: { limit: number; offset: number }, w: PageWalk) => db.all<{ chemical_id: string }>(statements(p, w).keys).map((r) => r.chemical_id);
  const countOthers = (w: PageWalk) => db.all<{ n: number }>(statements(page, w).before(other))[0]?.n ?? 0;
  const skip = Math.min(n - 1, Math.floor((page.offset * n) / (counts.live + counts.removed)));
  let anchor = entry({ offset: skip }, {});
  let position = skip + countOthers({ bound: bound(anchor, false) });
  if (position > page.offset) {
    const excess = Math.min(position - page.offset, skip);
    // Only entries of the other table lie before the first entry of this one, and the page starts among them.
    if (excess === 0) return ids(page, {});
    const back = entry({ offset: excess - 1 }, { bound: bound(anchor, false), backward: true });
    // The new anchor's position: the old one's less the entries (of either table) from the new anchor up to the old one.
    const between = countOthers({ bound: bound(back, true), upTo: bound(anchor, false) });
    position -= excess + between;
    anchor = back;
    if (position > page.offset) return ids(page, {});
  }
  return ids({ limit: page.limit, offset: page.offset - position }, { bound: bound(anchor, true) });
}
