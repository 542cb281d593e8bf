/**
 * A plain text → the parser's SdsText, for readers other than ours (external conversions, pdftotext). Lines get
 * made-up positions (x from the indentation a layout text keeps, y one line height apart); pages come from form
 * feeds where the text has them, otherwise from "Page N of M" marks and a page length of 70 lines.
 */
import type { SdsText } from "../src/modules/parsing/types.ts";

const PAGE_MARK = /^\s*(?:page|p[áa]gina|seite|pagina|strona|sida|sidan|side)?\s*:?\s*\d{1,3}\s*(?:\/|of|de|von|sur|di|z|van|av)\s*\d{1,3}\s*$/i;

/** Width of one character of a layout text, in the made-up page units (600 wide, ~100 characters a line). */
const CHARACTER_WIDTH = 5;

/** Lines of one run of text, cut into pages at page marks (the external conversions have no form feeds); kept as given, at x 40. */
export function textLayer(lines: string[]): SdsText {
  const pages: SdsText["pages"] = [];
  let current: SdsText["pages"][number]["lines"] = [];
  const endPage = () => {
    if (current.length > 0) pages.push({ number: pages.length + 1, width: 600, height: 800, lines: current });
    current = [];
  };
  for (const text of lines) {
    if ((PAGE_MARK.test(text) && current.length > 15) || current.length >= 70) endPage();
    current.push({ text, x: 40, y: 40 + current.length * 11 });
  }
  endPage();
  return { numPages: pages.length, hasTextLayer: true, pages };
}

/** Pages of lines (a form-fed text split at "\f") → SdsText; a line's leading spaces become its x, blank lines go. */
export function pagesTextLayer(pageLines: string[][]): SdsText {
  const pages: SdsText["pages"] = [];
  for (const lines of pageLines) {
    const kept = lines.map((line) => line.replace(/\s+$/, "")).filter((line) => line.trim() !== "");
    if (kept.length === 0) continue;
    pages.push({
      number: pages.length + 1,
      width: 600,
      height: 800,
      lines: kept.map((line, index) => {
        const indent = line.length - line.trimStart().length;
        return { text: line.trimStart(), x: 40 + indent * CHARACTER_WIDTH, y: 40 + index * 11 };
      }),
    });
  }
  return { numPages: pages.length, hasTextLayer: true, pages };
}
