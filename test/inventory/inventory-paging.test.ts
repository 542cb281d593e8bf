/**
 * Issue 15: GET /chemicals finds its page in covering indexes and FTS5 (chemicals-page.ts). Every
 * filter, search, sort and page must equal a naive filter and sort of the company's items, read
 * straight from items and products (so the index copies kept by triggers are checked too), and
 * never show another company's item.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { chemicalPage, chemicalPageStatements, type ChemicalFilters } from "../../src/modules/inventory/chemicals-page";
import { listChemicalsInReportOrder } from "../../src/modules/inventory/chemicals.repository";
import { seedSds } from "./fixtures";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
let siteB = "";
const NAMES = ["Acetone", "Acetic Acid", "Sulfuric Acid", "Methanol", "Brake Cleaner", "Zinc Oxide", "Ácido Nítrico", "Toluene"];
const MAKERS = ["Fisher Scientific", "Sigma", "Zep Inc", "Brenntag"];

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  a = await seedCompany(app.ctx, "Plant A");
  b = await seedCompany(app.ctx, "Plant B");
  siteB = (await app.request("POST", "/sites", { token: a.admin.token, json: { name: "Annex" } })).body.site_id;
  for (let i = 0; i < 240; i++) {
    const p = i % 24;
    const body = {
      site_id: i % 3 === 0 ? siteB : a.siteId, location_id: i % 3 !== 0 && i % 2 === 0 ? a.locationId : null,
      product_name: `${NAMES[p % NAMES.length]} ${p}`, manufacturer: MAKERS[p % MAKERS.length], cas_number: p % 5 === 0 ? "67-64-1" : casWithCheckDigit(`${100 + p}00`),
      internal_sku: `SKU-${p}`, is_pesticide: p % 4 === 0, epa_registration_number: p % 4 === 0 ? `${p + 1}-1` : null,
      container_size: [1, 4, 20, 0.5][i % 4], quantity: 1 + (i % 7),
    };
    expect((await app.request("POST", "/chemicals", { token: a.manager.token, json: body })).status).toBe(201);
    if (i < 30) await app.request("POST", "/chemicals", { token: b.manager.token, json: { ...body, site_id: b.siteId, location_id: null } });
  }
  // Some products get their SDS through one of their items; one is renamed afterwards.
  const some = (await app.request("GET", "/chemicals?page_size=100&sort_by=product_name&sort_order=asc", { token: a.viewer.token })).body.items;
  for (const item of some.filter((_: unknown, i: number) => i % 9 === 0)) {
    const sds = seedSds(app.ctx, { productName: item.company_product.product_name, manufacturer: "x", mapFor: a.companyId });
    await app.request("PUT", `/chemicals/${item.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sds } });
  }
  // A removed item's record keeps the names it had (its product is renamed after it went).
  expect((await app.request("DELETE", `/chemicals/${some[0].chemical_id}`, { token: a.manager.token })).status).toBe(204);
  await app.request("PATCH", `/chem/products/${some[0].company_product_id}`, { token: a.manager.token, json: { product_name: "Zeolite Beads", manufacturer: "Aardvark Ltd" } });
  await app.request("PATCH", `/chem/products/${some[1].company_product_id}`, { token: a.manager.token, json: { is_pesticide: true, epa_registration_number: "77-7" } });
  // Items move between sites and locations, and go: the totals (groups kept by triggers) follow.
  for (const item of some.slice(2, 8)) await app.request("PATCH", `/chemicals/${item.chemical_id}`, { token: a.manager.token, json: item.site_id === siteB ? { site_id: a.siteId, location_id: a.locationId } : { site_id: siteB } });
  for (const item of [...some.slice(8, 12), ...some.slice(30, 100).filter((_: unknown, i: number) => i % 4 === 0)]) {
    expect((await app.request("DELETE", `/chemicals/${item.chemical_id}`, { token: a.manager.token })).status).toBe(204);
  }
  const ofB = (await app.request("GET", "/chemicals?page_size=5", { token: b.viewer.token })).body.items;
  for (const item of ofB) expect((await app.request("DELETE", `/chemicals/${item.chemical_id}`, { token: b.manager.token })).status).toBe(204);
  const detached = await app.request("DELETE", `/chemicals/${some[18].chemical_id}/sds`, { token: a.manager.token }); // it got its SDS above (18 % 9 === 0)
  expect(detached.body.company_product.sds_missing).toBe(true);
}, 60_000);
afterAll(async () => app.close());

interface Naive { id: string; created: string; name: string; maker: string; qty: number; size: number; site: string; location: string | null; pest: number; missing: number; words: string[][] }

const words = (s: string | null) => (s ?? "").normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A removed item's record: sorted by its own copies (taken when it was removed), searched through
 * its product (as the live items are), its SDS and pesticide state as they were then.
 */
