/**
 * What a label states about a product, read from its current SDS as the company sees it (sds-view.ts), and
 * what is missing for a label to be printed. A label is printed only from an SDS a person reviewed: a label is
 * a safety instruction, and an unchecked parse can be wrong.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { isGhsPictogramCode, type GhsPictogramCode } from "../../shared/ghs/index.ts";
import { findProduct } from "../inventory/products.repository";
import type { ProductRow } from "../inventory/products.repository";
import { identityFor } from "../sds/sds-view";
import type { SdsRow } from "../sds/sds.models";
import { companySdsMappings, sdsDocuments, sdsHazardInfo } from "../sds/sds.table";
import type { LabelFacts } from "./label-content.ts";

/** Review states in which a person has checked the SDS. */
const REVIEWED = new Set(["reviewed", "approved"]);

export type FactsOrMissing = { product: ProductRow; facts: LabelFacts; missing: [] } | { product: ProductRow; facts: null; missing: string[] };

/**
 * The supplier's address and telephone of section 1.3. The parser-output work of issue 10 (branch
 * `corrections`) stores them as `parsed_supplier_address` / `parsed_supplier_phone` and adds per-company
 * corrections with `fieldViews` (sds-fields.ts); until it is merged they read as unknown here, and formats that
 * print them answer 409 naming them. MERGE NOTE: once it is on main, read every label value through
 * `fieldViews` (identity, signal word, codes, pictograms, supplier) so that a company's corrections win.
 */
function supplierContact(doc: SdsRow): { address: string | null; phone: string | null } {
  const row = doc as SdsRow & { parsedSupplierAddress?: string | null; parsedSupplierPhone?: string | null };
  return { address: row.parsedSupplierAddress?.trim() || null, phone: row.parsedSupplierPhone?.trim() || null };
}

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

  const identity = identityFor(doc, companyId);
  const signalWord = hazard.signalWord === "DANGER" || hazard.signalWord === "WARNING" ? hazard.signalWord : null;
  const contact = supplierContact(doc);
  return {
    product,
    missing: [],
    facts: {
      productId: product.companyProductId,
      identifier: identity.productName,
      productCode: product.productCode,
      signalWord,
      pictograms: hazard.pictograms.filter((code): code is GhsPictogramCode => isGhsPictogramCode(code)),
      hCodes: hazard.hCodes,
      pCodes: hazard.pCodes,
      supplier: { name: identity.manufacturer, ...contact },
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

