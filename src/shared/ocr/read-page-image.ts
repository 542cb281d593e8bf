/**
 * One page image read the way the app reads it: prepared as the engine's settings say (dark bands turned
 * light, coarse images scaled up), recognised, and the words' boxes given back in the input image's pixels,
 * so callers map them to page points with the scale they know. The app's OCR readers and the benches call this.
 */
import { invertDarkBands } from "./dark-bands.ts";
import { readAgain } from "./second-reading.ts";
import type { GrayImage, OcrResult, TesseractEngine } from "./tesseract-engine.ts";

/** A page is never scaled past this many pixels (a Letter or A4 page at 300 dpi is 8.4–8.7 M): the reader's memory ceiling. */
export const MAX_READ_PIXELS = 12_000_000;

/** `reread: false`: no second reading (a strip read only to learn which way the page is turned). */
export function readPageImage(engine: TesseractEngine, image: GrayImage, dpi: number, options: { reread?: boolean } = {}): OcrResult {
  const settings = engine.settings;
  let prepared = settings.invertDarkBands ? invertDarkBands(image, dpi).image : image;
  const factor = readingFactor(image, dpi, settings.minReadDpi);
  if (factor !== 1) prepared = scaleImage(prepared, factor);
  const first = engine.recognize(prepared, dpi * factor);
  const result = settings.rereadBelow > 0 && options.reread !== false ? readAgain(engine, prepared, dpi * factor, first, settings.rereadBelow) : first;
  if (factor === 1) return result;
  const back = (v: number) => Math.round(v / factor);
  return {
    meanConfidence: result.meanConfidence,
    lines: result.lines.map((line) => ({
      words: line.words.map((w) => ({ ...w, left: back(w.left), top: back(w.top), width: back(w.width), height: back(w.height) })),
    })),
  };
}

/** How much larger an image is read: up to `minReadDpi`, within MAX_READ_PIXELS; never smaller (1). */
export function readingFactor(image: { width: number; height: number }, dpi: number, minReadDpi: number): number {
  if (minReadDpi <= dpi) return 1;
  const fits = Math.sqrt(MAX_READ_PIXELS / Math.max(1, image.width * image.height));
  return Math.max(1, Math.min(minReadDpi / dpi, fits));
}

/** The image `factor` times larger (bilinear: a black-and-white scan gets grey edges for tesseract to threshold). */
export function scaleImage(image: GrayImage, factor: number): GrayImage {
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const out = new Uint8Array(width * height);
  const { data, width: w, height: h } = image;
  // Each output pixel's source position: the two neighbours left/right (above/below) and the weight of the second.
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const fx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const sx = Math.min(w - 1, Math.max(0, (x + 0.5) / factor - 0.5));
    x0s[x] = Math.floor(sx);
    x1s[x] = Math.min(w - 1, x0s[x]! + 1);
    fx[x] = sx - x0s[x]!;
  }
  for (let y = 0; y < height; y++) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    const [top, bottom] = [y0 * w, Math.min(h - 1, y0 + 1) * w];
    for (let x = 0; x < width; x++) {
      const x0 = x0s[x]!;
      const x1 = x1s[x]!;
      const f = fx[x]!;
      const upper = data[top + x0]! + (data[top + x1]! - data[top + x0]!) * f;
      const lower = data[bottom + x0]! + (data[bottom + x1]! - data[bottom + x0]!) * f;
      out[y * width + x] = Math.round(upper + (lower - upper) * fy);
    }
  }
  return { width, height, data: out };
}
