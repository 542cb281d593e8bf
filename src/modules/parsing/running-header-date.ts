/**
 * A date printed alone in the running header or footer of the pages ("2   2023-01-26": a version number and the date,
 * nothing else), on a sheet that labels no date at all: the date of the printed version, though no label says which
 * kind. ./footer-date.ts reads such lines from three copies on; this reads them from two (a sheet of two pages, or a
 * text of its first pages), so the line must be nothing but the date — with at most a version or page number beside
 * it — to count as page furniture, and the copies must stand apart, as on different pages. Low confidence (0.55,
 * 0.5 when day and month could be swapped): the sheet goes to review.
 */
import { findDates, type DateReading } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { repeatedLines } from "./repeated-lines.ts";

/** A version or page number beside the date ("2", "1.0", "3/7"). */
const NUMBER = "\\d{1,3}(?:[.,/]\\d{1,3})?";
/** A full date — day, month and year — in a numeric form or with the month's name ("26.01.2023", "2023-01-26", "26 janvier 2023"). */
const FULL_DATE = "\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}|\\d{1,2}\\.?\\s*\\p{L}{3,12}\\.?\\s+\\d{4}";
/** The whole line: the date, a number before or after it at most. */
const DATE_ALONE = new RegExp(`^(?:${NUMBER}\\s+)?(?:${FULL_DATE})(?:\\s+${NUMBER})?$`, "u");
/** Two copies are enough (a sheet of two pages), the line being nothing but the date. */
const MIN_COPIES = 2;
/** Copies this many lines apart or more stand on different pages (a table's rows stand closer). */
const MIN_LINES_APART = 10;
/** A label's line ends in a colon: the date under it is that label's, not the page furniture's. */
const ENDS_IN_COLON = /[:：]\s*$/;

/**
 * The first date-alone line printed twice or more, apart; never a date `excluded` lines print (a print, previous …
 * date's label on its line or the line above), nor one under a label.
 */
export function dateAloneInRunningHeader(lines: readonly string[], order: DateReading, excluded: (line: string) => boolean): Found | null {
  // Grouped by the line's text, its spacing folded: the same date in the same form.
  const sameText = (text: string, index: number) => {
    const line = text.trim().replace(/\s+/g, " ");
    if (line.length > 30 || !DATE_ALONE.test(line)) return null;
    const above = lines[index - 1] ?? "";
    return ENDS_IN_COLON.test(above) || (excluded(above) && !datesItself(above, order)) ? null : line;
  };
  const notTheSheets = datesOfExcludedLabels(lines, order, excluded);
  for (const indexes of repeatedLines(lines, { keyOf: sameText, minCopies: MIN_COPIES })) {
    if (indexes[indexes.length - 1]! - indexes[0]! < MIN_LINES_APART) continue;
    const dates = findDates(lines[indexes[0]!]!, order);
    if (dates.length !== 1 || notTheSheets.has(dates[0]!.iso)) continue;
    return { value: dates[0]!.iso, line: indexes[0]!, confidence: dates[0]!.ambiguous ? 0.5 : 0.55 };
  }
  return null;
}

/**
 * The dates a print, previous, superseded … label dates: on its line, else the line under it. A label that dates itself
 * ("Remplace la version du 22/11/2012") leaves the line under it alone: a date there is the header's own.
 */
export function datesOfExcludedLabels(lines: readonly string[], order: DateReading, excluded: (line: string) => boolean): Set<string> {
  const dates = new Set<string>();
  for (let index = 0; index < lines.length; index++) {
    if (!/\p{L}/u.test(lines[index]!) || !excluded(lines[index]!)) continue;
    const own = findDates(lines[index]!, order);
    for (const date of own.length > 0 ? own : findDates(lines[index + 1] ?? "", order)) dates.add(date.iso);
  }
  return dates;
}

/** A label line holding a date of its own. */
const datesItself = (line: string, order: DateReading) => findDates(line, order).length > 0;
