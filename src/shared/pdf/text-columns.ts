/**
 * A page's rows (text-lines.ts) → lines in reading order. Where a vertical gutter near the middle of the text runs
 * through many consecutive rows and no cell crosses it, and the text on both sides fills its side like running text
 * does, the band is read column by column. A table row is never split: label/value tables have a narrow or sparsely
 * filled side, so they stay rows (cells on one baseline read together).
 */
import type { PdfLine } from "./pdf-text.ts";
import { foldText } from "../sds-section-words.ts";
import { headingCells, SECTION_WORD_HEADING, sectionNumberOf } from "./column-headings.ts";

/** A piece of a row between column gaps. */
export type Cell = { text: string; x0: number; x1: number; fontSize: number };
/** Runs on one baseline, cut into cells. */
export type Row = { y: number; cells: Cell[] };

/** A band of consecutive rows read as two columns, split at `gutter` (the right column's left edge). */
export type ColumnBand = { from: number; to: number; gutter: number };

/** Columns are page-scale: at least this many consecutive rows share the gutter. */
const MIN_BAND_ROWS = 6;
/** Rows of running text on each side of the gutter, at least (a few long labels beside a wrapped value are not a column). */
const MIN_ROWS_PER_SIDE = 4;
/** A row of running text reaches across this share of its side's width (a paragraph's wrapped lines do)... */
const MIN_RUNNING_TEXT_FILL = 0.75;
/** ...and at least this share of each side's rows are such rows. */
const MIN_RUNNING_TEXT_SHARE = 0.5;

/** A page's lines in reading order, its rows, and where it was read as two columns over most of its rows (document-columns.ts). */
export type PageLayout = { lines: PdfLine[]; rows: Row[]; columns: ColumnGeometry | null };
/**
 * Two columns' geometry: the left column's edge, the gutter (the right column's left edge less 1.5 points), how many of
 * the page's rows they hold, and how far right the left column's text reaches (where its lines wrap).
 */
export type ColumnGeometry = { left: number; gutter: number; rows: number; reach: number };

export function orderByColumns(rows: Row[]): PageLayout {
  const bands = findColumnBands(rows);
  const widest = bands.reduce<ColumnBand | null>((best, band) => (!best || band.to - band.from > best.to - best.from ? band : best), null);
  // Page-scale columns (half the page's rows or more) give the document's column geometry.
  const columns =
    widest && (widest.to - widest.from + 1) * 2 >= rows.length
      ? { left: leftEdge(rows, widest), gutter: widest.gutter, rows: widest.to - widest.from + 1, reach: leftReach(rows, widest) }
      : null;
  return { lines: linesInBands(rows, bands), rows, columns };
}

