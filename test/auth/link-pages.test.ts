import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, tableCounts, type SeededCompany } from "../helpers/seed";
import { ManualClock } from "../../src/shared/clock";
import { FakeSmtp } from "../jobs/fake-smtp";

/**
 * The links people are handed (an invitation, a password reset) open web pages with a form, not the
 * API's JSON; a browser accepts an invitation into a cookie session (no bearer token reaches the page);
 * a dead link says why and whom to ask; guessing tokens is braked like at the station.
 */
const tokenIn = (url: string) => new URL(url).searchParams.get("token")!;
let app: TestApp;
let c: SeededCompany;
let clock: ManualClock;
const smtp = new FakeSmtp();

afterAll(() => smtp.stop());
afterEach(async () => app?.close());

async function start(env: Record<string, string> = {}) {
  clock = new ManualClock(new Date("2026-03-02T08:00:00Z"));
  app = await createTestApp(env, { clock });
  c = await seedCompany(app.ctx, "Plant North");
}

async function invite(email: string) {
  const res = await app.request("POST", "/users/invite", { token: c.admin.token, json: { email, role: "manager" } });
  await app.ctx.jobs.idle(); // its mail job settles, so a table count taken now stays put
  return res.body;
}

async function opensPage(url: string) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
  expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
}

describe("the links people are handed open web pages", () => {
  test("invite_url opens the accept-invitation page under API_ROOT, not the API's JSON", async () => {
    await start({ API_ROOT: "/chemsafe" });
    const inv = await invite("new.hire@plant.test");
    const url = new URL(inv.invite_url);
    expect(url.pathname).toBe("/chemsafe/accept-invite");
    await opensPage(inv.invite_url);
    expect((await app.request("GET", `/auth/accept-invite?token=${tokenIn(inv.invite_url)}`)).body.email).toBe("new.hire@plant.test");
  });

  test("reset_url opens the new-password page", async () => {
    await start();
    const link = (await app.request("POST", `/users/${c.viewer.userId}/reset-link`, { token: c.admin.token })).body;
    expect(new URL(link.reset_url).pathname).toBe("/reset-password");
    await opensPage(link.reset_url);
  });

  test("mailed invitation and reset links open the same pages", async () => {
    await start({ SMTP_URL: smtp.url });
    await invite("mailed@plant.test");
    await app.request("POST", `/users/${c.viewer.userId}/reset-link`, { token: c.admin.token });
    await app.ctx.jobs.idle();
    const link = (to: string, page: string) => smtp.received.find((m) => m.to.includes(to))!.data.match(new RegExp(`https?://\\S+/${page}\\?token=[A-Za-z0-9_-]+`))?.[0];
    const invited = link("mailed@plant.test", "accept-invite");
    const reset = link(c.viewer.email, "reset-password");
    expect(invited).toBeDefined();
    expect(reset).toBeDefined();
    expect(invited).not.toContain("/api/");
    expect(reset).not.toContain("/api/");
    await opensPage(invited!);
    await opensPage(reset!);
    expect((await app.request("GET", `/auth/accept-invite?token=${tokenIn(invited!)}`)).body.email).toBe("mailed@plant.test");
    expect((await app.request("GET", `/auth/reset-password?token=${tokenIn(reset!)}`)).body.email).toBe(c.viewer.email);
  });
});

