/**
 * What a site's binder lists: every product stored at the site (company-scoped), its locations there, and the
 * product's current SDS as the company sees it. One row per product, by product name.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { sha256Hex } from "../../shared/hash";
import { locations } from "../admin/admin.table";
import { companyProducts, inventoryItems } from "../inventory/inventory.table";
import { identityFor } from "../sds/sds-view";
import { companySdsMappings, sdsDocuments } from "../sds/sds.table";

export interface BinderEntry {
  productId: string;
  productName: string;
  manufacturer: string;
  /** Location names at the site, joined ("—" when items have none). */
  locations: string;
  sds: { sdsId: string; checksum: string; revisionDate: string | null; fileName: string } | null;
}

export function binderEntries(db: DbOrTx, companyId: string, siteId: string): BinderEntry[] {
  const rows = db.select({
    product: companyProducts,
    locationNames: sql<string | null>`group_concat(DISTINCT ${locations.name})`,
  }).from(inventoryItems)
    .innerJoin(companyProducts, and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, inventoryItems.companyProductId)))
    .leftJoin(locations, and(eq(locations.companyId, companyId), eq(locations.locationId, inventoryItems.locationId)))
    .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.siteId, siteId)))
    .groupBy(companyProducts.companyProductId)
    .orderBy(asc(companyProducts.productNameNormalized), asc(companyProducts.companyProductId)).all();
  return rows.map(({ product, locationNames }) => {
    let sds: BinderEntry["sds"] = null;
    if (product.currentSdsId) {
      const found = db.select({ doc: sdsDocuments }).from(companySdsMappings)
        .innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, companySdsMappings.sdsId))
        .where(and(eq(companySdsMappings.companyId, companyId), eq(companySdsMappings.sdsId, product.currentSdsId))).get();
      if (found) {
        const identity = identityFor(found.doc, companyId);
        sds = { sdsId: found.doc.sdsId, checksum: found.doc.fileChecksum, revisionDate: identity.revisionDate, fileName: `${found.doc.sdsId}.pdf` };
      }
    }
    const names = (locationNames ?? "").split(",").filter(Boolean).sort((a, b) => a.localeCompare(b));
    return {
      productId: product.companyProductId, productName: product.productName, manufacturer: product.manufacturer,
      locations: names.length > 0 ? names.join(", ") : "—", sds,
    };
  });
}

/** A key of what the binder lists: the nightly rebuild runs only when it differs from the last good binder's. */
export function contentsKey(entries: BinderEntry[]): string {
  return sha256Hex(JSON.stringify(entries.map((e) => [e.productId, e.productName, e.manufacturer, e.locations, e.sds?.sdsId ?? null, e.sds?.revisionDate ?? null])));
}
