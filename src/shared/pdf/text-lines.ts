/**
 * A page's text runs (pdf.js items) assembled into visual lines in reading order — from positions only. Text printed
 * twice in the same place (bold faked by overprinting, a shadow) is read once.
 *
 * 1. Letter-spaced text. pdf.js writes a space into a run wherever the gap between two glyphs passes ~0.1 em and
 *    starts a new run where it passes ~0.6 em. A run in which every glyph is followed by such a gap ("S A F E T Y")
 *    is tracked (letter-spaced) text, so its gaps are closed; glyphs that come as runs of their own (tracking
 *    wider than 0.6 em, or one glyph per run) are joined when their gap is the sequence's letter gap, and a word
 *    space is kept where the gap is wider by about a space's width.
 * 2. Rows: runs whose baselines agree within a fraction of the font size; inside a row, a gap wider than about
 *    two and a half average characters (of the run's own pitch when it is letter-spaced) separates cells and is
 *    kept as four spaces, so label/value columns stay apart ("Signal word    Danger").
 * 3. A cell centred beside a wrapped cell (its baseline halfway between the wrapped lines) joins the row above
 *    (centred-cells.ts).
 * 4. Columns: where a vertical gutter near the middle of the text runs through many consecutive rows and no cell
 *    crosses it, and the text on both sides fills its side like running text does, the band is read column by
 *    column (text-columns.ts); a page of a sheet whose other pages are in columns is read at their gutter when its rows
 *    fit it (document-columns.ts, after all pages are read).
 */
import type { PdfLine } from "./pdf-text.ts";
import { joinCentredCells } from "./centred-cells.ts";
import { orderByColumns, type Cell, type PageLayout, type Row } from "./text-columns.ts";

/** `direction` (a unit vector in the view, y down) is set on text that does not read left to right on the page. */
export type TextRun = { text: string; x: number; y: number; width: number; fontSize: number; tracked?: boolean; direction?: { x: number; y: number } };

/** A gap wider than this many ems (about two and a half average characters) separates cells of a row. */
const COLUMN_GAP_EM = 1.25;


/** Runs → lines of one page, top to bottom, column by column where the page has columns. */
export function assemblePageLines(runs: TextRun[]): PdfLine[] {
  return assemblePageLayout(runs).lines;
}

/** The page's lines with its rows and column geometry, for the document's pass over its pages (document-columns.ts). */
export function assemblePageLayout(runs: TextRun[]): PageLayout {
  if (runs.some((run) => run.direction)) return { lines: withTurnedText(runs), rows: [], columns: null };
  const grouped = groupIntoRows(withoutOverprints(runs).map(closeTrackedRun));
  const redrawsEdges = redrawsChunkEdges(grouped);
  const rows = grouped.map((row) => toRow(row, redrawsEdges)).filter((row) => row.cells.length > 0);
  return orderByColumns(joinCentredCells(rows));
}

// ------------------------------------------------------------------------------------------------- turned text

/**
 * Text set turned on the page (a table's turned column headers, a stamp across the text, a print note up the margin)
 * is read in its own frame: runs of one direction together, as a page turned to that direction. Its lines are placed
 * among the page's lines by where they start (a vertical run placed by its origin runs into the row its first glyph
 * sits on, so it goes before the first line below that origin rather than into the row); text wholly beside the
 * page's text — a note in the margin — is no part of its reading and follows the page's lines.
 */
