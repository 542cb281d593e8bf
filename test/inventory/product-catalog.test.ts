import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";
import { newId } from "../../src/shared/ids";
import { locations, sites } from "../../src/modules/admin/admin.table";
import { chemicalBody, jobsOf, seedSds, settleJobs } from "./fixtures";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "A");
  b = await seedCompany(app.ctx, "B");
});
afterAll(() => app.close());

describe("POST /chem/products: a catalog product without an inventory item", () => {
  test("creates the product (no SDS yet) and dispatches its SDS search", async () => {
    const res = await app.request("POST", "/chem/products", { token: a.manager.token, json: { product_name: " Bleach 5% ", manufacturer: "Clean Co", barcode_upc: "0123 456", internal_sku: "SKU-9" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ product_name: "Bleach 5%", manufacturer: "Clean Co", barcode_upc: "0123456", internal_sku: "SKU-9", sds_missing: true, is_active: true, dispatched_jobs: ["sds_search"] });
    await settleJobs(app.ctx);
    expect(jobsOf(app.ctx, "sds_search").some((j) => (j.payload as { company_product_id: string }).company_product_id === res.body.company_product_id)).toBe(true);
    const got = await app.request("GET", `/chem/products/${res.body.company_product_id}`, { token: a.viewer.token });
    expect(got.body.product_name).toBe("Bleach 5%");
  });

  test("a product the catalog already has (same barcode, or same name and manufacturer) is a 409 naming it, and nothing is added", async () => {
    await app.request("POST", "/chem/products", { token: a.manager.token, json: { product_name: "Degreaser", manufacturer: "Oil Co", barcode_upc: "999" } });
    await settleJobs(app.ctx);
    const before = dbFingerprint(app.ctx);
    const byBarcode = await app.request("POST", "/chem/products", { token: a.manager.token, json: { product_name: "Other name", manufacturer: "Other", barcode_upc: "999" } });
    expect(byBarcode.status).toBe(409);
    expect(byBarcode.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(byBarcode.body.message).toContain("Degreaser");
    const byName = await app.request("POST", "/chem/products", { token: a.manager.token, json: { product_name: "degreaser", manufacturer: " OIL CO" } });
    expect(byName.status).toBe(409);
    expect(dbFingerprint(app.ctx)).toEqual(before);
    // Another company may have the same product.
    expect((await app.request("POST", "/chem/products", { token: b.manager.token, json: { product_name: "Degreaser", manufacturer: "Oil Co", barcode_upc: "999" } })).status).toBe(201);
  });

  test("a bad field answers 422 naming it", async () => {
    const res = await app.request("POST", "/chem/products", { token: a.manager.token, json: { product_name: "X", manufacturer: "Y", epa_registration_number: "abc" } });
    expect(res.status).toBe(422);
    expect(res.body.details.some((d: { field: string }) => d.field.includes("epa_registration_number"))).toBe(true);
  });
});

describe("a product's SDS and its containers by site", () => {
  test("PUT sets the SDS of every container at every site, GET …/inventory groups them by site, DELETE clears it", async () => {
    const now = app.ctx.clock.now().toISOString();
    const siteB = newId();
    app.ctx.db.insert(sites).values({ siteId: siteB, companyId: a.companyId, name: "Annex", isActive: true, createdAt: now, updatedAt: now }).run();
    const shelf = newId();
    app.ctx.db.insert(locations).values({ locationId: shelf, companyId: a.companyId, siteId: siteB, name: "Shelf 2", createdAt: now }).run();
    const first = await app.request("POST", "/chemicals", { token: a.manager.token, json: chemicalBody(a.siteId, { product_name: "Toluene", manufacturer: "Chem", quantity: 2, location_id: a.locationId }) });
    await app.request("POST", "/chemicals", { token: a.manager.token, json: chemicalBody(siteB, { product_name: "Toluene", manufacturer: "Chem", quantity: 3, location_id: shelf }) });
    await settleJobs(app.ctx);
    const productId = first.body.company_product_id;
    const sdsId = seedSds(app.ctx, { productName: "Toluene", manufacturer: "Chem", mapFor: a.companyId });

    const put = await app.request("PUT", `/chem/products/${productId}/sds`, { token: a.manager.token, json: { sds_id: sdsId } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ current_sds_id: sdsId, sds_missing: false });
    const items = await app.request("GET", `/chemicals?search=Toluene`, { token: a.viewer.token });
    expect(items.body.items.map((i: { sds_id: string }) => i.sds_id)).toEqual([sdsId, sdsId]);

    const inv = await app.request("GET", `/chem/products/${productId}/inventory`, { token: a.viewer.token });
    expect(inv.status).toBe(200);
    expect(inv.body.sites).toEqual([
      { site_id: siteB, name: "Annex", containers: 3, items: [expect.objectContaining({ quantity: 3, location: { location_id: shelf, name: "Shelf 2" } })] },
      { site_id: a.siteId, name: "Main plant", containers: 2, items: [expect.objectContaining({ quantity: 2, location: { location_id: a.locationId, name: "Store room A" } })] },
    ]);

    const del = await app.request("DELETE", `/chem/products/${productId}/sds`, { token: a.manager.token });
    expect(del.body).toMatchObject({ current_sds_id: null, sds_missing: true });
  });

  test("an SDS outside the company's library is not found, and nothing changes", async () => {
    const made = await app.request("POST", "/chem/products", { token: a.manager.token, json: { product_name: "Xylene", manufacturer: "Chem" } });
    await settleJobs(app.ctx);
    const foreign = seedSds(app.ctx, { productName: "Xylene", manufacturer: "Chem", mapFor: b.companyId });
    const before = dbFingerprint(app.ctx);
    const res = await app.request("PUT", `/chem/products/${made.body.company_product_id}/sds`, { token: a.manager.token, json: { sds_id: foreign } });
    expect(res.status).toBe(404);
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });
});

describe("GET /connectors says which outbound connectors are switched on", () => {
  test("off by default (air-gapped)", async () => {
    const res = await app.request("GET", "/connectors", { token: a.viewer.token });
    expect(res.body).toEqual({ web_search_enabled: false, label_lookup_enabled: false });
  });
  test("on when configured", async () => {
    const on = await createTestApp({ WEBSEARCH_ENABLED: "true", WEBSEARCH_API_KEY: "k", LABEL_LOOKUP_ENABLED: "true" });
    try {
      const c = await seedCompany(on.ctx);
      expect((await on.request("GET", "/connectors", { token: c.viewer.token })).body).toEqual({ web_search_enabled: true, label_lookup_enabled: true });
    } finally { await on.close(); }
  });
});
