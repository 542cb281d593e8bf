/**
 * The document's lines kept one byte a character where they can be. JavaScriptCore stores a string either as Latin-1
 * (8-bit) or as UTF-16, and compiles a regex on first use once per width; a Latin-1 compile of the parser's phrase
 * trees costs a fraction of a UTF-16 one, and Latin-1 matching is cheaper too. The text reaches the parser through
 * JSON.parse of the reader's reply, which makes every line of a document UTF-16 (ASCII lines included) as soon as one
 * character anywhere in the document is above U+00FF (a dash, a curly quote, ™): 42 of the 51 cached `sds/` texts.
 * Each line whose characters all fit in Latin-1 is copied into a Latin-1 string here: the same characters, so the
 * parse is the same; only the engine's storage changes (docs/parsing-history.md "Reader and parser speed (session 16)").
 */
import type { SdsTextPage } from "./types.ts";

const ABOVE_LATIN1 = /[^\x00-\xff]/;

/** The same text, stored as Latin-1 when every character is at most U+00FF (Buffer's "latin1" is ISO-8859-1, byte for code unit). */
export function inLatin1Storage(text: string): string {
  return ABOVE_LATIN1.test(text) ? text : Buffer.from(text, "latin1").toString("latin1");
}

/** The pages with every line's text in Latin-1 storage where it fits (new page and line objects; the input is left as it is). */
export function withLatin1Lines(pages: readonly SdsTextPage[]): SdsTextPage[] {
  return pages.map((page) => ({ ...page, lines: page.lines.map((line) => ({ ...line, text: inLatin1Storage(line.text) })) }));
}
