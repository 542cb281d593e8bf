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

/** A gap wider than this many ems (about two and a half average characters) separates cells of a row. */
const COLUMN_GAP_EM = 1.25;

type Cell = { text: string; x0: number; x1: number; fontSize: number };
type Row = { y: number; cells: Cell[] };

/** Runs → lines of one page, top to bottom, column by column where the page has columns. */
export function assemblePageLines(runs: TextRun[]): PdfLine[] {
  const grouped = groupIntoRows(runs.map(closeTrackedRun));
  const redrawsEdges = redrawsChunkEdges(grouped);
  const rows = grouped.map((row) => toRow(row, redrawsEdges)).filter((row) => row.cells.length > 0);
  return orderByColumns(rows);
}

// ---------------------------------------------------------------------------------------------- letter spacing

const SINGLE_GLYPH = /^[\p{L}\p{N}]$/u;
/** A glyph of a tracked run: letters and digits, and the punctuation between them ("1 6 :", "C o m p o s i t i o n / i n f o"). */
const TRACKED_TOKEN = /^[\p{L}\p{N}\p{P}\p{S}]$/u;
/**
 * Glyphs of a run that all stand apart before it counts as letter-spaced: pdf.js also cuts ordinary words where
 * kerning leaves a gap ("Othe" "r m e" "ans"), and three glyphs apart happen by chance.
 */
const MIN_TRACKED_GLYPHS = 4;

/** The run's glyphs when every one stands apart ("S E C T I O N" → S, E, C, …), else null. */
function spacedGlyphs(run: TextRun): string[] | null {
  const text = run.text.trim();
  // Most runs are words and phrases: a first word longer than one glyph (one or two UTF-16 units) rules a run out
  // before it is split.
  const firstSpace = text.indexOf(" ");
  if (firstSpace < 1 || firstSpace > 2) return null;
  const tokens = text.split(" ");
  return tokens.every((token) => TRACKED_TOKEN.test(token)) ? tokens : null;
}

/** "S E C T I O N" (every glyph followed by a gap pdf.js wrote as a space) → "SECTION", marked as tracked text. */
function closeTrackedRun(run: TextRun): TextRun {
  const tokens = spacedGlyphs(run);
  if (!tokens || tokens.filter((token) => SINGLE_GLYPH.test(token)).length < MIN_TRACKED_GLYPHS) return run;
  return { ...run, text: tokens.join(""), tracked: true };
}

/**
 * pdf.js cuts a tracked line at its word spaces, so a short word of it ("1 6 :", "o n") comes as a run of its own,
 * too short to tell from chance. Beside tracked text of the same size on its row, such a run is closed too.
 */
