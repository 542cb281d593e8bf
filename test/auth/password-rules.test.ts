import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, seedUser, type SeededCompany } from "../helpers/seed";
import { bootstrapCompany } from "../../src/modules/auth/users.service";
import { PASSWORD_RULES } from "../../src/modules/auth/password-policy";

let app: TestApp;
let company: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  company = await seedCompany(app.ctx);
});
afterAll(() => app.close());

const invite = async (email: string) => {
  const res = await app.request("POST", "/users/invite", { token: company.admin.token, json: { email, role: "viewer" } });
  expect(res.status).toBe(201);
  return new URL(res.body.invite_url).searchParams.get("token")!;
};

const expectRuleRefusal = (res: { status: number; body: any }, field: string, problem: RegExp) => {
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
  expect(res.body.message).toMatch(problem);
  expect(res.body.message).toContain(PASSWORD_RULES);
  expect(res.body.details).toEqual([{ field, message: expect.stringMatching(problem) }]);
};

describe("password rules: at least 12 characters, not the e-mail, not a common password", () => {
  test("accept-invite refuses an 11-character password, the e-mail itself and a common password, and creates no account", async () => {
    const token = await invite("rules.new@plant.test");
    await app.ctx.jobs.idle();
    const before = dbFingerprint(app.ctx);
    for (const [password, problem] of [["elevenchars", /fewer than 12/], ["Rules.New@plant.test", /e-mail/], ["Password1234", /commonly used/], ["aaaaaaaaaaaaaaa", /commonly used/]] as const) {
      const res = await app.request("POST", "/auth/accept-invite", { json: { token, password, name: "New" } });
      expectRuleRefusal(res, "password", problem);
    }
    expect(dbFingerprint(app.ctx)).toEqual(before);
    const ok = await app.request("POST", "/auth/accept-invite", { json: { token, password: "tank farm 7 gauge", name: "New" } });
    expect(ok.status).toBe(201);
  });

  test("change-password refuses a new password that breaks a rule and keeps the old one", async () => {
    const hash = await Bun.password.hash("the old passphrase", { algorithm: "argon2id" });
    const user = await seedUser(app.ctx, company.companyId, "viewer", { email: "operator.one@plant.test", passwordHash: hash });
    for (const [password, problem] of [["operator.one", /e-mail/], ["qwerty123456", /commonly used/], ["short one", /fewer than 12/]] as const) {
      const res = await app.request("POST", "/auth/change-password", { token: user.token, json: { current_password: "the old passphrase", new_password: password } });
      expectRuleRefusal(res, "new_password", problem);
    }
    expect((await app.request("POST", "/auth/login", { json: { email: "operator.one@plant.test", password: "the old passphrase" } })).status).toBe(200);
  });

  test("bootstrap refuses a common password", async () => {
    await expect(bootstrapCompany(app.ctx, { company: "Weak Plant", email: "boss@weak.test", password: "password1234" })).rejects.toThrow(/commonly used/);
    await expect(bootstrapCompany(app.ctx, { company: "Weak Plant", email: "boss@weak.test", password: "elevenchars" })).rejects.toThrow(PASSWORD_RULES);
  });
});