function naiveRemoved(companyId: string): Naive[] {
  return (app.ctx.db.$client.query(`SELECT r.chemical_id, r.created_at, p.product_name, p.manufacturer, r.product_name_key AS name, r.manufacturer_key AS maker,
    p.cas_number, p.internal_sku, r.quantity, r.container_size, r.site_id, r.location_id, r.product_is_pesticide, r.sds_id
    FROM removed_inventory_items r JOIN company_products p ON p.company_product_id = r.company_product_id WHERE r.company_id = ?`).all(companyId) as any[]).map((r) => ({
    id: r.chemical_id, created: r.created_at, name: r.name, maker: r.maker, qty: r.quantity, size: r.container_size, site: r.site_id, location: r.location_id,
    pest: r.product_is_pesticide, missing: r.sds_id === null ? 1 : 0, words: [words(r.product_name), words(r.manufacturer), words(r.cas_number), words(r.internal_sku)],
  }));
}

/** The company's items read straight from items and products, not from the index copies. */
function naiveItems(companyId: string): Naive[] {
  return (app.ctx.db.$client.query(`SELECT i.chemical_id, i.created_at, p.product_name, p.manufacturer, p.product_name_normalized AS name, p.manufacturer_normalized AS maker,
    p.cas_number, p.internal_sku, i.quantity, i.container_size, i.site_id, i.location_id, p.is_pesticide, p.current_sds_id
    FROM inventory_items i JOIN company_products p ON p.company_product_id = i.company_product_id WHERE i.company_id = ?`).all(companyId) as any[]).map((r) => ({
    id: r.chemical_id, created: r.created_at, name: r.name, maker: r.maker, qty: r.quantity, size: r.container_size, site: r.site_id, location: r.location_id,
    pest: r.is_pesticide, missing: r.current_sds_id === null ? 1 : 0, words: [words(r.product_name), words(r.manufacturer), words(r.cas_number), words(r.internal_sku)],
  }));
}

/** A term matches when its words appear in sequence in one field, the last one as a prefix. */
function matches(item: Naive, search: string): boolean {
  return search.split(/\s+/).map(words).filter((w) => w.length).every((term) => item.words.some((field) =>
    field.some((_, start) => term.every((w, k) => (k === term.length - 1 ? field[start + k]?.startsWith(w) : field[start + k] === w)))));
}

function naivePage(companyId: string, f: ChemicalFilters, page: number, size: number) {
  const key = { created_at: "created", product_name: "name", manufacturer: "maker", quantity: "qty", container_size: "size" }[f.sort_by ?? "created_at"] as keyof Naive;
  const dir = f.sort_order === "asc" ? 1 : -1;
  const all = [...naiveItems(companyId), ...(f.include_removed ? naiveRemoved(companyId) : [])].filter((i) => (!f.site_id || i.site === f.site_id) && (!f.location_id || i.location === f.location_id)
    && (f.is_pesticide === undefined || i.pest === Number(f.is_pesticide)) && (f.sds_missing === undefined || i.missing === Number(f.sds_missing))
    && (!f.search || matches(i, f.search)));
  all.sort((x, y) => (x[key]! < y[key]! ? -dir : x[key]! > y[key]! ? dir : x.id < y.id ? -dir : x.id > y.id ? dir : 0));
  return { ids: all.slice((page - 1) * size, page * size).map((i) => i.id), total: all.length };
}

const cases: ChemicalFilters[] = [
  {}, { sort_by: "product_name", sort_order: "asc" }, { sort_by: "manufacturer" }, { sort_by: "quantity", sort_order: "asc" }, { sort_by: "container_size" },
  { site_id: "B" }, { site_id: "A", location_id: "L", sort_by: "product_name" }, { is_pesticide: true }, { sds_missing: true, sort_by: "manufacturer", sort_order: "asc" },
  { sds_missing: false }, { search: "acid" }, { search: "acet", sort_by: "product_name", sort_order: "asc" }, { search: "67-64-1", sort_by: "quantity" },
  { search: "fisher sci", site_id: "B" }, { search: "SKU-1" }, { search: "acido" }, { search: "zeolite" }, { search: "acetone 0" }, { search: "   " },
  { search: "sulfuric", sds_missing: true, is_pesticide: false, sort_by: "container_size", sort_order: "asc" },
  // With the records of removed items merged in (issue 10 item 3).
  { include_removed: true }, { include_removed: true, sort_by: "product_name", sort_order: "asc" }, { include_removed: true, sort_by: "quantity" },
  { include_removed: true, site_id: "B", sort_by: "manufacturer" }, { include_removed: true, sds_missing: true }, { include_removed: true, is_pesticide: true, sort_by: "container_size" },
  { include_removed: true, search: "acid", sort_by: "product_name" }, { include_removed: true, search: "zeolite" }, { include_removed: true, search: "sku", site_id: "A", location_id: "L" },
  // A search at one site, its total summed over the matching products' (product, site) rows (migration 0024).
  { include_removed: true, search: "acid", site_id: "B", sort_by: "quantity" }, { include_removed: true, search: "sku", site_id: "A" },
  { search: "acid", site_id: "A", sds_missing: false }, { search: "sku", site_id: "B", is_pesticide: true, sort_by: "product_name" },
  { include_removed: true, search: "acet", site_id: "A", sds_missing: true }, { include_removed: true, search: "zeolite", site_id: "B" },
];

