/**
 * Metamorphic family X: a text layer that lost its language's own letters, as real generators and fonts print them
 * (scripts/metamorphic-tune.ts --letters). Each form rewrites every line of a language variant:
 * - dropped: each letter beyond ASCII gone (a font whose accented glyphs map to control codes, which the parser drops);
 * - gap: each such letter a space (the glyph mapped to nothing but its width kept: "Fecha de revisi n"; session 42);
 * - coded: each such letter a control code, as pdf.js gives a glyph no map names (the parse takes it out, the word keeps
 *   its trace for the name's doubt; session 42);
 * - question / fffd: each such letter printed "?" or U+FFFD (a code page without it);
 * - stripped: accents left off ("Fecha de revision");
 * - spelled: German ä ö ü ß as ae oe ue ss (German set in ASCII);
 * - mojibake: the line's UTF-8 bytes printed as Windows-1252 characters ("revisiÃ³n", "PlusÂ®").
 */
export const LETTER_FORMS: Readonly<Record<string, (text: string) => string>> = {
  dropped: (text) => text.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? "" : char)),
  gap: (text) => text.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? " " : char)),
  coded: (text) => text.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? "\u0002" : char)),
  question: (text) => text.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? "?" : char)),
  fffd: (text) => text.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? "\ufffd" : char)),
  stripped: (text) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L"),
  spelled: (text) => text.replace(/[äöüÄÖÜß]/g, (char) => ({ ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss" })[char]!),
  mojibake: asMojibake,
};

/** Windows-1252's characters for the bytes 0x80–0x9F (a C1 control where the code page has none). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** What a generator that writes UTF-8 into a Windows-1252 font prints: each byte as its character. */
export function asMojibake(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text;
  return [...Buffer.from(text, "utf8")].map((byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte))).join("");
}

/**
 * Family X's ligature forms (`--ligatures`): a font that draws "fi", "fl", "ff", "ffi" and "ffl" as one glyph its Unicode
 * map leaves out; the text layer holds a gap where the glyph stood ("Identi cation"), nothing ("Identication") or a
 * private-use code (Apple's U+F001 "fi" and U+F002 "fl", U+F003 for "ff" as a font's own choice).
 * Ligatures join lower-case letters only ("Fire" keeps its "Fi").
 */
const LIGATURE = /ffi|ffl|ff|fi|fl/g;
export const LIGATURE_FORMS: Readonly<Record<string, (text: string) => string>> = {
  "ligature gap": (text) => text.replace(LIGATURE, " "),
  "ligature dropped": (text) => text.replace(LIGATURE, ""),
  "ligature private use": (text) => text.replace(LIGATURE, (pair) => ({ fi: "\uf001", fl: "\uf002" })[pair] ?? "\uf003"),
};

/**
 * `--unshown`: characters a text layer holds that the page does not show as such — every hyphen written U+00AD (a
 * generator whose font maps its hyphen so: the CAS numbers of issue 11's unseen sheets), a zero-width space or word
 * joiner inside longer words (a generator that marks its own break points), and look-alikes the page shows as a colon
 * or an apostrophe (U+2236 RATIO, a Chinese input method's colon; U+02BC, a Cyrillic font's apostrophe).
 */
export const UNSHOWN_FORMS: Readonly<Record<string, (text: string) => string>> = {
  "soft hyphens": (text) => text.replace(/-/g, "\u00ad"),
  "ratio colons": (text) => text.replace(/:/g, "\u2236"),
  "modifier apostrophes": (text) => text.replace(/['’]/g, "\u02bc"),
  "zero-width space": (text) => text.replace(/(?<=\p{L}{3})(?=\p{L}{3})/gu, "\u200b"),
  "word joiner": (text) => text.replace(/(?<=\p{L}{4})(?=\p{L}{2})/gu, "\u2060"),
};

/**
 * `--spaces`: a text layer that lost the spaces between words inside a cell, keeping its cells' gaps (a font or
 * generator that sets words apart by moving the pen too little for a reader to see a space): a French Canadian sheet of
 * the corpus prints every line holding its curly apostrophe so ("Vued’ensembledesprocéduresd’urgence",
 * "Ingestion    NEPASfairevomir."). In lines with an apostrophe only, and in every line.
 */
const WORD_SPACE = /(?<=\S) (?=\S)/g;
export const SPACE_FORMS: Readonly<Record<string, (text: string) => string>> = {
  "spaces lost beside apostrophes": (text) => (/['’]/.test(text) ? text.replace(WORD_SPACE, "") : text),
  "spaces lost in cells": (text) => text.replace(WORD_SPACE, ""),
};
