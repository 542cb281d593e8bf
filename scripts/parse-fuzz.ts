/**
 * npm run bench:parse-fuzz -- [--cache DIR] [--rounds N] [--seed S] [--lines K] [--flag-ms MS]
 *
 * Hunts for lines that hold the parser for long. The parse runs in the server's job worker: a line whose cost grows
 * faster than its length (a regex that backtracks) would stall every request while it runs. bench:parse-growth repeats
 * 28 known kinds of line; this takes the tune documents' own lines (never a held-out one) and bends them the ways a
 * broken or hostile text layer can — lines run into one up to the parser's line cap, a line or a word repeated, spaces
 * taken out, long runs of one character or of "word:" / "1." / "- " put inside, capitals, accents — then parses each
 * bent document and compares its time with the same document unbent. A document slower than `--flag-ms` (default 250 ms,
 * or 20× its own time) is bisected to the one bent line that costs the most, which is printed with its cost at half and
 * at full length (doubling the length should at most double the cost).
 *
 * Deterministic for a seed. Texts come through the reader (cached as JSON with `--cache`).
 */
import { loadConfig } from "../src/config.ts";
import { MAX_LINE_CHARS } from "../src/modules/parsing/line-bounds.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import type { SdsText, SdsTextPage } from "../src/modules/parsing/types.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { seededRandom } from "./bench-ocr-degrade.ts";
import { readText, tuneDocuments } from "./tune-documents.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const at = args.indexOf(name); return at >= 0 ? args[at + 1] : undefined; };
const cache = option("--cache");
const rounds = Number(option("--rounds") ?? 3);
const bentPerDocument = Number(option("--lines") ?? 40);
const flagMs = Number(option("--flag-ms") ?? 250);
const seed = Number(option("--seed") ?? 44);
const random = seededRandom(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const toCap = (text: string) => text.slice(0, MAX_LINE_CHARS);
const repeated = (unit: string, length: number) => (unit.length === 0 ? "" : unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const RUNS = [" ", ".", ":", "-", "_", "/", "|", "*", "0", "1", "(", ")", "\"", "'", "’", "a", "é", "%", ",", "\t"];
const UNITS = ["word: ", "1. ", "1.1 ", "- ", ": ", ". ", "H3 ", "P3", "12.", "12-", "ab", "a ", "A.", "(a)", "1,2", "www.", "@a", "+4", "de ", "der ", "Nr. ", "CAS ", "EC ", "100-"];
const ACCENTS: Readonly<Record<string, string>> = { a: "á", e: "é", i: "í", o: "ö", u: "ü", n: "ñ", c: "ç", s: "ś", z: "ż" };

type Bend = { name: string; bend: (line: string, next: readonly string[]) => string };
const BENDS: readonly Bend[] = [
  { name: "lines run into one", bend: (line, next) => toCap([line, ...next].join(pick(["    ", " ", "", " : "]))) },
  { name: "the line repeated", bend: (line) => toCap(repeated(line + pick([" ", "    ", ""]), MAX_LINE_CHARS)) },
  { name: "a word repeated", bend: (line) => { const word = pick(line.split(/\s+/).filter(Boolean).concat("x")); return toCap(repeated(word + pick([" ", "", ":", "-"]), between(200, MAX_LINE_CHARS))); } },
  { name: "spaces taken out", bend: (line, next) => toCap([line, ...next].join("").replace(/\s+/g, "")) },
  { name: "a run of one character inside", bend: (line) => { const at = between(0, line.length); return toCap(line.slice(0, at) + repeated(pick(RUNS), between(100, 1_800)) + line.slice(at)); } },
  { name: "a run of a short unit inside", bend: (line) => { const at = between(0, line.length); return toCap(line.slice(0, at) + repeated(pick(UNITS), between(100, 1_800)) + line.slice(at)); } },
  { name: "a label repeated", bend: (line) => { const label = /^[^:：]{1,60}[:：]\s*/.exec(line)?.[0] ?? `${line.split(/\s+/)[0] ?? "x"}: `; return toCap(repeated(label, between(200, MAX_LINE_CHARS))); } },
  { name: "a cell repeated", bend: (line) => { const cell = pick(line.split(/\s{2,}/).filter(Boolean).concat("x")); return toCap(repeated(cell + pick(["    ", "  ", " | "]), between(200, MAX_LINE_CHARS))); } },
  { name: "two words alternating", bend: (line, next) => { const words = [line, ...next].join(" ").split(/\s+/).filter(Boolean).concat("a", "b"); return toCap(repeated(`${pick(words)}${pick([" ", ":", "-", ""])}${pick(words)}${pick([" ", ": ", "    "])}`, between(200, MAX_LINE_CHARS))); } },
  { name: "capitals", bend: (line, next) => toCap([line, ...next].join(" ").toUpperCase()) },
  { name: "accents", bend: (line, next) => toCap([line, ...next].join(" ").replace(/[aeiouncsz]/g, (letter) => (random() < 0.5 ? ACCENTS[letter]! : letter))) },
];

type Bent = { page: number; index: number; text: string; bend: string };

function withLines(text: SdsText, bent: readonly Bent[]): SdsText {
  const pages: SdsTextPage[] = text.pages.map((page, pageIndex) => {
    const mine = bent.filter((item) => item.page === pageIndex);
    if (mine.length === 0) return page;
    const lines = page.lines.slice();
    for (const item of mine) lines[item.index] = { ...lines[item.index]!, text: item.text };
    return { ...page, lines };
  });
  return { ...text, pages };
}

function timeParse(text: SdsText): number {
  const start = performance.now();
  parseSds(text);
  return performance.now() - start;
}

function bendDocument(text: SdsText): Bent[] {
  const places = text.pages.flatMap((page, pageIndex) => page.lines.map((_, index) => ({ page: pageIndex, index })));
  if (places.length === 0) return [];
  return Array.from({ length: bentPerDocument }, () => {
    const place = pick(places);
    const lines = text.pages[place.page]!.lines;
    const next = lines.slice(place.index + 1, place.index + between(1, 30)).map((line) => line.text);
    const bend = pick(BENDS);
    return { ...place, text: bend.bend(lines[place.index]!.text, next), bend: bend.name };
  });
}

/** The bent line that costs the most on its own, by halving the set while the slower half stays slow. */
function costliest(text: SdsText, bent: readonly Bent[], base: number): Bent {
  let rest = bent.slice();
  while (rest.length > 1) {
    const half = rest.slice(0, Math.ceil(rest.length / 2));
    const other = rest.slice(half.length);
    rest = timeParse(withLines(text, half)) - base >= timeParse(withLines(text, other)) - base ? half : other;
  }
  return rest[0]!;
}

const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 2 }, { warn() {}, debug() {} });
const documents = tuneDocuments();
const texts: { file: string; text: SdsText }[] = [];
for (const doc of documents) {
  const text = await readText(pool, doc, cache);
  if (text.hasTextLayer) texts.push({ file: doc.file, text });
}
await pool.stop();
console.log(`${texts.length} tune documents with a text layer; ${rounds} rounds of ${bentPerDocument} bent lines each; seed ${seed}`);

