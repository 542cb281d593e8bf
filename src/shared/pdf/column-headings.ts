/**
 * The numbered section headings that mark a page's columns as a sheet's own (text-columns.ts): a column of a sheet
 * set in two opens its sections with them, as no label/value table or form does.
 */
import { foldText, HEADING_PREFIX, ROMAN_NUMERALS, SECTION_WORD, SPELLED_NUMBERS } from "../sds-section-words.ts";
import type { Cell, Row } from "./text-columns.ts";

/** A section's number after the section word: 1–16 in figures, Roman numerals ("SECTION IV") or words ("Section Six"), folded. */
const byLength = (words: string[]) => words.sort((w1, w2) => w2.length - w1.length).join("|");
const SECTION_NUMBER = `0?(?:1[0-6]|[1-9])|${byLength(Object.keys(ROMAN_NUMERALS))}|${byLength(Object.keys(SPELLED_NUMBERS))}`;

/**
 * A numbered heading opening a cell: "SECTION 3: Composition…", "ABSCHNITT 3:" (its title wrapped to the next line),
 * "3.2 Mixtures", "SECTION 1 – IDENTIFICATION", "SECTION 7 -- HANDLING", "SECTION IV – FIRST AID", "Section Six:" — a
 * section's number (1–16), with the section word or before a title of a word. A value that pairs a word with a number
 * ("Category 2", "Class 3", "Version 2") has no section word; "96 Hours" is no section's number.
 * The section word may follow what the parser lets precede a heading (HEADING_PREFIX: a bullet, a bar, a rule of dashes).
 * A stop, a colon, or one or two dashes or hyphens (typographic ones too) may follow the number.
 */
export const SECTION_WORD_HEADING = new RegExp(
  `${HEADING_PREFIX}(?:${SECTION_WORD})\\s+(${SECTION_NUMBER})\\b\\s*(?:[.:]|[-–—‐‑−]{1,2})?(?:\\s+\\p{L}|$)`,
  "iu",
);
/** "3.2 Mixtures", "5. Fire", "10.) Stability" (a stop and a bracket, as SECTION_NUMBER_STOP_CELL takes it in a cell of its own). */
const NUMBER_FIRST_HEADING = /^0?(?:[1-9]|1[0-6])(?:\.\d{1,2})*\s*(?:\.\)|[.:)])?\s+\p{Lu}\p{L}/u;

/** The section number of a heading cell (headingCells): "SECTION IV – …" → 4, "3.2 Mixtures" → 3. */
export function sectionNumberOf(text: string): number {
  const token = SECTION_WORD_HEADING.exec(foldText(text))?.[1];
  if (token) return ROMAN_NUMERALS[token] ?? SPELLED_NUMBERS[token] ?? Number(token);
  return Number(/\d{1,2}/.exec(text)?.[0] ?? 0);
}

function isNumberedHeading(text: string): boolean {
  return SECTION_WORD_HEADING.test(foldText(text)) || NUMBER_FIRST_HEADING.test(text);
}

/** A section's number alone in its cell (printed in a box or a tab before the title). */
const SECTION_NUMBER_CELL = /^0?(?:[1-9]|1[0-6])$/;
/** The same with its stop ("1.", "1.)", "1)", "1:"): a heading's number set apart from its title by a tab. */
const SECTION_NUMBER_STOP_CELL = /^0?(?:[1-9]|1[0-6])\s*(?:\.\)?|\)|:)$/;
/** A title that starts as one: a capital, then a letter ("Identification of the", "Zusammensetzung"). */
const CAPITAL_TITLE = /^\p{Lu}\p{L}/u;
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
    else if (title && title.x0 - cell.x1 <= NUMBER_TITLE_GAP_EM * cell.fontSize && opensTitle(cell.text.trim(), title.text)) {
      found.push({ text: `${cell.text.trim()} ${title.text}`, x0: cell.x0, x1: title.x1, fontSize: cell.fontSize });
    }
  });
  return found;
}

/**
 * A number cell and the cell after it make a heading: a bare number before a title in capitals, or a number with its
 * stop before a title that starts with a capital (a stop sets a number apart as a heading's, as "1." does in one cell).
 */
function opensTitle(number: string, title: string): boolean {
  return (SECTION_NUMBER_CELL.test(number) && CAPITALS_TITLE.test(title)) || (SECTION_NUMBER_STOP_CELL.test(number) && CAPITAL_TITLE.test(title));
}
