import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The hand-labelled truth for scanned SDSs and the hand transcriptions judge the OCR path (issue 14):
 * a malformed file must fail here, loudly, instead of quietly scoring zero in the benchmark.
 */
const FIXTURES = path.resolve(import.meta.dir, "../fixtures");
const SCANS = path.join(FIXTURES, "sds-truth-scans");
const TRANSCRIPTS = path.join(FIXTURES, "ocr-transcripts");
const CORPUS = path.resolve(import.meta.dir, "../../../shared/corpus");
const CODE = /^(H\d{3}[A-Za-z]{0,2}|EUH\d{3}[A-Za-z]?|P\d{3})$/;
const CAS = /^\d{2,7}-\d{2}-\d$/;
const TEXT_OR_NULL = ["emergency_phone", "supplier_phone", "supplier_address", "ufi", "recommended_use", "physical_state", "flash_point"];
const SDS_SCANS = ["firmenich_2", "iff_6", "pepsico_inc_13", "scanned_11001-5_sds", "symrise_2"];

const scanFiles = readdirSync(SCANS).filter((f) => f.endsWith(".json"));
const read = (file: string) => JSON.parse(readFileSync(path.join(SCANS, file), "utf8"));

test("the five scans of sds/ and at least ten of sds-wide/ are labelled, with the non-English ones and the garbled-font PDF", () => {
  const truths = scanFiles.map(read);
  const named = truths.map((t) => `${t.corpus}/${path.basename(t.file, ".pdf")}`);
  for (const name of SDS_SCANS) expect(named).toContain(`sds/${name}`);
  expect(truths.filter((t) => t.corpus === "sds-wide").length).toBeGreaterThanOrEqual(10);
  expect(named).toContain("sds-wide/dap_drydex_spackling_garbled_font");
  expect(truths.filter((t) => t.language !== "en").length).toBeGreaterThanOrEqual(2);
});

test.each(scanFiles.map((f) => [f]))("sds-truth-scans/%s has every field in its form", (file) => {
  const truth = read(file);
  expect(truth.file).toBe(`${path.basename(file, ".json")}.pdf`);
  expect(["sds", "sds-wide"]).toContain(truth.corpus);
  expect(truth.split).toBe("holdout");
  expect(truth.scanned).toBe(true);
  expect(truth.needs_ocr).toBe(false);
  expect(typeof truth.verified).toBe("boolean");
  expect(truth.language).toMatch(/^[a-z]{2}(\+[a-z]{2})*$/);
  expect([null, "DANGER", "WARNING"]).toContain(truth.signal_word);
  for (const list of ["h_codes", "p_codes", "cas_numbers"]) {
    expect(Array.isArray(truth[list])).toBe(true);
    expect(new Set(truth[list]).size).toBe(truth[list].length);
  }
  for (const code of [...truth.h_codes, ...truth.p_codes]) expect(code).toMatch(CODE);
  for (const code of truth.p_codes) expect(code.startsWith("P")).toBe(true);
  for (const cas of truth.cas_numbers) expect(cas).toMatch(CAS);
  expect(truth.revision_date === null || /^\d{4}-\d{2}(-\d{2})?$/.test(truth.revision_date)).toBe(true);
  expect(truth.sections_present.every((n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 16)).toBe(true);
  for (const key of ["product_name", "manufacturer", ...TEXT_OR_NULL]) expect(truth[key] === null || typeof truth[key] === "string").toBe(true);
  for (const key of ["product_name_alternatives", "manufacturer_alternatives"]) expect(Array.isArray(truth[key])).toBe(true);
  expect(typeof truth.notes).toBe("string");
  expect(truth.notes.length).toBeGreaterThan(40);
  if (existsSync(CORPUS)) expect(existsSync(path.join(CORPUS, truth.corpus, truth.file))).toBe(true);
});

const transcripts = readdirSync(TRANSCRIPTS).filter((f) => f.endsWith(".txt"));

test("at least two pages are transcribed by hand", () => {
  expect(transcripts.length).toBeGreaterThanOrEqual(2);
});

test.each(transcripts.map((f) => [f]))("ocr-transcripts/%s names its file and page and holds only the page text", (file) => {
  const match = /^(.+)-p(\d+)\.txt$/.exec(file);
  expect(match).not.toBeNull();
  const [, name, page] = match!;
  const [header, ...lines] = readFileSync(path.join(TRANSCRIPTS, file), "utf8").replace(/\n$/, "").split("\n");
  expect(header.startsWith(`# ${name}.pdf (corpus `)).toBe(true);
  expect(header).toContain(` page ${page} `);
  expect(lines.length).toBeGreaterThan(20);
  for (const line of lines) {
    expect(line.startsWith("#")).toBe(false);
    expect(line.trim().length).toBeGreaterThan(0);
    expect(line).toBe(line.trim());
  }
  const corpus = /\(corpus (sds|sds-wide)\)/.exec(header)?.[1];
  expect(corpus).toBeDefined();
  if (existsSync(CORPUS)) expect(existsSync(path.join(CORPUS, corpus!, `${name}.pdf`))).toBe(true);
});
