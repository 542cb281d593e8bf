/**
 * Where a label's QR code leads: the product's page on a site SDS station (`{base}/station/{token}/products/{id}`),
 * where a worker without an account reads its hazards and SDS. The site is the one asked for (`site_id`), else the
 * site of the batch's location, else the site holding most of the product's items (ties: by name). Any of them
 * shows the same current SDS (a product's SDS is company-wide). Without a printable station link for that site
 * (none, revoked, not sealed), or when the station would not show the product (no item there, no current SDS),
 * the code leads to the product in the API, as before station links existed: a label never fails for its link.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { sites } from "../admin/admin.table";
import { inventoryItems } from "../inventory/inventory.table";
import { findStationProduct } from "../station/station.repository";
import { currentStationLink, stationUrl } from "../station/station-links.service";

export type LabelLinks = (productId: string) => string;

export function labelLinks(ctx: AppContext, o: { companyId: string; base: string; siteId: string | null }): LabelLinks {
  const stations = new Map<string, { url: string; siteName: string } | null>();
  const stationOf = (siteId: string) => {
    if (!stations.has(siteId)) {
      const site = ctx.db.select().from(sites).where(and(eq(sites.companyId, o.companyId), eq(sites.siteId, siteId))).get();
      const link = site ? currentStationLink(ctx.db, ctx.secrets, o.companyId, siteId) : null;
      stations.set(siteId, site && link?.state === "printable" ? { url: stationUrl(o.base, link.token), siteName: site.name } : null);
    }
    return stations.get(siteId)!;
  };
  return (productId) => {
    const siteId = o.siteId ?? mainSiteOf(ctx, o.companyId, productId);
    const station = siteId ? stationOf(siteId) : null;
    if (station && siteId && findStationProduct(ctx.db, { companyId: o.companyId, siteId, siteName: station.siteName }, productId)) {
      return `${station.url}/products/${productId}`;
    }
    return `${o.base}/api/v1/chem/products/${productId}`;
  };
}

/** The site holding most of the product's inventory items (ties by site name), or null when it has none. */
function mainSiteOf(ctx: AppContext, companyId: string, productId: string): string | null {
  const row = ctx.db.select({ siteId: inventoryItems.siteId }).from(inventoryItems)
    .innerJoin(sites, and(eq(sites.companyId, companyId), eq(sites.siteId, inventoryItems.siteId)))
    .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.companyProductId, productId)))
    .groupBy(inventoryItems.siteId).orderBy(desc(sql`count(*)`), asc(sites.name)).limit(1).get();
  return row?.siteId ?? null;
}
