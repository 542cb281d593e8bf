import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { newId } from "../../src/shared/ids";
import { seedStationProduct } from "../station/station-fixtures";
import { axeViolations, chromiumMissing, holdRequests, launchBrowser, screenshot, watchConsole } from "../helpers/browser";

/**
 * The site SDS station in real Chromium: a worker's journey on a phone and a tablet, in English and
 * Spanish, a revoked link, and the station still working after the appliance is stopped.
 */
let app: TestApp;
let a: SeededCompany;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
let link = "";
const phone = { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const tablet = { width: 800, height: 1280, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

const SECTIONS = {
  4: "Eyes: rinse cautiously with water for several minutes.\nSkin: wash with plenty of water.",
  5: "Use alcohol-resistant foam, dry chemical or carbon dioxide.",
  6: "Remove ignition sources. Absorb with inert material.",
  7: "Keep container tightly closed in a cool, well-ventilated place.",
  8: "Safety glasses with side shields. Nitrile gloves.",
};

const ready = () => page.waitForSelector('.station[data-status="ready"]');

/** Types into the searchbox as a person (or a barcode scanner) does, then Enter. */
async function search(text: string) {
  await page.waitForSelector("#q");
  await page.$eval("#q", (el) => (el as any).select());
  await page.keyboard.press("Backspace");
  await page.type("#q", text);
  await page.keyboard.press("Enter");
}

/** The element with this role and accessible name exists (what a screen reader announces). */
async function named(p: Page, role: string, name: string) {
  type AxNode = { role: string; name?: string; children?: AxNode[] };
  const find = (n: AxNode | null): boolean => !!n && ((n.role === role && n.name === name) || (n.children ?? []).some(find));
  return find((await p.accessibility.snapshot({ interestingOnly: true })) as AxNode | null);
}

/** A product's id at the station, by its name (what the results link to). */
async function productIdOf(name: string): Promise<string> {
  const token = new URL(link).pathname.split("/").filter(Boolean).pop()!;
  const found = await app.request("GET", `/station/${token}/products?q=${encodeURIComponent(name)}`);
  return found.body.items[0].product_id;
}

describe.skipIf(chromiumMissing)("site SDS station in the browser", () => {
  beforeAll(async () => {
    app = await createTestApp({ STATION_RATE_LIMIT: "100000" });
    a = await seedCompany(app.ctx, "Plant A");
    await seedStationProduct(app.ctx, a.companyId, {
      name: "Acetone", manufacturer: "Fisher Scientific", siteId: a.siteId, barcode: "0123456789012", cas: "67-64-1",
      signalWord: "DANGER", hCodes: ["H225", "H319", "H336"], pictograms: ["GHS02", "GHS07"], sections: SECTIONS,
      pCodes: ["P210", "P305", "P351", "P338", "P403", "P235"],
    });
    await seedStationProduct(app.ctx, a.companyId, { name: "Sodium Hypochlorite 12%", manufacturer: "Univar", siteId: a.siteId, signalWord: "DANGER", hCodes: ["H314", "H400"], sections: SECTIONS });
    await seedStationProduct(app.ctx, a.companyId, { name: "Hydraulic Oil 46", manufacturer: "ExxonMobil", siteId: a.siteId, sections: { 4: "No special measures." } });
    await seedStationProduct(app.ctx, a.companyId, { name: "Isopropanol", manufacturer: "Brenntag", siteId: a.siteId, signalWord: "WARNING", hCodes: ["H226", "H319"] });
    link = (await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).body.url;
    browser = await launchBrowser();
    page = await browser.newPage();
    consoleErrors = watchConsole(page);
    await page.setViewport(phone);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
  });

  test("a worker finds a product by name, sees its hazards and emergency sections, and opens its SDS", async () => {
    await page.goto(link);
    await ready();
    expect(await page.$eval(".site", (el) => el.textContent)).toBe("Main plant");
    await page.waitForSelector(".result");
    expect(await named(page, "searchbox", "Search")).toBe(true);
    await screenshot(page, "station-start-phone");
    await search("acet");
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll(".result").length === 1);
    await screenshot(page, "station-search-phone");
    await page.locator(".result").click();
    await page.waitForSelector("#product-heading");
    const text = await page.$eval("main", (el) => el.textContent ?? "");
    expect(text).toContain("Acetone");
    expect(text).toContain("DANGER");
    expect(text).toContain("Highly flammable liquid and vapor");
    expect(text).toContain("Nitrile gloves");
    // Precautionary statements: after the emergency sections, collapsed, combined codes as one sentence.
    const precautions = await page.$eval("details.precautionary", (el) => ({
      open: (el as any).open, summary: el.querySelector("summary")?.textContent, afterEmergency: !!el.closest("article")?.querySelector("#emergency-heading")
        && (el.compareDocumentPosition(el.ownerDocument.querySelector("#emergency-heading")!) & 2) === 2,
      items: [...el.querySelectorAll("li")].map((li) => li.textContent),
    }));
    expect(precautions).toEqual({
      open: false, summary: "Precautionary statements (3)", afterEmergency: true,
      items: [
        "P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.",
        "P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.",
        "P403+P235 Store in a well-ventilated place. Keep cool.",
      ],
    });
    expect(await page.$$eval('.pictogram svg[role="img"]', (els) => els.map((e) => e.getAttribute("aria-label")))).toEqual(["Flame (GHS02)", "Exclamation mark (GHS07)"]);
    expect(page.url()).toContain("/products/");
    await screenshot(page, "station-product-phone");

    expect(await named(page, "link", "Open SDS")).toBe(true);
    const href = await page.$eval("a.open-sds", (el) => (el as any).href);
    const pdf = await fetch(href);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(consoleErrors).toEqual([]);
  }, 30_000);

  test("targets are large enough for gloves and the page has no serious accessibility violation", async () => {
    expect(await axeViolations(page)).toEqual([]);
    const small = await page.$$eval("a, button, input, summary", (els) => els
      .filter((e) => !e.closest(".visually-hidden"))
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.height < 48 || r.width < 48))
      .map(({ e }) => e.outerHTML.slice(0, 80)));
    expect(small).toEqual([]);
    await page.goBack();
    await page.waitForSelector("#q");
    expect(await axeViolations(page)).toEqual([]);
  }, 30_000);

  test("a scanned barcode (typed, then Enter) opens its product", async () => {
    await search("0123456789012");
    await page.waitForFunction(() => (globalThis as any).document.querySelector("#product-heading")?.textContent === "Acetone");
    await page.setViewport(tablet);
    await screenshot(page, "station-product-tablet");
    await page.setViewport(phone);
  }, 30_000);

  test("the station speaks Spanish after the switch, and remembers it", async () => {
    await page.goto(link);
    await ready();
    await page.click("button.lang");
    await page.waitForFunction(() => (globalThis as any).document.querySelector("label[for=q]")?.textContent === "Buscar");
    expect(await named(page, "searchbox", "Buscar")).toBe(true);
    expect(await page.$eval("html", (el) => el.lang)).toBe("es");
    await page.locator(".result").click();
    await page.waitForSelector("#product-heading");
    await page.waitForFunction(() => (globalThis as any).document.querySelector(".statements li[lang=es]"));
    const text = await page.$eval("main", (el) => el.textContent ?? "");
    expect(text).toContain("Peligro");
    // The hazard statements in the official Spanish wording, marked as Spanish.
    expect(await page.$$eval(".statements li", (lis) => lis.map((li) => [li.getAttribute("lang"), li.textContent]))).toEqual([
      ["es", "H225 Líquido y vapores muy inflamables."], ["es", "H319 Provoca irritación ocular grave."], ["es", "H336 Puede provocar somnolencia o vértigo."],
    ]);
    // The precautionary statements too, in CLP's own combined sentences.
    await page.click("details.precautionary summary");
    expect(await page.$eval("details.precautionary summary", (el) => el.textContent)).toBe("Consejos de prudencia (3)");
    expect(await page.$$eval("details.precautionary li", (lis) => lis.map((li) => [li.getAttribute("lang"), li.textContent]))).toEqual([
      ["es", "P210 Mantener alejado del calor, de superficies calientes, de chispas, de llamas abiertas y de cualquier otra fuente de ignición. No fumar."],
      ["es", "P305+P351+P338 EN CASO DE CONTACTO CON LOS OJOS: Enjuagar con agua cuidadosamente durante varios minutos. Quitar las lentes de contacto cuando estén presentes y pueda hacerse con facilidad. Proseguir con el lavado."],
      ["es", "P403+P235 Almacenar en un lugar bien ventilado. Mantener en lugar fresco."],
    ]);
    for (const title of ["Primeros auxilios", "Medidas de lucha contra incendios", "Medidas en caso de vertido accidental", "Manipulación y almacenamiento", "Controles de exposición/protección individual"]) {
      expect(text).toContain(title);
    }
    // The sections stay as the SDS prints them, labelled with its language.
    expect(text).toContain("Tal como figura en la FDS (inglés)");
    expect(await page.$eval(".section-text", (el) => el.getAttribute("lang"))).toBe("en");
    expect(await page.$$eval('.pictogram svg[role="img"]', (els) => els.map((e) => e.getAttribute("aria-label")))).toEqual(["Llama (GHS02)", "Signo de exclamación (GHS07)"]);
    expect(await named(page, "link", "Abrir FDS")).toBe(true);
    await screenshot(page, "station-product-spanish");
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.waitForSelector("#product-heading");
    expect(await named(page, "button", "Switch to English")).toBe(true);
    await page.click("button.lang");
    await page.waitForFunction(() => (globalThis as any).document.documentElement.lang === "en");
    expect(consoleErrors).toEqual([]);
  }, 30_000);

  test("a product's answer that comes after the worker went back and opened another product does not replace it", async () => {
    const tab = await browser.newPage();
    try {
      await tab.setViewport(phone);
      await tab.goto(link);
      await tab.waitForSelector('.station[data-status="ready"] .result');
      const products = await holdRequests(tab, "/products/");
      // Acetone's page is slow to come; the worker goes back and opens Isopropanol, which comes at once.
      await tab.click('a.result[href$="/products/' + (await productIdOf("Acetone")) + '"]');
      const late = await products.waitFor(`/products/${await productIdOf("Acetone")}`);
      await tab.goBack();
      await tab.waitForSelector("a.result");
      await tab.click('a.result[href$="/products/' + (await productIdOf("Isopropanol")) + '"]');
      await products.release(await products.waitFor(`/products/${await productIdOf("Isopropanol")}`));
      await tab.waitForFunction(() => (globalThis as any).document.querySelector("#product-heading")?.textContent === "Isopropanol");
      await products.release(late);
      await products.stop();
      expect(await tab.$eval("#product-heading", (el) => el.textContent)).toBe("Isopropanol");
      expect(tab.url()).toEndWith(`/products/${await productIdOf("Isopropanol")}`);
    } finally { await tab.close(); }
  }, 30_000);

  test("a revoked link says so in words and shows nothing", async () => {
    const siteId = newId();
    const now = new Date().toISOString();
    app.ctx.db.$client.query("INSERT INTO sites (site_id, company_id, name, is_active, created_at, updated_at) VALUES (?, ?, 'North yard', 1, ?, ?)").run(siteId, a.companyId, now, now);
    const other = (await app.request("POST", `/sites/${siteId}/station-link`, { token: a.admin.token })).body.url;
    const tab = await browser.newPage();
    await tab.setViewport(phone);
    await tab.goto(other);
    await tab.waitForSelector('.station[data-status="ready"]');
    expect((await app.request("DELETE", `/sites/${siteId}/station-link`, { token: a.admin.token })).status).toBe(204);
    await tab.reload();
    await tab.waitForSelector('.station[data-status="revoked"]');
    expect(await tab.$eval('[role="alert"]', (el) => el.textContent)).toContain("This station link is not valid");
    expect(await tab.$(".result")).toBeNull();
    await screenshot(tab, "station-revoked");
    expect(await axeViolations(tab)).toEqual([]);
    await tab.close();
  }, 30_000);

  test("after one visit the station works with the appliance stopped, and says how fresh its copy is", async () => {
    await page.goto(link);
    await ready();
    await page.waitForSelector('.station[data-saved="saved"]', { timeout: 20_000 });
    expect(await page.$eval(".notice", (el) => el.textContent)).toContain("Saved on this device");
    await screenshot(page, "station-saved");
    await app.close();

    await page.reload();
    await page.waitForSelector('.station[data-source="offline"]');
    expect(await page.$eval(".notice.offline", (el) => el.textContent)).toMatch(/cannot be reached.*saved on this device on .*(just now|min ago)/);
    await search("hypochlorite");
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll(".result").length === 1);
    await page.locator(".result").click();
    await page.waitForSelector("#product-heading");
    expect(await page.$eval("main", (el) => el.textContent ?? "")).toContain("Use alcohol-resistant foam");
    await screenshot(page, "station-offline-product");
    const href = await page.$eval('a.open-sds', (el) => (el as any).href);
    const kept = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get("content-type"), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)) };
    }, href);
    expect(kept).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });
    // Offline, only the failed calls to the stopped appliance may appear in the console.
    expect(consoleErrors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch/.test(e))).toEqual([]);
  }, 60_000);
});
