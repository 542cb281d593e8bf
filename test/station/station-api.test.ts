import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";
import { newId } from "../../src/shared/ids";
import { seedStationProduct } from "./station-fixtures";
import { findStation, searchStationProducts } from "../../src/modules/station/station.repository";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
let otherSiteA: string;
const ids: Record<string, { productId: string; sdsId: string | null }> = {};
let tokenA = "";
let tokenB = "";
let linkA = "";

const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const station = (token: string, path = "") => app.request("GET", `/station/${token}${path}`);

beforeAll(async () => {
  app = await createTestApp({ STATION_RATE_LIMIT: "100000" });
  a = await seedCompany(app.ctx, "Plant A");
  b = await seedCompany(app.ctx, "Plant B");
  otherSiteA = newId();
  const now = new Date().toISOString();
  app.ctx.db.$client.query("INSERT INTO sites (site_id, company_id, name, is_active, created_at, updated_at) VALUES (?, ?, 'Warehouse', 1, ?, ?)").run(otherSiteA, a.companyId, now, now);
  ids.acetone = await seedStationProduct(app.ctx, a.companyId, {
    name: "Acetone", manufacturer: "Fisher Scientific", siteId: a.siteId, barcode: "0123456789012", cas: "67-64-1", signalWord: "DANGER",
    hCodes: ["H225", "H319", "H336"], pictograms: ["GHS02", "GHS07"], notes: "secret note: behind the boiler",
    pCodes: ["P210", "P305", "P351", "P338", "P403", "P235", "P317"],
    sections: { 4: "Rinse eyes with water for 15 minutes.", 5: "Use alcohol-resistant foam.", 6: "Absorb with sand.", 7: "Keep cool.", 8: "Wear nitrile gloves.", 11: "LD50 5800 mg/kg" },
  });
  ids.bleach = await seedStationProduct(app.ctx, a.companyId, { name: "Bleach", manufacturer: "Clorox", siteId: a.siteId, signalWord: "WARNING", hCodes: ["H314"] });
  ids.nosds = await seedStationProduct(app.ctx, a.companyId, { name: "Acetic Acid", siteId: a.siteId, withSds: false });
  ids.elsewhere = await seedStationProduct(app.ctx, a.companyId, { name: "Acetonitrile", siteId: otherSiteA });
  ids.otherCompany = await seedStationProduct(app.ctx, b.companyId, { name: "Acetone Extra", siteId: b.siteId, barcode: "999000111222" });
  linkA = (await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).body.url;
  tokenA = tokenOf(linkA);
  tokenB = tokenOf((await app.request("POST", `/sites/${b.siteId}/station-link`, { token: b.admin.token })).body.url);
});
afterAll(async () => app.close());

