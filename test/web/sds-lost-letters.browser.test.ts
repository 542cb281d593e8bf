import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany, type SeededUser } from "../helpers/seed";
import { axeViolations, chromiumMissing, screenshot } from "../helpers/browser";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { polishSheet } from "../helpers/letters-sheets";
import { PASSWORD, signedInDesktop } from "./admin-helpers";

/**
 * A Polish SDS whose generator printed its own letters as "?" (lost-letters.ts), in real Chromium: the labels were read
 * (supplier, revision date, signal word, H-code), the product name is shown as printed, and the Reading card tells the
 * EHS manager why it waits for a check — the name holds letters the PDF lost.
 */
let app: TestApp;
let a: SeededCompany;
let manager: SeededUser;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
let sdsId = "";

const text = (selector: string) => page.$eval(selector, (el) => (el as any).textContent.trim());

describe.skipIf(chromiumMissing)("an SDS whose text layer lost its letters, in the browser", () => {
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    manager = await seedUser(app.ctx, a.companyId, "manager", { email: "ehs@plant-a.test", passwordHash: await Bun.password.hash(PASSWORD) });
    const pdf = makePdf(polishSheet("Czyścik Uniwersalny").map((line) => line.replace(/[^\x00-\x7f]/g, "?")), [], { winAnsi: true });
    const up = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["czyscik.pdf", pdf]]) });
    expect(up.status).toBe(201);
    sdsId = up.body.sds_id;
    await app.ctx.jobs.idle();
    ({ browser, page, consoleErrors } = await signedInDesktop(app, manager.email, PASSWORD));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
  });

  test("the fields its labels give, the name as printed, and the reason it waits for a check", async () => {
    await page.goto(`${app.origin}/library/${sdsId}`);
    await page.waitForSelector('.sds-details[data-status="ready"]');
    expect(await text("h1")).toBe("Czy?cik Uniwersalny");
    expect(await text(".identity")).toContain("Chemia Polska Sp. z o.o. · revised 2020-06-05");
    expect(await text(".signal")).toBe("DANGER");
    expect(await text(".card.parse")).toContain("Read — some values need a check");
    const reasons = await page.$$eval(".card.parse ul li", (items) => items.map((item) => (item as any).textContent.trim()));
    expect(reasons).toContain(`the product name "Czy?cik Uniwersalny" holds letters the PDF's text layer lost (printed as "?" or "\ufffd"): check it against the sheet`);
    await screenshot(page, "sds-details-lost-letters");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
