/**
 * npm run bench:parse -- [folder]
 *
 * Parses every PDF under a folder (default: the shared SDS corpus beside the checkout), prints per-field accuracy
 * against the hand-written truth in test/fixtures/sds-truth (all, tune, holdout), and throughput in pages per
 * second of our reader next to `pdftotext -layout` over the same files in this run. Our reader is the product's
 * path: one PDF reader process of the pool reads the text and parses it (its caps, its memory ceiling; text and parse
 * sent back as JSON: PdfReaderPool.readAndParse); the parser's share is the time the reader reports for its parse.
 * Each document is read by pdftotext and then by ours, so both see the same load on a shared machine (the
 * ratio followed the load when one tool ran over all documents after the other); processor time is printed too.
 * `npm run bench:parse-reader` gives the reader alone, per document.
 *
 * Two states of the appliance are timed (session 36). The ratio compared with the target is a running appliance's:
 * before the timed pass the reader process and the parser read WARM_UP_DOCUMENTS other sheets (sds-wide, beside the
 * corpus; none of the measured ones), as a server that has been reading sheets has. The engine compiles a regex on its
 * first use (the label lists' run to 70,000 characters, ~30 ms each to compile) and a function's faster tiers after
 * many calls, so after one document most of that work still falls in the timed pass: "just started" (a fresh process,
 * `--just-started`, warmed on one measured document as before session 36) is printed beside it, never hidden.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import {
  confidentlyWrong,
  PARSE_TARGETS,
  FIELD_NAMES,
  scoreDocument,
  shareWithAllSections,
  summarize,
  type FieldName,
  type FieldScores,
  type SdsTruth,
} from "../src/modules/parsing/accuracy.ts";
import type { ParsedSds } from "../src/modules/parsing/parse-sds.ts";
import { loadConfig } from "../src/config.ts";
import { PdfReadError } from "../src/shared/pdf/pdf-errors.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { findPdfs } from "./find-pdfs.ts";
import { restartWithEngineOptions, SERVER_ENGINE_OPTIONS } from "../src/shared/engine-restart.ts";

// The bench parses each text as the server does, so it runs with the server's engine options.
restartWithEngineOptions(SERVER_ENGINE_OPTIONS, loadConfig().engineOptions);

const DEFAULT_CORPUS = path.resolve(import.meta.dir, "../../shared/corpus/sds");
/** Where a running appliance's earlier sheets are taken from, and how many (parser and reader warm: see above). */
const WARM_UP_CORPUS = path.resolve(import.meta.dir, "../../shared/corpus/sds-wide");
const WARM_UP_DOCUMENTS = 20;
const TRUTH_FOLDER = path.resolve(import.meta.dir, "../test/fixtures/sds-truth");

/** Documents where a field was wrong with confidence above 0.9, over all truth files. */
const confidentMisses: Partial<Record<FieldName, number>> = {};

function loadTruth(): Map<string, SdsTruth> {
  const truths = new Map<string, SdsTruth>();
  for (const name of readdirSync(TRUTH_FOLDER).filter((file) => file.endsWith(".json"))) {
    const truth = JSON.parse(readFileSync(path.join(TRUTH_FOLDER, name), "utf8")) as SdsTruth;
    truths.set(truth.file, truth);
  }
  return truths;
}

/** Processor time (ms) from /proc: a process's own, or (children) that of the children this process has waited for. */
function processorMs(pid: number | "self", children = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "latin1").split(") ")[1]!.split(" ");
    const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
    return (Number(user) + Number(system)) * 10;
  } catch {
    return 0;
  }
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");

function hasPdftotext(): boolean {
  return spawnSync("pdftotext", ["-v"], { stdio: "ignore" }).error === undefined;
}

function percent(value: number): string {
  return Number.isNaN(value) ? "   -  " : `${(value * 100).toFixed(1).padStart(5)}%`;
}

type Timing = { ourMs: number; ourCpuMs: number; parseMs: number; pdftotextMs: number; pdftotextCpuMs: number };

/**
 * Each file read by pdftotext, then by the reader and parsed, timed; `onParsed` sees each document's text and parse
 * (scoring is not timed), `onFailure` each document that could not be read.
 */
