import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { locations, sites } from "../admin/admin.table";
import { companySdsMappings, sdsDocuments, sdsHazardInfo } from "../sds/sds.table";
import { companyProducts, inventoryItems } from "./inventory.table";
import { likeTerm, toProduct } from "./products.repository";

export type ChemicalRow = typeof inventoryItems.$inferSelect;

/** One inventory item with its product, site, location and the summary of its SDS, in one query. */
function joined(db: DbOrTx, companyId: string) {
  return db.select({
    item: inventoryItems, product: companyProducts, siteName: sites.name, locationName: locations.name,
    sds: {
      // The company's own view of the document (sds-view.ts): names from its mapping, its own version state.
      sdsId: sdsDocuments.sdsId, productName: sql<string>`coalesce(${companySdsMappings.productName}, ${sdsDocuments.parsedProductName}, 'Unread SDS')`,
      manufacturer: sql<string>`coalesce(${companySdsMappings.manufacturer}, ${sdsDocuments.parsedManufacturer}, 'Unknown manufacturer')`,
      revisionDate: sql<string | null>`(CASE WHEN ${companySdsMappings.companyId} IS NULL THEN ${sdsDocuments.parsedRevisionDate} ELSE ${companySdsMappings.revisionDate} END)`,
      revisionNumber: sql<string | null>`(CASE WHEN ${sdsDocuments.contributedByCompanyId} = ${companyId} THEN ${sdsDocuments.revisionNumber} ELSE ${sdsDocuments.parsedRevisionNumber} END)`,
      isCurrent: sql<number>`coalesce(NOT ${companySdsMappings.supersededInCompany}, 1)`,
      sdsParsed: sdsDocuments.sdsParsed,
    },
    signalWord: sdsHazardInfo.signalWord, pictograms: sdsHazardInfo.pictograms, reviewStatus: companySdsMappings.reviewStatus,
  }).from(inventoryItems)
    .innerJoin(companyProducts, and(eq(companyProducts.companyProductId, inventoryItems.companyProductId), eq(companyProducts.companyId, companyId)))
    .innerJoin(sites, and(eq(sites.siteId, inventoryItems.siteId), eq(sites.companyId, companyId)))
    .leftJoin(locations, and(eq(locations.locationId, inventoryItems.locationId), eq(locations.companyId, companyId)))
    // The item's SDS is its product's (sds-attachment.ts): there is no other place to read it from.
    .leftJoin(sdsDocuments, eq(sdsDocuments.sdsId, companyProducts.currentSdsId))
    .leftJoin(sdsHazardInfo, eq(sdsHazardInfo.sdsId, companyProducts.currentSdsId))
    .leftJoin(companySdsMappings, and(eq(companySdsMappings.sdsId, companyProducts.currentSdsId), eq(companySdsMappings.companyId, companyId)));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>["all"]>>[number];

export const toChemical = (r: JoinedRow) => ({
  chemical_id: r.item.chemicalId, company_id: r.item.companyId, company_product_id: r.item.companyProductId,
  site_id: r.item.siteId, location_id: r.item.locationId, container_size: r.item.containerSize, size_unit: r.item.sizeUnit,
  quantity: r.item.quantity, sds_id: r.product.currentSdsId, data_source: r.item.dataSource, extraction_confidence: r.item.extractionConfidence,
  notes: r.item.notes, created_by_user_id: r.item.createdByUserId, created_at: r.item.createdAt, updated_at: r.item.updatedAt,
  company_product: toProduct(r.product),
  site: { site_id: r.item.siteId, name: r.siteName },
  location: r.item.locationId && r.locationName !== null ? { location_id: r.item.locationId, name: r.locationName } : null,
  sds: r.sds?.sdsId ? {
    sds_id: r.sds.sdsId, product_name: r.sds.productName, manufacturer: r.sds.manufacturer, revision_date: r.sds.revisionDate,
    revision_number: r.sds.revisionNumber, is_current: Boolean(r.sds.isCurrent), sds_parsed: r.sds.sdsParsed,
    signal_word: r.signalWord ?? null, pictograms: r.pictograms ?? [], review_status: r.reviewStatus ?? null,
  } : null,
});

export type ChemicalView = ReturnType<typeof toChemical>;

/** Every item of the company (or of one site), ordered as an inventory report lists them. */
export function listChemicalsInReportOrder(db: DbOrTx, companyId: string, siteId: string | null): ChemicalView[] {
  const where = siteId ? and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.siteId, siteId)) : eq(inventoryItems.companyId, companyId);
  return joined(db, companyId).where(where)
    .orderBy(asc(sites.name), asc(locations.name), asc(companyProducts.productNameNormalized), asc(inventoryItems.chemicalId))
    .all().map(toChemical);
}

export function findChemicalRow(db: DbOrTx, companyId: string, chemicalId: string): ChemicalRow | undefined {
  return db.select().from(inventoryItems).where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.chemicalId, chemicalId))).get();
}

export function getChemicalRow(db: DbOrTx, companyId: string, chemicalId: string): ChemicalRow {
  const row = findChemicalRow(db, companyId, chemicalId);
  if (!row) throw errors.notFound("Chemical");
  return row;
}

export function getChemicalView(db: DbOrTx, companyId: string, chemicalId: string): ChemicalView {
  const row = joined(db, companyId).where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.chemicalId, chemicalId))).get();
  if (!row) throw errors.notFound("Chemical");
  return toChemical(row);
}

export interface ChemicalFilters {
  site_id?: string;
  location_id?: string;
  search?: string;
  is_pesticide?: boolean;
  sds_missing?: boolean;
  sort_by?: "created_at" | "product_name" | "manufacturer" | "quantity" | "container_size";
  sort_order?: "asc" | "desc";
}

export function listChemicals(db: DbOrTx, companyId: string, f: ChemicalFilters, page: { limit: number; offset: number }) {
  const filters: SQL[] = [eq(inventoryItems.companyId, companyId)];
  if (f.site_id) filters.push(eq(inventoryItems.siteId, f.site_id));
  if (f.location_id) filters.push(eq(inventoryItems.locationId, f.location_id));
  if (f.is_pesticide !== undefined) filters.push(eq(companyProducts.isPesticide, f.is_pesticide));
  // An item's SDS is missing when its product has none.
  if (f.sds_missing !== undefined) filters.push(f.sds_missing ? isNull(companyProducts.currentSdsId) : isNotNull(companyProducts.currentSdsId));
  if (f.search?.trim()) {
    const term = likeTerm(f.search);
    filters.push(or(
      sql`lower(${companyProducts.productName}) like ${term} escape '\\'`, sql`lower(${companyProducts.manufacturer}) like ${term} escape '\\'`,
      sql`lower(${companyProducts.casNumber}) like ${term} escape '\\'`, sql`lower(${companyProducts.internalSku}) like ${term} escape '\\'`,
    )!);
  }
  const where = and(...filters);
  const column = {
    created_at: inventoryItems.createdAt, product_name: companyProducts.productNameNormalized, manufacturer: companyProducts.manufacturerNormalized,
    quantity: inventoryItems.quantity, container_size: inventoryItems.containerSize,
  }[f.sort_by ?? "created_at"];
  const dir = f.sort_order === "asc" ? asc : desc;
  const rows = joined(db, companyId).where(where).orderBy(dir(column), dir(inventoryItems.chemicalId)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(inventoryItems)
    .innerJoin(companyProducts, eq(companyProducts.companyProductId, inventoryItems.companyProductId)).where(where).get()?.n ?? 0;
  return { rows: rows.map(toChemical), total };
}
