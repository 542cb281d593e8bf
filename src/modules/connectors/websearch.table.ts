import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from "drizzle-orm/sqlite-core";
import { bool, id, json, ref, timestamp } from "../../db/columns";
import { companies } from "../admin/admin.table";

export interface WebSearchResult {
  title: string;
  url: string;
  snippet: string;
  source_domain: string;
  date?: string | null;
  is_pdf: boolean;
  confidence_score: number;
}

/** One cached provider answer per company + normalized product name + normalized manufacturer. */
export const webSearchCache = sqliteTable("web_search_cache", {
  cacheId: id("cache_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  productNameNormalized: text("product_name_normalized", { length: 255 }).notNull(),
  manufacturerNormalized: text("manufacturer_normalized", { length: 255 }).notNull(),
  barcodeUpc: text("barcode_upc", { length: 100 }),
  searchQueryUsed: text("search_query_used").notNull(),
  searchedAt: timestamp("searched_at").notNull(),
  results: json<WebSearchResult[]>("results").notNull(),
  resultCount: integer("result_count").notNull().default(0),
  createdByUserId: ref("created_by_user_id"),
  timesAccessed: integer("times_accessed").notNull().default(1),
  lastAccessedAt: timestamp("last_accessed_at").notNull(),
  sdsImported: bool("sds_imported").notNull().default(false),
  importedSdsId: ref("imported_sds_id"),
}, (t) => [
  uniqueIndex("web_cache_key_uq").on(t.companyId, t.productNameNormalized, t.manufacturerNormalized),
  index("web_cache_searched_idx").on(t.searchedAt),
]);

/** Provider calls per UTC day, per company and per user (cache hits are free). */
export const webSearchUsage = sqliteTable("web_search_usage", {
  day: text("day").notNull(),
  companyId: ref("company_id").notNull(),
  userId: ref("user_id").notNull(),
  calls: integer("calls").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.companyId, t.userId] })]);
