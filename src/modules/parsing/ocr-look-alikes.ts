/**
 * Letters (and marks) tesseract reads in the place of digits, Latin and Cyrillic look-alikes: one table for the
 * OCR repairs of CAS numbers and dates. Each reader limits which of them it accepts by its own character class
 * (a date takes capitals and marks only: a lower-case s, g or b beside digits is a word there).
 */
export const LETTER_DIGITS: Readonly<Record<string, string>> = {
  O: "0", o: "0", D: "0", Q: "0", "О": "0", "о": "0",
  l: "1", I: "1", "|": "1", i: "1", "!": "1", "]": "1", "[": "1",
  S: "5", s: "5", B: "8", Z: "2", z: "2", "З": "3", g: "9", q: "9", G: "6", b: "6", T: "7",
};
