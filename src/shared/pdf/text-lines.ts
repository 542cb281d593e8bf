/**
 * A page's text runs (pdf.js items) assembled into visual lines in reading order — from positions only.
 *
 * 1. Letter-spaced text. pdf.js writes a space into a run wherever the gap between two glyphs passes ~0.1 em and
 *    starts a new run where it passes ~0.6 em. A run in which every glyph is followed by such a gap ("S A F E T Y")
 *    is tracked (letter-spaced) text, so its gaps are closed; glyphs that come as runs of their own (tracking
 *    wider than 0.6 em, or one glyph per run) are joined when their gap is the sequence's letter gap, and a word
 *    space is kept where the gap is wider by about a space's width.
 * 2. Rows: runs whose baselines agree within a fraction of the font size; inside a row, a gap wider than about
 *    two and a half average characters (of the run's own pitch when it is letter-spaced) separates cells and is
 *    kept as four spaces, so label/value columns stay apart ("Signal word    Danger").
 * 3. Columns: where a vertical gutter near the middle of the text runs through many consecutive rows and no cell
 *    crosses it, and the text on both sides fills its side like running text does, the band is read column by
 *    column. A table row is never split: label/value tables have a narrow or sparsely filled side, so they stay
 *    rows (cells on one baseline read together).
 */
import type { PdfLine } from "./pdf-text.ts";

export type TextRun = { text: string; x: number; y: number; width: number; fontSize: number; tracked?: boolean };

type Cell = { text: string; x0: number; x1: number; fontSize: number };
type Row = { y: number; cells: Cell[] };

/** Runs → lines of one page, top to bottom, column by column where the page has columns. */
export function assemblePageLines(runs: TextRun[]): PdfLine[] {
  const rows = groupIntoRows(runs.map(closeTrackedRun)).map(toRow).filter((row) => row.cells.length > 0);
  return orderByColumns(rows);
}

// ---------------------------------------------------------------------------------------------- letter spacing

const SINGLE_GLYPH = /^[\p{L}\p{N}]$/u;

/** "S A F E T Y" (every glyph followed by a gap pdf.js wrote as a space) → "SAFETY", marked as tracked text. */
function closeTrackedRun(run: TextRun): TextRun {
  const tokens = run.text.trim().split(" ");
  if (tokens.length < 3 || !tokens.every((token) => SINGLE_GLYPH.test(token))) return run;
  return { ...run, text: tokens.join(""), tracked: true };
}

function glyphCount(text: string): number {
  let count = 0;
  for (const char of text) if (char !== " ") count++;
  return count;
}

/** Average advance per glyph: for tracked text the letter pitch, for ordinary text about half an em. */
function pitchOf(run: TextRun): number {
  const glyphs = glyphCount(run.text);
  return glyphs > 0 && run.width > 0 ? run.width / glyphs : run.fontSize * 0.5;
}

/**
 * Sequences of three or more one-glyph runs of one size (a tracked title pdf.js cut per glyph) become one run:
 * the smallest gap of the sequence is its letter gap; a gap wider than that by about half a space is a word space.
 */
function joinGlyphSequences(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  let index = 0;
  while (index < runs.length) {
    let end = index + 1;
    if (SINGLE_GLYPH.test(runs[index].text)) {
      const size = runs[index].fontSize;
      while (
        end < runs.length &&
        SINGLE_GLYPH.test(runs[end].text) &&
        Math.abs(runs[end].fontSize - size) <= size * 0.1 &&
        runs[end].x - (runs[end - 1].x + runs[end - 1].width) <= size * 2.5
      ) {
        end++;
      }
    }
    if (end - index < 3) {
      out.push(runs[index]);
      index++;
      continue;
    }
    out.push(joinSequence(runs.slice(index, end)));
    index = end;
  }
  return out;
}

function joinSequence(glyphs: TextRun[]): TextRun {
  const gaps = glyphs.slice(1).map((run, i) => run.x - (glyphs[i].x + glyphs[i].width));
  const em = glyphs[0].fontSize;
  const letterGap = Math.max(0, Math.min(...gaps));
  const wordGapAbove = letterGap + Math.max(em * 0.12, (letterGap + em * 0.25) / 2);
  let text = glyphs[0].text;
  gaps.forEach((gap, i) => {
    text += (gap > wordGapAbove ? " " : "") + glyphs[i + 1].text;
  });
  const last = glyphs[glyphs.length - 1];
  return { text, x: glyphs[0].x, y: glyphs[0].y, width: last.x + last.width - glyphs[0].x, fontSize: em, tracked: letterGap > em * 0.1 };
}

