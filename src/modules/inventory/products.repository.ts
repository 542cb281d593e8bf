import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { companyKey } from "../sds/sds-library.repository";
import { inventorySearchTerms, matchingProductIds } from "./chemicals-page";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { companyProducts } from "./inventory.table";
import { normalizeBarcode, type CompanyMatchKey } from "./product-matching";
import { orderByIds } from "../../shared/paging";

export type ProductRow = typeof companyProducts.$inferSelect;
export type NewProductRow = typeof companyProducts.$inferInsert;

export const toProduct = (p: ProductRow) => ({
  company_product_id: p.companyProductId, company_id: p.companyId, product_name: p.productName, manufacturer: p.manufacturer,
  product_code: p.productCode, cas_number: p.casNumber, barcode_upc: p.barcodeUpc, barcode_source: p.barcodeSource,
  internal_sku: p.internalSku, is_pesticide: p.isPesticide, epa_registration_number: p.epaRegistrationNumber,
  signal_word: p.signalWord, sds_missing: p.sdsMissing, current_sds_id: p.currentSdsId, data_source: p.dataSource,
  confidence_score: p.confidenceScore, verification_status: p.verificationStatus, label_status: p.labelStatus,
  label_id: p.labelId, is_active: p.isActive, created_by_user_id: p.createdByUserId, created_at: p.createdAt, updated_at: p.updatedAt,
});

export function findProduct(db: DbOrTx, companyId: string, productId: string): ProductRow | undefined {
  return db.select().from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, productId))).get();
}

/** A product of the company; another company's product is "not found", exactly like a missing one. */
export function getProduct(db: DbOrTx, companyId: string, productId: string): ProductRow {
  const row = findProduct(db, companyId, productId);
  if (!row) throw errors.notFound("Product");
  return row;
}

/** The company's active product with this barcode (oldest first when, against the rules, there are several). */
export function findByBarcode(db: DbOrTx, companyId: string, barcode: string): ProductRow | undefined {
  return db.select().from(companyProducts).where(and(
    eq(companyProducts.companyId, companyId), eq(companyProducts.isActive, true), eq(companyProducts.barcodeUpc, normalizeBarcode(barcode)),
  )).orderBy(asc(companyProducts.createdAt)).get();
}

/** The existing active product a new inventory item should reuse, or undefined when the product is new. */
export function findCompanyMatch(db: DbOrTx, companyId: string, key: CompanyMatchKey): ProductRow | undefined {
  if (key.by === "barcode") return findByBarcode(db, companyId, key.barcode);
  const filters: SQL[] = [
    eq(companyProducts.companyId, companyId), eq(companyProducts.isActive, true),
    eq(companyProducts.productNameNormalized, key.productName), eq(companyProducts.manufacturerNormalized, key.manufacturer),
  ];
  if (key.productCode) filters.push(sql`lower(trim(${companyProducts.productCode})) = lower(${key.productCode})`);
  // A product that already has its SDS is the better one to reuse; then the oldest.
  return db.select().from(companyProducts).where(and(...filters))
    .orderBy(asc(companyProducts.sdsMissing), asc(companyProducts.createdAt)).get();
}

export interface ProductFilters {
  search?: string;
  internal_sku?: string;
  epa_registration_number?: string;
  is_pesticide?: boolean;
  sds_missing?: boolean;
  include_inactive?: boolean;
  sort_by?: "created_at" | "product_name" | "manufacturer";
  sort_order?: "asc" | "desc";
}


/** Per sort order: its column and the covering index that yields it with every filter (migration 0014). */
const PRODUCT_SORTS = {
  created_at: { column: sql`p.created_at`, index: sql.raw("products_created_cov_idx") },
  product_name: { column: sql`p.product_name_normalized`, index: sql.raw("products_name_cov_idx") },
  manufacturer: { column: sql`p.manufacturer_normalized`, index: sql.raw("products_mfr_cov_idx") },
};

/**
 * GET /chem/products: the page's ids from a covering index per sort order (a search: the company's
 * products in inventory_search_fts, or the exact barcode), then only the page is read.
 */
export function listProducts(db: DbOrTx, companyId: string, f: ProductFilters, page: { limit: number; offset: number }) {
  const parts: SQL[] = [sql`p.company_id = ${companyId}`];
  if (!f.include_inactive) parts.push(sql`p.is_active = 1`);
  if (f.internal_sku) parts.push(sql`p.internal_sku = ${f.internal_sku.trim()}`);
  if (f.epa_registration_number) parts.push(sql`p.epa_registration_number = ${f.epa_registration_number.trim()}`);
  if (f.is_pesticide !== undefined) parts.push(sql`p.is_pesticide = ${f.is_pesticide ? 1 : 0}`);
  if (f.sds_missing !== undefined) parts.push(sql`p.sds_missing = ${f.sds_missing ? 1 : 0}`);
  const terms = f.search ? inventorySearchTerms(f.search) : null;
  if (terms) {
    parts.push(sql`(p.company_product_id IN (${matchingProductIds(companyId, `${companyKey(companyId)} AND (${terms})`)})
      OR p.barcode_upc = ${normalizeBarcode(f.search!)})`);
  }
  const where = sql.join(parts, sql` AND `);
  const sort = PRODUCT_SORTS[f.sort_by ?? "created_at"];
  const dir = f.sort_order === "asc" ? sql`ASC` : sql`DESC`;
  const total = db.all<{ n: number }>(sql`SELECT count(*) AS n FROM company_products p INDEXED BY products_created_cov_idx WHERE ${where}`)[0]?.n ?? 0;
  if (total === 0 || page.offset >= total) return { rows: [] as ProductRow[], total };
  const ids = db.all<{ id: string }>(sql`SELECT p.company_product_id AS id FROM company_products p INDEXED BY ${sort.index} WHERE ${where}
    ORDER BY ${sort.column} ${dir}, p.company_product_id ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`).map((r) => r.id);
  if (ids.length === 0) return { rows: [] as ProductRow[], total };
  const rows = db.select().from(companyProducts).where(and(eq(companyProducts.companyId, companyId), inArray(companyProducts.companyProductId, ids))).all();
  return { rows: orderByIds(rows, ids, (r) => r.companyProductId), total };
}
