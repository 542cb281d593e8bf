import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { chemicalBody, jobsOf, mappingCount, seedSds } from "./fixtures";

let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

const post = (over: Record<string, unknown>, company = c) => app.request("POST", "/chemicals", { token: company.manager.token, json: chemicalBody(company.siteId, over) });
const sdsSearchesFor = (productId: string) => jobsOf(app.ctx, "sds_search").filter((j) => j.payload.company_product_id === productId).length;

describe("product matching", () => {
  for (const source of ["scanned", "api_validated", "label_extracted", "manual"]) {
    test(`a barcode of source ${source} matches the company's product: reused, nothing dispatched`, async () => {
      const barcode = `400000${source.length}${source.charCodeAt(0)}`;
      const first = await post({ barcode_upc: barcode, barcode_source: "scanned", is_pesticide: true, epa_registration_number: "100-1" });
      const jobsBefore = jobsOf(app.ctx, "sds_search").length + jobsOf(app.ctx, "epa_label_search").length;
      const second = await post({ product_name: "Another name entirely", barcode_upc: barcode, barcode_source: source, is_pesticide: true, epa_registration_number: "100-1" });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ product_is_new: false, dispatched_jobs: [], company_product_id: first.body.company_product_id });
      expect(second.body.company_product.product_name).toBe(first.body.company_product.product_name);
      expect(jobsOf(app.ctx, "sds_search").length + jobsOf(app.ctx, "epa_label_search").length).toBe(jobsBefore);
    });
  }

  test("without a barcode: same normalized name and manufacturer match; a different product code does not", async () => {
    const first = await post({ product_name: "  Isopropyl   Alcohol 99% ", manufacturer: "ACME Chemicals" });
    const same = await post({ product_name: "isopropyl alcohol 99%", manufacturer: "acme chemicals" });
    expect(same.body).toMatchObject({ product_is_new: false, company_product_id: first.body.company_product_id });
    const coded = await post({ product_name: "Isopropyl Alcohol 99%", manufacturer: "ACME Chemicals", product_code: "IPA-5L" });
    expect(coded.body.product_is_new).toBe(true);
    const codedAgain = await post({ product_name: "Isopropyl Alcohol 99%", manufacturer: "ACME Chemicals", product_code: "ipa-5l" });
    expect(codedAgain.body.company_product_id).toBe(coded.body.company_product_id);
    expect(sdsSearchesFor(first.body.company_product_id)).toBe(1);
  });

  test("a barcode decides on its own: a new barcode is a new product even when the name matches", async () => {
    const first = await post({ product_name: "Xylene", manufacturer: "Solv" });
    const scanned = await post({ product_name: "Xylene", manufacturer: "Solv", barcode_upc: "5012345678900", barcode_source: "scanned" });
    expect(scanned.body.product_is_new).toBe(true);
    expect(scanned.body.company_product_id).not.toBe(first.body.company_product_id);
  });

  test("another company's product is never matched, and a deactivated product is not reused", async () => {
    const other = await seedCompany(app.ctx);
    const theirs = await post({ product_name: "Shared Name", manufacturer: "Shared Maker" }, other);
    const mine = await post({ product_name: "Shared Name", manufacturer: "Shared Maker" });
    expect(mine.body.product_is_new).toBe(true);
    expect(mine.body.company_product_id).not.toBe(theirs.body.company_product_id);
    await app.request("PATCH", `/chem/products/${mine.body.company_product_id}`, { token: c.manager.token, json: { is_active: false } });
    const again = await post({ product_name: "Shared Name", manufacturer: "Shared Maker" });
    expect(again.body.product_is_new).toBe(true);
  });
});

