import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany, type SeededUser } from "../helpers/seed";
import { axeViolations, chromiumMissing, screenshot } from "../helpers/browser";
import { FakeSmtp } from "../jobs/fake-smtp";
import { clickButton, named, PASSWORD, signedInDesktop, signedInViewer } from "./admin-helpers";

/**
 * The admin's job queue and audit log in real Chromium: a mail the server refused is a failed job, its
 * error is read in the details, and after the mail server is fixed the admin retries it and it completes;
 * the audit log shows the invitation and the role change, filtered by action, person and days, in pages;
 * a date range the API refuses is said beside its field; a viewer is refused both pages and the API's routes.
 */
let app: TestApp;
let a: SeededCompany;
let admin: SeededUser;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
const smtp = new FakeSmtp();

const text = (selector: string) => page.$eval(selector, (el) => (el as any).textContent.trim() as string);
const texts = (selector: string) => page.$$eval(selector, (els) => els.map((el) => (el as any).textContent.trim() as string));
/** Some control has this accessible name (a date field's role differs between Chromium versions). */
async function hasName(p: Page, name: string): Promise<boolean> {
  type AxNode = { name?: string; children?: AxNode[] };
  const find = (n: AxNode | null): boolean => !!n && (n.name === name || (n.children ?? []).some(find));
  return find((await p.accessibility.snapshot({ interestingOnly: true })) as AxNode | null);
}
const setDate = (selector: string, value: string) => page.$eval(selector, (el, v) => {
  (el as any).value = v;
  el.dispatchEvent(new (globalThis as any).Event("input", { bubbles: true }));
}, value);

