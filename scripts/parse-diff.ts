/**
 * bun scripts/parse-diff.ts --save OUT.json [--against BEFORE.json] [--cache DIR]
 *
 * What a parser change changed on the corpus: parses every corpus PDF (`sds/` and `sds-wide/`, text through the reader,
 * kept as JSON in `--cache` so that later runs only parse), saves every result to OUT.json, and with `--against` prints
 * each field that changed since BEFORE.json (saved the same way from the code before the change) — on tune documents
 * only (scripts/tune-documents.ts). Held-out documents are counted, never shown: the holdout stays unseen.
 * Output byte-identical to BEFORE.json is said in one line (a speed change must give that).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { loadConfig } from "../src/config.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { corpusDocuments, readText, tuneDocuments } from "./tune-documents.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const at = args.indexOf(name); return at >= 0 ? args[at + 1] : undefined; };
const save = option("--save");
const against = option("--against");
const cache = option("--cache");
if (!save) {
  console.log("usage: bun scripts/parse-diff.ts --save OUT.json [--against BEFORE.json] [--cache DIR]");
  process.exit(2);
}
const FIELDS = [
  "product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "p_codes", "sections", "composition", "document_language",
  "needs_review_reasons", "emergency_phone", "supplier_phone", "supplier_address", "ufi", "recommended_use", "physical_state", "flash_point", "pictograms",
] as const;

const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 2 }, { warn() {}, debug() {} });
const documents = corpusDocuments();
const results: Record<string, unknown> = {};
await Promise.all(documents.map(async (doc) => {
  try {
    results[`${doc.corpus}/${doc.file}`] = parseSds(await readText(pool, doc, cache));
  } catch (error) {
    results[`${doc.corpus}/${doc.file}`] = { error: (error as Error).message };
  }
}));
await pool.stop();
const sorted = Object.fromEntries(Object.keys(results).sort().map((key) => [key, results[key]]));
const saved = JSON.stringify(sorted, null, 1);
writeFileSync(save, saved);
console.log(`${Object.keys(sorted).length} documents parsed; saved to ${save}`);
if (!against) process.exit(0);

const before = readFileSync(against, "utf8");
if (before === saved) {
  console.log(`byte-identical to ${against}`);
  process.exit(0);
}
const old = JSON.parse(before) as Record<string, Record<string, unknown>>;
const now = sorted as Record<string, Record<string, unknown>>;
const tune = new Set(tuneDocuments().map((doc) => `${doc.corpus}/${doc.file}`));
const brief = (field: string, value: unknown) =>
  field === "sections" ? JSON.stringify((value as { number: number }[] | undefined)?.map((section) => section.number))
    : field === "composition" ? JSON.stringify((value as { cas_number: string | null }[] | undefined)?.map((row) => row.cas_number))
      : JSON.stringify(value);
let shown = 0;
let hidden = 0;
let otherOnly = 0;
for (const key of Object.keys(now)) {
  const changed = FIELDS.filter((field) => brief(field, old[key]?.[field]) !== brief(field, now[key]?.[field]));
  if (changed.length === 0) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) otherOnly++;
    continue;
  }
  if (!tune.has(key)) { hidden += changed.length; continue; }
  for (const field of changed) {
    shown++;
    console.log(`${key} ${field}: ${brief(field, old[key]?.[field])?.slice(0, 160)} -> ${brief(field, now[key]?.[field])?.slice(0, 160)}`);
  }
}
console.log(`${shown} field changes on tune documents; ${hidden} on held-out or unlabelled documents (not shown); ${otherOnly} documents differ only in evidence or other fields`);
