/**
 * npm run bench:ocr [-- --quick] [-- --docs a.pdf,b.pdf] [-- --engine-pages N] [-- --per-page] [-- --values]
 *
 * OCR measured on the hand-labelled scans (test/fixtures/sds-truth-scans, 15 documents of the corpora beside
 * the checkout), in one run:
 *  1. character accuracy on the hand-transcribed pages (test/fixtures/ocr-transcripts): chemsafe's engine and
 *     the system `tesseract` (Debian's tesseract-ocr) on the same page images;
 *  2. the two engines on the same page images (the first N pages of each document): pages per second, CPU
 *     seconds per page (CPU time does not follow the machine's load, wall time does) and peak memory;
 *  3. every document through the appliance's own path (reader → OCR readers → parser), timed, with the OCR
 *     readers' peak memory, and per-field accuracy against the truth files, next to the targets.
 * `--quick` takes 4 documents (18 pages) and 1 page each for part 2; the full run takes all 15 (~90 pages).
 * Part 3's line per document says how it was read and what it cost, not what was read: these scans are held out,
 * and a person tuning the parser should see their figures only in sum. `--values` adds the signal word and H-codes.
 * `--per-page` prints, under each document of part 3, what each page cost (image, which way its lines run,
 * every recognition tried with its time and confidence).
 */
import { reviewOutcome, type ReviewOutcome } from "./review-flags.ts";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { scoreDocument, summarize, type FieldName, type SdsTruth } from "../src/modules/parsing/accuracy.ts";
import type { ParsedSds } from "../src/modules/parsing/parse-sds.ts";
import { detectLanguage } from "../src/modules/parsing/language.ts";
import { loadConfig } from "../src/config.ts";
import { mergeOcrPages, parseMerged } from "../src/modules/sds/sds-ocr.models.ts";
import { pagesForOcr } from "../src/modules/sds/sds-ocr.pages.ts";
import { readOcrPages } from "../src/modules/sds/sds-ocr.pages.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { ocrReaderLimits } from "../src/shared/ocr/ocr-reader-limits.ts";
import { loadPdfjs } from "../src/shared/pdf/pdf-text.ts";
import { renderPageImages } from "../src/shared/ocr/page-image.ts";
import { TesseractEngine } from "../src/shared/ocr/tesseract-engine.ts";
import { readPageImage } from "../src/shared/ocr/read-page-image.ts";
import { EmbeddedBinaryData, toPageLines } from "../src/shared/ocr/ocr-page.ts";
import { describeOcrPage } from "../src/shared/ocr/describe-ocr-page.ts";
import { OCR_LANGUAGE_OF, type OcrLanguage } from "../src/shared/ocr/ocr-assets.ts";
import { characterAccuracy, cpuNowMs, processCpuMs, readTranscript, runSystemTesseract, toPgm } from "./bench-ocr-measure.ts";

const ROOT = path.resolve(import.meta.dir, "..");
const CORPUS = path.resolve(ROOT, "../shared/corpus");
if (!existsSync(CORPUS)) {
  console.log("No corpus beside the checkout; nothing to measure.");
  process.exit(0);
}
if (Bun.spawnSync(["sh", "-c", "command -v tesseract"]).exitCode !== 0) {
  console.log("The system tesseract (apt tesseract-ocr) is not installed: it is the reference; install it to compare.");
  process.exit(0);
}
const arg = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; };
const quick = process.argv.includes("--quick");
const QUICK_DOCS = ["birsch_one_4_all_aerosol_msds_scan.pdf", "wesj_defense_msds_scan.pdf", "pepsico_inc_13.pdf", "symrise_2.pdf"];
const enginePages = Number(arg("engine-pages") ?? (quick ? 1 : 2));
const only = arg("docs")?.split(",") ?? (quick ? QUICK_DOCS : undefined);
const showPages = process.argv.includes("--per-page");
const showValues = process.argv.includes("--values");

