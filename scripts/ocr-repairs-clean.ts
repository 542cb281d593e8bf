/**
 * bun scripts/ocr-repairs-clean.ts [--cache DIR]
 *
 * What the OCR repairs do to text read right: each TUNE sheet's text layer (clean: a typed PDF's) read through the
 * repairs as a text layer OCR software wrote is read (sds-ocr.models.ts readOcrLayer), scored against its truth beside
 * the same layer parsed as printed, field by field. A field worse through the repairs is a repair changing what was
 * right — on a scan the same repair meets the same words (session 40: accents put back in a company's name, a P-code
 * changed for another whose statement opens alike). Held-out sheets are not read.
 * Texts come from the reader's cache (`--cache`, as scripts/parse-diff.ts keeps it) or the reader.
 */
import { loadConfig } from "../src/config.ts";
import { scoreDocument, type FieldScores } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { markOcrEvidence, mergeOcrPages } from "../src/modules/sds/sds-ocr.models.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { readText, tuneDocuments } from "./tune-documents.ts";

const args = process.argv.slice(2);
const cacheAt = args.indexOf("--cache");
const cache = cacheAt >= 0 ? args[cacheAt + 1] : undefined;

const FIELDS = [
  "product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "p_codes", "cas_numbers", "sections",
  "emergency_phone", "supplier_phone", "supplier_address", "recommended_use", "physical_state", "flash_point",
] as const;

const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 2 }, { warn() {}, debug() {} });
const worse = new Map<string, number>();
const better = new Map<string, number>();
let documents = 0;
for (const doc of tuneDocuments()) {
  if (!doc.truth) continue;
  const text = await readText(pool, doc, cache);
  if (!text.hasTextLayer) continue;
  documents++;
  // As the parse job reads a layer: unreadable pages left out (mergeOcrPages), then with and without the repairs.
  const printed = mergeOcrPages(text, new Map());
  const repaired = mergeOcrPages({ ...text, ocrLayer: "scripts/ocr-repairs-clean.ts" }, new Map());
  const asPrinted: FieldScores = scoreDocument(doc.truth, parseSds(printed));
  const throughRepairs: FieldScores = scoreDocument(doc.truth, markOcrEvidence(parseSds(repaired), repaired));
  for (const field of FIELDS) {
    const [before, after] = [asPrinted[field], throughRepairs[field]];
    if (typeof before !== "number" || typeof after !== "number" || before === after) continue;
    const tally = after < before ? worse : better;
    tally.set(field, (tally.get(field) ?? 0) + 1);
    if (after < before) console.log(`worse  ${field.padEnd(18)} ${doc.corpus}/${doc.file}  ${before.toFixed(2)} → ${after.toFixed(2)}`);
  }
}
await pool.stop();
const listed = (tally: Map<string, number>) => [...tally].map(([field, n]) => `${field} ${n}`).join(", ") || "none";
console.log(`\n${documents} tune sheets with a text layer, read through the OCR repairs against as printed`);
console.log(`fields worse: ${listed(worse)}`);
console.log(`fields better: ${listed(better)}`);
