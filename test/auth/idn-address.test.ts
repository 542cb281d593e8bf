import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";

let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

test("a person invited at an internationalised domain signs in typing the address as they know it", async () => {
  const invite = await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "Idn@Bücher.de", role: "viewer" } });
  expect(invite.status).toBe(201);
  const token = new URL(invite.body.invite_url).searchParams.get("token");
  const accepted = await app.request("POST", "/auth/accept-invite", { json: { token, password: "a long and unusual passphrase", name: "Idn" } });
  expect(accepted.status).toBe(201);
  for (const email of ["idn@bücher.de", "IDN@xn--bcher-kva.de"]) {
    const login = await app.request("POST", "/auth/login", { json: { email, password: "a long and unusual passphrase" } });
    expect({ email, status: login.status }).toEqual({ email, status: 200 });
  }
  // The same person cannot be invited again under the other spelling.
  const again = await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "idn@bücher.de", role: "viewer" } });
  expect(again.status).toBe(409);
});
