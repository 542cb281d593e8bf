/**
 * Lines that hold another identifier of the product, not its name (./identity.ts): "Codes produit 15020689",
 * "Article number: 4711", "UFI X3K0-70PA-A00K-1234", "Numéro FDS 0042" under section 1.1's heading. Templates print
 * 1.1's fields as a column of labels each one space or a colon from its value, the code's row often above the name's;
 * a heading's look below must pass over such a row, whose label the vocabulary lists (singular and plural, every
 * language: ./vocabulary/other-identifier-labels.ts), and leave the name to the name label's line.
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { OTHER_IDENTIFIER_LABELS } from "./vocabulary/other-identifier-labels.ts";

/**
 * An identifier label at the line's start, ending at a word's end, then its colon or a space and the value. A label's
 * plural mark in brackets ("Code(s) produit") is read as the plural.
 */
const IDENTIFIER_ROW = new RegExp(`^(?:${phrasePattern(OTHER_IDENTIFIER_LABELS)})(?![\\p{L}\\p{N}])\\.?\\s*(?:[:：#]\\s*)?\\S`, "iu");

/** Whether the line opens with another identifier's label followed by its value: never the product's name itself. */
export function opensWithIdentifierLabel(line: string): boolean {
  return IDENTIFIER_ROW.test(line.trim().replace(/(?<=\p{L})\((?:s|es|i|n|en)\)/gu, (mark) => mark.slice(1, -1)));
}
