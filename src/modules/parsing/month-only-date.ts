/**
 * A date label's date printed without its day ("Gültig ab: November 2013", "Revision date: 03/2021"): read as the
 * first of the month, it is less precise than a full date: it never claims the confidence of a printed day, and a
 * full date of another date label on the sheet in the same month ("Erstellt am: 6.11.2013") ranks above it.
 */
import { type DateReading, findDates, type FoundDate } from "./dates.ts";
import type { Found } from "./label-lines.ts";

/** The most a month-only date may claim: the day is the reader's guess. */
export const MONTH_ONLY_DATE = 0.7;
/** A full date that gives a month-only date its day: read from another label, so not certain. */
const DAY_FROM_OTHER_LABEL = 0.8;

/** Whether the found date stands on its line only as a month and year (no full date of that day there). */
function isMonthOnly(lines: readonly string[], found: Found, order: DateReading): boolean {
  const line = lines[found.line] ?? "";
  // A month's name right after a word is read only in its label's value ("Vigencia desde Mayo de 2009"): the line is
  // looked at from its start, then from each word on, until the found date shows.
  for (const start of [0, ...[...line.matchAll(/(?<=\s)\S/g)].map((word) => word.index!)]) {
    const dates = findDates(line.slice(start), order).filter((date) => date.iso === found.value);
    if (dates.length > 0) return dates.every((date) => date.monthOnly);
  }
  return false;
}

/**
 * The found date, or — when it was printed without its day — the first full date of the sheet's date labels
 * (`labelledDates`, best kinds first) in the same month, at most 0.8; else the month-only date at most 0.7.
 */
export function withDayOfSameMonth(found: Found | null, lines: readonly string[], order: DateReading, labelledDates: () => Found[]): Found | null {
  if (!found || !isMonthOnly(lines, found, order)) return found;
  const month = found.value.slice(0, 7);
  const full = labelledDates().find((other) => other.value.startsWith(month) && other.value !== found.value && !isMonthOnly(lines, other, order));
  if (full) return { ...full, confidence: Math.min(full.confidence, found.confidence, DAY_FROM_OTHER_LABEL) };
  return { ...found, confidence: Math.min(found.confidence, MONTH_ONLY_DATE) };
}

/** A code or number right before a month's name ("WK-093/ ", "FDS 045 / ", "SDB-017A / "): the sheet's code beside its version's month. */
const CODE_BEFORE = /\d[\p{L}\d]*\s*[/–—,;|-]?\s*$/u;

/**
 * The line's dates, and a month and year printed after the sheet's code ("WK-093/ Noviembre 2021"), which findDates
 * reads only at a line's start or after a mark (a month after a word is a label's value or a law's, read by their
 * rules). For page furniture, where a code and the version's month stand together.
 */
export function datesWithMonthAfterCode(line: string, order: DateReading): FoundDate[] {
  const found = findDates(line, order);
  for (const start of [...line.matchAll(/(?<=\s)\p{L}/gu)].map((word) => word.index!)) {
    if (!CODE_BEFORE.test(line.slice(0, start))) continue;
    const date = findDates(line.slice(start), order).find((read) => read.index === 0 && read.monthOnly);
    if (date && !found.some((other) => start < other.index + other.length && other.index < start + date.length)) found.push({ ...date, index: start });
  }
  return found.sort((a, b) => a.index - b.index);
}
