import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { pdfPageCount, pdfText, renderPdfToPng } from "../helpers/pdf-render";
import { fetchBytes, storedProduct } from "./binder-helpers";

describe("emergency inventory of a site (PDF and CSV)", () => {
  let app: TestApp;
  let a: SeededCompany;
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Acme Plant");
    const patched = await app.request("PATCH", `/sites/${a.siteId}`, { token: a.admin.token, json: { emergency_phone: "+1 555 0100 (site fire brigade)" } });
    expect(patched.body.emergency_phone).toBe("+1 555 0100 (site fire brigade)");
    const acetone = await storedProduct(app, a, { name: "Acetone Technical", size: 2, unit: "L", quantity: 1 });
    // The same product again in 500 mL bottles (3 of them) at a second location: summed in litres.
    const store = await app.request("POST", `/sites/${a.siteId}/locations`, { token: a.admin.token, json: { name: "Solvent cabinet" } });
    const second = await app.request("POST", "/chemicals", {
      token: a.manager.token,
      json: { site_id: a.siteId, location_id: store.body.location_id, product_name: "Acetone Technical", manufacturer: "Acme Chemicals Inc.", container_size: 500, size_unit: "mL", quantity: 3 },
    });
    expect(second.body.company_product_id).toBe(acetone.productId);
    await storedProduct(app, a, { name: "Sodium Chloride Pellets", size: 25, unit: "kg" });
    // Another site of the same company: not on this site's list.
    const other = await app.request("POST", "/sites", { token: a.admin.token, json: { name: "Far Warehouse" } });
    await storedProduct(app, a, { name: "Warehouse Only Glue", siteId: other.body.site_id, locationId: undefined });
  });
  afterAll(async () => app.close());

  test("the CSV lists each product once with its summed maximum quantity, state, signal word, classes and 24-hour number", async () => {
    const res = await fetchBytes(`${app.base}/sites/${a.siteId}/emergency-inventory.csv`, a.viewer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = new TextDecoder().decode(res.bytes).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("product_name,manufacturer,cas_number,locations,max_quantity_on_hand,physical_state,signal_word,hazard_classes,emergency_phone_24h,sds_on_file");
    expect(lines).toHaveLength(3);
    const acetone = lines.find((l) => l.startsWith("Acetone Technical"))!;
    expect(acetone).toContain("3.5 L");
    expect(acetone).toContain("liquid");
    expect(acetone).toContain("DANGER");
    expect(acetone).toContain("Flammable liquid; Eye irritation");
    expect(acetone).toContain("+1 800 424 9300");
    expect(acetone).toContain("Solvent cabinet");
    expect(lines.find((l) => l.startsWith("Sodium Chloride"))).toContain("25 kg");
    expect(lines.join("\n")).not.toContain("Warehouse Only Glue");
  });

  test("the PDF shows the same rows, readable back, and is rendered for a look", async () => {
    const res = await fetchBytes(`${app.base}/sites/${a.siteId}/emergency-inventory.pdf`, a.viewer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(pdfPageCount(res.bytes)).toBe(1);
    const text = pdfText(res.bytes);
    for (const s of ["Emergency inventory", "Site emergency number: +1 555 0100 (site fire brigade)", "Acetone Technical", "3.5 L", "DANGER", "Flammable liquid", "+1 800 424 9300", "25 kg", "liquid"]) expect(text).toContain(s);
    expect(text).not.toContain("Warehouse Only Glue");
    renderPdfToPng(res.bytes, { folder: "binders", name: "emergency-inventory" });
  });

  test("another company's site is 404", async () => {
    const b = await seedCompany(app.ctx, "Other Co");
    const res = await app.request("GET", `/sites/${b.siteId}/emergency-inventory.csv`, { token: a.viewer.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
  });
});
