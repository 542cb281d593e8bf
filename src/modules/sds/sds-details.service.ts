import { and, asc, desc, eq, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Actor } from "../auth/actor";
import { companyProducts, inventoryItems } from "../inventory/inventory.table";
import type { CompositionRow } from "../parsing/types";
import { correctedValues, statementsFor } from "./sds-fields";
import { correctionsOf, loadFieldViews } from "./sds-corrections.repository";
import { getMappedDocument } from "./sds-library.service";
import { versionChain } from "./sds-versions.repository";
import { sdsDocumentFor } from "./sds-view";
import type { sdsFieldsSchema } from "./sds.schemas";
import { sdsChangeLog, sdsHazardInfo, sdsSections } from "./sds.table";

const CHANGE_LOG_LIMIT = 200;

/**
 * Another company's entry (only parse entries reach this far): what was read in the document, not
 * which of the contributor's values parsing replaced.
 */
function documentOnly(details: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!details) return null;
  const { parse_confidence, needs_ocr, warnings, needs_review_reasons } = details;
  return { parse_confidence, needs_ocr, warnings, needs_review_reasons: needs_review_reasons ?? [] };
}

/**
 * GET /chem/sds/{id}/details: the document, what parsing found, the company's review data, the
 * company's inventory items that use it, its versions and its change log (this company's entries
 * and the appliance's own, such as parsing; never another company's).
 */
/** How many of the SDS's inventory items the details list (the count gives the total). */
export const DETAILS_INVENTORY_ITEMS = 100;

export function getDetails(ctx: AppContext, actor: Actor, sdsId: string) {
  const { doc, mapping } = getMappedDocument(ctx, actor.companyId, sdsId);
  const db = ctx.db;
  const hazard = db.select().from(sdsHazardInfo).where(eq(sdsHazardInfo.sdsId, sdsId)).get();
  const corrections = correctionsOf(db, actor.companyId, sdsId);
  // Every value below is the one in effect for this company: its people's corrections win over the parse.
  const fields = loadFieldViews(db, actor.companyId, doc);
  const v = <T>(f: keyof typeof fields) => fields[f].value as T;
  const hazardCorrected = corrections.some((c) => ["signal_word", "h_codes", "p_codes", "pictograms"].includes(c.field));
  const sections = db.select().from(sdsSections).where(eq(sdsSections.sdsId, sdsId)).orderBy(asc(sdsSections.number)).all();
  // The items of the company's products whose SDS this is (an item's SDS is its product's), the
  // first DETAILS_INVENTORY_ITEMS of them: inventory_attachment_count says how many there are in all.
  const items = db.select({ item: inventoryItems, productName: companyProducts.productName }).from(companyProducts)
    .innerJoin(inventoryItems, and(eq(inventoryItems.companyId, actor.companyId), eq(inventoryItems.companyProductId, companyProducts.companyProductId)))
    .where(and(eq(companyProducts.companyId, actor.companyId), eq(companyProducts.currentSdsId, sdsId)))
    .orderBy(asc(inventoryItems.createdAt), asc(inventoryItems.chemicalId)).limit(DETAILS_INVENTORY_ITEMS).all();
  const log = db.select().from(sdsChangeLog)
    .where(and(eq(sdsChangeLog.sdsId, sdsId), or(eq(sdsChangeLog.companyId, actor.companyId), eq(sdsChangeLog.action, "parsed"))))
    .orderBy(desc(sdsChangeLog.createdAt)).limit(CHANGE_LOG_LIMIT).all();
  return {
    ...sdsDocumentFor(doc, actor.companyId, mapping, correctedValues(corrections)),
    parse_error: doc.parseError,
    page_count: doc.pageCount,
    needs_review_reasons: doc.needsReviewReasons,
    hazard_info: hazard || hazardCorrected ? {
      signal_word: v<string | null>("signal_word"), pictograms: v<string[]>("pictograms"), h_codes: v<string[]>("h_codes"), p_codes: v<string[]>("p_codes"),
      hazard_statements: fields.h_codes.source === "person" ? statementsFor(v<string[]>("h_codes"), hazard?.hazardStatements ?? []) : hazard?.hazardStatements ?? [],
    } : null,
    composition: v<CompositionRow[]>("composition"),
    emergency_phone: v<string | null>("emergency_phone"),
    supplier_address: v<string | null>("supplier_address"),
    supplier_phone: v<string | null>("supplier_phone"),
    ufi: v<string | null>("ufi"),
    recommended_use: v<string | null>("recommended_use"),
    physical_state: v<string | null>("physical_state"),
    flash_point: v<string | null>("flash_point"),
    hazards_not_otherwise_classified: v<string | null>("hazards_not_otherwise_classified"),
    // Each value's type is the field's (sds-fields.ts builds them from the typed rows).
    fields: fields as unknown as typeof sdsFieldsSchema.static,
    sections: sections.map((s) => ({ number: s.number, title: s.title, text: s.text })),
    is_standalone: mapping.mappedToInventoryCount === 0,
    inventory_attachment_count: mapping.mappedToInventoryCount,
    inventory_items: items.map(({ item, productName }) => ({
      chemical_id: item.chemicalId, company_product_id: item.companyProductId, product_name: productName, site_id: item.siteId,
      location_id: item.locationId, container_size: item.containerSize, size_unit: item.sizeUnit, quantity: item.quantity,
    })),
    version_history: versionChain(db, actor.companyId, sdsId),
    change_log: log.map((l) => ({
      change_id: l.changeId, action: l.action, sds_id: l.sdsId, previous_sds_id: l.previousSdsId, user_id: l.companyId === actor.companyId ? l.userId : null,
      details: l.companyId === actor.companyId ? l.details ?? null : documentOnly(l.details), created_at: l.createdAt,
    })),
    review_status: mapping.reviewStatus,
    internal_notes: mapping.internalNotes,
    reviewed_by: mapping.reviewedBy,
    reviewed_at: mapping.reviewedAt,
    first_mapped_at: mapping.firstMappedAt,
    archived_at: mapping.archivedAt,
  };
}
