/**
 * A sheet set in two columns keeps them on every page. A page whose columns hold no section heading on one side (a
 * section running on down both columns) and little running text gives text-columns.ts nothing to tell its columns
 * from a label/value form's, so it was read as rows, left cell beside right cell. The document's other pages tell:
 * where one of them was read as page-scale columns, a page whose rows leave that same gutter free over most of the
 * page, with both sides' lines starting at those columns' edges, is read column by column too. A form's page in a
 * sheet without columns has no such page to lean on.
 */
import type { PdfLine } from "./pdf-text.ts";
import { bothSidesSpan, leftReach, linesInBands, type ColumnBand, type ColumnGeometry, type PageLayout, type Row } from "./text-columns.ts";

/** The share of a page's rows the free gutter must run through (page-scale, as the columns on the other pages). */
const MIN_PAGE_SHARE = 0.8;
/** Rows of a page, at least, for its shape to say anything. */
const MIN_ROWS = 6;
/** The share of each side's lines that start at its column's edge (an indented item or two may not). */
const MIN_AT_EDGE = 0.8;
/** How far (points) a line may start from its column's edge. */
const EDGE_SLACK = 2;
/**
 * How far short of the column pages' left column (a share of its width) a page's left side may end. A column's text
 * wraps at its edge on every page; a form's labels, its values set where the right column starts, end well short of it.
 */
const MAX_REACH_SHORTFALL = 0.25;
/** A few geometries at most: a sheet has one column layout, perhaps two. */
const MAX_GEOMETRIES = 3;

/** Each page's lines, pages without columns of their own read at the document's columns where they fit them. */
export function withDocumentColumns(layouts: readonly PageLayout[]): PdfLine[][] {
  const counts = new Map<string, { geometry: ColumnGeometry; pages: number }>();
  for (const { columns } of layouts) {
    if (!columns) continue;
    const key = `${Math.round(columns.left)}/${Math.round(columns.gutter)}`;
    const seen = counts.get(key);
    if (seen) {
      seen.pages++;
      seen.geometry = { ...seen.geometry, reach: Math.max(seen.geometry.reach, columns.reach) };
    } else counts.set(key, { geometry: columns, pages: 1 });
  }
  const geometries = [...counts.values()].sort((g1, g2) => g2.pages - g1.pages).slice(0, MAX_GEOMETRIES).map(({ geometry }) => geometry);
  return layouts.map((layout) => {
    // A page read in columns over most of its rows already; one read in columns over half of them may have rows at its
    // top or foot that hold the same columns (the page's own rules found no heading or running text there).
    const own = layout.columns;
    if ((own && own.rows >= layout.rows.length * MIN_PAGE_SHARE) || layout.rows.length < MIN_ROWS) return layout.lines;
    for (const geometry of own ? [own] : geometries) {
      const read = readAtColumns(layout.rows, geometry, { reachesLikeColumns: !own });
      if (read && read.rows > (own?.rows ?? 0)) return read.lines;
    }
    return layout.lines;
  });
}

/** The page read at the columns' gutter (and how many rows the columns hold), or null when its rows do not fit them. */
function readAtColumns(rows: Row[], { left, gutter, reach }: ColumnGeometry, check: { reachesLikeColumns: boolean }): { lines: PdfLine[]; rows: number } | null {
  const crosses = (row: Row) => row.cells.some((cell) => cell.x0 < gutter && cell.x1 > gutter);
  let best: { from: number; to: number } | null = null;
  let from = 0;
  for (let index = 0; index <= rows.length; index++) {
    if (index < rows.length && !crosses(rows[index]!)) continue;
    if (!best || index - 1 - from > best.to - best.from) best = { from, to: index - 1 };
    from = index + 1;
  }
  const both = best && bothSidesSpan(rows, { ...best, gutter });
  const span = both && best && withLongerColumnTail(rows, both, best.to);
  if (!span || span.to - span.from + 1 < Math.max(MIN_ROWS, rows.length * MIN_PAGE_SHARE)) return null;
  let leftRows = 0;
  let rightRows = 0;
  let leftAtEdge = 0;
  let rightAtEdge = 0;
  for (let r = span.from; r <= span.to; r++) {
    const cells = rows[r]!.cells;
    const leftCell = cells.find((cell) => cell.x1 <= gutter);
    const rightCell = cells.find((cell) => cell.x1 > gutter);
    if (leftCell) {
      leftRows++;
      if (Math.abs(leftCell.x0 - left) <= EDGE_SLACK) leftAtEdge++;
    }
    if (rightCell) {
      rightRows++;
      if (Math.abs(rightCell.x0 - gutter - 1.5) <= EDGE_SLACK) rightAtEdge++;
    }
  }
  const rowCount = span.to - span.from + 1;
  // Both sides hold text down most of the page, each starting at its own column's edge.
  if (leftRows * 2 < rowCount || rightRows * 2 < rowCount) return null;
  if (leftAtEdge < leftRows * MIN_AT_EDGE || rightAtEdge < rightRows * MIN_AT_EDGE) return null;
  // At the columns of the sheet's other pages: the left side's text reaches about as far as their left columns' does.
  if (check.reachesLikeColumns && leftReach(rows, span) < reach - (reach - left) * MAX_REACH_SHORTFALL) return null;
  return { lines: linesInBands(rows, [span]), rows: rowCount };
}

/** How many of the longer column's line pitches may part its tail's lines before what follows is no longer the column. */
const TAIL_GAP_PITCHES = 1.5;

/**
 * The columns with the longer one's tail: on a sheet's last page (or above a full-width footer) one column ends short,
 * and the rows below its end hold the other column's lines only. They are that column's as long as they keep its line
 * pitch; read in row order instead, they would come after the shorter column's lines, and the rows above them with
 * both sides would be read as rows, a right-column heading inside a left-column line.
 */
function withLongerColumnTail(rows: Row[], span: ColumnBand, free: number): ColumnBand {
  if (span.to >= free) return span;
  const onLeft = (row: Row) => row.cells.some((cell) => cell.x1 <= span.gutter);
  const longerIsLeft = onLeft(rows[span.to + 1]!);
  const onLonger = (row: Row) => (longerIsLeft ? onLeft(row) : row.cells.some((cell) => cell.x1 > span.gutter));
  const ys = rows.slice(span.from, span.to + 1).filter(onLonger).map((row) => row.y);
  const pitches = ys.slice(1).map((y, index) => y - ys[index]!).sort((p1, p2) => p1 - p2);
  const pitch = pitches[Math.floor(pitches.length / 2)];
  if (!pitch) return span;
  let to = span.to;
  let lastY = ys[ys.length - 1]!;
  while (to < free && rows[to + 1]!.y - lastY <= pitch * TAIL_GAP_PITCHES) {
    to++;
    lastY = rows[to]!.y;
  }
  return { ...span, to };
}
