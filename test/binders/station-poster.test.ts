import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { pdfPageCount, pdfText, renderPdfToPng } from "../helpers/pdf-render";
import { SecretBox } from "../../src/shared/secret-box";
import { backupDataDir } from "../../src/backup";
import { newId } from "../../src/shared/ids";

async function poster(app: TestApp, token: string, siteId: string, query = "") {
  const res = await fetch(`${app.base}/sites/${siteId}/station-poster.pdf${query}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), bytes, body: res.headers.get("content-type")?.includes("json") ? JSON.parse(new TextDecoder().decode(bytes)) : null };
}
const flat = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");

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
    const res = await poster(app, a.admin.token, a.siteId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(res.body.message).toContain("no SDS station link");
  });

  test("GET prints the site's current link (Letter, A4, a location, one page per location); the link is shown again to the admin", async () => {
    await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    const current = await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    expect(current.status).toBe(201);
    const state = await app.request("GET", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    expect(state.body).toMatchObject({ exists: true, printable: true, url: current.body.url, message: null });
    expect(state.body.qr_svg).toStartWith("<svg");

    for (const paper of ["letter", "a4"] as const) {
      const res = await poster(app, a.admin.token, a.siteId, `?paper=${paper}&location_id=${a.locationId}`);
      expect(res.status).toBe(200);
      expect(res.type).toBe("application/pdf");
      expect(pdfPageCount(res.bytes)).toBe(1);
      const text = flat(res.bytes);
      for (const s of ["Safety Data Sheets", "Hojas de datos de seguridad", "Main plant", "Store room A", current.body.url, "Scan the code", "Escanee el código", "+1 555 0100"]) {
        expect(text).toContain(s);
      }
      renderPdfToPng(res.bytes, { folder: "binders", name: `station-poster-${paper}` });
    }
    await app.request("POST", `/sites/${a.siteId}/locations`, { token: a.admin.token, json: { name: "Łaźnia — Δ store" } });
    const each = await poster(app, a.admin.token, a.siteId, "?per_location=true");
    expect(each.status).toBe(200);
    expect(pdfPageCount(each.bytes)).toBe(2);
    expect(flat(each.bytes)).toContain("Łaźnia — Δ store");
    expect(flat(each.bytes)).toContain("Store room A");
    renderPdfToPng(each.bytes, { folder: "binders", name: "station-poster-per-location" });
  });

  test("the token is sealed at rest: not in the database, the key in its own 0600 file that a backup does not carry", async () => {
    const made = await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    const token = made.body.url.slice(made.body.url.lastIndexOf("/") + 1);
    const dump = JSON.stringify(app.ctx.db.$client.query("SELECT * FROM station_links").all());
    expect(dump).not.toContain(token);
    const row = app.ctx.db.$client.query("SELECT station_link_id, token_sealed FROM station_links WHERE site_id = ?").get(a.siteId) as { station_link_id: string; token_sealed: string };
    expect(row.token_sealed).toStartWith("v1.");
    const keyPath = join(app.dataDir, "station-link.key");
    expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    const context = `station-link:${a.companyId}:${a.siteId}:${row.station_link_id}`;
    expect(new SecretBox(keyPath).open(row.token_sealed, context)).toBe(token);
    // Another data folder's key, another row's context, or no key at all: nothing.
    const other = mkdtempSync(join(tmpdir(), "chemsafe-key-"));
    try {
      const foreign = new SecretBox(join(other, "station-link.key"));
      expect(foreign.open(row.token_sealed, context)).toBeNull();
      expect(existsSync(join(other, "station-link.key"))).toBe(false);
      foreign.seal("x", "y");
      expect(foreign.open(row.token_sealed, context)).toBeNull();
      expect(new SecretBox(keyPath).open(row.token_sealed, `station-link:${a.companyId}:${a.siteId}:${newId()}`)).toBeNull();
      backupDataDir(app.dataDir, join(other, "backup"));
      expect(readdirSync(join(other, "backup"))).not.toContain("station-link.key");
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test("a link made before links were sealed keeps working, and says to make a new one to print it", async () => {
    const made = await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    app.ctx.db.$client.query("UPDATE station_links SET token_sealed = NULL WHERE site_id = ?").run(a.siteId);
    const token = made.body.url.slice(made.body.url.lastIndexOf("/") + 1);
    expect((await app.request("GET", `/station/${token}`)).status).toBe(200);
    const state = await app.request("GET", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    expect(state.body).toMatchObject({ exists: true, printable: false, url: null, qr_svg: null });
    expect(state.body.message).toContain("Make a new link");
    const res = await poster(app, a.admin.token, a.siteId);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("Make a new link");
  });
});
