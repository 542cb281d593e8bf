/**
 * Dates a sheet prints in its page furniture without a label: the last places a revision date can come from, when no
 * label, version or version history dates the sheet. Two layouts:
 * - a footer that dates the sheet beside its language's code and name ("12/03/2021   EN (English)   1/7",
 *   "12/03/2021 FR (français) Page 1"), as EU-GHS authoring templates print the current version's date on every page;
 * - a header or footer line repeated on the pages with the same date ("Septiembre 2016", "Sheet 4711 – 12.03.2021 –
 *   page 2 of 8", "WK-093/ Noviembre 2021"): the date of the printed version, though no label says which kind it is;
 * - a line of the date alone (a version number beside it at most) twice or more: ./running-header-date.ts
 *   (findRunningHeaderDate);
 * - the one date on the sheet's title line, else a date alone on its line among the first ones: ./title-line-date.ts
 *   (findTitleLineDate);
 * - a date alone below the sheet's closing text, or opening its closing line: ./sign-off-date.ts, the very last place
 *   (findSignOffDate).
 */
import { findDates, type DateReading } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { datesWithMonthAfterCode } from "./month-only-date.ts";
import { dateAloneInRunningHeader } from "./running-header-date.ts";
import { dateSigningOff } from "./sign-off-date.ts";
import { dateAloneNearTitle, dateOnTitleLine } from "./title-line-date.ts";
import { repeatedLines } from "./repeated-lines.ts";

/** A two-letter language code with the language's name in brackets right after a date ("EN (English)", "NL (Nederlands)"). */
const LANGUAGE_MARK = /^\s+[A-Z]{2}(?:[-_][A-Z]{2})?\s*\(\s*\p{L}{4,12}(?:\s+\p{L}{2,3})?\s*\)/u;
/** The same mark anywhere in a line: lines without one are not read for dates. */
const LANGUAGE_MARK_ANYWHERE = new RegExp(LANGUAGE_MARK.source.replace(/^\^\\s\+/, ""), "u");
/** A time of day: a date with one is the stamp of the printing or downloading program, not the sheet's. */
const TIME_OF_DAY = /\b\d{1,2}:\d{2}\b/;
/** Download words (print, previous, superseded … words come from the caller, `isNotRevision`). */
const DOWNLOAD_WORDS = /download|herunterg|t[ée]l[ée]charg|descarga|scaricat|gedownload|pobran/i;
/** Page furniture lines are short. */
const MAX_FURNITURE_LINE = 140;
/** A repeated line counts as page furniture from this many copies on, up to one per page of a long sheet (more: a table's rows). */
const MIN_COPIES = 3;
const MAX_COPIES = 80;

/** Where a page-furniture date may come from, whatever the layout: the sheet reader's furniture and its excluded lines. */
type Furniture = { lines: readonly string[]; order: DateReading; isNotRevision: (text: string) => boolean };

/** The lines no furniture date is read from: a download's or a print, previous, superseded … date's words. */
export const excludedBy = (isNotRevision: (text: string) => boolean) => (line: string) => DOWNLOAD_WORDS.test(line) || isNotRevision(line);

/**
 * The date in a footer that names the sheet's language, else the date of a header or footer repeated on the pages;
 * never on a line that `isNotRevision` (a print, previous, superseded, expiry … date's words).
 */
export function findFooterDate({ lines, order, isNotRevision }: Furniture): Found | null {
  const excluded = excludedBy(isNotRevision);
  return dateBesideLanguage(lines, order, excluded) ?? dateOfRepeatedLine(lines, order, excluded);
}

/**
 * A date alone in the running header of two pages or more (./running-header-date.ts): read after every labelled date,
 * the first issue's included, since no label says which kind it is; the same lines excluded as above.
 */
export function findRunningHeaderDate({ lines, order, isNotRevision }: Furniture): Found | null {
  return dateAloneInRunningHeader(lines, order, excludedBy(isNotRevision));
}

/**
 * The one date on the sheet's title line (./title-line-date.ts): after the running header, the same lines excluded,
 * and a line with a time of day (a program's print or download stamp).
 */
export function findTitleLineDate({ lines, order, isNotRevision }: Furniture): Found | null {
  const excluded = excludedBy(isNotRevision);
  const notThere = (line: string) => TIME_OF_DAY.test(line) || excluded(line);
  return dateOnTitleLine(lines, order, notThere) ?? dateAloneNearTitle(lines, order, notThere);
}

/**
 * A date alone below the sheet's closing text, or opening its closing line (./sign-off-date.ts): after the title line's,
 * the same lines excluded.
 */
export function findSignOffDate({ lines, order, isNotRevision }: Furniture): Found | null {
  return dateSigningOff(lines, order, excludedBy(isNotRevision));
}

/** "12/03/2021 EN (English) 1/7": the first such footer's date, at 0.7 (0.65 when day and month could be swapped). */
function dateBesideLanguage(lines: readonly string[], order: DateReading, excluded: (line: string) => boolean): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!LANGUAGE_MARK_ANYWHERE.test(line) || excluded(line)) continue;
    for (const date of findDates(line, order)) {
      if (LANGUAGE_MARK.test(line.slice(date.index + date.length))) {
        return { value: date.iso, line: index, confidence: date.ambiguous ? 0.65 : 0.7 };
      }
    }
  }
  return null;
}

/** A short line with a digit, its digits aside ("Rev. # / #.#.#"): how page furniture repeats; null for any other line. */
function shapeOf(text: string): string | null {
  const line = text.trim();
  return line.length === 0 || line.length > MAX_FURNITURE_LINE || !/\d/.test(line) ? null : line.replace(/\d+/g, "#");
}

/**
 * A short line holding one date, printed at least three times with the same date and the same words (page numbers
 * aside): the header or footer of the pages. At 0.6 (0.55 when day and month could be swapped): which kind of date
 * it is, no label says. Lines are grouped by their shape (digits aside) first, so dates are read on repeated lines only.
 */
function dateOfRepeatedLine(lines: readonly string[], order: DateReading, excluded: (line: string) => boolean): Found | null {
  let best: Found | null = null;
  for (const indexes of repeatedLines(lines, { keyOf: shapeOf, minCopies: MIN_COPIES, maxCopies: MAX_COPIES })) {
    const found = sameDateOnCopies(lines, indexes, order, excluded);
    if (found && (!best || found.line < best.line)) best = found;
  }
  return best;
}

/** Of lines of one shape, the first whose date (its only one) at least three of them print. */
function sameDateOnCopies(lines: readonly string[], indexes: readonly number[], order: DateReading, excluded: (line: string) => boolean): Found | null {
  const counts = new Map<string, { count: number; found: Found }>();
  for (const index of indexes) {
    const line = lines[index]!;
    if (TIME_OF_DAY.test(line) || excluded(line)) continue;
    const dates = datesWithMonthAfterCode(line, order);
    if (dates.length !== 1) continue;
    const date = dates[0]!;
    const entry = counts.get(date.iso);
    if (!entry) {
      counts.set(date.iso, { count: 1, found: { value: date.iso, line: index, confidence: date.ambiguous ? 0.55 : 0.6 } });
      continue;
    }
    entry.count++;
    if (entry.count === MIN_COPIES) return entry.found;
  }
  return null;
}
