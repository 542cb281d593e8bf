/**
 * OCR of one PDF page, in a reader process: the page's images composed into a bitmap (page-image.ts), read by
 * tesseract (tesseract-engine.ts), and the words turned back into visual lines in page points — the same
 * shape pdf-text.ts gives the parser, so the same parser reads scans. Each line carries tesseract's confidence.
 */
import { DEFAULT_MAX_DECODED_BYTES, loadPdfjs, type PdfPage } from "../pdf/pdf-text.ts";
import { exceedsDecodedSize } from "../pdf/pdf-decoded-size.ts";
import { PdfReadError } from "../pdf/pdf-errors.ts";
import { ocrAssets, type OcrLanguage } from "./ocr-assets.ts";
import { DEFAULT_BITMAP_OPTIONS, renderPageImages, type PageBitmapOptions } from "./page-image.ts";
import { TesseractEngine, type GrayImage, type OcrLine, type OcrResult } from "./tesseract-engine.ts";
import { readPageImage } from "./read-page-image.ts";
import { lineDirection, type LineDirection } from "./text-orientation.ts";

/** `turn`: how the document's other pages read (page 1 usually): tried first when the page's lines agree. */
export type OcrPageOptions = { page: number; languages: OcrLanguage[]; maxPages: number; maxDecodedBytes?: number; bitmap?: PageBitmapOptions; turn?: Turn };

/** A page read by OCR: its lines (with a confidence 0–1 each) and the page's mean confidence (0–1). */
export type OcrPageLine = PdfPage["lines"][number] & { confidence: number };
/** `languages`: tesseract's language set the page was read with ("fra+eng"). */
export type OcrPage = { number: number; width: number; height: number; lines: OcrPageLine[]; confidence: number; dpi: number; languages: string; turn?: Turn; stats?: OcrPageStats };

/**
 * What reading a page cost, for the logs and the bench: the page image (pixels, dpi), the time to compose it,
 * which way its lines run, and every recognition tried (turn, `share` of the image read — 1 the page, less a
 * strip across its middle —, milliseconds, mean confidence 0–100).
 */
export type OcrPageStats = {
  imageWidth: number; imageHeight: number; dpi: number; renderMs: number; lines?: LineDirection["direction"];
  tries: { turn: Turn; share: number; ms: number; confidence: number }[];
};

/** The page read, or why not: it draws no image (blank, or text drawn only with fonts), or OCR found no text on it. */
export type OcrPageOutcome = { page: OcrPage; reason: null } | { page: null; reason: "no_image" | "no_text_found" };

const engines = new Map<string, Promise<TesseractEngine>>();

/** A page turned a quarter clockwise (90) or anticlockwise (270) before reading; 0 upright. */
export type Turn = 0 | 90 | 270;
type Reading = { turn: Turn; result: OcrResult };

/** From this mean confidence (0–100) a reading is taken as it is; under it, other turns may be tried. */
const CLEAR_ABOVE = 60;

/** Which way a sideways page is turned is decided on a strip across its middle: this share of its height. */
const BAND_SHARE = 0.25;

/** The rows of the middle `share` of the image. */
export function middleBand(image: GrayImage, share: number): GrayImage {
  const height = Math.max(1, Math.round(image.height * share));
  const top = Math.floor((image.height - height) / 2);
  return { width: image.width, height, data: image.data.subarray(top * image.width, (top + height) * image.width) };
}

/** The image turned a quarter clockwise (or anticlockwise). */
export function rotateQuarter(image: GrayImage, clockwise: boolean): GrayImage {
  const { width, height, data } = image;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [nx, ny] = clockwise ? [height - 1 - y, x] : [y, width - 1 - x];
      out[ny * height + nx] = data[y * width + x]!;
    }
  }
  return { width: height, height: width, data: out };
}

/** One engine per language set, kept for the life of the reader process (loading one takes ~0.5 s). */
function engineFor(languages: OcrLanguage[]): Promise<TesseractEngine> {
  const key = languages.join("+");
  let engine = engines.get(key);
  if (!engine) {
    engine = TesseractEngine.load(languages);
    engines.set(key, engine);
  }
  return engine;
}

