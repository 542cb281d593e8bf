import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageResponse } from "../../shared/paging";
import { authPlugin } from "../auth/auth.plugin";
import * as chemicals from "./chemicals.service";
import { getChemicalView, listChemicals } from "./chemicals.repository";
import {
  attachSdsBody, barcodeParam, chemicalCreate, chemicalCreatedResponse, chemicalListQuery, chemicalPatch, chemicalResponse,
  idParam, productListQuery, productPatch, productResponse,
} from "./inventory.schemas";
import { getProduct, listProducts, toProduct } from "./products.repository";
import { productByBarcode, updateProduct } from "./products.service";

const chemicalId = idParam("chemical_id");
const productId = idParam("company_product_id");

/** Chemical inventory (items) and the company product catalog. Reading needs viewer; writing needs manager. */
export const inventoryRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/chemicals", ({ actor, query }) => {
      const p = pageOf(query);
      const { rows, total } = listChemicals(ctx.db, actor.companyId, query, p);
      return pageResponse(rows, total, p);
    }, {
      role: "viewer", query: chemicalListQuery, response: { 200: pageOfSchema(chemicalResponse), ...withErrors },
      ...doc("Inventory", "List chemical inventory items", { description: "Filters: site_id, location_id, search (product name, manufacturer, CAS, SKU: every term must match, its words in order, the last one as the start of a word: `acet` finds Acetone, `67-64-1` the CAS number), is_pesticide, sds_missing (the item's product has no SDS: an item's SDS is always its product's). include_removed=true also lists the records of deleted items (removed: true, removed_at; their SDS and pesticide state as they were when removed)." }),
    })
    .post("/chemicals", ({ actor, body, set }) => {
      set.status = 201;
      return chemicals.createChemical(ctx, actor, body);
    }, {
      role: "manager", body: chemicalCreate, response: { 201: chemicalCreatedResponse, ...withErrors },
      ...doc("Inventory", "Create a chemical inventory item", { description: "Reuses the company's matching product (by barcode; without one by normalized name + manufacturer + product code) or creates it. A new product dispatches an SDS search, and a label search when it is a pesticide with a registration number." }),
    })
    .get("/chemicals/:chemical_id", ({ actor, params }) => getChemicalView(ctx.db, actor.companyId, params.chemical_id), {
      role: "viewer", params: chemicalId, response: { 200: chemicalResponse, ...withErrors },
      ...doc("Inventory", "Get a chemical with its product, site, location and SDS summary"),
    })
    .patch("/chemicals/:chemical_id", ({ actor, params, body }) => chemicals.updateChemical(ctx, actor, params.chemical_id, body), {
      role: "manager", params: chemicalId, body: chemicalPatch, response: { 200: chemicalResponse, ...withErrors },
      ...doc("Inventory", "Update a chemical (site, location, container size and unit, quantity, notes)"),
    })
    .delete("/chemicals/:chemical_id", ({ actor, params, set }) => {
      chemicals.deleteChemical(ctx, actor, params.chemical_id);
      set.status = 204;
      return null;
    }, {
      role: "manager", params: chemicalId, response: { 204: t.Null({ description: "Deleted" }), ...withErrors },
      ...doc("Inventory", "Delete a chemical (its SDS loses one inventory attachment)", { description: "The item leaves the inventory and its counts; a record of it stays (product, site, location, quantity, in use from/to, who removed it, its SDS then), listed by GET /chemicals?include_removed=true and in reports with include_removed." }),
    })
    .put("/chemicals/:chemical_id/sds", ({ actor, params, body }) => chemicals.attachSds(ctx, actor, params.chemical_id, body.sds_id), {
      role: "manager", params: chemicalId, body: attachSdsBody, response: { 200: chemicalResponse, ...withErrors },
      ...doc("Inventory", "Set the SDS of a chemical's product", { description: "The SDS (from the company's library) becomes the current SDS of the chemical's product, and so of every item of that product at every site: an item's SDS is always its product's." }),
    })
    .delete("/chemicals/:chemical_id/sds", ({ actor, params }) => chemicals.detachSds(ctx, actor, params.chemical_id), {
      role: "manager", params: chemicalId, response: { 200: chemicalResponse, ...withErrors },
      ...doc("Inventory", "Clear the SDS of a chemical's product", { description: "The chemical's product, and so every item of it at every site, has no SDS any more (sds_missing true)." }),
    })
    .get("/chem/products", ({ actor, query }) => {
      const p = pageOf(query);
      const { rows, total } = listProducts(ctx.db, actor.companyId, query, p);
      return pageResponse(rows.map(toProduct), total, p);
    }, {
      role: "viewer", query: productListQuery, response: { 200: pageOfSchema(productResponse), ...withErrors },
      ...doc("Products", "List the company product catalog", { description: "Filters: search, internal_sku, epa_registration_number, is_pesticide, sds_missing; inactive products only with include_inactive=true." }),
    })
    .get("/chem/products/by-barcode/:barcode", ({ actor, params }) => toProduct(productByBarcode(ctx, actor, params.barcode)), {
      role: "viewer", params: barcodeParam, response: { 200: productResponse, ...withErrors },
      ...doc("Products", "Find the company's active product by barcode (404 when none)"),
    })
    .get("/chem/products/:company_product_id", ({ actor, params }) => toProduct(getProduct(ctx.db, actor.companyId, params.company_product_id)), {
      role: "viewer", params: productId, response: { 200: productResponse, ...withErrors }, ...doc("Products", "Get a company product"),
    })
    .patch("/chem/products/:company_product_id", ({ actor, params, body }) => toProduct(updateProduct(ctx, actor, params.company_product_id, body)), {
      role: "manager", params: productId, body: productPatch, response: { 200: productResponse, 409: errorSchema, ...withErrors },
      ...doc("Products", "Update a company product", { description: "Changing a pesticide's registration number dispatches a new label search." }),
    });
