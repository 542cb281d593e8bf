/**
 * An epoxy kit's PDF of two safety data sheets, the resin's and the corrosive hardener's, drawn with pdf-lib over
 * pages of A4 (each sheet its own body text, so no line repeats as a page's furniture would): for the tests of a PDF
 * that holds more than one sheet (other-sheets.ts) through the API and in the browser.
 */
import type { PDFFont, PDFPage } from "pdf-lib";
import { drawnPdf } from "./pdf-drawn.ts";
import { englishSheet, hardenerSheet, withSectionBodies } from "./letters-sheets.ts";

const WORDS = ["one", "two", "three", "four", "five", "six"];

/** A sheet over pages of A4, 14 points a line, its own body text before each section heading after the first. */
function sheetPages(lines: readonly string[], part: string): ((page: PDFPage, font: PDFFont) => void)[] {
  const body = withSectionBodies(lines, (k, heading) => `${part}, ${heading.slice(0, 10).toLowerCase()}, ${WORDS[(k - 1) % 6]} ${WORDS[Math.floor((k - 1) / 6)]}: keep the container closed and store it in a cool place.`, 24);
  const perPage = 50;
  return Array.from({ length: Math.ceil(body.length / perPage) }, (_, index) => (page: PDFPage, font: PDFFont) =>
    body.slice(index * perPage, (index + 1) * perPage).forEach((text, row) => page.drawText(text, { x: 50, y: 790 - row * 14, size: 10, font })));
}

/** The kit's PDF and the page its second sheet, "Epoxy Kit Part B Hardener" (H314, triethylenetetramine), begins on. */
export async function epoxyKitPdf(): Promise<{ bytes: Uint8Array; secondSheetPage: number }> {
  const resin = sheetPages(englishSheet("Epoxy Kit Part A Resin", "Harbour Chemicals Ltd"), "Resin");
  const hardener = sheetPages(hardenerSheet("Epoxy Kit Part B Hardener", "Harbour Chemicals Ltd"), "Hardener");
  return { bytes: await drawnPdf([...resin, ...hardener]), secondSheetPage: resin.length + 1 };
}
