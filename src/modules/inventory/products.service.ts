import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { companyProducts } from "./inventory.table";
import { dispatchLabelSearch } from "./product-jobs";
import { effectiveBarcodeSource, normalizeBarcode, normalizeName, type BarcodeSource } from "./product-matching";
import { findByBarcode, getProduct, toProduct, type ProductRow } from "./products.repository";

export interface ProductPatch {
  product_name?: string; manufacturer?: string; product_code?: string | null; cas_number?: string | null;
  barcode_upc?: string | null; barcode_source?: BarcodeSource | null; internal_sku?: string | null; is_pesticide?: boolean;
  epa_registration_number?: string | null; signal_word?: "DANGER" | "WARNING" | "CAUTION" | null; data_source?: string | null;
  verification_status?: string; is_active?: boolean; confidence_score?: number | null;
}

const blankToNull = (v: string | null | undefined): string | null => (v === undefined || v === null || v.trim() === "" ? null : v.trim());
const pick = <T>(next: T | undefined, prev: T): T => (next === undefined ? prev : next);

/** GET /chem/products/by-barcode/{barcode}: the company's active product with that barcode, or 404. */
export function productByBarcode(ctx: AppContext, actor: Actor, barcode: string) {
  const row = findByBarcode(ctx.db, actor.companyId, barcode);
  if (!row) throw errors.notFound("Product with this barcode");
  return row;
}

/**
 * PATCH /chem/products/{id}. A barcode another active product of the company already carries is a
 * conflict (matching by barcode must stay unambiguous). Changing the registration number of a
 * pesticide, or flagging a product with a number as a pesticide, forgets the old label link and
 * dispatches a new label search (rule 5 still holds: never for a non-pesticide).
 */
export function updateProduct(ctx: AppContext, actor: Actor, productId: string, patch: ProductPatch, action = "product.update"): ProductRow {
  const before = getProduct(ctx.db, actor.companyId, productId);
  const barcode = patch.barcode_upc !== undefined ? blankToNull(patch.barcode_upc) : before.barcodeUpc;
  const barcodeSource = patch.barcode_upc !== undefined || patch.barcode_source !== undefined
    ? effectiveBarcodeSource(barcode, patch.barcode_source !== undefined ? patch.barcode_source : patch.barcode_upc !== undefined ? null : before.barcodeSource)
    : before.barcodeSource;
  if (!barcode && patch.barcode_source) {
    throw errors.validation("barcode_source needs a barcode", [{ field: "barcode_source", message: "must be null when the product has no barcode" }]);
  }
  const isActive = pick(patch.is_active, before.isActive);
  if (barcode && isActive) {
    const holder = findByBarcode(ctx.db, actor.companyId, barcode);
    if (holder && holder.companyProductId !== productId) throw errors.conflict("Another active product of the company has this barcode");
  }
  const productName = patch.product_name?.trim() ?? before.productName;
  const manufacturer = patch.manufacturer?.trim() ?? before.manufacturer;
  const isPesticide = pick(patch.is_pesticide, before.isPesticide);
  const regNumber = patch.epa_registration_number !== undefined ? blankToNull(patch.epa_registration_number) : before.epaRegistrationNumber;
  const regChanged = regNumber !== before.epaRegistrationNumber;
  const newlySearchable = isPesticide && regNumber !== null && (regChanged || !before.isPesticide);
  const now = ctx.clock.now();
  const iso = now.toISOString();
  return ctx.db.transaction((tx) => {
    const after = tx.update(companyProducts).set({
      productName, manufacturer, productNameNormalized: normalizeName(productName), manufacturerNormalized: normalizeName(manufacturer),
      productCode: patch.product_code !== undefined ? blankToNull(patch.product_code) : before.productCode,
      casNumber: patch.cas_number !== undefined ? blankToNull(patch.cas_number) : before.casNumber,
      barcodeUpc: barcode ? normalizeBarcode(barcode) : null, barcodeSource,
      internalSku: patch.internal_sku !== undefined ? blankToNull(patch.internal_sku) : before.internalSku,
      isPesticide, epaRegistrationNumber: regNumber, signalWord: pick(patch.signal_word, before.signalWord),
      dataSource: patch.data_source !== undefined ? blankToNull(patch.data_source) : before.dataSource,
      confidenceScore: pick(patch.confidence_score, before.confidenceScore),
      verificationStatus: pick(patch.verification_status, before.verificationStatus), isActive,
      ...(regChanged ? { labelStatus: "none" as const, labelId: null } : {}),
      updatedAt: iso,
    }).where(and(eq(companyProducts.companyId, actor.companyId), eq(companyProducts.companyProductId, productId))).returning().get();
    const jobId = newlySearchable ? dispatchLabelSearch(ctx, tx, after, actor.userId, now) : null;
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action, entityType: "company_product", entityId: productId, before: toProduct(before), after: { ...toProduct(after), label_search_job_id: jobId }, requestId: actor.requestId }, iso);
    return after;
  });
}
