import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import type { Logger } from "../../src/shared/logger";
import { companyProducts } from "../../src/modules/inventory/inventory.table";
import { chemicalBody, jobsOf } from "./fixtures";

/** A logger that keeps what it is told, so a test can see that a failure was logged. */
function recordingLogger(lines: { level: string; msg: string; fields?: Record<string, unknown> }[]): Logger {
  const make = (base: Record<string, unknown>): Logger => ({
    debug: () => {},
    info: (msg, f) => lines.push({ level: "info", msg, fields: { ...base, ...f } }),
    warn: (msg, f) => lines.push({ level: "warn", msg, fields: { ...base, ...f } }),
    error: (msg, f) => lines.push({ level: "error", msg, fields: { ...base, ...f } }),
    child: (f) => make({ ...base, ...f }),
  });
  return make({});
}

const logs: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  // Workers off: these tests look at what was dispatched, not at what the handlers did.
  app = await createTestApp({}, { startJobs: false, logger: recordingLogger(logs) });
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

const post = (json: unknown, token = c.manager.token) => app.request("POST", "/chemicals", { token, json });
const productOf = (id: string) => app.ctx.db.select().from(companyProducts).where(eq(companyProducts.companyProductId, id)).get()!;
const jobsFor = (kind: string, productId: string) => jobsOf(app.ctx, kind).filter((j) => j.payload.company_product_id === productId);

