/**
 * A label whose first letters the page's edge took: on an old copy a dark border or a punch hole covers the left
 * margin, and OCR reads "ANUFACTURER: 3M", "roduct name    Zinc oxide", "SUE DATE: 10/11/2004". The label is no
 * longer known, so its value is not read (or a date under another label is taken). Pure: one OCR line in, the line
 * with the label's lost letters put back out.
 *
 * Only a line's first word, and only when one or two letters before it make it the first word of a section 1 label
 * the vocabulary knows (SECTION_ONE_PHRASES, every language), the label so completed stands alone before its colon
 * or value cell, exactly one such completion does, and what was read is not a known label already. What is left of
 * the label is six characters or more: a short word is too often one of its own.
 */
import { foldText } from "./section-vocabulary.ts";
import { isKnownLabelAlone, SECTION_ONE_PHRASES } from "./label-pieces.ts";

/** The letters cut from the start of a label's first word, by what is left of it (folded): "anufacturer" → ["m"]. */
const LOST_BY_REST: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const phrase of SECTION_ONE_PHRASES) {
    const word = (/^\p{L}+/u.exec(phrase)?.[0] ?? "").toLowerCase();
    for (const cut of [1, 2]) {
      if (word.length - cut < 2) continue;
      const rest = foldText(word.slice(cut));
      if (!map.has(rest)) map.set(rest, new Set());
      map.get(rest)!.add(word.slice(0, cut));
    }
  }
  return new Map([...map].map(([rest, lost]) => [rest, [...lost]]));
})();

/** The line's first word, then up to its colon or first wide gap: the label as read. */
const LABEL_AT_START = /^(\p{L}+)([^:：\n]{0,60}?)(?=\s*[:：]|\s{2,}|$)/u;

export function repairCutLabel(line: string): string {
  const match = LABEL_AT_START.exec(line);
  if (!match || match[0].trim().length < 6) return line;
  const [label, first] = [match[0], match[1]!];
  const lostLetters = LOST_BY_REST.get(foldText(first));
  if (!lostLetters || isKnownLabelAlone(label)) return line;
  const fitting = lostLetters.filter((lost) => isKnownLabelAlone(`${lost}${label}`));
  if (fitting.length !== 1) return line;
  const upper = first.length >= 2 && first === first.toUpperCase();
  const lost = upper ? fitting[0]!.toUpperCase() : fitting[0]![0]!.toUpperCase() + fitting[0]!.slice(1);
  // A word read in lower case after its lost capital: the rest as read ("anufacturer" → "Manufacturer").
  return `${lost}${line}`;
}
