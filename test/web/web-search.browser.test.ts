import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany, type SeededUser } from "../helpers/seed";
import { axeViolations, chromiumMissing, holdRequests, screenshot } from "../helpers/browser";
import { settleJobs } from "../inventory/fixtures";
import { makePdf } from "../labels/make-pdf";
import { createTlsFixture, type TlsFixture } from "../connectors/helpers/tls-fixture";
import { recordingFetch, StubServer, testLookup } from "../connectors/helpers/stub-server";
import { clickButton, named, PASSWORD, signIn, signedInDesktop, signedInViewer, sendFromPage, seedManager } from "./admin-helpers";

/**
 * Web SDS search in real Chromium against real local HTTPS servers (the search provider and an SDS mirror, as
 * test/connectors/ does): switched off, the page says why and how to switch it on, with no control; switched on,
 * a manager searches for a product's SDS, imports a result (it becomes the product's SDS) and follows its reading
 * to the end; an address that is not https is refused next to the field; a viewer is refused by page and API.
 */
let tlsFx: TlsFixture;
let remote: StubServer;
let app: TestApp;
let a: SeededCompany;
let manager: SeededUser;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
let productId = "";

describe.skipIf(chromiumMissing)("web SDS search in the browser", () => {
  beforeAll(async () => {
    tlsFx = createTlsFixture();
    remote = new StubServer(tlsFx);
    const pdfUrl = `${remote.origin("sds-mirror.test")}/sds/acetone.pdf`;
    remote.on("/search", () => Response.json({ id: "r1", results: [
      { title: "Acetone - Safety Data Sheet", url: pdfUrl, snippet: "Acetone SDS by Fisher Scientific", date: "2024-01-02" },
    ] }));
    remote.on("/sds/acetone.pdf", () => new Response(makePdf(["SAFETY DATA SHEET", "Acetone", "Fisher Scientific", "Revision date: 2024-01-02"]), { headers: { "content-type": "application/pdf" } }));
    app = await createTestApp({
      WEBSEARCH_ENABLED: "true", WEBSEARCH_API_KEY: "test-key", WEBSEARCH_API_URL: `${remote.origin("provider.test")}/search`, WEBSEARCH_DOMAINS: "sds-mirror.test",
      IMPORT_ALLOWED_HOSTS: "sds-mirror.test", IMPORT_CA_FILE: tlsFx.caFile,
    }, { lookup: testLookup({ "provider.test": ["127.0.0.1"], "sds-mirror.test": ["127.0.0.1"] }), fetch: recordingFetch() });
    a = await seedCompany(app.ctx, "Plant A");
    manager = await seedManager(app, a.companyId);
    productId = (await app.request("POST", "/chem/products", { token: a.manager.token, json: { product_name: "Acetone", manufacturer: "Fisher Scientific" } })).body.company_product_id;
    await settleJobs(app.ctx);
    remote.received.length = 0;
    ({ browser, page, consoleErrors } = await signedInDesktop(app, manager.email, PASSWORD));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
    await remote?.stop();
    tlsFx?.cleanup();
  });

  test("a manager searches the web for a product's SDS, imports a result (it becomes the product's SDS) and follows its reading", async () => {
    await page.bringToFront();
    await page.goto(`${app.origin}/products/${productId}`);
    await page.waitForSelector('.product[data-status="ready"]');
    await Promise.all([page.waitForNavigation(), page.click(`a[href="/web-search?product=${productId}"]`)]);
    await page.waitForSelector('.web-search[data-status="ready"]');
    await page.waitForFunction(() => (globalThis as any).document.querySelector("#ws-name").value === "Acetone");
    expect(await page.$eval("#ws-mfr", (el) => (el as any).value)).toBe("Fisher Scientific");
    await clickButton(page, "Search the web");
    await page.waitForSelector("[data-results]");
    expect(remote.received.filter((r) => r.path === "/search").length).toBe(1);
    expect(await page.$$eval(".result h3", (els) => els.map((e) => (e as any).textContent))).toEqual(["Acetone - Safety Data Sheet"]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "web-search-results");
    await page.click('button[aria-label="Import this SDS: Acetone - Safety Data Sheet"]');
    await page.waitForSelector(".import-progress");
    await page.waitForSelector('.import-progress:not([data-parse-status="pending"]):not([data-parse-status="processing"])');
    const product = (await app.request("GET", `/chem/products/${productId}`, { token: a.viewer.token })).body;
    expect(product.sds_missing).toBe(false);
    expect(await page.$eval(".import-progress a", (el) => (el as any).getAttribute("href"))).toBe(`/library/${product.current_sds_id}`);
    await screenshot(page, "web-search-imported");
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  test("an address that is not https is refused next to the address field, and nothing is added", async () => {
    const before = (await app.request("GET", "/sds", { token: a.viewer.token })).body.total;
    await page.type("#u-url", "http://sds-mirror.test/sds/acetone.pdf");
    await clickButton(page, "Import");
    await page.waitForSelector("#u-url-error");
    expect(await page.$eval("#u-url-error", (el) => (el as any).textContent)).toMatch(/https/i);
    expect(await page.$eval("#u-url", (el) => (el as any).getAttribute("aria-invalid"))).toBe("true");
    expect(consoleErrors).toEqual([expect.stringContaining("422")]);
    consoleErrors.length = 0;
    expect((await app.request("GET", "/sds", { token: a.viewer.token })).body.total).toBe(before);
    await screenshot(page, "web-search-url-refused");
  }, 60_000);

  test("the product's answer, when it comes after the person typed, fills only the fields the person has not typed in", async () => {
    const products = await holdRequests(page, `/chem/products/${productId}`);
    await page.goto(`${app.origin}/web-search?product=${productId}`);
    await page.waitForSelector('.web-search[data-status="ready"]');
    const late = await products.waitFor(`/chem/products/${productId}`);
    await page.type("#ws-name", "Acetone HPLC grade");
    await page.type("#u-mfr", "Fisher Chemical");
    await products.release(late);
    await products.stop();
    await page.waitForSelector(`.web-search a[href="/products/${productId}"]`);
    expect(await page.$eval("#ws-name", (el) => (el as any).value)).toBe("Acetone HPLC grade");
    expect(await page.$eval("#ws-mfr", (el) => (el as any).value)).toBe("Fisher Scientific");
    expect(await page.$eval("#u-mfr", (el) => (el as any).value)).toBe("Fisher Chemical");
    expect(await page.$eval("#u-name", (el) => (el as any).value)).toBe("Acetone HPLC grade");
    // What the person typed is what is searched for.
    const searched = remote.received.length;
    await clickButton(page, "Search the web");
    await page.waitForSelector("[data-results]");
    expect(await page.$eval("[data-results] p.muted", (el) => (el as any).textContent)).toContain("Acetone HPLC grade");
    expect(remote.received.length).toBeGreaterThan(searched);
  }, 60_000);

  test("a viewer is told web search is for managers, and the API refuses the viewer's search", async () => {
    const { vpage } = await signedInViewer(browser, app, a.companyId);
    await vpage.goto(`${app.origin}/web-search`);
    await vpage.waitForSelector('main[data-status="ready"] [role="alert"]');
    expect(await vpage.$eval('main [role="alert"]', (el) => (el as any).textContent)).toContain("Searching the web and importing SDSs is for managers.");
    expect(await named(vpage, "link", "Web search")).toBe(false);
    const calls = remote.received.length;
    const status = await sendFromPage(vpage, "POST", "/chem/sds/search-web", { product_name: "Acetone", manufacturer: "Fisher" });
    expect(status).toBe(403);
    expect(remote.received.length).toBe(calls);
    expect(await axeViolations(vpage)).toEqual([]);
    await screenshot(vpage, "web-search-viewer");
  }, 60_000);
  // Last: a second app in this process shares the embedded job queue, which closing it stops.
  test("switched off (the air-gapped default), the page says why and how an administrator switches it on, with no search control", async () => {
    const off = await createTestApp();
    try {
      const b = await seedCompany(off.ctx, "Plant B");
      const m = await seedUser(off.ctx, b.companyId, "manager", { email: "max@plant-b.test", passwordHash: await Bun.password.hash(PASSWORD) });
      const p = await signIn(browser, off, m.email, PASSWORD);
      await p.setViewport({ width: 1280, height: 900 });
      await p.goto(`${off.origin}/web-search`);
      await p.waitForSelector('[data-status="disabled"]');
      const words = await p.$eval('[data-status="disabled"]', (el) => (el as any).textContent);
      expect(words).toContain("Web search is switched off");
      expect(words).toContain("WEBSEARCH_ENABLED=true");
      expect(await p.$$eval("main button", (els) => els.length)).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      await screenshot(p, "web-search-off");
      await p.close();
    } finally { await off.close(); }
  }, 60_000);
});
