/**
 * npm run bench:parse-crossread -- [--cache DIR] [--text-cache DIR] [--show] [--field F] [--only NAME-PART] [--all-misses] [--holdout]
 *
 * The tune sheets as another reader lays them out. Every labelled tune document with a text layer is read three
 * ways — by our reader, by `pdftotext -layout` (columns kept by runs of spaces, page headers and footers not marked)
 * and by `pdftotext -raw` (content-stream order) — parsed, and scored with the corpus scorer. A field our reader
 * gets right and pdftotext's text does not is a layout the parser may meet on an unseen PDF through our reader too
 * (another generator's columns, a table drawn cell by cell); a miss that is pdftotext's own artefact (a word broken
 * or glued) is counted, not fixed. Prints per field the accuracy of each reading and the documents whose value was
 * wrong with confidence > 0.9. `--show` lists each miss of a pdftotext reading that our reader's text does not have
 * (`--all-misses`: every miss), with the evidence line and the lines around it. A fourth reading, `narrow`, is our
 * reader's text with its cell gaps closed to one space (see READINGS).
 *
 * pdftotext's texts are kept in `--cache` (default: the system's temporary folder), our reader's as JSON in
 * `--text-cache` (the same; parse-diff's `--cache` folder can be given). `--holdout` reads the held-out documents instead and prints the
 * aggregate table only: no document of theirs is named or shown.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { confidentlyWrong, EVIDENCE_OF, FIELD_NAMES, scoreDocument, type FieldName, type SdsTruth } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import type { ParsedSds, SdsText } from "../src/modules/parsing/types.ts";
import { loadConfig } from "../src/config.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { pagesTextLayer } from "./plain-text-layer.ts";
import { CORPORA, readText, tuneDocuments, type TuneDocument } from "./tune-documents.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const at = args.indexOf(name); return at >= 0 ? args[at + 1] : undefined; };
// Caches outside the checkout; by default in the system's temporary folder, so a fresh machine needs no set-up.
const cache = option("--cache") ?? path.join(tmpdir(), "chemsafe-crossread", "pdftotext");
const textCache = option("--text-cache") ?? path.join(tmpdir(), "chemsafe-crossread", "reader");
const onlyField = option("--field");
const only = option("--only");
const show = args.includes("--show");
const allMisses = args.includes("--all-misses");
/** `--holdout`: the held-out documents instead, as one aggregate table and nothing per document (never --show). */
const holdout = args.includes("--holdout");

/**
 * `narrow`: our reader's own lines with every cell gap closed to one space — what our reader gives for a PDF whose
 * label and value cells stand closer than its cell gap (about 1.25 em): the no-colon "Label value" form of -raw,
 * without pdftotext's other differences.
 */
const READINGS = ["reader", "layout", "raw", "narrow"] as const;
type Reading = (typeof READINGS)[number];

/** pdftotext's text of a document, split at its form feeds into pages of lines. */
function pdftotextPages(doc: TuneDocument, mode: "layout" | "raw"): string[][] {
  const cached = path.join(cache, `${doc.corpus}__${doc.file}.${mode}.txt`);
  let text: string;
  if (existsSync(cached)) text = readFileSync(cached, "utf8");
  else {
    text = execFileSync("pdftotext", [`-${mode}`, "-enc", "UTF-8", path.join(CORPORA, doc.corpus, doc.file), "-"], { encoding: "utf8", maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "ignore"] });
    mkdirSync(cache, { recursive: true });
    writeFileSync(cached, text);
  }
  return text.split("\f").map((page) => page.split("\n"));
}

const truthValue = (truth: SdsTruth, field: FieldName): unknown => (field === "sections" ? truth.sections_present : field === "cas_numbers" ? truth.cas_numbers : truth[field as keyof SdsTruth]);
function parsedValue(parsed: ParsedSds, field: FieldName): unknown {
  if (field === "sections") return parsed.sections.map((section) => section.number);
  if (field === "cas_numbers") return parsed.composition.map((row) => row.cas_number).filter(Boolean);
  return parsed[field as keyof ParsedSds];
}

/** The evidence line and two lines either side, from the text the parser was given. */
function around(text: SdsText, evidence: string | undefined): string[] {
  if (!evidence) return [];
  const lines = text.pages.flatMap((page) => page.lines.map((line) => `p${page.number}| ${line.text}`));
  const probe = evidence.split("\n")[0]!.trim().slice(0, 50);
  const at = lines.findIndex((line) => line.includes(probe));
  return at < 0 ? [`(evidence: ${evidence.slice(0, 160)})`] : lines.slice(Math.max(0, at - 2), at + 3).map((line, i) => `${at - 2 + i === at || (at < 2 && i === at) ? ">" : " "} ${line.slice(0, 200)}`);
}

type Tally = { documents: number; sum: number; confident: number };
const tallies = new Map<string, Tally>();
const tally = (reading: Reading, field: FieldName, score: number, confident: boolean) => {
  const key = `${reading} ${field}`;
  const entry = tallies.get(key) ?? { documents: 0, sum: 0, confident: 0 };
  tallies.set(key, { documents: entry.documents + 1, sum: entry.sum + score, confident: entry.confident + (confident ? 1 : 0) });
};
const confidentList: string[] = [];

