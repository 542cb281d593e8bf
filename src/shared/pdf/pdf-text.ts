/**
 * Text with positions from a PDF, read with pdf.js (legacy build, no canvas, no network).
 *
 * pdf.js hands back text runs ("items") in content-stream order. SDS layouts are forms and tables, so the
 * parser wants what a reader sees: visual lines in reading order (text-lines.ts: letter-spaced text closed,
 * label/value columns kept apart by runs of spaces, multi-column pages read column by column).
 */
import { exceedsDecodedSize } from "./pdf-decoded-size.ts";
import { InThreadPort } from "./pdf-worker-port.ts";
import { PdfReadError } from "./pdf-errors.ts";
import { judgePageText } from "./text-quality.ts";
import { assemblePageLayout, assemblePageLines, type TextRun as LineRun } from "./text-lines.ts";
import { withDocumentColumns } from "./document-columns.ts";
import type { PageLayout } from "./text-columns.ts";
import { flattenTextStateCopies, probePdf } from "./pdfjs-text-state.ts";
import { isInvisibleLayer, ocrSoftwareNamed, UNNAMED_OCR_LAYER } from "./ocr-software.ts";

/** A text run and the font it was printed with (pdf.js's font id, one across the document). */
type TextRun = LineRun & { fontName: string };
import { decodePageRuns, findFontShifts } from "./shifted-font.ts";

export { PdfReadError, type PdfReadErrorKind } from "./pdf-errors.ts";

/** `x1`: where the line's last cell ends (a line that reached its column's edge was wrapped there). */
export type PdfLine = { text: string; y: number; x: number; x1?: number; fontSize?: number };
export type PdfPage = { number: number; width: number; height: number; lines: PdfLine[] };
/** A page whose text layer cannot be used: none at all, or characters that do not read as language (text-quality.ts). */
export type UnreadablePage = { page: number; reason: "no_text" | "not_language" };
/** A page whose text layer failed the language test and was recovered: fonts with shifted codes decoded (shifted-font.ts). */
export type DecodedPage = { page: number; method: "font_shift"; shifts: number[] };
/**
 * `ocrLayer`: the OCR software the document names as its Producer or Creator, else UNNAMED_OCR_LAYER when most of its text
 * is drawn invisible (ocr-software.ts): its text layer is an OCR reading.
 */
export type PdfText = { numPages: number; pages: PdfPage[]; hasTextLayer: boolean; unreadablePages?: UnreadablePage[]; decodedPages?: DecodedPage[]; ocrLayer?: string };

export type ExtractPdfTextOptions = {
  /** Documents with more pages fail with kind 'too_many_pages' (SDSs are 5–20 pages; labels up to ~60). */
  maxPages?: number;
  /** Checked between text chunks; the reader pool also enforces it by killing the reader process. */
  timeoutMs?: number;
  /** What the document's compressed streams may expand to, counted before pdf.js inflates any of them. */
  maxDecodedBytes?: number;
  /** Characters of text (an empty text run counts as one) the document may yield. */
  maxTextChars?: number;
};

export const DEFAULT_MAX_PAGES = 200;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_DECODED_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_TEXT_CHARS = 1_000_000;

/** Under this many non-space characters per page a document is treated as a scan (same rule as the corpus). */
const MIN_CHARS_PER_PAGE_FOR_TEXT_LAYER = 100;


type PdfjsModule = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
type PdfjsWorkerModule = typeof import("pdfjs-dist/legacy/build/pdf.worker.mjs");
let pdfjsPromise: Promise<PdfjsModule> | null = null;

/**
 * Loads pdf.js with its worker code on this thread. Inside a compiled executable pdf.js cannot resolve its own
 * worker file, but it uses `globalThis.pdfjsWorker` when that is set (NOTES-stack.md, "PDF text").
 */
export function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsPromise ??= (async () => {
    const pdfjs = await importPdfjs();
    // pdf.js's text state copied without prototype chains (pdfjs-text-state.ts), found by reading a one-page probe.
    const patch = await flattenTextStateCopies(async () => {
      const { loadingTask, close } = openDocument(pdfjs, probePdf());
      try {
        const page = await (await loadingTask.promise).getPage(1);
        await page.getTextContent();
      } finally {
        await close();
      }
    });
    if (!patch.patched) console.warn(`pdf.js's text state is copied as pdf.js does it (slower): ${patch.reason}`);
    if (!pdfjsPatched()) console.warn("pdf.js is not patched (npm's postinstall, scripts/patch-pdfjs.mjs): fonts are rebuilt for drawing (slower)");
    return pdfjs;
  })();
  return pdfjsPromise;
}

