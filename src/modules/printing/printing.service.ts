/**
 * Container labels: one product's label, or a batch (chosen products, or every product stored at a location)
 * in one PDF. Refuses with 409 when a product lacks what its label needs, naming what is missing.
 */
import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { locations } from "../admin/admin.table";
import type { Actor } from "../auth/actor";
import { companyProducts, inventoryItems } from "../inventory/inventory.table";
import { getProduct, type ProductRow } from "../inventory/products.repository";
import { type LabelFormat, labelContent, missingForFormat } from "./label-content.ts";
import { labelFactsFor, productsByIds } from "./label-facts.ts";
import { type LabelLinks, labelLinks } from "./label-links.ts";
import { requireSite } from "../binders/binders.service";
import { renderLabelsPdf } from "./label-pdf.ts";
import type { LabelSize } from "./label-sizes.ts";

export type LabelRequest = { format: LabelFormat; size: LabelSize; site_id?: string };

/** Labels per PDF: the PDF is built while the request waits (the same limit as product_ids in the schema). */
export const MAX_LABELS_PER_PDF = 200;

/** The QR codes' links; a site asked for must be the company's (404 otherwise). */
function linksFor(ctx: AppContext, actor: Actor, request: LabelRequest, base: string, locationSiteId: string | null) {
  if (request.site_id) requireSite(ctx.db, actor.companyId, request.site_id);
  return labelLinks(ctx, { companyId: actor.companyId, base, siteId: request.site_id ?? locationSiteId });
}

async function labelsPdf(ctx: AppContext, actor: Actor, products: ProductRow[], request: LabelRequest, links: LabelLinks): Promise<Uint8Array> {
  const labels = [];
  const refusals: string[] = [];
  for (const product of products) {
    const result = labelFactsFor(ctx, actor.companyId, product, links(product.companyProductId));
    const missing = result.facts ? missingForFormat(result.facts, request.format) : result.missing;
    if (missing.length > 0 || !result.facts) {
      refusals.push(`"${product.productName}" needs ${missing.join(", and ")}`);
      continue;
    }
    labels.push({ title: result.facts.identifier, content: labelContent(result.facts, request.format) });
  }
  if (refusals.length > 0) {
    const shown = refusals.slice(0, 10).join("; ");
    const more = refusals.length > 10 ? `; and ${refusals.length - 10} more` : "";
    throw errors.conflict(`The ${request.format} label cannot be printed: ${shown}${more}.`);
  }
  return renderLabelsPdf(labels, request.size, ctx.clock.now());
}

export function productLabel(ctx: AppContext, actor: Actor, productId: string, request: LabelRequest, base: string) {
  const product = getProduct(ctx.db, actor.companyId, productId);
  return labelsPdf(ctx, actor, [product], request, linksFor(ctx, actor, request, base, null));
}

/** Every product with an item at the location (the company's own location; another's is 404). */
function productsAtLocation(ctx: AppContext, companyId: string, locationId: string): { siteId: string; products: ProductRow[] } {
  const location = ctx.db.select().from(locations).where(and(eq(locations.companyId, companyId), eq(locations.locationId, locationId))).get();
  if (!location) throw errors.notFound("Location");
  const products = ctx.db.selectDistinct({ product: companyProducts }).from(inventoryItems)
    .innerJoin(companyProducts, and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, inventoryItems.companyProductId)))
    .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.locationId, locationId)))
    .orderBy(asc(companyProducts.productNameNormalized), asc(companyProducts.companyProductId)).all()
    .map((r) => r.product);
  return { siteId: location.siteId, products };
}

export function batchLabels(ctx: AppContext, actor: Actor, body: LabelRequest & { product_ids?: string[]; location_id?: string }, base: string) {
  if ((body.product_ids ? 1 : 0) + (body.location_id ? 1 : 0) !== 1) {
    throw errors.validation("Give either product_ids or location_id", [{ field: "product_ids", message: "give either product_ids or location_id, not both" }]);
  }
  let products: ProductRow[];
  let locationSiteId: string | null = null;
  if (body.product_ids) {
    const { found, unknown } = productsByIds(ctx, actor.companyId, [...new Set(body.product_ids)]);
    if (unknown.length > 0) throw errors.notFound(`Product ${unknown[0]}`);
    products = found;
  } else {
    ({ products, siteId: locationSiteId } = productsAtLocation(ctx, actor.companyId, body.location_id!));
    if (products.length === 0) throw errors.conflict("Nothing is stored at this location: there is no label to print.");
    if (products.length > MAX_LABELS_PER_PDF) {
      throw errors.conflict(`This location holds ${products.length} products; print at most ${MAX_LABELS_PER_PDF} labels at once (choose the products with product_ids).`);
    }
  }
  return labelsPdf(ctx, actor, products, body, linksFor(ctx, actor, body, base, locationSiteId));
}
