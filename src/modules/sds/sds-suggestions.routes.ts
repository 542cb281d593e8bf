import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { doc, withErrors } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { productResponse } from "../inventory/inventory.schemas";
import { acceptSuggestion, dismissSuggestion, listSuggestions } from "./sds-suggestions.service";
import { SUGGESTION_STATUSES } from "./sds.table";

const TAG = "Products";
const uuid = t.String({ format: "uuid" });
const productParam = t.Object({ company_product_id: uuid });
const suggestionParam = t.Object({ company_product_id: uuid, suggestion_id: uuid });

const suggestion = t.Object({
  suggestion_id: uuid, company_product_id: uuid,
  status: t.String({ description: "pending, accepted or dismissed" }),
  source: t.String({ description: "repository (the document's own parsed identity matched) or global_barcode (a validated barcode of another company's product)" }),
  confidence: t.Number(), created_at: t.String(), decided_at: t.Nullable(t.String()),
  sds: t.Object({
    sds_id: uuid, product_name: t.String({ description: "what the document says (a placeholder until it is parsed)" }), manufacturer: t.String(),
    revision_date: t.Nullable(t.String()), revision_number: t.Nullable(t.String()), document_language: t.String(), sds_parsed: t.Boolean(),
    file_checksum: t.String(), file_size: t.Integer(),
  }),
}, { title: "SdsSuggestion" });

/**
 * SDS suggestions of a product: what the sds_search job found outside the company's library. Nothing
 * is attached until a manager accepts one.
 */
export const sdsSuggestionRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/chem/products/:company_product_id/sds-suggestions", ({ actor, params, query }) => listSuggestions(ctx, actor, params.company_product_id, query.status), {
      role: "viewer", params: productParam,
      query: t.Object({ status: t.Optional(t.Union(SUGGESTION_STATUSES.map((s) => t.Literal(s)), { default: "pending" })) }),
      response: { 200: t.Object({ items: t.Array(suggestion) }), ...withErrors },
      ...doc(TAG, "SDSs suggested for a product from the shared repository (pending by default)"),
    })
    .post("/chem/products/:company_product_id/sds-suggestions/:suggestion_id/accept", ({ actor, params }) => acceptSuggestion(ctx, actor, params.company_product_id, params.suggestion_id), {
      role: "manager", params: suggestionParam,
      response: { 200: t.Object({ suggestion, product: productResponse, items_attached: t.Integer() }, { title: "SdsSuggestionAccepted" }), ...withErrors },
      ...doc(TAG, "Accept a suggested SDS: it enters the library and becomes the product's SDS", {
        description: "The product's items without an SDS get it; the product's other pending suggestions are dismissed. 409 when already decided.",
      }),
    })
    .post("/chem/products/:company_product_id/sds-suggestions/:suggestion_id/dismiss", ({ actor, params }) => dismissSuggestion(ctx, actor, params.company_product_id, params.suggestion_id), {
      role: "manager", params: suggestionParam, response: { 200: suggestion, ...withErrors },
      ...doc(TAG, "Dismiss a suggested SDS (it is not suggested for this product again)"),
    });
