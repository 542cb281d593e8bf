import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { SignJWT } from "jose";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany } from "../helpers/seed";
import { ConfigError, loadConfig } from "../../src/config";

const SECRET = "test-secret-that-is-long-enough-0123456789";
const DAY = 24 * 3600;

describe("token lifetimes are capped", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "chemsafe-ttl-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const cli = (args: string[], env: Record<string, string> = {}) => {
    const p = Bun.spawnSync([process.execPath, resolve(import.meta.dir, "../../src/cli.ts"), ...args], { env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env } });
    return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() };
  };

  test("`token --ttl 100000d` is refused with exit 2 and a reason; 30 days (the default cap) is accepted; a lower cap is honoured", () => {
    expect(cli(["bootstrap", "--company", "TTL Plant", "--email", "ttl@plant.test", "--password", "a-strong-password"]).code).toBe(0);
    const huge = cli(["token", "--email", "ttl@plant.test", "--ttl", "100000d"]);
    expect(huge.code).toBe(2);
    expect(huge.err).toContain("TOKEN_MAX_TTL_SECONDS");
    expect(huge.out).toBe("");
    expect(cli(["token", "--email", "ttl@plant.test", "--ttl", "31d"]).code).toBe(2);
    expect(cli(["token", "--email", "ttl@plant.test", "--ttl", "30d"]).code).toBe(0);
    expect(cli(["token", "--email", "ttl@plant.test", "--ttl", "2h"], { TOKEN_MAX_TTL_SECONDS: "3600" }).code).toBe(2);
    expect(cli(["token", "--email", "ttl@plant.test", "--ttl", "1h"], { TOKEN_MAX_TTL_SECONDS: "3600" }).code).toBe(0);
  });

  test("TOKEN_MAX_TTL_SECONDS is validated, and JWT_TTL_SECONDS may not exceed it", () => {
    const cwd = mkdtempSync(join(tmpdir(), "chemsafe-config-"));
    try {
      expect(loadConfig({}, cwd).jwt.maxTtlSeconds).toBe(30 * DAY);
      expect(() => loadConfig({ TOKEN_MAX_TTL_SECONDS: "forever" }, cwd)).toThrow(ConfigError);
      expect(() => loadConfig({ TOKEN_MAX_TTL_SECONDS: "3600", JWT_TTL_SECONDS: "7200" }, cwd)).toThrow("JWT_TTL_SECONDS");
      expect(loadConfig({ TOKEN_MAX_TTL_SECONDS: "7200", JWT_TTL_SECONDS: "7200" }, cwd).jwt.accessTtlSeconds).toBe(7200);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  test("a token signed by the appliance's key with a lifetime over the cap (minted before the cap existed) is refused", async () => {
    const app = await createTestApp({ JWT_SECRET: SECRET });
    try {
      const c = await seedCompany(app.ctx);
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT({ company_id: c.companyId, role: "admin" }).setProtectedHeader({ alg: "HS256" })
        .setSubject(c.admin.userId).setIssuer("chemsafe").setAudience("chemsafe-api").setIssuedAt(now).setExpirationTime(now + 100_000 * DAY)
        .sign(new TextEncoder().encode(SECRET));
      const res = await app.request("GET", "/auth/me", { token: forged });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe("UNAUTHORIZED");
      expect((await app.request("GET", "/auth/me", { token: c.admin.token })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("a password change or a deactivation ends the user's earlier tokens", () => {
  let app: TestApp;
  let company: SeededCompany;
  const PASSWORD = "correct horse battery";
  beforeEach(async () => {
    app = await createTestApp();
    company = await seedCompany(app.ctx);
  });
  afterEach(async () => app.close());

  const signIn = async (email: string, password: string) => {
    const res = await app.request("POST", "/auth/login", { json: { email, password } });
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };

  test("change-password answers a fresh token; tokens issued before stop working; the new password signs in, the old does not", async () => {
    const hash = await Bun.password.hash(PASSWORD, { algorithm: "argon2id" });
    const user = await seedUser(app.ctx, company.companyId, "manager", { email: "chg@plant.test", passwordHash: hash });
    const older = await signIn("chg@plant.test", PASSWORD);
    const res = await app.request("POST", "/auth/change-password", { token: older, json: { current_password: PASSWORD, new_password: "a brand new passphrase" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: "bearer" });
    for (const stale of [older, user.token]) {
      const me = await app.request("GET", "/auth/me", { token: stale });
      expect(me.status).toBe(401);
      expect(me.body.error).toBe("UNAUTHORIZED");
    }
    expect((await app.request("GET", "/auth/me", { token: res.body.access_token })).body.email).toBe("chg@plant.test");
    expect((await app.request("POST", "/auth/login", { json: { email: "chg@plant.test", password: PASSWORD } })).status).toBe(401);
    await signIn("chg@plant.test", "a brand new passphrase");
    // Other users' tokens are untouched.
    expect((await app.request("GET", "/auth/me", { token: company.viewer.token })).status).toBe(200);
  });

  test("a wrong current password is refused (422) and changes nothing; a short new password is refused", async () => {
    const hash = await Bun.password.hash(PASSWORD, { algorithm: "argon2id" });
    const user = await seedUser(app.ctx, company.companyId, "viewer", { email: "chg2@plant.test", passwordHash: hash });
    const wrong = await app.request("POST", "/auth/change-password", { token: user.token, json: { current_password: "not it at all", new_password: "a brand new passphrase" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
    expect(wrong.body.details).toEqual([{ field: "current_password", message: expect.any(String) }]);
    const short = await app.request("POST", "/auth/change-password", { token: user.token, json: { current_password: PASSWORD, new_password: "short" } });
    expect(short.status).toBe(422);
    expect((await app.request("GET", "/auth/me", { token: user.token })).status).toBe(200);
    await signIn("chg2@plant.test", PASSWORD);
  });

  test("deactivating a user ends their tokens, and reactivating does not bring the old ones back", async () => {
    const off = await app.request("PATCH", `/users/${company.manager.userId}`, { token: company.admin.token, json: { is_active: false } });
    expect(off.status).toBe(200);
    expect((await app.request("GET", "/auth/me", { token: company.manager.token })).status).toBe(401);
    const on = await app.request("PATCH", `/users/${company.manager.userId}`, { token: company.admin.token, json: { is_active: true } });
    expect(on.status).toBe(200);
    expect((await app.request("GET", "/auth/me", { token: company.manager.token })).status).toBe(401);
    // Renaming a user is not a reason to sign them out.
    await app.request("PATCH", `/users/${company.viewer.userId}`, { token: company.admin.token, json: { name: "Renamed" } });
    expect((await app.request("GET", "/auth/me", { token: company.viewer.token })).status).toBe(200);
  });
});
