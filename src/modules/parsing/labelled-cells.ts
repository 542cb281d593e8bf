/**
 * Fields printed as labelled cells outside section 1 (page headers and footers): "Company name: X    Product name: Y".
 */
import { cleanValue, stripLead, type Found, type LabelPattern } from "./label-lines.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** Confidence of a field read from a labelled cell outside section 1 (a page header or footer). */
const CELL_CONFIDENCE = 0.8;

/**
 * "Company name: X    Product name: Y    SDS EU": page headers and footers print fields as labelled cells (the
 * label and a colon, then the value, cells a column gap apart). The first cell whose label matches gives its value.
 */
export function findInCells(lines: readonly string[], label: LabelPattern, accept: (value: string) => boolean): Found | null {
  for (let index = 0; index < lines.length; index++) {
    if (!/[:：]/.test(lines[index]!)) continue;
    for (const cell of lines[index]!.trim().split(CELL_GAP)) {
      const text = stripLead(cell);
      // The label needs its colon: a cell without one is not read (most cells of a line with a colon).
      if (!/[:：]/.test(text)) continue;
      const match = label.exec(text);
      if (!match) continue;
      const rest = match[1] ?? "";
      const value = cleanValue(rest);
      if (!/[:：]/.test(text.slice(0, text.length - rest.length)) || value === "") continue;
      if (accept(value)) return { value, line: index, confidence: CELL_CONFIDENCE };
    }
  }
  return null;
}
