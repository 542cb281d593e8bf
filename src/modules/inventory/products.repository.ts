import { and, asc, desc, eq, like, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { companyProducts } from "./inventory.table";
import { normalizeBarcode, type CompanyMatchKey } from "./product-matching";

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

/** `%` and `_` in a search term are literal characters, not wildcards. */
export const likeTerm = (term: string): string => `%${term.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listProducts(db: DbOrTx, companyId: string, f: ProductFilters, page: { limit: number; offset: number }) {
  const filters: SQL[] = [eq(companyProducts.companyId, companyId)];
  if (!f.include_inactive) filters.push(eq(companyProducts.isActive, true));
  if (f.internal_sku) filters.push(eq(companyProducts.internalSku, f.internal_sku.trim()));
  if (f.epa_registration_number) filters.push(eq(companyProducts.epaRegistrationNumber, f.epa_registration_number.trim()));
  if (f.is_pesticide !== undefined) filters.push(eq(companyProducts.isPesticide, f.is_pesticide));
  if (f.sds_missing !== undefined) filters.push(eq(companyProducts.sdsMissing, f.sds_missing));
  if (f.search?.trim()) {
    const term = likeTerm(f.search);
    filters.push(or(
      sql`lower(${companyProducts.productName}) like ${term} escape '\\'`, sql`lower(${companyProducts.manufacturer}) like ${term} escape '\\'`,
      sql`lower(${companyProducts.casNumber}) like ${term} escape '\\'`, sql`lower(${companyProducts.internalSku}) like ${term} escape '\\'`,
      like(companyProducts.barcodeUpc, term),
    )!);
  }
  const where = and(...filters);
  const column = { created_at: companyProducts.createdAt, product_name: companyProducts.productNameNormalized, manufacturer: companyProducts.manufacturerNormalized }[f.sort_by ?? "created_at"];
  const dir = f.sort_order === "asc" ? asc : desc;
  const rows = db.select().from(companyProducts).where(where).orderBy(dir(column), dir(companyProducts.companyProductId))
    .limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(companyProducts).where(where).get()?.n ?? 0;
  return { rows, total };
}
