/**
 * A name's own lost glyph. Where a text layer lost glyphs — its f-ligatures (ligatures.ts) or its language's own
 * letters (lost-letters.ts) — the vocabulary's words are read back, but a name's own letters cannot be.
 */
import { CONTROL_CODES } from "./control-characters.ts";
import type { SdsTextPage } from "./types.ts";

/**
 * A name the layer printed in a font that lost glyphs (its ligatures, ligatures.ts; its language's own letters,
 * lost-letters.ts) may have lost its own ("Superfine", "Böttcher"), and no vocabulary holds it. It shows where the layer
 * left a trace: a control code in the glyph's place ("Super\u0001ne", "B\u0002ttcher", which the parse takes out before it
 * reads: `lostGlyphTraces` keeps those words), a private-use code or U+FFFD between letters, or, where the layer lost
 * its ligatures, a gap before a small letter ("Super ne": a ligature joins small letters; a gap where an accented letter
 * stood is not told from a name's own small words, "Sp. z o.o."). Such a name is read at most at LOST_GLYPH_CONFIDENCE,
 * so a person compares it with the sheet; a name without a trace ("Harbour Chemicals Ltd") keeps its confidence.
 */
export const LOST_GLYPH_CONFIDENCE = 0.6;

/** A word holding control-characters.ts's control codes between its letters. */
const CONTROL_IN_WORD = new RegExp(`\\p{L}+(?:[${CONTROL_CODES}]+\\p{L}+)+`, "gu");
const CONTROLS = new RegExp(`[${CONTROL_CODES}]`, "g");

/** What a layer that lost glyphs left: the words that held a control code (without it, in small letters: "superne"), and whether its ligatures were lost. */
export type LostGlyphs = { traced: ReadonlySet<string>; ligatures: boolean };

export function lostGlyphTraces(pages: readonly SdsTextPage[], ligatures: boolean): LostGlyphs {
  const traced = new Set<string>();
  for (const page of pages) for (const line of page.lines) for (const word of line.text.match(CONTROL_IN_WORD) ?? []) traced.add(word.replace(CONTROLS, "").toLowerCase());
  return { traced, ligatures };
}

/** Whether a value shows a trace of a lost glyph (`lost`: lostGlyphTraces' answer; null: the layer lost none). */
export function mayMissGlyph(value: string, lost: LostGlyphs | null): boolean {
  if (!lost) return false;
  if (/\p{L}[\ue000-\uf8ff\ufffd]\p{L}/u.test(value) || (lost.ligatures && /\p{L} \p{Ll}/u.test(value))) return true;
  return (value.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) => lost.traced.has(word));
}

export function withLostGlyphDoubt<T extends { value: string; confidence: number }>(found: T | null, traced: LostGlyphs | null): T | null {
  if (!found || found.confidence <= LOST_GLYPH_CONFIDENCE || !mayMissGlyph(found.value, traced)) return found;
  return { ...found, confidence: LOST_GLYPH_CONFIDENCE };
}
