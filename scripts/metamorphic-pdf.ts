/**
 * bun scripts/metamorphic-pdf.ts [--cache DIR] [--pdf-cache DIR] [--styles 0,a,…] [--quiet] [--counts]
 *
 * Family P: the same sheet printed by another PDF generator. Each tune document with a text layer (split "tune", never
 * a holdout document) is taken as the reader gave it (`--cache`, as scripts/parse-diff.ts keeps it), printed again as
 * a PDF in each style of test/helpers/pdf-reprint.ts (stream order shuffled, words or glyphs or cells as items, small
 * and tight, turned, running furniture, two columns, justified), read back through the reader and parsed. A field right
 * on the document and wrong on a variant is a miss, counted by (style, field); in two columns a miss on a field whose
 * line was wrapped is counted apart ("h two columns, wrapped"). The reprinted texts are kept in `--pdf-cache`
 * (default chemsafe-pdfmeta in the system's temporary folder), keyed by the reader's and the printer's source, so a run after a parser change only parses.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tmpdir } from "node:os";
import { EVIDENCE_OF, scoreDocument, type FieldName } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { loadConfig } from "../src/config.ts";
import { extractPdfText, type PdfText } from "../src/shared/pdf/pdf-text.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { META_FIELDS } from "../test/helpers/metamorphic.ts";
import { NEW_FIELDS } from "../test/helpers/metamorphic-fields.ts";
import { missingGlyphs, PRINT_STYLES, reprint, type PrintStyle } from "../test/helpers/pdf-reprint.ts";
import { readText, tuneDocuments } from "./tune-documents.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const at = args.indexOf(name); return at >= 0 ? args[at + 1] : undefined; };
const cache = option("--cache");
const pdfCache = option("--pdf-cache") ?? path.join(tmpdir(), "chemsafe-pdfmeta");
const chosen = option("--styles")?.split(",");
const styles = PRINT_STYLES.filter((style) => !chosen || chosen.includes(style.split(" ")[0]!));
const FIELDS: readonly FieldName[] = [...META_FIELDS, "p_codes", "cas_numbers", "sections", ...NEW_FIELDS, "supplier_address"];
/** Sheets whose text the embedded font cannot print above this share of characters are left out (counted). */
const MAX_MISSING_GLYPHS = 0.005;

// The reader's and the printer's source name a reprinted text: either changing makes the cached texts stale.
const ROOT = path.resolve(import.meta.dir, "..");
const sources = [
  ...readdirSync(path.join(ROOT, "src/shared/pdf")).map((file) => path.join(ROOT, "src/shared/pdf", file)),
  path.join(ROOT, "test/helpers/pdf-reprint.ts"),
  path.join(ROOT, "test/helpers/pdf-layout-render.ts"),
];
const version = createHash("sha256").update(sources.map((file) => readFileSync(file)).join("\0")).digest("hex").slice(0, 12);

async function reprintedText(text: PdfText, style: PrintStyle, name: string, product: string): Promise<{ text: PdfText; wrapped: string[] }> {
  const file = path.join(pdfCache, version, `${name}__${style.split(" ")[0]}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const printed = await reprint(text, style, product);
  const result = { text: await extractPdfText(printed.bytes), wrapped: [...printed.wrapped] };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(result));
  return result;
}

const startedAt = performance.now();
const documents = tuneDocuments().filter((doc) => doc.truth?.split === "tune" && !doc.truth.needs_ocr);
const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const misses = new Map<string, number>();
const tried = new Map<string, number>();
const confident = new Map<string, number>();
const lines: string[] = [];
let unprintable = 0;
let used = 0;
for (const doc of documents) {
  const text = await readText(pool, doc, cache);
  if (!text.hasTextLayer) continue;
  const characters = text.pages.reduce((sum, page) => sum + page.lines.reduce((n, line) => n + line.text.length, 0), 0);
  if ((await missingGlyphs(text)) > characters * MAX_MISSING_GLYPHS) {
    unprintable++;
    continue;
  }
  used++;
  const parsed = parseSds(text);
  const base = scoreDocument(doc.truth!, parsed);
  for (const style of styles) {
    const variant = await reprintedText(text, style, `${doc.corpus}__${doc.file}`, parsed.product_name ?? "Safety data sheet");
    const now = parseSds(variant.text);
    const scores = scoreDocument(doc.truth!, now);
    for (const field of FIELDS) {
      if ((base[field] ?? 0) < 1) continue;
      const evidence = EVIDENCE_OF[field] ? parsed.evidence[EVIDENCE_OF[field]!] : undefined;
      const said = evidence?.text.trim();
      const wrapped = said !== undefined && variant.wrapped.some((line) => line.includes(said) || said.includes(line.trim()));
      const key = `${style}${wrapped ? ", wrapped" : ""} | ${field}`;
      tried.set(key, (tried.get(key) ?? 0) + 1);
      if ((scores[field] ?? 0) >= 1) continue;
      misses.set(key, (misses.get(key) ?? 0) + 1);
      const sure = EVIDENCE_OF[field] ? now.evidence[EVIDENCE_OF[field]!]?.confidence : undefined;
      if ((sure ?? 0) > 0.9) confident.set(key, (confident.get(key) ?? 0) + 1);
      const shown = (sds: typeof parsed) =>
        field === "sections" ? sds.sections.map((section) => section.number).join(",") : field === "cas_numbers" ? sds.composition.map((row) => row.cas_number).join(",") : JSON.stringify(sds[field as keyof typeof sds]);
      lines.push(`${key} | ${doc.corpus}/${doc.file} | ${shown(parsed)} -> ${shown(now)} @${sure ?? "-"} | evidence: ${said?.slice(0, 100) ?? "-"}`);
    }
  }
}
await pool.stop();
if (!args.includes("--quiet")) for (const line of lines) console.log(line);
console.log(`\n${used} tune documents printed again (${unprintable} left out: the font lacks their characters); misses by (style | field), of the variants tried where the field was right:`);
for (const key of [...tried.keys()].sort()) if (misses.get(key) || args.includes("--counts")) console.log(`  ${key}: ${misses.get(key) ?? 0} / ${tried.get(key)}`);
const byStyle = new Map<string, [number, number]>();
for (const [key, n] of tried) {
  const style = key.split(" | ")[0]!;
  const [missed, all] = byStyle.get(style) ?? [0, 0];
  byStyle.set(style, [missed + (misses.get(key) ?? 0), all + n]);
}
console.log(`by style: ${[...byStyle].sort().map(([style, [missed, all]]) => `${style} ${missed}/${all}`).join("; ")}`);
if (confident.size) console.log(`wrong with confidence > 0.9: ${[...confident].map(([key, n]) => `${key}: ${n}`).join("; ")}`);
const total = [...misses.values()].reduce((sum, n) => sum + n, 0);
console.log(`total misses: ${total} of ${[...tried.values()].reduce((sum, n) => sum + n, 0)} checks (${((performance.now() - startedAt) / 1000).toFixed(0)} s)`);
