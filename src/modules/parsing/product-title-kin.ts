/**
 * A product value that is the opening of section 1's own heading title ("Identification of the substance" under
 * "SECTION 1: Identification of the substance/mixture and of the company/undertaking", a sheet's wording in a language
 * the parser has no vocabulary for): the heading's kin, printed as 1.1's label, never the name. Told by the heading's
 * own words, so it holds in any language.
 */
import { foldText } from "./section-vocabulary.ts";
import type { Found } from "./label-lines.ts";

/** Words (folded letters and digits) of a text. */
const wordsOf = (text: string) => foldText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");

/** The fewest words the value must hold: one word ("Identification") may be a name's too. */
const MIN_WORDS = 2;

/**
 * Whether `value` is the opening words of the heading's title: the words after its number (and the section word
 * before it) start with the value's words.
 */
export function opensSectionOneTitle(value: string, headingText: string): boolean {
  const valueWords = wordsOf(value);
  if (valueWords.length < MIN_WORDS) return false;
  const heading = wordsOf(headingText);
  const number = heading.findIndex((word) => /^\d{1,2}$/.test(word));
  if (number < 0) return false;
  const title = heading.slice(number + 1);
  return valueWords.length <= title.length && valueWords.every((word, index) => title[index] === word);
}

/**
 * The product read again with each line that opens section 1's title blanked (at most a few times), when the first
 * reading was such a line: the reader then finds the name after it.
 */
export function pastSectionOneTitleKin(read: (lines: readonly string[]) => Found | null, lines: readonly string[], headingLine: number): Found | null {
  let found = read(lines);
  if (headingLine < 0) return found;
  let current = lines;
  for (let attempt = 0; attempt < 3 && found && found.line !== headingLine && opensSectionOneTitle(found.value, lines[headingLine]!); attempt++) {
    current = current.map((line, index) => (index === found!.line ? "" : line));
    found = read(current);
  }
  return found && found.line !== headingLine && opensSectionOneTitle(found.value, lines[headingLine]!) ? null : found;
}