// Warm the parser so the first documents are not flagged for the engine's first-use work.
for (const { text } of texts.slice(0, 20)) parseSds(text);

let parses = 0;
let slowest = { ms: 0, file: "", ratio: 0 };
const flagged: string[] = [];
const perBend = new Map<string, { count: number; ms: number }>();
for (let round = 0; round < rounds; round++) {
  for (const { file, text } of texts) {
    const base = Math.min(timeParse(text), timeParse(text));
    const bent = bendDocument(text);
    const ms = timeParse(withLines(text, bent));
    parses++;
    for (const item of bent) {
      const tally = perBend.get(item.bend) ?? { count: 0, ms: 0 };
      perBend.set(item.bend, { count: tally.count + 1, ms: tally.ms + ms / bent.length });
    }
    if (ms > slowest.ms) slowest = { ms, file, ratio: ms / base };
    if (ms < flagMs && ms < 20 * base) continue;
    const line = costliest(text, bent, base);
    const half = { ...line, text: line.text.slice(0, Math.ceil(line.text.length / 2)) };
    const [halfMs, fullMs] = [timeParse(withLines(text, [half])) - base, timeParse(withLines(text, [line])) - base];
    flagged.push(`${file} round ${round}: ${ms.toFixed(0)} ms (the document alone ${base.toFixed(0)} ms); costliest bent line (${line.bend}, page ${line.page + 1} line ${line.index + 1}, ${line.text.length} characters): ` +
      `+${halfMs.toFixed(0)} ms at half its length, +${fullMs.toFixed(0)} ms in full\n    ${JSON.stringify(line.text.slice(0, 160))}${line.text.length > 160 ? "…" : ""}`);
  }
}
console.log(`${parses} bent documents parsed; slowest ${slowest.ms.toFixed(0)} ms (${slowest.file}, ${slowest.ratio.toFixed(1)}× its unbent parse)`);
console.log(`flagged (≥ ${flagMs} ms or ≥ 20× the document's own time): ${flagged.length}`);
for (const line of flagged) console.log(`  ${line}`);
