/**
 * A page image with its table rules whitened before OCR. Tesseract reads a row of text boxed tightly between
 * rules as noise ("[    OWamio    | 60656 |EECNozoo7is |" for "D-Mannitol  69-65-8  EEC No. 200-711-8"): the
 * rules join the letters into one shape. An SDS keeps its ingredients, and often its identity and hazards, in
 * ruled tables, so the rules go: long thin dark runs, across (underlines too) or up and down the page.
 *
 * Thin is what keeps text: a pixel of a long run is whitened only when the ink through it, the other way, is
 * no thicker than a rule. A filled band (white letters on a dark heading bar) is thick and stays; where a letter
 * touches a rule the ink is thicker, so the letter keeps its stroke there.
 */
import type { GrayImage } from "./tesseract-engine.ts";

/** Darker than this (0 black – 255 white) is ink. */
const INK = 160;
/** A horizontal run this long (inches) is a rule: longer than any letter stroke across. */
const RULE_ACROSS_INCHES = 0.3;
/** A vertical run this long (inches) is a rule: taller than the stem of any letter under ~26 pt. */
const RULE_DOWN_INCHES = 0.25;
/** A rule is at most this thick (inches, ~1.8 pt); letters and bars crossing it are thicker together. */
const RULE_THICKNESS_INCHES = 0.025;

export function withoutTableRules(image: GrayImage, dpi: number): GrayImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data);
  const across = Math.round(dpi * RULE_ACROSS_INCHES);
  const down = Math.round(dpi * RULE_DOWN_INCHES);
  const thick = Math.max(2, Math.round(dpi * RULE_THICKNESS_INCHES));
  const ink = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) ink[i] = data[i]! < INK ? 1 : 0;
  /** Ink through pixel `i` the other way (`step` 1 across, `width` down), counted up to `thick + 1`. */
  const inkThrough = (i: number, step: number, first: number, last: number) => {
    let n = 1;
    for (let k = i - step; k >= first && n <= thick && ink[k]; k -= step) n++;
    for (let k = i + step; k <= last && n <= thick && ink[k]; k += step) n++;
    return n;
  };
  const bottom = (height - 1) * width;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width;) {
      if (!ink[row + x]) { x++; continue; }
      let end = x;
      while (end < width && ink[row + end]) end++;
      if (end - x >= across) for (let k = row + x; k < row + end; k++) if (inkThrough(k, width, k % width, bottom + (k % width)) <= thick) out[k] = 255;
      x = end;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height;) {
      if (!ink[y * width + x]) { y++; continue; }
      let end = y;
      while (end < height && ink[end * width + x]) end++;
      if (end - y >= down) for (let k = y; k < end; k++) if (inkThrough(k * width + x, 1, k * width, k * width + width - 1) <= thick) out[k * width + x] = 255;
      y = end;
    }
  }
  return { width, height, data: out };
}
