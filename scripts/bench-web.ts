/**
 * npm run bench:web — the web app's budgets (issue 12), measured and printed:
 * - the station's first view: bytes transferred (compressed, headers included) and first contentful
 *   paint, in headless Chromium with a cold cache (budgets: ≤ 100 KB, FCP < 1 s);
 * - the station search at 10,000 products at one site, through the real HTTP stack (budget ≤ 100 ms),
 *   with its query plan.
 * BENCH_PRODUCTS=10000, BENCH_REQUESTS=100, BENCH_VIEWS=5 override the defaults.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { loadConfig } from "../src/config";
import { startRuntime } from "../src/runtime";
import { newLinkToken, sha256Hex } from "../src/shared/hash";
import { percentile } from "./bench-ingest";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const BENCH_PASSWORD = "bench password for the workspace";
const VIEWS = Number(process.env.BENCH_VIEWS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const NAMES = ["Acetone", "Methanol", "Ethanol", "Isopropanol", "Toluene", "Xylene", "Hexane", "Heptane", "Sulfuric Acid", "Hydrochloric Acid",
  "Nitric Acid", "Sodium Hydroxide", "Ammonia", "Sodium Hypochlorite", "Hydrogen Peroxide", "Glycerol", "Diesel Fuel", "Kerosene", "Brake Cleaner", "Degreaser"];
const MAKERS = ["Fisher Scientific", "Sigma Aldrich", "Merck", "Univar Solutions", "Brenntag", "3M", "BASF", "ExxonMobil", "Ecolab", "Zep"];

const dir = mkdtempSync(join(tmpdir(), "chemsafe-bench-web-"));
const runtime = await startRuntime(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", STATION_RATE_LIMIT: "1000000" }, dir), { startJobs: false });
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => runtime.app.fetch(req) as Promise<Response> });
const origin = `http://127.0.0.1:${server.port}`;
try {
  const raw = runtime.ctx.db.$client;
  const now = new Date().toISOString();
  const companyId = Bun.randomUUIDv7();
  const siteId = Bun.randomUUIDv7();
  const token = newLinkToken();
  const t0 = performance.now();
  raw.transaction(() => {
    raw.query("INSERT INTO companies (company_id, name, timezone, created_at, updated_at) VALUES (?, 'Bench Plant', 'UTC', ?, ?)").run(companyId, now, now);
    raw.query("INSERT INTO sites (site_id, company_id, name, is_active, created_at, updated_at) VALUES (?, ?, 'Main plant', 1, ?, ?)").run(siteId, companyId, now, now);
    raw.query("INSERT INTO station_links (station_link_id, company_id, site_id, token_hash, created_at) VALUES (?, ?, ?, ?, ?)").run(Bun.randomUUIDv7(), companyId, siteId, sha256Hex(token), now);
    const doc = raw.prepare(`INSERT INTO sds_documents (sds_id, product_name, manufacturer, revision_date, field_sources, file_checksum, file_size, storage_key,
      source_type, created_at, updated_at, sds_parsed, parse_status) VALUES (?, ?, ?, '2024-01-15', '{}', ?, 1000, 'k', 'upload', ?, ?, 1, 'completed')`);
    const hazard = raw.prepare(`INSERT INTO sds_hazard_info (sds_id, signal_word, pictograms, h_codes, hazard_statements) VALUES (?, 'DANGER', '["GHS02","GHS07"]', '["H225","H319"]', '[]')`);
    const product = raw.prepare(`INSERT INTO company_products (company_product_id, company_id, product_name, manufacturer, product_name_normalized, manufacturer_normalized,
      cas_number, barcode_upc, barcode_source, sds_missing, current_sds_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'scanned', 0, ?, ?, ?)`);
    const item = raw.prepare(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id, container_size, size_unit, quantity, created_at, updated_at)
      VALUES (?, ?, ?, ?, 4, 'L', 1, ?, ?)`);
    const mapping = raw.prepare(`INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, revision_date, mapped_to_inventory_count)
      VALUES (?, ?, ?, ?, ?, '2024-01-15', 1)`);
    for (let i = 0; i < PRODUCTS; i++) {
      const sdsId = Bun.randomUUIDv7();
      const productId = Bun.randomUUIDv7();
      const name = `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`;
      const maker = MAKERS[i % MAKERS.length]!;
      doc.run(sdsId, name, maker, sha256Hex(sdsId), now, now);
      hazard.run(sdsId);
      mapping.run(companyId, sdsId, now, name, maker);
      product.run(productId, companyId, name, maker, name.toLowerCase(), maker.toLowerCase(), `${100 + (i % 900)}-${10 + (i % 90)}-${i % 10}`, String(4000000000000 + i), sdsId, now, now);
      item.run(Bun.randomUUIDv7(), companyId, productId, siteId, now, now);
    }
  })();
  raw.query(`INSERT INTO users (user_id, company_id, email, name, role, password_hash, is_active, created_at, updated_at)
    VALUES (?, ?, 'ehs@bench.test', 'EHS manager', 'manager', ?, 1, ?, ?)`).run(Bun.randomUUIDv7(), companyId, await Bun.password.hash(BENCH_PASSWORD), now, now);
  raw.run("ANALYZE");
  console.log(`seeded ${PRODUCTS} products with a current SDS at one site in ${Math.round(performance.now() - t0)} ms`);

  // Station search through the HTTP stack.
  const api = `${origin}/api/v1/station/${token}`;
  const queries: [string, string][] = [["first page (no query)", ""], ["name word", "acetone"], ["name prefix, ~half the products", "a"],
    ["manufacturer", "brenntag"], ["CAS number", "105-15-5"], ["barcode (scanner)", String(4000000000000 + Math.floor(PRODUCTS / 2))], ["no match", "zzzz"]];
  // On a shared machine wall time includes waiting for a core: the CPU time of each request (server and client, one process) is printed beside it.
  console.log(`\nload average ${require("node:os").loadavg().map((n: number) => n.toFixed(1)).join(" ")} on ${require("node:os").cpus().length} cores`);
  console.log(`station search at ${PRODUCTS} products (GET /station/{token}/products?q=, ${REQUESTS} requests each; budget ≤ 100 ms)`);
  for (const [label, q] of queries) {
    const url = `${api}/products?q=${encodeURIComponent(q)}`;
    for (let i = 0; i < 5; i++) await fetch(url).then((r) => r.arrayBuffer());
    const times: number[] = [];
    const cpu: number[] = [];
    let total = "";
    for (let i = 0; i < REQUESTS; i++) {
      const s = performance.now();
      const c = process.cpuUsage();
      const body = await fetch(url).then((r) => r.json()) as { total: number; total_exact: boolean };
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      times.push(performance.now() - s);
      total = `${body.total_exact ? "" : ">"}${body.total}`;
    }
    console.log(`  ${label.padEnd(32)} q=${JSON.stringify(q).padEnd(16)} matches ${total.padStart(5)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  cpu p50 ${percentile(cpu, 50).toFixed(1).padStart(5)} ms`);
  }

  // The offline copy a kiosk saves after its first view (every product with its sections; PDFs apart).
  for (let i = 0; i < 2; i++) {
    const s = performance.now();
    const res = await fetch(`${api}/offline`, { headers: { "accept-encoding": "gzip" }, decompress: false } as RequestInit);
    const zipped = (await res.arrayBuffer()).byteLength;
    if (i === 1) console.log(`\noffline copy of ${PRODUCTS} products: ${(zipped / 1024).toFixed(0)} KB gzip, answered in ${(performance.now() - s).toFixed(0)} ms`);
  }

  // First view in headless Chromium, cold cache each time.
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const bytes: number[] = [];
    const fcps: number[] = [];
    const shown: number[] = [];
    let detail: string[] = [];
    for (let v = 0; v < VIEWS; v++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
      const cdp = await page.createCDPSession();
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      const urls = new Map<string, string>();
      const sizes: { url: string; n: number }[] = [];
      cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
      cdp.on("Network.loadingFinished", (e) => sizes.push({ url: urls.get(e.requestId) ?? "?", n: e.encodedDataLength }));
      const start = performance.now();
      await page.goto(`${origin}/station/${token}`, { waitUntil: "load" });
      await page.waitForSelector(".result");
      shown.push(performance.now() - start);
      fcps.push(await page.evaluate(() => (globalThis as any).performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN));
      // What the page itself fetched to show its first view (the service worker's offline saving runs apart, after it).
      const firstView = sizes.filter((s) => !s.url.endsWith("/offline") && !s.url.includes("/sds/"));
      bytes.push(firstView.reduce((n, s) => n + s.n, 0));
      detail = firstView.map((s) => `    ${(s.n / 1024).toFixed(1).padStart(6)} KB  ${s.url.replace(origin, "").replace(token, "{token}").split("?")[0]}`);
      await context.close();
    }
    console.log(`\nstation first view (phone viewport, cold cache, ${VIEWS} loads)`);
    console.log(`  transferred: ${(percentile(bytes, 50) / 1024).toFixed(1)} KB (budget ≤ 100 KB)`);
    console.log(detail.join("\n"));
    console.log(`  first contentful paint: p50 ${percentile(fcps, 50).toFixed(0)} ms, max ${Math.max(...fcps).toFixed(0)} ms (budget < 1000 ms)`);
    console.log(`  results shown (navigation start to first results): p50 ${percentile(shown, 50).toFixed(0)} ms`);
    await benchWorkspace(browser);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop(true);
  await runtime.stop();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The workspace: its first view after signing in (the dashboard, desk viewport, cold cache; budget
 * ≤ 350 KB), and a library page of 25 rows from the click on "Next page" to the rows shown (budget 300 ms).
 */