describe("POST /chemicals, the spec's rules", () => {
  test("rule 1: a request without barcode_upc succeeds", async () => {
    const res = await post(chemicalBody(c.siteId));
    expect(res.status).toBe(201);
    expect(res.body.company_product).toMatchObject({ barcode_upc: null, barcode_source: null });
    expect(res.body).toMatchObject({ quantity: 1, size_unit: "L", site: { site_id: c.siteId, name: "Main plant" }, location: null, sds: null });
  });

  test("rule 2: the new product carries the defaults, the caller and the given barcode, source, SKU and pesticide fields", async () => {
    const res = await post(chemicalBody(c.siteId, {
      barcode_upc: "0 12345 67890 5", barcode_source: "scanned", internal_sku: "SKU-77", is_pesticide: true,
      epa_registration_number: "12345-67", signal_word: "WARNING", location_id: c.locationId, quantity: 3, container_size: 0.5,
    }));
    expect(res.status).toBe(201);
    expect(res.body.product_is_new).toBe(true);
    expect(res.body.company_product).toMatchObject({
      sds_missing: true, verification_status: "unverified", is_active: true, created_by_user_id: c.manager.userId,
      barcode_upc: "012345678905", barcode_source: "scanned", internal_sku: "SKU-77", is_pesticide: true,
      epa_registration_number: "12345-67", signal_word: "WARNING", label_status: "none", current_sds_id: null,
    });
    expect(res.body).toMatchObject({ quantity: 3, container_size: 0.5, location: { location_id: c.locationId, name: "Store room A" } });
  });

  test("rule 3: a new product (its SDS missing) dispatches one SDS search with the product in its payload", async () => {
    const res = await post(chemicalBody(c.siteId, { product_name: "Toluene", manufacturer: "Chem Inc" }));
    const productId = res.body.company_product_id;
    expect(res.body.dispatched_jobs).toEqual(["sds_search"]);
    const found = jobsFor("sds_search", productId);
    expect(found).toHaveLength(1);
    expect(found[0]!.payload).toMatchObject({ company_product_id: productId, company_id: c.companyId, product_name: "Toluene", manufacturer: "Chem Inc" });
    expect(found[0]!.companyId).toBe(c.companyId);
  });

  test("rule 4: a new pesticide with a registration number dispatches a label search with the spec's payload", async () => {
    const res = await post(chemicalBody(c.siteId, { product_name: "Bug Off", manufacturer: "Agro LLC", is_pesticide: true, epa_registration_number: "70051-106-54705" }));
    const productId = res.body.company_product_id;
    expect(res.body.dispatched_jobs).toEqual(["sds_search", "epa_label_search"]);
    const [job] = jobsFor("epa_label_search", productId);
    expect(job!.payload).toEqual({
      company_product_id: productId, epa_registration_number: "70051-106-54705", product_name: "Bug Off",
      manufacturer: "Agro LLC", company_id: c.companyId, user_id: c.manager.userId,
    });
  });

  test("rule 4: a pesticide without a registration number dispatches no label search", async () => {
    const res = await post(chemicalBody(c.siteId, { is_pesticide: true }));
    expect(res.status).toBe(201);
    expect(res.body.dispatched_jobs).toEqual(["sds_search"]);
    expect(jobsFor("epa_label_search", res.body.company_product_id)).toHaveLength(0);
  });

  test("rule 4: a failure to dispatch the label search is logged and the request still succeeds", async () => {
    app.ctx.db.$client.run(`CREATE TRIGGER refuse_label_jobs BEFORE INSERT ON jobs WHEN NEW.kind = 'epa_label_search' BEGIN SELECT RAISE(ABORT, 'queue unavailable'); END`);
    try {
      const res = await post(chemicalBody(c.siteId, { product_name: "Weed Stop", is_pesticide: true, epa_registration_number: "100-2" }));
      expect(res.status).toBe(201);
      expect(res.body.dispatched_jobs).toEqual(["sds_search"]);
      expect(productOf(res.body.company_product_id).productName).toBe("Weed Stop");
      expect(jobsFor("sds_search", res.body.company_product_id)).toHaveLength(1);
      expect(jobsFor("epa_label_search", res.body.company_product_id)).toHaveLength(0);
      expect(logs.some((l) => l.level === "error" && l.msg.includes("dispatch failed") && l.fields?.kind === "epa_label_search")).toBe(true);
    } finally {
      app.ctx.db.$client.run("DROP TRIGGER refuse_label_jobs");
    }
  });

  test("rule 5: a non-pesticide never triggers a label search, even with a registration number", async () => {
    const res = await post(chemicalBody(c.siteId, { is_pesticide: false, epa_registration_number: "12345-1" }));
    expect(res.body.dispatched_jobs).toEqual(["sds_search"]);
    expect(jobsFor("epa_label_search", res.body.company_product_id)).toHaveLength(0);
  });

  const refused: [string, Record<string, unknown>][] = [
    ["rule 6: container_size 0", { container_size: 0 }],
    ["rule 6: container_size below 0", { container_size: -1 }],
    ["rule 6: quantity 0", { quantity: 0 }],
    ["rule 6: quantity not whole", { quantity: 1.5 }],
    ["rule 7: barcode_source outside its list", { barcode_upc: "123", barcode_source: "guessed" }],
    ["rule 7: signal_word outside its list", { signal_word: "Hazardous" }],
    ["registration number in an establishment-number form", { is_pesticide: true, epa_registration_number: "84059-MI-001" }],
    ["registration number with four segments", { epa_registration_number: "1-2-3-4" }],
    ["internal_sku over 100 characters", { internal_sku: "x".repeat(101) }],
    ["epa_registration_number over 50 characters", { epa_registration_number: "1".repeat(51) }],
    ["product_name empty", { product_name: "" }],
    ["site_id not a uuid", { site_id: "plant-1" }],
    ["unknown field", { colour: "blue" }],
    ["barcode_source without a barcode", { barcode_source: "scanned" }],
  ];
  for (const [what, over] of refused) {
    test(`422 and nothing written: ${what}`, async () => {
      const before = tableCounts(app.ctx);
      const res = await post(chemicalBody(c.siteId, over));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
      expect(typeof res.body.message).toBe("string");
      expect(tableCounts(app.ctx)).toEqual(before);
    });
  }

  test("both registration number forms are accepted", async () => {
    for (const reg of ["12345-12", "12345-12-12345"]) {
      const res = await post(chemicalBody(c.siteId, { is_pesticide: true, epa_registration_number: reg }));
      expect(res.status).toBe(201);
      expect(res.body.company_product.epa_registration_number).toBe(reg);
    }
  });

  test("another company's site is not found and nothing is written", async () => {
    const other = await seedCompany(app.ctx);
    const before = tableCounts(app.ctx);
    const res = await post(chemicalBody(other.siteId));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
    expect(tableCounts(app.ctx)).toEqual(before);
  });

  test("a location of another site is refused", async () => {
    const site = await app.request("POST", "/sites", { token: c.admin.token, json: { name: "Warehouse 2" } });
    const before = tableCounts(app.ctx);
    const res = await post(chemicalBody(site.body.site_id, { location_id: c.locationId }));
    expect(res.status).toBe(422);
    expect(tableCounts(app.ctx)).toEqual(before);
  });
});

describe("bounds that keep nonsense out of the inventory", () => {
  test("a white-space name, an absurd quantity or container size → 422, nothing written", async () => {
    // Workers off: this file's own app already holds the process's one embedded queue.
    const app = await createTestApp({}, { startJobs: false });
    try {
      const c = await seedCompany(app.ctx);
      const before = tableCounts(app.ctx);
      for (const bad of [{ product_name: "   " }, { manufacturer: "\t" }, { quantity: 1e308 }, { container_size: 1e300 }]) {
        const res = await app.request("POST", "/chemicals", { token: c.manager.token, json: { site_id: c.siteId, product_name: "Acetone", manufacturer: "Acme", container_size: 1, ...bad } });
        expect(res.status).toBe(422);
        expect(res.body.error).toBe("VALIDATION_ERROR");
      }
      expect(tableCounts(app.ctx)).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