/** The held-out documents with a text layer, from both truth folders (a file names its own corpus where it has one). */
function holdoutDocuments(): (TuneDocument & { truth: SdsTruth })[] {
  return [["sds", "sds-truth"], ["sds-wide", "sds-truth-wide"]].flatMap(([corpus, folder]) => {
    const dir = path.resolve(import.meta.dir, "../test/fixtures", folder!);
    return readdirSync(dir).filter((name) => name.endsWith(".json")).map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as SdsTruth & { corpus?: string })
      .filter((truth) => truth.split === "holdout" && !truth.needs_ocr)
      .map((truth) => ({ file: truth.file, corpus: truth.corpus ?? corpus!, language: truth.language ?? "en", truth }));
  });
}

const documents = holdout
  ? holdoutDocuments()
  : tuneDocuments().filter((doc): doc is TuneDocument & { truth: SdsTruth } => doc.truth !== undefined && !doc.truth.needs_ocr && (only === undefined || doc.file.includes(only)));
let pool: PdfReaderPool | undefined;
const readerPool = () => (pool ??= new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} }));
const narrowed = (text: SdsText): SdsText => ({ ...text, pages: text.pages.map((page) => ({ ...page, lines: page.lines.map((line) => ({ ...line, text: line.text.replace(/ {4}/g, " ") })) })) });
const texts = async (doc: TuneDocument): Promise<Record<Reading, SdsText>> => {
  const reader = await readText(existsSync(path.join(textCache, `${doc.corpus}__${doc.file}.json`)) ? (undefined as never) : readerPool(), doc, textCache);
  return {
  reader,
  layout: pagesTextLayer(pdftotextPages(doc, "layout")),
  raw: pagesTextLayer(pdftotextPages(doc, "raw")),
  narrow: narrowed(reader),
  };
};

for (const doc of documents) {
  const text = await texts(doc);
  const parses = Object.fromEntries(READINGS.map((reading) => [reading, parseSds(text[reading])])) as Record<Reading, ParsedSds>;
  const scores = Object.fromEntries(READINGS.map((reading) => [reading, scoreDocument(doc.truth, parses[reading])])) as Record<Reading, Partial<Record<FieldName, number>>>;
  for (const reading of READINGS) {
    const confident = new Set(confidentlyWrong(scores[reading], parses[reading]));
    for (const field of FIELD_NAMES) {
      const score = scores[reading][field];
      if (score === undefined || field === "needs_ocr" || (onlyField && field !== onlyField)) continue;
      tally(reading, field, score, confident.has(field));
      const evidence = EVIDENCE_OF[field] ? parses[reading].evidence[EVIDENCE_OF[field]!] : undefined;
      if (confident.has(field) && !holdout) confidentList.push(`${reading.padEnd(6)} ${field.padEnd(16)} ${doc.file}: ${JSON.stringify(parsedValue(parses[reading], field))} (${evidence?.confidence}) truth ${JSON.stringify(truthValue(doc.truth, field))}`);
      if (!show || holdout || reading === "reader" || score === 1 || (!allMisses && (scores.reader[field] ?? 0) < 1)) continue;
      console.log(`\n[${reading}] ${doc.corpus}/${doc.file}  ${field} ${score.toFixed(2)}${(scores.reader[field] ?? 0) < 1 ? " (our reader wrong too)" : ""}`);
      console.log(`  truth ${JSON.stringify(truthValue(doc.truth, field))}`);
      console.log(`  value ${JSON.stringify(parsedValue(parses[reading], field))} (${evidence?.confidence ?? "-"})`);
      console.log(`  our reader ${JSON.stringify(parsedValue(parses.reader, field))}; its evidence:`);
      for (const line of around(text.reader, parses.reader.evidence[EVIDENCE_OF[field]!]?.text)) console.log(`    ${line}`);
      console.log(`  ${reading}'s evidence:`);
      for (const line of around(text[reading], evidence?.text)) console.log(`    ${line}`);
    }
  }
}
await pool?.stop();

console.log(`\n${documents.length} ${holdout ? "held-out" : "tune"} documents with a text layer: per field, accuracy (wrong with confidence > 0.9)`);
console.log(`${"field".padEnd(34)}${READINGS.map((reading) => reading.padStart(16)).join("")}`);
for (const field of FIELD_NAMES) {
  const cells = READINGS.map((reading) => {
    const entry = tallies.get(`${reading} ${field}`);
    return entry ? `${((entry.sum / entry.documents) * 100).toFixed(1)}% (${entry.confident})` : "-";
  });
  if (cells.every((cell) => cell === "-")) continue;
  const n = tallies.get(`reader ${field}`)?.documents ?? 0;
  console.log(`${`${field} n=${n}`.padEnd(34)}${cells.map((cell) => cell.padStart(16)).join("")}`);
}
if (!holdout) {
  console.log(`\nWrong with confidence > 0.9 (${confidentList.length}):`);
  for (const line of confidentList) console.log(`  ${line}`);
}