/** pdf.js asks for its image decoders' WebAssembly by file name: hand it the copies embedded in the executable. */
export class EmbeddedBinaryData {
  constructor(_options: unknown) {}
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const path = kind === "wasmUrl" ? ocrAssets.pdfjsWasm[filename] : undefined;
    if (!path) throw new Error(`no embedded ${kind} file ${filename}`);
    return new Uint8Array(await Bun.file(path).arrayBuffer());
  }
}

export async function ocrPdfPage(bytes: Uint8Array, options: OcrPageOptions): Promise<OcrPageOutcome> {
  // The same content budget as reading text (images themselves are not counted: the reader's memory ceiling is).
  const maxDecodedBytes = options.maxDecodedBytes ?? DEFAULT_MAX_DECODED_BYTES;
  if (await exceedsDecodedSize(bytes, maxDecodedBytes)) {
    throw new PdfReadError("too_large", `the PDF expands to more than ${Math.round(maxDecodedBytes / 1024 / 1024)} MB of content; it was not read`);
  }
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0,
    isOffscreenCanvasSupported: false, isImageDecoderSupported: false, useWorkerFetch: false, BinaryDataFactory: EmbeddedBinaryData, wasmUrl: "embedded/",
  } as never);
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw new PdfReadError("broken", `the PDF cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (document.numPages > options.maxPages) throw new PdfReadError("too_many_pages", `the PDF has ${document.numPages} pages; the limit is ${options.maxPages}`);
    if (options.page < 1 || options.page > document.numPages) throw new PdfReadError("broken", `the PDF has no page ${options.page}`);
    const started = performance.now();
    const page = await document.getPage(options.page);
    const bitmap = await renderPageImages(page as never, pdfjs.OPS as never, options.bitmap ?? DEFAULT_BITMAP_OPTIONS);
    page.cleanup();
    if (!bitmap) return { page: null, reason: "no_image" };
    const stats: OcrPageStats = { imageWidth: bitmap.image.width, imageHeight: bitmap.image.height, dpi: Math.round(bitmap.dpi), renderMs: Math.round(performance.now() - started), tries: [] };
    const engine = await engineFor(options.languages);
    const turned = new Map<Turn, GrayImage>([[0, bitmap.image]]);
    const read = (turn: Turn, part: "page" | "band" = "page"): Reading => {
      const t = performance.now();
      const image = turned.get(turn) ?? rotateQuarter(bitmap.image, turn === 90);
      turned.set(turn, image);
      const result = part === "band" ? readPageImage(engine, middleBand(image, BAND_SHARE), bitmap.dpi, { reread: false }) : readPageImage(engine, image, bitmap.dpi);
      stats.tries.push({ turn, share: part === "band" ? BAND_SHARE : 1, ms: Math.round(performance.now() - t), confidence: result.meanConfidence });
      return { turn, result };
    };
    const clear = (reading: Reading) => reading.result.meanConfidence >= CLEAR_ABOVE;
    const better = (a: Reading, b: Reading) => (b.result.meanConfidence > a.result.meanConfidence ? b : a);
    // Which way the lines run costs milliseconds; reading costs seconds, and reading noise (a page turned
    // the wrong way) costs two to four times reading text. So: the document's turn when the lines agree with
    // it; lines across the page are read upright only (a page that reads poorly upright is poor, not turned);
    // lines up and down the page are read turned, the way a strip across its middle reads better.
    const lines = lineDirection(bitmap.image, bitmap.dpi);
    stats.lines = lines.direction;
    const agrees = (turn: Turn) => (turn === 0 ? lines.direction !== "vertical" : lines.direction !== "horizontal");
    const hinted = options.turn !== undefined && agrees(options.turn) ? read(options.turn) : null;
    if (hinted && clear(hinted)) return outcome(hinted);
    if (lines.direction === "horizontal") return outcome(hinted ?? read(0));
    if (lines.direction === "vertical") {
      let sideways: Reading;
      if (hinted) {
        // Read poorly at the document's turn: maybe this sheet lay the other way round on the glass.
        const other: Turn = hinted.turn === 90 ? 270 : 90;
        sideways = read(other, "band").result.meanConfidence > hinted.result.meanConfidence + 10 ? better(hinted, read(other)) : hinted;
      } else {
        sideways = read(better(read(90, "band"), read(270, "band")).turn);
      }
      return outcome(clear(sideways) ? sideways : better(sideways, read(0)));
    }
    // Unsure (mostly picture, or little text): upright first, sideways only when upright reads poorly.
    const upright = hinted?.turn === 0 ? hinted : hinted ? better(hinted, read(0)) : read(0);
    if (clear(upright)) return outcome(upright);
    const probe = better(read(90, "band"), read(270, "band"));
    if (probe.result.meanConfidence <= upright.result.meanConfidence + 10) return outcome(upright);
    return outcome(better(upright, probe.turn === upright.turn ? upright : read(probe.turn)));

    function outcome({ turn, result }: Reading): OcrPageOutcome {
      const lines = toPageLines(result.lines, bitmap!.scale);
      if (lines.length === 0) return { page: null, reason: "no_text_found" };
      // Lines of a page read turned are in the turned page's frame (width and height swap): the parser only needs their order.
      const [width, height] = turn !== 0 ? [bitmap!.pageHeight, bitmap!.pageWidth] : [bitmap!.pageWidth, bitmap!.pageHeight];
      return {
        page: { number: options.page, width, height, lines, confidence: Math.max(0, result.meanConfidence) / 100, dpi: Math.round(bitmap!.dpi),
          languages: options.languages.join("+"), turn, stats },
        reason: null,
      };
    }
  } finally {
    await task.destroy().catch(() => {});
  }
}

type Row = { y: number; fontSize: number; words: { text: string; x: number; width: number; confidence: number }[] };

/**
 * Tesseract's lines → visual lines in page points (y top-down, at the baseline). Tesseract puts the columns of
 * a form row ("Signal word" | "Danger") in separate blocks; rows whose baselines agree are joined, and a wide
 * gap becomes four spaces, as pdf-text.ts does, so label/value columns stay apart.
 */
export function toPageLines(ocrLines: OcrLine[], scale: number): OcrPageLine[] {
  const rows: Row[] = ocrLines.map((line) => {
    const bottoms = line.words.map((w) => w.top + w.height).sort((a, b) => a - b);
    const heights = line.words.map((w) => w.height).sort((a, b) => a - b);
    return {
      y: bottoms[Math.floor(bottoms.length / 2)]! / scale,
      fontSize: heights[Math.floor(heights.length / 2)]! / scale,
      words: line.words.map((w) => ({ text: w.text, x: w.left / scale, width: w.width / scale, confidence: w.confidence })),
    };
  }).sort((a, b) => a.y - b.y);
  const joined: Row[] = [];
  for (const row of rows) {
    const last = joined.at(-1);
    const tolerance = Math.max(1.5, Math.min(row.fontSize, 12) * 0.45);
    if (last && Math.abs(row.y - last.y) <= tolerance) last.words.push(...row.words);
    else joined.push({ ...row, words: [...row.words] });
  }
  return joined.map((row) => {
    const words = row.words.sort((a, b) => a.x - b.x);
    let text = "";
    let end = Number.NEGATIVE_INFINITY;
    let weighted = 0;
    let chars = 0;
    for (const word of words) {
      // A colon set apart in a form's own column ("Signal word   :   Danger") belongs to its label.
      if (text !== "" && /^[:;]$/.test(word.text)) text = text.trimEnd();
      else if (text !== "") text += word.x - end > row.fontSize * 1.25 ? "    " : " ";
      text += word.text;
      end = word.x + word.width;
      weighted += Math.max(0, word.confidence) * word.text.length;
      chars += word.text.length;
    }
    return {
      text, y: Math.round(row.y * 10) / 10, x: Math.round(words[0]!.x * 10) / 10, fontSize: Math.round(row.fontSize * 10) / 10,
      confidence: Math.round((chars ? weighted / chars : 0)) / 100,
    };
  });
}