/** The rows read in order, each band column by column. */
export function linesInBands(rows: Row[], bands: ColumnBand[]): PdfLine[] {
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

function leftEdge(rows: Row[], band: ColumnBand): number {
  let left = Number.POSITIVE_INFINITY;
  for (let r = band.from; r <= band.to; r++) left = Math.min(left, rows[r].cells[0]?.x0 ?? left);
  return left;
}

/** The right end of the left column's text over a band: the rightmost end of a cell left of the gutter. */
export function leftReach(rows: Row[], band: ColumnBand): number {
  let reach = Number.NEGATIVE_INFINITY;
  for (let r = band.from; r <= band.to; r++) for (const cell of rows[r].cells) if (cell.x1 <= band.gutter) reach = Math.max(reach, cell.x1);
  return reach;
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
  found.push(...findHeadedBands(rows, { textLeft, textWidth }));
  // The longest bands first; a row belongs to one band at most.
  found.sort((b1, b2) => b2.to - b2.from - (b1.to - b1.from) || b1.from - b2.from);
  const chosen: ColumnBand[] = [];
  for (const band of found) {
    if (chosen.every((other) => band.to < other.from || band.from > other.to)) chosen.push(band);
  }
  return chosen.sort((b1, b2) => b1.from - b2.from);
}

/** Numbered headings each side holds, at least, before its own headings mark it as a column. */
const MIN_HEADINGS_PER_SIDE = 2;
/** How far (points) a column's headings may start from its left edge. */
const HEADING_EDGE_SLACK = 2;

/**
 * Columns that open numbered headings of their own (section 2 on the left, section 3 on the right): whatever the
 * sides hold — a table, short lines — each is a flow of its own. The gutter is the left edge of the right side's
 * headings; the band runs from the first row with a heading to the next row that crosses the gutter, so the longer
 * column's tail is read with its column. A label/value table has no numbered headings among its values.
 */
function findHeadedBands(rows: Row[], text: { textLeft: number; textWidth: number }): ColumnBand[] {
  const headings: { row: number; cell: Cell }[] = [];
  rows.forEach((row, index) => {
    for (const cell of headingCells(row)) headings.push({ row: index, cell });
  });
  // A heading each side, at least (sectionsFollowOn).
  if (headings.length < 2) return [];
  const gutters = new Set(
    headings
      .map(({ cell }) => Math.round(cell.x0) - 1.5)
      .filter((x) => x > text.textLeft + text.textWidth * 0.35 && x < text.textLeft + text.textWidth * 0.65),
  );
  const bands: ColumnBand[] = [];
  for (const gutter of gutters) {
    let from = 0;
    for (let index = 0; index <= rows.length; index++) {
      const crossed = index === rows.length || rows[index].cells.some((cell) => cell.x0 < gutter && cell.x1 > gutter);
      if (!crossed) continue;
      const inRun = headings.filter(({ row }) => row >= from && row < index);
      // Each side's headings start at its own left edge: the right side's at the gutter, the left side's together.
      const rightStarts = inRun.filter(({ cell }) => Math.abs(cell.x0 - gutter - 1.5) <= HEADING_EDGE_SLACK);
      const leftEdge = Math.min(...inRun.filter(({ cell }) => cell.x1 <= gutter).map(({ cell }) => cell.x0));
      const leftStarts = inRun.filter(({ cell }) => cell.x1 <= gutter && cell.x0 - leftEdge <= HEADING_EDGE_SLACK);
      const left = leftStarts.length;
      const right = rightStarts.length;
      const headed = left >= MIN_HEADINGS_PER_SIDE && right >= MIN_HEADINGS_PER_SIDE && numberedInOrder(leftStarts) && numberedInOrder(rightStarts);
      if (headed || sectionsFollowOn(leftStarts, rightStarts)) {
        const first = Math.min(leftStarts[0]!.row, rightStarts[0]!.row);
        const band = { from: withColumnHead(rows, { from, to: first, gutter }), to: withColumnTail(rows, { from: first, to: index - 1, gutter }), gutter };
        if (band.to - band.from + 1 >= MIN_BAND_ROWS) bands.push(band);
      }
      from = index + 1;
    }
  }
  return bands;
}

/**
 * A column's headings number its sections in order ("SECTION 2", "2.1", "2.2", "3.1"): most of a side's headings (all
 * but a stray line that starts like one, "12 Harbour Road") form a chain of non-decreasing numbers, or the side is
 * not one flow of sections but, say, a table whose cells happen to start with numbers.
 */
function numberedInOrder(headings: { cell: Cell }[]): boolean {
  const numbers = headings.map(({ cell }) => sectionNumberOf(cell.text));
  // Longest non-decreasing chain ending at each heading (a side holds a few dozen headings at most).
  const chain = numbers.map(() => 1);
  for (let i = 1; i < numbers.length; i++) {
    for (let j = 0; j < i; j++) if (numbers[j]! <= numbers[i]! && chain[j]! + 1 > chain[i]!) chain[i] = chain[j]! + 1;
  }
  const longest = Math.max(0, ...chain);
  return longest >= MIN_HEADINGS_PER_SIDE && longest >= numbers.length * MIN_HEADINGS_IN_ORDER;
}

/** A section's own heading: its section word, or its number and a stop before a capital ("5. FIRE-FIGHTING", "6: Accidental", "7.) Handling"). */
const SECTION_NUMBER_HEADING = /^0?(?:[1-9]|1[0-6])(?:\.\)|[.:])\s+\p{Lu}/u;