type ScanTruth = SdsTruth & { corpus?: string };
const TRUTH_DIR = path.join(ROOT, "test/fixtures/sds-truth-scans");
const truths: ScanTruth[] = readdirSync(TRUTH_DIR).filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(path.join(TRUTH_DIR, f), "utf8")))
  .filter((t: ScanTruth) => !only || only.includes(t.file));
const fileOf = (t: ScanTruth) => [t.corpus, "sds", "sds-wide"].filter(Boolean).map((c) => path.join(CORPUS, c!, t.file)).find(existsSync);
const docs = truths.map((t) => ({ truth: t, file: fileOf(t) })).filter((d): d is { truth: ScanTruth; file: string } => !!d.file);
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(`OCR bench${quick ? " (--quick)" : ""}: ${docs.length} labelled scans, load average ${load()} on ${navigator.hardwareConcurrency} cores\n`);

const pdfjs = await loadPdfjs();
async function openPdf(file: string) {
  const task = pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, verbosity: 0, isOffscreenCanvasSupported: false,
    useWorkerFetch: false, BinaryDataFactory: EmbeddedBinaryData, wasmUrl: "embedded/" } as never);
  return { task, document: await task.promise };
}
async function pageImage(document: Awaited<ReturnType<typeof openPdf>>["document"], n: number) {
  return renderPageImages((await document.getPage(n)) as never, pdfjs.OPS as never);
}
const work = mkdtempSync(path.join(tmpdir(), "bench-ocr-"));
const engines = new Map<string, TesseractEngine>();
const engineFor = async (languages: OcrLanguage[]) => {
  const key = languages.join("+");
  if (!engines.has(key)) engines.set(key, await TesseractEngine.load(languages));
  return engines.get(key)!;
};

// ---- 1. Character accuracy on the transcribed pages ------------------------------------------------------------
console.log("1. Character accuracy on hand-transcribed pages (same page image for both engines)\n");
const TRANSCRIPTS = path.join(ROOT, "test/fixtures/ocr-transcripts");
for (const name of readdirSync(TRANSCRIPTS).filter((f) => f.endsWith(".txt")).sort()) {
  const transcript = readTranscript(path.join(TRANSCRIPTS, name));
  const file = ["sds", "sds-wide"].map((c) => path.join(CORPUS, c, transcript.pdf)).find(existsSync);
  if (!file) continue;
  const { task, document } = await openPdf(file);
  const bitmap = await pageImage(document, transcript.page);
  await task.destroy();
  if (!bitmap) continue;
  const pgm = path.join(work, "page.pgm");
  await Bun.write(pgm, toPgm(bitmap.image));
  const ours = readPageImage(await engineFor(["eng"]), bitmap.image, bitmap.dpi);
  const oursText = toPageLines(ours.lines, bitmap.scale).map((l) => l.text).join("\n");
  const language = OCR_LANGUAGE_OF[detectLanguage(transcript.text)];
  const theirs = await runSystemTesseract({ pgm, dpi: bitmap.dpi, scale: bitmap.scale });
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  let line = `  ${transcript.pdf} p${transcript.page} (${Math.round(bitmap.dpi)} dpi): chemsafe eng ${pct(characterAccuracy(transcript.text, oursText))}`;
  if (language && language !== "eng") {
    const local = readPageImage(await engineFor([language, "eng"]), bitmap.image, bitmap.dpi);
    line += `, chemsafe ${language}+eng ${pct(characterAccuracy(transcript.text, toPageLines(local.lines, bitmap.scale).map((l) => l.text).join("\n")))}`;
  }
  console.log(`${line}; system tesseract eng ${pct(characterAccuracy(transcript.text, theirs.text))}`);
}

