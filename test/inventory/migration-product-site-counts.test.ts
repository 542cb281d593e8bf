/**
 * Migration 0024 on an inventory that already has items and removed records: product_site_counts
 * starts from a recount of both, and its triggers keep it from there.
 */
import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { embeddedMigrations } from "../../src/db/migrations.macro";

const A = "01a20000-0000-7000-8000-00000000000a";
const P = "01a20000-0000-7000-8000-0000000000b1";

test("0024 counts the items and removed records each product has per site, then follows moves and removals", () => {
  const db = new Database(":memory:");
  const migrations = embeddedMigrations();
  const at = migrations.findIndex((m) => m.tag.endsWith("_product_site_counts"));
  expect(at).toBeGreaterThan(0);
  for (const m of migrations.slice(0, at)) for (const s of m.statements) db.run(s);
  const now = "2026-01-01T00:00:00.000Z";
  db.run(`INSERT INTO company_products (company_product_id, company_id, product_name, manufacturer, product_name_normalized, manufacturer_normalized,
    sds_missing, created_at, updated_at) VALUES (?, ?, 'Acetone', 'Fisher', 'acetone', 'fisher', 1, ?, ?)`, [P, A, now, now]);
  const item = (id: string, site: string) => db.run(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id, container_size, created_at, updated_at)
    VALUES (?, ?, ?, ?, 4, ?, ?)`, [id, A, P, site, now, now]);
  const removed = (id: string, site: string) => db.run(`INSERT INTO removed_inventory_items (chemical_id, company_id, company_product_id, site_id, product_name, manufacturer,
    container_size, size_unit, quantity, created_at, updated_at, removed_at, product_name_key, manufacturer_key, product_is_pesticide, product_sds_missing)
    VALUES (?, ?, ?, ?, 'Acetone', 'Fisher', 4, 'L', 1, ?, ?, ?, 'acetone', 'fisher', 0, 1)`, [id, A, P, site, now, now, now]);
  item("i1", "north");
  item("i2", "north");
  item("i3", "south");
  removed("r1", "south");
  removed("r2", "east");

  for (const m of migrations.slice(at)) for (const s of m.statements) db.run(s);
  const counts = () => db.query("SELECT site_id AS site, items, removed FROM product_site_counts WHERE company_id = ? AND company_product_id = ? ORDER BY site_id").all(A, P);
  expect(counts()).toEqual([{ site: "east", items: 0, removed: 1 }, { site: "north", items: 2, removed: 0 }, { site: "south", items: 1, removed: 1 }]);

  db.run("UPDATE inventory_items SET site_id = 'east' WHERE chemical_id = 'i1'");
  removed("r3", "north");
  db.run("DELETE FROM inventory_items WHERE chemical_id = 'i2'");
  item("i4", "west");
  expect(counts()).toEqual([{ site: "east", items: 1, removed: 1 }, { site: "north", items: 0, removed: 1 }, { site: "south", items: 1, removed: 1 }, { site: "west", items: 1, removed: 0 }]);
});