async function benchWorkspace(browser: import("puppeteer-core").Browser) {
  const bytes: number[] = [];
  const fcps: number[] = [];
  const pageTimes: number[] = [];
  let detail: string[] = [];
  for (let v = 0; v < VIEWS; v++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    // Sign in (the cookie is the context's), then measure the first view of the dashboard with a cold cache.
    await page.goto(`${origin}/sign-in`, { waitUntil: "load" });
    await page.waitForSelector("#email");
    await page.type("#email", "ehs@bench.test");
    await page.type("#password", BENCH_PASSWORD);
    await page.click("button[type=submit]");
    await page.waitForSelector('.dashboard[data-status="ready"]');
    const urls = new Map<string, string>();
    const sizes: { url: string; n: number }[] = [];
    cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
    cdp.on("Network.loadingFinished", (e) => sizes.push({ url: urls.get(e.requestId) ?? "?", n: e.encodedDataLength }));
    await page.goto(`${origin}/dashboard`, { waitUntil: "load" });
    await page.waitForSelector('.dashboard[data-status="ready"]');
    fcps.push(await page.evaluate(() => (globalThis as any).performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN));
    bytes.push(sizes.reduce((n, s) => n + s.n, 0));
    detail = sizes.map((s) => `    ${(s.n / 1024).toFixed(1).padStart(6)} KB  ${s.url.replace(origin, "").split("?")[0]}`);
    await page.goto(`${origin}/library?sort_by=product_name&sort_order=asc`, { waitUntil: "load" });
    await page.waitForSelector('.library[data-status="ready"]');
    for (let p = 2; p <= 6; p++) {
      const ms = await page.evaluate(async (n) => {
        const d = (globalThis as any).document;
        const t = performance.now();
        d.querySelector(".pager button:last-of-type").click();
        await new Promise<void>((resolve) => {
          const check = () => (d.querySelector(`.library[data-status="ready"][data-query*="page=${n}&"]`) ? resolve() : (globalThis as any).requestAnimationFrame(check));
          check();
        });
        await new Promise((r) => (globalThis as any).requestAnimationFrame(r));
        return performance.now() - t;
      }, p);
      pageTimes.push(ms);
    }
    await context.close();
  }
  console.log(`\nworkspace first view (dashboard after sign-in, desk viewport, cold cache, ${VIEWS} loads)`);
  console.log(`  transferred: ${(percentile(bytes, 50) / 1024).toFixed(1)} KB (budget ≤ 350 KB)`);
  console.log(detail.join("\n"));
  console.log(`  first contentful paint: p50 ${percentile(fcps, 50).toFixed(0)} ms, max ${Math.max(...fcps).toFixed(0)} ms (budget < 1000 ms)`);
  console.log(`library page of 25 rows at ${PRODUCTS} SDSs (click "Next page" to rows painted, ${pageTimes.length} clicks): p50 ${percentile(pageTimes, 50).toFixed(0)} ms, max ${Math.max(...pageTimes).toFixed(0)} ms (budget ≤ 300 ms)`);
}