// ---- 2. Engine against engine on the same page images ----------------------------------------------------------
let oursWall = 0, oursCpu = 0, theirsWall = 0, theirsCpu = 0, theirs1Wall = 0, theirs1Cpu = 0, pages = 0, theirsPeak = 0, theirs1Peak = 0;
const engine = await engineFor(["eng"]);
for (const { file } of docs) {
  const { task, document } = await openPdf(file);
  for (let n = 1; n <= Math.min(enginePages, document.numPages); n++) {
    const bitmap = await pageImage(document, n);
    if (!bitmap) continue;
    const pgm = path.join(work, "page.pgm");
    await Bun.write(pgm, toPgm(bitmap.image));
    const [t, c] = [performance.now(), cpuNowMs()];
    readPageImage(engine, bitmap.image, bitmap.dpi);
    oursWall += performance.now() - t;
    oursCpu += cpuNowMs() - c;
    const all = await runSystemTesseract({ pgm, dpi: bitmap.dpi, scale: bitmap.scale });
    const one = await runSystemTesseract({ pgm, dpi: bitmap.dpi, scale: bitmap.scale, threads: 1 });
    [theirsWall, theirsCpu, theirsPeak] = [theirsWall + all.wallMs, theirsCpu + all.cpuMs, Math.max(theirsPeak, all.peakKib)];
    [theirs1Wall, theirs1Cpu, theirs1Peak] = [theirs1Wall + one.wallMs, theirs1Cpu + one.cpuMs, Math.max(theirs1Peak, one.peakKib)];
    pages++;
  }
  await task.destroy();
}
const ourPeak = Number(readFileSync("/proc/self/status", "utf8").match(/VmHWM:\s+(\d+)/)![1]) * 1024;
for (const e of engines.values()) e.end();
rmSync(work, { recursive: true, force: true });
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const rate = (ms: number) => (pages / (ms / 1000)).toFixed(2);
const perPage = (ms: number) => `${(ms / 1000 / Math.max(1, pages)).toFixed(2)} CPU s/page`;
console.log(`\n2. The engines on the same ${pages} page images (first ${enginePages} page(s) of each scan), one after the other, English\n`);
console.log(`  chemsafe (tesseract.js-core WebAssembly, 1 thread): ${rate(oursWall)} pages/s, ${perPage(oursCpu)}, peak RSS of this process ${mb(ourPeak)}`);
console.log(`  system tesseract (default threads):                 ${rate(theirsWall)} pages/s, ${perPage(theirsCpu)}, peak RSS ${mb(theirsPeak * 1024)}`);
console.log(`  system tesseract (OMP_THREAD_LIMIT=1):              ${rate(theirs1Wall)} pages/s, ${perPage(theirs1Cpu)}, peak RSS ${mb(theirs1Peak * 1024)}`);
console.log(`  time ratio chemsafe / system: ${(oursWall / theirsWall).toFixed(2)}× wall (default threads), ${(oursWall / theirs1Wall).toFixed(2)}× wall and ${(oursCpu / theirs1Cpu).toFixed(2)}× CPU (1 thread); target ≤ 3×\n`);

