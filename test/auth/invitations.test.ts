import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;

const invite = (company: SeededCompany, email: string, role = "viewer") =>
  app.request("POST", "/users/invite", { token: company.admin.token, json: { email, role } });
const tokenOf = (res: { body: { invite_url: string } }) => new URL(res.body.invite_url).searchParams.get("token")!;

describe("invitations", () => {
  beforeEach(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    b = await seedCompany(app.ctx, "Plant B");
  });
  afterEach(async () => app.close());

  test("two invitations for one address accepted at once: one account, the other answer is 409 with the error body", async () => {
    const fromA = tokenOf(await invite(a, "both@plant.test"));
    const fromB = tokenOf(await invite(b, "both@plant.test"));
    const answers = await Promise.all([fromA, fromB].map((token) =>
      app.request("POST", "/auth/accept-invite", { json: { token, password: "a long passphrase", name: "Both" } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(refused.body.message).toContain("already has an account");
    expect((app.ctx.db.$client.query("SELECT count(*) AS n FROM users WHERE email = 'both@plant.test'").get() as { n: number }).n).toBe(1);
  });

  test("an address of another company answers the same neutral 409 as one's own member, and writes nothing", async () => {
    const before = dbFingerprint(app.ctx);
    const own = await invite(a, a.viewer.email);
    const foreign = await invite(a, b.viewer.email);
    expect(own.status).toBe(409);
    expect(foreign.status).toBe(409);
    expect(foreign.body).toEqual(own.body);
    expect(foreign.text).not.toContain("another company");
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });

  test("addresses the mailer cannot send to are refused with a reason: full-width or other non-ASCII local parts", async () => {
    const before = dbFingerprint(app.ctx);
    for (const email of ["ｊｏｈｎ@plant.test", "jöhn@plant.test", "john\u00a0doe@plant.test"]) {
      const res = await invite(a, email);
      expect(`${email} → ${res.status}`).toBe(`${email} → 422`);
      expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
      expect(res.body.message).toMatch(/ASCII|letters/i);
      expect(res.body.details?.[0]?.field).toBe("email");
    }
    const badDomain = await invite(a, "john@exa mple.test");
    expect(badDomain.status).toBe(422);
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });

  test("an internationalised domain is invited under its ASCII (punycode) form, which the mailer can use", async () => {
    const res = await invite(a, "John@Bücher.example");
    expect(res.status).toBe(201);
    expect(res.body.email).toBe("john@xn--bcher-kva.example");
    await app.ctx.jobs.idle();
    const mail = app.ctx.db.$client.query("SELECT to_address FROM email_outbox").get() as { to_address: string };
    expect(mail.to_address).toBe("john@xn--bcher-kva.example");
  });
});

describe("users of an external identity provider", () => {
  let idp: TestApp;
  let dir: string;
  let key: Awaited<ReturnType<typeof generateKeyPair>>;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a role set in the app is refused with a clear 409 (the provider is the source of truth); the token keeps syncing it", async () => {
    key = await generateKeyPair("RS256", { extractable: true });
    dir = mkdtempSync(join(tmpdir(), "chemsafe-jwks-"));
    const jwks = join(dir, "jwks.json");
    writeFileSync(jwks, JSON.stringify({ keys: [{ ...(await exportJWK(key.publicKey)), kid: "k1", alg: "RS256" }] }));
    idp = await createTestApp({ JWT_JWKS_FILE: jwks });
    try {
      const c = await seedCompany(idp.ctx);
      const now = Math.floor(Date.now() / 1000);
      const ext = (role: string) => new SignJWT({ company_id: c.companyId, role, email: "ext@plant.test" })
        .setProtectedHeader({ alg: "RS256", kid: "k1" }).setSubject("idp-user-1").setIssuedAt(now).setExpirationTime(now + 600).sign(key.privateKey);
      const me = await idp.request("GET", "/auth/me", { token: await ext("manager") });
      expect(me.status).toBe(200);
      const before = dbFingerprint(idp.ctx);
      const patch = await idp.request("PATCH", `/users/${me.body.user_id}`, { token: c.admin.token, json: { role: "viewer" } });
      expect(patch.status).toBe(409);
      expect(patch.body).toMatchObject({ success: false, error: "CONFLICT", message: "This user's role comes from the identity provider; change it there" });
      expect(dbFingerprint(idp.ctx)).toEqual(before);
      // Other changes are still the app's to make.
      const rename = await idp.request("PATCH", `/users/${me.body.user_id}`, { token: c.admin.token, json: { name: "Ext User", role: "manager" } });
      expect(rename.status).toBe(200);
      expect(rename.body).toMatchObject({ name: "Ext User", role: "manager" });
      // And the provider's next token still sets the role.
      expect((await idp.request("GET", "/auth/me", { token: await ext("viewer") })).body.role).toBe("viewer");
    } finally {
      await idp.close();
    }
  });
});
