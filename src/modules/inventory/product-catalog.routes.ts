import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { attachSdsBody, idParam, productResponse } from "./inventory.schemas";
import { productCreate, productInventoryResponse } from "./product-catalog.schemas";
import { createProduct, productInventory, setCatalogProductSds } from "./product-catalog.service";
import { toProduct } from "./products.repository";

const productId = idParam("company_product_id");

/** The product catalog's own writes (a product without an item, its SDS) and its containers by site. */
export const productCatalogRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .post("/chem/products", ({ actor, body, set }) => {
      set.status = 201;
      const { product, dispatched } = createProduct(ctx, actor, body);
      return { ...toProduct(product), dispatched_jobs: dispatched };
    }, {
      role: "manager", body: productCreate,
      response: { 201: t.Composite([productResponse, t.Object({ dispatched_jobs: t.Array(t.String()) })]), 409: errorSchema, ...withErrors },
      ...doc("Products", "Add a product to the catalog (without an inventory item)", { description: "409 when the company already has the active product (same barcode; without one, same name + manufacturer + product code). A new product dispatches an SDS search, and a label search when it is a pesticide with a registration number." }),
    })
    .put("/chem/products/:company_product_id/sds", ({ actor, params, body }) => toProduct(setCatalogProductSds(ctx, actor, params.company_product_id, body.sds_id)), {
      role: "manager", params: productId, body: attachSdsBody, response: { 200: productResponse, 409: errorSchema, ...withErrors },
      ...doc("Products", "Set a product's SDS (every container of it at every site uses it)", { description: "The SDS must be in the company's library (404 otherwise); an archived SDS answers 409." }),
    })
    .delete("/chem/products/:company_product_id/sds", ({ actor, params }) => toProduct(setCatalogProductSds(ctx, actor, params.company_product_id, null)), {
      role: "manager", params: productId, response: { 200: productResponse, ...withErrors },
      ...doc("Products", "Clear a product's SDS (sds_missing true for it and every container of it)"),
    })
    .get("/chem/products/:company_product_id/inventory", ({ actor, params }) => productInventory(ctx, actor, params.company_product_id), {
      role: "viewer", params: productId, response: { 200: productInventoryResponse, ...withErrors },
      ...doc("Products", "A product's containers, grouped by site"),
    });