/**
 * One heading a side is enough when each side opens a section of its own (a section word or "5." before its title, not
 * a sub-section or a number that merely starts a value, "12 Harbour Road") and the right side's numbers follow the
 * left side's: the sheet's sections run down the left column and on in the right, as no table's cells do.
 */
function sectionsFollowOn(left: { cell: Cell }[], right: { cell: Cell }[]): boolean {
  const opensSection = ({ cell }: { cell: Cell }) => SECTION_WORD_HEADING.test(foldText(cell.text)) || SECTION_NUMBER_HEADING.test(cell.text);
  if (!left.some(opensSection) || !right.some(opensSection)) return false;
  const numbers = [...left, ...right].map(({ cell }) => sectionNumberOf(cell.text));
  return numbers.every((number, index) => index === 0 || numbers[index - 1]! <= number);
}

/**
 * Where headed columns begin: the rows above the first heading whose text stands within a line's leading of the same
 * side's next line below are the columns' text too (a page whose columns go on from the page before). Each side is
 * followed on its own: two columns set at different sizes or leading interleave, a row holding one side only. A wider
 * gap on a side ends it; what lies above is what the columns come after, and so is text above the row where both
 * sides have begun (a title over one side is read in row order).
 */
function withColumnHead(rows: Row[], run: ColumnBand): number {
  const pitch = run.to + 1 < rows.length ? rows[run.to + 1]!.y - rows[run.to]!.y : 0;
  if (pitch <= 0) return run.to;
  const sides = [(cell: Cell) => cell.x1 <= run.gutter, (cell: Cell) => cell.x0 >= run.gutter];
  // A side's nearest line at or just below the heading's row (its heading may stand a line or two lower): its baseline
  // and its size, whose leading sets the space above it.
  const below = sides.map((onSide) => {
    const row = rows.slice(run.to, run.to + 3).find((candidate) => candidate.cells.some(onSide));
    return row ? { y: row.y, size: Math.max(...row.cells.filter(onSide).map((cell) => cell.fontSize)) } : null;
  });
  const top = sides.map((onSide) => (rows[run.to]!.cells.some(onSide) ? run.to : Number.POSITIVE_INFINITY));
  let from = run.to;
  while (from > run.from) {
    const row = rows[from - 1]!;
    const sizes = sides.map((onSide) => Math.max(0, ...row.cells.filter(onSide).map((cell) => cell.fontSize)));
    // A row holding both sides has its leftmost text's baseline: the right side's line on it may stand up to the
    // reader's row tolerance from there.
    const shared = sizes.every((size) => size > 0);
    const fits = sides.every((_, side) => {
      const next = below[side];
      if (sizes[side] === 0) return true;
      if (!next) return false;
      const moved = shared && side === 1 ? sizes[side]! * ROW_TOLERANCE_EM : 0;
      return next.y - row.y <= Math.max(pitch * 1.2, Math.max(sizes[side]!, next.size) * LINE_LEADING * HEAD_GAP + moved);
    });
    if (!fits) break;
    from--;
    sides.forEach((_, side) => {
      if (sizes[side] === 0) return;
      below[side] = { y: row.y, size: sizes[side]! };
      top[side] = from;
    });
  }
  // Text above the row where both sides have begun is read in row order, but for a side's lines within a line of the
  // other side's first (a column whose first line is set larger starts lower on the page).
  const begun = Math.max(from, ...top);
  if (!Number.isFinite(begun) || begun >= run.to) return run.to;
  const later = top[0]! >= top[1]! ? 0 : 1;
  const leading = Math.max(...rows[begun]!.cells.filter(sides[later]!).map((cell) => cell.fontSize)) * LINE_LEADING;
  let start = begun;
  while (start > from && rows[begun]!.y - rows[start - 1]!.y <= leading) start--;
  return start;
}

