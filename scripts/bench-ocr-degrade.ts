/**
 * Page images damaged the way scans of SDSs come back, for bench:ocr-tune's `--scan` (office) and `--scan old`
 * (an old binder's photocopy of a photocopy). Both are deterministic: their noise is seeded, so a rerun reads the
 * same image and a cache of OCR lines stays true to it.
 */
import type { GrayImage } from "../src/shared/ocr/tesseract-engine.ts";

/** A seeded generator of numbers in [0, 1) (a linear congruential one: enough for noise, and the same everywhere). */
export function seededRandom(seed: number): () => number {
  let state = Math.imul(seed, 2654435761) >>> 0;
  return () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** A number from a text (a document's file name), to seed its pages' damage apart from other documents'. */
export function textSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

/**
 * The page as an office scanner gives it back (`--scan`): turned a little (0.4°, either way), the ink spread by
 * a pixel, speckled, and cut to black and white. Deterministic (the noise is seeded by the page number), so a
 * rerun reads the same image.
 */
export function asScanned(image: GrayImage, seed: number): GrayImage {
  const { width, height, data } = image;
  const angle = ((seed % 2 === 0 ? 1 : -1) * 0.4 * Math.PI) / 180;
  const [cos, sin, cx, cy] = [Math.cos(angle), Math.sin(angle), width / 2, height / 2];
  const out = new Uint8Array(width * height);
  const random = seededRandom(seed);
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 255 : data[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(cos * (x - cx) + sin * (y - cy) + cx);
      const sy = Math.round(-sin * (x - cx) + cos * (y - cy) + cy);
      const blurred = (2 * at(sx, sy) + at(sx + 1, sy) + at(sx, sy + 1)) / 4;
      out[y * width + x] = blurred + (random() - 0.5) * 120 < 150 ? 0 : 255;
    }
  }
  return { width, height, data: out };
}

/** The resolution an old binder's page is scanned at (`--scan old`). */
export const OLD_SCAN_DPI = 150;

/**
 * The page as an old plant binder holds it (`--scan old`): a photocopy of a photocopy scanned at 150 dpi.
 * First copy: the page cut to black and white by a toner threshold that drifts across the sheet, so strokes come
 * out thickened in one part (letters fill in) and broken in another. Second copy: turned 1–2° (either way),
 * blurred again, with JPEG-like 8×8 blocks and noise, cut again; then the copier's marks: a dark border along
 * two edges, two punch holes in the left margin, a pen stroke over a line, and specks. Seeded by `seed`.
 */
export function asOldPhotocopy(image: GrayImage, dpi: number, seed: number): { image: GrayImage; dpi: number } {
  const random = seededRandom(seed);
  const low = downscale(image, OLD_SCAN_DPI / dpi);
  const { width, height } = low;
  // First copy: blurred, cut where the toner's threshold lies (125 thins strokes until they break, 195 fills them).
  const [fx, fy, px, py] = [0.5 + random(), 0.5 + random(), random() * 2 * Math.PI, random() * 2 * Math.PI];
  const first = blur(low);
  const copied = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const drift = Math.sin((2 * Math.PI * fx * x) / width + px) * Math.cos((2 * Math.PI * fy * y) / height + py);
      copied[y * width + x] = first.data[y * width + x]! < 160 + 35 * drift ? 0 : 255;
    }
  }
  // Second copy: turned 1–2°, blurred, blocky, noisy, cut at the middle.
  const degrees = (random() < 0.5 ? -1 : 1) * (1 + random());
  const turned = blur(rotate({ width, height, data: copied }, (degrees * Math.PI) / 180));
  const blocks = blockMeans(turned, 8);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const value = 0.7 * turned.data[i]! + 0.3 * blocks[i]! + (random() - 0.5) * 70;
    out[i] = value < 128 ? 0 : 255;
  }
  const page = { width, height, data: out };
  copierMarks(page, random);
  return { image: page, dpi: OLD_SCAN_DPI };
}

