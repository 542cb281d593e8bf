import { afterEach, describe, expect, test } from "bun:test";
import { ManualClock } from "../../src/shared/clock";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany } from "../helpers/seed";
import { accessMatrix } from "../helpers/access-matrix";

const PASSWORD = "correct horse battery";
let app: TestApp;
afterEach(async () => app?.close());

async function start(env: Record<string, string> = {}, clock?: ManualClock) {
  app = await createTestApp(env, clock ? { clock } : {});
  const company = await seedCompany(app.ctx);
  const hash = await Bun.password.hash(PASSWORD, { algorithm: "argon2id" });
  await seedUser(app.ctx, company.companyId, "manager", { email: "ehs@plant.test", passwordHash: hash });
  return company;
}

/** Signs a browser in; returns the cookie pair to send back and the CSRF token. */
async function signIn(headers: Record<string, string> = {}) {
  const res = await app.request("POST", "/auth/session", { json: { email: "ehs@plant.test", password: PASSWORD }, headers });
  expect(res.status).toBe(200);
  const setCookie = res.headers.get("set-cookie")!;
  return { res, setCookie, cookie: setCookie.split(";")[0]!, csrf: res.body.csrf_token as string };
}

describe("browser sessions (web app sign-in)", () => {
  test("sign-in sets an HttpOnly, SameSite=Strict cookie and answers no token; the cookie alone reads the API", async () => {
    await start();
    const { res, setCookie, cookie } = await signIn();
    expect(setCookie).toMatch(/^chemsafe_session=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    expect(res.body.user).toMatchObject({ email: "ehs@plant.test", role: "manager" });
    expect(res.body.access_token).toBeUndefined();
    expect(res.text).not.toContain(cookie.split("=")[1]!);
    const me = await app.request("GET", "/auth/me", { token: null, headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("ehs@plant.test");
    const session = await app.request("GET", "/auth/session", { token: null, headers: { cookie } });
    expect(session.body.csrf_token).toBe(res.body.csrf_token);
    // The session's secret is stored only as a hash.
    const stored = app.ctx.db.$client.prepare("SELECT secret_hash FROM web_sessions").get() as { secret_hash: string };
    expect(stored.secret_hash).not.toContain(cookie.split("=")[1]!);
  }, 20_000);

  test("a change with the cookie but without the CSRF token is refused 403 and changes nothing; with it, it works", async () => {
    await start();
    const { cookie, csrf } = await signIn();
    const body = { json: {} };
    const without = await app.request("POST", "/reports", { token: null, headers: { cookie }, ...body });
    expect(without.status).toBe(403);
    expect(without.body).toMatchObject({ success: false, error: "FORBIDDEN" });
    expect(without.body.message).toContain("X-CSRF-Token");
    const wrong = await app.request("POST", "/reports", { token: null, headers: { cookie, "x-csrf-token": "0".repeat(64) }, ...body });
    expect(wrong.status).toBe(403);
    const count = () => (app.ctx.db.$client.prepare("SELECT count(*) AS n FROM reports").get() as { n: number }).n;
    expect(count()).toBe(0);
    const ok = await app.request("POST", "/reports", { token: null, headers: { cookie, "x-csrf-token": csrf }, ...body });
    expect(ok.status).toBe(202);
    expect(count()).toBe(1);
  }, 20_000);

  test("signing out ends the session at once: the same cookie is refused afterwards", async () => {
    await start();
    const { cookie, csrf } = await signIn();
    const out = await app.request("DELETE", "/auth/session", { token: null, headers: { cookie, "x-csrf-token": csrf } });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const after = await app.request("GET", "/auth/me", { token: null, headers: { cookie } });
    expect(after.status).toBe(401);
    expect(after.body.message).toContain("signed out");
  }, 20_000);

  test("a password change in one browser keeps that browser signed in and ends the others", async () => {
    await start();
    const first = await signIn();
    const second = await signIn();
    const change = await app.request("POST", "/auth/change-password", {
      token: null, headers: { cookie: first.cookie, "x-csrf-token": first.csrf },
      json: { current_password: PASSWORD, new_password: "a different long passphrase" },
    });
    expect(change.status).toBe(200);
    expect((await app.request("GET", "/auth/me", { token: null, headers: { cookie: first.cookie } })).status).toBe(200);
    const other = await app.request("GET", "/auth/me", { token: null, headers: { cookie: second.cookie } });
    expect(other.status).toBe(401);
    expect(other.body.message).toContain("password was changed");
  }, 20_000);

  test("a deactivated user's session ends", async () => {
    const company = await start();
    const { cookie } = await signIn();
    const me = await app.request("GET", "/auth/me", { token: null, headers: { cookie } });
    const off = await app.request("PATCH", `/users/${me.body.user_id}`, { token: company.admin.token, json: { is_active: false } });
    expect(off.status).toBe(200);
    expect((await app.request("GET", "/auth/me", { token: null, headers: { cookie } })).status).toBe(401);
  }, 20_000);

  test("a session ends after SESSION_IDLE_SECONDS unused and after SESSION_TTL_SECONDS in total", async () => {
    const clock = new ManualClock(new Date("2026-11-24T08:00:00Z"));
    await start({ SESSION_TTL_SECONDS: "3600", SESSION_IDLE_SECONDS: "600" }, clock);
    const idle = await signIn();
    clock.advance(601_000);
    const idleAnswer = await app.request("GET", "/auth/me", { token: null, headers: { cookie: idle.cookie } });
    expect(idleAnswer.status).toBe(401);
    expect(idleAnswer.body.message).toContain("without use");

    const busy = await signIn();
    for (let minute = 0; minute < 60; minute += 5) {
      clock.advance(5 * 60_000);
      const res = await app.request("GET", "/auth/me", { token: null, headers: { cookie: busy.cookie } });
      if (minute < 55) expect(res.status).toBe(200);
      else expect(res.status).toBe(401);
    }
  }, 30_000);

  test("a sign-in form posted from another site's page is refused; the appliance's own origin is accepted", async () => {
    await start();
    const foreign = await app.request("POST", "/auth/session", { json: { email: "ehs@plant.test", password: PASSWORD }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    expect((app.ctx.db.$client.prepare("SELECT count(*) AS n FROM web_sessions").get() as { n: number }).n).toBe(0);
    await signIn({ origin: app.origin });
  }, 20_000);

  test("behind https (PUBLIC_URL) the cookie is Secure; under API_ROOT its path is the root", async () => {
    await start({ PUBLIC_URL: "https://chemsafe.plant.test/sds", API_ROOT: "/sds" });
    const { setCookie } = await signIn();
    expect(setCookie).toContain("Path=/sds;");
    expect(setCookie).toContain("; Secure");
  }, 20_000);

  test("wrong password → 401 without a cookie, throttled like /auth/login", async () => {
    await start();
    for (let i = 0; i < 10; i++) {
      const res = await app.request("POST", "/auth/session", { json: { email: "ehs@plant.test", password: `guess ${i}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const blocked = await app.request("POST", "/auth/session", { json: { email: "ehs@plant.test", password: PASSWORD } });
    expect(blocked.status).toBe(429);
  }, 30_000);

  test("a bearer request is not a browser session: GET /auth/session answers 404", async () => {
    const company = await start();
    const res = await app.request("GET", "/auth/session", { token: company.manager.token });
    expect(res.status).toBe(404);
  }, 20_000);
});

accessMatrix("browser session routes", [
  { method: "GET", route: "/auth/session", role: "viewer", ok: 404, idScoped: false, build: () => ({ path: "/auth/session" }) },
  { method: "DELETE", route: "/auth/session", role: "viewer", ok: 204, idScoped: false, build: () => ({ path: "/auth/session" }) },
]);