/** How far (em) the reader lets a run stand from its row's first run and still read it on that row (text-lines.ts). */
const ROW_TOLERANCE_EM = 0.45;

/** A line's leading as a share of its font size (text set solid to loosely). */
const LINE_LEADING = 1.25;
/**
 * How many leadings a side's line may stand above its next: the space a generator leaves before a heading, and a
 * baseline moved by a point or two where the reader put a smaller line on the row of a taller one beside it.
 */
const HEAD_GAP = 1.5;

/** The share of a side's headings that must number its sections in order. */
const MIN_HEADINGS_IN_ORDER = 0.75;

/**
 * Where headed columns end: at the last row with text on both sides, and after it the rows of the longer column as
 * long as they keep its line pitch (a wider gap, about one and a half lines, ends the columns: what follows is
 * full-width text that happens to leave the gutter free) — or open a heading numbered within the columns' own
 * (section 2 continuing a left column whose neighbour holds section 3). A heading numbered past them all ("SECTION
 * 16" under columns of sections 2 and 3) is read after both columns.
 */
function withColumnTail(rows: Row[], run: ColumnBand): number {
  let lastRight = run.from;
  let lastLeft = run.from;
  for (let r = run.from; r <= run.to; r++) {
    if (rows[r].cells.some((cell) => cell.x0 >= run.gutter)) lastRight = r;
    if (rows[r].cells.some((cell) => cell.x1 <= run.gutter)) lastLeft = r;
  }
  const bothEnd = Math.min(lastLeft, lastRight);
  // The longer column's own line pitch: the two columns' baselines may be offset, their lines interleaving row by row.
  const onLongerSide = (row: Row) => row.cells.some((cell) => (lastLeft > lastRight ? cell.x1 <= run.gutter : cell.x0 >= run.gutter));
  const sideYs = rows.slice(run.from, bothEnd + 1).filter(onLongerSide).map((row) => row.y);
  const pitches = sideYs.slice(1).map((y, i) => y - sideYs[i]!).sort((p1, p2) => p1 - p2);
  const pitch = pitches[Math.floor(pitches.length / 2)] ?? 0;
  // The columns' own headings: the right column's stands on a row whose first cell may be the left column's text.
  const highest = Math.max(0, ...rows.slice(run.from, bothEnd + 1).flatMap((row) => [headingNumber(row), headingNumber({ ...row, cells: row.cells.filter((cell) => cell.x0 >= run.gutter) })]));
  let to = bothEnd;
  while (to < run.to) {
    const number = headingNumber(rows[to + 1]);
    if (number > highest || (number === 0 && rows[to + 1].y - rows[to].y > pitch * 1.5)) break;
    to++;
  }
  return to;
}

/** The number of the numbered heading a row opens with ("SECTION 16: …" → 16, "2.1 …" → 2), 0 when none. */
function headingNumber(row: Row): number {
  const cell = headingCells({ ...row, cells: row.cells.slice(0, 2) })[0];
  return cell && cell.x0 === row.cells[0]!.x0 ? sectionNumberOf(cell.text) : 0;
}

/**
 * The rows from the first to the last where both sides have begun and neither has ended: text on one side only
 * above or below them (a heading, a short full-width paragraph that happens to leave the gutter free) is read in
 * row order, not moved behind the other column.
 */
export function bothSidesSpan(rows: Row[], band: ColumnBand): ColumnBand | null {
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

function toLine(y: number, cells: Cell[]): PdfLine {
  const fontSize = cells.reduce((sum, cell) => sum + cell.fontSize, 0) / cells.length;
  return {
    text: cells.map((cell) => cell.text).join("    "),
    y: Math.round(y * 10) / 10,
    x: Math.round(cells[0].x0 * 10) / 10,
    x1: Math.round(cells[cells.length - 1].x1 * 10) / 10,
    fontSize: Math.round(fontSize * 10) / 10,
  };
}
