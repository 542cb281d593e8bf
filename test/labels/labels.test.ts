import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTestApp, send, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { companyProducts } from "../../src/modules/inventory/inventory.table";
import { chemicalBody, jobsOf } from "../inventory/fixtures";
import { makePdf } from "./make-pdf";
import { scanOf } from "../helpers/scanned-pdf";

let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

const LABEL_LINES = ["Bug Blaster", "Insecticide", "EPA Reg. No. 4567-12", "EPA Est. No. 4567-TX-001", "KEEP OUT OF REACH OF CHILDREN", "WARNING", "Manufactured by: Acme Agro Inc.", "Net Contents: 1 Gallon"];
const labelPdf = () => makePdf(LABEL_LINES, [24, 12, 10, 10, 12, 18, 10, 10]);
const form = (bytes: Uint8Array, reg: string, name = "label.pdf") => {
  const f = new FormData();
  f.append("file", new File([bytes], name, { type: "application/pdf" }));
  f.append("epa_registration_number", reg);
  return f;
};
const productRow = (id: string) => app.ctx.db.select().from(companyProducts).where(eq(companyProducts.companyProductId, id)).get()!;

describe("label library", () => {
  test("a label PDF is stored, listed, linked to the number's products and downloadable through a signed link", async () => {
    const created = await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { is_pesticide: true, epa_registration_number: "4567-12" }) });
    const up = await app.request("POST", "/chem/labels", { token: c.manager.token, form: form(labelPdf(), "4567-12") });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ epa_registration_number: "4567-12", source: "upload", file_name: "label.pdf", linked_products: 1 });
    expect(productRow(created.body.company_product_id)).toMatchObject({ labelStatus: "linked", labelId: up.body.label_id });

    const again = await app.request("POST", "/chem/labels", { token: c.manager.token, form: form(labelPdf(), "4567-12") });
    expect(again.status).toBe(200);
    expect(again.body.label_id).toBe(up.body.label_id);

    const list = await app.request("GET", "/chem/labels?epa_registration_number=4567-12", { token: c.viewer.token });
    expect(list.body.total).toBe(1);

    const link = await app.request("GET", `/chem/labels/${up.body.label_id}/download`, { token: c.viewer.token });
    expect(link.status).toBe(200);
    const file = await fetch(link.body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(labelPdf()))).toBe(true);
    // Change the signature's first character to a different one (replacing it with a fixed "0" left it unchanged
    // whenever it already was "0", about one run in sixteen).
    const tampered = await send(link.body.download_url.replace(/signature=(.)/, (_m: string, c: string) => `signature=${c === "0" ? "1" : "0"}`), "GET");
    expect(tampered.status).toBe(403);
  });

  test("a label behind its signed link is served under a sandbox CSP, like an SDS (a PDF opened from the API's origin runs no script there)", async () => {
    const up = await app.request("POST", "/chem/labels", { token: c.manager.token, form: form(makePdf(["Label for CSP", "EPA Reg. No. 777-1"]), "777-1", 'a"b\r\nX-Evil: 1.pdf') });
    expect(up.status).toBe(201);
    const link = await app.request("GET", `/chem/labels/${up.body.label_id}/download`, { token: c.viewer.token });
    const file = await fetch(link.body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    expect(file.headers.get("x-evil")).toBeNull();
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+"$/);
  });

  test("a file that is not a PDF by its leading bytes → 415, no row, no blob, no temp file", async () => {
    const before = tableCounts(app.ctx);
    const res = await app.request("POST", "/chem/labels", { token: c.manager.token, form: form(new TextEncoder().encode("<html>not a pdf</html>"), "4567-12", "label.pdf") });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, error: "UNSUPPORTED_MEDIA_TYPE" });
    expect(tableCounts(app.ctx)).toEqual(before);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("a registration number in the wrong form → 422", async () => {
    const before = tableCounts(app.ctx);
    const res = await app.request("POST", "/chem/labels", { token: c.manager.token, form: form(labelPdf(), "84059-MI-001") });
    expect(res.status).toBe(422);
    expect(tableCounts(app.ctx)).toEqual(before);
  });
});

describe("label extraction", () => {
  test("from a label PDF's text layer", async () => {
    const f = new FormData();
    f.append("file", new File([labelPdf()], "label.pdf", { type: "application/pdf" }));
    const res = await app.request("POST", "/chem/labels/extract", { token: c.manager.token, form: f });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      product_name: "Bug Blaster", manufacturer: "Acme Agro Inc.", epa_registration_number: "4567-12", signal_word: "WARNING",
      is_pesticide: true, net_contents: "1 Gallon", keep_out_of_reach_of_children: "KEEP OUT OF REACH OF CHILDREN",
      product_types: ["insecticide"], needs_ocr: false, confidence: 1,
    });
  });

  test("from a scanned label (no text layer): read by OCR, not answered needs_ocr", async () => {
    const f = new FormData();
    f.append("file", new File([await scanOf(labelPdf(), { dpi: 200 })], "label scan.pdf", { type: "application/pdf" }));
    const res = await app.request("POST", "/chem/labels/extract", { token: c.manager.token, form: f });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      product_name: "Bug Blaster", epa_registration_number: "4567-12", signal_word: "WARNING", is_pesticide: true,
      product_types: ["insecticide"], needs_ocr: false, read_by: "ocr",
    });
    // What OCR read carries tesseract's doubt: below the typed label's 1, above a guess.
    expect(res.body.confidence).toBeLessThan(1);
    expect(res.body.confidence).toBeGreaterThan(0.5);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  }, 120_000);

  test("from pasted text", async () => {
    const res = await app.request("POST", "/chem/labels/extract", { token: c.manager.token, json: { text: "Clean-All\nHospital Disinfectant\nEPA Reg. No. 1234-56-7890\nDANGER – PELIGRO" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ epa_registration_number: "1234-56-7890", signal_word: "DANGER", product_types: ["disinfectant"], is_pesticide: true });
  });

  test("a file that is not a PDF → 415; nothing is kept", async () => {
    const f = new FormData();
    f.append("file", new File(["just text"], "label.pdf"));
    const res = await app.request("POST", "/chem/labels/extract", { token: c.manager.token, form: f });
    expect(res.status).toBe(415);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });
});

describe("apply-extraction", () => {
  test("non-empty values overwrite, is_pesticide true sets the flag, empty values leave the old value", async () => {
    const created = await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { product_name: "Old Name", manufacturer: "Old Maker", cas_number: "64-17-5", signal_word: "CAUTION" }) });
    const id = created.body.company_product_id;
    const res = await app.request("POST", `/chem/products/${id}/apply-extraction`, {
      token: c.manager.token,
      json: { product_name: "New Name", manufacturer: "", cas_number: null, is_pesticide: true, epa_registration_number: "4567-12", signal_word: "", barcode: "012345678905", confidence: 0.85 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      product_name: "New Name", manufacturer: "Old Maker", cas_number: "64-17-5", is_pesticide: true, epa_registration_number: "4567-12",
      signal_word: "CAUTION", barcode_upc: "012345678905", barcode_source: "label_extracted", confidence_score: 0.85,
    });
    // It became a pesticide with a number: the label search is dispatched.
    expect(jobsOf(app.ctx, "epa_label_search").some((j) => j.payload.company_product_id === id)).toBe(true);
    const notAgain = await app.request("POST", `/chem/products/${id}/apply-extraction`, { token: c.manager.token, json: { is_pesticide: false } });
    expect(notAgain.body.is_pesticide).toBe(true);
  });
});
