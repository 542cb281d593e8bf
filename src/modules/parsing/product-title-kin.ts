/**
 * A product value that is the opening of section 1's own heading title ("Identification of the substance" under
 * "SECTION 1: Identification of the substance/mixture and of the company/undertaking", a sheet's wording in a language
 * the parser has no vocabulary for): the heading's kin, printed as 1.1's label, never the name. Told by the heading's
 * own words, so it holds in any language.
 */
import { foldedWords, holdsGenericProductWord } from "./product-generic-words.ts";
import { OF_WORDS } from "./vocabulary/joining-words.ts";

/** The fewest words the value must hold: one word ("Identification") may be a name's too. */
const MIN_WORDS = 2;

/**
 * Whether `value` is the opening words of the heading's title: the words after its number (and the section word
 * before it) start with the value's words.
 */
export function opensSectionOneTitle(value: string, headingText: string): boolean {
  const valueWords = foldedWords(value);
  if (valueWords.length < MIN_WORDS) return false;
  const heading = foldedWords(headingText);
  const number = heading.findIndex((word) => /^\d{1,2}$/.test(word));
  if (number < 0) return false;
  const title = heading.slice(number + 1);
  return valueWords.length <= title.length && valueWords.every((word, index) => title[index] === word);
}

/**
 * The test findProductName (./identity.ts) asks of each value it reads: `(value, line)` is section 1's heading's kin,
 * a value that opens the heading's title on a line other than the heading's own. Such a value is read as a blank line
 * (the label's name is after it), and never returned as the name. Never true without a heading.
 */
export function sectionOneTitleKin(lines: readonly string[], headingLine: number): (value: string, line: number) => boolean {
  if (headingLine < 0) return () => false;
  const heading = lines[headingLine] ?? "";
  return (value, line) => (line !== headingLine ? opensSectionOneTitle(value, heading) : endsSectionOneTitle(value, heading));
}

/**
 * On the heading's own line, the rest of its title after a word that is also a name label ("1. DESIGNATION DU
 * PRODUIT, PROCESSUS D'ELABORATION ET SOCIETE": "Désignation" is a name's label): the title's last words, opening with
 * "of" ("du", "des", "of the", "del" …) and naming the product by a generic word. A name never opens so.
 */
function endsSectionOneTitle(value: string, headingText: string): boolean {
  const valueWords = foldedWords(value);
  if (valueWords.length < MIN_WORDS || !OF_WORDS.includes(valueWords[0]!) || !holdsGenericProductWord(value)) return false;
  const heading = foldedWords(headingText);
  return valueWords.length < heading.length && valueWords.every((word, index) => heading[heading.length - valueWords.length + index] === word);
}
