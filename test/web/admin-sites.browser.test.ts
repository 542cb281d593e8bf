import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany, type SeededUser } from "../helpers/seed";
import { axeViolations, chromiumMissing, screenshot } from "../helpers/browser";
import { clickButton, named, PASSWORD, signedInDesktop, signedInViewer, sendFromPage } from "./admin-helpers";

/**
 * The admin's sites page in real Chromium: a site's SDS station link made, shown as a QR code, printed,
 * opened, rotated (the old link stops working) and revoked; a site and a location added, renamed, deactivated.
 */
let app: TestApp;
let a: SeededCompany;
let admin: SeededUser;
let browser: Browser;
let page: Page;
let consoleErrors: string[];

const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const doc = () => (globalThis as any).document;
const linkState = () => page.$eval(".station-link", (el) => el.getAttribute("data-link"));

describe.skipIf(chromiumMissing)("admin: sites, locations and station links in the browser", () => {
  beforeAll(async () => {
    app = await createTestApp({ STATION_RATE_LIMIT: "100000" });
    a = await seedCompany(app.ctx, "Plant A");
    admin = await seedUser(app.ctx, a.companyId, "admin", { email: "ada@plant-a.test", passwordHash: await Bun.password.hash(PASSWORD) });
    ({ browser, page, consoleErrors } = await signedInDesktop(app, admin.email, PASSWORD));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
  });

  test("the admin makes a site's station link, sees it as a QR code, prints it, and a worker opens it", async () => {
    await page.goto(`${app.origin}/admin/sites`);
    await page.waitForFunction(() => (globalThis as any).document.querySelector('.station-link[data-link="none"]'));
    expect(await named(page, "heading", "Main plant")).toBe(true);
    await screenshot(page, "admin-sites-no-link");
    await clickButton(page, "Make station link");
    
    await page.waitForSelector(".qr-card img.qr");
    const url = await page.$eval(".qr-card .link-url", (el) => el.textContent!);
    expect(url).toStartWith(`${app.origin}/station/`);
    expect(await named(page, "image", "QR code of the station link of Main plant")).toBe(true);
    // The QR image really is drawn (an SVG the browser decoded), not a broken image.
    expect(await page.$eval("img.qr", (el) => (el as any).naturalWidth)).toBeGreaterThan(0);
    expect(await linkState()).toBe("exists");
    await screenshot(page, "admin-sites-link-made");

    await page.evaluate(() => { (globalThis as any).print = () => { (globalThis as any).printed = true; }; });
    await clickButton(page, "Print QR code");
    expect(await page.evaluate(() => (globalThis as any).printed)).toBe(true);
    await page.emulateMediaType("print");
    expect(await page.$eval(".bar", (el) => (globalThis as any).getComputedStyle(el).display)).toBe("none");
    expect(await page.$eval(".qr-card img.qr", (el) => (globalThis as any).getComputedStyle(el).display)).not.toBe("none");
    expect(await page.$eval(".locations", (el) => (globalThis as any).getComputedStyle(el).display)).toBe("none");
    await screenshot(page, "admin-sites-print");
    await page.emulateMediaType("screen");

    const worker = await browser.newPage();
    await worker.goto(url);
    await worker.waitForSelector('.station[data-status="ready"]');
    expect(await worker.$eval(".site", (el) => el.textContent)).toBe("Main plant");
    await worker.close();
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  test("rotating the link stops the old one; revoking stops the new one", async () => {
    const first = tokenOf(await page.$eval(".qr-card .link-url", (el) => el.textContent!));
    await clickButton(page, "Make a new link (rotate)");
    await page.waitForFunction((old) => !(globalThis as any).document.querySelector(".qr-card .link-url")?.textContent.endsWith(old), {}, first);
    const second = tokenOf(await page.$eval(".qr-card .link-url", (el) => el.textContent!));
    expect(second).not.toBe(first);
    expect((await app.request("GET", `/station/${first}`)).status).toBe(404);
    expect((await app.request("GET", `/station/${second}`)).status).toBe(200);

    await clickButton(page, "Revoke link");
    await page.waitForFunction(() => (globalThis as any).document.querySelector('.station-link[data-link="none"]'));
    expect(await page.$(".qr-card")).toBeNull();
    expect((await app.request("GET", `/station/${second}`)).status).toBe(404);
    expect((await app.request("GET", `/sites/${a.siteId}/station-link`, { token: a.admin.token })).body.exists).toBe(false);
    await screenshot(page, "admin-sites-link-revoked");
  }, 60_000);

  test("the admin adds a site and a location, renames the site and deactivates the location", async () => {
    await page.type("#new-site", "North warehouse");
    await clickButton(page, "Add site");
    await page.waitForSelector('section[data-site="North warehouse"]');
    const site = (await app.request("GET", "/sites", { token: a.admin.token })).body.items.find((s: any) => s.name === "North warehouse");
    expect(site).toBeDefined();

    const nameField = `#site-${site.site_id}-name`;
    await page.$eval(nameField, (el) => (el as any).select());
    await page.type(nameField, "North warehouse B");
    await clickButton(page, "Rename", 'section[data-site="North warehouse"]');
    await page.waitForSelector('section[data-site="North warehouse B"]');

    await page.type(`#loc-${site.site_id}`, "Flammables cabinet");
    await clickButton(page, "Add location", 'section[data-site="North warehouse B"]');
    await page.waitForFunction(() => [...(globalThis as any).document.querySelectorAll(".locations li")].some((li: any) => li.textContent.includes("Flammables cabinet")));
    await page.locator('button[aria-label="Deactivate Flammables cabinet"]').click();
    await page.waitForSelector('button[aria-label="Reactivate Flammables cabinet"]');
    const locs = (await app.request("GET", `/sites/${site.site_id}/locations`, { token: a.admin.token })).body.items;
    expect(locs.map((l: any) => [l.name, l.is_active])).toEqual([["Flammables cabinet", false]]);
    await screenshot(page, "admin-sites-added");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  test("a viewer is told the page is for administrators, and the API refuses the viewer's station link", async () => {
    const { vpage } = await signedInViewer(browser, app, a.companyId);
    await vpage.goto(`${app.origin}/admin/sites`);
    await vpage.waitForSelector('.admin[data-status="ready"] [role="alert"]');
    expect(await vpage.$eval('[role="alert"]', (el) => el.textContent)).toContain("Only an administrator");
    expect(await vpage.$(".station-link")).toBeNull();
    const status = await sendFromPage(vpage, "POST", `/sites/${a.siteId}/station-link`);
    expect(status).toBe(403);
    await screenshot(vpage, "admin-sites-viewer-refused");
    expect(await axeViolations(vpage)).toEqual([]);
  }, 60_000);
});
