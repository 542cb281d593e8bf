import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "./helpers/seed";
import { chemicalBody } from "./inventory/fixtures";

/** A JSON body nested without end must be refused as bad input, not crash the parser or the validator. */
let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

const deepArray = (n: number) => "[".repeat(n) + "]".repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);
const raw = (method: string, path: string, body: string, token?: string) =>
  app.request(method, path, { token, body, headers: { "content-type": "application/json" } });

const routes = () => [
  { method: "POST", path: "/sites", token: c.admin.token },
  { method: "POST", path: "/chemicals", token: c.manager.token },
  { method: "POST", path: "/auth/login", token: undefined },
  { method: "POST", path: "/chem/labels/extract", token: c.manager.token },
  { method: "PATCH", path: "/companies", token: c.admin.token },
  { method: "POST", path: "/chem/sds/search-web", token: c.manager.token },
];

test("JSON nested 100,000 deep → 400 with the error body on every JSON route, nothing written", async () => {
  const before = dbFingerprint(app.ctx);
  for (const r of routes()) {
    for (const body of [deepArray(100_000), deepObject(100_000), `{"name":${deepArray(100_000)}}`, `{"name":"x","extra":${deepObject(50_000)}}`]) {
      const res = await raw(r.method, r.path, body, r.token);
      expect({ route: r.path, status: res.status }).toEqual({ route: r.path, status: 400 });
      expect(res.body).toMatchObject({ success: false, error: "BAD_REQUEST" });
      expect(res.body.message).toContain("nested");
    }
  }
  expect(dbFingerprint(app.ctx)).toEqual(before);
});

test("ordinary nesting and brackets inside strings are not mistaken for deep nesting", async () => {
  const brackets = "[{".repeat(200);
  const site = await app.request("POST", "/sites", { token: c.admin.token, json: { name: `Yard ${brackets}`.slice(0, 100) } });
  expect(site.status).toBe(201);
  const chem = await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { product_name: "Acid \"[[[[\\\"{{{{" }) });
  expect(chem.status).toBe(201);
  // Nested 40 deep where the schema wants a string: a validation error, as before.
  const nested = await raw("POST", "/sites", `{"name":${deepArray(40)}}`, c.admin.token);
  expect(nested.status).toBe(422);
});