/** Whether the loaded pdf.js carries our patch (scripts/patch-pdfjs.mjs): its worker module exports the marker. */
export function pdfjsPatched(): boolean {
  const worker = (globalThis as { pdfjsWorker?: PdfjsWorkerModule }).pdfjsWorker;
  return typeof worker?.chemsafePatch === "string" && worker.chemsafePatch.startsWith("/* chemsafe-pdfjs-patch ");
}

async function importPdfjs(): Promise<PdfjsModule> {
  // Without @napi-rs/canvas (never shipped in the executable) pdf.js warns at load that rendering is unavailable;
  // only text is read here, so those lines would be noise in the appliance's log.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!/napi-rs\/canvas|Cannot polyfill/.test(String(args[0]))) warn(...args);
  };
  try {
    const globals = globalThis as { pdfjsWorker?: PdfjsWorkerModule };
    globals.pdfjsWorker ??= await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    return await import("pdfjs-dist/legacy/build/pdf.mjs");
  } finally {
    console.warn = warn;
  }
}

/**
 * Opens a document on pdf.js's worker code on this thread, reached through a port that copies its messages
 * cheaply (pdf-worker-port.ts). `close` ends the document, its worker and the port's listeners.
 */
function openDocument(pdfjs: PdfjsModule, bytes: Uint8Array) {
  const port = new InThreadPort();
  (globalThis as { pdfjsWorker?: PdfjsWorkerModule }).pdfjsWorker!.WorkerMessageHandler.initializeFromPort(port);
  const worker = new pdfjs.PDFWorker({ port, verbosity: 0 } as unknown as ConstructorParameters<PdfjsModule["PDFWorker"]>[0]); // pdf.js types its `port` as null
  // pdf.js takes ownership of (detaches) the buffer it is given and refuses Node Buffers: hand it a plain copy.
  const loadingTask = pdfjs.getDocument({
    worker,
    data: new Uint8Array(bytes),
    isEvalSupported: false, // pdf.js 6 no longer compiles font code, but keep the guard should that change
    disableFontFace: true,
    // Our patch of pdf.js (scripts/patch-pdfjs.mjs): fonts are read for their text, never rebuilt for drawing.
    textOnlyFonts: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  } as Parameters<PdfjsModule["getDocument"]>[0]);
  const close = () => closeDocument(loadingTask, worker, port);
  return { loadingTask, close };
}

const MB = 1024 * 1024;

/**
 * Reads a document's text within its caps. Run it in a reader process (pdf-reader-pool.ts): the caps stop a
 * hostile document early with a reason a person understands, and the process's memory ceiling catches the rest.
 */
