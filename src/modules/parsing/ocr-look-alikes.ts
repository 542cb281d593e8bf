/**
 * Letters (and marks) tesseract reads in the place of digits, Latin and Cyrillic look-alikes, and letters it reads for
 * one another: one table for the OCR repairs of CAS numbers, dates, names and legal forms. Each reader limits which of them it accepts by its own character class
 * (a date takes capitals and marks only: a lower-case s, g or b beside digits is a word there).
 */
export const LETTER_DIGITS: Readonly<Record<string, string>> = {
  O: "0", o: "0", D: "0", Q: "0", "О": "0", "о": "0",
  l: "1", I: "1", "|": "1", i: "1", "!": "1", "]": "1", "[": "1",
  S: "5", s: "5", B: "8", Z: "2", z: "2", "З": "3", g: "9", q: "9", G: "6", b: "6", T: "7",
};

/** Letters tesseract reads for one another on scans (lower case; each pair both ways): names and legal forms. */
export const LOOK_ALIKE_LETTER_PAIRS: readonly string[] = ["li", "lt", "it", "ft", "fl", "ce", "eo", "oa", "co", "vy", "hb", "nu", "gq", "ij", "uv"];

/** The letters (lower case) LETTER_DIGITS reads as `digit` ("0" → o, d, q and the Cyrillic o). */
export function lettersReadAs(digit: string): string[] {
  return [...new Set(Object.entries(LETTER_DIGITS).filter(([letter, read]) => read === digit && /\p{L}/u.test(letter)).map(([letter]) => letter.toLowerCase()))];
}
