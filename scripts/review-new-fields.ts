/**
 * bun scripts/review-new-fields.ts [--cache DIR] [--all] [--field NAME]
 *
 * For reading by a person: truth vs parser (value, confidence, evidence line) for the newer fields (telephones,
 * address, use, physical state, flash point) on the TUNE truth files of test/fixtures/sds-truth-wide only — never a
 * holdout one. Misses only unless --all. `--cache DIR` keeps the PDF text as JSON so that a second run only parses.
 */
import { scoreDocument } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { loadConfig } from "../src/config.ts";
import { readText, tuneDocuments } from "./tune-documents.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const cache = option("--cache");
const only = option("--field");
const all = args.includes("--all");
const FIELDS = ["emergency_phone", "supplier_phone", "supplier_address", "recommended_use", "physical_state", "flash_point"] as const;
const docs = tuneDocuments().filter((doc) => doc.truth);
const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const misses: Record<string, number> = {};
for (const doc of docs) {
  const truth = doc.truth!;
  const text = await readText(pool, doc, cache);
  const parsed = parseSds(text);
  const score = scoreDocument(truth, parsed);
  const out: string[] = [];
  for (const field of FIELDS) {
    if (only && field !== only) continue;
    if (score[field] === undefined) continue;
    const ok = score[field] === 1;
    if (!ok) misses[field] = (misses[field] ?? 0) + 1;
    if (ok && !all) continue;
    const ev = parsed.evidence[field as keyof typeof parsed.evidence];
    out.push(`  ${ok ? "ok  " : "MISS"} ${field.padEnd(17)} truth=${JSON.stringify(truth[field])}\n       parsed=${JSON.stringify(parsed[field])} conf=${ev?.confidence ?? "-"} p${ev?.page ?? "-"} ev=${JSON.stringify(ev?.text ?? null)}`);
  }
  if (out.length > 0) console.log(`=== ${truth.file} (${(truth as { language?: string }).language})\n${out.join("\n")}`);
}
console.log(`\ntune documents: ${docs.length}; misses: ${JSON.stringify(misses)}`);
await pool.stop();