async function timeDocuments(
  files: readonly string[],
  pool: PdfReaderPool,
  withPdftotext: boolean,
  onParsed: (file: string, text: { numPages: number }, parsed: ParsedSds) => void = () => {},
  onFailure: (file: string, error: unknown) => void = () => {},
): Promise<Timing> {
  const timing: Timing = { ourMs: 0, ourCpuMs: 0, parseMs: 0, pdftotextMs: 0, pdftotextCpuMs: 0 };
  for (const file of files) {
    if (withPdftotext) {
      const [wall, cpu] = [performance.now(), processorMs("self", true)];
      spawnSync("pdftotext", ["-layout", file, "-"], { stdio: ["ignore", "ignore", "ignore"] });
      timing.pdftotextMs += performance.now() - wall;
      timing.pdftotextCpuMs += processorMs("self", true) - cpu;
    }
    const startedAt = performance.now();
    const reader = pool.readerPids()[0];
    const [readerCpu, ownCpu] = [reader ? processorMs(reader) : 0, process.cpuUsage()];
    let done: (() => void) | null = null;
    try {
      // The appliance's path: the reader process reads the text and parses it (OCR off: a scan's parse says it needs OCR).
      const { text, parsed, parseMs } = await pool.readAndParse({ path: file, parse: { ocrEnabled: false } });
      timing.parseMs += parseMs;
      done = () => onParsed(file, text, parsed as ParsedSds);
    } catch (error) {
      done = () => onFailure(file, error);
    } finally {
      timing.ourMs += performance.now() - startedAt;
      const own = process.cpuUsage(ownCpu);
      // The reader's processor time (a reader that failed is replaced and not counted) and this process's (parser, JSON).
      timing.ourCpuMs += (reader && pool.readerPids()[0] === reader ? processorMs(reader) - readerCpu : 0) + (own.user + own.system) / 1000;
    }
    done?.();
  }
  return timing;
}

/** The sheets a running appliance read before: PDFs of WARM_UP_CORPUS not among the measured ones (by file name). */
function warmUpFiles(measured: readonly string[]): string[] {
  if (!statSync(WARM_UP_CORPUS, { throwIfNoEntry: false })?.isDirectory()) return [];
  const names = new Set(measured.map((file) => path.basename(file)));
  return findPdfs(WARM_UP_CORPUS).filter((file) => !names.has(path.basename(file))).slice(0, WARM_UP_DOCUMENTS);
}

/** The ratio a process just started gives (see the header): a child run of this script with `--just-started`. */
function justStartedTiming(folder: string): Timing | null {
  const child = spawnSync(process.execPath, [import.meta.path, folder, "--just-started"], { encoding: "utf8", maxBuffer: 1 << 20 });
  const line = child.stdout?.split("\n").find((out) => out.startsWith("{"));
  return line ? (JSON.parse(line) as Timing) : null;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const justStarted = args.includes("--just-started");
  const folder = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? DEFAULT_CORPUS);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    console.log(`No folder at ${folder}; nothing to benchmark (pass a folder of PDFs).`);
    return;
  }
  const files = findPdfs(folder);
  const withPdftotext = hasPdftotext();
  // One reader, documents one after another (each right after pdftotext read it), with the appliance's default caps.
  const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn: (msg, f) => console.log(`  reader: ${msg}`, f ?? ""), debug() {} });
  // A process just started: the reader started and pdf.js loaded, one document read and parsed (see the header).
  const warmUp = justStarted ? [] : warmUpFiles(files);
  for (const file of warmUp.length > 0 ? warmUp : files.slice(0, 1)) {
    if (withPdftotext) spawnSync("pdftotext", ["-layout", file, "-"], { stdio: ["ignore", "ignore", "ignore"] });
    await pool.readAndParse({ path: file, parse: { ocrEnabled: false } }).catch(() => null);
  }
  if (justStarted) {
    console.log(JSON.stringify(await timeDocuments(files, pool, withPdftotext)));
    await pool.stop();
    return;
  }

  const truths = loadTruth();
  console.log(`Parsing ${files.length} PDFs under ${folder}; load average ${load()}`);
  console.log(warmUp.length > 0
    ? `The reader and the parser first read ${warmUp.length} other sheets (${path.relative(process.cwd(), WARM_UP_CORPUS) || WARM_UP_CORPUS}), as a running appliance has.\n`
    : `No other sheets at ${WARM_UP_CORPUS}: the reader and the parser first read one of these (a process just started).\n`);
  const scoresBySplit: Record<"all" | "tune" | "holdout", FieldScores[]> = { all: [], tune: [], holdout: [] };
  const failures: string[] = [];
  let pages = 0;
  let needsOcr = 0;
  const timing = await timeDocuments(files, pool, withPdftotext, (file, text, parsed) => {
    pages += text.numPages;
    if (parsed.needs_ocr) needsOcr++;
    const truth = truths.get(path.basename(file));
    if (!truth) return;
    const score = scoreDocument(truth, parsed);
    for (const field of confidentlyWrong(score, parsed)) confidentMisses[field] = (confidentMisses[field] ?? 0) + 1;
    scoresBySplit.all.push(score);
    scoresBySplit[truth.split].push(score);
  }, (file, error) => {
    const kind = error instanceof PdfReadError ? error.kind : "error";
    failures.push(`${path.basename(file)}: ${kind}: ${(error as Error).message}`);
  });
  await pool.stop();

  printAccuracy(scoresBySplit);
  console.log(`\nDocuments: ${files.length}, pages: ${pages}, needs OCR: ${needsOcr}, failed: ${failures.length}`);
  for (const failure of failures) console.log(`  failed ${failure}`);

  const ourSeconds = timing.ourMs / 1000;
  console.log(`\nchemsafe (reader process + parse): ${ourSeconds.toFixed(2)} s, ${(pages / ourSeconds).toFixed(1)} pages/s`);
  console.log(
    `  of which the parser (in the reader): ${(timing.parseMs / 1000).toFixed(2)} s (${((timing.parseMs / timing.ourMs) * 100).toFixed(1)}%, ${(timing.parseMs / files.length).toFixed(1)} ms per document); ` +
      `reading (pdf.js, caps, JSON): ${(ourSeconds - timing.parseMs / 1000).toFixed(2)} s`,
  );
  if (!withPdftotext) {
    console.log("pdftotext is not installed (poppler-utils); skipping the comparison.");
    return;
  }
  const pdftotextSeconds = timing.pdftotextMs / 1000;
  console.log(`pdftotext -layout:         ${pdftotextSeconds.toFixed(2)} s, ${(pages / pdftotextSeconds).toFixed(1)} pages/s`);
  console.log(`time ratio chemsafe / pdftotext: ${(timing.ourMs / timing.pdftotextMs).toFixed(2)}× (target ≤ 2.5×)`);
  console.log(
    `processor time per document: chemsafe ${(timing.ourCpuMs / files.length).toFixed(1)} ms, pdftotext ${(timing.pdftotextCpuMs / files.length).toFixed(1)} ms ` +
      `(${(timing.ourCpuMs / timing.pdftotextCpuMs).toFixed(2)}×); load average ${load()}`,
  );
  if (warmUp.length === 0) return;
  const fresh = justStartedTiming(folder);
  console.log(fresh
    ? `just started (a fresh process, one of these sheets read first): ${(fresh.ourMs / fresh.pdftotextMs).toFixed(2)}× ` +
      `(chemsafe ${(fresh.ourMs / 1000).toFixed(2)} s, of which the parser ${(fresh.parseMs / 1000).toFixed(2)} s; pdftotext ${(fresh.pdftotextMs / 1000).toFixed(2)} s)`
    : "just started: the child run gave no figures");
}

