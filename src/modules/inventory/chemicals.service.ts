import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { locations, sites } from "../admin/admin.table";
import { findMapping } from "../sds/mappings.repository";
import { sdsDocuments } from "../sds/sds.table";
import { getChemicalRow, getChemicalView } from "./chemicals.repository";
import { companyProducts, inventoryItems } from "./inventory.table";
import { blankToNull, findMatchingProduct, insertNewProduct, productIdentity, type ProductInput } from "./new-product";
import { recordRemoval } from "./removed-items.repository";
import { productItemCount, setProductSds } from "./sds-attachment";

export interface ChemicalInput extends ProductInput {
  site_id: string; container_size: number; size_unit?: string; quantity?: number; location_id?: string | null;
  data_source?: string | null; extraction_confidence?: number | null; notes?: string | null;
}


/**
 * The site must be the company's (404 otherwise) and active; the location must be at that site and
 * active. A deactivated place takes no new items and no moves into it (422, naming it).
 */
function checkPlace(db: DbOrTx, companyId: string, siteId: string, locationId: string | null): void {
  const site = db.select().from(sites).where(and(eq(sites.companyId, companyId), eq(sites.siteId, siteId))).get();
  if (!site) throw errors.notFound("Site");
  if (!site.isActive) {
    throw errors.validation(`The site "${site.name}" is deactivated: it takes no new items. Reactivate it, or choose another site.`, [{ field: "site_id", message: `site "${site.name}" is deactivated` }]);
  }
  if (!locationId) return;
  const location = db.select().from(locations).where(and(eq(locations.companyId, companyId), eq(locations.locationId, locationId))).get();
  if (!location) throw errors.notFound("Location");
  if (location.siteId !== siteId) throw errors.validation("The location is not at this site", [{ field: "location_id", message: "belongs to another site" }]);
  if (!location.isActive) {
    throw errors.validation(`The location "${location.name}" at ${site.name} is deactivated: it takes no new items. Reactivate it, or choose another location.`, [{ field: "location_id", message: `location "${location.name}" is deactivated` }]);
  }
}

/**
 * POST /chemicals: reuses the company's matching product or creates a new one (rules 1–5 of the
 * spec), creates the inventory item, attaches it to the product's current SDS, and dispatches the
 * new product's SDS search and, for a pesticide with a registration number, its label search.
 */
export function createChemical(ctx: AppContext, actor: Actor, input: ChemicalInput) {
  const identity = productIdentity(input);
  const locationId = input.location_id ?? null;
  checkPlace(ctx.db, actor.companyId, input.site_id, locationId);
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const result = ctx.db.transaction((tx) => {
    const match = findMatchingProduct(tx, actor.companyId, identity);
    const isNew = !match;
    const { product, dispatched } = match ? { product: match, dispatched: [] as string[] }
      : insertNewProduct(ctx, tx, actor, input, identity, now, { dataSource: blankToNull(input.data_source), confidenceScore: input.extraction_confidence ?? null });
    const item = tx.insert(inventoryItems).values({
      chemicalId: newId(), companyId: actor.companyId, companyProductId: product.companyProductId, siteId: input.site_id, locationId,
      containerSize: input.container_size, sizeUnit: input.size_unit?.trim() || "L", quantity: input.quantity ?? 1,
      dataSource: blankToNull(input.data_source), extractionConfidence: input.extraction_confidence ?? null, notes: blankToNull(input.notes),
      createdByUserId: actor.userId, createdAt: iso, updatedAt: iso,
    }).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "chemical.create", entityType: "chemical", entityId: item.chemicalId, after: { chemical_id: item.chemicalId, company_product_id: product.companyProductId, product_is_new: isNew, dispatched }, requestId: actor.requestId }, iso);
    return { chemicalId: item.chemicalId, isNew, dispatched };
  });
  return { ...getChemicalView(ctx.db, actor.companyId, result.chemicalId), product_is_new: result.isNew, dispatched_jobs: result.dispatched };
}

export interface ChemicalPatch { site_id?: string; location_id?: string | null; container_size?: number; size_unit?: string; quantity?: number; notes?: string | null }

