import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany, type SeededUser } from "../helpers/seed";
import { axeViolations, chromiumMissing, screenshot } from "../helpers/browser";
import { clickButton, named, PASSWORD, signedInDesktop } from "./admin-helpers";
import { productWithSds } from "../printing/label-helpers";

/**
 * Printing in real Chromium: a product's label (format and size chosen), the labels of a location, and on the
 * admin's site page the station poster (A4, a page per location), a binder built with its progress shown and
 * downloaded as PDF and ZIP, and the emergency inventory (PDF, CSV). Every file must answer as what it is.
 */
let app: TestApp;
let a: SeededCompany;
let admin: SeededUser;
let browser: Browser;
let page: Page;
let consoleErrors: string[];

/** GET in the page (the session cookie goes along, as when the person opens the link): status and content type. */
const fetchInPage = (url: string) => page.evaluate(async (u) => {
  const res = await fetch(u, { credentials: "same-origin" });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), head: String.fromCharCode(...bytes.slice(0, 5)) };
}, url);
const hrefOf = (selector: string, text: string) => page.$$eval(selector, (els, t) => (els.find((el) => el.textContent?.trim() === t) as any)?.href as string, text);

describe.skipIf(chromiumMissing)("printing in the browser", () => {
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    admin = await seedUser(app.ctx, a.companyId, "admin", { email: "ada@plant-a.test", passwordHash: await Bun.password.hash(PASSWORD) });
    await productWithSds(app, a, { name: "Acetone Technical" });
    await app.request("POST", `/sites/${a.siteId}/station-link`, { token: a.admin.token });
    ({ browser, page, consoleErrors } = await signedInDesktop(app, admin.email, PASSWORD));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
  });

  test("a product's label: format and size chosen, the PDF opens; a location's labels in one PDF", async () => {
    await page.goto(`${app.origin}/inventory`);
    await page.waitForSelector(".items-table[data-loaded] tr[data-product='Acetone Technical']");
    await page.click("tr[data-product='Acetone Technical'] details.print-label summary");
    const id = await page.$eval("tr[data-product='Acetone Technical'] details.print-label select", (el) => el.id.replace(/-format$/, ""));
    await page.select(`#${id}-format`, "workplace");
    await page.select(`#${id}-size`, "4x3");
    expect(await named(page, "combobox", "Format")).toBe(true);
    await screenshot(page, "printing-label-choices");
    const href = await hrefOf("tr[data-product='Acetone Technical'] a", "Open label (PDF)");
    expect(href).toContain("format=workplace");
    expect(href).toContain("size=4x3");
    expect(await fetchInPage(href)).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });
    expect(await axeViolations(page)).toEqual([]);

    await page.select("#f-loc", a.locationId);
    await page.waitForSelector("form[aria-label='Labels for Store room A']");
    // The PDF goes to a tab opened at the click; the tab is a stand-in here (a real one would hold the page's process).
    await page.evaluate(() => { (globalThis as any).open = () => ((globalThis as any).tab = { location: { href: "" }, close() {} }); });
    const answer = page.waitForResponse((r) => r.url().endsWith("/chem/products/labels.pdf") && r.request().method() === "POST");
    await clickButton(page, "Print labels for this location");
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    await page.waitForFunction(() => String((globalThis as any).tab.location.href).startsWith("blob:"));
    await screenshot(page, "printing-location-labels");
  }, 60_000);

  test("the admin's site page: station poster, binder with live progress and downloads, emergency inventory", async () => {
    await app.request("POST", `/sites/${a.siteId}/locations`, { token: a.admin.token, json: { name: "Łaźnia" } });
    await page.goto(`${app.origin}/admin/sites`);
    await page.waitForSelector(".station-link[data-link='exists']");
    await screenshot(page, "printing-site-start");
    await page.waitForSelector(".qr-card .link-url");
    expect(await page.$eval(".qr-card .link-url", (el) => el.textContent)).toStartWith(`${app.origin}/station/`);
    await page.waitForSelector(".printing a.button");
    await page.select(".printing select[id$='-paper']", "a4");
    await page.select(".printing select[id$='-where']", "each");
    const poster = await hrefOf(".printing a", "Open station poster (PDF)");
    expect(poster).toContain("paper=a4");
    expect(poster).toContain("per_location=true");
    expect(await fetchInPage(poster)).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });

    await page.waitForSelector('.binder[data-binder="none"]');
    await clickButton(page, "Build binder");
    await page.waitForSelector('.binder[data-binder="completed"]', { timeout: 60_000 });
    await screenshot(page, "printing-binder-built");
    // The download opens in a new tab; the tab's address is caught instead (a file tab closes itself when it downloads).
    await page.evaluate(() => { (globalThis as any).open = (u: string) => { (globalThis as any).opened = u; return null; }; });
    for (const [button, name, type] of [["Download binder (PDF)", "sds-binder.pdf", "application/pdf"], ["Download binder (ZIP)", "sds-binder.zip", "application/zip"]] as const) {
      await clickButton(page, button);
      await page.waitForFunction((n) => String((globalThis as any).opened ?? "").includes(n), {}, name);
      const file = await fetchInPage(await page.evaluate(() => (globalThis as any).opened as string));
      expect(file.status).toBe(200);
      expect(file.type).toBe(type);
    }
    expect(await fetchInPage(await hrefOf(".printing a", "Emergency inventory (PDF)"))).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });
    const csv = await fetchInPage(await hrefOf(".printing a", "Emergency inventory (CSV)"));
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
    await screenshot(page, "printing-site");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
