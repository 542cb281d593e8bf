/**
 * Sections printed side by side and read by a reader that did not split the columns: each row of section 1 carries,
 * after a wide gap, the row of section 2 beside it ("1.1 Product identifier    2.1 Classification of the mixture",
 * "Fisher Scientific    Signal Word"). Another section's heading, sub-heading or label is then never the product
 * or the company, and a value read from a row of several cells in such a block is not sure (issue 11: a wrong value
 * at 0.9 or more is worse than none), so it is held below 0.9.
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import type { Found } from "./label-lines.ts";
import { CLASSIFICATION_TITLES, foldLine, LABEL_ELEMENTS_TITLES, SECTION_WORD, titleSectionNumbers } from "./section-vocabulary.ts";
import { HAZARD_STATEMENT_LABELS, PRECAUTIONARY_LABELS, SIGNAL_WORD_LABELS } from "./signal-words.ts";
import { CELL_GAP } from "./cell-gap.ts";

const SECTION_WORD_START = new RegExp(`^(?:${SECTION_WORD})\\s*0?(\\d{1,2})(?!\\d)`, "u");
const SUBSECTION_START = /^(\d{1,2})\s?[.,-]\s?\d{1,2}\b\.?\)?\s*(\p{L}.*)$/u;
const NUMBERED_HEADING = /^(\d{1,2})\s*[.:)]?\s+(\p{L}.*)$/u;
const DIGIT = /\d/;
const SECTION_2_TITLES = `${CLASSIFICATION_TITLES}|${LABEL_ELEMENTS_TITLES}`;
const SECTION_2_LABELS = [...SIGNAL_WORD_LABELS, ...HAZARD_STATEMENT_LABELS, ...PRECAUTIONARY_LABELS.filter((label) => label.includes(" "))].map(escapeRegExp).join("|");
/** A section-2 title or label opening a text, and the same alone. */
const SECTION_2_START = new RegExp(`^(?:${SECTION_2_TITLES}|${SECTION_2_LABELS})\\b`, "u");
const SECTION_2_ALONE = new RegExp(`^(?:${SECTION_2_TITLES}|${SECTION_2_LABELS})$`, "u");

/**
 * The section a cell opens when it is a heading or a numbered sub-heading ("SECTION 2", "2.1 Classification …"), or, with
 * `titles`, a title or label of section 2 without a number ("Label elements", "Signal word"); else null.
 */
export function sectionOpenedBy(cell: string, titles = true): number | null {
  // Without titles only a number opens a section, and folding makes no digit: a cell without one is read no further
  // (session 25: the joined-column split asks this of every row and of every cell after a wide gap).
  if (!titles && !DIGIT.test(cell)) return null;
  const folded = foldLine(cell.trim());
  const word = SECTION_WORD_START.exec(folded);
  if (word) return Number(word[1]);
  // A number is a section's only with a title of that section after it ("2.1 Classification …", "2 Hazards identification"):
  // "10-10 Oil" or "3 in 1 cleaner" stay names.
  const numbered = SUBSECTION_START.exec(folded) ?? NUMBERED_HEADING.exec(folded);
  if (numbered) {
    const number = Number(numbered[1]);
    const title = numbered[2]!;
    return titleSectionNumbers(title).includes(number) || (number === 2 && isSection2Title(title)) ? number : null;
  }
  // Unnumbered, only the title or label alone ("Signal word (CLP)", "Label elements:"): "Classification Blue 40" is a name.
  return titles && isSection2Title(folded, true) ? 2 : null;
}

const withoutTail = (folded: string) => folded.replace(/\s*\([^)]*\)\s*$/u, "").replace(/\s*[:：]\s*$/u, "").trim();
const isSection2Title = (folded: string, alone = false) => (alone ? SECTION_2_ALONE.test(withoutTail(folded)) : SECTION_2_START.test(folded));

/** Whether a value read in section 1 is in fact another section's heading, sub-heading or label. */
export function isOtherSectionWords(value: string, section: number): boolean {
  const opened = sectionOpenedBy(value);
  return opened !== null && opened !== section;
}

/**
 * A row whose later cell opens another section than the one the block is, by its number: two columns run into one
 * line. A title alone is not enough ("Nom du produit    Type de produit    Classification SIMDUT" is a table's header).
 */
export function isJoinedRow(text: string, section: number): boolean {
  const cells = text.trim().split(CELL_GAP);
  return cells.slice(1).some((cell) => {
    const opened = sectionOpenedBy(cell, false);
    return opened !== null && opened !== section;
  });
}

/**
 * The product or company read in section 1 (lines[start, end)), checked against joined columns: another section's
 * words are dropped; a value from a row of several cells, in a block where any row is joined, is held below 0.9.
 */
export function guardJoinedColumns(found: Found | null, lines: readonly string[], block: { start: number; end: number }): Found | null {
  if (!found) return null;
  if (isOtherSectionWords(found.value, 1)) return null;
  const row = lines[found.line] ?? "";
  if (found.confidence < 0.9 || row.trim().split(CELL_GAP).length < 2) return found;
  const joined = lines.slice(Math.max(0, block.start), block.end).some((text) => isJoinedRow(text, 1));
  return joined ? { ...found, confidence: 0.85 } : found;
}