function closeTrackedNeighbours(row: TextRun[]): TextRun[] {
  const trackedSizes = row.filter((run) => run.tracked).map((run) => run.fontSize);
  if (trackedSizes.length === 0) return row;
  return row.map((run) => {
    if (run.tracked || !trackedSizes.some((size) => Math.abs(run.fontSize - size) <= size * 0.1)) return run;
    const tokens = spacedGlyphs(run);
    return tokens && tokens.length >= 2 ? { ...run, text: tokens.join(""), tracked: true } : run;
  });
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
        runs[end].x - (runs[end - 1].x + runs[end - 1].width) <= size * COLUMN_GAP_EM
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
function toRow(runs: TextRun[], redrawsEdges: boolean): Row {
  const ordered = joinGlyphSequences(closeTrackedNeighbours([...runs].sort((r1, r2) => r1.x - r2.x)));
  const cells: Cell[] = [];
  let cell: { text: string; x0: number; x1: number; sizes: number; count: number } | null = null;
  let previous: TextRun | null = null;
  for (const run of ordered) {
    if (cell && previous) {
      const gap = run.x - cell.x1;
      const columnGap = Math.max(run.fontSize * COLUMN_GAP_EM, run.tracked ? pitchOf(run) * 2 : 0, previous.tracked ? pitchOf(previous) * 2 : 0);
      if (gap > columnGap) {
        cells.push(finishCell(cell));
        cell = null;
      } else if (gap > run.fontSize * 0.12 && !cell.text.endsWith(" ") && !run.text.startsWith(" ")) {
        cell.text += " ";
      }
    }
    if (cell) {
      cell.text += redrawsEdges ? withoutRedrawnGlyphs(cell, run) : run.text;
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

/** How far (in the run's average glyph widths) a run may reach back over the text before it and still be a redraw. */
const REDRAW_OVERLAP = { min: 0.3, max: 2.6 };

/**
 * Whether the page's runs start by redrawing the glyph the run before them ended on. Decided per page: where a
 * producer's widths are merely generous, runs overlap their neighbours whatever the glyphs, and a repeated glyph
 * ("UN3077") is then real; where chunks redraw their edge, the overlapping glyphs are the same nearly every time.
 */
function redrawsChunkEdges(rows: TextRun[][]): boolean {
  let same = 0;
  let different = 0;
  for (const row of rows) {
    const ordered = [...row].sort((r1, r2) => r1.x - r2.x);
    for (let index = 1; index < ordered.length; index++) {
      const before = ordered[index - 1]!;
      const run = ordered[index]!;
      const overlap = before.x + before.width - run.x;
      const glyphWidth = run.width / Math.max(1, [...run.text].length);
      if (overlap < glyphWidth * REDRAW_OVERLAP.min || overlap > glyphWidth * REDRAW_OVERLAP.max) continue;
      if (before.text.trimEnd().endsWith(run.text[0] ?? "\u0000")) same++;
      else different++;
    }
  }
  return same >= 3 && different * 4 <= same;
}

/**
 * Some producers (Word's PDF export with clipped text chunks) start each chunk with the glyph(s) the previous chunk
 * ended on, drawn again at the same place: "Sign" + "nal Word" reads "Signnal Word", "aft" + "fter" "aftfter". A
 * run that begins by overlapping the text before it by about one or two glyphs, with those same glyphs, loses them.
 */
function withoutRedrawnGlyphs(cell: { text: string; x1: number }, run: TextRun): string {
  const overlap = cell.x1 - run.x;
  if (overlap <= 0 || !/^\S/u.test(run.text)) return run.text;
  const glyphWidth = run.width / [...run.text].length;
  for (const count of [1, 2]) {
    const redrawn = run.text.slice(0, count);
    // Glyphs are narrower or wider than the run's average ("i", ":" against "W"): the bounds are loose.
    const fits = overlap >= glyphWidth * (count - 0.7) && overlap <= glyphWidth * (count + 0.6);
    if (fits && run.text.length > count && cell.text.endsWith(redrawn)) return run.text.slice(count);
  }
  return run.text;
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
/** Rows of running text on each side of the gutter, at least (a few long labels beside a wrapped value are not a column). */
const MIN_ROWS_PER_SIDE = 4;
/** A row of running text reaches across this share of its side's width (a paragraph's wrapped lines do)... */
const MIN_RUNNING_TEXT_FILL = 0.75;
/** ...and at least this share of each side's rows are such rows. */
const MIN_RUNNING_TEXT_SHARE = 0.5;

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
      const band = bothSidesSpan(rows, { from, to: index - 1, gutter });
      if (band && band.to - band.from + 1 >= MIN_BAND_ROWS && readsAsColumns(rows, band)) found.push(band);
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

/**
 * The rows from the first to the last where both sides have begun and neither has ended: text on one side only
 * above or below them (a heading, a short full-width paragraph that happens to leave the gutter free) is read in
 * row order, not moved behind the other column.
 */
function bothSidesSpan(rows: Row[], band: ColumnBand): ColumnBand | null {
  const leftRows: number[] = [];
  const rightRows: number[] = [];
  for (let r = band.from; r <= band.to; r++) {
    if (rows[r].cells.some((cell) => cell.x1 <= band.gutter)) leftRows.push(r);
    if (rows[r].cells.some((cell) => cell.x1 > band.gutter)) rightRows.push(r);
  }
  if (leftRows.length === 0 || rightRows.length === 0) return null;
  const from = Math.max(leftRows[0], rightRows[0]);
  const to = Math.min(leftRows[leftRows.length - 1], rightRows[rightRows.length - 1]);
  return from <= to ? { from, to, gutter: band.gutter } : null;
}

/**
 * Both sides hold running text of similar width: most rows of each side are one cell that starts at the side's
 * left edge and reaches across most of it (wrapped lines of a paragraph). A label column does not read like
 * that — its labels are short, or end in a cell of their own (a colon, a unit) — so a label/value table stays rows.
 */
function readsAsColumns(rows: Row[], band: ColumnBand): boolean {
  const left: Cell[][] = [];
  const right: Cell[][] = [];
  for (let r = band.from; r <= band.to; r++) {
    const leftCells = rows[r].cells.filter((cell) => cell.x1 <= band.gutter);
    const rightCells = rows[r].cells.filter((cell) => cell.x1 > band.gutter);
    if (leftCells.length > 0) left.push(leftCells);
    if (rightCells.length > 0) right.push(rightCells);
  }
  if (left.length < MIN_ROWS_PER_SIDE || right.length < MIN_ROWS_PER_SIDE) return false;
  // Two columns of text hold comparable amounts; a few long labels beside a wrapped value do not.
  if (left.length / right.length < 0.4 || left.length / right.length > 2.5) return false;
  const leftStart = Math.min(...left.map((cells) => cells[0].x0));
  const rightEnd = Math.max(...right.map((cells) => cells[cells.length - 1].x1));
  const leftWidth = band.gutter - leftStart;
  const rightWidth = rightEnd - band.gutter;
  if (leftWidth <= 0 || rightWidth <= 0 || leftWidth / rightWidth < 0.6 || leftWidth / rightWidth > 1.67) return false;
  if (!readsAsRunningText(left, leftStart, leftWidth) || !readsAsRunningText(right, band.gutter, rightWidth)) return false;
  return !cellsStartTogether(rows, band, { leftStart, leftWidth, rightWidth });
}

/**
 * A table of wrapped text: the cells of a row start on one baseline on both sides, however many lines each wraps
 * to. A block starts on a side where the side's previous row was empty or ended short (a paragraph's last line);
 * when most blocks of the side with fewer start on the same rows as blocks of the other side, it is a table.
 * (Two columns whose paragraphs break on exactly the same rows cannot be told from a table; they stay rows.)
 */
function cellsStartTogether(rows: Row[], band: ColumnBand, side: { leftStart: number; leftWidth: number; rightWidth: number }): boolean {
  const leftStarts = new Set<number>();
  const rightStarts = new Set<number>();
  let leftEndedShort = false;
  let rightEndedShort = false;
  for (let r = band.from; r <= band.to; r++) {
    const leftCells = rows[r].cells.filter((cell) => cell.x1 <= band.gutter);
    const rightCells = rows[r].cells.filter((cell) => cell.x1 > band.gutter);
    if (r > band.from && leftCells.length > 0 && leftEndedShort) leftStarts.add(r);
    if (r > band.from && rightCells.length > 0 && rightEndedShort) rightStarts.add(r);
    leftEndedShort = leftCells.length === 0 || (leftCells[leftCells.length - 1].x1 - side.leftStart) / side.leftWidth < MIN_RUNNING_TEXT_FILL;
    rightEndedShort = rightCells.length === 0 || (rightCells[rightCells.length - 1].x1 - band.gutter) / side.rightWidth < MIN_RUNNING_TEXT_FILL;
  }
  const fewer = leftStarts.size <= rightStarts.size ? leftStarts : rightStarts;
  const other = fewer === leftStarts ? rightStarts : leftStarts;
  if (fewer.size < 2) return false;
  let together = 0;
  for (const r of fewer) if (other.has(r)) together++;
  return together / fewer.size >= 0.6;
}

/** Enough of a side's rows are one cell from the side's left edge across most of its width. */
function readsAsRunningText(sideRows: Cell[][], sideStart: number, sideWidth: number): boolean {
  let running = 0;
  for (const cells of sideRows) {
    const [cell] = cells;
    const indent = cell.x0 - sideStart;
    if (cells.length === 1 && indent <= cell.fontSize * 1.5 && (cell.x1 - sideStart) / sideWidth >= MIN_RUNNING_TEXT_FILL) running++;
  }
  return running >= MIN_ROWS_PER_SIDE && running / sideRows.length >= MIN_RUNNING_TEXT_SHARE;
}
