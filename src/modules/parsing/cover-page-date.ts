/**
 * A cover page before the sheet — a cover letter, a product information sheet, a compound file's first part — may
 * print a revision date of its own ("Revised: January 29, 2015" over an attached SDS's "Revision Date: 10-November-2012").
 * When section 1 starts on a later page and the date read stands on a page before it, the sheet's own pages are read
 * again alone: a date they print under a label as strong as the cover's is the sheet's. Which is meant is not sure (the
 * cover may be the newer release of the same sheet), so at most 0.85; a cover's date is kept when the sheet prints none.
 */
import type { Found } from "./label-lines.ts";
import type { DocLine } from "./types.ts";

export function sheetDateOverCover(
  found: Found | null,
  lines: readonly DocLine[],
  sectionOneHeading: number,
  readFrom: (start: number) => Found | null,
): Found | null {
  const heading = lines[sectionOneHeading];
  if (!found || !heading || heading.page <= 1) return found;
  const sheetStart = lines.findIndex((line) => line.page === heading.page);
  if (found.line >= sheetStart) return found;
  const own = readFrom(sheetStart);
  if (!own || own.value === found.value || own.confidence < found.confidence) return found;
  return { ...own, line: own.line + sheetStart, confidence: Math.min(own.confidence, 0.85) };
}