function withTurnedText(runs: TextRun[]): PdfLine[] {
  const upright = runs.filter((run) => !run.direction);
  const byDirection = new Map<string, TextRun[]>();
  for (const run of runs) {
    if (!run.direction) continue;
    const key = `${run.direction.x.toFixed(2)},${run.direction.y.toFixed(2)}`;
    const group = byDirection.get(key);
    if (group) group.push(run);
    else byDirection.set(key, [run]);
  }
  const lines = assemblePageLines(upright);
  let textLeft = Number.POSITIVE_INFINITY;
  let textRight = Number.NEGATIVE_INFINITY;
  for (const run of upright) {
    textLeft = Math.min(textLeft, run.x);
    textRight = Math.max(textRight, run.x + run.width);
  }
  const marginNotes: PdfLine[] = [];
  for (const group of byDirection.values()) {
    const { x: dx, y: dy } = group[0]!.direction!;
    // Reading frame: along the text, and across it downwards (the direction turned a quarter clockwise on the view).
    const turned = group.map((run) => ({ ...run, direction: undefined, x: run.x * dx + run.y * dy, y: -run.x * dy + run.y * dx }));
    let groupLeft = Number.POSITIVE_INFINITY;
    let groupRight = Number.NEGATIVE_INFINITY;
    for (const run of group) {
      groupLeft = Math.min(groupLeft, run.x, run.x + run.width * dx);
      groupRight = Math.max(groupRight, run.x, run.x + run.width * dx);
    }
    const inMargin = upright.length > 0 && (groupRight < textLeft || groupLeft > textRight);
    for (const line of assemblePageLines(turned)) {
      const x = line.x * dx - line.y * dy;
      const y = line.x * dy + line.y * dx;
      const placed = { ...line, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
      if (inMargin) {
        marginNotes.push(placed);
        continue;
      }
      const below = lines.findIndex((other) => other.y > placed.y);
      lines.splice(below === -1 ? lines.length : below, 0, placed);
    }
  }
  return [...lines, ...marginNotes];
}

// -------------------------------------------------------------------------------------------------- overprints

/** How close (in ems) a run of the same text may sit to another and still be the same text printed again. */
const OVERPRINT_EM = 0.15;

/**
 * Text printed twice in the same place — bold faked by overprinting the text a fraction of a point to the side, a
 * shadow, a producer drawing a field twice — is read once: a run whose text, size and place (within 0.15 em) repeat
 * an earlier run's is left out. Earlier runs are kept in a grid of cells as wide as the widest such tolerance, so a
 * run is compared with the runs of its own text in the neighbouring cells only (a page of 20,000 '.' glyphs stays
 * linear).
 */
function withoutOverprints(runs: TextRun[]): TextRun[] {
  let cellSize = 0.5;
  for (const run of runs) cellSize = Math.max(cellSize, run.fontSize * OVERPRINT_EM);
  // Per text, the runs by grid cell; a cell's key may be shared by far cells (it only adds runs to compare with).
  const seen = new Map<string, Map<number, TextRun[]>>();
  return runs.filter((run) => {
    const near = Math.max(0.5, run.fontSize * OVERPRINT_EM);
    const gx = Math.floor(run.x / cellSize);
    const gy = Math.floor(run.y / cellSize);
    let cells = seen.get(run.text);
    if (cells) {
      for (let ix = gx - 1; ix <= gx + 1; ix++) {
        for (let iy = gy - 1; iy <= gy + 1; iy++) {
          const earlier = cells.get(ix * GRID_ROW + iy);
          if (earlier?.some((other) => Math.abs(other.fontSize - run.fontSize) <= run.fontSize * 0.05 && Math.abs(other.x - run.x) <= near && Math.abs(other.y - run.y) <= near)) return false;
        }
      }
    } else {
      cells = new Map();
      seen.set(run.text, cells);
    }
    const key = gx * GRID_ROW + gy;
    const cell = cells.get(key);
    if (cell) cell.push(run);
    else cells.set(key, [run]);
    return true;
  });
}

/** Grid cells per column in a cell's key (more than a page's height holds). */
const GRID_ROW = 1 << 20;

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
    if (cell && overprintsCellEnd(cell, run)) continue;
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

/**
 * A run drawn wholly over the end of the text before it, with the same glyphs ("SAFETY DATA SHEET" + "T" again, the
 * last glyph of a word overprinted for bold): printed twice, read once.
 */
function overprintsCellEnd(cell: { text: string; x0: number; x1: number }, run: TextRun): boolean {
  const text = run.text.trim();
  return text !== "" && run.x >= cell.x0 && run.x + run.width <= cell.x1 + run.fontSize * OVERPRINT_EM && cell.text.trimEnd().endsWith(text);
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
