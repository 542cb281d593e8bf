/**
 * Table cells centred vertically. When a row of a table wraps in one cell (a long label over two lines) and another
 * cell holds one line, a producer that centres cells prints that line halfway between the wrapped lines: its baseline
 * agrees with neither, so it would read as a line of its own between the label's two halves ("Date de mise à" /
 * "17/03/2024" / "jour"). Such a row — about half a line from the rows on both sides, beside them and not under them
 * — joins the row above it ("Date de mise à    17/03/2024" / "jour"), where a wrapped label's value is read.
 */
import type { Cell, Row } from "./text-columns.ts";

/** Half a line apart: under this many ems from both neighbours (lines of text are at least ~1.1 em apart). */
const HALF_LINE_EM = 0.85;
/**
 * Centred means halfway: the two gaps differ by at most this many ems. Boxes of a form side by side whose lines
 * merely interleave (an address beside a "Date Prepared" box) are not halfway but anywhere between.
 */
const HALFWAY_EM = 0.1;

export function joinCentredCells(rows: Row[]): Row[] {
  if (rows.length < 3) return rows;
  const out: Row[] = [rows[0]!];
  let joinedInto = -1;
  for (let index = 1; index < rows.length; index++) {
    const row = rows[index]!;
    const above = rows[index - 1]!;
    const below = rows[index + 1];
    // The row above must still be a row of its own in the output (not itself joined into another).
    if (below && joinedInto !== index - 1 && isCentredBetween(row, above, below)) {
      const target = out[out.length - 1]!;
      out[out.length - 1] = { y: target.y, cells: [...target.cells, ...row.cells].sort((c1, c2) => c1.x0 - c2.x0) };
      joinedInto = index;
      continue;
    }
    out.push(row);
  }
  return out;
}

function isCentredBetween(row: Row, above: Row, below: Row): boolean {
  const size = Math.max(largestFont(row), largestFont(above), largestFont(below));
  const gapAbove = row.y - above.y;
  const gapBelow = below.y - row.y;
  if (gapAbove <= 0 || gapBelow <= 0 || gapAbove >= size * HALF_LINE_EM || gapBelow >= size * HALF_LINE_EM) return false;
  if (Math.abs(gapAbove - gapBelow) > size * HALFWAY_EM) return false;
  // The wrapped cell's lines are one above the other; the centred cell stands beside them.
  return overlaps(above.cells, below.cells) && !overlaps(row.cells, above.cells) && !overlaps(row.cells, below.cells);
}

function largestFont(row: Row): number {
  return Math.max(...row.cells.map((cell) => cell.fontSize));
}

function overlaps(cells: readonly Cell[], others: readonly Cell[]): boolean {
  return cells.some((cell) => others.some((other) => cell.x0 < other.x1 && other.x0 < cell.x1));
}
