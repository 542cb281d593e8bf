/**
 * A date alone on its line (or alone in its cell) somewhere on the sheet's first page, on a sheet nothing else dates:
 * an old or small firm's sheet stamps its version's date in a corner of the first page, with no label ("12/05/2008"
 * between section 1's lines as a page's layout read it, "Juin 2010" beside the supplier's block). The date of the
 * printed version, though nothing says so: the very last place a revision date comes from, after the title line's and
 * the sign-off's (./title-line-date.ts, ./sign-off-date.ts), and a guess below theirs (0.45, 0.4 when day and month
 * could be swapped): the sheet goes to review. Only the one such date on the page (two could be any two dates); not
 * under a label waiting for its value or any date's words, nor under a line that runs into it, not on a line of print,
 * previous … words, and not a date a print, previous … label dates elsewhere.
 */
import { CELL_GAP } from "./cell-gap.ts";
import { findDates, type DateReading } from "./dates.ts";
import { excludedBy } from "./footer-date.ts";
import type { Found } from "./label-lines.ts";
import { isDateLabel, NOT_REVISION } from "./revision-date-kinds.ts";
import { datesOfExcludedLabels } from "./running-header-date.ts";
import { RUNS_ON } from "./sign-off-date.ts";
import { MARKS_ONLY } from "./title-line-date.ts";
import type { DocLine } from "./types.ts";

/** A label waiting for its value on the line above is short; a section's heading that uses a date word is longer. */
const SHORT_LABEL = 40;
/** The line's one date when it stands alone in its cell (marks beside it at most). */
function dateAloneInCell(line: string, order: DateReading): { iso: string; ambiguous: boolean } | null {
  const dates = findDates(line, order);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  const cellStart = line.slice(0, date.index).split(CELL_GAP).pop()!;
  const cellEnd = line.slice(date.index + date.length).split(CELL_GAP)[0]!;
  return MARKS_ONLY.test(cellStart) && MARKS_ONLY.test(cellEnd) ? date : null;
}

export function withDateAloneOnFirstPage(found: Found | null, lines: readonly DocLine[], order: DateReading): Found | null {
  if (found || lines.length === 0) return found;
  const excluded = excludedBy(NOT_REVISION.test);
  const firstPage = lines[0]!.page;
  const alone: Found[] = [];
  for (let index = 0; index < lines.length && lines[index]!.page === firstPage; index++) {
    const date = dateAloneInCell(lines[index]!.text, order);
    if (date) alone.push({ value: date.iso, line: index, confidence: date.ambiguous ? 0.4 : 0.45 });
  }
  if (alone.length !== 1) return null;
  const date = alone[0]!;
  const line = lines[date.line]!.text.trim();
  const above = lines[date.line - 1]?.text.trim() ?? "";
  // A line above with a date of its own hands nothing on ("Remplace : mars 2007" over "Juin 2010"); a short label line
  // without one may be waiting for its value (a section's heading is no such label: "… de la préparation et de la société").
  const waiting = findDates(above, order).length === 0 && (excluded(above) || /[:：]$/.test(above) || (isDateLabel(above) && above.length <= SHORT_LABEL));
  // A line that runs into it ("… (del 14 de" / "octubre del 2015).") makes it its sentence's.
  if (excluded(line) || waiting || RUNS_ON.test(above)) return null;
  const texts = lines.map((doc) => doc.text);
  return datesOfExcludedLabels(texts, order, excluded).has(date.value) ? null : date;
}
