import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany } from "../helpers/seed";
import { axeViolations, chromiumMissing, launchBrowser, screenshot } from "../helpers/browser";
import { named, signIn } from "./admin-helpers";

/**
 * Everyone's account journeys in real Chromium: the invitation link opens a page, the person makes the
 * account and lands signed in (cookie only); an expired invitation says so and whom to ask; a reset link
 * sets a new password and the person signs in with it; a password change on the account page ends the
 * old password and the other sessions, not this one.
 */
let app: TestApp;
let a: SeededCompany;
let browser: Browser;
const OLD = "old horse battery staple";
const NEW = "new purple lantern morning";

/** A fresh browser profile (no cookie) and the page's console errors, each with the address it concerns. */
async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return { page, errors: collect(page) };
}

function collect(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(`${msg.text()} @ ${msg.location().url ?? ""}`); });
  page.on("pageerror", (err) => errors.push(String(err)));
  return errors;
}

/** The console errors left once the refusals the test asked for are taken out (Chromium logs every 4xx answer). */
const unexpected = (errors: string[], asked: RegExp[]) => errors.filter((e) => !asked.some((r) => r.test(e)));

async function typeInto(page: Page, selector: string, text: string) {
  await page.$eval(selector, (el) => (el as any).select());
  await page.keyboard.press("Backspace");
  await page.type(selector, text);
}

const at = (page: Page, path: string) => page.waitForFunction((p) => (globalThis as any).location.pathname === p, {}, path);
const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el as any).textContent.trim() as string);
const sessionOf = (page: Page) => page.evaluate(async () => {
  const res = await fetch("/api/v1/auth/session");
  return { status: res.status, email: res.ok ? ((await res.json()) as any).user.email : null, cookie: (globalThis as any).document.cookie };
});