// --------------------------------------------------------------------------------------------------------- rows

/** Groups runs whose baselines are within a fraction of the font size (sorted by baseline first, so a line printed in several passes still joins). */
function groupIntoRows(runs: TextRun[]): TextRun[][] {
  const sorted = [...runs].sort((r1, r2) => r1.y - r2.y || r1.x - r2.x);
  const groups: TextRun[][] = [];
  let current: TextRun[] = [];
  let currentY = Number.NEGATIVE_INFINITY;
  for (const run of sorted) {
    const tolerance = Math.max(1.5, Math.min(run.fontSize, 12) * 0.45);
    if (current.length > 0 && Math.abs(run.y - currentY) <= tolerance) {
      current.push(run);
    } else {
      if (current.length > 0) groups.push(current);
      current = [run];
      currentY = run.y;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** A row's runs left to right, cut into cells at column gaps. */
function toRow(runs: TextRun[]): Row {
  const ordered = joinGlyphSequences([...runs].sort((r1, r2) => r1.x - r2.x));
  const cells: Cell[] = [];
  let cell: { text: string; x0: number; x1: number; sizes: number; count: number } | null = null;
  let previous: TextRun | null = null;
  for (const run of ordered) {
    if (cell && previous) {
      const gap = run.x - cell.x1;
      const columnGap = Math.max(run.fontSize * 1.25, run.tracked ? pitchOf(run) * 2 : 0, previous.tracked ? pitchOf(previous) * 2 : 0);
      if (gap > columnGap) {
        cells.push(finishCell(cell));
        cell = null;
      } else if (gap > run.fontSize * 0.12 && !cell.text.endsWith(" ") && !run.text.startsWith(" ")) {
        cell.text += " ";
      }
    }
    if (cell) {
      cell.text += run.text;
      cell.x1 = Math.max(cell.x1, run.x + run.width);
      cell.sizes += run.fontSize;
      cell.count++;
    } else {
      cell = { text: run.text, x0: run.x, x1: run.x + run.width, sizes: run.fontSize, count: 1 };
    }
    previous = run;
  }
  if (cell) cells.push(finishCell(cell));
  return { y: ordered[0]?.y ?? 0, cells: cells.filter((c) => c.text !== "") };
}

function finishCell(cell: { text: string; x0: number; x1: number; sizes: number; count: number }): Cell {
  return { text: cell.text.trim(), x0: cell.x0, x1: cell.x1, fontSize: cell.sizes / cell.count };
}

function toLine(y: number, cells: Cell[]): PdfLine {
  const fontSize = cells.reduce((sum, cell) => sum + cell.fontSize, 0) / cells.length;
  return {
    text: cells.map((cell) => cell.text).join("    "),
    y: Math.round(y * 10) / 10,
    x: Math.round(cells[0].x0 * 10) / 10,
    fontSize: Math.round(fontSize * 10) / 10,
  };
}

// ------------------------------------------------------------------------------------------------------ columns

/** A band of consecutive rows read as two columns, split at `gutter` (the right column's left edge). */
type ColumnBand = { from: number; to: number; gutter: number };

/** Columns are page-scale: at least this many consecutive rows share the gutter. */
const MIN_BAND_ROWS = 6;
/** Rows with text on each side of the gutter, at least. */
const MIN_ROWS_PER_SIDE = 3;
/** Running text fills its column: the median row reaches this share of its side's width. */
const MIN_MEDIAN_FILL = 0.6;

function orderByColumns(rows: Row[]): PdfLine[] {
  const bands = findColumnBands(rows);
  const lines: PdfLine[] = [];
  let bandIndex = 0;
  for (let index = 0; index < rows.length; index++) {
    const band = bands[bandIndex];
    if (band && index === band.from) {
      const left: PdfLine[] = [];
      const right: PdfLine[] = [];
      for (let r = band.from; r <= band.to; r++) {
        const row = rows[r];
        const leftCells = row.cells.filter((cell) => cell.x1 <= band.gutter);
        const rightCells = row.cells.filter((cell) => cell.x1 > band.gutter);
        if (leftCells.length > 0) left.push(toLine(row.y, leftCells));
        if (rightCells.length > 0) right.push(toLine(row.y, rightCells));
      }
      lines.push(...left, ...right);
      index = band.to;
      bandIndex++;
      continue;
    }
    lines.push(toLine(rows[index].y, rows[index].cells));
  }
  return lines;
}

function findColumnBands(rows: Row[]): ColumnBand[] {
  if (rows.length < MIN_BAND_ROWS) return [];
  let textLeft = Number.POSITIVE_INFINITY;
  let textRight = Number.NEGATIVE_INFINITY;
  const leftEdges = new Map<number, number>();
  for (const row of rows) {
    for (const cell of row.cells) {
      textLeft = Math.min(textLeft, cell.x0);
      textRight = Math.max(textRight, cell.x1);
      const key = Math.round(cell.x0 / 2) * 2;
      leftEdges.set(key, (leftEdges.get(key) ?? 0) + 1);
    }
  }
  const textWidth = textRight - textLeft;
  const candidates = [...leftEdges]
    .filter(([x, count]) => count >= MIN_ROWS_PER_SIDE && x > textLeft + textWidth * 0.35 && x < textLeft + textWidth * 0.65)
    .map(([x]) => x - 1.5);
  const found: ColumnBand[] = [];
  for (const gutter of candidates) {
    let from = 0;
    for (let index = 0; index <= rows.length; index++) {
      const crossed = index === rows.length || rows[index].cells.some((cell) => cell.x0 < gutter && cell.x1 > gutter);
      if (!crossed) continue;
      const band = { from, to: index - 1, gutter };
      if (band.to - band.from + 1 >= MIN_BAND_ROWS && readsAsColumns(rows, band)) found.push(band);
      from = index + 1;
    }
  }
  // The longest bands first; a row belongs to one band at most.
  found.sort((b1, b2) => b2.to - b2.from - (b1.to - b1.from) || b1.from - b2.from);
  const chosen: ColumnBand[] = [];
  for (const band of found) {
    if (chosen.every((other) => band.to < other.from || band.from > other.to)) chosen.push(band);
  }
  return chosen.sort((b1, b2) => b1.from - b2.from);
}

/** Both sides hold text of similar width that fills them as running text does (a label column does not). */
function readsAsColumns(rows: Row[], band: ColumnBand): boolean {
  const leftEnds: number[] = [];
  const rightEnds: number[] = [];
  let leftStart = Number.POSITIVE_INFINITY;
  let rightEnd = Number.NEGATIVE_INFINITY;
  for (let r = band.from; r <= band.to; r++) {
    let leftMax = Number.NEGATIVE_INFINITY;
    let rightMax = Number.NEGATIVE_INFINITY;
    for (const cell of rows[r].cells) {
      if (cell.x1 <= band.gutter) {
        leftStart = Math.min(leftStart, cell.x0);
        leftMax = Math.max(leftMax, cell.x1);
      } else {
        rightMax = Math.max(rightMax, cell.x1);
      }
    }
    if (leftMax > Number.NEGATIVE_INFINITY) leftEnds.push(leftMax);
    if (rightMax > Number.NEGATIVE_INFINITY) rightEnds.push(rightMax);
    rightEnd = Math.max(rightEnd, rightMax);
  }
  if (leftEnds.length < MIN_ROWS_PER_SIDE || rightEnds.length < MIN_ROWS_PER_SIDE) return false;
  const leftWidth = band.gutter - leftStart;
  const rightWidth = rightEnd - band.gutter;
  if (leftWidth <= 0 || rightWidth <= 0 || leftWidth / rightWidth < 0.6 || leftWidth / rightWidth > 1.67) return false;
  const leftFill = median(leftEnds.map((end) => (end - leftStart) / leftWidth));
  const rightFill = median(rightEnds.map((end) => (end - band.gutter) / rightWidth));
  return leftFill >= MIN_MEDIAN_FILL && rightFill >= MIN_MEDIAN_FILL;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
