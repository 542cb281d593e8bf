/**
 * npm run bench:ocr [-- --pages N] [-- --docs a.pdf,b.pdf]
 *
 * OCR inside chemsafe (tesseract's WebAssembly build, src/shared/ocr) next to the system `tesseract` command
 * (Debian's tesseract-ocr) on the same page images in the same run: pages per second and peak memory. Then every
 * scanned document of the corpora through the appliance's own path (reader pool → text → OCR of unreadable pages
 * in OCR reader processes → parser), timed per document, and per-field accuracy against the truth files of scans
 * (test/fixtures/sds-truth*: files with needs_ocr true, a `"scan": true` marker, or a document the corpus
 * manifest lists as scanned). A truth file that only says needs_ocr (no fields labelled) is counted as
 * "read now or not"; label its fields and set needs_ocr false (keep "scan": true) to score it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FIELD_NAMES, scoreDocument, summarize, type FieldScores, type SdsTruth } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { loadConfig } from "../src/config.ts";
import { markOcrEvidence, mergeOcrPages, pagesForOcr } from "../src/modules/sds/sds-ocr.models.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { loadPdfjs } from "../src/shared/pdf/pdf-text.ts";
import { renderPageImages } from "../src/shared/ocr/page-image.ts";
import { TesseractEngine } from "../src/shared/ocr/tesseract-engine.ts";
import { EmbeddedBinaryData, type OcrPage } from "../src/shared/ocr/ocr-page.ts";

const ROOT = path.resolve(import.meta.dir, "..");
const CORPORA = ["sds", "sds-wide"].map((name) => path.resolve(ROOT, "../shared/corpus", name)).filter((dir) => existsSync(path.join(dir, "manifest.tsv")));
if (CORPORA.length === 0) {
  console.log("No corpus beside the checkout; nothing to measure.");
  process.exit(0);
}
const arg = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; };
const pagesPerDoc = Number(arg("pages") ?? 3);
const only = arg("docs")?.split(",");

/** Scanned documents: the manifests' `scanned` column (and the garbled-font case named in the sds-wide README). */
const scans: string[] = [];
for (const dir of CORPORA) {
  const [head, ...lines] = readFileSync(path.join(dir, "manifest.tsv"), "utf8").trim().split("\n");
  const cols = head!.split("\t");
  for (const line of lines) {
    const cells = line.split("\t");
    const file = cells[cols.indexOf("file")]!;
    if (cells[cols.indexOf("scanned")] === "yes" || /garbled_font/.test(file)) scans.push(path.join(dir, file));
  }
}
const docs = scans.filter((f) => !only || only.includes(path.basename(f)));
if (Bun.spawnSync(["sh", "-c", "command -v tesseract"]).exitCode !== 0) {
  console.log("The system tesseract (apt tesseract-ocr) is not installed: it is the reference; install it to compare.");
  process.exit(0);
}

// ---- 1. Engine against engine on the same page images --------------------------------------------------------
const pdfjs = await loadPdfjs();
const work = mkdtempSync(path.join(tmpdir(), "bench-ocr-"));
const engine = await TesseractEngine.load(["eng"]);
let ours = 0, theirs = 0, theirs1 = 0, pages = 0, theirsPeak = 0, theirs1Peak = 0;
for (const file of docs) {
  const task = pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, verbosity: 0, isOffscreenCanvasSupported: false,
    useWorkerFetch: false, BinaryDataFactory: EmbeddedBinaryData, wasmUrl: "embedded/" } as never);
  const document = await task.promise;
  for (let n = 1; n <= Math.min(pagesPerDoc, document.numPages); n++) {
    const bitmap = await renderPageImages((await document.getPage(n)) as never, pdfjs.OPS as never);
    if (!bitmap) continue;
    const pgm = path.join(work, "page.pgm");
    await Bun.write(pgm, new Uint8Array([...new TextEncoder().encode(`P5\n${bitmap.image.width} ${bitmap.image.height}\n255\n`), ...bitmap.image.data]));
    let t = performance.now();
    engine.recognize(bitmap.image, bitmap.dpi);
    ours += performance.now() - t;
    for (const threads of [undefined, "1"]) {
      t = performance.now();
      const proc = Bun.spawn(["tesseract", pgm, "-", "--dpi", String(Math.round(bitmap.dpi))], { stdout: "ignore", stderr: "ignore", env: { ...process.env, ...(threads ? { OMP_THREAD_LIMIT: threads } : {}) } });
      // Its peak resident memory (VmHWM), read from /proc while it runs.
      let peak = 0;
      const poll = setInterval(() => {
        try {
          peak = Math.max(peak, Number(readFileSync(`/proc/${proc.pid}/status`, "utf8").match(/VmHWM:\s+(\d+)/)![1]));
        } catch { /* exited */ }
      }, 10);
      await proc.exited;
      clearInterval(poll);
      const took = performance.now() - t;
      if (threads) { theirs1 += took; theirs1Peak = Math.max(theirs1Peak, peak); } else { theirs += took; theirsPeak = Math.max(theirsPeak, peak); }
    }
    pages++;
  }
  await task.destroy();
}
const ourPeak = Number(readFileSync("/proc/self/status", "utf8").match(/VmHWM:\s+(\d+)/)![1]) * 1024;
rmSync(work, { recursive: true, force: true });
const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;
const rate = (ms: number) => (pages / (ms / 1000)).toFixed(2);
// VmHWM is in KiB.
const kib = (k: number) => mb(k * 1024);
console.log(`OCR engines on the same ${pages} page images (first ${pagesPerDoc} pages of ${docs.length} scans), one after the other\n`);
console.log(`chemsafe (tesseract.js-core WebAssembly, 1 thread): ${rate(ours)} pages/s, peak RSS of this process ${mb(ourPeak)}`);
console.log(`system tesseract (default threads):                 ${rate(theirs)} pages/s, peak RSS ${kib(theirsPeak)}`);
console.log(`system tesseract (OMP_THREAD_LIMIT=1):              ${rate(theirs1)} pages/s, peak RSS ${kib(theirs1Peak)}`);
console.log(`time ratio chemsafe / system: ${(ours / theirs).toFixed(2)}× (default threads), ${(ours / theirs1).toFixed(2)}× (1 thread); target ≤ 3×\n`);
engine.end();

