import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The hand-written truth files are data the parser is judged by: a malformed one must fail loudly, not score zero. */
const FOLDERS = ["sds-truth", "sds-truth-wide"].map((f) => path.resolve(import.meta.dir, "../fixtures", f));
const CODE = /^(H\d{3}[A-Za-z]{0,2}|EUH\d{3}[A-Za-z]?|P\d{3})$/;
const CAS = /^\d{2,7}-\d{2}-\d$/;

const files = FOLDERS.flatMap((folder) => readdirSync(folder).filter((f) => f.endsWith(".json")).map((f) => path.join(folder, f)));

test("there are at least 100 truth files, 30 of them not in English only", () => {
  const truths = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
  expect(truths.length).toBeGreaterThanOrEqual(100);
  expect(truths.filter((t) => t.language && t.language !== "en").length).toBeGreaterThanOrEqual(30);
});

test.each(files.map((f) => [path.relative(path.resolve(import.meta.dir, "../fixtures"), f)]))("%s has every scored field in its form", (relative) => {
  const truth = JSON.parse(readFileSync(path.resolve(import.meta.dir, "../fixtures", relative), "utf8"));
  expect(truth.file).toBe(`${path.basename(relative, ".json")}.pdf`);
  expect(["tune", "holdout"]).toContain(truth.split);
  expect([null, "DANGER", "WARNING"]).toContain(truth.signal_word);
  for (const code of [...truth.h_codes, ...truth.p_codes]) expect(code).toMatch(CODE);
  for (const cas of truth.cas_numbers) expect(cas).toMatch(CAS);
  expect(truth.revision_date === null || /^\d{4}-\d{2}(-\d{2})?$/.test(truth.revision_date)).toBe(true);
  expect(Array.isArray(truth.sections_present)).toBe(true);
  expect(typeof truth.needs_ocr).toBe("boolean");
});
