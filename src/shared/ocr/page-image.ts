/**
 * A page's images composed into one grey page bitmap, for OCR, with pdf.js and no canvas: the operator list
 * gives each image with the transformation it is drawn with, and pdf.js decodes the image data (JPEG, Flate,
 * JBIG2, CCITT, JPEG 2000). Images are drawn where and how the page draws them (rotation, several strips,
 * stencil masks in black), nearest sample with a 2×2 average when the image is denser than the bitmap.
 * Text drawn with fonts and vector paths are NOT drawn: a page whose text is only a broken font (no image)
 * yields no bitmap, and the caller names it.
 */
import type { GrayImage } from "./tesseract-engine.ts";

type Matrix = [number, number, number, number, number, number];
type DecodedImage = { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray | null };
type PdfjsPage = {
  rotate: number;
  getViewport(opts: { scale: number }): { width: number; height: number; transform: number[] };
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  objs: { get(id: string, callback: (data: unknown) => void): void };
  commonObjs: { get(id: string, callback: (data: unknown) => void): void };
};
export type PdfjsOps = Record<string, number>;

/** The page bitmap and how page points map to it (pixels per point). */
export type PageBitmap = { image: GrayImage; scale: number; dpi: number; pageWidth: number; pageHeight: number };

export type PageBitmapOptions = { minDpi: number; maxDpi: number; maxPixels: number };
export const DEFAULT_BITMAP_OPTIONS: PageBitmapOptions = { minDpi: 150, maxDpi: 300, maxPixels: 12_000_000 };

type Draw = { matrix: Matrix; image: DecodedImage; mask: boolean };

const IMAGE_KIND = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 };

/** Composes the page's images; null when the page draws no image (nothing for OCR to read). */
export async function renderPageImages(page: PdfjsPage, ops: PdfjsOps, options: PageBitmapOptions = DEFAULT_BITMAP_OPTIONS): Promise<PageBitmap | null> {
  const draws = await collectImageDraws(page, ops);
  if (draws.length === 0) return null;
  const unit = page.getViewport({ scale: 1 });
  // The resolution the images carry (their pixels over the area they cover), within [minDpi, maxDpi].
  const native = Math.max(...draws.map((d) => {
    const [a, b, c, dd] = d.matrix;
    const drawnWidth = Math.hypot(a, b) || 1;
    const drawnHeight = Math.hypot(c, dd) || 1;
    return Math.max(d.image.width / drawnWidth, d.image.height / drawnHeight) * 72;
  }));
  let dpi = Math.min(options.maxDpi, Math.max(options.minDpi, native));
  const pixelsAt = (d: number) => unit.width * unit.height * (d / 72) ** 2;
  if (pixelsAt(dpi) > options.maxPixels) dpi = 72 * Math.sqrt(options.maxPixels / (unit.width * unit.height));
  const scale = dpi / 72;
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const data = new Uint8Array(width * height).fill(255);
  const device = viewport.transform as Matrix;
  for (const draw of draws) drawImage({ data, width, height }, multiply(device, draw.matrix), draw);
  return { image: { width, height, data }, scale, dpi, pageWidth: unit.width, pageHeight: unit.height };
}

/** Walks the operator list keeping the transformation stack; returns every image with its matrix. */
async function collectImageDraws(page: PdfjsPage, ops: PdfjsOps): Promise<Draw[]> {
  const list = await page.getOperatorList();
  const draws: Draw[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] ?? [];
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args[0]) && args[0].length === 6) ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === ops.paintImageXObject || fn === ops.paintImageXObjectRepeat) {
      const image = await resolveImage(page, args[0]);
      if (!image) continue;
      if (fn === ops.paintImageXObject) draws.push({ matrix: ctm, image, mask: false });
      else {
        const [, scaleX, scaleY, positions] = args as [unknown, number, number, number[]];
        for (let p = 0; p + 1 < positions.length; p += 2) draws.push({ matrix: multiply(ctm, [scaleX, 0, 0, scaleY, positions[p]!, positions[p + 1]!]), image, mask: false });
      }
    } else if (fn === ops.paintInlineImageXObject) {
      const image = args[0] as DecodedImage | undefined;
      if (image?.data) draws.push({ matrix: ctm, image, mask: false });
    } else if (fn === ops.paintImageMaskXObject) {
      const holder = args[0] as { data: unknown } & DecodedImage;
      const image = typeof holder?.data === "string" ? await resolveImage(page, holder.data) : holder;
      if (image?.data) draws.push({ matrix: ctm, image, mask: true });
    } else if (fn === ops.paintImageMaskXObjectGroup) {
      for (const item of (args[0] ?? []) as (DecodedImage & { transform: Matrix })[]) {
        if (item.data) draws.push({ matrix: multiply(ctm, item.transform), image: item, mask: true });
      }
    }
  }
  return draws;
}

