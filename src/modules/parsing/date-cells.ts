/**
 * Dates in the cells of a header row's table: the cell under a label, the newest of a column of versions, the date in
 * a label's place among a row's dates. A text layer keeps a table's columns apart by runs of three spaces or more.
 */
import { findDates, type DateReading, type FoundDate } from "./dates.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { VERSION_DATE_LINKS } from "./vocabulary/date-words.ts";
import { WEEKDAY_NAMES } from "./vocabulary/weekdays.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

/**
 * The next line, or, when the label is one cell of a header row ("Version    Revision Date:    SDS Number:") and
 * the next line has as many cells, the cell below the label.
 */
export function cellBelow(line: string, labelStart: number, next: string): string {
  const cells = line.trim().split(CELL_GAP);
  const below = next.trim().split(CELL_GAP);
  if (cells.length < 2 || below.length !== cells.length) return next;
  // The cells wholly before the label's own cell: a label may start inside its cell ("Date revised", "Date de la
  // version"), whose first words are then not a cell of their own.
  const column = line.slice(0, labelStart).trimStart().split(CELL_GAP).length - 1;
  return below[column] ?? next;
}

/** Rows of a table of versions read below its header; such a table is short. */
const MAX_VERSION_ROWS = 15;

type VersionRow = { iso: string; ambiguous: boolean; line: number };

/**
 * The newest date in the rows of a table of versions under its header (line `header`), and how many rows gave one:
 * `dateOfRow` reads a row's date (null when it has none); the table ends after `endAfterMisses` rows in a row
 * without a date ("1.0  01.01.2015  Neu" / "2.0  12.03.2021  Abschnitt 2" → the second), or after `maxRows` lines
 * (15). `step` -1 walks up from `header` instead (rows of a history around a row met first); of equal dates the
 * first met is kept.
 */
export function newestVersionRow({ lines, header, dateOfRow, endAfterMisses, step = 1, maxRows = MAX_VERSION_ROWS }: {
  lines: readonly string[];
  header: number;
  dateOfRow: (text: string) => FoundDate | null | undefined;
  endAfterMisses: number;
  step?: 1 | -1;
  maxRows?: number;
}): { newest: VersionRow | null; rows: number } {
  let newest: VersionRow | null = null;
  let rows = 0;
  let misses = 0;
  for (let row = header + step, read = 0; row >= 0 && row < lines.length && read < maxRows && misses < endAfterMisses; row += step, read++) {
    const date = dateOfRow(lines[row]!);
    if (!date) {
      misses++;
      continue;
    }
    misses = 0;
    rows++;
    if (!newest || date.iso > newest.iso) newest = { iso: date.iso, ambiguous: date.ambiguous, line: row };
  }
  return { newest, rows };
}

/**
 * When the label is a header cell over two rows or more of as many cells, each with a date in the label's column
 * ("Version    Revisionsdatum    Änderungen" / "1.0    01.01.2015    Neu" / "2.0    12.03.2021    Abschnitt 2"): a table
 * of versions, whose newest date is the current version's, at most 0.8 (the first row is often the oldest).
 */
export function newestInColumn(lines: readonly string[], index: number, start: number, order: DateReading): { iso: string; confidence: number; line: number } | null {
  const line = lines[index]!;
  const width = line.trim().split(CELL_GAP).length;
  if (width < 2) return null;
  const dateInColumn = (next: string) => {
    if (next.trim().split(CELL_GAP).length !== width) return null;
    const date = findDates(cellBelow(line, start, next).trim(), order)[0];
    return date?.index === 0 ? date : null;
  };
  // The column ends at the first row without a date at its start.
  const { newest, rows } = newestVersionRow({ lines, header: index, dateOfRow: dateInColumn, endAfterMisses: 1 });
  if (rows < 2 || !newest) return null;
  return { iso: newest.iso, confidence: newest.ambiguous ? 0.75 : 0.8, line: newest.line };
}

/**
 * Under a header row of labels whose cells do not line up with the dates below ("Date d'impression    Date de
 * révision    Page" / "15/04/2021    12/03/2021"): the k-th date when the label is the k-th of the header's date
 * cells (`isDateCell`) and the row below holds as many dates as there are date cells.
 */
export function samePlaceAmongDates({ line, labelStart, next, order, isDateCell }: { line: string; labelStart: number; next: string; order: DateReading; isDateCell: (cell: string) => boolean }): { iso: string } | null {
  const before = line.slice(0, labelStart).trim();
  const cells = line.trim().split(CELL_GAP);
  const column = before === "" ? 0 : before.split(CELL_GAP).length;
  const isDate = cells.map(isDateCell);
  const dates = findDates(next, order);
  if (!isDate[column] || dates.length !== isDate.filter(Boolean).length) return null;
  return dates[isDate.slice(0, column).filter(Boolean).length] ?? null;
}

/** The word for "year" after a date, abbreviated: pl "23 czerwca 2021 r.", bg "23 юни 2021 г.". */
const YEAR_WORD_AFTER = /(?<=\d)\s*(?:r|г)\.\s*$/iu;

/** A cell that holds one date and nothing else, at 0.7 (0.65 when day and month could be swapped). */
export function onlyDateInCell(printedCell: string, order: DateReading): { iso: string; confidence: number } | null {
  const date = theOnlyDate(printedCell.replace(YEAR_WORD_AFTER, ""), order);
  return date ? { iso: date.iso, confidence: date.ambiguous ? 0.65 : 0.7 } : null;
}

