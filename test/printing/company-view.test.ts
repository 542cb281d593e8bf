import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { pdfText, renderPdfToPng } from "../helpers/pdf-render";
import { fetchPdf, sdsLines } from "./label-helpers";

/**
 * Two companies map one document (the same file, deduplicated). Company A corrects what parsing read; company B
 * does not. Each company's labels and emergency inventory print its own view: A's corrections, B's parsed values.
 */
let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
let sdsId: string;
const products: Record<string, string> = {};

const lines = sdsLines("Acetone Technical").flatMap((line) => line === "Manufacturer: Acme Chemicals Inc."
  ? [line, "Address: 1 Reagent Lane, Pittsburgh, PA 15275, USA", "Telephone: +1 800 766 7000", "Emergency telephone: +1 800 424 9300"]
  : line === "SECTION 9: Physical and chemical properties" ? [line, "Physical state: liquid"] : [line]);

async function mapAndStock(c: SeededCompany, pdf: Uint8Array) {
  const up = await app.request("POST", "/sds/upload", { token: c.manager.token, form: formWith("file", [["acetone.pdf", pdf]]) });
  if (up.status !== 201 && up.status !== 200) throw new Error(up.text); // 200: the other company's file, deduplicated
  await app.ctx.jobs.idle();
  const item = await app.request("POST", "/chemicals", {
    token: c.manager.token,
    json: { site_id: c.siteId, location_id: c.locationId, product_name: "Acetone Technical", manufacturer: "Acme Chemicals Inc.", container_size: 2, size_unit: "L" },
  });
  if (item.status !== 201) throw new Error(item.text);
  await app.request("PUT", `/chemicals/${item.body.chemical_id}/sds`, { token: c.manager.token, json: { sds_id: up.body.sds_id } });
  await app.ctx.jobs.idle();
  products[c.companyId] = item.body.company_product_id;
  return up.body.sds_id as string;
}

beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Company A");
  b = await seedCompany(app.ctx, "Company B");
  const pdf = makePdf(lines);
  sdsId = await mapAndStock(a, pdf);
  expect(await mapAndStock(b, pdf)).toBe(sdsId);
  const corrected = await app.request("PATCH", `/chem/sds/${sdsId}`, {
    token: a.manager.token,
    json: {
      product_name: "Aceton techniczny (Łódź)", signal_word: "WARNING", h_codes: ["H226"], p_codes: ["P210"], pictograms: ["GHS02"],
      supplier_address: "ul. Świętokrzyska 12, 00-916 Warszawa", supplier_phone: "+48 22 555 01 00", emergency_phone: "+48 112 000 112", physical_state: "paste",
    },
  });
  expect(corrected.status).toBe(200);
  for (const c of [a, b]) await app.request("PATCH", `/chem/sds/${sdsId}/review`, { token: c.manager.token, json: { review_status: "reviewed" } });
});
afterAll(() => app.close());

const words = (pdf: Uint8Array) => pdfText(pdf).replace(/\s+/g, " ");

describe("labels and the emergency inventory print the company's view of a shared SDS", () => {
  test("company A's label carries its corrections; company B's the parsed values, supplier address and telephone included", async () => {
    const la = await fetchPdf(app, a.viewer.token, `/chem/products/${products[a.companyId]}/label.pdf?format=full&size=4x6`);
    expect(la.status).toBe(200);
    renderPdfToPng(la.bytes, { folder: "labels", name: "company-view-a-4x6-full", dpi: 100 });
    const ta = words(la.bytes);
    for (const s of ["Aceton techniczny (Łódź)", "WARNING", "Flammable liquid and vapor.", "ul. Świętokrzyska 12, 00-916 Warszawa", "Tel. +48 22 555 01 00"]) expect(ta).toContain(s);
    for (const s of ["DANGER", "Highly flammable", "Causes serious eye irritation.", "Reagent Lane", "+1 800 766 7000"]) expect(ta).not.toContain(s);

    const lb = await fetchPdf(app, b.viewer.token, `/chem/products/${products[b.companyId]}/label.pdf?format=full&size=4x6`);
    expect(lb.status).toBe(200);
    renderPdfToPng(lb.bytes, { folder: "labels", name: "company-view-b-4x6-full", dpi: 100 });
    const tb = words(lb.bytes);
    for (const s of ["Acetone Technical", "DANGER", "Highly flammable liquid and vapor.", "Causes serious eye irritation.", "1 Reagent Lane, Pittsburgh, PA 15275, USA", "Tel. +1 800 766 7000"]) expect(tb).toContain(s);
    for (const s of ["Łódź", "WARNING", "Warszawa"]) expect(tb).not.toContain(s);
  });

  test("each company's emergency inventory carries its own signal word, hazard classes, physical state and 24-hour number", async () => {
    const csv = async (c: SeededCompany) => (await app.request("GET", `/sites/${c.siteId}/emergency-inventory.csv`, { token: c.viewer.token })).text;
    const ca = await csv(a);
    expect(ca).toContain("WARNING");
    expect(ca).toContain("+48 112 000 112");
    expect(ca).toContain("paste");
    expect(ca).not.toContain("Eye irritation");
    expect(ca).not.toContain("+1 800 424 9300");
    const cb = await csv(b);
    expect(cb).toContain("DANGER");
    expect(cb).toContain("Eye irritation");
    expect(cb).toContain("+1 800 424 9300");
    expect(cb).toContain("liquid");
    expect(cb).not.toContain("+48");
    const pa = await fetchPdf(app, a.viewer.token, `/sites/${a.siteId}/emergency-inventory.pdf`);
    expect(pa.status).toBe(200);
    renderPdfToPng(pa.bytes, { folder: "binders", name: "emergency-inventory-company-a" });
    expect(words(pa.bytes)).toContain("+48 112 000 112");
  });
});
