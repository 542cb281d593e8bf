/**
 * npm run bench:inventory — the inventory at 1,000, 10,000 and 100,000 items per company (two
 * companies of that size in one database), through the real HTTP stack: p50/p95 of every listing,
 * filter, search and sort (last page and page 4,000 included), the SDS details' inventory
 * attachments, reports and POST /chemicals; next to each, the very statements the request ran,
 * replayed through bare bun:sqlite, and their EXPLAIN QUERY PLAN (a SCAN of an inventory table,
 * i.e. a full scan of the company's items, is flagged).
 * BENCH_SIZES=1000,10000, BENCH_REQUESTS=50 and BENCH_WARMUP=2 override the defaults (1000,10000,100000; 100; 10);
 * BENCH_PLANS=0 leaves the query plans out; BENCH_ONLY=<regular expression> runs only the queries whose label matches. The site SDS station's search (issue 12: within 100 ms)
 * runs against the site with the most products. At the end, a Markdown table of every figure at
 * every size (for the README), with the figures over target marked.
 */
import type { Statement } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config";
import { startRuntime } from "../src/runtime";
import { inventoryReportRows } from "../src/modules/reports/reports.service";
import { percentile } from "./bench-ingest";
import { sha256Hex } from "../src/shared/hash";

/** Every figure of every size, for the table printed at the end: label → size → figures. */
const table = new Map<string, Map<number, { p50: number; p95: number; raw50?: number; raw95?: number; target: number; over: boolean }>>();
function keep(label: string, n: number, f: { p50: number; p95: number; raw50?: number; raw95?: number }, target: { p95?: number; p50?: number }) {
  const over = n >= 100_000 && ((target.p95 !== undefined && f.p95 >= target.p95) || (target.p50 !== undefined && f.p50 >= target.p50));
  if (!table.has(label)) table.set(label, new Map());
  table.get(label)!.set(n, { ...f, target: target.p95 ?? target.p50 ?? 0, over });
}

const NAMES = ["Acetone", "Methanol", "Ethanol", "Isopropanol", "Toluene", "Xylene", "Hexane", "Heptane", "Benzene", "Styrene",
  "Sulfuric Acid", "Hydrochloric Acid", "Nitric Acid", "Phosphoric Acid", "Acetic Acid", "Citric Acid", "Sodium Hydroxide",
  "Potassium Hydroxide", "Ammonia", "Sodium Hypochlorite", "Hydrogen Peroxide", "Glycerol", "Ethylene Glycol", "Propylene Glycol",
  "Diesel Fuel", "Kerosene", "Mineral Spirits", "Lubricating Oil", "Hydraulic Fluid", "Brake Cleaner", "Degreaser", "Epoxy Resin",
  "Polyurethane Coating", "Acrylic Paint", "Zinc Oxide", "Titanium Dioxide", "Calcium Carbonate", "Silica Gel", "Quinine", "Chlorine"];
const MAKERS = ["Fisher Scientific", "Sigma Aldrich", "Merck", "Univar Solutions", "Brenntag", "3M", "BASF", "ExxonMobil", "Ecolab", "Zep"];
const SITES = 5;
const LOCATIONS_PER_SITE = 20;

interface Recorded { sql: string; params: unknown[] }

/** Records every statement the app runs while `on` (the bench replays them through bare bun:sqlite). */
function recordStatements(client: { prepare: (sql: string, ...rest: unknown[]) => Statement }) {
  const state = { on: false, log: [] as Recorded[] };
  const prepare = client.prepare.bind(client);
  client.prepare = ((sql: string, ...rest: unknown[]) => {
    const stmt = prepare(sql, ...rest);
    const wrap = (m: "all" | "get" | "values" | "run") => (...params: unknown[]) => {
      if (state.on) state.log.push({ sql, params });
      return (stmt[m] as (...p: unknown[]) => unknown)(...params);
    };
    return { all: wrap("all"), get: wrap("get"), values: wrap("values"), run: wrap("run"), finalize: () => stmt.finalize() } as unknown as Statement;
  }) as typeof client.prepare;
  return state;
}

