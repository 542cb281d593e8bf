/**
 * Control characters in a text layer: a font whose glyph the PDF maps to no letter gives its raw code ("Febreze
 * Professional\u0002 Désodorisant" where the page shows "™"; "\u008fC" for "°C"). They print as boxes or nothing in
 * the web app and on labels and carry no text: they go before the parse, and a value shows without them. Tabs and
 * line ends are the reader's own and stay.
 */
import type { SdsTextPage } from "./types.ts";

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROLS = new RegExp(CONTROL.source, "g");

/** The pages with control characters taken out of their lines (the pages themselves where none has one). */
export function withoutControlCharacters(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  if (!pages.some((page) => page.lines.some((line) => CONTROL.test(line.text)))) return pages;
  return pages.map((page) => ({
    ...page,
    lines: page.lines.map((line) => (CONTROL.test(line.text) ? { ...line, text: line.text.replace(CONTROLS, "") } : line)),
  }));
}
