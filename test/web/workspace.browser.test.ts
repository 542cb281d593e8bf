import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany } from "../helpers/seed";
import { seedStationProduct } from "../station/station-fixtures";
import { axeViolations, chromiumMissing, launchBrowser, screenshot, watchConsole } from "../helpers/browser";

/**
 * The signed-in workspace in real Chromium: a signed-out visit goes to sign-in and comes back, a wrong
 * password is said next to the field, the dashboard's counts lead to the filtered library, the library
 * pages, searches and sorts, sign-out ends the session, and a viewer is refused a manager's change.
 */
let app: TestApp;
let a: SeededCompany;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
const PASSWORD = "correct horse battery staple";
let failedSdsId = "";
const expectedRefusals: string[] = [];

const texts = (selector: string) => page.$$eval(selector, (els) => els.map((el) => (el as any).textContent.trim()));
const at = (path: string) => page.waitForFunction((p) => (globalThis as any).location.pathname + (globalThis as any).location.search === p, {}, path);
const libraryReady = (query: string) => page.waitForSelector(`.library[data-status="ready"][data-query="${query}"]`);

async function named(p: Page, role: string, name: string) {
  type AxNode = { role: string; name?: string; children?: AxNode[] };
  const find = (n: AxNode | null): boolean => !!n && ((n.role === role && n.name === name) || (n.children ?? []).some(find));
  return find((await p.accessibility.snapshot({ interestingOnly: true })) as AxNode | null);
}

async function signInWith(email: string, password: string) {
  await page.waitForSelector("#email");
  for (const [field, text] of [["#email", email], ["#password", password]] as const) {
    // As a person does: select what the field holds, delete it, type.
    await page.$eval(field, (el) => (el as any).select());
    await page.keyboard.press("Backspace");
    await page.type(field, text);
  }
  await page.click("button[type=submit]");
}

