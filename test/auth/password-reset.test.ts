import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, seedUser, type SeededCompany } from "../helpers/seed";
import { FakeSmtp } from "../jobs/fake-smtp";

const tokenIn = (text: string): string => text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
const filesHolding = (dir: string, secret: string) => readdirSync(dir, { recursive: true, encoding: "utf8" })
  .map((n) => join(dir, n)).filter((p) => statSync(p).isFile() && readFileSync(p).includes(secret));

describe("admin reset link without SMTP (air-gapped): shown to the admin", () => {
  let app: TestApp;
  let c: SeededCompany;
  beforeAll(async () => {
    app = await createTestApp();
    c = await seedCompany(app.ctx);
  });
  afterAll(() => app.close());

  test("the link sets a new password once, ends earlier tokens, and its token is nowhere on disk", async () => {
    const hash = await Bun.password.hash("forgotten passphrase", { algorithm: "argon2id" });
    const user = await seedUser(app.ctx, c.companyId, "manager", { email: "forgetful@plant.test", passwordHash: hash });
    const link = await app.request("POST", `/users/${user.userId}/reset-link`, { token: c.admin.token });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ user_id: user.userId, email: "forgetful@plant.test", delivery: "shown" });
    const expires = new Date(link.body.expires_at).getTime() - app.ctx.clock.now().getTime();
    expect(expires).toBeGreaterThan(3500_000);
    expect(expires).toBeLessThanOrEqual(3600_000);
    const token = tokenIn(link.body.reset_url);
    await app.ctx.jobs.idle();
    expect(filesHolding(app.dataDir, token)).toEqual([]);

    const shown = await app.request("GET", `/auth/reset-password?token=${token}`);
    expect(shown.body).toMatchObject({ email: "forgetful@plant.test" });

    const weak = await app.request("POST", "/auth/reset-password", { json: { token, new_password: "password1234" } });
    expect(weak.status).toBe(422);
    expect(weak.body.message).toContain("at least 12 characters");

    const done = await app.request("POST", "/auth/reset-password", { json: { token, new_password: "a fresh passphrase" } });
    expect(done.status).toBe(200);
    expect(done.body.token_type).toBe("bearer");
    expect((await app.request("GET", "/auth/me", { token: user.token })).status).toBe(401);
    expect((await app.request("GET", "/auth/me", { token: done.body.access_token })).status).toBe(200);
    expect((await app.request("POST", "/auth/login", { json: { email: "forgetful@plant.test", password: "a fresh passphrase" } })).status).toBe(200);

    const before = dbFingerprint(app.ctx);
    const again = await app.request("POST", "/auth/reset-password", { json: { token, new_password: "another passphrase" } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, error: "NOT_FOUND" });
    expect(dbFingerprint(app.ctx)).toEqual(before);
    const audit = app.ctx.db.$client.query("SELECT action FROM audit_log WHERE entity_id = ? ORDER BY created_at").all(user.userId) as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(["user.reset_link", "user.reset_password"]);
  });

  test("a new link replaces the earlier one; a link past its hour is refused", async () => {
    const user = await seedUser(app.ctx, c.companyId, "viewer", { email: "twice@plant.test" });
    const first = tokenIn((await app.request("POST", `/users/${user.userId}/reset-link`, { token: c.admin.token })).body.reset_url);
    const second = tokenIn((await app.request("POST", `/users/${user.userId}/reset-link`, { token: c.admin.token })).body.reset_url);
    expect((await app.request("POST", "/auth/reset-password", { json: { token: first, new_password: "replaced passphrase" } })).status).toBe(404);
    app.ctx.db.$client.run("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ? AND revoked_at IS NULL", [user.userId]);
    const late = await app.request("POST", "/auth/reset-password", { json: { token: second, new_password: "too late passphrase" } });
    expect(late.status).toBe(404);
    expect(late.body.message).toMatch(/expired/);
  });

  test("a deactivated user gets no link (409) and nothing is written", async () => {
    const off = await seedUser(app.ctx, c.companyId, "viewer");
    app.ctx.db.$client.run("UPDATE users SET is_active = 0 WHERE user_id = ?", [off.userId]);
    const before = dbFingerprint(app.ctx);
    const res = await app.request("POST", `/users/${off.userId}/reset-link`, { token: c.admin.token });
    expect(res.status).toBe(409);
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });
});

describe("admin reset link with SMTP: mailed, not shown", () => {
  const smtp = new FakeSmtp();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app.close();
    smtp.stop();
  });

  test("the answer has no link; the mail's link works; the stored copy of the mail has no token", async () => {
    const c = await seedCompany(app.ctx);
    const user = await seedUser(app.ctx, c.companyId, "viewer", { email: "mailed@plant.test" });
    const res = await app.request("POST", `/users/${user.userId}/reset-link`, { token: c.admin.token });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toBe("mail");
    expect(res.body.reset_url).toBeUndefined();
    await app.ctx.jobs.idle();
    const mail = smtp.received.find((m) => m.to.includes("mailed@plant.test"))!;
    const token = tokenIn(mail.data);
    expect(filesHolding(app.dataDir, token)).toEqual([]);
    const done = await app.request("POST", "/auth/reset-password", { json: { token, new_password: "mailed passphrase ok" } });
    expect(done.status).toBe(200);
  });
});
