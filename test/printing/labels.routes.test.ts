import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sdsDocuments } from "../../src/modules/sds/sds.table";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";
import { colourShare, pdfPageCount, pdfText, renderPageToPixels, renderPdfToPng } from "../helpers/pdf-render";
import { fetchPdf, productWithSds } from "./label-helpers";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
let ready: string;
let pending: string;
let otherReady: string;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Company A");
  b = await seedCompany(app.ctx, "Company B");
  ready = (await productWithSds(app, a, { name: "Acetone Technical" })).productId;
  pending = (await productWithSds(app, a, { name: "Toluene Pure", review: null })).productId;
  otherReady = (await productWithSds(app, b, { name: "Xylene Mix" })).productId;
});
afterAll(() => app.close());

const words = (pdf: Uint8Array) => pdfText(pdf).replace(/\s+/g, " ");

describe("GET /chem/products/{id}/label.pdf", () => {
  test("the workplace label of a product with a reviewed SDS: identifier, signal word, pictograms, hazards in words", async () => {
    const res = await fetchPdf(app, a.viewer.token, `/chem/products/${ready}/label.pdf?format=workplace&size=4x3`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    renderPdfToPng(res.bytes, { folder: "labels", name: "http-4x3-workplace", dpi: 100 });
    expect(pdfPageCount(res.bytes)).toBe(1);
    const text = words(res.bytes);
    for (const part of ["Acetone Technical", "DANGER", "Highly flammable liquid and vapor.", "Causes serious eye irritation.", "May cause drowsiness or dizziness."]) {
      expect(text).toContain(part);
    }
    expect(colourShare(renderPageToPixels(res.bytes), [255, 0, 0])).toBeGreaterThan(0.01);
  });

  test("an Australian SDS's supplementary statement (AUH031) prints in English on the label, after the GHS statements", async () => {
    const australian = await productWithSds(app, a, { name: "Pool Chlorine AU", moreHazards: ["AUH031 Contact with acid liberates toxic gas."] });
    const res = await fetchPdf(app, a.viewer.token, `/chem/products/${australian.productId}/label.pdf?format=workplace&size=4x3`);
    expect(res.status).toBe(200);
    const text = words(res.bytes);
    expect(text).toContain("Contact with acid liberates toxic gas.");
    expect(text).toContain("May cause drowsiness or dizziness.");
    // Supplementary statements come after the GHS ones, though the record keeps its codes sorted ("AUH031" first).
    expect(text.indexOf("May cause drowsiness or dizziness.")).toBeLessThan(text.indexOf("Contact with acid liberates toxic gas."));
  });

  test("the tiny label (≤ 3 mL) carries the identifier only", async () => {
    const res = await fetchPdf(app, a.viewer.token, `/chem/products/${ready}/label.pdf?format=tiny&size=2x4`);
    expect(res.status).toBe(200);
    expect(words(res.bytes).trim()).toBe("Acetone Technical");
  });

  test("a full label without the supplier's address and telephone on record → 409 naming them", async () => {
    const res = await fetchPdf(app, a.viewer.token, `/chem/products/${ready}/label.pdf`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(res.body.message).toContain("supplier's telephone number");
    expect(res.body.message).toContain("supplier's address");
  });

  test("an SDS nobody has reviewed → 409 naming the review", async () => {
    const res = await fetchPdf(app, a.viewer.token, `/chem/products/${pending}/label.pdf?format=workplace`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("Toluene Pure");
    expect(res.body.message).toContain("a review of the SDS (its review status is pending)");
  });

  test("an SDS whose parse needs review → 409 until the company reviews it after that parse, then it prints", async () => {
    const { sdsId, productId } = await productWithSds(app, a, { name: "Methanol Dry" });
    // A later parse (e.g. a reparse after an upgrade) asks for a check: the earlier review does not cover it.
    const later = new Date(Date.now() + 1000).toISOString();
    app.ctx.db.update(sdsDocuments).set({ parseStatus: "needs_review", updatedAt: later }).where(eq(sdsDocuments.sdsId, sdsId)).run();
    const refused = await fetchPdf(app, a.viewer.token, `/chem/products/${productId}/label.pdf?format=workplace`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("it needs review");
    await Bun.sleep(1100);
    const review = await app.request("PATCH", `/chem/sds/${sdsId}/review`, { token: a.manager.token, json: { review_status: "reviewed" } });
    expect(review.status).toBe(200);
    const printed = await fetchPdf(app, a.viewer.token, `/chem/products/${productId}/label.pdf?format=workplace`);
    expect(printed.status).toBe(200);
  });

  test("a product without an SDS → 409 naming the SDS", async () => {
    const item = await app.request("POST", "/chemicals", {
      token: a.manager.token, json: { site_id: a.siteId, product_name: "Unknown Solvent", manufacturer: "Nobody Ltd", container_size: 2 },
    });
    await app.ctx.jobs.idle();
    const res = await fetchPdf(app, a.viewer.token, `/chem/products/${item.body.company_product_id}/label.pdf?format=tiny`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("needs an SDS");
  });

  test("a format or size that does not exist → 422", async () => {
    for (const query of ["format=poster", "size=a3", "colour=red"]) {
      const res = await fetchPdf(app, a.viewer.token, `/chem/products/${ready}/label.pdf?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.error).toBe("VALIDATION_ERROR");
    }
  });
});

describe("POST /chem/products/labels.pdf", () => {
  test("chosen products: one PDF, one label after the other on a sheet", async () => {
    const second = (await productWithSds(app, a, { name: "Isopropanol 70" })).productId;
    const res = await fetchPdf(app, a.viewer.token, "/chem/products/labels.pdf", { product_ids: [ready, second], format: "workplace", size: "avery-5163" });
    expect(res.status).toBe(200);
    renderPdfToPng(res.bytes, { folder: "labels", name: "http-avery-5163-batch", dpi: 60 });
    expect(pdfPageCount(res.bytes)).toBe(1);
    const text = words(res.bytes);
    expect(text.indexOf("Acetone Technical")).toBeLessThan(text.indexOf("Isopropanol 70"));
  });

  test("a location: every product stored there; one product not ready → 409 naming it, all or nothing", async () => {
    const res = await fetchPdf(app, a.viewer.token, "/chem/products/labels.pdf", { location_id: a.locationId, format: "workplace", size: "4x6" });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("\"Toluene Pure\" needs a review of the SDS");
    expect(res.body.message).not.toContain("Acetone Technical");
    const onlyB = await fetchPdf(app, b.viewer.token, "/chem/products/labels.pdf", { location_id: b.locationId, format: "workplace", size: "4x6" });
    expect(onlyB.status).toBe(200);
    expect(pdfPageCount(onlyB.bytes)).toBe(1);
    expect(words(onlyB.bytes)).toContain("Xylene Mix");
  });

  test("another company's product or location → 404 and nothing changes", async () => {
    const before = dbFingerprint(app.ctx);
    const product = await fetchPdf(app, a.viewer.token, "/chem/products/labels.pdf", { product_ids: [ready, otherReady], format: "workplace" });
    expect(product.status).toBe(404);
    const location = await fetchPdf(app, a.viewer.token, "/chem/products/labels.pdf", { location_id: b.locationId, format: "workplace" });
    expect(location.status).toBe(404);
    expect(location.body).toMatchObject({ success: false, error: "NOT_FOUND" });
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });

  test("neither or both of product_ids and location_id → 422", async () => {
    for (const body of [{ format: "tiny" }, { product_ids: [ready], location_id: a.locationId }]) {
      const res = await fetchPdf(app, a.viewer.token, "/chem/products/labels.pdf", body);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe("VALIDATION_ERROR");
    }
  });
});
