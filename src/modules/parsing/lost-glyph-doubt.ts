/**
 * A name's own lost glyph. Where a text layer lost glyphs — its f-ligatures (ligatures.ts), its language's own letters
 * (lost-letters.ts) or the spaces between words (glued-words.ts) — the vocabulary's words are read back, but a name's own
 * letters and spaces cannot be: a name that shows such a loss is read at most at LOST_GLYPH_CONFIDENCE and the review
 * reason says which.
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

/**
 * What a layer that lost glyphs left: the words that held a control code (without it, in small letters: "superne"), and
 * whether its ligatures, its spaces between words or its language's own letters were lost.
 */
export type LostGlyphs = { traced: ReadonlySet<string>; ligatures: boolean; spaces: boolean; letters: boolean };

export function lostGlyphTraces(pages: readonly SdsTextPage[], lost: { ligatures: boolean; spaces: boolean; letters: boolean }): LostGlyphs {
  const traced = new Set<string>();
  for (const page of pages) for (const line of page.lines) for (const word of line.text.match(CONTROL_IN_WORD) ?? []) traced.add(word.replace(CONTROLS, "").toLowerCase());
  return { traced, ...lost };
}

/** A letter printed "?" between letters, or U+FFFD anywhere: a value that holds one is not as the sheet wrote it. */
const MARKED_IN_VALUE = /\p{L}\?\p{L}|\ufffd/u;

/**
 * Whether a value shows a trace of a lost glyph: a letter printed "?" or U+FFFD (on any sheet: "B?ttcherin 60"), a
 * private-use code between letters, a word the layer held a control code in, or a gap before a small letter after lost
 * ligatures (`lost`: lostGlyphTraces' answer; null: the layer lost none).
 */
export function mayMissGlyph(value: string, lost: LostGlyphs | null): boolean {
  return MARKED_IN_VALUE.test(value) || missesLetters(value, lost) || runsTogether(value, lost);
}

/**
 * A word that starts with three consonants no European word starts with ("Bttcher", "Klber", "Mller": a first syllable
 * that lost its vowel), or a capital alone before the rest of its word ("B ttcher": the letter left a gap). Only words
 * with a vowel after the three count: abbreviations ("GmbH", "Ltd", "Bhd") and words in capitals ("BASF") are left.
 */
const THREE_CONSONANTS_FIRST = /(?<![\p{L}\p{M}])[bcdfghjklmnpqrstvwxz]{3}(?=\p{Ll}*[aeiouy])\p{Ll}*/giu;
/** The languages' own onsets of three consonants (English, German, Dutch, the Romance languages, Polish), and "Mc". */
const OWN_ONSETS = new Set(
  ("str spr spl scr skr scl skl sch sph shr sth thr chr chl phr phl pfl pfr tsc dsc tch sgr sbr sdr sfr svr sgl sbl sfl " +
    "prz trz krz grz brz drz wrz szc szk szt szp szm szw szl szr wsp wsz wsk wst wzg wzm wzn zdr zgr zbr zbl zgl pst dzw mgl").split(" "),
);
const LONE_CAPITAL = /(?<![\p{L}\p{M}.])\p{Lu} \p{Ll}{3,}/u;

function lostFirstVowel(value: string): boolean {
  if (LONE_CAPITAL.test(value)) return true;
  return [...value.matchAll(THREE_CONSONANTS_FIRST)].some(([word]) => word !== word.toUpperCase() && !/^mc/i.test(word) && !OWN_ONSETS.has(word.slice(0, 3).toLowerCase()));
}

function missesLetters(value: string, lost: LostGlyphs | null): boolean {
  if (!lost) return false;
  if (/\p{L}[\ue000-\uf8ff]\p{L}/u.test(value) || (lost.ligatures && /\p{L} \p{Ll}/u.test(value))) return true;
  if (lost.letters && lostFirstVowel(value)) return true;
  return (value.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) => lost.traced.has(word));
}

/**
 * Where the layer runs words together, a name's own words may run together ("KerryInc.", "SparklePlenty,LLC",
 * "BROTHERSRESEARCHCORPORATION"), and no vocabulary parts a name: it shows as a small letter before a capital, a letter
 * right after a comma or an ampersand or right before a bracket, or a run of 16 letters or more ("Innophos" shows none).
 */
const RUN_TOGETHER = /\p{Ll}\p{Lu}|[,&]\p{L}|\p{L}\(\p{L}|\p{L}{16}/u;
const runsTogether = (value: string, lost: LostGlyphs | null) => lost?.spaces === true && RUN_TOGETHER.test(value);

/** The review reason for a name that shows a lost glyph, in the words of its trace; null for one that shows none. */
export function lostGlyphReason(label: string, value: string, lost: LostGlyphs | null): string | null {
  if (MARKED_IN_VALUE.test(value)) return `the ${label} "${value}" holds letters the PDF's text layer lost (printed as "?" or "\ufffd"): check it against the sheet`;
  if (missesLetters(value, lost)) return `the ${label} "${value}" may miss letters the PDF's text layer lost (glyphs its font maps to no character): check it against the sheet`;
  if (runsTogether(value, lost)) return `the ${label} "${value}" may have lost the spaces between its words (the PDF's text layer runs words together): check it against the sheet`;
  return null;
}

export function withLostGlyphDoubt<T extends { value: string; confidence: number }>(found: T | null, lost: LostGlyphs | null): T | null {
  if (!found || found.confidence <= LOST_GLYPH_CONFIDENCE || !mayMissGlyph(found.value, lost)) return found;
  return { ...found, confidence: LOST_GLYPH_CONFIDENCE };
}
