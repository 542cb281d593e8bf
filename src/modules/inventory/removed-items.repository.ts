import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { locations, sites } from "../admin/admin.table";
import { companySdsMappings, sdsDocuments, sdsHazardInfo } from "../sds/sds.table";
import { sdsSummaryColumns, toSdsSummary, type ChemicalRow, type ChemicalView } from "./chemicals.repository";
import { companyProducts, removedInventoryItems } from "./inventory.table";
import { toProduct } from "./products.repository";

/**
 * The records deleted inventory items leave (removed_inventory_items): written once, in the
 * delete's transaction, never changed. Listed with `include_removed=true` in the shape of an item,
 * marked removed, with the SDS the item had when it was removed.
 */

/** Writes the record of an item that is being deleted (call in the delete's transaction, before the delete). */
export function recordRemoval(tx: DbOrTx, input: { item: ChemicalRow; removedByUserId: string; removedAt: string }): void {
  const { item } = input;
  const product = tx.select().from(companyProducts)
    .where(and(eq(companyProducts.companyId, item.companyId), eq(companyProducts.companyProductId, item.companyProductId))).get();
  if (!product) throw new Error(`product ${item.companyProductId} of item ${item.chemicalId} is missing`);
  tx.insert(removedInventoryItems).values({
    chemicalId: item.chemicalId, companyId: item.companyId, companyProductId: item.companyProductId, siteId: item.siteId, locationId: item.locationId,
    productName: product.productName, manufacturer: product.manufacturer, sdsId: product.currentSdsId,
    containerSize: item.containerSize, sizeUnit: item.sizeUnit, quantity: item.quantity, dataSource: item.dataSource,
    extractionConfidence: item.extractionConfidence, notes: item.notes, createdByUserId: item.createdByUserId,
    createdAt: item.createdAt, updatedAt: item.updatedAt, removedAt: input.removedAt, removedByUserId: input.removedByUserId,
    productNameKey: product.productNameNormalized, manufacturerKey: product.manufacturerNormalized,
    productIsPesticide: product.isPesticide, productSdsMissing: product.currentSdsId === null,
  }).run();
}

function joinedRemoved(db: DbOrTx, companyId: string) {
  return db.select({ item: removedInventoryItems, product: companyProducts, siteName: sites.name, locationName: locations.name, ...sdsSummaryColumns(companyId) })
    .from(removedInventoryItems)
    .innerJoin(companyProducts, and(eq(companyProducts.companyProductId, removedInventoryItems.companyProductId), eq(companyProducts.companyId, companyId)))
    .innerJoin(sites, and(eq(sites.siteId, removedInventoryItems.siteId), eq(sites.companyId, companyId)))
    .leftJoin(locations, and(eq(locations.locationId, removedInventoryItems.locationId), eq(locations.companyId, companyId)))
    // The SDS the item had when it was removed, as the company sees it now.
    .leftJoin(sdsDocuments, eq(sdsDocuments.sdsId, removedInventoryItems.sdsId))
    .leftJoin(sdsHazardInfo, eq(sdsHazardInfo.sdsId, removedInventoryItems.sdsId))
    .leftJoin(companySdsMappings, and(eq(companySdsMappings.sdsId, removedInventoryItems.sdsId), eq(companySdsMappings.companyId, companyId)));
}

type RemovedRow = Awaited<ReturnType<ReturnType<typeof joinedRemoved>["all"]>>[number];

/** A removed record in the shape of an item (ChemicalView): `removed` true, `removed_at` the end of its use. */
const toRemovedChemical = (r: RemovedRow): ChemicalView => ({
  chemical_id: r.item.chemicalId, company_id: r.item.companyId, company_product_id: r.item.companyProductId,
  site_id: r.item.siteId, location_id: r.item.locationId, container_size: r.item.containerSize, size_unit: r.item.sizeUnit,
  quantity: r.item.quantity, sds_id: r.item.sdsId, data_source: r.item.dataSource, extraction_confidence: r.item.extractionConfidence,
  notes: r.item.notes, created_by_user_id: r.item.createdByUserId, created_at: r.item.createdAt, updated_at: r.item.updatedAt,
  company_product: toProduct(r.product),
  site: { site_id: r.item.siteId, name: r.siteName },
  location: r.item.locationId && r.locationName !== null ? { location_id: r.item.locationId, name: r.locationName } : null,
  sds: toSdsSummary(r),
  removed: true, removed_at: r.item.removedAt, removed_by_user_id: r.item.removedByUserId,
});

/** The removed records of these ids (any order). */
export function removedChemicalsByIds(db: DbOrTx, companyId: string, ids: string[]): ChemicalView[] {
  if (ids.length === 0) return [];
  return joinedRemoved(db, companyId).where(and(eq(removedInventoryItems.companyId, companyId), inArray(removedInventoryItems.chemicalId, ids))).all().map(toRemovedChemical);
}

/** One chunk of a location's removed records in report order (product name key, id), after the given key. */
export function removedChunkInReportOrder(db: DbOrTx, companyId: string, siteId: string, locationId: string | null, after: { name: string; id: string } | null, chunk: number) {
  return db.all<{ chemical_id: string; product_name_key: string }>(sql`
    SELECT r.chemical_id, r.product_name_key FROM removed_inventory_items r INDEXED BY removed_company_site_idx
    WHERE r.company_id = ${companyId} AND r.site_id = ${siteId} AND r.location_id IS ${locationId}
      ${after ? sql`AND (r.product_name_key, r.chemical_id) > (${after.name}, ${after.id})` : sql``}
    ORDER BY r.product_name_key, r.chemical_id LIMIT ${chunk}`);
}
