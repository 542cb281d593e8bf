import { sqliteTable, text, integer, real, index, uniqueIndex, primaryKey, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { bool, id, ref, timestamp } from "../../db/columns";
import { companies, locations, sites } from "../admin/admin.table";
import { users } from "../auth/users.table";

export const BARCODE_SOURCES = ["scanned", "api_validated", "label_extracted", "manual"] as const;
export const SIGNAL_WORDS = ["DANGER", "WARNING", "CAUTION"] as const;
export const LABEL_STATUSES = ["none", "linked", "manual_upload_required"] as const;

/** A company's product catalog entry (the spec's "Company product"). */
export const companyProducts = sqliteTable("company_products", {
  companyProductId: id("company_product_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  productName: text("product_name").notNull(),
  manufacturer: text("manufacturer").notNull(),
  /** Lowercased, trimmed, inner white space folded: the matching key for products without barcode. */
  productNameNormalized: text("product_name_normalized").notNull(),
  manufacturerNormalized: text("manufacturer_normalized").notNull(),
  productCode: text("product_code"),
  casNumber: text("cas_number"),
  barcodeUpc: text("barcode_upc"),
  barcodeSource: text("barcode_source", { length: 20 }).$type<(typeof BARCODE_SOURCES)[number]>(),
  internalSku: text("internal_sku", { length: 100 }),
  isPesticide: bool("is_pesticide").notNull().default(false),
  epaRegistrationNumber: text("epa_registration_number", { length: 50 }),
  signalWord: text("signal_word", { length: 20 }).$type<(typeof SIGNAL_WORDS)[number]>(),
  sdsMissing: bool("sds_missing").notNull().default(true),
  currentSdsId: ref("current_sds_id"),
  dataSource: text("data_source"),
  confidenceScore: real("confidence_score"),
  verificationStatus: text("verification_status").notNull().default("unverified"),
  labelStatus: text("label_status").$type<(typeof LABEL_STATUSES)[number]>().notNull().default("none"),
  labelId: ref("label_id"),
  isActive: bool("is_active").notNull().default(true),
  createdByUserId: ref("created_by_user_id").references(() => users.userId),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
  /**
   * A stable integer key, set by a trigger on insert (migration 0014): the product's rowid in the
   * inventory's full-text table, so a search's matches come from the FTS doclist alone.
   */
  productKey: integer("product_key"),
  /** How many inventory items the product has, kept by triggers (migration 0015): a search's total is a sum over its products. */
  itemCount: integer("item_count").notNull().default(0),
}, (t) => [
  uniqueIndex("products_product_key_uq").on(t.productKey),
  // From a search's full-text hits (product keys) to the products' ids without reading a row (migration 0024).
  index("products_key_cov_idx").on(t.productKey, t.companyId, t.companyProductId),
  index("products_company_barcode_idx").on(t.companyId, t.barcodeUpc),
  index("products_company_name_idx").on(t.companyId, t.productNameNormalized, t.manufacturerNormalized),
  index("products_company_sku_idx").on(t.companyId, t.internalSku),
  index("products_company_epa_idx").on(t.companyId, t.epaRegistrationNumber),
  index("products_company_sds_idx").on(t.companyId, t.currentSdsId),
  // The catalog's sort orders, each with every filter column: a page of products is an index walk.
  index("products_created_cov_idx").on(t.companyId, t.createdAt, t.companyProductId, t.isActive, t.isPesticide, t.sdsMissing, t.internalSku, t.epaRegistrationNumber, t.barcodeUpc),
  index("products_name_cov_idx").on(t.companyId, t.productNameNormalized, t.companyProductId, t.isActive, t.isPesticide, t.sdsMissing, t.internalSku, t.epaRegistrationNumber, t.barcodeUpc),
  index("products_mfr_cov_idx").on(t.companyId, t.manufacturerNormalized, t.companyProductId, t.isActive, t.isPesticide, t.sdsMissing, t.internalSku, t.epaRegistrationNumber, t.barcodeUpc),
]);

/**
 * A container (or a set of identical containers) of a product at a site/location. Its SDS is its
 * product's current SDS (company_products.current_sds_id): there is no per-item SDS to drift, and
 * mapped_to_inventory_count is kept by triggers (migration 0012).
 */
export const inventoryItems = sqliteTable("inventory_items", {
  chemicalId: id("chemical_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  companyProductId: ref("company_product_id").notNull().references(() => companyProducts.companyProductId),
  siteId: ref("site_id").notNull().references(() => sites.siteId),
  locationId: ref("location_id").references(() => locations.locationId),
  containerSize: real("container_size").notNull(),
  sizeUnit: text("size_unit").notNull().default("L"),
  quantity: integer("quantity").notNull().default(1),
  dataSource: text("data_source"),
  extractionConfidence: real("extraction_confidence"),
  notes: text("notes"),
  createdByUserId: ref("created_by_user_id").references(() => users.userId),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
  /**
   * Copies of the product's sort and filter values, written only by the database's triggers
   * (migration 0014) so that a page of items is found in one covering index of this table. They are
   * index keys, not facts: every response reads the product (and its SDS) itself.
   */
  productNameKey: text("product_name_key").notNull().default(""),
  manufacturerKey: text("manufacturer_key").notNull().default(""),
  productIsPesticide: bool("product_is_pesticide").notNull().default(false),
  productSdsMissing: bool("product_sds_missing").notNull().default(true),
}, (t) => pageIndexes("inventory", t));

/** The columns an inventory page is filtered and sorted on, which inventory_items and removed_inventory_items share. */
interface PageColumns {
  chemicalId: AnySQLiteColumn; companyId: AnySQLiteColumn; companyProductId: AnySQLiteColumn; siteId: AnySQLiteColumn; locationId: AnySQLiteColumn;
  productSdsMissing: AnySQLiteColumn; productIsPesticide: AnySQLiteColumn; createdAt: AnySQLiteColumn; productNameKey: AnySQLiteColumn;
  manufacturerKey: AnySQLiteColumn; quantity: AnySQLiteColumn; containerSize: AnySQLiteColumn;
}

/**
 * Every sort order has an index that also holds every filter column: a page is an index walk. The live items and the
 * removed records (merged by `include_removed=true`) have the same indexes under their own names.
 */
function pageIndexes(prefix: "inventory" | "removed", t: PageColumns) {
  const tail = [t.chemicalId, t.siteId, t.locationId, t.productSdsMissing, t.productIsPesticide, t.companyProductId] as const;
  return [
    index(`${prefix}_company_site_idx`).on(t.companyId, t.siteId, t.locationId, t.productNameKey, t.chemicalId, t.productSdsMissing, t.productIsPesticide),
    // A search's matching items by product, with every filter and sort column: its page is sorted from this index alone.
    index(`${prefix}_company_product_idx`).on(t.companyId, t.companyProductId, t.siteId, t.locationId, t.productSdsMissing, t.productIsPesticide,
      t.createdAt, t.productNameKey, t.manufacturerKey, t.quantity, t.containerSize, t.chemicalId),
    index(`${prefix}_created_cov_idx`).on(t.companyId, t.createdAt, ...tail),
    index(`${prefix}_name_cov_idx`).on(t.companyId, t.productNameKey, ...tail),
    index(`${prefix}_mfr_cov_idx`).on(t.companyId, t.manufacturerKey, ...tail),
    index(`${prefix}_quantity_cov_idx`).on(t.companyId, t.quantity, ...tail),
    index(`${prefix}_size_cov_idx`).on(t.companyId, t.containerSize, ...tail),
  ];
}

/**
 * How many items a company has per site, location, SDS state and pesticide flag: kept by triggers
 * (migration 0014), never by application code, so the total of any inventory filter is a sum over
 * a few hundred groups instead of a count of the inventory. location_key is the location id, or ''.
 */
export const inventoryCounts = sqliteTable("inventory_counts", {
  companyId: ref("company_id").notNull(),
  siteId: ref("site_id").notNull(),
  locationKey: text("location_key").notNull(),
  sdsMissing: bool("sds_missing").notNull(),
  isPesticide: bool("is_pesticide").notNull(),
  n: integer("n").notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.siteId, t.locationKey, t.sdsMissing, t.isPesticide] })]);