const WEEKDAY_BEFORE = new RegExp(
  `^(?:${[...new Set(Object.values(WEEKDAY_NAMES).flatMap((names) => names.flatMap((name) => [name, name.slice(0, 3)])))].sort((a, b) => b.length - a.length).join("|")})\\.?,?\\s+`,
  "iu",
);
/** A time of day after a date ("10:32", "10:32:05", "10:32 AM", "10.32 h", ISO 8601's "2018-10-23T14:32:05Z"). */
const TIME_AFTER = /(?:\s+|(?<=\d)T)\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*(?:[ap]\.?m\.?|h|uhr|hrs?)|Z|[+-]\d{2}:?\d{2})?\s*$/iu;

/**
 * The one date a text holds and nothing else (two characters of slack), or null; also with its weekday before it, a
 * time or the year's word after it ("Wednesday, 3 January 2018", "Mi 03.01.2018", "03.01.2018 10:32", "03.01.2018 r."),
 * as forms print a date stamp. The
 * text as printed is tried first, so a month's abbreviation that is also a weekday's ("Mar 12, 2021") stays the month.
 */
export function theOnlyDate(text: string, order: DateReading): FoundDate | null {
  for (const candidate of [text, text.replace(WEEKDAY_BEFORE, "").replace(TIME_AFTER, "").replace(YEAR_WORD_AFTER, "")]) {
    const dates = findDates(candidate, order);
    if (dates.length === 1 && dates[0]!.index === 0 && dates[0]!.length >= candidate.length - 2) return dates[0]!;
    const once = oneDatePerLanguage(candidate, dates);
    if (once) return once;
  }
  return null;
}

/** A slash, a bar or a column gap between a date and its translation. */
const TRANSLATION_GAP = /^(?:\s*[/|]\s*|\s{2,})$/;

/**
 * A bilingual sheet's date printed once per language ("3 January 2018 / 03.01.2018", "3.1.2018    03.01.2018", three
 * for three languages): one date when all read the same day; sure when any is.
 */
function oneDatePerLanguage(text: string, dates: readonly FoundDate[]): FoundDate | null {
  if (dates.length < 2 || dates.length > 3) return null;
  const last = dates.at(-1)!;
  const end = last.index + last.length;
  if (dates[0]!.index !== 0 || end < text.length - 2 || dates.some((date) => date.iso !== dates[0]!.iso)) return null;
  if (dates.slice(1).some((date, at) => !TRANSLATION_GAP.test(text.slice(dates[at]!.index + dates[at]!.length, date.index)))) return null;
  return { iso: last.iso, index: 0, length: end, ambiguous: dates.every((date) => date.ambiguous) };
}

// The cell below a label or a header cell (read by ./revision-date.ts).

/** A word that links a version to its date ("del", "vom", "du", "dated") at the start of a cell. */
const LEADING_DATE_LINK = new RegExp(`^(?:${phrasePattern(VERSION_DATE_LINKS)})(?![\\p{L}])\\s*[:：]?\\s*`, "iu");

/** The label's cell ends where the text after it starts: a cell gap or the line's end. */
const ENDS_CELL = new RegExp(`^(?:${CELL_GAP_SOURCE}|\\s*$)`);

/**
 * A bare "Date" that is one cell of a header row, over a row of as many cells whose cell below it holds only a date
 * ("Version    Date    Print date" / "3    12.03.2021    15.04.2021"); over rows of versions, the newest row's.
 */
export function headerCellOverDate(lines: readonly string[], index: number, start: number, after: string, order: DateReading): { iso: string; confidence: number; line: number } | null {
  const line = lines[index]!;
  const next = lines[index + 1] ?? "";
  if (!ENDS_CELL.test(after) || line.trim().split(CELL_GAP).length < 2) return null;
  if (next.trim().split(CELL_GAP).length !== line.trim().split(CELL_GAP).length) return null;
  const rows = newestInColumn(lines, index, start, order);
  if (rows) return rows;
  const date = onlyDateInCell(cellBelow(line, start, next).trim(), order);
  return date ? { ...date, line: index + 1 } : null;
}

/** The cell under a label when it holds a linked date and nothing else ("Revisione: 4" over "del 10/03/2015"). */
export function linkedDateBelow(line: string, labelStart: number, next: string, order: DateReading): { iso: string; confidence: number } | null {
  const cell = cellBelow(line, labelStart, next).trim();
  const link = LEADING_DATE_LINK.exec(cell);
  if (!link) return null;
  const date = onlyDateInCell(cell.slice(link[0].length), order);
  return date ? { iso: date.iso, confidence: date.confidence + 0.1 } : null;
}

/** The cell under a label when it holds a date and nothing else ("Versione 4" over "marzo 2021", or "del 10/03/2015"). */
export function onlyDateInCellBelow(line: string, labelStart: number, next: string, order: DateReading): { iso: string; confidence: number } | null {
  return onlyDateInCell(cellBelow(line, labelStart, next).trim().replace(LEADING_DATE_LINK, ""), order);
}

/**
 * The date alone in the cell under a header cell of a row whose cells line up with the row below ("Wersja    Data
 * aktualizacji karty    Data wydruku" / "3.0    23.09.2021    30.11.2023"), at onlyDateInCell's 0.7.
 */
export function onlyDateInAlignedCellBelow(line: string, labelStart: number, next: string, order: DateReading): { iso: string; confidence: number } | null {
  const below = cellBelow(line, labelStart, next);
  return below === next ? null : onlyDateInCell(below.trim(), order);
}
