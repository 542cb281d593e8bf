/**
 * A second reading of the parts of a page tesseract read poorly or not at all: a line read at low confidence,
 * and a stretch of letter-sized ink no word of the first reading covers (small print, a boxed cell, a title in
 * large or light type that tesseract's page layout dropped). Each such region is cut out with a margin, scaled
 * up, read as one line of text, and its words replace the first reading's there when they read clearly better.
 * Only these regions are read again, so a page that read well costs nothing more.
 */
import { find, inkComponents, type Component } from "./ink-components.ts";
import { scaleImage } from "./read-page-image.ts";
import type { GrayImage, OcrLine, OcrResult, OcrWord, TesseractEngine } from "./tesseract-engine.ts";

/** Tesseract's page segmentation "single text line" (PSM_SINGLE_LINE). */
const SINGLE_LINE = 7;
/** A region is read again at most this often per page (the cost of a page full of noise stays bounded). */
export const MAX_REGIONS = 24;
/** A new reading replaces the first when its confidence is at least this, and this much above the first's. */
const ACCEPT_AT = 70;
const BETTER_BY = 15;

export type Box = { left: number; top: number; width: number; height: number };
export type Region = Box & { kind: "low" | "unread"; confidence: number };

/** Char-weighted mean confidence (0–100) of words. */
function confidenceOf(words: readonly OcrWord[]): number {
  let [sum, chars] = [0, 0];
  for (const w of words) [sum, chars] = [sum + Math.max(0, w.confidence) * w.text.length, chars + w.text.length];
  return chars ? sum / chars : 0;
}