describe("station links", () => {
  test("the link is the station page's address, with its QR code; the database holds its hash and a sealed copy, never the token", async () => {
    expect(linkA).toBe(`${app.origin}/station/${tokenA}`);
    const made = await app.request("POST", `/sites/${otherSiteA}/station-link`, { token: a.admin.token });
    expect(made.body.qr_svg).toStartWith("<svg");
    expect(made.body.qr_svg).toContain("<path");
    const rows = app.ctx.db.$client.query("SELECT * FROM station_links").all();
    expect(JSON.stringify(rows)).not.toContain(tokenA);
    // A station link is a read link printed on posters, not a password: the admin sees it again.
    const state = await app.request("GET", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    expect(state.body).toMatchObject({ exists: true, printable: true, url: linkA });
  });

  test("rotating revokes the old link; deleting revokes the new one", async () => {
    const rotated = tokenOf((await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).body.url);
    const old = await station(tokenA);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ success: false, error: "NOT_FOUND" });
    expect(old.body.message).toContain("not valid");
    expect((await station(rotated)).body).toEqual({ site_name: "Main plant" });
    expect((await app.request("DELETE", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).status).toBe(204);
    expect((await station(rotated)).status).toBe(404);
    expect((await app.request("GET", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).body).toEqual({ exists: false, created_at: null, printable: false, url: null, qr_svg: null, message: null });
    expect((await app.request("DELETE", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).status).toBe(404);
    tokenA = tokenOf((await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).body.url);
  });

  test("an unknown token is 404 on every station route, and changes nothing", async () => {
    const before = dbFingerprint(app.ctx);
    // A malformed id under an unknown token is 404 too: nothing about the routes reaches a stranger.
    for (const path of ["", "/products", `/products/${ids.acetone!.productId}`, "/offline", `/sds/${ids.acetone!.sdsId}`, "/products/not-an-id", "/sds/not-an-id"]) {
      const res = await station("x".repeat(43), path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
    }
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });
});

describe("what a station shows", () => {
  test("search by name, manufacturer, CAS number and barcode finds only the site's products with an SDS", async () => {
    const names = async (q: string) => (await station(tokenA, `/products?q=${encodeURIComponent(q)}`)).body.items.map((p: { product_name: string }) => p.product_name);
    expect(await names("acet")).toEqual(["Acetone"]);
    expect(await names("fisher")).toEqual(["Acetone"]);
    expect(await names("67-64-1")).toEqual(["Acetone"]);
    expect(await names("0123456789012")).toEqual(["Acetone"]);
    expect(await names("")).toEqual(["Acetone", "Bleach"]);
    // Another company's barcode and product names never reach this station.
    expect(await names("999000111222")).toEqual([]);
    expect(await names("Extra")).toEqual([]);
  });

  test("a search counts at most to its limit (a broad search stays O(page)) and says whether the total is exact", async () => {
    const all = await station(tokenA, "/products?q=");
    expect(all.body).toMatchObject({ total: 2, total_exact: true, page: 1, total_pages: 1 });
    const s = findStation(app.ctx.db, tokenA)!;
    const capped = searchStationProducts(app.ctx.db, s, "", { limit: 1, offset: 0 }, 1);
    expect(capped).toMatchObject({ total: 1, exact: false });
    expect(capped.rows.map((r) => r.productName)).toEqual(["Acetone"]);
    // The next page is still there though the count stopped.
    expect(searchStationProducts(app.ctx.db, s, "", { limit: 1, offset: 1 }, 1).rows.map((r) => r.productName)).toEqual(["Bleach"]);
  });

  test("a product answers signal word, pictograms, statements in words and sections 4 to 8 only", async () => {
    const res = await station(tokenA, `/products/${ids.acetone!.productId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      product_name: "Acetone", manufacturer: "Fisher Scientific", signal_word: "DANGER",
      pictograms: [{ code: "GHS02", name: "Flame" }, { code: "GHS07", name: "Exclamation mark" }],
    });
    expect(res.body.hazard_statements).toContainEqual({ code: "H225", text: "Highly flammable liquid and vapor", lang: "en" });
    expect(res.body.sections.map((s: { number: number }) => s.number)).toEqual([4, 5, 6, 7, 8]);
    expect(res.text).not.toContain("LD50");
    expect(res.text).not.toContain("secret note");
    expect(res.text).not.toMatch(/"quantity"|"notes"|"company_id"/);
    // Pictograms derived from the codes when the parser stored none.
    expect((await station(tokenA, `/products/${ids.bleach!.productId}`)).body.pictograms).toEqual([{ code: "GHS05", name: "Corrosion" }]);
  });

  test("products without an SDS, at another site or of another company are 404", async () => {
    for (const id of [ids.nosds!.productId, ids.elsewhere!.productId, ids.otherCompany!.productId]) {
      const res = await station(tokenA, `/products/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
    }
    // B's token never reaches A's products, nor A's token B's.
    expect((await station(tokenB, `/products/${ids.acetone!.productId}`)).status).toBe(404);
    expect((await station(tokenB, `/sds/${ids.acetone!.sdsId}`)).status).toBe(404);
    expect((await station(tokenA, `/sds/${ids.otherCompany!.sdsId}`)).status).toBe(404);
    expect((await station(tokenA, `/sds/${ids.elsewhere!.sdsId}`)).status).toBe(404);
  });

  test("the SDS PDF opens in the browser", async () => {
    const res = await fetch(`${app.base}/station/${tokenA}/sds/${ids.acetone!.sdsId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toStartWith("inline;");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  test("the offline copy holds every product the station shows, with its sections, compressed", async () => {
    const zipped = await fetch(`${app.base}/station/${tokenA}/offline`, { headers: { "accept-encoding": "gzip" }, decompress: false } as RequestInit);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const res = await station(tokenA, "/offline");
    expect(res.body.site_name).toBe("Main plant");
    expect(res.body.products.map((p: { product_name: string }) => p.product_name)).toEqual(["Acetone", "Bleach"]);
    expect(res.body.products[0].sections).toHaveLength(5);
    expect(res.text).not.toContain("secret note");
  });
});

describe("the station in the device's language", () => {
  const product = (query = "", headers: Record<string, string> = {}) => app.request("GET", `/station/${tokenA}/products/${ids.acetone!.productId}${query}`, { headers });

  test("?lang=es answers the official Spanish statements; the sections stay as the document has them, with its language", async () => {
    const res = await product("?lang=es");
    expect(res.status).toBe(200);
    expect(res.body.language).toBe("es");
    expect(res.body.hazard_statements).toEqual([
      { code: "H225", text: "Líquido y vapores muy inflamables.", lang: "es" },
      { code: "H319", text: "Provoca irritación ocular grave.", lang: "es" },
      { code: "H336", text: "Puede provocar somnolencia o vértigo.", lang: "es" },
    ]);
    expect(res.body.document_language).toBe("en");
    expect(res.body.sections[0]).toMatchObject({ number: 4, text: "Rinse eyes with water for 15 minutes." });
  });

  test("without ?lang the device's Accept-Language decides; an unsupported language falls back to English", async () => {
    const german = await product("", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(german.body.language).toBe("de");
    expect(german.body.hazard_statements[1]).toEqual({ code: "H319", text: "Verursacht schwere Augenreizung.", lang: "de" });
    expect((await product("?lang=fr", { "accept-language": "de" })).body.hazard_statements[1].text).toBe("Provoque une sévère irritation des yeux.");
    const japanese = await product("?lang=ja", { "accept-language": "ja" });
    expect(japanese.body.language).toBe("en");
    expect(japanese.body.hazard_statements[1]).toEqual({ code: "H319", text: "Causes serious eye irritation", lang: "en" });
  });

  test("a lang that is not a language tag is refused with 422", async () => {
    const res = await product("?lang=%3Cscript%3E");
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
  });

  test("a code CLP has no text for keeps its English text, marked English", async () => {
    const oil = await seedStationProduct(app.ctx, a.companyId, { name: "Zinc oil", manufacturer: "Acme", siteId: a.siteId, signalWord: "WARNING", hCodes: ["H227", "H315"] });
    const res = await app.request("GET", `/station/${tokenA}/products/${oil.productId}?lang=es`);
    expect(res.body.hazard_statements).toEqual([
      { code: "H227", text: "Combustible liquid", lang: "en" },
      { code: "H315", text: "Provoca irritación cutánea.", lang: "es" },
    ]);
  });

  test("an Australian AUH statement has no CLP text: it keeps its English text, marked English, after the GHS statements", async () => {
    const pool = await seedStationProduct(app.ctx, a.companyId, { name: "Pool chlorine", manufacturer: "Acme", siteId: a.siteId, signalWord: "DANGER", hCodes: ["AUH031", "EUH071", "H314"] });
    const res = await app.request("GET", `/station/${tokenA}/products/${pool.productId}?lang=de`);
    expect(res.body.hazard_statements).toEqual([
      { code: "H314", text: "Verursacht schwere Verätzungen der Haut und schwere Augenschäden.", lang: "de" },
      { code: "EUH071", text: "Wirkt ätzend auf die Atemwege.", lang: "de" },
      { code: "AUH031", text: "Contact with acid liberates toxic gas", lang: "en" },
    ]);
  });

  test("the offline copy carries the statements in the one language asked for", async () => {
    const res = await station(tokenA, "/offline?lang=es");
    expect(res.body.language).toBe("es");
    const acetone = res.body.products.find((p: { product_name: string }) => p.product_name === "Acetone");
    expect(acetone.hazard_statements.map((h: { text: string }) => h.text)).toContain("Provoca irritación ocular grave.");
    expect(res.text).not.toContain("Causes serious eye irritation");
  });
});

describe("the station in Italian, Dutch, Portuguese and Polish", () => {
  const product = (query = "", headers: Record<string, string> = {}) => app.request("GET", `/station/${tokenA}/products/${ids.acetone!.productId}${query}`, { headers });

  test("?lang= or Accept-Language picks each of them, with the official CLP wording", async () => {
    const expected = {
      it: "Provoca grave irritazione oculare.", nl: "Veroorzaakt ernstige oogirritatie.", pt: "Provoca irritação ocular grave.", pl: "Działa drażniąco na oczy.",
    };
    for (const [lang, text] of Object.entries(expected)) {
      const res = await product(`?lang=${lang}`);
      expect(res.body.language).toBe(lang);
      expect(res.body.hazard_statements[1]).toEqual({ code: "H319", text, lang });
    }
    const dutch = await product("", { "accept-language": "nl-BE,nl;q=0.9,en;q=0.5" });
    expect(dutch.body.language).toBe("nl");
    expect(dutch.body.hazard_statements[0].text).toBe("Licht ontvlambare vloeistof en damp.");
    expect((await product("", { "accept-language": "pt-PT" })).body.hazard_statements[2].text).toBe("Pode provocar sonolência ou vertigens.");
  });
});

describe("precautionary statements on the station", () => {
  const product = (query = "") => app.request("GET", `/station/${tokenA}/products/${ids.acetone!.productId}${query}`);

  test("a product answers its P codes in words, combined ones as one sentence, in the SDS's order", async () => {
    const res = await product();
    expect(res.body.precautionary_statements).toEqual([
      { code: "P210", text: "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.", lang: "en" },
      { code: "P305+P351+P338", text: "IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.", lang: "en" },
      { code: "P403+P235", text: "Store in a well-ventilated place. Keep cool.", lang: "en" },
      { code: "P317", text: "Get medical help.", lang: "en" },
    ]);
  });

  test("in the language asked for: CLP's own combined sentence; a code CLP lacks stays English, marked so", async () => {
    const res = await product("?lang=it");
    expect(res.body.precautionary_statements).toEqual([
      { code: "P210", text: "Tenere lontano da fonti di calore, superfici calde, scintille, fiamme libere o altre fonti di accensione. Non fumare.", lang: "it" },
      { code: "P305+P351+P338", text: "IN CASO DI CONTATTO CON GLI OCCHI: sciacquare accuratamente per parecchi minuti. Togliere le eventuali lenti a contatto se è agevole farlo. Continuare a sciacquare.", lang: "it" },
      { code: "P403+P235", text: "Conservare in luogo fresco e ben ventilato.", lang: "it" },
      { code: "P317", text: "Get medical help.", lang: "en" },
    ]);
    const spanish = await product("?lang=es");
    expect(spanish.body.precautionary_statements[1].text).toStartWith("EN CASO DE CONTACTO CON LOS OJOS:");
  });

  test("the offline copy carries them in its language; a product without P codes has none", async () => {
    const res = await station(tokenA, "/offline?lang=pl");
    const acetone = res.body.products.find((p: { product_name: string }) => p.product_name === "Acetone");
    expect(acetone.precautionary_statements[2]).toEqual({
      code: "P403+P235", text: "Przechowywać w dobrze wentylowanym miejscu. Przechowywać w chłodnym miejscu.", lang: "pl",
    });
    const bleach = res.body.products.find((p: { product_name: string }) => p.product_name === "Bleach");
    expect(bleach.precautionary_statements).toEqual([]);
  });
});

test("a client address over its budget is refused with 429 and Retry-After", async () => {
  const limited = await createTestApp({ STATION_RATE_LIMIT: "10" });
  try {
    const c = await seedCompany(limited.ctx);
    const token = tokenOf((await limited.request("POST", `/sites/${c.siteId}/station-link`, { token: c.admin.token })).body.url);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await limited.request("GET", `/station/${token}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const refused = await limited.request("GET", `/station/${token}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: "RATE_LIMITED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  } finally {
    await limited.close();
  }
});

test("an address that tries many unknown links is refused, even with a good link", async () => {
  const limited = await createTestApp();
  try {
    const c = await seedCompany(limited.ctx);
    const token = tokenOf((await limited.request("POST", `/sites/${c.siteId}/station-link`, { token: c.admin.token })).body.url);
    for (let i = 0; i < 30; i++) expect((await limited.request("GET", `/station/${"y".repeat(40)}${i}`)).status).toBe(404);
    expect((await limited.request("GET", `/station/${token}`)).status).toBe(429);
  } finally {
    await limited.close();
  }
});

test("a product leaves the station when its last item at the site moves to another site or is deleted", async () => {
  const names = async () => (await station(tokenA, "/products?q=")).body.items.map((p: { product_name: string }) => p.product_name);
  const itemOf = (productId: string) => (app.ctx.db.$client.query("SELECT chemical_id AS id FROM inventory_items WHERE company_product_id = ?").get(productId) as { id: string }).id;
  const before: string[] = await names();
  expect(before).toEqual(expect.arrayContaining(["Acetone", "Bleach"]));
  const moved = await app.request("PATCH", `/chemicals/${itemOf(ids.bleach!.productId)}`, { token: a.manager.token, json: { site_id: otherSiteA, location_id: null } });
  expect(moved.status).toBe(200);
  expect(await names()).toEqual(before.filter((n) => n !== "Bleach"));
  expect((await app.request("DELETE", `/chemicals/${itemOf(ids.acetone!.productId)}`, { token: a.manager.token })).status).toBe(204);
  expect(await names()).toEqual(before.filter((n) => n !== "Bleach" && n !== "Acetone"));
});
