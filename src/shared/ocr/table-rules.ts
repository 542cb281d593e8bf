/**
 * A page image with its table rules whitened before OCR. Tesseract reads a row of text boxed tightly between
 * rules as noise ("[    OWamio    | 60656 |EECNozoo7is |" for "D-Mannitol  69-65-8  EEC No. 200-711-8"): the
 * rules join the letters into one shape. An SDS keeps its ingredients, and often its identity and hazards, in
 * ruled tables, so the rules go: long thin dark runs, across (underlines too) or up and down the page.
 *
 * Thin is what keeps text: a pixel of a long run is whitened only when the ink through it, the other way, is
 * no thicker than a rule, and only in a stretch of such thin pixels that is itself as long as a rule. A filled
 * band (white letters on a dark heading bar) is thick; its edge above and below the letters is thin there, but
 * only a letter wide at a time (the band between the letters is thick), so it stays however tight the band.
 * Where a letter touches a rule the ink is thicker, so the letter keeps its stroke there, and the rule goes on
 * both sides of it.
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
  /** The stretches of the run from `start` to `end` (by `step`) that are thin, each at least `least` long, whitened. */
  const whitenThin = (start: number, end: number, step: number, least: number, thickness: (k: number) => number) => {
    let from = -1;
    let length = 0;
    for (let k = start; k <= end; k += step) {
      if (k < end && thickness(k) <= thick) {
        if (from < 0) [from, length] = [k, 0];
        length++;
        continue;
      }
      if (from >= 0 && length >= least) for (let j = from, n = 0; n < length; j += step, n++) out[j] = 255;
      from = -1;
    }
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width;) {
      if (!ink[row + x]) { x++; continue; }
      let end = x;
      while (end < width && ink[row + end]) end++;
      if (end - x >= across) whitenThin(row + x, row + end, 1, across, (k) => inkThrough(k, width, k % width, bottom + (k % width)));
      x = end;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height;) {
      if (!ink[y * width + x]) { y++; continue; }
      let end = y;
      while (end < height && ink[end * width + x]) end++;
      if (end - y >= down) whitenThin(y * width + x, end * width + x, width, down, (k) => inkThrough(k, 1, k - (k % width), k - (k % width) + width - 1));
      y = end;
    }
  }
  return { width, height, data: out };
}