async function benchSize(n: number, requests: number, warmup: number) {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-bench-inventory-"));
  // The station's per-address limit is lifted: every request here comes from one address.
  const runtime = await startRuntime(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", STATION_RATE_LIMIT: "1000000" }, dir), { startJobs: false });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => runtime.app.fetch(req) as Promise<Response> });
  try {
    const { ctx } = runtime;
    const raw = ctx.db.$client;
    const now = new Date().toISOString();
    const companies: { id: string; userId: string; token: string; sites: string[]; locations: string[]; popularSds: string }[] = [];
    const t0 = performance.now();
    const ins = {
      company: raw.prepare("INSERT INTO companies (company_id, name, timezone, created_at, updated_at) VALUES (?, ?, 'UTC', ?, ?)"),
      user: raw.prepare("INSERT INTO users (user_id, company_id, email, name, role, is_active, created_at, updated_at) VALUES (?, ?, ?, 'Bench', 'manager', 1, ?, ?)"),
      site: raw.prepare("INSERT INTO sites (site_id, company_id, name, is_active, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)"),
      location: raw.prepare("INSERT INTO locations (location_id, company_id, site_id, name, created_at) VALUES (?, ?, ?, ?, ?)"),
      doc: raw.prepare(`INSERT INTO sds_documents (sds_id, product_name, manufacturer, revision_date, field_sources, file_checksum, file_size, storage_key,
        source_type, created_at, updated_at, sds_parsed, parse_status, contributed_by_company_id) VALUES (?, ?, ?, '2023-01-15', '{}', ?, 1000, 'k', 'upload', ?, ?, 1, 'completed', ?)`),
      hazard: raw.prepare("INSERT INTO sds_hazard_info (sds_id, signal_word, pictograms) VALUES (?, ?, '[\"GHS02\"]')"),
      mapping: raw.prepare("INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, revision_date) VALUES (?, ?, ?, ?, ?, '2023-01-15')"),
      product: raw.prepare(`INSERT INTO company_products (company_product_id, company_id, product_name, manufacturer, product_name_normalized, manufacturer_normalized,
        cas_number, internal_sku, is_pesticide, epa_registration_number, sds_missing, current_sds_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      item: raw.prepare(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id, location_id, container_size, size_unit, quantity, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, 'L', ?, ?, ?)`),
      // The record a deleted item leaves (issue 10 item 3), its keys copied from its product as DELETE /chemicals does.
      removed: raw.prepare(`INSERT INTO removed_inventory_items (chemical_id, company_id, company_product_id, site_id, location_id, product_name, manufacturer, sds_id,
        container_size, size_unit, quantity, created_at, updated_at, removed_at, removed_by_user_id, product_name_key, manufacturer_key, product_is_pesticide, product_sds_missing)
        SELECT ?, company_id, company_product_id, ?, ?, product_name, manufacturer, current_sds_id, ?, 'L', ?, ?, ?, ?, ?, product_name_normalized, manufacturer_normalized, is_pesticide, current_sds_id IS NULL
        FROM company_products WHERE company_product_id = ?`),
    };
    const productsPerCompany = Math.max(10, Math.floor(n / 10));
    // A large page cache while seeding only (the many indexes of 200,000 rows); the app's own setting during the measurements.
    const cacheSize = (raw.query("PRAGMA cache_size").get() as { cache_size: number }).cache_size;
    raw.run("PRAGMA cache_size = -262144");
    raw.transaction(() => {
      for (let c = 0; c < 2; c++) {
        const companyId = Bun.randomUUIDv7();
        ins.company.run(companyId, `Bench Plant ${c}`, now, now);
        const userId = Bun.randomUUIDv7();
        ins.user.run(userId, companyId, `bench${c}@example.test`, now, now);
        const sites: string[] = [];
        const locations: string[] = [];
        for (let s = 0; s < SITES; s++) {
          const siteId = Bun.randomUUIDv7();
          sites.push(siteId);
          ins.site.run(siteId, companyId, `Site ${s}`, now, now);
          for (let l = 0; l < LOCATIONS_PER_SITE; l++) {
            const locationId = Bun.randomUUIDv7();
            locations.push(locationId);
            ins.location.run(locationId, companyId, siteId, `Room ${s}-${l}`, now);
          }
        }
        const products: string[] = [];
        let popularSds = "";
        for (let p = 0; p < productsPerCompany; p++) {
          const name = `${NAMES[p % NAMES.length]} ${p}`;
          const maker = MAKERS[(p * 7) % MAKERS.length]!;
          let sdsId: string | null = null;
          if (p % 10 < 7) { // 70% of products have their SDS
            sdsId = Bun.randomUUIDv7();
            ins.doc.run(sdsId, name, maker, `${Bun.hash(sdsId).toString(16)}${sdsId.replaceAll("-", "")}`, now, now, companyId);
            ins.hazard.run(sdsId, p % 3 === 0 ? "DANGER" : "WARNING");
            ins.mapping.run(companyId, sdsId, now, name, maker);
            if (p === 0) popularSds = sdsId;
          }
          const productId = Bun.randomUUIDv7();
          products.push(productId);
          ins.product.run(productId, companyId, name, maker, name.toLowerCase(), maker.toLowerCase(), p % NAMES.length === 0 ? "67-64-1" : `${1000 + p}-00-${p % 10}`,
            `SKU-${String(p).padStart(6, "0")}`, p % 20 === 0 ? 1 : 0, p % 20 === 0 ? `${100 + p}-1` : null, sdsId ? 0 : 1, sdsId, now, now);
        }
        for (let i = 0; i < n; i++) {
          // 1% of the items are one product (its SDS has many inventory attachments); the rest spread evenly.
          const productId = i % 100 === 0 ? products[0]! : products[(i * 7919) % products.length]!;
          const site = i % SITES;
          const at = new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString();
          ins.item.run(Bun.randomUUIDv7(), companyId, productId, sites[site]!, i % 7 === 0 ? null : locations[site * LOCATIONS_PER_SITE + (i % LOCATIONS_PER_SITE)]!,
            [0.5, 1, 4, 20, 200][i % 5]!, 1 + (i % 12), at, at);
        }
        // A tenth as many removed items' records again (years of containers used up).
        for (let i = 0; i < n / 10; i++) {
          const productId = products[(i * 104729) % products.length]!;
          const site = i % SITES;
          const at = new Date(Date.UTC(2020, 0, 1) + i * 10_000).toISOString();
          ins.removed.run(Bun.randomUUIDv7(), sites[site]!, i % 5 === 0 ? null : locations[site * LOCATIONS_PER_SITE + (i % LOCATIONS_PER_SITE)]!,
            [0.5, 1, 4, 20, 200][i % 5]!, 1 + (i % 12), at, at, new Date(Date.UTC(2023, 0, 1) + i * 1000).toISOString(), userId, productId);
        }
        companies.push({ id: companyId, userId, token: "", sites, locations, popularSds });
      }
    })();
    // The site SDS station of the first company's first site (about every product of the company has an item there).
    const stationToken = "bench-station-token-0123456789";
    raw.prepare("INSERT INTO station_links (station_link_id, company_id, site_id, token_hash, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(Bun.randomUUIDv7(), companies[0]!.id, companies[0]!.sites[0]!, sha256Hex(stationToken), now);
    raw.run(`PRAGMA cache_size = ${cacheSize}`);
    raw.run("ANALYZE");
    for (const c of companies) {
      c.token = (await ctx.tokens.issue({ userId: c.userId, companyId: c.id, role: "manager", email: "bench@example.test" })).access_token;
    }
    console.log(`\n=== ${n.toLocaleString("en")} items per company (2 companies, ${productsPerCompany.toLocaleString("en")} products each): seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const rec = recordStatements(raw as never);
    const c = companies[0]!;
    const base = `http://127.0.0.1:${server.port}/api/v1`;
    const auth = { authorization: `Bearer ${c.token}` };
    const last = Math.ceil(n / 25);
    const queries: [string, string, number?][] = [
      ["list (created_at desc)", "/chemicals"],
      [`middle page (${Math.ceil(last / 2)})`, `/chemicals?page=${Math.ceil(last / 2)}`],
      [`last page (${last})`, `/chemicals?page=${last}`],
      ["page 4,000", "/chemicals?page=4000"],
      ["sort product_name asc", "/chemicals?sort_by=product_name&sort_order=asc"],
      [`sort product_name, last page`, `/chemicals?sort_by=product_name&page=${last}`],
      ["sort manufacturer", "/chemicals?sort_by=manufacturer"],
      ["sort quantity", "/chemicals?sort_by=quantity"],
      ["sort container_size asc", "/chemicals?sort_by=container_size&sort_order=asc"],
      ["site_id", `/chemicals?site_id=${c.sites[2]}`],
      ["site_id + location_id", `/chemicals?site_id=${c.sites[2]}&location_id=${c.locations[2 * LOCATIONS_PER_SITE + 2]}`],
      ["site_id, page 700", `/chemicals?site_id=${c.sites[2]}&page=700`],
      ["is_pesticide", "/chemicals?is_pesticide=true"],
      ["sds_missing=true", "/chemicals?sds_missing=true"],
      ["sds_missing=true, page 1,000", "/chemicals?sds_missing=true&page=1000"],
      ["sds_missing=false + sort product_name", "/chemicals?sds_missing=false&sort_by=product_name"],
      ["site + sds_missing + sort manufacturer", `/chemicals?site_id=${c.sites[1]}&sds_missing=true&sort_by=manufacturer`],
      ["search=acetone", "/chemicals?search=acetone"],
      ["search=acetone, page 80", "/chemicals?search=acetone&page=80"],
      ["search=acid + sort product_name", "/chemicals?search=acid&sort_by=product_name"],
      ["search=fisher (manufacturer)", "/chemicals?search=fisher"],
      ["search=67-64-1 (CAS)", "/chemicals?search=67-64-1"],
      ["search=SKU-000042 (SKU)", "/chemicals?search=SKU-000042"],
      ["search=quinine + site + sort quantity", `/chemicals?search=quinine&site_id=${c.sites[0]}&sort_by=quantity`],
      // With the records of removed items (a tenth of the inventory again) merged in.
      ["include_removed", "/chemicals?include_removed=true"],
      ["include_removed, last page", `/chemicals?include_removed=true&page=${Math.ceil((n + n / 10) / 25)}`],
      ["include_removed, page 2,000", "/chemicals?include_removed=true&page=2000"],
      ["include_removed, page 4,000", "/chemicals?include_removed=true&page=4000"],
      ["include_removed + sort product_name", "/chemicals?include_removed=true&sort_by=product_name&sort_order=asc"],
      ["include_removed + site + sds_missing", `/chemicals?include_removed=true&site_id=${c.sites[1]}&sds_missing=true`],
      ["include_removed + search=acetone", "/chemicals?include_removed=true&search=acetone"],
      ["include_removed + search=acid + site", `/chemicals?include_removed=true&search=acid&site_id=${c.sites[2]}&sort_by=quantity`],
      ["SDS details (inventory attachments)", `/chem/sds/${c.popularSds}/details`],
      ["products sds_missing=true", "/chem/products?sds_missing=true"],
      ["products search=acetone", "/chem/products?search=acetone"],
      // The site SDS station (no login; issue 12's budget: within 100 ms).
      ["station: browse (no words)", `/station/${stationToken}/products`, 100],
      ["station: browse, page 100", `/station/${stationToken}/products?page=100`, 100],
      ["station: q=acetone", `/station/${stationToken}/products?q=acetone`, 100],
      ["station: q=acid (many matches)", `/station/${stationToken}/products?q=acid`, 100],
      ["station: q=67-64-1 (CAS)", `/station/${stationToken}/products?q=67-64-1`, 100],
      ["station: q=fisher scientific", `/station/${stationToken}/products?q=fisher%20scientific`, 100],
      ["station: q=zzz (nothing)", `/station/${stationToken}/products?q=zzz`, 100],
    ];
    console.log(`${"query".padEnd(42)} ${"total".padStart(7)}  ${"HTTP p50".padStart(8)} ${"p95".padStart(7)}   ${"raw p50".padStart(7)} ${"p95".padStart(7)}  (ms, ${requests} requests after ${warmup} warm-up)`);
    const plans: string[] = [];
    const worst = { http: 0, raw: 0 };
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    for (const [label, path, target = 25] of queries.filter(([label]) => !only || only.test(label))) {
      const http: number[] = [];
      let total: unknown = "";
      let statements: Recorded[] = [];
      for (let i = 0; i < requests + warmup; i++) {
        rec.log = [];
        rec.on = i === 0;
        const s = performance.now();
        const res = await fetch(`${base}${path}`, { headers: auth });
        const body = (await res.json()) as { total?: number; inventory_attachment_count?: number; message?: string };
        if (i >= warmup) http.push(performance.now() - s);
        if (i === 0) {
          if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
          statements = rec.log;
          total = body.total ?? body.inventory_attachment_count;
        }
      }
      rec.on = false;
      // The same statements through bare bun:sqlite, without auth lookups (those are not the inventory's cost).
      const own = statements.filter((st) => !/FROM "?(users|companies|revoked_tokens|token_generations)"?/i.test(st.sql) && !/^\s*(insert|update|delete)/i.test(st.sql));
      const rawTimes: number[] = [];
      for (let i = 0; i < requests + warmup; i++) {
        const s = performance.now();
        for (const st of own) raw.query(st.sql).all(...(st.params as never[]));
        if (i >= warmup) rawTimes.push(performance.now() - s);
      }
      const h95 = percentile(http, 95);
      const r95 = percentile(rawTimes, 95);
      worst.http = Math.max(worst.http, h95);
      worst.raw = Math.max(worst.raw, r95);
      const overMark = n >= 100_000 && h95 >= target ? `  OVER TARGET (p95 < ${target} ms)` : "";
      console.log(`${label.padEnd(42)} ${String(total).padStart(7)}  ${percentile(http, 50).toFixed(1).padStart(8)} ${h95.toFixed(1).padStart(7)}   ${percentile(rawTimes, 50).toFixed(1).padStart(7)} ${r95.toFixed(1).padStart(7)}${overMark}`);
      keep(label, n, { p50: percentile(http, 50), p95: h95, raw50: percentile(rawTimes, 50), raw95: r95 }, { p95: target });
      for (const st of own) {
        const plan = (raw.query(`EXPLAIN QUERY PLAN ${st.sql}`).all(...(st.params as never[])) as { detail: string }[]).map((p) => p.detail);
        const full = plan.some((d) => /^SCAN (inventory_items|removed_inventory_items|company_products|i|r|p)\b/.test(d));
        plans.push(`${full ? "FULL SCAN " : ""}[${label}] ${st.sql.replace(/\s+/g, " ").slice(0, 300)}\n      ${plan.join("\n      ")}`);
      }
    }
    console.log(`worst p95: HTTP ${worst.http.toFixed(1)} ms, raw ${worst.raw.toFixed(1)} ms (target: p95 < 25 ms at 100,000 items)`);

    // Reports: the whole company and one site, in report order.
    for (const [label, siteId, includeRemoved] of [["report, all sites", null, false], ["report, one site", c.sites[3]!, false], ["report, one site, include_removed", c.sites[3]!, true]] as const) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < (n >= 100_000 ? 3 : 5); i++) {
        const s = performance.now();
        rows = inventoryReportRows(ctx.db, c.id, siteId, { includeRemoved }).length;
        times.push(performance.now() - s);
      }
      console.log(`${label.padEnd(42)} ${String(rows).padStart(7)} rows  p50 ${percentile(times, 50).toFixed(1)} ms (${(percentile(times, 50) / Math.max(1, rows) * 1000).toFixed(1)} µs per row)`);
    }

    // Writes: POST /chemicals of an existing product (no job dispatched) and of a new one.
    const writes: number[] = [];
    const created: string[] = [];
    for (let i = 0; i < 60; i++) {
      const s = performance.now();
      const res = await fetch(`${base}/chemicals`, {
        method: "POST", headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ site_id: c.sites[0], product_name: i % 2 ? "Acetone 0" : `Bench New ${i}`, manufacturer: i % 2 ? "Fisher Scientific" : "Bench", container_size: 1 }),
      });
      if (res.status !== 201) throw new Error(`POST /chemicals: ${res.status} ${await res.text()}`);
      if (i >= 10) writes.push(performance.now() - s);
      created.push(((await res.json()) as { chemical_id: string }).chemical_id);
    }
    const writeOver = n >= 100_000 && percentile(writes, 50) >= 10 ? "  OVER TARGET" : "";
    console.log(`${"POST /chemicals".padEnd(42)} ${"".padStart(7)}  p50 ${percentile(writes, 50).toFixed(1)} ms  p95 ${percentile(writes, 95).toFixed(1)} ms (target p50 < 10 ms at 100,000)${writeOver}`);
    keep("POST /chemicals (target p50 < 10 ms)", n, { p50: percentile(writes, 50), p95: percentile(writes, 95) }, { p50: 10 });
    // DELETE /chemicals: the item goes and its record stays (issue 10 item 3).
    const deletes: number[] = [];
    for (const [i, id] of created.entries()) {
      const s = performance.now();
      const res = await fetch(`${base}/chemicals/${id}`, { method: "DELETE", headers: auth });
      if (res.status !== 204) throw new Error(`DELETE /chemicals: ${res.status} ${await res.text()}`);
      if (i >= 10) deletes.push(performance.now() - s);
    }
    console.log(`${"DELETE /chemicals (record kept)".padEnd(42)} ${"".padStart(7)}  p50 ${percentile(deletes, 50).toFixed(1)} ms  p95 ${percentile(deletes, 95).toFixed(1)} ms`);
    if (process.env.BENCH_PLANS !== "0") console.log(`\nQuery plans at ${n.toLocaleString("en")} items:\n  ${plans.join("\n  ")}`);
  } finally {
    await server.stop(true);
    await runtime.stop();
    if (process.env.BENCH_KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const sizes = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const warmup = Number(process.env.BENCH_WARMUP ?? 10);
for (const n of sizes) await benchSize(n, requests, warmup);

// The README's table: HTTP p50/p95 and the same statements as raw SQL (p50/p95), per size; ⚠ marks a figure over target at 100,000.
const cell = (f?: { p50: number; p95: number; raw50?: number; raw95?: number; over: boolean }) => !f ? "–"
  : `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)}${f.raw50 !== undefined ? ` (raw ${f.raw50.toFixed(1)} / ${f.raw95!.toFixed(1)})` : ""}${f.over ? " ⚠" : ""}`;
console.log(`\nREADME table (ms, HTTP p50 / p95, raw SQL p50 / p95 in brackets; ⚠ over target at 100,000 items):\n`);
console.log(`| query | ${sizes.map((n) => `${n.toLocaleString("en")} items`).join(" | ")} |`);
console.log(`|---|${sizes.map(() => "---").join("|")}|`);
for (const [label, bySize] of table) console.log(`| ${label.replace(/\|/g, "\\|")} | ${sizes.map((n) => cell(bySize.get(n))).join(" | ")} |`);
const over = [...table].flatMap(([label, bySize]) => [...bySize].filter(([, f]) => f.over).map(([n, f]) => `${label} at ${n.toLocaleString("en")}: p50 ${f.p50.toFixed(1)}, p95 ${f.p95.toFixed(1)} ms (target ${f.target} ms)`));
console.log(over.length ? `\nOver target:\n  ${over.join("\n  ")}` : "\nEvery figure within target.");
