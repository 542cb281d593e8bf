/**
 * Where a column of text ends, read from the reader's line ends (x1): a line that ended at the column's edge was wrapped
 * there, and the line below goes on with the same value. Shared by the fields whose values a narrow column wraps (the
 * product name in ./product-wrapped-value.ts, the use in ./use-continuation.ts).
 */
import { CELL_GAP } from "./cell-gap.ts";

/** Where a line starts and, when the reader knows it, where it ends (points). */
export type PlacedLine = { x: number; x1?: number };

/** How far (points) a wrapped line may start from its label's line. */
export const LINE_START_SLACK = 2;
/** Lines above and below that show where a column ends. */
const COLUMN_WINDOW = 15;
/** Lines of the column, at least, beside the wrapped one that show its edge. */
const MIN_LINES_AROUND = 4;

/**
 * The line before `index` was wrapped at its column's edge: it ends so near the right end of the lines around it that
 * start where it does (the column's edge) that the first word of the line at `index`, a space before it, would not
 * have fit — as a layout that fills lines word by word leaves it. Widths are the line's own average character width
 * (no font metrics here): a line ending far from the edge, with room for a word, never joins.
 */
export function wrappedAtColumnEdge(lines: readonly string[], placed: readonly PlacedLine[], index: number): boolean {
  return columnEdgeReading(lines, placed, index) === true;
}

/**
 * The line before `index` ended with room for the first word of the line at `index`: the reader's line ends show it was
 * not wrapped there (false when they cannot tell: no line ends, too few lines around).
 */
export function endedWithRoom(lines: readonly string[], placed: readonly PlacedLine[], index: number): boolean {
  return columnEdgeReading(lines, placed, index) === false;
}

/** Whether the line before `index` was wrapped at its column's edge; null when the line ends cannot tell. */
function columnEdgeReading(lines: readonly string[], placed: readonly PlacedLine[], index: number): boolean | null {
  const before = placed[index - 1];
  const text = lines[index - 1];
  if (before?.x1 === undefined || text === undefined || text.length === 0 || lines[index] === undefined) return null;
  let edge = Number.NEGATIVE_INFINITY;
  let around = 0;
  for (let other = Math.max(0, index - COLUMN_WINDOW); other < Math.min(placed.length, index + COLUMN_WINDOW); other++) {
    const line = placed[other];
    // A line of one cell (running text, a wrapped value): a row of cells may run on across the page beside the column.
    if (line?.x1 === undefined || Math.abs(line.x - before.x) > LINE_START_SLACK || other === index - 1 || (lines[other] !== undefined && CELL_GAP.test(lines[other]))) continue;
    edge = Math.max(edge, line.x1);
    around++;
  }
  if (around < MIN_LINES_AROUND || edge <= before.x) return null;
  const charWidth = (before.x1 - before.x) / text.length;
  const word = lines[index]!.trim().split(/\s+/u)[0]!;
  // The word at the line's average character width, its space as one character.
  return before.x1 + charWidth * (word.length + 1) > edge;
}

/** The line at `index` starts where the line above does and that line was wrapped at its column's edge. */
export function goesOnFromLineAbove(lines: readonly string[], placed: readonly PlacedLine[], index: number): boolean {
  const above = placed[index - 1]?.x;
  const here = placed[index]?.x;
  return above !== undefined && here !== undefined && Math.abs(here - above) <= LINE_START_SLACK && wrappedAtColumnEdge(lines, placed, index);
}
