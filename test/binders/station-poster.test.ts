import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { pdfPageCount, pdfText, renderPdfToPng } from "../helpers/pdf-render";

async function poster(app: TestApp, token: string, siteId: string, json: unknown) {
  const res = await fetch(`${app.base}/sites/${siteId}/station-poster.pdf`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(json) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, bytes, body: res.headers.get("content-type")?.includes("json") ? JSON.parse(new TextDecoder().decode(bytes)) : null };
}

describe("station poster", () => {
  let app: TestApp;
  let a: SeededCompany;
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Acme Plant");
    await app.request("PATCH", `/sites/${a.siteId}`, { token: a.admin.token, json: { emergency_phone: "+1 555 0100" } });
  });
  afterAll(async () => app.close());

  test("a site without a station link answers 409 saying so", async () => {
    const res = await poster(app, a.admin.token, a.siteId, { station_url: "https://example.test/station/abcdefghijklmnopqrstuvwxyz" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(res.body.message).toContain("no SDS station link");
  });

  test("Letter and A4 posters carry the site, the link, both languages and the emergency number; a replaced link is refused", async () => {
    const first = await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    const current = await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    expect(current.status).toBe(201);
    const stale = await poster(app, a.admin.token, a.siteId, { station_url: first.body.url });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("not the site's current station link");

    for (const paper of ["letter", "a4"] as const) {
      const res = await poster(app, a.admin.token, a.siteId, { station_url: current.body.url, paper, location_id: a.locationId });
      expect(res.status).toBe(200);
      expect(pdfPageCount(res.bytes)).toBe(1);
      const text = pdfText(res.bytes).replace(/\s+/g, " ");
      for (const s of ["Safety Data Sheets", "Hojas de datos de seguridad", "Main plant", "Store room A", current.body.url, "Scan the code", "Escanee el código", "+1 555 0100"]) {
        expect(text).toContain(s);
      }
      renderPdfToPng(res.bytes, { folder: "binders", name: `station-poster-${paper}` });
    }
  });
});