describe("accepting an invitation in a browser", () => {
  beforeEach(() => start());

  test("starts a cookie session and answers no bearer token", async () => {
    const token = tokenIn((await invite("browser@plant.test")).invite_url);
    const res = await app.request("POST", "/auth/accept-invite/session", { json: { token, password: "a long passphrase", name: "Bea Browser" } });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: "browser@plant.test", role: "manager", name: "Bea Browser", company_id: c.companyId });
    expect(res.body.csrf_token).toBeString();
    expect(res.body.access_token).toBeUndefined();
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    const session = await app.request("GET", "/auth/session", { headers: { cookie: cookie.split(";")[0]! } });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe("browser@plant.test");
    const again = await app.request("POST", "/auth/accept-invite/session", { json: { token, password: "a long passphrase", name: "Twice" } });
    expect(again.status).toBe(404);
    expect(again.body.message).toContain("already used");
  });

  test("a form posted from another site's page is refused and makes no account", async () => {
    const token = tokenIn((await invite("csrf@plant.test")).invite_url);
    const before = tableCounts(app.ctx);
    const res = await app.request("POST", "/auth/accept-invite/session", {
      json: { token, password: "a long passphrase", name: "Mallory" }, headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: "FORBIDDEN" });
    expect(tableCounts(app.ctx)).toEqual(before);
  });

  test("a password that breaks the rules is refused with the rule, and nothing is made", async () => {
    const token = tokenIn((await invite("weak@plant.test")).invite_url);
    const before = tableCounts(app.ctx);
    const res = await app.request("POST", "/auth/accept-invite/session", { json: { token, password: "short", name: "Weak" } });
    expect(res.status).toBe(422);
    expect(res.body.details[0].field).toBe("password");
    expect(res.body.message).toContain("at least 12 characters");
    expect(tableCounts(app.ctx)).toEqual(before);
  });
});

describe("a dead link says why and whom to ask", () => {
  beforeEach(() => start());

  test("expired, withdrawn and used invitations are told apart", async () => {
    const used = tokenIn((await invite("used@plant.test")).invite_url);
    await app.request("POST", "/auth/accept-invite", { json: { token: used, password: "a long passphrase", name: "Used" } });
    const withdrawn = await invite("gone@plant.test");
    await app.request("DELETE", `/users/invitations/${withdrawn.invitation_id}`, { token: c.admin.token });
    const expired = tokenIn((await invite("late@plant.test")).invite_url);
    clock.advance(8 * 24 * 3600_000);
    const said = async (token: string) => {
      const res = await app.request("GET", `/auth/accept-invite?token=${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
      return res.body.message as string;
    };
    expect(await said(expired)).toMatch(/expired.*administrator/);
    expect(await said(tokenIn(withdrawn.invite_url))).toMatch(/withdrawn.*administrator/);
    expect(await said(used)).toMatch(/already used.*sign in/i);
    expect(await said("x".repeat(43))).toMatch(/not a valid invitation link.*administrator/);
  });

  test("a used or expired reset link says so", async () => {
    const user = await seedUser(app.ctx, c.companyId, "viewer", { email: "forgot@plant.test" });
    const first = tokenIn((await app.request("POST", `/users/${user.userId}/reset-link`, { token: c.admin.token })).body.reset_url);
    expect((await app.request("POST", "/auth/reset-password", { json: { token: first, new_password: "a fresh passphrase" } })).status).toBe(200);
    const used = await app.request("GET", `/auth/reset-password?token=${first}`);
    expect(used.status).toBe(404);
    expect(used.body.message).toMatch(/already used.*administrator/);
    const second = tokenIn((await app.request("POST", `/users/${user.userId}/reset-link`, { token: c.admin.token })).body.reset_url);
    clock.advance(3601_000);
    const expired = await app.request("GET", `/auth/reset-password?token=${second}`);
    expect(expired.body.message).toMatch(/expired.*administrator/);
  });
});

describe("guessing link tokens is braked", () => {
  test("after 30 unknown invitation or reset tokens an address waits, even for a good link", async () => {
    await start();
    const good = tokenIn((await invite("patient@plant.test")).invite_url);
    for (let i = 0; i < 15; i++) {
      expect((await app.request("GET", `/auth/accept-invite?token=${"g".repeat(30)}${i}`)).status).toBe(404);
      expect((await app.request("GET", `/auth/reset-password?token=${"r".repeat(30)}${i}`)).status).toBe(404);
    }
    const braked = await app.request("GET", `/auth/accept-invite?token=${good}`);
    expect(braked.status).toBe(429);
    expect(braked.body.error).toBe("RATE_LIMITED");
    expect(Number(braked.headers.get("retry-after"))).toBeGreaterThan(0);
    const post = await app.request("POST", "/auth/accept-invite/session", { json: { token: good, password: "a long passphrase", name: "P" } });
    expect(post.status).toBe(429);
    clock.advance(10 * 60_000);
    expect((await app.request("GET", `/auth/accept-invite?token=${good}`)).status).toBe(200);
  });
});
