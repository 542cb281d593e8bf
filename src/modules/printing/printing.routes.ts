import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { idParam } from "../inventory/inventory.schemas";
import { authPlugin } from "../auth/auth.plugin";
import { baseUrlOf } from "../auth/auth.routes";
import { batchLabelsBody, labelQuery, pdfResponse } from "./printing.schemas";
import { batchLabels, productLabel } from "./printing.service";

const TAG = "Printing";

const pdf = (bytes: Uint8Array, name: string) =>
  new Response(bytes, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${name}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });

/** Container labels (viewer: anyone who may read the company's SDSs may print its labels). */
export const printingRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/chem/products/:company_product_id/label.pdf", async ({ actor, params, query, request }) => {
      const bytes = await productLabel(ctx, actor, params.company_product_id, { ...query, format: query.format ?? "full", size: query.size ?? "4x6" }, baseUrlOf(ctx, request));
      return pdf(bytes, `label-${params.company_product_id}.pdf`);
    }, {
      role: "viewer", params: idParam("company_product_id"), query: labelQuery, response: { 200: pdfResponse, 409: errorSchema, ...withErrors },
      ...doc(TAG, "A product's GHS container label (PDF)", {
        description: "From the product's current SDS as the company sees it (values a person confirmed win over parsed ones). The QR code leads to the product's page on the SDS station of site_id, else of the site holding most of the product's items; without a printable station link there, to the product in the API. 409 names what is missing: no SDS, an SDS not yet reviewed (review status reviewed or approved) or needing review, or the supplier's address/telephone for formats that print them. Text shrinks to a 1.2 mm x-height at the smallest and otherwise continues on the next label, never dropped.",
      }),
    })
    .post("/chem/products/labels.pdf", async ({ actor, body, request }) => {
      const bytes = await batchLabels(ctx, actor, { ...body, format: body.format ?? "full", size: body.size ?? "4x6" }, baseUrlOf(ctx, request));
      return pdf(bytes, "labels.pdf");
    }, {
      role: "viewer", body: batchLabelsBody, response: { 200: pdfResponse, 409: errorSchema, ...withErrors },
      ...doc(TAG, "Labels of several products, or of every product at a location, in one PDF", {
        description: "Give product_ids or location_id. All or nothing: when any product lacks what its label needs, 409 names each one and what it misses.",
      }),
    });
