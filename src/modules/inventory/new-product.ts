import type { AppContext } from "../../context";
import type { DbOrTx, Tx } from "../../db/client";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import type { Actor } from "../auth/actor";
import { companyProducts } from "./inventory.table";
import { dispatchLabelSearch, dispatchSdsSearch } from "./product-jobs";
import { companyMatchKey, effectiveBarcodeSource, normalizeBarcode, normalizeName, type BarcodeSource } from "./product-matching";
import { findCompanyMatch, type ProductRow } from "./products.repository";

/** What names a catalog product, as a new inventory item (POST /chemicals) or a new product (POST /chem/products) gives it. */
export interface ProductInput {
  product_name: string; manufacturer: string; product_code?: string | null; cas_number?: string | null; barcode_upc?: string | null;
  barcode_source?: BarcodeSource | null; internal_sku?: string | null; is_pesticide?: boolean; epa_registration_number?: string | null;
  signal_word?: "DANGER" | "WARNING" | "CAUTION" | null;
}

export const blankToNull = (v: string | null | undefined): string | null => (v === undefined || v === null || v.trim() === "" ? null : v.trim());

/** The product's identity for matching (rules 1–5 of the spec); a barcode source without a barcode is refused (422). */
export function productIdentity(input: ProductInput) {
  const barcode = blankToNull(input.barcode_upc);
  if (!barcode && input.barcode_source) {
    throw errors.validation("barcode_source needs a barcode", [{ field: "barcode_source", message: "must be null when no barcode_upc is given" }]);
  }
  return {
    productName: input.product_name.trim(), manufacturer: input.manufacturer.trim(), productCode: blankToNull(input.product_code),
    barcodeUpc: barcode, barcodeSource: effectiveBarcodeSource(barcode, input.barcode_source),
  };
}

export type ProductIdentity = ReturnType<typeof productIdentity>;

/** The company's active product this identity matches, if any. */
export const findMatchingProduct = (tx: DbOrTx, companyId: string, identity: ProductIdentity) => findCompanyMatch(tx, companyId, companyMatchKey(identity));

/**
 * Inserts a new company product (inside the caller's transaction) and dispatches its SDS search and, for a
 * pesticide with a registration number, its label search; answers the product and the job kinds dispatched.
 */
export function insertNewProduct(ctx: AppContext, tx: Tx, actor: Actor, input: ProductInput, identity: ProductIdentity,
  now: Date, source: { dataSource: string | null; confidenceScore: number | null }): { product: ProductRow; dispatched: string[] } {
  const iso = now.toISOString();
  const product = tx.insert(companyProducts).values({
    companyProductId: newId(), companyId: actor.companyId, productName: identity.productName, manufacturer: identity.manufacturer,
    productNameNormalized: normalizeName(identity.productName), manufacturerNormalized: normalizeName(identity.manufacturer),
    productCode: identity.productCode, casNumber: blankToNull(input.cas_number), barcodeUpc: identity.barcodeUpc ? normalizeBarcode(identity.barcodeUpc) : null,
    barcodeSource: identity.barcodeSource, internalSku: blankToNull(input.internal_sku), isPesticide: input.is_pesticide ?? false,
    epaRegistrationNumber: blankToNull(input.epa_registration_number), signalWord: input.signal_word ?? null,
    sdsMissing: true, currentSdsId: null, dataSource: source.dataSource, confidenceScore: source.confidenceScore,
    verificationStatus: "unverified", labelStatus: "none", isActive: true, createdByUserId: actor.userId, createdAt: iso, updatedAt: iso,
  }).returning().get();
  const dispatched: string[] = [];
  if (dispatchSdsSearch(ctx, tx, product, actor.userId, now)) dispatched.push("sds_search");
  if (dispatchLabelSearch(ctx, tx, product, actor.userId, now)) dispatched.push("epa_label_search");
  return { product, dispatched };
}
