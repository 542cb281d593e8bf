/**
 * Migrations 0012–0014 on an inventory that had drifted (issue 10 item 1): an item carried an SDS its
 * product did not, and counts disagreed. Afterwards the product is the one source and counts are exact.
 */
import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { embeddedMigrations } from "../../src/db/migrations.macro";

const A = "01a20000-0000-7000-8000-00000000000a";
const X = "01a20000-0000-7000-8000-0000000000f1";
const Y = "01a20000-0000-7000-8000-0000000000f2";
const P = "01a20000-0000-7000-8000-0000000000b1";
const Q = "01a20000-0000-7000-8000-0000000000b2";

test("0012 gives a product without SDS the one its item carried and recounts every mapping; then the triggers keep them", () => {
  const db = new Database(":memory:");
  const migrations = embeddedMigrations();
  const at = migrations.findIndex((m) => m.tag.endsWith("_product_sds_is_the_items"));
  expect(at).toBeGreaterThan(0);
  for (const m of migrations.slice(0, at)) for (const s of m.statements) db.run(s);
  const now = "2026-01-01T00:00:00.000Z";
  const product = (id: string, sds: string | null) => db.run(`INSERT INTO company_products (company_product_id, company_id, product_name, manufacturer,
    product_name_normalized, manufacturer_normalized, sds_missing, current_sds_id, created_at, updated_at) VALUES (?, ?, 'Acetone', 'Fisher', 'acetone', 'fisher', ?, ?, ?, ?)`,
  [id, A, sds ? 0 : 1, sds, now, now]);
  const item = (id: string, productId: string, sds: string | null) => db.run(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id,
    container_size, sds_id, created_at, updated_at) VALUES (?, ?, ?, 'site', 4, ?, ?, ?)`, [id, A, productId, sds, now, now]);
  const map = (sds: string, n: number) => db.run(`INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, mapped_to_inventory_count)
    VALUES (?, ?, ?, 'Acetone', 'Fisher', ?)`, [A, sds, now, n]);
  product(P, null); // P's SDS was attached through one of its two items only
  item("i1", P, X);
  item("i2", P, null);
  product(Q, Y); // Q had its SDS, but its three items were never counted
  for (const id of ["i3", "i4", "i5"]) item(id, Q, null);
  map(X, 1);
  map(Y, 0);

  for (const m of migrations.slice(at)) for (const s of m.statements) db.run(s);
  const productOf = (id: string) => db.query("SELECT current_sds_id AS sds, sds_missing AS missing FROM company_products WHERE company_product_id = ?").get(id);
  const countOf = (sds: string) => (db.query("SELECT mapped_to_inventory_count AS n FROM company_sds_mappings WHERE sds_id = ?").get(sds) as { n: number }).n;
  expect(productOf(P)).toEqual({ sds: X, missing: 0 });
  expect([countOf(X), countOf(Y)]).toEqual([2, 3]);
  expect(db.query("SELECT name FROM pragma_table_info('inventory_items') WHERE name = 'sds_id'").all()).toEqual([]);

  // From here the database keeps them: a new item, a moved product, a deleted item.
  db.run(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id, container_size, created_at, updated_at) VALUES ('i6', ?, ?, 'site', 1, ?, ?)`, [A, P, now, now]);
  expect(countOf(X)).toBe(3);
  db.run("UPDATE company_products SET current_sds_id = ? WHERE company_product_id = ?", [Y, P]);
  expect([countOf(X), countOf(Y)]).toEqual([0, 6]);
  db.run("DELETE FROM inventory_items WHERE chemical_id = 'i3'");
  expect(countOf(Y)).toBe(5);
  db.run("UPDATE company_products SET current_sds_id = NULL WHERE company_product_id = ?", [Q]);
  expect(productOf(Q)).toEqual({ sds: null, missing: 1 });
  expect(countOf(Y)).toBe(3);

  // Items carry their product's keys, the groups count them.
  expect(db.query("SELECT product_name_key AS k, product_sds_missing AS missing FROM inventory_items WHERE company_product_id = ? LIMIT 1").get(Q)).toEqual({ k: "acetone", missing: 1 });
  expect(db.query("SELECT sum(n) AS n FROM inventory_counts WHERE company_id = ? AND sds_missing = 1").get(A)).toEqual({ n: 2 });
  expect(db.query("SELECT sum(n) AS n FROM inventory_counts WHERE company_id = ? AND sds_missing = 0").get(A)).toEqual({ n: 3 });
  db.run("UPDATE company_products SET current_sds_id = ?, sds_missing = 0 WHERE company_product_id = ?", [X, Q]);
  expect(db.query("SELECT sum(n) AS n FROM inventory_counts WHERE company_id = ? AND sds_missing = 0").get(A)).toEqual({ n: 5 });
  expect(db.query("SELECT rowid FROM inventory_search_fts WHERE inventory_search_fts MATCH 'fisher'").all()).toHaveLength(2);
  // Each product's item count (a search's total): P has i1, i2, i6; Q has i4, i5 after i3 was deleted.
  expect(db.query("SELECT company_product_id AS id, item_count AS n FROM company_products ORDER BY company_product_id").all()).toEqual([{ id: P, n: 3 }, { id: Q, n: 2 }]);
  db.close();
});