describe.skipIf(chromiumMissing)("account journeys in the browser", () => {
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
  });

  test("an invited person opens the link, makes the account and lands signed in on the dashboard", async () => {
    const invite = await app.request("POST", "/users/invite", { token: a.admin.token, json: { email: "new.tech@plant-a.test", role: "manager" } });
    expect(new URL(invite.body.invite_url).pathname).toBe("/accept-invite");
    const { page, errors } = await freshPage();
    await page.goto(invite.body.invite_url);
    await page.waitForSelector('.link-page[data-status="ready"]');
    expect(await text(page, "h1")).toBe("Join Plant A");
    expect(await text(page, ".lead")).toContain("new.tech@plant-a.test");
    expect(await text(page, ".lead")).toContain("manager");
    for (const name of ["Your name", "New password", "Repeat the new password"]) expect(await named(page, "textbox", name)).toBe(true);
    expect(await named(page, "button", "Make my account")).toBe(true);
    expect(await text(page, "#password-hint")).toContain("At least 12 characters");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "account-accept-invite");

    // Two different passwords: said beside the second field, nothing sent.
    await page.type("#name", "Nia Tech");
    await page.type("#password", NEW);
    await page.type("#repeat", `${NEW}!`);
    await page.click("button[type=submit]");
    await page.waitForSelector("#repeat-error");
    expect(await text(page, "#repeat-error")).toContain("not the same");
    // A password the appliance refuses (common): the API's words beside the password field.
    await typeInto(page, "#password", "password1234");
    await typeInto(page, "#repeat", "password1234");
    await page.click("button[type=submit]");
    await page.waitForSelector("#password-error");
    expect(await text(page, "#password-error")).toContain("commonly used password");
    expect(await page.$eval("#password", (el) => el.getAttribute("aria-describedby"))).toContain("password-error");
    await screenshot(page, "account-accept-invite-refused");
    expect(await axeViolations(page)).toEqual([]);

    await typeInto(page, "#password", NEW);
    await typeInto(page, "#repeat", NEW);
    await page.click("button[type=submit]");
    await at(page, "/dashboard");
    await page.waitForSelector("a.who");
    expect(await text(page, "a.who")).toContain("Nia Tech");
    const session = await sessionOf(page);
    expect(session).toMatchObject({ status: 200, email: "new.tech@plant-a.test" });
    expect(session.cookie).toBe(""); // the session cookie is HttpOnly: the page cannot read it
    const users = (await app.request("GET", "/users", { token: a.admin.token })).body.items as { email: string; role: string; name: string }[];
    expect(users.find((u) => u.email === "new.tech@plant-a.test")).toMatchObject({ role: "manager", name: "Nia Tech" });
    await screenshot(page, "account-accepted-dashboard");
    expect(unexpected(errors, [/status of 422 .*accept-invite\/session/])).toEqual([]);
    await page.browserContext().close();
  }, 90_000);

  test("an expired invitation opens a page that says so and whom to ask, without a form", async () => {
    const invite = await app.request("POST", "/users/invite", { token: a.admin.token, json: { email: "late@plant-a.test", role: "viewer" } });
    app.ctx.db.$client.query("UPDATE invitations SET expires_at = '2026-01-05T09:00:00.000Z' WHERE email = 'late@plant-a.test'").run();
    const { page, errors } = await freshPage();
    await page.goto(invite.body.invite_url);
    await page.waitForSelector('.link-page[data-status="dead"]');
    expect(await text(page, "h1")).toBe("This invitation cannot be used");
    const said = await text(page, "[role=alert]");
    expect(said).toContain("expired on 2026-01-05");
    expect(said).toContain("administrator at Plant A");
    expect(await page.$("#password")).toBeNull();
    expect(await named(page, "link", "Go to sign-in")).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "account-invitation-expired");

    // A link cut short is explained too.
    await page.goto(`${app.origin}/accept-invite`);
    await page.waitForSelector('.link-page[data-status="dead"]');
    expect(await text(page, "[role=alert]")).toContain("incomplete");
    expect(unexpected(errors, [/status of 404 .*\/api\/v1\/auth\/accept-invite\?token=/])).toEqual([]);
    await page.browserContext().close();
  }, 60_000);

  test("a reset link sets a new password; the person signs in with it and the old one is refused", async () => {
    const user = await seedUser(app.ctx, a.companyId, "viewer", { email: "forgetful@plant-a.test", passwordHash: await Bun.password.hash(OLD) });
    const link = await app.request("POST", `/users/${user.userId}/reset-link`, { token: a.admin.token });
    expect(new URL(link.body.reset_url).pathname).toBe("/reset-password");
    const { page, errors } = await freshPage();
    await page.goto(link.body.reset_url);
    await page.waitForSelector('.link-page[data-status="ready"]');
    expect(await text(page, "h1")).toBe("Set a new password");
    expect(await text(page, ".lead")).toContain("forgetful@plant-a.test");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "account-reset-password");
    await page.type("#password", "too short");
    await page.type("#repeat", "too short");
    await page.click("button[type=submit]");
    await page.waitForSelector("#password-error");
    expect(await text(page, "#password-error")).toContain("at least 12 characters");
    await typeInto(page, "#password", NEW);
    await typeInto(page, "#repeat", NEW);
    await page.click("button[type=submit]");
    await page.waitForSelector('.link-page[data-status="done"]');
    expect(await text(page, "[role=status]")).toContain("forgetful@plant-a.test");
    await screenshot(page, "account-reset-done");

    await page.click("a.button");
    await at(page, "/sign-in");
    await page.waitForSelector("#email");
    expect(await text(page, ".forgot")).toContain("Ask your administrator");
    await page.type("#email", "forgetful@plant-a.test");
    await page.type("#password", OLD);
    await page.click("button[type=submit]");
    await page.waitForSelector("#password-error");
    expect(await text(page, "#password-error")).toContain("wrong");
    await typeInto(page, "#password", NEW);
    await page.click("button[type=submit]");
    await at(page, "/dashboard");
    expect((await sessionOf(page)).email).toBe("forgetful@plant-a.test");

    // The link worked once.
    await page.goto(link.body.reset_url);
    await page.waitForSelector('.link-page[data-status="dead"]');
    expect(await text(page, "[role=alert]")).toContain("already used");
    await screenshot(page, "account-reset-used");
    expect(unexpected(errors, [/status of 401 .*\/api\/v1\/auth\/session/, /status of 404 .*\/api\/v1\/auth\/reset-password\?token=/])).toEqual([]);
    await page.browserContext().close();
  }, 90_000);

  test("a person changes their password on the account page: this browser stays signed in, the old password and other sessions end", async () => {
    await seedUser(app.ctx, a.companyId, "manager", { email: "careful@plant-a.test", passwordHash: await Bun.password.hash(OLD) });
    const elsewhere = await signIn(browser, app, "careful@plant-a.test", OLD);
    const page = await signIn(browser, app, "careful@plant-a.test", OLD);
    const errors = collect(page);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${app.origin}/dashboard`);
    await page.waitForSelector("a.who");
    await page.click("a.who");
    await at(page, "/account");
    await page.waitForSelector('.account-page[data-status="ready"]');
    expect(await page.$eval("a.who", (el) => el.getAttribute("aria-current"))).toBe("page");
    expect(await text(page, ".facts")).toContain("careful@plant-a.test");
    for (const name of ["Current password", "New password", "Repeat the new password"]) expect(await named(page, "textbox", name)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "account-page");

    await page.type("#current", "not my password at all");
    await page.type("#password", NEW);
    await page.type("#repeat", NEW);
    await page.click("button[type=submit]");
    await page.waitForSelector("#current-error");
    expect(await text(page, "#current-error")).toContain("current password is wrong");
    await screenshot(page, "account-change-refused");

    await typeInto(page, "#current", OLD);
    await page.click("button[type=submit]");
    await page.waitForSelector(".account [role=status]");
    expect(await text(page, ".account [role=status]")).toContain("Your password is changed");
    expect(await page.$eval("#password", (el) => (el as any).value)).toBe("");
    await screenshot(page, "account-changed");

    expect((await sessionOf(page)).status).toBe(200);
    expect((await sessionOf(elsewhere)).status).toBe(401);
    expect((await app.request("POST", "/auth/login", { json: { email: "careful@plant-a.test", password: OLD } })).status).toBe(401);
    expect((await app.request("POST", "/auth/login", { json: { email: "careful@plant-a.test", password: NEW } })).status).toBe(200);
    expect(unexpected(errors, [/status of 422 .*\/api\/v1\/auth\/change-password/])).toEqual([]);
    await page.browserContext().close();
    await elsewhere.browserContext().close();
  }, 90_000);
});
