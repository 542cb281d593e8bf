/**
 * Text layers printed with a font whose character codes are shifted by a constant. A subset font whose codes
 * are its glyph ids in the standard Macintosh glyph order, with no /ToUnicode, extracts every character 29
 * below the letter drawn ("6'61XPEHU" for "SDS Number", U+0003 for a space); other subsetters shift by other
 * amounts. The letters are on the page, only their codes are off, so they can be recovered exactly and
 * cheaply (no OCR) — when the shift is found from the characters themselves and the result reads as language.
 *
 * Per font, not per page: a page often mixes a broken font with sound ones (the labels in one font, the
 * values in another), and shifting the sound ones would break them.
 */
import { judgePageText } from "./text-quality.ts";

/** A text run and the font (pdf.js's font id, the same across a document's pages) it was printed with. */
export type FontRun = { text: string; fontName: string };

/** Shifts tried: enough for glyph-id orders (29, 31, …) and code pages moved by a block. */
const MAX_SHIFT = 160;
/** A font needs this many letters-or-digits-to-be before its shift is trusted. */
const MIN_CHARS = 40;

const VOWELS = "aeiouyAEIOUY";
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7);
const isPrintable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0x24f);
/** Symbols rare in running text: a shift that turns the spaces of a half-shifted text into "=" lands here. */
const ODD = /[=<>[\]{}|\\^~`@#$*+_]/;
/** Past this share of odd symbols a decoding is not text, however word-like its letters. */
const MAX_ODD_SHARE = 0.03;

/** The text with every code point moved by `shift` (line breaks kept). */
export function shiftText(text: string, shift: number): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += char === "\n" ? char : String.fromCodePoint(Math.min(0x10ffff, Math.max(0, code + shift)));
  }
  return out;
}

/**
 * How much a text reads like words: the share of its tokens of 3+ letters that hold a vowel and no run of
 * five consonants, times the share of its letters
 * that are unaccented (every language here writes most letters without accents; a shift that lands on the
 * accented block instead of ASCII letters reads as "Îõíâåò" and must lose). 0 for text with too few tokens
 * or more than a few odd symbols or control characters (a half-shifted text moved back has them where its
 * spaces were).
 */
export function wordLikeness(text: string): number {
  let printable = 0;
  let total = 0;
  let letters = 0;
  let ascii = 0;
  let odd = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === "\n") continue;
    total++;
    if (isPrintable(code)) printable++;
    if (ODD.test(char)) odd++;
    if (isLetter(code)) {
      letters++;
      if (code < 128) ascii++;
    }
  }
  const tokens = text.split(/[^A-Za-zÀ-ɏ]+/u).filter((t) => t.length >= 3);
  if (tokens.length < 5 || total === 0 || (odd + total - printable) / total > MAX_ODD_SHARE) return 0;
  const wordLike = tokens.filter((t) => [...t].some((c) => VOWELS.includes(c) || /[à-ÿÀ-ß]/u.test(c)) && !/[^aeiouyà-ÿ]{5,}/iu.test(t)).length;
  return (wordLike / tokens.length) * (ascii / Math.max(1, letters));
}

/**
 * The shift of each font whose text reads better moved than as printed: for every font with enough
 * characters, the shift (±MAX_SHIFT) that makes its text most word-like, kept when it lands at least 40 %
 * of its characters on letters and reads clearly better than the text as printed. Fonts not named keep 0.
 */
export function findFontShifts(runs: FontRun[]): Map<string, number> {
  const byFont = new Map<string, string>();
  for (const run of runs) byFont.set(run.fontName, `${byFont.get(run.fontName) ?? ""}${run.text}\n`);
  const shifts = new Map<string, number>();
  for (const [font, text] of byFont) {
    const codes = [...text].filter((c) => c !== "\n").map((c) => c.codePointAt(0)!);
    if (codes.length < MIN_CHARS) continue;
    const asPrinted = wordLikeness(text);
    let best = { shift: 0, score: asPrinted };
    for (let shift = -MAX_SHIFT; shift <= MAX_SHIFT; shift++) {
      if (shift === 0) continue;
      const letters = codes.filter((code) => isLetter(code + shift)).length;
      if (letters < codes.length * 0.4) continue;
      const score = wordLikeness(shiftText(text, shift));
      if (score > best.score) best = { shift, score };
    }
    if (best.shift !== 0 && best.score >= 0.6 && best.score > asPrinted + 0.25) shifts.set(font, best.shift);
  }
  return shifts;
}

/**
 * A page's runs decoded with the document's font shifts, or null when that changes nothing or the result
 * still fails the language test of text-quality.ts (then the page stays unreadable).
 */
export function decodePageRuns<R extends FontRun>(runs: R[], shifts: Map<string, number>, toText: (runs: R[]) => string): { runs: R[]; shifts: number[] } | null {
  const used = new Set<number>();
  const decoded = runs.map((run) => {
    const shift = shifts.get(run.fontName);
    if (!shift) return run;
    used.add(shift);
    return { ...run, text: shiftText(run.text, shift).replace(/\s+/g, " ") };
  });
  if (used.size === 0) return null;
  return judgePageText(toText(decoded)).usable ? { runs: decoded, shifts: [...used] } : null;
}
