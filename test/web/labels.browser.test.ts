import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany, type SeededUser } from "../helpers/seed";
import { axeViolations, chromiumMissing, holdRequests, screenshot } from "../helpers/browser";
import { settleJobs } from "../inventory/fixtures";
import { makePdf } from "../labels/make-pdf";
import { clickButton, PASSWORD, signedInDesktop, signedInViewer, sendFromPage, seedManager } from "./admin-helpers";

/**
 * Pesticide labels in real Chromium: the page says the regulator lookup is off; a manager adds a label PDF for a
 * registration number (the product with that number is linked to it), reads a label's text into registration
 * number, signal word and product, corrects what was read and applies it to the product; a viewer reads the
 * library without the forms, and the API refuses the viewer's extraction.
 */
let app: TestApp;
let a: SeededCompany;
let manager: SeededUser;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
let weedId = "";
let dir = "";
const product = async () => (await app.request("GET", `/chem/products/${weedId}`, { token: a.viewer.token })).body;

describe.skipIf(chromiumMissing)("pesticide labels in the browser", () => {
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    manager = await seedManager(app, a.companyId);
    weedId = (await app.request("POST", "/chemicals", { token: a.manager.token, json: { site_id: a.siteId, product_name: "Weed Stop", manufacturer: "Agro", container_size: 1, size_unit: "gal", is_pesticide: true, epa_registration_number: "524-308" } })).body.company_product_id;
    await settleJobs(app.ctx);
    dir = mkdtempSync(join(tmpdir(), "labels-"));
    writeFileSync(join(dir, "weed-stop-label.pdf"), makePdf(["WEED STOP", "EPA Reg. No. 524-308", "CAUTION", "Keep out of reach of children"]));
    ({ browser, page, consoleErrors } = await signedInDesktop(app, manager.email, PASSWORD));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("a manager adds a label PDF for a registration number; the product with that number is linked to it", async () => {
    expect((await product()).label_status).toBe("manual_upload_required");
    await page.goto(`${app.origin}/labels`);
    await page.waitForSelector('.labels[data-status="ready"]');
    expect(await page.$eval(".lookup-state", (el) => (el as any).textContent)).toContain("LABEL_LOOKUP_ENABLED=true");
    expect(await page.$eval(".labels .empty", (el) => (el as any).textContent)).toBe("No label yet.");
    await ((await page.$("#up-file")) as ElementHandle<any>).uploadFile(join(dir, "weed-stop-label.pdf"));
    await page.type("#up-reg", "524-308");
    await page.type("#up-name", "Weed Stop");
    await clickButton(page, "Add label");
    await page.waitForSelector('.labels [role="status"]');
    expect(await page.$eval('.labels [role="status"]', (el) => (el as any).textContent)).toBe("Label for EPA Reg. No. 524-308 added; 1 product is now linked to it.");
    await page.waitForSelector('tr[data-reg="524-308"]');
    expect(await product()).toMatchObject({ label_status: "linked" });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "labels-added");
  }, 60_000);

  test("a manager reads a label's text, corrects what was read and applies it to the product", async () => {
    await page.goto(`${app.origin}/labels?product=${weedId}`);
    await page.waitForSelector('.labels[data-status="ready"]');
    await page.type("#x-text", "WEED STOP Herbicide\nEPA Reg. No. 524-308\nDANGER\nKeep out of reach of children");
    await clickButton(page, "Read the label");
    await page.waitForSelector('.review[data-status="read"]');
    expect(await page.$eval("#x-epa_registration_number", (el) => (el as any).value)).toBe("524-308");
    expect(await page.$eval("#x-signal_word", (el) => (el as any).value)).toBe("DANGER");
    expect(await page.$eval("#x-product_name", (el) => (el as any).value)).toBe("WEED STOP Herbicide");
    // The person checks what was read: corrects the signal word, and empties the name to keep the product's own.
    await page.select("#x-signal_word", "WARNING");
    await page.$eval("#x-product_name", (el) => { (el as any).value = ""; (el as any).dispatchEvent(new Event("input", { bubbles: true })); });
    await page.waitForFunction(() => (globalThis as any).document.querySelector("#x-product")?.value !== undefined && (globalThis as any).document.querySelectorAll("#x-product option").length === 1);
    await screenshot(page, "labels-read");
    await clickButton(page, "Apply to the product");
    await page.waitForSelector('.apply [role="status"]');
    expect(await page.$eval('.apply [role="status"]', (el) => (el as any).textContent)).toBe("Applied to Weed Stop.");
    expect(await product()).toMatchObject({ signal_word: "WARNING", epa_registration_number: "524-308", is_pesticide: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  test("the preselected product's answer, coming after the person found another product, does not replace the person's choice", async () => {
    const brush = (await app.request("POST", "/chemicals", { token: a.manager.token, json: { site_id: a.siteId, product_name: "Brush Kill", manufacturer: "Agro", container_size: 1, size_unit: "gal" } })).body.company_product_id;
    await page.goto(`${app.origin}/labels?product=${weedId}`);
    await page.waitForSelector('.labels[data-status="ready"]');
    const preselected = await holdRequests(page, `/chem/products/${weedId}`);
    await page.type("#x-text", "BRUSH KILL\nKeep out of reach of children");
    await clickButton(page, "Read the label");
    await page.waitForSelector('.review[data-status="read"]');
    const late = await preselected.waitFor(`/chem/products/${weedId}`);
    await page.type("#x-find", "brush\n");
    await page.waitForFunction(() => (globalThis as any).document.querySelector("#x-product option")?.textContent === "Brush Kill — Agro");
    await preselected.release(late);
    await preselected.stop();
    expect(await page.$$eval("#x-product option", (os) => os.map((o) => o.textContent))).toEqual(["Brush Kill — Agro"]);
    expect(await page.$eval("#x-product", (el) => (el as any).value)).toBe(brush);
  }, 60_000);

  test("a viewer reads the label library without the forms; the API refuses the viewer's extraction", async () => {
    const { vpage } = await signedInViewer(browser, app, a.companyId);
    await vpage.goto(`${app.origin}/labels`);
    await vpage.waitForSelector('.labels[data-status="ready"]');
    await vpage.waitForSelector('tr[data-reg="524-308"]');
    expect(await vpage.$("#up-file")).toBeNull();
    expect(await vpage.$("#x-text")).toBeNull();
    const status = await sendFromPage(vpage, "POST", "/chem/labels/extract", { text: "EPA Reg. No. 1-2" });
    expect(status).toBe(403);
    expect(await axeViolations(vpage)).toEqual([]);
    await screenshot(vpage, "labels-viewer");
  }, 60_000);
});