describe.skipIf(chromiumMissing)("admin: job queue and audit log in the browser", () => {
  let mailJobId = "";

  beforeAll(async () => {
    app = await createTestApp({ SMTP_URL: smtp.url });
    a = await seedCompany(app.ctx, "Plant A");
    admin = await seedUser(app.ctx, a.companyId, "admin", { email: "ada@plant-a.test", passwordHash: await Bun.password.hash(PASSWORD) });
    ({ browser, page, consoleErrors } = await signedInDesktop(app, admin.email, PASSWORD));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
    smtp.stop();
  });

  test("the admin sees the failed mail job, reads its error, and retries it once the mail server is fixed", async () => {
    smtp.reject = "550 5.1.1 mailbox unavailable";
    const invite = await app.request("POST", "/users/invite", { token: admin.token, json: { email: "new.chemist@plant-a.test", role: "viewer" } });
    expect(invite.status).toBe(201);
    await app.ctx.jobs.idle();
    const failed = (await app.request("GET", "/jobs?status=failed", { token: admin.token })).body.items;
    expect(failed).toHaveLength(1);
    mailJobId = failed[0].job_id;

    await page.goto(`${app.origin}/admin/jobs`);
    await page.waitForSelector('.jobs[data-status="ready"] .jobs-table');
    expect(await named(page, "link", "Job queue")).toBe(true);
    expect(await named(page, "combobox", "Status")).toBe(true);
    expect(await named(page, "combobox", "Kind")).toBe(true);
    await page.select("#job-status", "failed");
    await page.waitForFunction(() => (globalThis as any).location.search === "?status=failed");
    await page.waitForSelector(`tr[data-job="${mailJobId}"][data-status="failed"]`);
    expect(await texts(".jobs-table tbody tr")).toHaveLength(1);
    expect(await text(`tr[data-job="${mailJobId}"]`)).toContain("E-mail");
    expect(await text(`tr[data-job="${mailJobId}"] .problem`)).toContain("550");

    await clickButton(page, "Details", `tr[data-job="${mailJobId}"]`);
    await page.waitForSelector("#job-details .job-error");
    expect(await text("#job-details .job-error")).toContain("mailbox unavailable");
    expect(await text("#job-details")).toContain(mailJobId);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "admin-jobs-failed");

    smtp.reject = null;
    await clickButton(page, "Retry", `tr[data-job="${mailJobId}"]`);
    await page.waitForSelector(".jobs [role=status]");
    expect(await text(".jobs [role=status]")).toContain("queued again");
    await app.ctx.jobs.idle();
    expect((await app.request("GET", `/jobs/${mailJobId}`, { token: admin.token })).body.status).toBe("completed");
    expect(smtp.received.some((m) => m.to.includes("new.chemist@plant-a.test"))).toBe(true);

    await page.select("#job-status", "completed");
    await page.waitForSelector(`tr[data-job="${mailJobId}"][data-status="completed"]`);
    expect(await page.$(`tr[data-job="${mailJobId}"] button[aria-label^="Retry"]`)).toBeNull();
    await page.select("#job-status", "failed");
    await page.waitForSelector(".jobs .empty[data-loaded]");
    expect(await text(".jobs .empty")).toContain("No job matches");
    // The details follow the job: done now, no problem left.
    await page.waitForFunction(() => (globalThis as any).document.querySelector("#job-details")?.textContent.includes("done"));
    expect(await page.$("#job-details .job-error")).toBeNull();
    await screenshot(page, "admin-jobs-retried");
    expect(await axeViolations(page)).toEqual([]);
  }, 90_000);

  test("the audit log shows the invitation and the role change, filtered by action, person and days, in pages", async () => {
    expect((await app.request("PATCH", `/users/${a.viewer.userId}`, { token: admin.token, json: { role: "manager" } })).status).toBe(200);
    // Someone else's change, to filter by person.
    expect((await app.request("PATCH", `/users/${a.manager.userId}`, { token: a.admin.token, json: { name: "Max Manager" } })).status).toBe(200);

    await page.goto(`${app.origin}/admin/audit`);
    await page.waitForSelector('.audit[data-status="ready"] .audit-table');
    for (const name of ["Action", "Person", "From (day)", "To (day)"]) expect(await hasName(page, name)).toBe(true);
    const actions = await page.$$eval(".audit-table tbody tr", (rows) => rows.map((r) => r.getAttribute("data-action")));
    expect(actions).toEqual(expect.arrayContaining(["user.invite", "user.update", "job.retry"]));
    expect(await text('.audit-table tr[data-action="user.invite"]')).toContain("ada@plant-a.test");
    await screenshot(page, "admin-audit-all");
    expect(await axeViolations(page)).toEqual([]);

    // The role change, by action and person.
    await page.type("#audit-action", "user.update");
    await page.select("#audit-user", admin.userId);
    await clickButton(page, "Show");
    await page.waitForFunction(() => (globalThis as any).location.search.includes("action=user.update"));
    await page.waitForSelector('.audit[data-status="ready"] .audit-table');
    const rows = await page.$$eval(".audit-table tbody tr", (rs) => rs.map((r) => r.getAttribute("data-action")));
    expect(rows).toEqual(["user.update"]);
    await page.click('.audit-table tr[data-action="user.update"] summary');
    const change = await text('.audit-table tr[data-action="user.update"] details');
    expect(change).toContain('"role": "viewer"');
    expect(change).toContain('"role": "manager"');
    await screenshot(page, "admin-audit-filtered");
    expect(await axeViolations(page)).toEqual([]);

    // Days: today holds it all; a range that ends before it starts is refused beside the field.
    const today = app.ctx.clock.now().toISOString().slice(0, 10);
    await setDate("#audit-from", today);
    await setDate("#audit-to", today);
    await clickButton(page, "Show");
    await page.waitForFunction((d) => (globalThis as any).location.search.includes(`to=${d}`), {}, today);
    await page.waitForSelector('.audit[data-status="ready"] .audit-table');
    await setDate("#audit-from", "2026-12-31");
    await setDate("#audit-to", "2026-01-01");
    await clickButton(page, "Show");
    await page.waitForSelector("#audit-from-error");
    expect(await text("#audit-from-error")).toContain("from must be before to");
    expect(await page.$eval("#audit-from", (el) => el.getAttribute("aria-describedby"))).toBe("audit-from-error");
    await screenshot(page, "admin-audit-refused-range");

    // Paging: 30 more changes by the admin, 25 to a page.
    await clickButton(page, "Clear filters");
    for (let i = 0; i < 30; i++) await app.request("PATCH", `/users/${a.viewer.userId}`, { token: admin.token, json: { name: `Vera ${i}` } });
    await page.select("#audit-user", admin.userId);
    await clickButton(page, "Show");
    await page.waitForSelector('.audit .pager');
    expect(await text(".audit .pager span")).toContain("Page 1 of 2");
    expect(await texts(".audit-table tbody tr")).toHaveLength(25);
    await clickButton(page, "Next", ".audit .pager");
    await page.waitForFunction(() => (globalThis as any).document.querySelector(".audit .pager span")?.textContent.includes("Page 2 of 2"));
    await page.waitForSelector('.audit[data-status="ready"] .audit-table');
    expect((await texts(".audit-table tbody tr")).length).toBeGreaterThan(0);
    // Chromium logs the refused range (422) itself; the page raised no error of its own.
    expect(consoleErrors.filter((e) => !/422/.test(e))).toEqual([]);
    expect(consoleErrors.filter((e) => /422/.test(e))).toHaveLength(1);
  }, 120_000);

  test("a viewer is refused the job queue and the audit log, in the page and by the API", async () => {
    const { vpage } = await signedInViewer(browser, app, a.companyId);
    for (const path of ["/admin/jobs", "/admin/audit"]) {
      await vpage.goto(`${app.origin}${path}`);
      await vpage.waitForSelector('.admin[data-status="ready"] [role="alert"]');
      expect(await vpage.$eval('[role="alert"]', (el) => el.textContent)).toContain("Only an administrator");
      expect(await vpage.$(".jobs-table, .audit-table, #job-status, #audit-action")).toBeNull();
    }
    await screenshot(vpage, "admin-jobs-viewer-refused");
    const before = (await app.request("GET", `/jobs/${mailJobId}`, { token: admin.token })).body;
    const statuses = await vpage.evaluate(async (id) => {
      const s: any = await (await fetch("/api/v1/auth/session")).json();
      const retry = await fetch(`/api/v1/jobs/${id}/retry`, { method: "POST", headers: { "x-csrf-token": s.csrf_token } });
      return [(await fetch("/api/v1/jobs")).status, (await fetch("/api/v1/audit")).status, retry.status];
    }, mailJobId);
    expect(statuses).toEqual([403, 403, 403]);
    expect((await app.request("GET", `/jobs/${mailJobId}`, { token: admin.token })).body).toEqual(before);
  }, 60_000);
});
