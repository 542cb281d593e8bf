/**
 * A name's value that is a run of prose: a page's text run on into the label's line ("Product name: HARBOUR Rinse
 * Harbour Chemicals, Inc. urges you to read the whole sheet. We ask you to …"). No product or company is named in
 * sentences, so such a value is never trusted; when the same label prints a clean name elsewhere on the sheet that the
 * prose starts with, that name is read instead. The shapes are language-neutral (a sentence's break, the count of
 * small-letter words, a numbered section heading inside the value): no word lists.
 */
import { cleanValue, firstColumn, labelHits, type Found, type LabelPattern } from "./label-lines.ts";
import { titleSectionNumbers } from "./section-vocabulary.ts";

/** The most confidence a value of prose keeps (below REVIEW_BELOW: a person looks at it). */
export const PROSE_CEILING = 0.5;
/** A clean name cut from the start of prose, printed alone after the same label elsewhere on the sheet. */
export const PROSE_CUT = 0.85;

/**
 * Small-letter words a name may hold. The longest right names of the truth sets hold seven ("ITSEPTIC Flytande medel
 * för rengöring och desinfektion av ytor"); prose holds dozens. Twice the longest, so long chemical names
 * ("Naphtha (petroleum), hydrotreated heavy"), descriptive trade names and code lists (capitals and digits) stay names.
 */
const MOST_SMALL_WORDS = 14;
/**
 * Words of letters alone a name may hold, whatever their case (prose in capitals: "THIS PRODUCT IS INTENDED FOR …").
 * The longest right names hold thirteen; more than twice that is prose. A list of product codes ("HX920, HX920XL, …")
 * holds words with digits, which are not counted.
 */
const MOST_LETTER_WORDS = 30;
const LETTER_WORD = /^[("'‘“]?\p{L}[\p{L}'’-]*[)"'’”]?[,;.:]?$/u;

/**
 * "… throughout the document. We expect you to …": a full stop (or ! ?) after a word ending in small letters, then a
 * capitalised word with two small-letter words among the next three: a new sentence. Abbreviated legal forms ("Pty.
 * Ltd.", "Sdn. Bhd.") and a grade's "conc. Extra Strong" have no small-letter words after the stop.
 */
const SENTENCE_BREAK = /\p{Ll}{2}[.!?]\s+\p{Lu}[\p{L}'’-]*(?:\s+\S+){0,3}/gu;
const SMALL_WORD = /^\p{Ll}{2,}[\p{L}'’-]*[,;]?$/u;
/** How many words in small letters a text holds ("keep", "the"; not "12", "Road", "place."): prose holds many. */
export const smallWordCount = (text: string) => text.split(/\s+/).filter((word) => SMALL_WORD.test(word)).length;

function hasSentenceBreak(value: string): boolean {
  for (const match of value.matchAll(SENTENCE_BREAK)) {
    const after = match[0].split(/\s+/).slice(1);
    if (after.filter((word) => SMALL_WORD.test(word)).length >= 2) return true;
  }
  return false;
}

/**
 * "… or actions. 1. IDENTIFICATION", "… ABSCHNITT 2: Mögliche Gefahren": a numbered section heading inside the value
 * (after its first word), its title naming the section its number gives: the value ran on past the field into the
 * sheet's next part.
 */
const NUMBERED_HEADING_INSIDE = /\s(\d{1,2})\s*[.:)]\s+(\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’/-]+){0,5})/gu;

function hasSectionHeadingInside(value: string): boolean {
  for (const match of value.matchAll(NUMBERED_HEADING_INSIDE)) {
    const number = Number(match[1]);
    if (number < 1 || number > 16) continue;
    const words = match[2]!.split(/\s+/);
    for (let count = words.length; count >= 1; count--) {
      if (titleSectionNumbers(words.slice(0, count).join(" ")).includes(number)) return true;
    }
  }
  return false;
}

/** Whether a product's or company's value is a run of prose, not a name. */
export function isProse(value: string): boolean {
  const smallWords = smallWordCount(value);
  const letterWords = value.split(/\s+/).filter((word) => LETTER_WORD.test(word)).length;
  return smallWords > MOST_SMALL_WORDS || letterWords > MOST_LETTER_WORDS || hasSentenceBreak(value) || hasSectionHeadingInside(value);
}

/** A name's words in small letters, marks (® ™ ©) and punctuation dropped: two readings of a name compared. */
export const simplifiedName = (text: string) => text.toLowerCase().replace(/[®™©]/g, "").replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/**
 * A value of prose is cut to the clean name the same label prints alone elsewhere on the sheet, when the prose starts
 * with it (whole words); without one it is kept as read, and confidence.ts's prose cap keeps it at PROSE_CEILING (as
 * every product or company of prose, however found and confirmed: one cap, after the cross-checks). `label` is the
 * name's label, `isName` the test of a clean value beside it.
 */
export function withoutProse(found: Found | null, lines: readonly string[], label: LabelPattern, isName: (value: string) => boolean): Found | null {
  if (!found || !isProse(found.value)) return found;
  const whole = simplifiedName(found.value);
  for (const hit of labelHits(lines, label)) {
    const value = cleanValue(firstColumn(hit.rest));
    const start = simplifiedName(value);
    if (start.length < 2 || start.length >= whole.length || !whole.startsWith(`${start} `)) continue;
    if (!isProse(value) && isName(value)) return { value, line: hit.line, confidence: Math.min(found.confidence, PROSE_CUT) };
  }
  return found;
}