export async function extractPdfText(bytes: Uint8Array, opts: ExtractPdfTextOptions = {}): Promise<PdfText> {
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxDecodedBytes = opts.maxDecodedBytes ?? DEFAULT_MAX_DECODED_BYTES;
  const startedAt = performance.now();
  if (await exceedsDecodedSize(bytes, maxDecodedBytes)) {
    throw new PdfReadError("too_large", `the PDF expands to more than ${Math.round(maxDecodedBytes / MB)} MB of content; it was not read`);
  }
  const { loadingTask, close } = openDocument(await loadPdfjs(), bytes);
  let document: Awaited<typeof loadingTask.promise>;
  try {
    document = await loadingTask.promise;
  } catch (error) {
    await close();
    throw toPdfReadError(error);
  }

  try {
    if (document.numPages > maxPages) {
      throw new PdfReadError("too_many_pages", `the PDF has ${document.numPages} pages; the limit is ${maxPages}`);
    }
    const pages: PdfPage[] = [];
    let unreadablePages: UnreadablePage[] = [];
    const garbledRuns = new Map<number, TextRun[]>();
    const layouts: PageLayout[] = [];
    const budget = { chars: opts.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS, maxChars: opts.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS, startedAt, timeoutMs };
    let invisible = 0;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      checkTime(budget, pageNumber);
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      const items = await readTextItems(page, budget, pageNumber);
      invisible += invisibleChars(items);
      const runs = toTextRuns(items, viewport.transform);
      const layout = assemblePageLayout(runs);
      layouts.push(layout);
      const lines = layout.lines;
      pages.push({ number: pageNumber, width: viewport.width, height: viewport.height, lines });
      const verdict = judgePageText(lines.map((line) => line.text).join("\n"));
      if (!verdict.usable) unreadablePages.push({ page: pageNumber, reason: verdict.reason });
      if (!verdict.usable && verdict.reason === "not_language") garbledRuns.set(pageNumber, runs);
      page.cleanup();
    }
    // A page read as rows in a sheet whose other pages are set in columns (document-columns.ts).
    withDocumentColumns(layouts).forEach((lines, index) => (pages[index]!.lines = lines));
    const decodedPages = decodeShiftedFonts(pages, garbledRuns);
    unreadablePages = unreadablePages.filter((u) => !decodedPages.some((d) => d.page === u.page));
    const nonSpaceChars = pages.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.text.replace(/\s+/g, "").length, 0), 0);
    const hasTextLayer = nonSpaceChars >= MIN_CHARS_PER_PAGE_FOR_TEXT_LAYER * Math.max(1, document.numPages);
    const ocrLayer = (await ocrSoftwareOf(document)) ?? (hasTextLayer && isInvisibleLayer({ invisible, all: nonSpaceChars }) ? UNNAMED_OCR_LAYER : null);
    return { numPages: document.numPages, pages, hasTextLayer, unreadablePages, ...(decodedPages.length ? { decodedPages } : {}), ...(ocrLayer ? { ocrLayer } : {}) };
  } catch (error) {
    throw toPdfReadError(error);
  } finally {
    await close();
  }
}

/** The OCR software the document's information names (ocr-software.ts), or null; a document without it, or unreadable, names none. */
async function ocrSoftwareOf(document: { getMetadata(): Promise<{ info?: unknown }> }): Promise<string | null> {
  try {
    const info = (await document.getMetadata()).info as { Producer?: unknown; Creator?: unknown } | undefined;
    return ocrSoftwareNamed(info?.Producer, info?.Creator);
  } catch {
    return null;
  }
}

/** The characters (spaces aside) of the items drawn invisible (the pdf.js patch's `invisible`): one test an item, most none. */
function invisibleChars(items: unknown[]): number {
  let chars = 0;
  for (const raw of items) {
    const item = raw as { str?: string; invisible?: boolean };
    if (item.invisible === true && typeof item.str === "string") chars += item.str.replace(/\s+/g, "").length;
  }
  return chars;
}

/** A worker given to getDocument outlives the document: ends both, and the port's listeners with them. */
async function closeDocument(task: { destroy(): Promise<void> }, worker: { destroy(): void }, port: InThreadPort): Promise<void> {
  await task.destroy().catch(() => {});
  worker.destroy();
  port.terminate();
}

/**
 * Pages whose text is not language, decoded where their fonts' codes are shifted by a constant (the shift of
 * each font found from the characters of all such pages); a page is replaced only when the decoded text
 * passes the same language test. Returns the pages recovered.
 */
function decodeShiftedFonts(pages: PdfPage[], garbledRuns: Map<number, TextRun[]>): DecodedPage[] {
  if (garbledRuns.size === 0) return [];
  const shifts = findFontShifts([...garbledRuns.values()].flat());
  const decodedPages: DecodedPage[] = [];
  for (const [pageNumber, runs] of garbledRuns) {
    const decoded = decodePageRuns(runs, shifts, (r) => assemblePageLines(r).map((line) => line.text).join("\n"));
    if (!decoded) continue;
    pages[pageNumber - 1]!.lines = assemblePageLines(decoded.runs);
    decodedPages.push({ page: pageNumber, method: "font_shift", shifts: decoded.shifts });
  }
  return decodedPages;
}

type TextBudget = { chars: number; maxChars: number; startedAt: number; timeoutMs: number };

function checkTime(budget: TextBudget, pageNumber: number): void {
  if (performance.now() - budget.startedAt > budget.timeoutMs) {
    throw new PdfReadError("timeout", `reading the PDF took longer than ${Math.round(budget.timeoutMs / 1000)} s (stopped at page ${pageNumber}); it was not read`);
  }
}