describe("SDS attachment keeps mapped_to_inventory_count exact", () => {
  test("a new item of a product with a current SDS is attached to it", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Ethanol", manufacturer: "Spirits", mapFor: c.companyId, signalWord: "Danger" });
    const first = await post({ product_name: "Ethanol", manufacturer: "Spirits" });
    await app.request("PUT", `/chemicals/${first.body.chemical_id}/sds`, { token: c.manager.token, json: { sds_id: sdsId } });
    const second = await post({ product_name: "Ethanol", manufacturer: "Spirits" });
    expect(second.body).toMatchObject({ product_is_new: false, sds_id: sdsId });
    expect(second.body.sds).toMatchObject({ sds_id: sdsId, product_name: "Ethanol", signal_word: "Danger", is_current: true, review_status: "pending" });
    expect(mappingCount(app.ctx, c.companyId, sdsId)).toBe(2);
  });

  test("attach, re-attach elsewhere, detach and delete move the counts; the product follows", async () => {
    const a = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: c.companyId });
    const b = seedSds(app.ctx, { productName: "Acetone v2", manufacturer: "Solvent Co", mapFor: c.companyId });
    const item = await post({ product_name: "Acetone P", manufacturer: "Solvent Co" });
    const id = item.body.chemical_id;
    const attached = await app.request("PUT", `/chemicals/${id}/sds`, { token: c.manager.token, json: { sds_id: a } });
    expect(attached.status).toBe(200);
    expect(attached.body.company_product).toMatchObject({ current_sds_id: a, sds_missing: false });
    expect(mappingCount(app.ctx, c.companyId, a)).toBe(1);
    await app.request("PUT", `/chemicals/${id}/sds`, { token: c.manager.token, json: { sds_id: a } }); // idempotent
    expect(mappingCount(app.ctx, c.companyId, a)).toBe(1);
    const moved = await app.request("PUT", `/chemicals/${id}/sds`, { token: c.manager.token, json: { sds_id: b } });
    // The item's SDS is its product's: attaching another moves the product (and every item of it).
    expect(moved.body.company_product.current_sds_id).toBe(b);
    expect([mappingCount(app.ctx, c.companyId, a), mappingCount(app.ctx, c.companyId, b)]).toEqual([0, 1]);
    const detached = await app.request("DELETE", `/chemicals/${id}/sds`, { token: c.manager.token });
    expect(detached.body).toMatchObject({ sds_id: null, sds: null });
    expect(detached.body.company_product).toMatchObject({ current_sds_id: null, sds_missing: true });
    expect(mappingCount(app.ctx, c.companyId, b)).toBe(0);
    await app.request("PUT", `/chemicals/${id}/sds`, { token: c.manager.token, json: { sds_id: b } });
    const del = await app.request("DELETE", `/chemicals/${id}`, { token: c.manager.token });
    expect(del.status).toBe(204);
    expect(mappingCount(app.ctx, c.companyId, b)).toBe(0);
    expect((await app.request("GET", `/chemicals/${id}`, { token: c.viewer.token })).status).toBe(404);
  });

  test("an SDS the company does not map (another company's) → 404, nothing changes", async () => {
    const other = await seedCompany(app.ctx);
    const theirs = seedSds(app.ctx, { productName: "Secret", manufacturer: "Other", mapFor: other.companyId });
    const unmapped = seedSds(app.ctx, { productName: "Loose", manufacturer: "Nobody" });
    const item = await post({});
    for (const sdsId of [theirs, unmapped]) {
      const before = tableCounts(app.ctx);
      const res = await app.request("PUT", `/chemicals/${item.body.chemical_id}/sds`, { token: c.manager.token, json: { sds_id: sdsId } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
      expect(tableCounts(app.ctx)).toEqual(before);
    }
    expect(mappingCount(app.ctx, other.companyId, theirs)).toBe(0);
  });
});

