/**
 * A table that prints each ingredient's name on the line BELOW its numbers ("7732-18-5    ZC0110000    231-791-2    50-70"
 * / "WATER / AQUA" / "67762-27-0    …    10-15" / "CETEARYL ALCOHOL"; names set at their cell's middle, one line down):
 * the rows read their names from the line above (composition.ts), so every row took the name of the row before it and
 * the first none.
 *
 * Such a table is told by its rows without a name on their own line: the first under a line that holds no name (the
 * header; a stacked record's first line names its row), with a name alone below it, at least two rows with a name
 * alone below, and none with a name alone above and none below (a table printing its names above). Its rows without a
 * name of their own then read the name alone (one line, or two where it wraps) right below them; rows that print their
 * name read it as before.
 */
import { casWithoutName, columnsOf, HAS_CAS, nameIn, withoutNumbers } from "./composition.ts";

/** Rows with a name below a table must show before its rows are read so. */
const MIN_ROWS = 2;
/** Lines a name below its row may wrap over. */
const MAX_NAME_LINES = 2;

/**
 * A row with a CAS number and no name before it nor in the cell right after it, as composition.ts reads a row's own
 * name (a later cell is another column's: "… NA    ALLERGEN").
 */
function isRowWithoutName(line: string): boolean {
  const at = line.search(HAS_CAS);
  if (at < 0 || !casWithoutName(line)) return false;
  const next = columnsOf(withoutNumbers(line.slice(at)))[0];
  return next === undefined || nameIn(next) === null;
}

/** A name alone on its line: one cell, no CAS number. */
function isNameAlone(line: string | undefined): boolean {
  return line !== undefined && !HAS_CAS.test(line) && columnsOf(line).length === 1 && nameIn(line) !== null;
}

/** The name alone right below row `at` (its lines joined), or null. */
function nameBelow(lines: readonly string[], at: number): string | null {
  const parts: string[] = [];
  for (let next = at + 1; next < lines.length && parts.length < MAX_NAME_LINES && isNameAlone(lines[next]); next++) parts.push(nameIn(lines[next]!)!);
  if (parts.length === 0) return null;
  return parts.reduce((name, part) => (/-$/.test(name) ? `${name}${part}` : `${name} ${part}`));
}

/** For each row of such a table that prints no name of its own, the name below it (by the row's line index); else empty. */
export function namesBelowRows(lines: readonly string[]): Map<number, string> {
  const rows = lines.flatMap((line, index) => (isRowWithoutName(line) ? [index] : []));
  if (rows.length < MIN_ROWS) return new Map();
  const first = rows[0]!;
  // The first row's line above holds no name at all (the table's header): a name there would be the row's own.
  if (first === 0 || nameIn(lines[first - 1]!) !== null || !isNameAlone(lines[first + 1])) return new Map();
  const named = new Map<number, string>();
  for (const row of rows) {
    const name = nameBelow(lines, row);
    // A row with a name alone above it and none below: the table prints its names above (composition.ts reads it so).
    if (name === null && isNameAlone(lines[row - 1])) return new Map();
    if (name !== null) named.set(row, name);
  }
  return named.size >= MIN_ROWS ? named : new Map();
}
