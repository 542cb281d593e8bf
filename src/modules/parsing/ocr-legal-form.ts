/**
 * A company name whose legal form OCR read with a look-alike letter ("Brother Industries, Lid.", "Acros Organics BYBA",
 * "RESEARCH CORPORATICN", "Nordwerk GrnbH"): the legal form is the one part of a name whose spelling the parser knows
 * (vocabulary/company-labels.ts, every language's). Pure: the name in, the name with its last word written as the
 * form it was read from out (or null: nothing to change).
 *
 * Only the last word, of three characters or more (a form ends a name; a two-letter form — Co, AG, AB, Oy — is one
 * letter from too many short words), and only when exactly one form is one look-alike away: a guess, which the
 * caller marks as repaired.
 */
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { LOOK_ALIKE_LETTER_PAIRS, lettersReadAs } from "./ocr-look-alikes.ts";

/** A whole word that is a legal form (with its dot). */
const IS_LEGAL_FORM = new RegExp(`^(?:${COMPANY_SUFFIX.source})$`, "iu");

/**
 * Characters tesseract reads for one another in a word (lower case): the shared letter pairs both ways, and a digit
 * read for a letter ("5.A.", "1td.") by the shared digit table; "rn" for "m" below.
 */
const LOOK_ALIKES = new Map<string, string[]>();
const pairs = [
  ...LOOK_ALIKE_LETTER_PAIRS.map((pair) => [...pair] as [string, string]),
  ..."0123456789".split("").flatMap((digit) => lettersReadAs(digit).map((letter) => [digit, letter] as [string, string])),
];
for (const [a, b] of pairs) {
  LOOK_ALIKES.set(a, [...(LOOK_ALIKES.get(a) ?? []), b]);
  LOOK_ALIKES.set(b, [...(LOOK_ALIKES.get(b) ?? []), a]);
}

/** The name's last word: letters and digits, with the dots of a form written with them ("S.p.A.", "Lid."). */
const LAST_WORD = /(?<![\p{L}\p{N}.])[\p{L}\p{N}][\p{L}\p{N}.]*$/u;

/**
 * `word` with one look-alike changed (in the case the word printed it; a digit takes its word's, a form's first letter
 * is a capital), and with "rn" read for "m".
 */
function lookAlikeReadings(word: string): string[] {
  const readings: string[] = [];
  const capitals = word === word.toUpperCase();
  for (let i = 0; i < word.length; i++) {
    const printed = word[i]!;
    const upper = i === 0 || printed !== printed.toLowerCase() || (capitals && !/\p{L}/u.test(printed));
    for (const other of LOOK_ALIKES.get(printed.toLowerCase()) ?? []) {
      readings.push(word.slice(0, i) + (upper ? other.toUpperCase() : other) + word.slice(i + 1));
    }
  }
  for (const pair of word.matchAll(/rn/gi)) readings.push(word.slice(0, pair.index) + (pair[0][0] === "R" ? "M" : "m") + word.slice(pair.index + 2));
  return readings;
}

/** The name with its legal form put right, or null when its last word is a form already, or not one look-alike from one. */
export function legalFormRead(name: string): string | null {
  const match = LAST_WORD.exec(name.trimEnd());
  if (!match) return null;
  const word = match[0];
  if (word.replace(/\./g, "").length < 3 || IS_LEGAL_FORM.test(word)) return null;
  const forms = new Set(lookAlikeReadings(word).filter((reading) => IS_LEGAL_FORM.test(reading)));
  if (forms.size !== 1) return null;
  return name.trimEnd().slice(0, match.index) + [...forms][0]!;
}
