import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { locations, sites } from "../admin/admin.table";
import { companySdsMappings, sdsDocuments, sdsHazardInfo } from "../sds/sds.table";
import { correctedSql } from "../sds/sds-corrections.repository";
import { companyProducts, inventoryItems } from "./inventory.table";
import { toProduct } from "./products.repository";
import { chemicalPage, type ChemicalFilters } from "./chemicals-page";
import { orderByIds } from "../../shared/paging";
import { removedChemicalsByIds, removedChunkInReportOrder } from "./removed-items.repository";

export type ChemicalRow = typeof inventoryItems.$inferSelect;

/**
 * The summary of an item's SDS as the company sees it, selected from sdsDocuments, sdsHazardInfo and
 * the company's mapping joined on the item's SDS (its product's current one; a removed item's then).
 */
export function sdsSummaryColumns(companyId: string) {
  return {
    sds: {
      // The company's own view of the document (sds-view.ts): names from its mapping, its own version state.
      sdsId: sdsDocuments.sdsId, productName: sql<string>`coalesce(${companySdsMappings.productName}, ${sdsDocuments.parsedProductName}, 'Unread SDS')`,
      manufacturer: sql<string>`coalesce(${companySdsMappings.manufacturer}, ${sdsDocuments.parsedManufacturer}, 'Unknown manufacturer')`,
      revisionDate: sql<string | null>`(CASE WHEN ${companySdsMappings.companyId} IS NULL THEN ${sdsDocuments.parsedRevisionDate} ELSE ${companySdsMappings.revisionDate} END)`,
      revisionNumber: sql<string | null>`${correctedSql("revision_number", companyId, sql`${sdsDocuments.sdsId}`,
        sql`(CASE WHEN ${sdsDocuments.contributedByCompanyId} = ${companyId} THEN ${sdsDocuments.revisionNumber} ELSE ${sdsDocuments.parsedRevisionNumber} END)`)}`,
      isCurrent: sql<number>`coalesce(NOT ${companySdsMappings.supersededInCompany}, 1)`,
      sdsParsed: sdsDocuments.sdsParsed,
    },
    // What the company's people corrected wins over the parse (sds-fields.ts).
    signalWord: sql<string | null>`${correctedSql("signal_word", companyId, sql`${sdsDocuments.sdsId}`, sql`${sdsHazardInfo.signalWord}`)}`,
    pictograms: sql<string[] | null>`${correctedSql("pictograms", companyId, sql`${sdsDocuments.sdsId}`, sql`${sdsHazardInfo.pictograms}`)}`
      .mapWith((v: string | null) => (v === null ? null : (JSON.parse(v) as string[]))),
    reviewStatus: companySdsMappings.reviewStatus,
  };
}