/**
 * The record an inventory item leaves when it is deleted (OSHA keeps exposure records, chemical
 * identity and where and when it was used, for 30 years): what was where, how much, in use from
 * when to when, who removed it, and the SDS it had then. Written once by DELETE /chemicals/{id},
 * never changed. The live tables' counts and triggers never see it: the item itself is deleted.
 * Its sort and filter columns mirror inventory_items', so `include_removed=true` merges two index
 * walks (chemicals-page.ts).
 */
export const removedInventoryItems = sqliteTable("removed_inventory_items", {
  chemicalId: id("chemical_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  companyProductId: ref("company_product_id").notNull().references(() => companyProducts.companyProductId),
  siteId: ref("site_id").notNull().references(() => sites.siteId),
  locationId: ref("location_id").references(() => locations.locationId),
  /** The product's name and manufacturer when the item was removed (a product may be renamed later). */
  productName: text("product_name").notNull(),
  manufacturer: text("manufacturer").notNull(),
  /** The SDS the item had when it was removed (its product's current SDS then). */
  sdsId: ref("sds_id"),
  containerSize: real("container_size").notNull(),
  sizeUnit: text("size_unit").notNull(),
  quantity: integer("quantity").notNull(),
  dataSource: text("data_source"),
  extractionConfidence: real("extraction_confidence"),
  notes: text("notes"),
  createdByUserId: ref("created_by_user_id"),
  /** In use from (the item's created_at) and its last change. */
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
  /** In use until. */
  removedAt: timestamp("removed_at").notNull(),
  removedByUserId: ref("removed_by_user_id"),
  productNameKey: text("product_name_key").notNull(),
  manufacturerKey: text("manufacturer_key").notNull(),
  productIsPesticide: bool("product_is_pesticide").notNull(),
  productSdsMissing: bool("product_sds_missing").notNull(),
}, (t) => pageIndexes("removed", t));

/** inventory_counts for the removed records (kept by a trigger on insert, migration 0017): their totals are sums too. */
export const removedInventoryCounts = sqliteTable("removed_inventory_counts", {
  companyId: ref("company_id").notNull(),
  siteId: ref("site_id").notNull(),
  locationKey: text("location_key").notNull(),
  sdsMissing: bool("sds_missing").notNull(),
  isPesticide: bool("is_pesticide").notNull(),
  n: integer("n").notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.siteId, t.locationKey, t.sdsMissing, t.isPesticide] })]);

/**
 * How many items and removed records each product has at each site, kept by triggers (migration
 * 0024), never by application code: the total of a search at one site (with or without the removed
 * records) is a sum over the matching products' rows of this narrow table, not a count of their
 * items in the wide covering index.
 */
export const productSiteCounts = sqliteTable("product_site_counts", {
  companyId: ref("company_id").notNull(),
  companyProductId: ref("company_product_id").notNull(),
  siteId: ref("site_id").notNull(),
  items: integer("items").notNull().default(0),
  removed: integer("removed").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.companyId, t.companyProductId, t.siteId] })]);
