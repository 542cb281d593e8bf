/**
 * An ingredient's name wrapped inside its table cell: the row's line holds the name's first words beside the numbers,
 * the rest stands on the lines right below, in the name's column ("Alkylnaphthalenesulfo" / "nic acid, polymer with" /
 * "formaldehyde, sodium" / "salt"; "N,N-BIS(2-HYDROXYETHYL)-P-" / "PHENYLENEDIAMINE SULFATE").
 *
 * A line below is the name's rest only where it is plainly so: one cell, starting where the name starts, at a wrapped
 * line's distance, no CAS number and no label's colon, and either the name is unfinished (it ends on a comma, hyphen,
 * bracket or a joining word) or the line reads on from it (small letters or a bracket first; capitals under a name in
 * capitals). A line that a CAS line right below it takes for its own name (a row printed name above numbers,
 * composition.ts casWithoutName) stays that row's, unless the table prints its names below their numbers
 * (composition-names-below.ts). What is left out keeps the name as the row's line gave it.
 */
import { AND_WORDS, OF_WORDS, OR_WORDS, WITH_WORDS } from "./vocabulary/joining-words.ts";
import { casWithoutName, cleanName, columnsOf, HAS_CAS } from "./composition.ts";
import type { CompositionRow, DocLine } from "./types.ts";

/** At most this many lines of a name's rest (a long polymer name takes three). */
const MAX_REST_LINES = 3;
/** A wrapped cell's next line starts at its first line's x, within this (points). */
const SAME_START = 6;
/** A wrapped cell's lines are at most this many font sizes apart (a new row or a note stands further off). */
const WRAPPED_LEADING = 1.6;
/** A cell's lines are about as long as its first (a sentence under the table runs on past the name's column). */
const CELL_LENGTH_RATIO = 1.3;
const CELL_LENGTH_SLACK = 6;

const GOES_ON = new RegExp(`(?:[,(\\-/+&=]|\\s(?:${[...AND_WORDS, ...OR_WORDS, ...OF_WORDS, ...WITH_WORDS].join("|")}))$`, "iu");
const READS_ON = /^[\p{Ll}([]/u;
const LETTERS = /\p{L}/gu;

/**
 * The rows with their names' wrapped rest added; `rowLines[i]` is the index in `lines` of row i's line, `namedBelow` the
 * lines of rows that read their names below them (composition.ts parseCompositionRows): those take no line above.
 */
export function withWrappedNames(
  rows: readonly CompositionRow[],
  rowLines: readonly number[],
  lines: readonly DocLine[],
  namedBelow: ReadonlySet<number> = new Set(),
): CompositionRow[] {
  const takesNameAbove = (index: number) => !namedBelow.has(index) && casWithoutName(lines[index]?.text ?? "");
  return rows.map((row, index) => {
    const at = rowLines[index];
    if (row.name === null || at === undefined) return row;
    const name = nameStartsLine(row.name, lines[at]!.text) ? withRest(row.name, at, lines, takesNameAbove) : row.name;
    // A comma the cut left at the name's end, with no rest found to go on with, is the cell's, not the name's.
    const whole = name.replace(/[\s,]+$/, "");
    return whole === row.name ? row : { ...row, name: whole };
  });
}

/** The name of the row on line `at` with the lines of its cell below it (up to MAX_REST_LINES). */
function withRest(first: string, at: number, lines: readonly DocLine[], takesNameAbove: (index: number) => boolean): string {
  const cellLength = Math.max(first.length * CELL_LENGTH_RATIO, first.length + CELL_LENGTH_SLACK);
  let name = first;
  let last = lines[at]!;
  for (let next = at + 1, taken = 0; next < lines.length && taken < MAX_REST_LINES; next++, taken++) {
    const line = lines[next]!;
    const text = line.text.trim();
    if (!continuesCell(last, line, lines[at]!, taken > 0) || !readsOn(name, text, cellLength) || takesNameAbove(next + 1)) break;
    name = joined(name, text);
    last = line;
  }
  return name;
}

/** The row's name is its line's first cell (not a name taken from a line above). */
function nameStartsLine(name: string, text: string): boolean {
  const first = columnsOf(text)[0];
  return first !== undefined && cleanName(first) === name;
}

/**
 * `line` is the next line of the cell `row` starts: on its page, right below, one cell without a number or a colon. The
 * first such line starts where the name starts; a later one anywhere within the line above it (a centred last word,
 * "salt" under "formaldehyde, sodium"), as far as the reader measured that line's end.
 */
function continuesCell(previous: DocLine, line: DocLine, row: DocLine, within: boolean): boolean {
  const text = line.text.trim();
  const starts = Math.abs(line.x - row.x) <= SAME_START ||
    (within && previous.x1 !== undefined && line.x >= row.x - SAME_START && line.x < previous.x1);
  return line.page === row.page && starts && line.y > previous.y &&
    line.y - previous.y <= WRAPPED_LEADING * (previous.fontSize || 10) && columnsOf(text).length === 1 && !HAS_CAS.test(text) &&
    !/[:：]/.test(text);
}

/**
 * The line reads on from the name: the name is unfinished, or the line starts as a name's rest or is in capitals under
 * a name in capitals. Those last two only within a cell's length (a sentence under the table, "(the exact percentage
 * is withheld …)", runs on past the name's column).
 */
function readsOn(name: string, text: string, cellLength: number): boolean {
  if (GOES_ON.test(name)) return true;
  if (text.length > cellLength) return false;
  return READS_ON.test(text) || (inCapitals(name) && inCapitals(text));
}

function inCapitals(text: string): boolean {
  const letters = text.match(LETTERS) ?? [];
  return letters.length >= 2 && letters.every((letter) => letter === letter.toUpperCase() && letter !== letter.toLowerCase());
}

/** A name's line and its rest: a hyphen at the break is the name's own ("-P-" / "PHENYLENEDIAMINE"), no space added. */
function joined(name: string, rest: string): string {
  return /[-/(]$/.test(name) ? `${name}${rest}` : `${name} ${rest}`;
}