// ---- 2. Whole documents through the appliance's path, timed; accuracy where scans are labelled --------------
const config = loadConfig({});
const log = { warn() {}, debug() {} };
const pool = new PdfReaderPool({ ...config.pdf, readers: 1 }, log);
const ocrPool = new PdfReaderPool({ ...config.pdf, readers: 1, timeoutMs: config.ocr.pageTimeoutMs }, log);
const readerPeak = { bytes: 0 };
const watch = setInterval(() => {
  for (const pid of ocrPool.readerPids()) {
    try {
      const kb = Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]);
      readerPeak.bytes = Math.max(readerPeak.bytes, kb * 1024);
    } catch { /* gone */ }
  }
}, 50);
const parsedBy = new Map<string, ReturnType<typeof parseSds>>();
console.log("Scanned documents through the appliance's path (reader → OCR readers → parser)\n");
console.log(`${"document".padEnd(52)}${"pages".padStart(6)}${"OCR'd".padStart(7)}${"seconds".padStart(9)}${"conf".padStart(6)}  signal / H-codes`);
for (const file of docs) {
  const started = performance.now();
  try {
    const text = await pool.read({ path: file });
    const ocrPages = new Map<number, OcrPage>();
    for (const page of pagesForOcr(text).slice(0, config.ocr.maxPages)) {
      const outcome = await ocrPool.ocrPage({ path: file, ocr: { page, languages: ["eng"] } }).catch(() => null);
      if (outcome?.page) ocrPages.set(page, outcome.page);
    }
    const parsed = markOcrEvidence(parseSds(mergeOcrPages(text, ocrPages)), ocrPages, text.numPages);
    parsedBy.set(path.basename(file), parsed);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${path.basename(file).slice(0, 50).padEnd(52)}${String(text.numPages).padStart(6)}${String(ocrPages.size).padStart(7)}${seconds.padStart(9)}${parsed.parse_confidence.toFixed(2).padStart(6)}  ${parsed.needs_ocr ? "needs_ocr" : `${parsed.signal_word ?? "-"} / ${parsed.h_codes.join(" ") || "-"}`}`);
  } catch (error) {
    console.log(`${path.basename(file).padEnd(52)} not read: ${(error as Error).message}`);
  }
}
clearInterval(watch);
await pool.stop();
await ocrPool.stop();
console.log(`\nPeak RSS of an OCR reader process: ${mb(readerPeak.bytes)} (reader cap PDF_READER_MEMORY_MB = ${mb(config.pdf.memoryBytes)})\n`);

const truthDirs = readdirSync(path.join(ROOT, "test/fixtures")).filter((d) => d.startsWith("sds-truth")).map((d) => path.join(ROOT, "test/fixtures", d));
const scanNames = new Set(scans.map((f) => path.basename(f)));
const truths = truthDirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as SdsTruth & { scan?: boolean }))
  .filter((t) => t.needs_ocr || t.scan === true || scanNames.has(t.file));
const labelled = truths.filter((t) => !t.needs_ocr && parsedBy.has(t.file));
const unlabelled = truths.filter((t) => t.needs_ocr);
console.log(`Truth files of scans: ${truths.length} (${labelled.length} with fields labelled, ${unlabelled.length} that only say needs_ocr)`);
for (const t of unlabelled) {
  const parsed = parsedBy.get(t.file);
  console.log(`  ${t.file}: ${parsed ? (parsed.needs_ocr ? "still needs_ocr" : `now read (signal ${parsed.signal_word ?? "-"}, H ${parsed.h_codes.length}, CAS ${parsed.composition.length})`) : "not in this run"} — label its fields to score it`);
}
if (labelled.length > 0) {
  const scores: FieldScores[] = labelled.map((t) => scoreDocument(t, parsedBy.get(t.file)!));
  const summary = summarize(scores);
  const targets: Record<string, string> = { signal_word: "≥ 90%", h_codes: "≥ 90%", cas_numbers: "≥ 85%" };
  console.log(`\nPer-field accuracy on ${labelled.length} labelled scans (exact match; F1 for code and CAS sets)`);
  FIELD_NAMES.forEach((field, i) => console.log(`  ${field.padEnd(14)}${`${(summary[i]!.mean * 100).toFixed(0)}%`.padStart(6)}  ${targets[field] ?? ""}`));
}