function resolveImage(page: PdfjsPage, id: unknown): Promise<DecodedImage | null> {
  if (typeof id !== "string") return Promise.resolve((id as DecodedImage) ?? null);
  const store = id.startsWith("g_") ? page.commonObjs : page.objs;
  return new Promise((resolve) => store.get(id, (data) => resolve(isImage(data) ? data : null)));
}

const isImage = (data: unknown): data is DecodedImage =>
  !!data && typeof data === "object" && "width" in data && "data" in data && !!(data as DecodedImage).data;

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/**
 * Draws `draw.image` through `m`, which maps the unit square (image row 0 at v = 1) to bitmap pixels.
 * Every bitmap pixel inside the image's outline takes the image's grey value (darkest wins: scans are ink).
 */
function drawImage(target: GrayImage, m: Matrix, draw: Draw): void {
  const det = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(det) < 1e-9) return;
  const inv: Matrix = [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det, (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
  const corners = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([u, v]) => [m[0] * u! + m[2] * v! + m[4], m[1] * u! + m[3] * v! + m[5]]);
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]!))));
  const x1 = Math.min(target.width, Math.ceil(Math.max(...corners.map((c) => c[0]!))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]!))));
  const y1 = Math.min(target.height, Math.ceil(Math.max(...corners.map((c) => c[1]!))));
  const { width: w, height: h } = draw.image;
  const sample = sampler(draw);
  // Denser than the bitmap: average a 2×2 grid of samples inside each pixel so thin strokes survive.
  const dense = w / Math.abs(x1 - x0 || 1) > 1.5 || h / Math.abs(y1 - y0 || 1) > 1.5;
  const offsets = dense ? [0.25, 0.75] : [0.5];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let sum = 0;
      let n = 0;
      for (const oy of offsets) {
        for (const ox of offsets) {
          const px = x + ox;
          const py = y + oy;
          const u = inv[0] * px + inv[2] * py + inv[4];
          const v = inv[1] * px + inv[3] * py + inv[5];
          if (u < 0 || u >= 1 || v < 0 || v >= 1) continue;
          const value = sample(Math.min(w - 1, Math.floor(u * w)), Math.min(h - 1, Math.floor((1 - v) * h)));
          if (value < 0) continue; // transparent (a mask's unpainted bit)
          sum += value;
          n++;
        }
      }
      if (n === 0) continue;
      const at = y * target.width + x;
      const grey = Math.round(sum / n);
      if (grey < target.data[at]!) target.data[at] = grey;
    }
  }
}

/** Grey value (0–255) of image pixel (col, row); -1 where a stencil mask paints nothing. */
function sampler(draw: Draw): (col: number, row: number) => number {
  const { width, kind } = draw.image;
  const data = draw.image.data!;
  if (draw.mask) {
    const stride = (width + 7) >> 3;
    return (col, row) => ((data[row * stride + (col >> 3)]! >> (7 - (col & 7))) & 1 ? -1 : 0);
  }
  if (kind === IMAGE_KIND.GRAYSCALE_1BPP) {
    const stride = (width + 7) >> 3;
    return (col, row) => ((data[row * stride + (col >> 3)]! >> (7 - (col & 7))) & 1 ? 255 : 0);
  }
  const channels = kind === IMAGE_KIND.RGBA_32BPP ? 4 : 3;
  return (col, row) => {
    const at = (row * width + col) * channels;
    return (data[at]! * 77 + data[at + 1]! * 150 + data[at + 2]! * 29) >> 8;
  };
}
