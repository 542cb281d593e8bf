import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";
import { renderPdfToPng } from "../helpers/pdf-render";
import { fetchPdf, productWithSds, readLabelQr } from "./label-helpers";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
let productId: string;
let warehouseId: string;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Company A");
  b = await seedCompany(app.ctx, "Company B");
  productId = (await productWithSds(app, a, { name: "Acetone Technical" })).productId;
  warehouseId = (await app.request("POST", "/sites", { token: a.admin.token, json: { name: "Warehouse" } })).body.site_id;
});
afterAll(() => app.close());

const label = (query = "") => fetchPdf(app, a.viewer.token, `/chem/products/${productId}/label.pdf?format=workplace&size=4x3${query}`);
const apiLink = () => `${app.base}/chem/products/${productId}`;

describe("the label's QR code", () => {
  test("without a station link at the product's site it leads to the product in the API, and the label prints", async () => {
    const res = await label();
    expect(res.status).toBe(200);
    const qr = await readLabelQr(res.bytes, apiLink());
    expect(qr).toEqual({ url: apiLink(), matches: true });
  });

  test("with a station link at the site holding the product it decodes to the product's page on that station", async () => {
    const link = (await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).body.url as string;
    const expected = `${link}/products/${productId}`;
    const res = await label();
    expect(res.status).toBe(200);
    renderPdfToPng(res.bytes, { folder: "labels", name: "qr-station-4x3-workplace", dpi: 150 });
    expect(await readLabelQr(res.bytes, expected)).toEqual({ url: expected, matches: true });
    // A batch of the location's products leads to the location's site, too.
    const batch = await fetchPdf(app, a.viewer.token, "/chem/products/labels.pdf", { location_id: a.locationId, format: "workplace", size: "4x3" });
    expect(batch.status).toBe(200);
    expect((await readLabelQr(batch.bytes, expected)).matches).toBe(true);
  });

  test("site_id chooses the station; a site whose station would not show the product falls back to the API link", async () => {
    await app.request("POST", `/sites/${warehouseId}/station-link`, { token: a.admin.token });
    const res = await label(`&site_id=${warehouseId}`);
    expect(res.status).toBe(200);
    expect(await readLabelQr(res.bytes, apiLink())).toEqual({ url: apiLink(), matches: true });
  });

  test("another company's site_id is 404 and changes nothing", async () => {
    const before = dbFingerprint(app.ctx);
    const res = await label(`&site_id=${b.siteId}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });

  test("a revoked link, or one made before links were sealed, falls back to the API link without failing", async () => {
    app.ctx.db.$client.query("UPDATE station_links SET token_sealed = NULL WHERE site_id = ?").run(a.siteId);
    const unsealed = await label();
    expect(unsealed.status).toBe(200);
    expect(await readLabelQr(unsealed.bytes, apiLink())).toEqual({ url: apiLink(), matches: true });
    expect((await app.request("DELETE", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).status).toBe(204);
    const revoked = await label();
    expect(revoked.status).toBe(200);
    expect(await readLabelQr(revoked.bytes, apiLink())).toEqual({ url: apiLink(), matches: true });
  });
});
