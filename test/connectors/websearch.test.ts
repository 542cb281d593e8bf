import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { ManualClock } from "../../src/shared/clock";
import { DEFAULT_SDS_DOMAINS } from "../../src/config";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, tableCounts, type SeededCompany } from "../helpers/seed";
import { createTlsFixture, type TlsFixture } from "./helpers/tls-fixture";
import { recordingFetch, StubServer, testLookup } from "./helpers/stub-server";

let tlsFx: TlsFixture;
let provider: StubServer;
let app: TestApp;
let clock: ManualClock;
let a: SeededCompany;
let b: SeededCompany;

const answer = (results: unknown[]) => () => Response.json({ id: "r1", results });
const ACETONE = [
  { title: "Acetone - Safety Data Sheet", url: "https://www.sigmaaldrich.com/US/en/sds/sial/650501.pdf", snippet: "Acetone SDS by Sigma-Aldrich", date: "2024-01-02" },
  { title: "Acetone uses", url: "https://blog.example.org/acetone", snippet: "What acetone is good for" },
  { title: "evil", url: "javascript:alert(1)", snippet: "" },
];
const search = (token: string, json: Record<string, unknown>) => app.request("POST", "/chem/sds/search-web", { token, json });
const cacheRows = () => app.ctx.db.$client.query("SELECT * FROM web_search_cache").all() as Record<string, any>[];
const usageRows = () => app.ctx.db.$client.query("SELECT * FROM web_search_usage").all() as Record<string, any>[];

async function appWith(env: Record<string, string> = {}) {
  return createTestApp({
    WEBSEARCH_ENABLED: "true", WEBSEARCH_API_KEY: "test-key", WEBSEARCH_API_URL: `${provider.origin("provider.test")}/search`,
    IMPORT_CA_FILE: tlsFx.caFile, JWT_TTL_SECONDS: String(30 * 24 * 3600), ...env,
  }, { clock, lookup: testLookup({ "provider.test": ["127.0.0.1"] }), fetch: recordingFetch(), startJobs: false });
}

beforeAll(async () => {
  tlsFx = createTlsFixture();
  provider = new StubServer(tlsFx);
  clock = new ManualClock(new Date("2025-03-10T09:00:00Z"));
  app = await appWith();
  a = await seedCompany(app.ctx, "A");
  b = await seedCompany(app.ctx, "B");
});
afterAll(async () => {
  await app.close();
  await provider.stop();
  tlsFx.cleanup();
});
beforeEach(() => {
  provider.reset();
  provider.on("/search", answer(ACETONE));
  app.ctx.db.$client.run("DELETE FROM web_search_cache");
  app.ctx.db.$client.run("DELETE FROM web_search_usage");
  clock.set("2025-03-10T09:00:00Z");
});

describe("provider call and cache", () => {
  test("a miss calls the provider exactly as the spec says and caches the scored results", async () => {
    const res = await search(a.manager.token, { product_name: " Acetone ", manufacturer: "Sigma-Aldrich", barcode_upc: "0123456789012" });
    expect(res.status).toBe(200);
    expect(provider.received.length).toBe(1);
    const sent = provider.received[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.headers.authorization).toBe("Bearer test-key");
    expect(JSON.parse(sent.body)).toEqual({
      query: "0123456789012 Acetone Sigma-Aldrich SDS safety data sheet PDF", max_results: 10, country: "US", search_domain_filter: DEFAULT_SDS_DOMAINS,
    });
    expect(res.body.search_query_used).toBe("0123456789012 Acetone Sigma-Aldrich SDS safety data sheet PDF");
    expect(res.body.cached).toBe(false);
    expect(res.body.total).toBe(2);
    const [best, other] = res.body.results;
    expect(best).toMatchObject({ url: ACETONE[0]!.url, source_domain: "sigmaaldrich.com", is_pdf: true, date: "2024-01-02" });
    expect(best.confidence_score).toBeGreaterThan(0.9);
    expect(other).toMatchObject({ source_domain: "blog.example.org", is_pdf: false, date: null });
    expect(other.confidence_score).toBeLessThan(best.confidence_score);
    const [row] = cacheRows();
    expect(row).toMatchObject({ company_id: a.companyId, product_name_normalized: "acetone", manufacturer_normalized: "sigma-aldrich", barcode_upc: "0123456789012", result_count: 2, times_accessed: 1, sds_imported: 0 });
    expect(usageRows()).toEqual([{ day: "2025-03-10", company_id: a.companyId, user_id: a.manager.userId, calls: 1 }]);
  });

  test("without a barcode the query starts with the product name", async () => {
    const res = await search(a.manager.token, { product_name: "Acetone", manufacturer: "Fisher" });
    expect(res.body.search_query_used).toBe("Acetone Fisher SDS safety data sheet PDF");
  });

  test("a fresh entry answers without a provider call, whatever the case and spacing, and counts the access", async () => {
    await search(a.manager.token, { product_name: "Acetone", manufacturer: "Fisher" });
    clock.set("2025-03-17T08:59:59Z"); // 6 whole days and 23:59:59
    const res = await search(a.admin.token, { product_name: "  ACETONE", manufacturer: "fisher  " });
    expect(res.status).toBe(200);
    expect(res.body.cached).toBe(true);
    expect(res.body.total).toBe(2);
    expect(provider.received.length).toBe(1);
    expect(cacheRows()[0]).toMatchObject({ times_accessed: 2, last_accessed_at: "2025-03-17T08:59:59.000Z" });
    expect(usageRows().reduce((n, r) => n + r.calls, 0)).toBe(1);
  });

  test("an entry 7 whole days old is refreshed by a new provider call", async () => {
    await search(a.manager.token, { product_name: "Acetone", manufacturer: "Fisher" });
    clock.set("2025-03-17T09:00:00Z");
    provider.on("/search", answer([ACETONE[1]]));
    const res = await search(a.manager.token, { product_name: "Acetone", manufacturer: "Fisher" });
    expect(res.body.cached).toBe(false);
    expect(res.body.total).toBe(1);
    expect(provider.received.length).toBe(2);
    expect(cacheRows()).toHaveLength(1);
    expect(cacheRows()[0]).toMatchObject({ result_count: 1, searched_at: "2025-03-17T09:00:00.000Z", times_accessed: 2 });
  });

  test("the cache is per company", async () => {
    await search(a.manager.token, { product_name: "Acetone", manufacturer: "Fisher" });
    const res = await search(b.manager.token, { product_name: "Acetone", manufacturer: "Fisher" });
    expect(res.body.cached).toBe(false);
    expect(provider.received.length).toBe(2);
    expect(cacheRows().map((r) => r.company_id).sort()).toEqual([a.companyId, b.companyId].sort());
  });
});