/** The image `factor` (< 1) times the size, each pixel the mean of the source pixels it covers (a scanner's sensor). */
function downscale(image: GrayImage, factor: number): GrayImage {
  if (factor >= 1) return image;
  const width = Math.max(1, Math.floor(image.width * factor));
  const height = Math.max(1, Math.floor(image.height * factor));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const [y0, y1] = [Math.floor(y / factor), Math.min(image.height, Math.max(Math.floor(y / factor) + 1, Math.floor((y + 1) / factor)))];
    for (let x = 0; x < width; x++) {
      const [x0, x1] = [Math.floor(x / factor), Math.min(image.width, Math.max(Math.floor(x / factor) + 1, Math.floor((x + 1) / factor)))];
      let sum = 0;
      for (let sy = y0; sy < y1; sy++) for (let sx = x0; sx < x1; sx++) sum += image.data[sy * image.width + sx]!;
      out[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width, height, data: out };
}

/** A 3×3 blur (centre weighted), white beyond the edges. */
function blur(image: GrayImage): GrayImage {
  const { width, height, data } = image;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 255 : data[y * width + x]!);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sides = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1);
      const corners = at(x - 1, y - 1) + at(x + 1, y - 1) + at(x - 1, y + 1) + at(x + 1, y + 1);
      out[y * width + x] = Math.round((4 * data[y * width + x]! + 2 * sides + corners) / 16);
    }
  }
  return { width, height, data: out };
}

/** The image turned by `angle` (radians) about its centre, nearest pixel, white where nothing was. */
function rotate(image: GrayImage, angle: number): GrayImage {
  const { width, height, data } = image;
  const [cos, sin, cx, cy] = [Math.cos(angle), Math.sin(angle), width / 2, height / 2];
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(cos * (x - cx) + sin * (y - cy) + cx);
      const sy = Math.round(-sin * (x - cx) + cos * (y - cy) + cy);
      out[y * width + x] = sx < 0 || sy < 0 || sx >= width || sy >= height ? 255 : data[sy * width + sx]!;
    }
  }
  return { width, height, data: out };
}

/** Each pixel's `size`×`size` block mean (what a coarse JPEG keeps of a block). */
function blockMeans(image: GrayImage, size: number): Uint8Array {
  const { width, height, data } = image;
  const out = new Uint8Array(width * height);
  for (let by = 0; by < height; by += size) {
    for (let bx = 0; bx < width; bx += size) {
      const [x1, y1] = [Math.min(width, bx + size), Math.min(height, by + size)];
      let sum = 0;
      for (let y = by; y < y1; y++) for (let x = bx; x < x1; x++) sum += data[y * width + x]!;
      const mean = Math.round(sum / ((x1 - bx) * (y1 - by)));
      for (let y = by; y < y1; y++) out.fill(mean, y * width + bx, y * width + x1);
    }
  }
  return out;
}

/** A copier's marks, in black: a border along the left and bottom edges, two punch holes, a pen stroke, specks. */
function copierMarks(image: GrayImage, random: () => number): void {
  const { width, height, data } = image;
  const dot = (x: number, y: number) => { if (x >= 0 && y >= 0 && x < width && y < height) data[Math.floor(y) * width + Math.floor(x)] = 0; };
  const left = Math.round(width * (0.01 + 0.015 * random()));
  const bottom = Math.round(height * (0.005 + 0.01 * random()));
  for (let y = 0; y < height; y++) {
    const ragged = left + Math.round(3 * Math.sin(y / 17));
    data.fill(0, y * width, y * width + Math.max(0, ragged));
  }
  data.fill(0, (height - bottom) * width, height * width);
  const radius = Math.round(width * 0.012);
  for (const cy of [height * 0.25, height * 0.75]) {
    const cx = left + radius * 2.5;
    for (let y = -radius; y <= radius; y++) for (let x = -radius; x <= radius; x++) if (x * x + y * y <= radius * radius) dot(cx + x, cy + y);
  }
  // A pen stroke (a tick or an initial) across part of a line somewhere in the page's upper half.
  const [sx, sy, length] = [width * (0.2 + 0.5 * random()), height * (0.1 + 0.4 * random()), width * (0.1 + 0.15 * random())];
  for (let t = 0; t < length; t += 0.5) {
    const y = sy + 6 * Math.sin(t / 9) - t * 0.08;
    for (let w = -1; w <= 1; w++) dot(sx + t, y + w);
  }
  for (let i = Math.round(width * height * 0.0004); i > 0; i--) {
    const [x, y] = [random() * width, random() * height];
    dot(x, y);
    if (random() < 0.3) dot(x + 1, y);
  }
}
