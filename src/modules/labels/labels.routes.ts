import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageResponse } from "../../shared/paging";
import { authPlugin } from "../auth/auth.plugin";
import { idParam, productResponse } from "../inventory/inventory.schemas";
import { toProduct } from "../inventory/products.repository";
import { updateProduct } from "../inventory/products.service";
import { blobResponse, downloadLink, downloadLinkResponse, signedQuery, verifyLink } from "../reports/signed-download";
import { extractionPatch } from "./apply-extraction";
import { extractFromRequest } from "./label-extract.service";
import { applyExtractionBody, extractForm, extractionResult, labelListQuery, labelResponse, labelUploadForm, labelUploadResponse } from "./labels.schemas";
import { findLabelBySignedId, getLabel, listLabels, toLabel, uploadLabel } from "./labels.service";

const labelId = idParam("label_id");
const fileErrors = { 413: errorSchema, 415: errorSchema };

/** The pesticide label library, label extraction, and applying an extraction to a product. */
export const labelsRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/chem/labels", ({ actor, query }) => {
      const p = pageOf(query);
      const { rows, total } = listLabels(ctx.db, actor.companyId, query, p);
      return pageResponse(rows.map(toLabel), total, p);
    }, {
      role: "viewer", query: labelListQuery, response: { 200: pageOfSchema(labelResponse), ...withErrors },
      ...doc("Pesticide labels", "List the company's label library"),
    })
    .post("/chem/labels", async ({ actor, request, set }) => {
      const { label, created, linked } = await uploadLabel(ctx, actor, request);
      set.status = created ? 201 : 200;
      return { ...toLabel(label), linked_products: linked };
    }, {
      role: "manager", parse: "none", response: { 200: labelUploadResponse, 201: labelUploadResponse, 400: errorSchema, ...fileErrors, ...withErrors },
      ...doc("Pesticide labels", "Add a label PDF for a registration number", { ...labelUploadForm, description: "multipart: file, epa_registration_number, optional product_name; the file streams to storage. The number's products are linked to the label. The same file again answers 200 with the existing label." }),
    })
    .get("/chem/labels/:label_id/download", ({ actor, params, request }) => {
      const label = getLabel(ctx.db, actor.companyId, params.label_id);
      return downloadLink(ctx, request, `/chem/labels/${label.labelId}/file`);
    }, {
      role: "viewer", params: labelId, response: { 200: downloadLinkResponse, ...withErrors },
      ...doc("Pesticide labels", "A signed download link for a label PDF (15 minutes)"),
    })
    .get("/chem/labels/:label_id/file", ({ params, query, request }) => {
      verifyLink(ctx, `/chem/labels/${params.label_id}/file`, query);
      // The signature over this path is the authority here: there is no caller, so no company to filter by.
      const label = findLabelBySignedId(ctx.db, params.label_id);
      return blobResponse(ctx, request, label.fileChecksum, { fileName: label.fileName ?? `label-${label.epaRegistrationNumber}.pdf`, contentType: "application/pdf" });
    }, {
      params: labelId, query: signedQuery,
      detail: { tags: ["Pesticide labels"], summary: "The label PDF behind a signed link (no Authorization header)", security: [] },
      response: { 200: { type: "string", format: "binary" } as never, 206: { type: "string", format: "binary" } as never, 403: errorSchema, 416: errorSchema, 404: errorSchema, 422: errorSchema },
    })
    .post("/chem/labels/extract", async ({ actor, request }) => extractFromRequest(ctx, actor, request), {
      role: "manager", parse: "none", response: { 200: extractionResult, 400: errorSchema, ...fileErrors, ...withErrors },
      ...doc("Pesticide labels", "Read a label (PDF text layer or pasted text) into a label extraction result", { ...extractForm, description: "multipart with a label PDF in `file`, or JSON {text}. The PDF is read by a PDF reader process within its caps; nothing is kept and no network is used." }),
    })
    .post("/chem/products/:company_product_id/apply-extraction", ({ actor, params, body }) =>
      toProduct(updateProduct(ctx, actor, params.company_product_id, extractionPatch(body), "product.apply_extraction")), {
      role: "manager", params: idParam("company_product_id"), body: applyExtractionBody, response: { 200: productResponse, 409: errorSchema, ...withErrors },
      ...doc("Products", "Apply a label extraction result to a product", { description: "Non-empty extracted values overwrite, is_pesticide true sets the flag, empty values leave the old value." }),
    });
