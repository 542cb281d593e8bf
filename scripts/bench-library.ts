/**
 * npm run bench:library — GET /chem/sds/library with 100,000 SDS mappings in one company, through
 * the real HTTP stack of a `chemsafe serve` child process. Prints p50/p95 per query and the query
 * plan. BENCH_MAPPINGS overrides the count.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase } from "../src/db/client";
import { percentile, startBenchServer } from "./bench-ingest";

const CHEMICALS = ["Acetone", "Methanol", "Ethanol", "Isopropanol", "Toluene", "Xylene", "Hexane", "Heptane", "Benzene", "Styrene",
  "Sulfuric Acid", "Hydrochloric Acid", "Nitric Acid", "Phosphoric Acid", "Acetic Acid", "Citric Acid", "Sodium Hydroxide",
  "Potassium Hydroxide", "Ammonia", "Sodium Hypochlorite", "Hydrogen Peroxide", "Glycerol", "Ethylene Glycol", "Propylene Glycol",
  "Diesel Fuel", "Kerosene", "Mineral Spirits", "Lubricating Oil", "Hydraulic Fluid", "Brake Cleaner", "Degreaser", "Epoxy Resin",
  "Polyurethane Coating", "Acrylic Paint", "Zinc Oxide", "Titanium Dioxide", "Calcium Carbonate", "Silica Gel", "Quinine", "Chlorine"];
const GRADES = ["ACS Reagent", "Technical Grade", "HPLC", "USP", "Anhydrous", "99%", "Solution 10%", "Concentrate", "Aerosol", "Bulk"];
const MAKERS = Array.from({ length: 300 }, (_, i) => `${["Fisher", "Sigma", "Merck", "Univar", "Brenntag", "3M", "BASF", "Exxon", "Ecolab", "Zep"][i % 10]} ${["Scientific", "Chemicals", "Industries", "Supply", "Labs", "Corp"][i % 6]} ${Math.floor(i / 60) || ""}`.trim());

async function main() {
  const n = Number(process.env.BENCH_MAPPINGS ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-bench-library-"));
  try {
    const server0 = await startBenchServer(dir);
    await server0.stop();
    const db = openDatabase(dir);
    const company = (db.$client.query("SELECT company_id FROM companies LIMIT 1").get() as { company_id: string }).company_id;
    const t0 = performance.now();
    const insDoc = db.$client.prepare(`INSERT INTO sds_documents (sds_id, product_name, manufacturer, revision_date, field_sources, file_checksum, file_size,
      storage_key, source_type, created_at, updated_at, sds_parsed, parse_status) VALUES (?, ?, ?, ?, '{}', ?, 1000, 'k', 'bulk_upload', ?, ?, 1, 'completed')`);
    const insMap = db.$client.prepare(`INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, revision_date,
      review_status, mapped_to_inventory_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const insHaz = db.$client.prepare(`INSERT INTO sds_hazard_info (sds_id, signal_word, pictograms) VALUES (?, ?, ?)`);
    db.$client.transaction(() => {
      for (let i = 0; i < n; i++) {
        const id = Bun.randomUUIDv7();
        const name = `${CHEMICALS[i % CHEMICALS.length]} ${GRADES[Math.floor(i / CHEMICALS.length) % GRADES.length]} ${i}`;
        const maker = MAKERS[(i * 7) % MAKERS.length]!;
        const rev = `20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10}`;
        const at = new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString();
        insDoc.run(id, name, maker, rev, Bun.hash.wyhash(id).toString(16).padStart(16, "0") + id.replaceAll("-", ""), at, at);
        insMap.run(company, id, at, name, maker, rev, ["pending", "reviewed", "approved", "flagged"][i % 4]!, i % 5 === 0 ? 1 : 0);
        insHaz.run(id, i % 3 === 0 ? "DANGER" : "WARNING", JSON.stringify(["GHS02", "GHS07"]));
      }
    })();
    db.$client.run("ANALYZE");
    console.log(`Seeded ${n} SDS mappings in one company in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const key = `company_key:"c${company.replaceAll("-", "")}"`;
    const plans: [string, string, unknown[]][] = [
      ["search + sort_by=product_name", `SELECT sds_id FROM sds_library_fts WHERE sds_library_fts MATCH ? ORDER BY product_name COLLATE NOCASE DESC, sds_id DESC LIMIT 25`,
        [`${key} AND flags:fcur AND ({product_name manufacturer} : ("acet"*))`]],
      ["no search, sort_by=revision_date, inventory_attached", `SELECT m.sds_id FROM company_sds_mappings m INDEXED BY mappings_company_rev_cov_idx WHERE m.company_id = ?
        AND m.superseded_in_company = 0 AND m.mapped_to_inventory_count > 0 ORDER BY m.revision_date DESC, m.sds_id DESC LIMIT 25`, [company]],
      ["count, no search", `SELECT count(*) FROM company_sds_mappings m INDEXED BY mappings_company_filters_idx WHERE m.company_id = ? AND m.superseded_in_company = 0 AND m.mapped_to_inventory_count > 0`, [company]],
    ];
    for (const [label, q, params] of plans) {
      const plan = db.$client.query(`EXPLAIN QUERY PLAN ${q}`).all(...(params as never[])) as { detail: string }[];
      console.log(`Plan (${label}):\n  ${plan.map((p) => p.detail).join("\n  ")}`);
    }
    closeDatabase(db);

    const server = await startBenchServer(dir, { BENCH_REUSE: "1" });
    const auth = { authorization: `Bearer ${server.token}` };
    const queries = [
      "search=acetone&sort_by=product_name", "search=quinine%20usp&sort_by=product_name", "search=brenntag&sort_by=product_name",
      "search=acid&sort_by=product_name", "search=fisher%20scientific&sort_by=product_name&sort_order=asc", "search=hplc&sort_by=product_name&page=20",
      "sort_by=product_name", "sort_by=revision_date&source_filter=inventory_attached", "review_status=approved&sort_by=manufacturer", "page=2000&page_size=50",
    ];
    const all: number[] = [];
    console.log(`\nGET /chem/sds/library, ${n} mappings, 200 requests per query (after 20 warm-up):`);
    for (const q of queries) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 220; i++) {
        const s = performance.now();
        const res = await fetch(`${server.base}/chem/sds/library?${q}`, { headers: auth });
        const body = (await res.json()) as { total: number };
        if (i >= 20) times.push(performance.now() - s);
        total = body.total;
      }
      all.push(...times);
      console.log(`  ${q.padEnd(62)} total ${String(total).padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(5)} ms`);
    }
    console.log(`  all queries: p95 ${percentile(all, 95).toFixed(1)} ms (target for search + sort_by=product_name: p95 < 25 ms)`);
    await server.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
