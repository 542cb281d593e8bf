/**
 * bun scripts/review-identity.ts [--all] [--cache DIR] [--lines N]
 *
 * For reading by a person: the product name and supplier the parser finds (value, evidence line, confidence) next
 * to the first lines of section 1, for every TUNE document of ../shared/corpus/sds and sds-wide — the labelled
 * tune documents (with their truth) and the unlabelled ones whose manifest sha256 puts them in tune (first hex
 * digit 7–f, as test/fixtures' truth files are split). Never a holdout document. `--cache DIR` keeps the PDF text
 * as JSON so that a second run only parses.
 */
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { findSectionSpans, spanAbout, toDocLines } from "../src/modules/parsing/sections.ts";
import { loadConfig } from "../src/config.ts";
import { readText, tuneDocuments } from "./tune-documents.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const cache = option("--cache");
const shown = Number(option("--lines") ?? 40);
const docs = tuneDocuments();
const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const mark = (value: string | null | undefined, truth: string | null | undefined, known: boolean) =>
  !known ? "" : (value ?? "").toLowerCase().replace(/\s+/g, " ") === (truth ?? "").toLowerCase().replace(/\s+/g, " ") ? "  [=truth]" : `  [TRUTH: ${truth}]`;
for (const doc of docs) {
  let text;
  try {
    text = await readText(pool, doc, cache);
  } catch (error) {
    console.log(`=== ${doc.corpus}/${doc.file}: not read (${(error as Error).message})\n`);
    continue;
  }
  const parsed = parseSds(text);
  const lines = toDocLines(text.pages);
  const start = spanAbout(findSectionSpans(lines), 1)?.start ?? 0;
  const ev = parsed.evidence;
  console.log(`=== ${doc.corpus}/${doc.file} (${doc.truth ? "tune, labelled" : "unlabelled"}; ${parsed.document_language})`);
  console.log(`PRODUCT  ${JSON.stringify(parsed.product_name)} conf=${ev.product_name?.confidence ?? "-"} ev=${JSON.stringify(ev.product_name?.text ?? null)}${mark(parsed.product_name, doc.truth?.product_name, !!doc.truth)}`);
  console.log(`MAKER    ${JSON.stringify(parsed.manufacturer)} conf=${ev.manufacturer?.confidence ?? "-"} ev=${JSON.stringify(ev.manufacturer?.text ?? null)}${mark(parsed.manufacturer, doc.truth?.manufacturer, !!doc.truth)}`);
  for (const line of lines.slice(start, start + shown)) console.log(`   | ${line.text}`);
  console.log("");
}
await pool.stop();
