import { afterAll, beforeAll, beforeEach, expect, test } from "bun:test";
import { ManualClock } from "../../src/shared/clock";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany, type SeededUser } from "../helpers/seed";
import { createTlsFixture, type TlsFixture } from "./helpers/tls-fixture";
import { recordingFetch, StubServer, testLookup } from "./helpers/stub-server";

/**
 * 30 concurrent identical web searches made 20 provider calls and spent a user's daily quota.
 * Concurrent searches for one cache key share one provider call, its result and its one count.
 */
let tlsFx: TlsFixture;
let provider: StubServer;
let app: TestApp;
let a: SeededCompany;
let others: SeededUser[];
const clock = new ManualClock(new Date("2025-03-10T09:00:00Z"));

const RESULTS = [{ title: "Acetone - Safety Data Sheet", url: "https://www.sigmaaldrich.com/sds/650501.pdf", snippet: "Acetone SDS" }];
const search = (token: string, json: Record<string, unknown>) => app.request("POST", "/chem/sds/search-web", { token, json });
const usage = () => app.ctx.db.$client.query("SELECT user_id, calls FROM web_search_usage").all() as { user_id: string; calls: number }[];

/**
 * The provider holds its answer until released: the test waits for the first call, gives the other
 * requests time to arrive, then releases. (Fixed code makes one call whatever the timing.)
 */
function heldProvider(answer: () => Response) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  provider.on("/search", async () => {
    await released;
    return answer();
  });
  return async () => {
    for (let i = 0; i < 500 && provider.received.length === 0; i++) await Bun.sleep(10);
    await Bun.sleep(300);
    release();
  };
}

beforeAll(async () => {
  tlsFx = createTlsFixture();
  provider = new StubServer(tlsFx);
  app = await createTestApp({
    WEBSEARCH_ENABLED: "true", WEBSEARCH_API_KEY: "test-key", WEBSEARCH_API_URL: `${provider.origin("provider.test")}/search`,
    IMPORT_CA_FILE: tlsFx.caFile,
  }, { clock, lookup: testLookup({ "provider.test": ["127.0.0.1"] }), fetch: recordingFetch(), startJobs: false });
  a = await seedCompany(app.ctx, "A");
  others = [];
  for (let i = 0; i < 4; i++) others.push(await seedUser(app.ctx, a.companyId, "manager"));
});
afterAll(async () => {
  await app.close();
  await provider.stop();
  tlsFx.cleanup();
});
beforeEach(() => {
  provider.reset();
  app.ctx.db.$client.run("DELETE FROM web_search_cache");
  app.ctx.db.$client.run("DELETE FROM web_search_usage");
});

test("30 concurrent identical searches make one provider call, share its result and count once", async () => {
  const releaseWhenAllIn = heldProvider(() => Response.json({ results: RESULTS }));
  const pending = Array.from({ length: 30 }, (_, i) => search(a.manager.token, { product_name: i % 2 ? "Acetone" : " ACETONE ", manufacturer: "Sigma-Aldrich" }));
  await releaseWhenAllIn();
  const answers = await Promise.all(pending);
  expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
  expect(new Set(answers.map((r) => JSON.stringify(r.body.results))).size).toBe(1);
  expect(answers[0]!.body.results[0].url).toBe(RESULTS[0]!.url);
  expect(provider.received.length).toBe(1);
  expect(usage()).toEqual([{ user_id: a.manager.userId, calls: 1 }]);
});

test("searches by several users of a company share the call too: only the one who made it is counted", async () => {
  const releaseWhenAllIn = heldProvider(() => Response.json({ results: RESULTS }));
  const users = [a.manager, ...others];
  const pending = users.flatMap((u) => [0, 1, 2].map(() => search(u.token, { product_name: "Methanol", manufacturer: "Fisher" })));
  await releaseWhenAllIn();
  const answers = await Promise.all(pending);
  expect(answers.every((r) => r.status === 200)).toBe(true);
  expect(provider.received.length).toBe(1);
  expect(usage().reduce((n, u) => n + u.calls, 0)).toBe(1);
});

test("a failed provider call is shared as the same error, counted once, cached nowhere, and the next search tries again", async () => {
  const releaseWhenAllIn = heldProvider(() => new Response("busy", { status: 503 }));
  const pending = Array.from({ length: 10 }, () => search(a.manager.token, { product_name: "Xylene", manufacturer: "VWR" }));
  await releaseWhenAllIn();
  const answers = await Promise.all(pending);
  expect(answers.map((r) => r.status)).toEqual(Array(10).fill(502));
  expect(answers[0]!.body).toMatchObject({ success: false, error: "UPSTREAM_ERROR" });
  expect(provider.received.length).toBe(1);
  expect(usage()).toEqual([{ user_id: a.manager.userId, calls: 1 }]);
  expect(app.ctx.db.$client.query("SELECT count(*) AS n FROM web_search_cache").get()).toEqual({ n: 0 });

  provider.reset();
  provider.on("/search", () => Response.json({ results: RESULTS }));
  const again = await search(a.manager.token, { product_name: "Xylene", manufacturer: "VWR" });
  expect(again.status).toBe(200);
  expect(provider.received.length).toBe(1);
});

test("different products, or the same product in another company, are not merged", async () => {
  const b = await seedCompany(app.ctx, "B");
  const releaseWhenAllIn = heldProvider(() => Response.json({ results: RESULTS }));
  const pending = [
    search(a.manager.token, { product_name: "Toluene", manufacturer: "VWR" }),
    search(a.manager.token, { product_name: "Benzene", manufacturer: "VWR" }),
    search(b.manager.token, { product_name: "Toluene", manufacturer: "VWR" }),
  ];
  await releaseWhenAllIn();
  expect((await Promise.all(pending)).map((r) => r.status)).toEqual([200, 200, 200]);
  expect(provider.received.length).toBe(3);
});
