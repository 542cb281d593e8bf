import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, tableCounts, type SeededCompany } from "../helpers/seed";

let app: TestApp;
let company: SeededCompany;
beforeEach(async () => {
  app = await createTestApp();
  company = await seedCompany(app.ctx);
});
afterEach(async () => app.close());

describe("sign-in", () => {
  test("right password → token that works; wrong password → 401 with the same message as an unknown e-mail", async () => {
    const hash = await Bun.password.hash("correct horse battery", { algorithm: "argon2id" });
    await seedUser(app.ctx, company.companyId, "manager", { email: "ehs@plant.test", passwordHash: hash });
    const ok = await app.request("POST", "/auth/login", { json: { email: "EHS@plant.test ", password: "correct horse battery" } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: "bearer", expires_in: 8 * 3600 });
    const me = await app.request("GET", "/auth/me", { token: ok.body.access_token });
    expect(me.body).toMatchObject({ email: "ehs@plant.test", role: "manager" });
    expect(me.body.password_hash).toBeUndefined();

    const wrong = await app.request("POST", "/auth/login", { json: { email: "ehs@plant.test", password: "nope" } });
    const unknown = await app.request("POST", "/auth/login", { json: { email: "nobody@plant.test", password: "nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  }, 20_000);

  test("after 10 failures from one address, sign-in answers 429 with Retry-After, even with the right password", async () => {
    const hash = await Bun.password.hash("correct horse battery", { algorithm: "argon2id" });
    await seedUser(app.ctx, company.companyId, "viewer", { email: "op@plant.test", passwordHash: hash });
    for (let i = 0; i < 10; i++) {
      expect((await app.request("POST", "/auth/login", { json: { email: "op@plant.test", password: `guess ${i}` } })).status).toBe(401);
    }
    const blocked = await app.request("POST", "/auth/login", { json: { email: "op@plant.test", password: "correct horse battery" } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("RATE_LIMITED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 20_000);

  test("guesses sent all at once are limited like guesses sent one by one (no more than 10 reach the password check)", async () => {
    const hash = await Bun.password.hash("correct horse battery", { algorithm: "argon2id" });
    await seedUser(app.ctx, company.companyId, "viewer", { email: "op@plant.test", passwordHash: hash });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) =>
      app.request("POST", "/auth/login", { json: { email: "op@plant.test", password: `guess ${i}` } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(15);
  }, 20_000);

  test("a successful sign-in from an address does not wipe the failed guesses made from it at other accounts", async () => {
    const hash = await Bun.password.hash("correct horse battery", { algorithm: "argon2id" });
    await seedUser(app.ctx, company.companyId, "viewer", { email: "op@plant.test", passwordHash: hash });
    await seedUser(app.ctx, company.companyId, "viewer", { email: "own@plant.test", passwordHash: hash });
    const guess = async (n: number) => (await app.request("POST", "/auth/login", { json: { email: "op@plant.test", password: `guess ${n}` } })).status;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) expect(await guess(round * 3 + i)).toBe(401);
      expect((await app.request("POST", "/auth/login", { json: { email: "own@plant.test", password: "correct horse battery" } })).status).toBe(200);
    }
    expect(await guess(9)).toBe(401);
    const blocked = await app.request("POST", "/auth/login", { json: { email: "op@plant.test", password: "guess 10" } });
    expect(blocked.status).toBe(429);
  }, 20_000);

  test("unknown fields in a body are refused with 422 and field details", async () => {
    const res = await app.request("POST", "/auth/login", { json: { email: "a@b.c", password: "x", remember_me: true } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
    expect(Array.isArray(res.body.details)).toBe(true);
  }, 20_000);
});

describe("invitations", () => {
  test("invite → invite_url → accept → the new user signs in with the invited role", async () => {
    const invite = await app.request("POST", "/users/invite", { token: company.admin.token, json: { email: "new.tech@plant.test", role: "manager" } });
    expect(invite.status).toBe(201);
    const url = new URL(invite.body.invite_url);
    const token = url.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);
    const info = await app.request("GET", `/auth/accept-invite?token=${token}`);
    expect(info.body).toMatchObject({ email: "new.tech@plant.test", role: "manager", company_name: company.name });

    const accepted = await app.request("POST", "/auth/accept-invite", { json: { token, password: "a long passphrase", name: "New Tech" } });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email: "new.tech@plant.test", role: "manager", company_id: company.companyId });
    const login = await app.request("POST", "/auth/login", { json: { email: "new.tech@plant.test", password: "a long passphrase" } });
    expect(login.status).toBe(200);

    const again = await app.request("POST", "/auth/accept-invite", { json: { token, password: "a long passphrase", name: "Twice" } });
    expect(again.status).toBe(404);
  });

  test("inviting a member is a conflict and writes nothing", async () => {
    const before = tableCounts(app.ctx);
    const res = await app.request("POST", "/users/invite", { token: company.admin.token, json: { email: company.viewer.email, role: "viewer" } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("CONFLICT");
    expect(tableCounts(app.ctx)).toEqual(before);
  });

  test("the invitation token is stored only as a hash, and the stored mail leaves the link out", async () => {
    const invite = await app.request("POST", "/users/invite", { token: company.admin.token, json: { email: "x@plant.test", role: "viewer" } });
    const token = new URL(invite.body.invite_url).searchParams.get("token")!;
    const dump = JSON.stringify(app.ctx.db.$client.query("SELECT * FROM invitations").all());
    expect(dump).not.toContain(token);
    await app.ctx.jobs.idle();
    const mail = app.ctx.db.$client.query("SELECT body, status FROM email_outbox WHERE to_address = 'x@plant.test'").get() as { body: string; status: string };
    expect(mail.status).toBe("recorded");
    expect(mail.body).not.toContain("token=");
    expect(mail.body).toContain("link is left out");
    const stored = JSON.stringify(app.ctx.db.$client.query("SELECT payload FROM jobs WHERE kind = 'email_send'").all());
    expect(stored).not.toContain(token);
    // The link handed to the admin still works.
    const accepted = await app.request("POST", "/auth/accept-invite", { json: { token, password: "a long passphrase", name: "X" } });
    expect(accepted.status).toBe(201);
  });

  test("the last active admin cannot be demoted or deactivated", async () => {
    const res = await app.request("PATCH", `/users/${company.admin.userId}`, { token: company.admin.token, json: { role: "viewer" } });
    expect(res.status).toBe(409);
    const off = await app.request("PATCH", `/users/${company.admin.userId}`, { token: company.admin.token, json: { is_active: false } });
    expect(off.status).toBe(409);
  });
});

describe("error bodies", () => {
  test("an unknown route → 404 NOT_FOUND in the standard body", async () => {
    const res = await app.request("GET", "/no/such/route", { token: company.viewer.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "Route not found", error: "NOT_FOUND" });
  });

  test("a malformed JSON body → 400 BAD_REQUEST", async () => {
    const res = await app.request("POST", "/sites", { token: company.admin.token, body: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("BAD_REQUEST");
  });

  test("a JSON body over the limit → 413 PAYLOAD_TOO_LARGE", async () => {
    const res = await app.request("POST", "/sites", { token: company.admin.token, json: { name: "x".repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe("PAYLOAD_TOO_LARGE");
  });

  test("a bad path id → 422 with details", async () => {
    const res = await app.request("GET", "/sites/not-a-uuid", { token: company.viewer.token });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("VALIDATION_ERROR");
  });

  test("a page number too large for the database → 422, not 500", async () => {
    for (const path of ["/chemicals", "/chem/products", "/chem/sds/library", "/sites", "/notifications"]) {
      const res = await app.request("GET", `${path}?page=1e308`, { token: company.viewer.token });
      expect(`${path} ${res.status}`).toBe(`${path} 422`);
      expect(res.body.error).toBe("VALIDATION_ERROR");
    }
  });

  test("a duplicate site name → 409", async () => {
    const res = await app.request("POST", "/sites", { token: company.admin.token, json: { name: "main PLANT" } });
    expect(res.status).toBe(409);
  });

  test("writes are audited in the same transaction", async () => {
    const res = await app.request("POST", "/sites", { token: company.admin.token, json: { name: "Warehouse 2" } });
    const audit = app.ctx.db.$client.query("SELECT * FROM audit_log WHERE entity_id = ?").all(res.body.site_id) as { action: string; user_id: string }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "site.create", user_id: company.admin.userId });
  });
});