function boxOf(words: readonly Box[]): Box {
  const left = Math.min(...words.map((w) => w.left));
  const top = Math.min(...words.map((w) => w.top));
  const right = Math.max(...words.map((w) => w.left + w.width));
  const bottom = Math.max(...words.map((w) => w.top + w.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** Letter-sized ink no word covers, grouped into line-like stretches (boxes in image pixels). */
export function unreadInk(image: GrayImage, dpi: number, words: readonly Box[]): Box[] {
  const cell = 4;
  const [gw, gh] = [Math.ceil(image.width / cell), Math.ceil(image.height / cell)];
  const covered = new Uint8Array(gw * gh);
  for (const w of words) {
    for (let y = Math.max(0, Math.floor(w.top / cell)); y <= Math.min(gh - 1, Math.floor((w.top + w.height) / cell)); y++) {
      covered.fill(1, y * gw + Math.max(0, Math.floor(w.left / cell)), y * gw + Math.min(gw, Math.floor((w.left + w.width) / cell) + 1));
    }
  }
  // Letters of 5-pt to 36-pt type: taller than a speck or rule, no taller than a big title; a frame or fill is larger.
  const [minHeight, maxHeight] = [(3 / 72) * dpi, (36 / 72) * dpi];
  const { components } = inkComponents(image);
  const letters: Component[] = [];
  for (let i = 0; i < components.length; i++) {
    const c = components[i]!;
    if (find(components, i) !== i) continue;
    const [width, height] = [c.maxX - c.minX + 1, c.maxY - c.minY + 1];
    if (height < minHeight || height > maxHeight || width > 6 * maxHeight) continue;
    const fill = c.pixels / (width * height);
    if (fill < 0.08 || fill > 0.9) continue;
    const [cx, cy] = [Math.floor((c.minX + c.maxX) / 2 / cell), Math.floor((c.minY + c.maxY) / 2 / cell)];
    if (covered[cy * gw + cx]) continue;
    letters.push(c);
  }
  letters.sort((a, b) => a.minX - b.minX);
  type Group = { minX: number; maxX: number; minY: number; maxY: number; count: number };
  const groups: Group[] = [];
  for (const c of letters) {
    const height = c.maxY - c.minY + 1;
    const group = groups.find((g) => {
      const overlap = Math.min(g.maxY, c.maxY) - Math.max(g.minY, c.minY);
      const smaller = Math.min(g.maxY - g.minY, height);
      return overlap >= 0.5 * smaller && c.minX - g.maxX <= 1.5 * Math.max(g.maxY - g.minY, height) && c.minX >= g.minX;
    });
    if (group) {
      [group.maxX, group.minY, group.maxY, group.count] = [Math.max(group.maxX, c.maxX), Math.min(group.minY, c.minY), Math.max(group.maxY, c.maxY), group.count + 1];
    } else {
      groups.push({ minX: c.minX, maxX: c.maxX, minY: c.minY, maxY: c.maxY, count: 1 });
    }
  }
  return groups
    .filter((g) => g.count >= 3 && g.maxX - g.minX >= 2 * (g.maxY - g.minY) && g.maxY - g.minY <= maxHeight * 1.5)
    .map((g) => ({ left: g.minX, top: g.minY, width: g.maxX - g.minX + 1, height: g.maxY - g.minY + 1 }));
}

/** The regions of a first reading worth reading again: its low-confidence lines and the ink it left unread. */
export function regionsToReread(image: GrayImage, dpi: number, first: OcrResult, below: number): Region[] {
  const low: Region[] = [];
  const maxLineHeight = (54 / 72) * dpi;
  for (const line of first.lines) {
    const confidence = confidenceOf(line.words);
    const text = line.words.map((w) => w.text).join("");
    if (confidence >= below || text.length < 2) continue;
    // A mark read as a tall "word" (a frame's edge, a logo) would stretch the box over the lines around it.
    const heights = line.words.map((w) => w.height).sort((a, b) => a - b);
    const median = heights[Math.floor(heights.length / 2)]!;
    const box = boxOf(line.words.filter((w) => w.height <= 2 * median));
    // A short cell only (a value, a name, a label): a wide line read poorly is mostly a heading band or a ruled
    // table row framed by noise, which a second reading seldom reads better (on the tune scans ~300 ms each, 1 in 9 read).
    if (box.height > maxLineHeight || box.width > image.width / 3) continue;
    low.push({ ...box, kind: "low", confidence });
  }
  const unread: Region[] = unreadInk(image, dpi, first.lines.flatMap((l) => l.words)).map((box) => ({ ...box, kind: "unread", confidence: 0 }));
  // Page order (top to bottom), so a capped page keeps its first regions — where a sheet's identity stands.
  return [...low, ...unread].sort((a, b) => a.top - b.top).slice(0, MAX_REGIONS);
}

/** The region cut out of the image with a margin of half its height, white outside the image. */
function crop(image: GrayImage, box: Box): { image: GrayImage; left: number; top: number } {
  const margin = Math.max(4, Math.round(box.height * 0.5));
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const right = Math.min(image.width, box.left + box.width + margin);
  const bottom = Math.min(image.height, box.top + box.height + margin);
  const [width, height] = [right - left, bottom - top];
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(image.data.subarray((top + y) * image.width + left, (top + y) * image.width + right), y * width);
  return { image: { width, height, data }, left, top };
}

/** How much larger a region is read: its line ~48 px tall (tesseract's LSTM reads type best at an x-height of 20–30 px). */
export function regionFactor(height: number): number {
  return Math.min(3, Math.max(1.5, 48 / Math.max(1, height)));
}

/**
 * The first reading with its poorly read regions read again. `below`: a line under this confidence (0–100) is read
 * again. Words read anew are in `image`'s pixels, each region's as one line.
 */
export function readAgain(engine: TesseractEngine, image: GrayImage, dpi: number, first: OcrResult, below: number): OcrResult & { reread: number; replaced: number } {
  const regions = regionsToReread(image, dpi, first, below);
  if (regions.length === 0) return { ...first, reread: 0, replaced: 0 };
  let lines: OcrLine[] = first.lines;
  let replaced = 0;
  for (const region of regions) {
    const cut = crop(image, region);
    const factor = regionFactor(region.height);
    const result = engine.recognize(scaleImage(cut.image, factor), dpi * factor, { pageSegMode: SINGLE_LINE });
    const words = result.lines.flatMap((l) => l.words).filter((w) => w.text.trim() !== "");
    const confidence = confidenceOf(words);
    if (words.length === 0 || confidence < ACCEPT_AT || confidence < region.confidence + BETTER_BY) continue;
    if (words.map((w) => w.text).join("").replace(/[^\p{L}\p{N}]/gu, "").length < 2) continue;
    const back = (v: number) => Math.round(v / factor);
    const placed = words.map((w) => ({ ...w, left: cut.left + back(w.left), top: cut.top + back(w.top), width: back(w.width), height: back(w.height) }));
    // The first reading's words inside the region (by their centre) give way to the new ones.
    const inside = (w: OcrWord) => {
      const [cx, cy] = [w.left + w.width / 2, w.top + w.height / 2];
      return cx >= region.left && cx <= region.left + region.width && cy >= region.top && cy <= region.top + region.height;
    };
    lines = [...lines.map((line) => ({ words: line.words.filter((w) => !inside(w)) })).filter((line) => line.words.length > 0), { words: placed }];
    replaced++;
  }
  return { lines, meanConfidence: first.meanConfidence, reread: regions.length, replaced };
}
