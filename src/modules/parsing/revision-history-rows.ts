/**
 * A revision history printed as rows without a header row: each row a revision (or version) word, its number and
 * that revision's date ("Revision 1, 06/26/2014, first issue." / "Revision 2, 07/08/2015, new format.", "Révision 2
 * - 02/05/2017", "Revisione 3 del 12/03/2021"). The revision label of a row is read like any revision label, but
 * the row is one of several: the sheet's revision is the newest row's, whichever row a label search met first.
 */
import { findDates, type DateReading, type FoundDate } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { foldAccents } from "./date-label-patterns.ts";
import { newestVersionRow } from "./date-cells.ts";
import { VERSION_HEADER_WORDS } from "./version-history.ts";

/** A row's start: a word, a number word perhaps ("No.", "n°"), the revision number, and a separator or a space. */
const ROW_START = /^\s*(\p{L}{2,12})\.?\s*(?:(?:n[°º.]?|no\.?|nr\.?|č\.?|#)\s*)?\d{1,3}(?:[.,]\d{1,3}){0,2}\s*(?:[,:;/–-]|\s(?:of|du|del|de|vom|z|van|din|ze)\s|\s)\s*/iu;
const ROW_WORDS = new Set(VERSION_HEADER_WORDS.map((word) => foldAccents(word).toLowerCase()));

/** The row's revision word (folded, lower case) and its date, when the line is a revision row whose date comes first after the number. */
function revisionRow(line: string, order: DateReading): { word: string; date: FoundDate } | null {
  const start = ROW_START.exec(line);
  if (!start) return null;
  const word = foldAccents(start[1]!).toLowerCase();
  if (!ROW_WORDS.has(word)) return null;
  const date = findDates(line.slice(start[0].length, start[0].length + 40), order)[0];
  return date && date.index === 0 ? { word, date } : null;
}

/** Rows of one history may be apart by one wrapped description line: the history ends at the second line without a row. */
const END_AFTER_MISSES = 2;

/**
 * `found` read on a revision row that has at least one more row of the same word near it: the newest row's date
 * instead, at most 0.85 (0.8 when day and month could be swapped) — the rows date the versions, and the newest is
 * the current one, but no label says so. The rows are walked up and down from the found one, as far as they go.
 */
export function newestRevisionRow(lines: readonly string[], found: Found, order: DateReading): Found {
  const own = revisionRow(lines[found.line] ?? "", order);
  if (!own) return newestRowBelowLabel(lines, found, order);
  const [above, below] = [walkRows(lines, found.line, own.word, order, -1), walkRows(lines, found.line, own.word, order, 1)];
  if (above.rows + below.rows === 0) return found;
  // Of equal dates the first met is kept: the found row, then those above it, then those below.
  const newest = [above.newest, below.newest].reduce<RowDate>(
    (best, row) => (row && row.iso > best.iso ? row : best),
    { iso: own.date.iso, ambiguous: own.date.ambiguous, line: found.line },
  );
  return rowFound(found, newest);
}

/**
 * "Datum revize: 30.11.2010" / "Revize č.2: 20.12. 2012" / "Revize č. 3: 8.1.2015": a date label's line over revision
 * rows, the sheet's later revisions one a line. A newer row's date is the sheet's, at most 0.85 (0.8 when day and month
 * could be swapped), as among rows; rows with older dates leave the label's.
 */
function newestRowBelowLabel(lines: readonly string[], found: Found, order: DateReading): Found {
  const first = revisionRow(lines[found.line + 1] ?? "", order);
  const newest = first ? walkRows(lines, found.line, first.word, order, 1).newest : null;
  return newest && newest.iso > found.value ? rowFound(found, newest) : found;
}

type RowDate = { iso: string; ambiguous: boolean; line: number };

/** The rows of one revision word from `from` on, one way, as far as they go (newestVersionRow). */
function walkRows(lines: readonly string[], from: number, word: string, order: DateReading, step: 1 | -1) {
  const dateOfRow = (text: string) => {
    const row = revisionRow(text, order);
    return row && row.word === word ? row.date : null;
  };
  return newestVersionRow({ lines, header: from, dateOfRow, endAfterMisses: END_AFTER_MISSES, step, maxRows: Infinity });
}

/** A row's date as the sheet's: no surer than the found label's, at most 0.85 (0.8 when day and month could be swapped). */
const rowFound = (found: Found, row: RowDate): Found => ({ value: row.iso, line: row.line, confidence: Math.min(found.confidence, row.ambiguous ? 0.8 : 0.85) });
