import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { locations, sites } from "../admin/admin.table";
import { findMapping } from "../sds/mappings.repository";
import { sdsDocuments } from "../sds/sds.table";
import { inventoryItems } from "./inventory.table";
import { normalizeBarcode } from "./product-matching";
import { findMatchingProduct, insertNewProduct, productIdentity, type ProductInput } from "./new-product";
import { getProduct, type ProductRow } from "./products.repository";
import { productItemCount, setProductSds } from "./sds-attachment";

/**
 * POST /chem/products: a catalog product without an inventory item (a product ordered but not yet on a
 * shelf). The same matching as a new inventory item decides whether it already exists: an active product
 * with that barcode, or that name + manufacturer (+ code), is a conflict naming it, so the catalog keeps
 * one product per thing. A new product gets its SDS search and, for a pesticide with a number, its label search.
 */
export function createProduct(ctx: AppContext, actor: Actor, input: ProductInput): { product: ProductRow; dispatched: string[] } {
  const identity = productIdentity(input);
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => {
    const existing = findMatchingProduct(tx, actor.companyId, identity);
    if (existing) {
      throw errors.conflict(identity.barcodeUpc && existing.barcodeUpc === normalizeBarcode(identity.barcodeUpc)
        ? `The catalog already has a product with this barcode: ${existing.productName} (${existing.manufacturer})`
        : `The catalog already has this product: ${existing.productName} (${existing.manufacturer})`);
    }
    const created = insertNewProduct(ctx, tx, actor, input, identity, now, { dataSource: "manual", confidenceScore: null });
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "product.create", entityType: "company_product", entityId: created.product.companyProductId, after: { company_product_id: created.product.companyProductId, dispatched: created.dispatched }, requestId: actor.requestId }, now.toISOString());
    return created;
  });
}

/**
 * PUT /chem/products/{id}/sds (sdsId) and DELETE (null): the product's current SDS, and so every container
 * of it at every site. The SDS must be in the company's library (another company's is "not found").
 */
export function setCatalogProductSds(ctx: AppContext, actor: Actor, productId: string, sdsId: string | null): ProductRow {
  const iso = ctx.clock.now().toISOString();
  ctx.db.transaction((tx) => {
    const before = getProduct(tx, actor.companyId, productId);
    if (sdsId && (!findMapping(tx, actor.companyId, sdsId) || !tx.select({ id: sdsDocuments.sdsId }).from(sdsDocuments).where(eq(sdsDocuments.sdsId, sdsId)).get())) {
      throw errors.notFound("SDS");
    }
    if (!setProductSds(tx, { companyId: actor.companyId, productId, sdsId, now: iso })) return;
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: sdsId ? "product.attach_sds" : "product.detach_sds", entityType: "company_product", entityId: productId, before: { sds_id: before.currentSdsId }, after: { sds_id: sdsId, items: productItemCount(tx, actor.companyId, productId) }, requestId: actor.requestId }, iso);
  });
  return getProduct(ctx.db, actor.companyId, productId);
}

/** GET /chem/products/{id}/inventory: the product's containers, grouped by site (sites and locations by name). */
export function productInventory(ctx: AppContext, actor: Actor, productId: string) {
  getProduct(ctx.db, actor.companyId, productId);
  const rows = ctx.db.select({
    chemicalId: inventoryItems.chemicalId, siteId: inventoryItems.siteId, siteName: sites.name, locationId: inventoryItems.locationId,
    locationName: locations.name, containerSize: inventoryItems.containerSize, sizeUnit: inventoryItems.sizeUnit, quantity: inventoryItems.quantity,
  }).from(inventoryItems)
    .innerJoin(sites, and(eq(sites.siteId, inventoryItems.siteId), eq(sites.companyId, actor.companyId)))
    .leftJoin(locations, and(eq(locations.locationId, inventoryItems.locationId), eq(locations.companyId, actor.companyId)))
    .where(and(eq(inventoryItems.companyId, actor.companyId), eq(inventoryItems.companyProductId, productId)))
    .orderBy(asc(sites.name), asc(locations.name), asc(inventoryItems.createdAt)).all();
  const bySite = new Map<string, { site_id: string; name: string; containers: number; items: { chemical_id: string; location: { location_id: string; name: string } | null; container_size: number; size_unit: string; quantity: number }[] }>();
  for (const r of rows) {
    let site = bySite.get(r.siteId);
    if (!site) bySite.set(r.siteId, (site = { site_id: r.siteId, name: r.siteName, containers: 0, items: [] }));
    site.containers += r.quantity;
    site.items.push({
      chemical_id: r.chemicalId, location: r.locationId && r.locationName ? { location_id: r.locationId, name: r.locationName } : null,
      container_size: r.containerSize, size_unit: r.sizeUnit, quantity: r.quantity,
    });
  }
  return { company_product_id: productId, sites: [...bySite.values()] };
}