// ---- 3. Whole documents through the appliance's path -----------------------------------------------------------
const config = loadConfig({});
const log = { warn() {}, debug() {} };
const pool = new PdfReaderPool({ ...config.pdf, readers: 1 }, log);
const ocrPool = new PdfReaderPool(ocrReaderLimits(config.pdf, config.ocr), log);
const readerPeak = { bytes: 0 };
const readerCpu = new Map<number, number>();
const watch = setInterval(() => {
  for (const pid of ocrPool.readerPids()) {
    try {
      const kb = Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]);
      readerPeak.bytes = Math.max(readerPeak.bytes, kb * 1024);
      readerCpu.set(pid, Math.max(readerCpu.get(pid) ?? 0, processCpuMs(pid)));
    } catch { /* gone */ }
  }
}, 50);
const parsedBy = new Map<string, ParsedSds>();
let ocrPagesTotal = 0, ocrSeconds = 0;
console.log(`3. Scanned documents through the appliance's path (reader → ${config.ocr.readers} OCR reader(s) → parser)\n`);
console.log(`  ${"document".padEnd(50)}${"pages".padStart(6)}${"OCR'd".padStart(7)}${"seconds".padStart(9)}${"conf".padStart(6)}  read by${showValues ? " / signal / H-codes" : ""}`);
for (const { file } of docs) {
  const started = performance.now();
  try {
    const text = await pool.read({ path: file });
    const warnings: string[] = [];
    const notLanguage = new Set((text.unreadablePages ?? []).filter((p) => p.reason === "not_language").map((p) => p.page));
    const ocrPages = await readOcrPages(ocrPool, { path: file, owner: null, pages: pagesForOcr(text).slice(0, config.ocr.maxPages), notLanguage, warnings, parallel: config.ocr.readers });
    const parsed = parseMerged(text, mergeOcrPages(text, ocrPages));
    parsedBy.set(path.basename(file), parsed);
    const seconds = (performance.now() - started) / 1000;
    if (ocrPages.size > 0) [ocrPagesTotal, ocrSeconds] = [ocrPagesTotal + ocrPages.size, ocrSeconds + seconds];
    const readBy = ocrPages.size > 0 ? "ocr" : "text";
    const how = parsed.needs_ocr ? "needs_ocr" : showValues ? `${readBy} / ${parsed.signal_word ?? "-"} / ${parsed.h_codes.join(" ") || "-"}` : readBy;
    console.log(`  ${path.basename(file).slice(0, 48).padEnd(50)}${String(text.numPages).padStart(6)}${String(ocrPages.size).padStart(7)}${seconds.toFixed(1).padStart(9)}${parsed.parse_confidence.toFixed(2).padStart(6)}  ${how}  (load ${load()})`);
    if (showPages) for (const page of ocrPages.values()) console.log(`      ${describeOcrPage(page)}`);
  } catch (error) {
    console.log(`  ${path.basename(file).padEnd(50)} not read: ${(error as Error).message}`);
  }
}
clearInterval(watch);
await pool.stop();
await ocrPool.stop();
const cpuTotal = [...readerCpu.values()].reduce((a, b) => a + b, 0);
console.log(`\n  ${ocrPagesTotal} pages read by OCR in ${ocrSeconds.toFixed(0)} s: ${(ocrPagesTotal / Math.max(1, ocrSeconds)).toFixed(2)} pages/s end to end, ` +
  `${(cpuTotal / 1000 / Math.max(1, ocrPagesTotal)).toFixed(2)} CPU s/page in the OCR readers`);
console.log(`  peak RSS of an OCR reader process: ${mb(readerPeak.bytes)} (cap PDF_READER_MEMORY_MB = ${mb(config.pdf.memoryBytes)}); load average now ${load()}\n`);

const scored = docs.filter((d) => parsedBy.has(d.truth.file));
const summary = summarize(scored.map((d) => scoreDocument(d.truth, parsedBy.get(d.truth.file)!)));
const targets: Partial<Record<FieldName, number>> = { signal_word: 0.9, h_codes: 0.9, cas_numbers: 0.85 };
const SHOWN: FieldName[] = ["signal_word", "h_codes", "cas_numbers", "revision_date", "product_name", "manufacturer", "p_codes", "sections", "needs_ocr"];
console.log(`Per-field accuracy on ${scored.length} labelled scans (exact match; F1 for code and CAS sets)`);
for (const field of SHOWN) {
  const row = summary.find((s) => s.field === field);
  if (!row) continue;
  const target = targets[field];
  const verdict = target === undefined ? "" : `target ≥ ${target * 100}%  ${row.mean >= target ? "met" : "NOT met"}`;
  console.log(`  ${field.padEnd(14)}${`${(row.mean * 100).toFixed(0)}%`.padStart(6)}  ${verdict}`);
}

// Whether a wrong key value of a scan is caught by its review flag (as bench:parse-wide --review-flags; scans in sum).
{
  const counts: Record<ReviewOutcome, number> = { caught: 0, silent: 0, "false alarm": 0, right: 0 };
  for (const d of scored) {
    const parsed = parsedBy.get(d.truth.file)!;
    if (!parsed.needs_ocr) counts[reviewOutcome(scoreDocument(d.truth, parsed), parsed).outcome]++;
  }
  console.log(`\nReview flags on the key fields: a key field wrong and flagged ${counts.caught}, wrong and not flagged ${counts.silent}; flagged with every key field right ${counts["false alarm"]}`);
}
