/**
 * Migration 0008 on an appliance that was already attacked: the version state moves to each
 * company's mapping, and another company's view loses the contributor's typed names.
 */
import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { embeddedMigrations } from "../../src/db/migrations.macro";

const A = "01a20000-0000-7000-8000-00000000000a";
const B = "01a20000-0000-7000-8000-00000000000b";
const X = "01a20000-0000-7000-8000-0000000000f1";
const Y = "01a20000-0000-7000-8000-0000000000f2";

test("0008 gives each company its own version state and the document's identity to non-contributors", () => {
  const db = new Database(":memory:");
  const migrations = embeddedMigrations();
  const at = migrations.findIndex((m) => m.tag.startsWith("0008_"));
  expect(at).toBeGreaterThan(0);
  for (const m of migrations.slice(0, at)) for (const s of m.statements) db.run(s);

  const now = "2026-01-01T00:00:00.000Z";
  const doc = (id: string, by: string, name: string, sources: string, prev: string | null, current: number, supersededBy: string | null) =>
    db.run(`INSERT INTO sds_documents (sds_id, product_name, manufacturer, revision_date, field_sources, sds_parsed, file_checksum, file_size, storage_key,
      source_type, contributed_by_company_id, previous_version_id, superseded_by_id, is_current, created_at, updated_at)
      VALUES (?, ?, 'Fisher', '2020-01-01', ?, 1, ?, 1, 'k', 'upload', ?, ?, ?, ?, ?, ?)`,
    [id, name, sources, `${id.slice(-2)}abcdef0123456789`, by, prev, supersededBy, current, now, now]);
  // A contributed X (a person typed its name; parsing read the manufacturer); B mapped X and uploaded Y as its "new version".
  doc(X, A, "Acetone (bay 3)", JSON.stringify({ product_name: "user", manufacturer: "parsed" }), null, 0, Y);
  doc(Y, B, "Acetone (bay 3)", JSON.stringify({ product_name: "user", manufacturer: "user" }), X, 1, null);
  const map = (company: string, sds: string, superseded: number) =>
    db.run(`INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, revision_date, superseded_in_company)
      VALUES (?, ?, ?, 'Acetone (bay 3)', 'Fisher', '2020-01-01', ?)`, [company, sds, now, superseded]);
  map(A, X, 0);
  map(B, X, 1);
  map(B, Y, 0);

  for (const s of migrations[at]!.statements) db.run(s);
  const mapping = (company: string, sds: string) => db.query(`SELECT product_name, manufacturer, revision_date, superseded_in_company AS s,
    superseded_by_sds_id AS by, previous_sds_id AS prev FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?`).get(company, sds);
  expect(mapping(A, X)).toEqual({ product_name: "Acetone (bay 3)", manufacturer: "Fisher", revision_date: "2020-01-01", s: 0, by: null, prev: null });
  expect(mapping(B, X)).toEqual({ product_name: "Unnamed SDS f1abcdef", manufacturer: "Fisher", revision_date: null, s: 1, by: Y, prev: null });
  expect(mapping(B, Y)).toMatchObject({ product_name: "Acetone (bay 3)", s: 0, by: null, prev: X });
  expect(db.query("SELECT parsed_product_name AS p, parsed_manufacturer AS m FROM sds_documents WHERE sds_id = ?").get(X)).toEqual({ p: null, m: "Fisher" });
  // The repository's search holds only what was read in the documents.
  expect(db.query("SELECT sds_id FROM sds_repository_fts WHERE sds_repository_fts MATCH 'fisher'").all()).toEqual([{ sds_id: X }]);
  expect(db.query("SELECT sds_id FROM sds_repository_fts WHERE sds_repository_fts MATCH 'acetone'").all()).toEqual([]);
  // B's library search finds X by its new name, and the old name no longer.
  const key = `company_key:"c${B.replaceAll("-", "")}"`;
  expect(db.query("SELECT sds_id FROM sds_library_fts WHERE sds_library_fts MATCH ?").all(`${key} AND unnamed`)).toEqual([{ sds_id: X }]);
  db.close();
});
