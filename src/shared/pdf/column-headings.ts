/**
 * The numbered section headings that mark a page's columns as a sheet's own (text-columns.ts): a column of a sheet
 * set in two opens its sections with them, as no label/value table or form does.
 */
import { foldText, HEADING_PREFIX, SECTION_WORD } from "../sds-section-words.ts";
import type { Cell, Row } from "./text-columns.ts";

/**
 * A numbered heading opening a cell: "SECTION 3: Composition…", "ABSCHNITT 3:" (its title wrapped to the next line),
 * "3.2 Mixtures", "SECTION 1 – IDENTIFICATION" — a section's number (1–16), with the section word or before a title of a word. A value that pairs
 * a word with a number ("Category 2", "Class 3", "Version 2") has no section word; "96 Hours" is no section's number.
 * The section word may follow what the parser lets precede a heading (HEADING_PREFIX: a bullet, a bar, a rule of dashes).
 */
export const SECTION_WORD_HEADING = new RegExp(`${HEADING_PREFIX}(?:${SECTION_WORD})\\s+0?(?:[1-9]|1[0-6])\\b\\s*[.:\\-–—]?(?:\\s+\\p{L}|$)`, "iu");
const NUMBER_FIRST_HEADING = /^0?(?:[1-9]|1[0-6])(?:\.\d{1,2})*\s*[.:)]?\s+\p{Lu}\p{L}/u;

function isNumberedHeading(text: string): boolean {
  return SECTION_WORD_HEADING.test(foldText(text)) || NUMBER_FIRST_HEADING.test(text);
}

/** A section's number alone in its cell (printed in a box or a tab before the title). */
const SECTION_NUMBER_CELL = /^0?(?:[1-9]|1[0-6])$/;
/** A title in capitals ("PRODUCT AND COMPANY", "COMPOSITION/INFORMATION"): a word of three capitals, nothing in lower case. */
const CAPITALS_TITLE = /^(?=.*\p{Lu}{3})[\p{Lu}\s&/,()-]+$/u;
/** How far (em) a title may stand from its number's cell. */
const NUMBER_TITLE_GAP_EM = 4;

/**
 * The cells of a row that open a numbered heading: a cell that is one ("SECTION 2: …", "3.1 Mixtures"), or a section's
 * number alone in its cell with a title in capitals close after it ("1    PRODUCT AND COMPANY IDENTIFICATION", as
 * generators that box the number print it), read as one cell from the number's left edge to the title's end.
 */
export function headingCells(row: Row): Cell[] {
  const found: Cell[] = [];
  row.cells.forEach((cell, index) => {
    const title = row.cells[index + 1];
    if (isNumberedHeading(cell.text)) found.push(cell);
    else if (title && SECTION_NUMBER_CELL.test(cell.text.trim()) && CAPITALS_TITLE.test(title.text) && title.x0 - cell.x1 <= NUMBER_TITLE_GAP_EM * cell.fontSize) {
      found.push({ text: `${cell.text.trim()} ${title.text}`, x0: cell.x0, x1: title.x1, fontSize: cell.fontSize });
    }
  });
  return found;
}
