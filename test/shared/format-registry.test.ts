/**
 * Issue 15 leftover: a page of 100 inventory items spent ~50 ms in its response check, because
 * importing @elysiajs/openapi replaced TypeBox's process-wide string formats (uuid, email, date, …)
 * with validators that build a zod/valibot schema on every call (~70 µs per uuid instead of ~0.1 µs).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { FormatRegistry } from "@sinclair/typebox";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany } from "../helpers/seed";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

test("the app checks ids, dates and addresses with Elysia's own formats, not the docs plugin's schema-per-call ones", async () => {
  // The document is generated on first request: after that, too, the formats are Elysia's.
  expect((await fetch(`${app.origin}/api/openapi.json`)).status).toBe(200);
  for (const name of ["uuid", "email", "date", "date-time"]) {
    const check = FormatRegistry.Get(name);
    expect({ name, source: String(check) }).not.toEqual({ name, source: expect.stringMatching(/string\d*\(\)|safeParse|pipe\(/) });
  }
  const { formatsAreTheApps } = await import("../../src/shared/format-guard");
  expect(formatsAreTheApps()).toBe(true);
});

test("the formats still refuse what they should (a listing's ids, an impossible date)", async () => {
  expect(FormatRegistry.Get("uuid")!("01a20b3a-73f4-7424-834b-cd3342268994")).toBe(true);
  expect(FormatRegistry.Get("uuid")!("not-a-uuid")).toBe(false);
  expect(FormatRegistry.Get("date")!("2020-02-30")).toBe(false);
  expect(FormatRegistry.Get("date")!("2024-02-29")).toBe(true);
  const c = await seedCompany(app.ctx);
  const res = await app.request("GET", `/chemicals?site_id=${c.siteId}&page_size=100`, { token: c.viewer.token });
  expect(res.status).toBe(200);
});
