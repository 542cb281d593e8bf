import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { DENSE_SEARCH_MATCHES } from "../../src/modules/sds/sds-library.repository";

/**
 * A search matching more than DENSE_SEARCH_MATCHES mappings is paged by walking the sort index;
 * it must answer exactly what sorting the matches answers.
 */
let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
interface Row { sds_id: string; product_name: string; manufacturer: string; review_status: string; revision_date: string }
const rows: Row[] = [];

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  a = await seedCompany(app.ctx);
  b = await seedCompany(app.ctx);
  const db = app.ctx.db.$client;
  const now = new Date().toISOString();
  const doc = db.prepare(`INSERT INTO sds_documents (sds_id, product_name, manufacturer, revision_date, field_sources, file_checksum, file_size, storage_key, source_type, created_at, updated_at) VALUES (?, ?, ?, ?, '{}', ?, 1, 'k', 'upload', ?, ?)`);
  const map = db.prepare(`INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, revision_date, review_status) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < 12000; i++) {
      const id = Bun.randomUUIDv7();
      const row = {
        sds_id: id, product_name: `${["acid", "Acid", "base"][i % 3]} solvent ${String((i * 7919) % 12000).padStart(5, "0")}`,
        manufacturer: `Maker ${i % 13}`, review_status: ["pending", "approved"][i % 2]!, revision_date: `20${10 + (i % 15)}-01-01`,
      };
      doc.run(id, row.product_name, row.manufacturer, row.revision_date, id.replaceAll("-", "").padEnd(64, "0"), now, now);
      map.run(a.companyId, id, new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(), row.product_name, row.manufacturer, row.revision_date, row.review_status);
      rows.push(row);
      if (i % 50 === 0) map.run(b.companyId, id, now, row.product_name, row.manufacturer, row.revision_date, "pending"); // the other company maps some too
    }
  })();
});
afterAll(async () => app.close());

const page = async (query: string) => (await app.request("GET", `/chem/sds/library?${query}`, { token: a.viewer.token })).body;
const byName = (x: Row, y: Row) => x.product_name.toLowerCase().localeCompare(y.product_name.toLowerCase()) || x.sds_id.localeCompare(y.sds_id);

describe("a search matching thousands of mappings", () => {
  test("pages sorted by name, both directions, exactly as sorting every match would", async () => {
    const all = rows.filter((r) => /solvent/.test(r.product_name)).sort(byName);
    expect(all.length).toBeGreaterThan(DENSE_SEARCH_MATCHES);
    const first = await page("search=solvent&sort_by=product_name&sort_order=asc&page_size=50");
    expect(first.total).toBe(all.length);
    expect(first.items.map((i: Row) => i.sds_id)).toEqual(all.slice(0, 50).map((r) => r.sds_id));
    const deep = await page("search=solvent&sort_by=product_name&sort_order=desc&page=7&page_size=100");
    expect(deep.items.map((i: Row) => i.sds_id)).toEqual([...all].reverse().slice(600, 700).map((r) => r.sds_id));
  });

  test("filters apply on the walk as on the sort, and only the caller's company is listed", async () => {
    const approved = rows.filter((r) => /solvent/.test(r.product_name) && r.review_status === "approved").sort(byName);
    const res = await page("search=solvent&review_status=approved&sort_by=product_name&sort_order=asc&page=3&page_size=25");
    expect(res.total).toBe(approved.length);
    expect(approved.length).toBeGreaterThan(DENSE_SEARCH_MATCHES); // still the index walk
    expect(res.items.map((i: Row) => i.sds_id)).toEqual(approved.slice(50, 75).map((r) => r.sds_id));
    expect(res.items.every((i: Row & { review_status: string }) => i.review_status === "approved")).toBe(true);
  });

  test("sorted by revision date, the walk keeps the date order with the id as tie-break", async () => {
    const all = rows.filter((r) => /solvent/.test(r.product_name)).sort((x, y) => y.revision_date.localeCompare(x.revision_date) || y.sds_id.localeCompare(x.sds_id));
    const res = await page("search=solvent&sort_by=revision_date&sort_order=desc&page=2&page_size=40");
    expect(res.items.map((i: Row) => i.sds_id)).toEqual(all.slice(40, 80).map((r) => r.sds_id));
  });

  test("a narrower search (sorted inside the full-text index) agrees with the same order", async () => {
    const base = rows.filter((r) => /^base/.test(r.product_name) && r.review_status === "pending").sort(byName);
    expect(base.length).toBeLessThan(DENSE_SEARCH_MATCHES);
    const res = await page("search=base&review_status=pending&sort_by=product_name&sort_order=asc&page=2&page_size=30");
    expect(res.total).toBe(base.length);
    expect(res.items.map((i: Row) => i.sds_id)).toEqual(base.slice(30, 60).map((r) => r.sds_id));
  });
});
