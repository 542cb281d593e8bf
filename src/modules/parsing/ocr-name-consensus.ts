/**
 * A product or company name OCR read with a letter misread ("D-Mannitot", "orachemie GmbH"), where the document prints
 * the name again (page headers, an e-mail address, section 3) and those readings agree on the letter. Pure: the value
 * and the document's OCR lines in, the value with such words put right out (or null: nothing to change).
 *
 * A word is changed only to a word of the same length one letter away, by a pair of letters tesseract takes for one
 * another, that the document reads at least twice where it prints the name again (beside the word's neighbour in the
 * name, or as a web or mail domain), while the word as the value has it stands nowhere else: one
 * other reading against one is no majority, a word read alike elsewhere is confirmed, and a letter more or less is
 * another word ("Methanol", "Ethanol").
 */

import { escapeRegExp } from "./phrase-pattern.ts";
import { oneChangeAt, withinOneEdit } from "./one-edit.ts";
import { LOOK_ALIKE_LETTER_PAIRS } from "./ocr-look-alikes.ts";

const LOOK_ALIKE = new Set(LOOK_ALIKE_LETTER_PAIRS.flatMap((pair) => [pair, pair[1]! + pair[0]!]));

/** How often each word (lower case) stands in the lines. */
function wordCounts(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) for (const [word] of line.matchAll(/\p{L}+/gu)) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + 1);
  return counts;
}

/** Same length, one letter different, by a look-alike pair. */
function lookAlikeApart(a: string, b: string): boolean {
  const at = oneChangeAt(a, b);
  return at >= 0 && LOOK_ALIKE.has(a[at]! + b[at]!);
}

/** The variant in the case the value printed its word in ("LOTLON" → "LOTION", "Lotlon" → "Lotion"). */
function inCaseOf(printed: string, word: string): string {
  if (printed === printed.toUpperCase()) return word.toUpperCase();
  return [...word].map((letter, i) => (printed[i] === printed[i]!.toUpperCase() ? letter.toUpperCase() : letter)).join("");
}

/**
 * How often the lines print the name again with the other reading: the word beside the same neighbour as in the value
 * ("Désodorisant Textile", "D-Mannitol"; the whole name when it has no other word), or as a web or mail domain.
 */
function printedAgain(value: string, offset: number, printed: string, other: string, lines: readonly string[]): number {
  const before = /(\p{L}+)\P{L}{1,3}$/u.exec(value.slice(0, offset))?.[1];
  const after = /^\P{L}{1,3}(\p{L}+)/u.exec(value.slice(offset + printed.length))?.[1];
  const beside = [before && `(?<!\\p{L})${escapeRegExp(before)}\\P{L}{1,3}${other}(?!\\p{L})`, after && `(?<!\\p{L})${other}\\P{L}{1,3}${escapeRegExp(after)}(?!\\p{L})`]
    .filter((pattern): pattern is string => Boolean(pattern));
  const patterns = [`(?:www\\.|@)${other}\\.`, ...(beside.length > 0 ? beside : [`(?<!\\p{L})${other}(?!\\p{L})`])].map((p) => new RegExp(p, "giu"));
  let times = 0;
  for (const line of lines) for (const pattern of patterns) times += line.match(pattern)?.length ?? 0;
  return times;
}

export function nameByOtherReadings(value: string, lines: readonly string[]): string | null {
  const counts = wordCounts(lines);
  let changed = false;
  const out = value.replace(/\p{L}{4,}/gu, (printed, offset: number) => {
    const word = printed.toLowerCase();
    const own = counts.get(word) ?? 0;
    // A word read the same way elsewhere is confirmed, however often another reading occurs (a font OCR misreads
    // the same way each time: "Dustbane" once right, "Dusthane" four times).
    if (own > 1) return printed;
    // The other reading counts only where the name is printed again (a header, a footer, section 1.1, the company's
    // web or mail address: the word beside its neighbour in the name): a word of running text one letter away ("cool"
    // beside "Coal Tar", "form" beside "Farm") is another word, not this one read right.
    const variants = [...counts].filter(([other, count]) => count >= 2 && lookAlikeApart(word, other))
      .filter(([other]) => printedAgain(value, offset, printed, other, lines) >= 2);
    if (variants.length !== 1) return printed;
    changed = true;
    return inCaseOf(printed, variants[0]![0]);
  });
  return changed ? out : null;
}

/** A cell of a line: text between wide gaps. */
const cellsOf = (line: string) => line.split(/\s{2,}/).map((cell) => cell.trim()).filter((cell) => cell.length >= 4);
/** A name compared letter by letter: case and spaces aside (OCR reads "MTI Industrie" as "MTHindustrie"). */
const letters = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/**
 * A company name OCR read with one character wrong, lost or added — spaces aside, so two words run together with their
 * boundary misread count ("MTHindustrieGase AG" for "MTI IndustrieGase AG") — where the document prints the name as a
 * cell of its own at least twice (a page footer, the emergency contact's line) and the value's reading stands nowhere
 * else. Not for product names: a family's products differ by one digit ("TN920", "TN925"); nor a digit for a digit.
 */
export function companyByRepeatedCell(value: string, lines: readonly string[]): string | null {
  const own = letters(value);
  if (own.length < 6) return null;
  const counts = new Map<string, number>();
  for (const line of lines) for (const cell of cellsOf(line)) counts.set(cell, (counts.get(cell) ?? 0) + 1);
  const ownTimes = lines.filter((line) => letters(line).includes(own)).length;
  if (ownTimes > 1) return null;
  const fitting = [...counts].filter(([cell, times]) => times >= 2 && letters(cell) !== own && withinOneEdit(letters(cell), own) && !digitForDigit(letters(cell), own));
  const distinct = new Set(fitting.map(([cell]) => letters(cell)));
  if (distinct.size !== 1) return null;
  return fitting.sort((a, b) => b[1] - a[1])[0]![0];
}

function digitForDigit(a: string, b: string): boolean {
  const at = oneChangeAt(a, b);
  return at >= 0 && /\d/.test(a[at]!) && /\d/.test(b[at]!);
}