describe("listing, reading and changing", () => {
  test("filters, search over name, manufacturer, CAS and SKU, sorting and paging", async () => {
    const co = await seedCompany(app.ctx);
    const site2 = await app.request("POST", "/sites", { token: co.admin.token, json: { name: "Site Two" } });
    await post({ product_name: "Zinc Chloride", manufacturer: "Metals Inc", cas_number: "7646-85-7", quantity: 5 }, co);
    await post({ product_name: "Bleach", manufacturer: "Clorox", internal_sku: "SKU-BL-1", is_pesticide: true, quantity: 2 }, co);
    await app.request("POST", "/chemicals", { token: co.manager.token, json: chemicalBody(site2.body.site_id, { product_name: "Argon", manufacturer: "Gas Co", location_id: null }) });
    const get = (q: string) => app.request("GET", `/chemicals?${q}`, { token: co.viewer.token }).then((r) => r.body);
    expect((await get("")).total).toBe(3);
    expect((await get(`site_id=${site2.body.site_id}`)).items.map((i: any) => i.company_product.product_name)).toEqual(["Argon"]);
    expect((await get("search=7646-85")).items.map((i: any) => i.company_product.product_name)).toEqual(["Zinc Chloride"]);
    expect((await get("search=sku-bl")).items.map((i: any) => i.company_product.product_name)).toEqual(["Bleach"]);
    expect((await get("search=metals")).total).toBe(1);
    expect((await get("is_pesticide=true")).total).toBe(1);
    expect((await get("sds_missing=true")).total).toBe(3);
    expect((await get("sds_missing=false")).total).toBe(0);
    expect((await get("sort_by=product_name&sort_order=asc")).items.map((i: any) => i.company_product.product_name)).toEqual(["Argon", "Bleach", "Zinc Chloride"]);
    expect((await get("sort_by=quantity&sort_order=desc")).items[0].quantity).toBe(5);
    const page = await get("sort_by=product_name&sort_order=asc&page=2&page_size=2");
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2, total_pages: 2 });
    expect(page.items.map((i: any) => i.company_product.product_name)).toEqual(["Zinc Chloride"]);
    expect((await app.request("GET", "/chemicals?page_size=101", { token: co.viewer.token })).status).toBe(422);
    expect((await app.request("GET", "/chemicals?sort_by=colour", { token: co.viewer.token })).status).toBe(422);
    expect((await get(`location_id=${co.locationId}`)).total).toBe(0);
  });

  test("PATCH moves an item; moving to another site drops a location of the old site", async () => {
    const item = await post({ location_id: c.locationId });
    const site2 = await app.request("POST", "/sites", { token: c.admin.token, json: { name: "East Yard" } });
    const moved = await app.request("PATCH", `/chemicals/${item.body.chemical_id}`, { token: c.manager.token, json: { site_id: site2.body.site_id, quantity: 7, notes: "moved" } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ site_id: site2.body.site_id, location: null, quantity: 7, notes: "moved" });
    const bad = await app.request("PATCH", `/chemicals/${item.body.chemical_id}`, { token: c.manager.token, json: { container_size: 0 } });
    expect(bad.status).toBe(422);
  });
});

describe("product catalog", () => {
  test("list filters, by-barcode lookup, PATCH with a barcode conflict", async () => {
    const co = await seedCompany(app.ctx);
    const a = await post({ product_name: "Ammonia", manufacturer: "Gas Co", internal_sku: "AM-1", barcode_upc: "111222333444", barcode_source: "scanned" }, co);
    const b = await post({ product_name: "Malathion", manufacturer: "Agro", is_pesticide: true, epa_registration_number: "4-1" }, co);
    const list = (q: string) => app.request("GET", `/chem/products?${q}`, { token: co.viewer.token }).then((r) => r.body);
    expect((await list("internal_sku=AM-1")).items.map((p: any) => p.company_product_id)).toEqual([a.body.company_product_id]);
    expect((await list("epa_registration_number=4-1")).items.map((p: any) => p.company_product_id)).toEqual([b.body.company_product_id]);
    expect((await list("is_pesticide=true")).total).toBe(1);
    expect((await list("sds_missing=true")).total).toBe(2);
    const found = await app.request("GET", "/chem/products/by-barcode/111222333444", { token: co.viewer.token });
    expect(found.body.company_product_id).toBe(a.body.company_product_id);
    expect((await app.request("GET", "/chem/products/by-barcode/999", { token: co.viewer.token })).status).toBe(404);
    expect((await app.request("GET", "/chem/products/by-barcode/111222333444", { token: c.viewer.token })).status).toBe(404);
    const clash = await app.request("PATCH", `/chem/products/${b.body.company_product_id}`, { token: co.manager.token, json: { barcode_upc: "111222333444" } });
    expect(clash.status).toBe(409);
    const renamed = await app.request("PATCH", `/chem/products/${b.body.company_product_id}`, { token: co.manager.token, json: { product_name: "Malathion 57%", verification_status: "verified", signal_word: "WARNING" } });
    expect(renamed.body).toMatchObject({ product_name: "Malathion 57%", verification_status: "verified", signal_word: "WARNING" });
    const notPesticide = await app.request("PATCH", `/chem/products/${a.body.company_product_id}`, { token: co.manager.token, json: { epa_registration_number: "9-9" } });
    expect(notPesticide.status).toBe(200);
    expect(jobsOf(app.ctx, "epa_label_search").filter((j) => j.payload.company_product_id === a.body.company_product_id)).toHaveLength(0);
  });
});