/** One inventory item with its product, site, location and the summary of its SDS, in one query. */
function joined(db: DbOrTx, companyId: string) {
  return db.select({ item: inventoryItems, product: companyProducts, siteName: sites.name, locationName: locations.name, ...sdsSummaryColumns(companyId) }).from(inventoryItems)
    .innerJoin(companyProducts, and(eq(companyProducts.companyProductId, inventoryItems.companyProductId), eq(companyProducts.companyId, companyId)))
    .innerJoin(sites, and(eq(sites.siteId, inventoryItems.siteId), eq(sites.companyId, companyId)))
    .leftJoin(locations, and(eq(locations.locationId, inventoryItems.locationId), eq(locations.companyId, companyId)))
    // The item's SDS is its product's (sds-attachment.ts): there is no other place to read it from.
    .leftJoin(sdsDocuments, eq(sdsDocuments.sdsId, companyProducts.currentSdsId))
    .leftJoin(sdsHazardInfo, eq(sdsHazardInfo.sdsId, companyProducts.currentSdsId))
    .leftJoin(companySdsMappings, and(eq(companySdsMappings.sdsId, companyProducts.currentSdsId), eq(companySdsMappings.companyId, companyId)));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>["all"]>>[number];

/** The SDS summary of a joined row (sdsSummaryColumns), or null when the item has no SDS. */
export const toSdsSummary = (r: Pick<JoinedRow, "sds" | "signalWord" | "pictograms" | "reviewStatus">) => r.sds?.sdsId ? {
  sds_id: r.sds.sdsId, product_name: r.sds.productName, manufacturer: r.sds.manufacturer, revision_date: r.sds.revisionDate,
  revision_number: r.sds.revisionNumber, is_current: Boolean(r.sds.isCurrent), sds_parsed: r.sds.sdsParsed,
  signal_word: r.signalWord ?? null, pictograms: r.pictograms ?? [], review_status: r.reviewStatus ?? null,
} : null;

export const toChemical = (r: JoinedRow) => ({
  chemical_id: r.item.chemicalId, company_id: r.item.companyId, company_product_id: r.item.companyProductId,
  site_id: r.item.siteId, location_id: r.item.locationId, container_size: r.item.containerSize, size_unit: r.item.sizeUnit,
  quantity: r.item.quantity, sds_id: r.product.currentSdsId, data_source: r.item.dataSource, extraction_confidence: r.item.extractionConfidence,
  notes: r.item.notes, created_by_user_id: r.item.createdByUserId, created_at: r.item.createdAt, updated_at: r.item.updatedAt,
  company_product: toProduct(r.product),
  site: { site_id: r.item.siteId, name: r.siteName },
  location: r.item.locationId && r.locationName !== null ? { location_id: r.item.locationId, name: r.locationName } : null,
  sds: toSdsSummary(r),
  removed: false, removed_at: null as string | null, removed_by_user_id: null as string | null,
});

export type ChemicalView = ReturnType<typeof toChemical>;

/** Items per read while a report walks the inventory: each read costs its chunk, never the inventory. */
const REPORT_CHUNK = 500;

/**
 * Every item of the company (or of one site), ordered as an inventory report lists them: by site
 * name, location name (items without a location first) and product. Walked site by site and
 * location by location along inventory_company_site_idx, in chunks, so no read sorts the inventory.
 * With includeRemoved, each location's removed records follow its items, walked the same way.
 */
export function listChemicalsInReportOrder(db: DbOrTx, companyId: string, siteId: string | null, chunk = REPORT_CHUNK, opts: { includeRemoved?: boolean } = {}): ChemicalView[] {
  const siteRows = db.select({ id: sites.siteId }).from(sites)
    .where(siteId ? and(eq(sites.companyId, companyId), eq(sites.siteId, siteId)) : eq(sites.companyId, companyId)).orderBy(asc(sites.name)).all();
  const out: ChemicalView[] = [];
  const walk = (next: (after: { name: string; id: string } | null) => { chemical_id: string; product_name_key: string }[], read: (ids: string[]) => ChemicalView[]) => {
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const keys = next(after);
      const ids = keys.map((k) => k.chemical_id);
      out.push(...orderByIds(read(ids), ids, (c) => c.chemical_id));
      if (keys.length < chunk) break;
      const last = keys[keys.length - 1]!;
      after = { name: last.product_name_key, id: last.chemical_id };
    }
  };
  for (const site of siteRows) {
    const places = db.select({ id: locations.locationId }).from(locations)
      .where(and(eq(locations.companyId, companyId), eq(locations.siteId, site.id))).orderBy(asc(locations.name)).all();
    for (const locationId of [null, ...places.map((l) => l.id)]) {
      walk((after) => db.all(sql`
          SELECT i.chemical_id, i.product_name_key FROM inventory_items i INDEXED BY inventory_company_site_idx
          WHERE i.company_id = ${companyId} AND i.site_id = ${site.id} AND i.location_id IS ${locationId}
            ${after ? sql`AND (i.product_name_key, i.chemical_id) > (${after.name}, ${after.id})` : sql``}
          ORDER BY i.product_name_key, i.chemical_id LIMIT ${chunk}`), (ids) => chemicalsByIds(db, companyId, ids));
      if (opts.includeRemoved) {
        walk((after) => removedChunkInReportOrder(db, companyId, site.id, locationId, after, chunk), (ids) => removedChemicalsByIds(db, companyId, ids));
      }
    }
  }
  return out;
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

export type { ChemicalFilters } from "./chemicals-page";

/** The items of these ids, joined, in the order of the ids. */
function chemicalsByIds(db: DbOrTx, companyId: string, ids: string[]): ChemicalView[] {
  if (ids.length === 0) return [];
  const rows = joined(db, companyId).where(and(eq(inventoryItems.companyId, companyId), inArray(inventoryItems.chemicalId, ids))).all();
  return orderByIds(rows, ids, (r) => r.item.chemicalId).map(toChemical);
}

/**
 * GET /chemicals: the page's ids and total from the covering indexes (chemicals-page.ts), then only
 * the page joined; with include_removed, the ids that are no longer items are removed records.
 */
export function listChemicals(db: DbOrTx, companyId: string, f: ChemicalFilters, page: { limit: number; offset: number }) {
  const { ids, total } = chemicalPage(db, companyId, f, page);
  const live = chemicalsByIds(db, companyId, ids);
  if (!f.include_removed || live.length === ids.length) return { rows: live, total };
  const found = new Set(live.map((c) => c.chemical_id));
  const rows = [...live, ...removedChemicalsByIds(db, companyId, ids.filter((id) => !found.has(id)))];
  return { rows: orderByIds(rows, ids, (c) => c.chemical_id), total };
}
