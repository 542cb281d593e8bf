/**
 * OCR of one PDF page, in a reader process: the page's images composed into a bitmap (page-image.ts), read by
 * tesseract (tesseract-engine.ts), and the words turned back into visual lines in page points — the same
 * shape pdf-text.ts gives the parser, so the same parser reads scans. Each line carries tesseract's confidence.
 */
import { DEFAULT_MAX_DECODED_BYTES, loadPdfjs, type PdfPage } from "../pdf/pdf-text.ts";
import { measureDecodedSize } from "../pdf/pdf-decoded-size.ts";
import { PdfReadError } from "../pdf/pdf-errors.ts";
import { ocrAssets, type OcrLanguage } from "./ocr-assets.ts";
import { DEFAULT_BITMAP_OPTIONS, renderPageImages, type PageBitmapOptions } from "./page-image.ts";
import { TesseractEngine, type GrayImage, type OcrLine } from "./tesseract-engine.ts";

export type OcrPageOptions = { page: number; languages: OcrLanguage[]; maxPages: number; maxDecodedBytes?: number; bitmap?: PageBitmapOptions };

/** A page read by OCR: its lines (with a confidence 0–1 each) and the page's mean confidence (0–1). */
export type OcrPageLine = PdfPage["lines"][number] & { confidence: number };
/** `languages`: tesseract's language set the page was read with ("fra+eng"). */
export type OcrPage = { number: number; width: number; height: number; lines: OcrPageLine[]; confidence: number; dpi: number; languages: string };

/** The page read, or why not: it draws no image (blank, or text drawn only with fonts), or OCR found no text on it. */
export type OcrPageOutcome = { page: OcrPage; reason: null } | { page: null; reason: "no_image" | "no_text_found" };

const engines = new Map<string, Promise<TesseractEngine>>();

/** Under this mean confidence (0–100) a page is also tried turned a quarter both ways. */
const SIDEWAYS_BELOW = 60;

/** The image at half its size (each pixel the mean of a 2×2 block). */
function halve(image: GrayImage): GrayImage {
  const width = Math.max(1, image.width >> 1);
  const height = Math.max(1, image.height >> 1);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 2 * y * image.width + 2 * x;
      const right = Math.min(1, image.width - 1 - 2 * x);
      const below = 2 * y + 1 < image.height ? image.width : 0;
      data[y * width + x] = (image.data[at]! + image.data[at + right]! + image.data[at + below]! + image.data[at + below + right]!) >> 2;
    }
  }
  return { width, height, data };
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
  if ((await measureDecodedSize(bytes, maxDecodedBytes)).over) {
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
    const page = await document.getPage(options.page);
    const bitmap = await renderPageImages(page as never, pdfjs.OPS as never, options.bitmap ?? DEFAULT_BITMAP_OPTIONS);
    page.cleanup();
    if (!bitmap) return { page: null, reason: "no_image" };
    const engine = await engineFor(options.languages);
    let result = engine.recognize(bitmap.image, bitmap.dpi);
    let turned = false;
    if (result.meanConfidence < SIDEWAYS_BELOW) {
      // Maybe scanned sideways (two pages side by side, turned): try both quarter turns at half resolution
      // (a quarter of the work), and read the page again at full resolution the way that reads clearly better.
      const half = halve(bitmap.image);
      const probes = [true, false].map((clockwise) => ({ clockwise, confidence: engine.recognize(rotateQuarter(half, clockwise), bitmap.dpi / 2).meanConfidence }));
      const best = probes.sort((a, b) => b.confidence - a.confidence)[0]!;
      if (best.confidence > result.meanConfidence + 10) {
        const other = engine.recognize(rotateQuarter(bitmap.image, best.clockwise), bitmap.dpi);
        if (other.meanConfidence > result.meanConfidence) {
          result = other;
          turned = true;
        }
      }
    }
    const lines = toPageLines(result.lines, bitmap.scale);
    if (lines.length === 0) return { page: null, reason: "no_text_found" };
    // Lines of a page read turned are in the turned page's frame (width and height swap): the parser only needs their order.
    const [width, height] = turned ? [bitmap.pageHeight, bitmap.pageWidth] : [bitmap.pageWidth, bitmap.pageHeight];
    return {
      page: { number: options.page, width, height, lines, confidence: Math.max(0, result.meanConfidence) / 100, dpi: Math.round(bitmap.dpi),
        languages: options.languages.join("+") },
      reason: null,
    };
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
