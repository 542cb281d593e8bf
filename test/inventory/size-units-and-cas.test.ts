import { afterAll, beforeAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { embeddedMigrations } from "../../src/db/migrations.macro";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { reportUnknownSizeUnits } from "../../src/modules/inventory/size-unit-report";
import { createLogger } from "../../src/shared/logger";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";

let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

let n = 0;
const create = (extra: Record<string, unknown>) => app.request("POST", "/chemicals", {
  token: c.manager.token, json: { site_id: c.siteId, product_name: `Product ${++n}`, manufacturer: "ACME", container_size: 1, ...extra },
});

test("size units are taken in their common spellings and stored canonically", async () => {
  const cases: [string, string][] = [["litres", "L"], ["LTR", "L"], ["ml", "mL"], ["FL. OZ.", "fl oz"], ["lbs", "lb"], ["M3", "m³"], ["Gallons", "gal"], ["pcs", "each"], ["kg", "kg"]];
  for (const [spelling, unit] of cases) {
    const res = await create({ size_unit: spelling });
    expect({ spelling, status: res.status, unit: res.body.size_unit }).toEqual({ spelling, status: 201, unit });
  }
  const res = await create({});
  expect(res.body.size_unit).toBe("L");
  const patched = await app.request("PATCH", `/chemicals/${res.body.chemical_id}`, { token: c.manager.token, json: { size_unit: "Quarts" } });
  expect(patched.status).toBe(200);
  expect(patched.body.size_unit).toBe("qt");
});

test("a size unit outside the list is 422 listing the units, and nothing is written", async () => {
  await app.ctx.jobs.idle();
  const before = tableCounts(app.ctx);
  const res = await create({ size_unit: "barrel" });
  expect(res.status).toBe(422);
  expect(res.body.details[0].field).toBe("size_unit");
  for (const u of ["L", "mL", "gal", "fl oz", "kg", "lb", "each"]) expect(res.body.message).toContain(u);
  expect(tableCounts(app.ctx)).toEqual(before);
});

test("a CAS number with a wrong check digit is 422 wherever a CAS is accepted", async () => {
  await app.ctx.jobs.idle();
  const before = tableCounts(app.ctx);
  const bad = await create({ cas_number: "67-64-2" });
  expect(bad.status).toBe(422);
  expect(bad.body.details[0]).toMatchObject({ field: "cas_number" });
  expect(bad.body.message).toContain("check digit");
  expect((await create({ cas_number: "acetone" })).status).toBe(422);
  expect(tableCounts(app.ctx)).toEqual(before);

  const ok = await create({ cas_number: "67-64-1" });
  expect(ok.status).toBe(201);
  const product = ok.body.company_product_id;
  expect((await create({ cas_number: "7732-18-5" })).status).toBe(201);
  const patch = await app.request("PATCH", `/chem/products/${product}`, { token: c.manager.token, json: { cas_number: "64-17-6" } });
  expect(patch.status).toBe(422);
  expect(patch.body.details[0].field).toBe("cas_number");
  const apply = await app.request("POST", `/chem/products/${product}/apply-extraction`, { token: c.manager.token, json: { cas_number: "7732-18-4" } });
  expect(apply.status).toBe(422);
  expect(apply.body.details[0].field).toBe("cas_number");
  const products = await app.request("GET", `/chem/products/${product}`, { token: c.viewer.token });
  expect(products.body.cas_number).toBe("67-64-1");
});

test("migration 0019 maps known size unit spellings; unknown ones are kept and reported at start", () => {
  const db = new Database(":memory:");
  const migrations = embeddedMigrations();
  const at = migrations.findIndex((m) => m.tag.endsWith("_size_units_canonical"));
  expect(at).toBeGreaterThan(0);
  for (const m of migrations.slice(0, at)) for (const s of m.statements) db.run(s);
  const now = "2026-01-01T00:00:00.000Z";
  db.run(`INSERT INTO company_products (company_product_id, company_id, product_name, manufacturer, product_name_normalized, manufacturer_normalized,
    sds_missing, created_at, updated_at) VALUES ('p', 'co', 'Acetone', 'Fisher', 'acetone', 'fisher', 1, ?, ?)`, [now, now]);
  const spellings = ["L", "litre", " Gallons ", "fl  oz", "LBS", "m3", "ea", "barrel", "tote"];
  spellings.forEach((unit, i) => db.run(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id, container_size, size_unit, created_at, updated_at)
    VALUES (?, 'co', 'p', 'site', 1, ?, ?, ?)`, [`i${i}`, unit, now, now]));
  for (const m of migrations.slice(at)) for (const s of m.statements) db.run(s);
  const units = (db.query("SELECT size_unit AS u FROM inventory_items ORDER BY chemical_id").all() as { u: string }[]).map((r) => r.u);
  expect(units).toEqual(["L", "L", "gal", "fl oz", "lb", "m³", "each", "barrel", "tote"]);

  const lines: string[] = [];
  const logger = { ...createLogger("silent"), warn: (msg: string, fields?: Record<string, unknown>) => lines.push(JSON.stringify({ msg, ...fields })) };
  reportUnknownSizeUnits(drizzle(db), logger);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("does not know");
  expect(JSON.parse(lines[0]!).size_units).toEqual({ barrel: 1, tote: 1 });
});
