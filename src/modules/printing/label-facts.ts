/**
 * What a label states about a product, read from its current SDS as the company sees it (its people's
 * corrections win over parsed values: sds-fields.ts), and what is missing for a label to be printed. A label is printed only from an SDS a person reviewed: a label is
 * a safety instruction, and an unchecked parse can be wrong.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { isGhsPictogramCode, type GhsPictogramCode } from "../../shared/ghs/index.ts";
import { findProduct } from "../inventory/products.repository";
import type { ProductRow } from "../inventory/products.repository";
import { loadFieldViews } from "../sds/sds-corrections.repository";
import { companySdsMappings, sdsDocuments, sdsHazardInfo } from "../sds/sds.table";
import type { LabelFacts } from "./label-content.ts";

/** Review states in which a person has checked the SDS. */
const REVIEWED = new Set(["reviewed", "approved"]);

export type FactsOrMissing = { product: ProductRow; facts: LabelFacts; missing: [] } | { product: ProductRow; facts: null; missing: string[] };

export function labelFactsFor(ctx: AppContext, companyId: string, product: ProductRow, link: string): FactsOrMissing {
  if (!product.currentSdsId) return { product, facts: null, missing: ["an SDS (attach the product's SDS first)"] };
  const row = ctx.db.select({ doc: sdsDocuments, mapping: companySdsMappings, hazard: sdsHazardInfo }).from(companySdsMappings)
    .innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, companySdsMappings.sdsId))
    .leftJoin(sdsHazardInfo, eq(sdsHazardInfo.sdsId, companySdsMappings.sdsId))
    .where(and(eq(companySdsMappings.companyId, companyId), eq(companySdsMappings.sdsId, product.currentSdsId))).get();
  if (!row) return { product, facts: null, missing: ["an SDS in the company's library (attach the product's SDS again)"] };

  const missing: string[] = [];
  const { doc, mapping, hazard } = row;
  // The parser's "needs review" is the document's; this company clears it by reviewing the SDS after that parse.
  const reviewed = REVIEWED.has(mapping.reviewStatus);
  const reviewedSinceParse = reviewed && mapping.reviewedAt !== null && mapping.reviewedAt >= doc.updatedAt;
  if (doc.parseStatus === "needs_review" && !reviewedSinceParse) {
    missing.push("a person's check of the values read from the SDS (it needs review: review it again after checking the values)");
  } else if (!doc.sdsParsed || !hazard) missing.push(`the SDS's contents (it has not been read: ${doc.parseStatus.replace(/_/g, " ")})`);
  if (!reviewed) missing.push(`a review of the SDS (its review status is ${mapping.reviewStatus})`);
  if (missing.length > 0 || !hazard) return { product, facts: null, missing };

  // Every value as the company sees it: its people's corrections, else what parsing read (sds-fields.ts).
  const view = loadFieldViews(ctx.db, companyId, doc);
  const text = (field: "product_name" | "manufacturer" | "supplier_address" | "supplier_phone") => {
    const value = view[field].value;
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const codes = (field: "h_codes" | "p_codes" | "pictograms") => (Array.isArray(view[field].value) ? (view[field].value as unknown[]).filter((c): c is string => typeof c === "string") : []);
  const word = String(view.signal_word.value ?? "").toUpperCase();
  const signalWord = word === "DANGER" || word === "WARNING" ? word : null;
  return {
    product,
    missing: [],
    facts: {
      productId: product.companyProductId,
      identifier: text("product_name") ?? product.productName,
      productCode: product.productCode,
      signalWord,
      pictograms: codes("pictograms").filter((code): code is GhsPictogramCode => isGhsPictogramCode(code)),
      hCodes: codes("h_codes"),
      pCodes: codes("p_codes"),
      supplier: { name: text("manufacturer") ?? product.manufacturer, address: text("supplier_address"), phone: text("supplier_phone") },
      link,
    },
  };
}

/** The company's products by id, in the order asked; unknown or another company's ids are listed apart. */
export function productsByIds(ctx: AppContext, companyId: string, ids: string[]): { found: ProductRow[]; unknown: string[] } {
  const found: ProductRow[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const product = findProduct(ctx.db, companyId, id);
    if (product) found.push(product);
    else unknown.push(id);
  }
  return { found, unknown };
}

