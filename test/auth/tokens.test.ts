import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SignJWT, exportJWK, exportSPKI, generateKeyPair } from "jose";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { users } from "../../src/modules/auth/users.table";

const SECRET = "test-secret-that-is-long-enough-0123456789";
const ISSUER = "https://idp.plant.test";
const AUDIENCE = "chemsafe-plant";
const enc = new TextEncoder();
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const nowS = () => Math.floor(Date.now() / 1000);

let app: TestApp;
let company: SeededCompany;
let idp: ReturnType<typeof Bun.serve>;
let rsa: Awaited<ReturnType<typeof generateKeyPair>>;
let jwksRequests = 0;

beforeAll(async () => {
  rsa = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(rsa.publicKey)), kid: "idp-key-1", alg: "RS256", use: "sig" };
  idp = Bun.serve({
    port: 0, hostname: "127.0.0.1",
    fetch: () => {
      jwksRequests++;
      return Response.json({ keys: [jwk] });
    },
  });
  app = await createTestApp({ JWT_SECRET: SECRET, JWT_JWKS_URL: `http://127.0.0.1:${idp.port}/jwks.json`, JWT_ISSUER: ISSUER, JWT_AUDIENCE: AUDIENCE });
  company = await seedCompany(app.ctx);
});
afterAll(async () => {
  await app.close();
  idp.stop(true);
});

const me = (token: string) => app.request("GET", "/auth/me", { token });
const builtin = (claims: Record<string, unknown>) =>
  new SignJWT({ company_id: company.companyId, role: "admin", ...claims }).setProtectedHeader({ alg: "HS256" });
const external = (claims: Record<string, unknown>, kid = "idp-key-1") =>
  new SignJWT({ company_id: company.companyId, role: "manager", email: "op@plant.test", ...claims }).setProtectedHeader({ alg: "RS256", kid });

describe("built-in tokens", () => {
  test("a token from the issuer is accepted", async () => {
    const res = await me(company.viewer.token);
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(company.viewer.userId);
  });

  test("alg: none → 401", async () => {
    const token = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: company.admin.userId, company_id: company.companyId, role: "admin", iss: ISSUER, aud: AUDIENCE, exp: nowS() + 600 })}.`;
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: "UNAUTHORIZED" });
  });

  test("HS256 signed with the identity provider's public key → 401", async () => {
    const pem = await exportSPKI(rsa.publicKey);
    const token = await builtin({}).setSubject(company.admin.userId).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime("10m").sign(enc.encode(pem));
    expect((await me(token)).status).toBe(401);
  });

  test("a tampered payload → 401", async () => {
    const [h, , s] = company.viewer.token.split(".");
    const forged = `${h}.${b64({ sub: company.viewer.userId, company_id: company.companyId, role: "admin", iss: ISSUER, aud: AUDIENCE, exp: nowS() + 600 })}.${s}`;
    expect((await me(forged)).status).toBe(401);
  });

  test("no exp → 401", async () => {
    const token = await builtin({}).setSubject(company.admin.userId).setIssuer(ISSUER).setAudience(AUDIENCE).sign(enc.encode(SECRET));
    expect((await me(token)).status).toBe(401);
  });

  test("expired beyond the 60 s tolerance → 401; within it → accepted", async () => {
    const old = await builtin({}).setSubject(company.admin.userId).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime(nowS() - 120).sign(enc.encode(SECRET));
    expect((await me(old)).status).toBe(401);
    const recent = await builtin({}).setSubject(company.admin.userId).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime(nowS() - 20).sign(enc.encode(SECRET));
    expect((await me(recent)).status).toBe(200);
  });

  test("wrong issuer or audience → 401", async () => {
    const badIss = await builtin({}).setSubject(company.admin.userId).setIssuer("https://evil.test").setAudience(AUDIENCE).setExpirationTime("10m").sign(enc.encode(SECRET));
    const badAud = await builtin({}).setSubject(company.admin.userId).setIssuer(ISSUER).setAudience("other-app").setExpirationTime("10m").sign(enc.encode(SECRET));
    expect((await me(badIss)).status).toBe(401);
    expect((await me(badAud)).status).toBe(401);
  });

  test("a deactivated user's token → 401", async () => {
    const res = await app.request("PATCH", `/users/${company.manager.userId}`, { token: company.admin.token, json: { is_active: false } });
    expect(res.status).toBe(200);
    expect((await me(company.manager.token)).status).toBe(401);
  });

  test("context headers must match the token", async () => {
    const ok = await app.request("GET", "/auth/me", { token: company.viewer.token, headers: { "X-Company-Id": company.companyId, "X-User-Id": company.viewer.userId } });
    expect(ok.status).toBe(200);
    const other = await app.request("GET", "/auth/me", { token: company.viewer.token, headers: { "X-Company-Id": crypto.randomUUID() } });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe("FORBIDDEN");
    const otherUser = await app.request("GET", "/auth/me", { token: company.viewer.token, headers: { "X-User-Id": company.admin.userId } });
    expect(otherUser.status).toBe(403);
  });
});

describe("tokens of an external identity provider (JWKS)", () => {
  test("a JWKS-signed token is accepted and its user created on first use, once", async () => {
    const token = await external({}).setSubject("idp|alice").setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime("10m").sign(rsa.privateKey);
    const first = await me(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ company_id: company.companyId, role: "manager", email: "op@plant.test" });
    const second = await me(token);
    expect(second.body.user_id).toBe(first.body.user_id);
    const rows = app.ctx.db.select().from(users).where(eq(users.externalSubject, "idp|alice")).all();
    expect(rows).toHaveLength(1);
    expect(jwksRequests).toBeGreaterThan(0);
    // The role in the token decides for an external user: a manager may write, not administer.
    expect((await app.request("GET", "/users", { token })).status).toBe(403);
  });

  test("unknown kid → 401", async () => {
    const token = await external({}, "no-such-key").setSubject("idp|bob").setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime("10m").sign(rsa.privateKey);
    expect((await me(token)).status).toBe(401);
  });

  test("wrong issuer → 401, and no user is created", async () => {
    const token = await external({}).setSubject("idp|carol").setIssuer("https://other-idp.test").setAudience(AUDIENCE).setExpirationTime("10m").sign(rsa.privateKey);
    expect((await me(token)).status).toBe(401);
    expect(app.ctx.db.select().from(users).where(eq(users.externalSubject, "idp|carol")).all()).toHaveLength(0);
  });

  test("a key the provider does not publish → 401", async () => {
    const stranger = await generateKeyPair("RS256");
    const token = await external({}).setSubject("idp|mallory").setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime("10m").sign(stranger.privateKey);
    expect((await me(token)).status).toBe(401);
  });

  test("an unknown company in the token → 401", async () => {
    const token = await external({ company_id: crypto.randomUUID() }).setSubject("idp|dave").setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime("10m").sign(rsa.privateKey);
    expect((await me(token)).status).toBe(401);
  });
});
