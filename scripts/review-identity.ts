/**
 * bun scripts/review-identity.ts [--all] [--cache DIR] [--lines N]
 *
 * For reading by a person: the product name and supplier the parser finds (value, evidence line, confidence) next
 * to the first lines of section 1, for every TUNE document of ../shared/corpus/sds and sds-wide — the labelled
 * tune documents (with their truth) and the unlabelled ones whose manifest sha256 puts them in tune (first hex
 * digit 7–f, as test/fixtures' truth files are split). Never a holdout document. `--cache DIR` keeps the PDF text
 * as JSON so that a second run only parses.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { findSectionSpans, spanAbout, toDocLines } from "../src/modules/parsing/sections.ts";
import { loadConfig } from "../src/config.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const cache = option("--cache");
const shown = Number(option("--lines") ?? 40);
const root = path.resolve(import.meta.dir, "../../shared/corpus");
const sets = [
  { corpus: "sds", truth: "test/fixtures/sds-truth", sha: "sha256_12" },
  { corpus: "sds-wide", truth: "test/fixtures/sds-truth-wide", sha: "sha256" },
];
type Doc = { file: string; corpus: string; truth?: { product_name: string | null; manufacturer: string | null } };
const docs: Doc[] = [];
for (const set of sets) {
  const manifestPath = path.join(root, set.corpus, "manifest.tsv");
  if (!existsSync(manifestPath)) continue;
  const truthDir = path.resolve(import.meta.dir, "..", set.truth);
  const truths = new Map<string, { split: string; product_name: string | null; manufacturer: string | null }>();
  for (const f of readdirSync(truthDir).filter((f) => f.endsWith(".json"))) {
    const t = JSON.parse(readFileSync(path.join(truthDir, f), "utf8"));
    truths.set(t.file, t);
  }
  const [head, ...rows] = readFileSync(manifestPath, "utf8").trim().split("\n").map((l) => l.split("\t"));
  const col = (name: string) => head!.indexOf(name);
  for (const row of rows) {
    const file = row[col("file")]!;
    // Pesticide labels (a sub-folder) are not safety data sheets.
    if (!file.endsWith(".pdf") || file.includes("/") || row[col("scanned")] === "yes") continue;
    const truth = truths.get(file);
    if (truth ? truth.split !== "tune" : /^[0-6]/.test(row[col(set.sha)]!)) continue;
    docs.push({ file, corpus: set.corpus, truth: truth && { product_name: truth.product_name, manufacturer: truth.manufacturer } });
  }
}
if (cache) mkdirSync(cache, { recursive: true });
const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const mark = (value: string | null | undefined, truth: string | null | undefined, known: boolean) =>
  !known ? "" : (value ?? "").toLowerCase().replace(/\s+/g, " ") === (truth ?? "").toLowerCase().replace(/\s+/g, " ") ? "  [=truth]" : `  [TRUTH: ${truth}]`;
for (const doc of docs) {
  const cached = cache && path.join(cache, `${doc.corpus}__${doc.file}.json`);
  let text;
  try {
    text = cached && existsSync(cached) ? JSON.parse(readFileSync(cached, "utf8")) : await pool.read({ path: path.join(root, doc.corpus, doc.file) });
  } catch (error) {
    console.log(`=== ${doc.corpus}/${doc.file}: not read (${(error as Error).message})\n`);
    continue;
  }
  if (cached && !existsSync(cached)) writeFileSync(cached, JSON.stringify(text));
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