export function updateChemical(ctx: AppContext, actor: Actor, chemicalId: string, patch: ChemicalPatch) {
  const before = getChemicalRow(ctx.db, actor.companyId, chemicalId);
  const siteId = patch.site_id ?? before.siteId;
  // Moving to another site without naming a location leaves the item without one.
  const locationId = patch.location_id !== undefined ? patch.location_id : siteId !== before.siteId ? null : before.locationId;
  // Only a move is checked: an item may stay (and be edited) in a place deactivated since.
  if (siteId !== before.siteId || locationId !== before.locationId) checkPlace(ctx.db, actor.companyId, siteId, locationId);
  const iso = ctx.clock.now().toISOString();
  ctx.db.transaction((tx) => {
    const after = tx.update(inventoryItems).set({
      siteId, locationId, containerSize: patch.container_size ?? before.containerSize, sizeUnit: patch.size_unit?.trim() || before.sizeUnit,
      quantity: patch.quantity ?? before.quantity, notes: patch.notes !== undefined ? blankToNull(patch.notes) : before.notes, updatedAt: iso,
    }).where(and(eq(inventoryItems.companyId, actor.companyId), eq(inventoryItems.chemicalId, chemicalId))).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "chemical.update", entityType: "chemical", entityId: chemicalId, before, after, requestId: actor.requestId }, iso);
  });
  return getChemicalView(ctx.db, actor.companyId, chemicalId);
}

/**
 * Deletes the item and keeps its record (removed-items.repository.ts: product, site, location,
 * quantity, in use from/to, who removed it, its SDS then), in one transaction; its product's SDS
 * loses one inventory attachment and every count follows (the database's triggers).
 */
export function deleteChemical(ctx: AppContext, actor: Actor, chemicalId: string): void {
  const iso = ctx.clock.now().toISOString();
  ctx.db.transaction((tx) => {
    const item = getChemicalRow(tx, actor.companyId, chemicalId);
    recordRemoval(tx, { item, removedByUserId: actor.userId, removedAt: iso });
    tx.delete(inventoryItems).where(and(eq(inventoryItems.companyId, actor.companyId), eq(inventoryItems.chemicalId, chemicalId))).run();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "chemical.delete", entityType: "chemical", entityId: chemicalId, before: item, requestId: actor.requestId }, iso);
  });
}

/**
 * PUT /chemicals/{id}/sds: the SDS becomes the current SDS of the item's product, and so of every
 * container of that product at every site. It must be in the company's library (another company's
 * unmapped SDS is "not found").
 */
export function attachSds(ctx: AppContext, actor: Actor, chemicalId: string, sdsId: string) {
  const iso = ctx.clock.now().toISOString();
  ctx.db.transaction((tx) => {
    const item = getChemicalRow(tx, actor.companyId, chemicalId);
    if (!findMapping(tx, actor.companyId, sdsId) || !tx.select({ id: sdsDocuments.sdsId }).from(sdsDocuments).where(eq(sdsDocuments.sdsId, sdsId)).get()) {
      throw errors.notFound("SDS");
    }
    const before = productSdsId(tx, actor.companyId, item.companyProductId);
    if (!setProductSds(tx, { companyId: actor.companyId, productId: item.companyProductId, sdsId, now: iso })) return;
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "chemical.attach_sds", entityType: "chemical", entityId: chemicalId, before: { sds_id: before }, after: { sds_id: sdsId, company_product_id: item.companyProductId, items: productItemCount(tx, actor.companyId, item.companyProductId) }, requestId: actor.requestId }, iso);
  });
  return getChemicalView(ctx.db, actor.companyId, chemicalId);
}

/** DELETE /chemicals/{id}/sds: the item's product, and so every container of it, has no SDS any more; idempotent. */
export function detachSds(ctx: AppContext, actor: Actor, chemicalId: string) {
  const iso = ctx.clock.now().toISOString();
  ctx.db.transaction((tx) => {
    const item = getChemicalRow(tx, actor.companyId, chemicalId);
    const before = productSdsId(tx, actor.companyId, item.companyProductId);
    if (!setProductSds(tx, { companyId: actor.companyId, productId: item.companyProductId, sdsId: null, now: iso })) return;
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "chemical.detach_sds", entityType: "chemical", entityId: chemicalId, before: { sds_id: before }, after: { sds_id: null, company_product_id: item.companyProductId, items: productItemCount(tx, actor.companyId, item.companyProductId) }, requestId: actor.requestId }, iso);
  });
  return getChemicalView(ctx.db, actor.companyId, chemicalId);
}

const productSdsId = (tx: DbOrTx, companyId: string, productId: string): string | null =>
  tx.select({ id: companyProducts.currentSdsId }).from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, productId))).get()?.id ?? null;