/**
 * A page's text runs, streamed chunk by chunk so that a page of millions of tiny runs (a "text bomb") is
 * stopped at the document's text budget and its time cap instead of being collected whole.
 */
async function readTextItems(page: { streamTextContent(): ReadableStream }, budget: TextBudget, pageNumber: number): Promise<unknown[]> {
  const reader = page.streamTextContent().getReader();
  const items: unknown[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return items;
      for (const item of (value as { items: { str?: string }[] }).items) {
        budget.chars -= Math.max(1, item.str?.length ?? 0);
        items.push(item);
      }
      if (budget.chars < 0) {
        throw new PdfReadError("too_much_text", `the PDF holds more than ${budget.maxChars.toLocaleString("en-US")} characters of text (at page ${pageNumber}); it was not read`);
      }
      checkTime(budget, pageNumber);
    }
  } catch (error) {
    await reader.cancel(error instanceof Error ? error : new Error(String(error))).catch(() => {});
    throw error;
  }
}

function toPdfReadError(error: unknown): PdfReadError {
  if (error instanceof PdfReadError) return error;
  const name = (error as { name?: string } | null)?.name ?? "";
  const message = (error as { message?: string } | null)?.message ?? String(error);
  if (name === "PasswordException") {
    return new PdfReadError("encrypted", "the PDF is encrypted with a password and cannot be read", { cause: error });
  }
  if (error instanceof RangeError && /out of memory/i.test(message)) {
    return new PdfReadError("out_of_memory", "reading the PDF needs more memory than a document may use; it was not read", { cause: error });
  }
  return new PdfReadError("broken", `the PDF cannot be read: ${message}`, { cause: error });
}

/**
 * Converts pdf.js items to runs in the page's view: top-down y, and on a page shown turned (/Rotate 90, a landscape
 * page on a portrait MediaBox) the text drawn turned reads left to right again. The view's transform (pdf.js's
 * viewport at scale 1) maps text space to what a reader sees, MediaBox offsets and rotation included.
 */
function toTextRuns(items: unknown[], view: number[]): TextRun[] {
  const [va, vb, vc, vd, ve, vf] = view as [number, number, number, number, number, number];
  const runs: TextRun[] = [];
  for (const raw of items) {
    const item = raw as { str?: string; transform?: number[]; width?: number; height?: number; fontName?: string };
    if (typeof item.str !== "string" || !item.transform || item.str.trim() === "") continue;
    const [a, b, , d, e, f] = item.transform;
    // Only the origin is mapped: a run's size and width are lengths along its own direction, which the view keeps.
    const fontSize = Math.hypot(a, b) || Math.abs(d) || item.height || 10;
    // The run's direction in the view; text that does not read left to right there (set vertically in a margin, a
    // turned table header) is marked with it.
    const direction = { x: va * a + vc * b, y: vb * a + vd * b };
    const upright = direction.x > 0 && Math.abs(direction.y) <= direction.x * TURNED_SLOPE;
    runs.push({
      text: item.str.replace(/\s+/g, " "),
      x: va * e + vc * f + ve,
      y: vb * e + vd * f + vf,
      width: item.width ?? item.str.length * fontSize * 0.5,
      fontSize,
      fontName: item.fontName ?? "",
      ...(upright || (direction.x === 0 && direction.y === 0) ? {} : { direction: normalized(direction) }),
    });
  }
  return runs;
}

/**
 * A run whose direction rises or falls more than this (30°) is set turned: it does not read along the page's lines.
 * Less is skew — an OCR'd scan's text layer leans 5–7°, each line at its own angle — and such text is read where it
 * starts, with the page's lines: a threshold among those angles would send some lines of one page off on their own.
 */
const TURNED_SLOPE = Math.tan(Math.PI / 6);

function normalized(vector: { x: number; y: number }): { x: number; y: number } {
  const length = Math.hypot(vector.x, vector.y);
  return { x: vector.x / length, y: vector.y / length };
}

/** Plain text of a document, one visual line per text line and a form feed between pages (for tools and logs). */
export function pdfTextToPlainText(pdf: PdfText): string {
  return pdf.pages.map((page) => page.lines.map((line) => line.text).join("\n")).join("\n\f");
}