describe("GET /chemicals equals a naive filter and sort", () => {
  for (const c of cases) {
    test(JSON.stringify(c), async () => {
      const f = { ...c, site_id: c.site_id === "B" ? siteB : c.site_id === "A" ? a.siteId : undefined, location_id: c.location_id ? a.locationId : undefined };
      for (const [page, size] of [[1, 25], [2, 25], [3, 7], [40, 5]] as const) {
        const q = new URLSearchParams(Object.entries({ ...f, page, page_size: size }).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)]));
        const res = await app.request("GET", `/chemicals?${q}`, { token: a.viewer.token });
        expect(res.status).toBe(200);
        const want = naivePage(a.companyId, f, page, size);
        expect({ ids: res.body.items.map((i: any) => i.chemical_id), total: res.body.total }).toEqual(want);
        for (const item of res.body.items) expect(item.company_id).toBe(a.companyId);
      }
    });
  }

  test("a search pages the same by walking the sort index (many matches) as by sorting its matches", () => {
    for (const f of [{ search: "acid", sort_by: "product_name" }, { search: "sku", sort_order: "asc", site_id: a.siteId }, { search: "fisher", sort_by: "quantity" },
      { search: "acid", include_removed: true }, { search: "sku", sort_by: "product_name", include_removed: true }] as ChemicalFilters[]) {
      for (const offset of [0, 10, 50]) {
        const run = (dense: boolean) => app.ctx.db.all<{ chemical_id: string }>(chemicalPageStatements(a.companyId, f, { limit: 10, offset }, { dense }).keys).map((r) => r.chemical_id);
        expect(run(true)).toEqual(run(false));
        expect(run(true)).toEqual(naivePage(a.companyId, f, offset / 10 + 1, 10).ids);
      }
    }
  });

  test("a deep page of items and removed records, found from an anchor in one table, equals the naive merge at every offset", () => {
    const deep = cases.filter((c) => c.include_removed).map((c) => ({ ...c, site_id: c.site_id === "B" ? siteB : c.site_id === "A" ? a.siteId : undefined, location_id: c.location_id ? a.locationId : undefined }));
    for (const f of [...deep, { include_removed: true, sort_order: "asc" }, { include_removed: true, sort_by: "manufacturer", sort_order: "asc", sds_missing: false }] as ChemicalFilters[]) {
      const all = naivePage(a.companyId, f, 1, 100_000);
      for (const size of [2, 7, 25]) {
        for (let offset = 0; offset < all.total + size; offset += size) {
          const want = { ids: all.ids.slice(offset, offset + size), total: all.total };
          expect({ f, offset, ...chemicalPage(app.ctx.db, a.companyId, f, { limit: size, offset }, { mergedWalkLimit: 0 }) }).toEqual({ f, offset, ...want });
        }
      }
    }
  });

  test("another company's items are never counted nor listed, whatever the search", () => {
    for (const f of [{}, { search: "acetone" }, { sds_missing: true }, { site_id: a.siteId }, { include_removed: true }, { include_removed: true, search: "acid" }] as ChemicalFilters[]) {
      const mine = chemicalPage(app.ctx.db, b.companyId, f, { limit: 100, offset: 0 });
      expect(mine).toEqual(naivePage(b.companyId, f, 1, 100));
      expect(mine.total).toBeLessThanOrEqual(30);
    }
  });

  test("each product's items and removed records per site (kept by triggers) equal a recount after moves, removals and renames", () => {
    const q = (sql: string) => app.ctx.db.$client.query(sql).all() as unknown[];
    const kept = q(`SELECT company_id, company_product_id, site_id, items, removed FROM product_site_counts WHERE items != 0 OR removed != 0
      ORDER BY company_id, company_product_id, site_id`);
    const recount = q(`SELECT company_id, company_product_id, site_id, sum(live) AS items, sum(1 - live) AS removed FROM (
        SELECT company_id, company_product_id, site_id, 1 AS live FROM inventory_items
        UNION ALL SELECT company_id, company_product_id, site_id, 0 FROM removed_inventory_items)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
    expect(recount.length).toBeGreaterThan(20);
    expect(kept).toEqual(recount);
  });

  test("the report walks every item once, by site, location (none first), product", () => {
    const want = (siteId: string | null) => (app.ctx.db.$client.query(`SELECT i.chemical_id FROM inventory_items i JOIN sites s ON s.site_id = i.site_id
      LEFT JOIN locations l ON l.location_id = i.location_id JOIN company_products p ON p.company_product_id = i.company_product_id
      WHERE i.company_id = ? AND (? IS NULL OR i.site_id = ?) ORDER BY s.name, l.name, p.product_name_normalized, i.chemical_id`).all(a.companyId, siteId, siteId) as any[]).map((r) => r.chemical_id);
    for (const siteId of [null, siteB]) {
      const got = listChemicalsInReportOrder(app.ctx.db, a.companyId, siteId).map((c) => c.chemical_id);
      expect(got.length).toBeGreaterThan(50);
      expect(got).toEqual(want(siteId));
      expect(listChemicalsInReportOrder(app.ctx.db, a.companyId, siteId, 7).map((c) => c.chemical_id)).toEqual(got); // chunk after chunk
    }
  });

  test("with includeRemoved, each location's removed records follow its items, in the same order", () => {
    const want = (siteId: string | null) => (app.ctx.db.$client.query(`SELECT x.chemical_id FROM (
        SELECT chemical_id, site_id, location_id, product_name_key AS k, 0 AS removed FROM inventory_items WHERE company_id = ?1
        UNION ALL SELECT chemical_id, site_id, location_id, product_name_key, 1 FROM removed_inventory_items WHERE company_id = ?1) x
      JOIN sites s ON s.site_id = x.site_id LEFT JOIN locations l ON l.location_id = x.location_id
      WHERE ?2 IS NULL OR x.site_id = ?2 ORDER BY s.name, l.name, x.removed, x.k, x.chemical_id`).all(a.companyId, siteId) as any[]).map((r) => r.chemical_id);
    for (const siteId of [null, siteB]) {
      const got = listChemicalsInReportOrder(app.ctx.db, a.companyId, siteId, 7, { includeRemoved: true });
      expect(got.map((c) => c.chemical_id)).toEqual(want(siteId));
      expect(got.filter((c) => c.removed).length).toBeGreaterThan(0);
    }
  });

  test("GET /chem/products: filters, search (words or the exact barcode) and sorts equal a naive filter and sort", async () => {
    const products = (app.ctx.db.$client.query(`SELECT company_product_id AS id, product_name, manufacturer, cas_number, internal_sku, barcode_upc, created_at,
      product_name_normalized AS name, manufacturer_normalized AS maker, is_active, is_pesticide, sds_missing FROM company_products WHERE company_id = ?`).all(a.companyId) as any[]);
    const fields = (p: any) => ({ words: [words(p.product_name), words(p.manufacturer), words(p.cas_number), words(p.internal_sku)] }) as unknown as Naive;
    for (const q of [{}, { sort_by: "product_name", sort_order: "asc" }, { sort_by: "manufacturer" }, { search: "acid" }, { search: "sku-1", sort_by: "product_name" },
      { sds_missing: "true" }, { is_pesticide: "true", sort_order: "asc" }, { search: "67-64-1", sds_missing: "false" }] as Record<string, string>[]) {
      const key = ({ created_at: "created_at", product_name: "name", manufacturer: "maker" } as Record<string, string>)[q.sort_by ?? "created_at"]!;
      const dir = q.sort_order === "asc" ? 1 : -1;
      const want = products.filter((p) => p.is_active && (!q.search || matches(fields(p), q.search) || p.barcode_upc === q.search)
        && (!q.sds_missing || p.sds_missing === Number(q.sds_missing === "true")) && (!q.is_pesticide || p.is_pesticide === 1))
        .sort((x, y) => (x[key] < y[key] ? -dir : x[key] > y[key] ? dir : x.id < y.id ? -dir : x.id > y.id ? dir : 0)).map((p) => p.id);
      for (const page of [1, 2]) {
        const res = await app.request("GET", `/chem/products?${new URLSearchParams({ ...q, page: String(page), page_size: "5" })}`, { token: a.viewer.token });
        expect({ ids: res.body.items.map((p: any) => p.company_product_id), total: res.body.total }).toEqual({ ids: want.slice((page - 1) * 5, page * 5), total: want.length });
      }
    }
  });
});

/** A CAS number with a valid check digit (the app refuses a wrong one): digits → "NNN-NN-C". */
function casWithCheckDigit(digits: string): string {
  const check = digits.split("").reverse().reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 10;
  return `${digits.slice(0, -2)}-${digits.slice(-2)}-${check}`;
}