describe("failures write nothing to the cache", () => {
  test.each([
    ["an HTTP error", () => new Response("boom", { status: 500 })],
    ["a refused key", () => new Response("no", { status: 401 })],
    ["a body that is not JSON", () => new Response("<html>maintenance</html>", { headers: { "content-type": "text/html" } })],
    ["JSON without a results list", () => Response.json({ error: "quota" })],
    ["a result without url", () => Response.json({ results: [{ title: "x" }] })],
    ["a redirect", () => Response.redirect("https://provider.test/elsewhere", 302)],
  ])("%s → 502", async (_name, behaviour) => {
    provider.on("/search", behaviour);
    const before = tableCounts(app.ctx);
    const res = await search(a.manager.token, { product_name: "Acetone", manufacturer: "Fisher" });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, error: "UPSTREAM_ERROR" });
    expect(cacheRows()).toEqual([]);
    expect({ ...tableCounts(app.ctx), web_search_usage: 0 }).toEqual({ ...before, web_search_usage: 0 });
  });

  test("a provider that does not answer in time → 504", async () => {
    const slow = await appWith({ WEBSEARCH_TIMEOUT_MS: "200" });
    try {
      const c = await seedCompany(slow.ctx);
      provider.on("/search", provider.stallBeforeHeaders());
      const res = await slow.request("POST", "/chem/sds/search-web", { token: c.manager.token, json: { product_name: "Acetone", manufacturer: "Fisher" } });
      expect(res.status).toBe(504);
      expect(res.body).toMatchObject({ success: false, error: "UPSTREAM_TIMEOUT" });
      expect(slow.ctx.db.$client.query("SELECT count(*) AS n FROM web_search_cache").get()).toEqual({ n: 0 });
    } finally {
      await slow.close();
    }
  });
});

describe("switched off", () => {
  test("the default configuration answers 503 FEATURE_DISABLED and calls nobody", async () => {
    const off = await createTestApp({}, { startJobs: false });
    try {
      const c = await seedCompany(off.ctx);
      const before = tableCounts(off.ctx);
      const res = await off.request("POST", "/chem/sds/search-web", { token: c.manager.token, json: { product_name: "Acetone", manufacturer: "Fisher" } });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: expect.stringContaining("switched off"), error: "FEATURE_DISABLED" });
      expect(tableCounts(off.ctx)).toEqual(before);
      expect(provider.received).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe("daily limits", () => {
  const distinct = (i: number) => ({ product_name: `Product ${i}`, manufacturer: "Acme" });

  test("20 provider calls per user per UTC day, then 429 with Retry-After to midnight; cache hits stay free", async () => {
    clock.set("2025-03-10T23:00:00Z");
    for (let i = 0; i < 20; i++) expect((await search(a.manager.token, distinct(i))).status).toBe(200);
    const hit = await search(a.manager.token, distinct(3));
    expect(hit.body.cached).toBe(true);
    const before = tableCounts(app.ctx);
    const res = await search(a.manager.token, distinct(20));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, error: "RATE_LIMITED" });
    expect(res.headers.get("retry-after")).toBe("3600");
    expect(tableCounts(app.ctx)).toEqual(before);
    expect(provider.received.length).toBe(20);
    expect((await search(a.admin.token, distinct(20))).status).toBe(200); // another user of the company still may
    clock.set("2025-03-11T00:00:00Z");
    expect((await search(a.manager.token, distinct(21))).status).toBe(200);
  });

  test("50 provider calls per company per UTC day, whoever makes them", async () => {
    const users = [a.manager, a.admin, await seedUser(app.ctx, a.companyId, "manager")];
    for (let i = 0; i < 50; i++) expect((await search(users[i % 3]!.token, distinct(i))).status).toBe(200);
    const fresh = await seedUser(app.ctx, a.companyId, "manager");
    const res = await search(fresh.token, distinct(99));
    expect(res.status).toBe(429);
    expect(res.body.message).toContain("company");
    expect(Number(res.headers.get("retry-after"))).toBe(15 * 3600);
    expect((await search(b.manager.token, distinct(99))).status).toBe(200); // another company is not affected
  });
});

describe("validation", () => {
  test.each([
    [{ product_name: "Acetone" }],
    [{ product_name: "   ", manufacturer: "Fisher" }],
    [{ product_name: "Acetone", manufacturer: "Fisher", extra: 1 }],
    [{ product_name: "Acetone", manufacturer: "Fisher", barcode_upc: "12 34" }],
    [{ product_name: "x".repeat(256), manufacturer: "Fisher" }],
  ])("%j → 422 and no provider call", async (json) => {
    const res = await search(a.manager.token, json as Record<string, unknown>);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("VALIDATION_ERROR");
    expect(provider.received).toEqual([]);
  });
});