describe.skipIf(chromiumMissing)("workspace in the browser", () => {
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    const hash = await Bun.password.hash(PASSWORD, { algorithm: "argon2id" });
    await seedUser(app.ctx, a.companyId, "manager", { email: "ehs@plant.test", passwordHash: hash });
    await seedUser(app.ctx, a.companyId, "viewer", { email: "reader@plant.test", passwordHash: hash });
    for (let i = 1; i <= 30; i++) {
      await seedStationProduct(app.ctx, a.companyId, { name: `Solvent ${String(i).padStart(2, "0")}`, manufacturer: i % 2 ? "Brenntag" : "Univar", siteId: a.siteId, signalWord: "DANGER", pictograms: ["GHS02", "GHS07"] });
    }
    const bleach = await seedStationProduct(app.ctx, a.companyId, { name: "Bleach", siteId: a.siteId });
    failedSdsId = bleach.sdsId!;
    app.ctx.db.$client.query("UPDATE sds_documents SET parse_status = 'failed' WHERE sds_id = ?").run(failedSdsId);
    await seedStationProduct(app.ctx, a.companyId, { name: "Mystery drum", siteId: a.siteId, withSds: false });
    browser = await launchBrowser();
    page = await browser.newPage();
    consoleErrors = watchConsole(page);
    // The signed-out page's session check (GET /auth/session → 401), the wrong password (POST → 401) and
    // the viewer's refused change (403) are answers the test asks for; Chromium logs every 4xx resource. Any other console error counts.
    page.on("console", (msg) => {
      const url = msg.location().url ?? "";
      if (msg.type() === "error" && ((/status of 401/.test(msg.text()) && url.endsWith("/api/v1/auth/session")) || (/status of 403/.test(msg.text()) && url.endsWith("/review")))) {
        expectedRefusals.push(msg.text());
      }
    });
    await page.setViewport({ width: 1280, height: 900 });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
  });

  test("a signed-out visit goes to sign-in; a wrong password is said next to the field", async () => {
    await page.goto(`${app.origin}/library?parse_status=failed`);
    await at(`/sign-in?next=${encodeURIComponent("/library?parse_status=failed")}`);
    await page.waitForSelector("#email");
    expect(await named(page, "textbox", "Email")).toBe(true);
    expect(await named(page, "textbox", "Password")).toBe(true);
    expect(await named(page, "button", "Sign in")).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "workspace-sign-in");
    await signInWith("ehs@plant.test", "not the password at all");
    await page.waitForSelector("#password-error");
    expect(await page.$eval("#password-error", (el) => (el as any).textContent)).toMatch(/password/i);
    expect(await page.$eval("#password", (el) => (el as any).getAttribute("aria-describedby"))).toBe("password-error");
    await screenshot(page, "workspace-sign-in-wrong-password");
  });

  test("signing in comes back to the page asked for; no token is readable by the page", async () => {
    await signInWith("ehs@plant.test", PASSWORD);
    await at("/library?parse_status=failed");
    await libraryReady("parse_status=failed&page_size=25");
    expect(await texts(".rows tbody tr td:first-child")).toEqual(["Bleach"]);
    expect(await page.evaluate(() => (globalThis as any).document.cookie)).toBe("");
  });

  test("the dashboard counts what needs attention and a count opens the filtered library", async () => {
    await page.click('nav[aria-label="Workspace"] a[href$="/dashboard"]');
    await page.waitForSelector('.dashboard[data-status="ready"]');
    const n = (key: string) => page.$eval(`[data-count="${key}"] .n`, (el) => (el as any).textContent);
    expect(await n("sds_failed")).toBe("1");
    expect(await n("products_without_sds")).toBe("1");
    expect(await n("reviews_pending")).toBe("31");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "workspace-dashboard");
    await page.click('[data-count="sds_failed"] a');
    await libraryReady("parse_status=failed&page_size=25");
    expect(await texts(".rows tbody tr td:first-child")).toEqual(["Bleach"]);
  });

  test("the library pages by 25, searches and sorts", async () => {
    await page.goto(`${app.origin}/library?sort_by=product_name&sort_order=asc`);
    await libraryReady("sort_by=product_name&sort_order=asc&page_size=25");
    expect(await page.$$eval(".rows tbody tr", (r) => r.length)).toBe(25);
    expect(await page.$eval(".count", (el) => (el as any).textContent)).toBe("31 SDSs");
    expect((await texts(".rows tbody tr td:first-child"))[0]).toBe("Bleach");
    expect(await page.$$eval(".rows svg[data-ghs]", (s) => s.length)).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "workspace-library");
    await page.click(".pager button:last-of-type");
    await libraryReady("sort_by=product_name&sort_order=asc&page=2&page_size=25");
    expect(await texts(".rows tbody tr td:first-child")).toEqual(["Solvent 25", "Solvent 26", "Solvent 27", "Solvent 28", "Solvent 29", "Solvent 30"]);
    await page.type("#library-search", "univar");
    await page.keyboard.press("Enter");
    await libraryReady("search=univar&sort_by=product_name&sort_order=asc&page_size=25");
    expect(await page.$eval(".count", (el) => (el as any).textContent)).toBe("15 SDSs");
    await page.select("#sort", "product_name:asc");
    await page.select("#review-status", "approved");
    await page.waitForSelector(".empty");
    await screenshot(page, "workspace-library-empty");
    await page.goBack();
    await libraryReady("search=univar&sort_by=product_name&sort_order=asc&page_size=25");
  });

  test("signing out ends the session: the workspace asks to sign in again", async () => {
    await page.click(".bar button");
    await at("/sign-in");
    const res = await page.evaluate(async () => (await fetch("/api/v1/auth/session")).status);
    expect(res).toBe(401);
    await page.goto(`${app.origin}/dashboard`);
    await at(`/sign-in?next=${encodeURIComponent("/dashboard")}`);
  });

  test("a viewer sees no manager actions and the API refuses a manager's change", async () => {
    await signInWith("reader@plant.test", PASSWORD);
    await at("/dashboard");
    await page.waitForSelector('.workspace[data-role="viewer"] .dashboard[data-status="ready"]');
    expect(await page.$$eval("button", (bs) => bs.map((b) => (b as any).textContent.trim()))).toEqual(["Sign out"]);
    const refused = await page.evaluate(async (sdsId) => {
      const session = (await (await fetch("/api/v1/auth/session")).json()) as { csrf_token: string };
      const res = await fetch(`/api/v1/chem/sds/${sdsId}/review`, {
        method: "PATCH", headers: { "content-type": "application/json", "x-csrf-token": session.csrf_token }, body: JSON.stringify({ review_status: "approved" }),
      });
      return { status: res.status, body: await res.json() };
    }, failedSdsId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: "FORBIDDEN" });
    await screenshot(page, "workspace-dashboard-viewer");
  });

  test("no console errors on the way", () => {
    expect(expectedRefusals.length).toBeGreaterThan(0);
    expect(consoleErrors.length).toBe(expectedRefusals.length);
  });
});