function printAccuracy(scoresBySplit: Record<"all" | "tune" | "holdout", FieldScores[]>): void {
  const summaries = {
    all: summarize(scoresBySplit.all),
    tune: summarize(scoresBySplit.tune),
    holdout: summarize(scoresBySplit.holdout),
  };
  console.log(
    `Accuracy against ${scoresBySplit.all.length} truth files (${scoresBySplit.tune.length} tune, ${scoresBySplit.holdout.length} holdout)`,
  );
  console.log("exact match for single fields, F1 for code/CAS sets, share of present sections found\n");
  console.log("(these truth files are English; npm run bench:parse-wide gives the other languages)");
  console.log(`${"field".padEnd(34)}${"all".padStart(9)}${"tune".padStart(9)}${"holdout".padStart(9)}   n(holdout)  wrong>0.9  target`);
  FIELD_NAMES.forEach((field, index) => {
    const target = PARSE_TARGETS[field];
    const holdout = summaries.holdout[index];
    if (summaries.all[index].documents === 0) return;
    const verdict = target === undefined ? "" : holdout.mean >= target ? `≥ ${target * 100}% ok` : `≥ ${target * 100}% MISSED`;
    console.log(
      `${field.padEnd(34)}${percent(summaries.all[index].mean).padStart(9)}${percent(summaries.tune[index].mean).padStart(9)}` +
        `${percent(holdout.mean).padStart(9)}   ${String(holdout.documents).padStart(10)}  ${String(confidentMisses[field] ?? 0).padStart(9)}  ${verdict}`,
    );
  });
  const allSections = {
    all: shareWithAllSections(scoresBySplit.all),
    tune: shareWithAllSections(scoresBySplit.tune),
    holdout: shareWithAllSections(scoresBySplit.holdout),
  };
  const sectionsVerdict = allSections.holdout >= 0.9 ? "≥ 90% ok" : "≥ 90% MISSED";
  console.log(
    `${"docs, all sects".padEnd(16)}${percent(allSections.all).padStart(9)}${percent(allSections.tune).padStart(9)}` +
      `${percent(allSections.holdout).padStart(9)}   ${"".padStart(10)}  ${sectionsVerdict}`,
  );
}

await main();
