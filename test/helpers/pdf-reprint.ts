/**
 * A sheet's text as the reader gave it (pages of lines; a run of 2+ spaces inside a line is a cell gap) printed again as
 * a PDF the way another generator would print the same sheet (family P, scripts/metamorphic-pdf.ts): the same lines in
 * another content-stream order, cut into other text items, set smaller and tighter, turned, with running furniture, or
 * flowed into two columns. The PDF is written with pdf-lib and DejaVu Sans, as test/helpers/pdf-layout-render.ts does.
 */
import fontkit from "@pdf-lib/fontkit";
import { degrees, PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import type { PdfText } from "../../src/shared/pdf/pdf-text.ts";
import { DEJAVU_BYTES, type Measure } from "./pdf-layout-render.ts";

export const PRINT_STYLES = [
  "0 as printed", "a stream shuffled", "b word items", "c glyph items", "d cell items", "e small and tight",
  "f rotated landscape", "g header and footer", "h two columns", "i justified words",
] as const;
export type PrintStyle = (typeof PRINT_STYLES)[number];

/** A piece of text drawn as one item, at its baseline in the page's view (y down). */
type Item = { page: number; text: string; x: number; y: number; size: number };
/** One line of the sheet: its cells (each at its own x), and the line it was in the reader's text. */
type Row = { page: number; y: number; size: number; cells: { text: string; x: number }[]; source: string };
type Frame = { width: number; height: number; rotated: boolean };

/** A cell gap as printed: wider than the reader's 1.25 em, as a table's or a label column's gap is. */
const GAP_EM = 2.5;
const MARGIN = 40;

export type Reprinted = { bytes: Uint8Array; /** The reader's lines that the style wrapped onto more than one line. */ wrapped: Set<string> };

/** Characters of the sheet the embedded font has no glyph for (those would come back as something else). */
export async function missingGlyphs(text: PdfText): Promise<number> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(DEJAVU_BYTES, { subset: true });
  const known = new Set(font.getCharacterSet());
  let missing = 0;
  for (const page of text.pages) for (const line of page.lines) for (const char of line.text) if (!known.has(char.codePointAt(0)!)) missing++;
  return missing;
}

export async function reprint(text: PdfText, style: PrintStyle, product: string): Promise<Reprinted> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(DEJAVU_BYTES, { subset: true });
  const measure: Measure = (t, size) => font.widthOfTextAtSize(t, size);
  const rows = toRows(text, measure);
  const first = text.pages[0] ?? { width: 595, height: 842 };
  const wrapped = new Set<string>();
  let items: Item[];
  let frames: Frame[];
  if (style === "e small and tight") {
    ({ items, frames } = flow(rows, { width: first.width, height: first.height, rotated: false }, { scale: 0.8, leading: 1.05 }, measure));
  } else if (style === "f rotated landscape") {
    const frame = { width: Math.max(first.width, first.height), height: Math.min(first.width, first.height), rotated: true };
    ({ items, frames } = flow(rows, frame, { scale: 1, leading: 1.25 }, measure));
  } else if (style === "h two columns") {
    ({ items, frames } = twoColumns(rows, { width: first.width, height: first.height, rotated: false }, measure, wrapped));
  } else {
    items = rows.flatMap((row) => row.cells.map((cell) => ({ page: row.page, text: cell.text, x: cell.x, y: row.y, size: row.size })));
    frames = text.pages.map((page) => ({ width: page.width, height: page.height, rotated: false }));
    if (style === "0 as printed") items = asLines(rows, measure);
    if (style === "g header and footer") items.push(...furniture(items, frames, product, measure));
    if (style === "i justified words") items = justified(rows, frames, measure);
  }
  if (style === "b word items") items = items.flatMap((item) => pieces(item, item.text.split(/(?<= )/), measure));
  if (style === "c glyph items") items = items.flatMap((item) => pieces(item, [...item.text], measure));
  frames.forEach((frame, index) => {
    const page = doc.addPage(frame.rotated ? [frame.height, frame.width] : [frame.width, frame.height]);
    if (frame.rotated) page.setRotation(degrees(90));
    const own = items.filter((item) => item.page === index + 1);
    for (const item of style === "a stream shuffled" ? shuffled(own) : own) draw(page, font, item, frame);
  });
  return { bytes: await doc.save(), wrapped };
}

function toRows(text: PdfText, measure: Measure): Row[] {
  const rows: Row[] = [];
  for (const page of text.pages) {
    for (const line of page.lines) {
      const size = line.fontSize ?? 10;
      let x = line.x;
      const cells = line.text.trim().split(/\s{2,}/).filter((cell) => cell !== "").map((cell) => {
        const placed = { text: cell, x };
        x += measure(cell, size) + GAP_EM * size;
        return placed;
      });
      if (cells.length) rows.push({ page: page.number, y: line.y, size, cells, source: line.text });
    }
  }
  return rows;
}

/** Each line one item, its cell gaps drawn as spaces as wide as the gap (the way a generator prints a line it was given). */
function asLines(rows: Row[], measure: Measure): Item[] {
  const spaces = (size: number) => " ".repeat(Math.ceil((GAP_EM * size) / measure(" ", size)));
  return rows.map((row) => ({ page: row.page, text: row.cells.map((cell) => cell.text).join(spaces(row.size)), x: row.cells[0]!.x, y: row.y, size: row.size }));
}

/** Text drawn as the given parts, each an item at the place it has in the whole (no space drawn as an item of its own). */
function pieces(item: Item, parts: string[], measure: Measure): Item[] {
  const out: Item[] = [];
  let x = item.x;
  for (const part of parts) {
    if (part.trim() !== "") out.push({ ...item, text: part.trimEnd(), x });
    x += measure(part, item.size);
  }
  return out;
}

/** The lines set again down pages of `frame`, in the reader's order, at `scale` of their size and `leading` ems apart. */
function flow(rows: Row[], frame: Frame, set: { scale: number; leading: number }, measure: Measure): { items: Item[]; frames: Frame[] } {
  const items: Item[] = [];
  let page = 1;
  let y = MARGIN;
  const left = Math.min(...rows.map((row) => row.cells[0]!.x));
  for (const row of rows) {
    const size = Math.round(row.size * set.scale * 10) / 10;
    y += size * set.leading;
    if (y > frame.height - MARGIN) {
      page++;
      y = MARGIN + size;
    }
    let x = MARGIN + (row.cells[0]!.x - left) * set.scale;
    for (const cell of row.cells) {
      items.push({ page, text: cell.text, x, y, size });
      x += measure(cell.text, size) + GAP_EM * size;
    }
  }
  return { items, frames: Array.from({ length: page }, () => frame) };
}

/**
 * The lines flowed down two columns a page, as a two-column sheet is set: a line too wide for its column goes on at
 * the column's left edge on the next line, broken at a word (a cell that does not fit starts the next line).
 */
function twoColumns(rows: Row[], frame: Frame, measure: Measure, wrapped: Set<string>): { items: Item[]; frames: Frame[] } {
  const gutter = 20;
  const width = (frame.width - 2 * MARGIN - gutter) / 2;
  const items: Item[] = [];
  let page = 1;
  let column = 0;
  let y = MARGIN;
  const newLine = (size: number) => {
    y += size * 1.25;
    if (y <= frame.height - MARGIN) return;
    column = 1 - column;
    if (column === 0) page++;
    y = MARGIN + size;
  };
  for (const row of rows) {
    const size = Math.min(row.size, 11);
    const columnLeft = () => MARGIN + column * (width + gutter);
    newLine(size);
    let x = columnLeft();
    let lines = 1;
    for (const [index, cell] of row.cells.entries()) {
      cell.text.split(" ").flatMap((word) => cutToWidth(word, width, size, measure)).forEach((word, at) => {
        const gap = x === columnLeft() ? 0 : at === 0 && index > 0 ? GAP_EM * size : measure(" ", size);
        if (x > columnLeft() && x + gap + measure(word, size) > columnLeft() + width) {
          newLine(size);
          lines++;
          x = columnLeft();
        } else {
          x += gap;
        }
        items.push({ page, text: word, x, y, size });
        x += measure(word, size);
      });
    }
    if (lines > 1) wrapped.add(row.source);
  }
  return { items: joinWords(items, measure), frames: Array.from({ length: page }, () => frame) };
}

/** A word wider than the column (a rule of underscores, a long formula) cut where it reaches the edge, as a generator breaks it. */
function cutToWidth(word: string, width: number, size: number, measure: Measure): string[] {
  if (measure(word, size) <= width) return [word];
  const parts: string[] = [];
  let part = "";
  for (const char of word) {
    if (part && measure(part + char, size) > width) {
      parts.push(part);
      part = "";
    }
    part += char;
  }
  return [...parts, part];
}

/** Words set one after another on a line become one item again (a generator draws a line's words together). */
function joinWords(items: Item[], measure: Measure): Item[] {
  const out: Item[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    const end = last ? last.x + measure(`${last.text} `, last.size) : 0;
    if (last && last.page === item.page && last.y === item.y && Math.abs(end - item.x) < 0.01) last.text += ` ${item.text}`;
    else out.push({ ...item });
  }
  return out;
}

/** The product's name in every page's header and "Page n of m" in every footer, clear of the page's own text. */
function furniture(items: Item[], frames: Frame[], product: string, measure: Measure): Item[] {
  return frames.flatMap((frame, index) => {
    const own = items.filter((item) => item.page === index + 1);
    const top = Math.min(frame.height, ...own.map((item) => item.y - item.size));
    const bottom = Math.max(0, ...own.map((item) => item.y));
    const footer = `Page ${index + 1} of ${frames.length}`;
    return [
      { page: index + 1, text: product, x: MARGIN, y: Math.max(8, top - 10), size: 8 },
      { page: index + 1, text: footer, x: (frame.width - measure(footer, 8)) / 2, y: Math.min(frame.height - 4, bottom + 16), size: 8 },
    ];
  });
}

/**
 * Running text set justified: a one-cell line of six words or more that ends short of the page's right edge has its
 * word gaps widened to reach it (each word an item at its place), up to 0.8 em a gap as a typesetter allows.
 */
function justified(rows: Row[], frames: Frame[], measure: Measure): Item[] {
  const right = new Map<number, number>();
  for (const row of rows) for (const cell of row.cells) right.set(row.page, Math.max(right.get(row.page) ?? 0, cell.x + measure(cell.text, row.size)));
  // Never past the page's edge (the embedded font runs wider than the sheet's own, so its longest line may).
  frames.forEach((frame, index) => right.set(index + 1, Math.min(right.get(index + 1) ?? 0, frame.width - MARGIN)));
  return rows.flatMap((row) => {
    const words = row.cells.length === 1 ? row.cells[0]!.text.split(" ") : [];
    const end = row.cells[0]!.x + measure(row.cells[0]!.text, row.size);
    const extra = words.length >= 6 ? (right.get(row.page)! - end) / (words.length - 1) : 0;
    if (extra <= 0 || extra > 0.8 * row.size || row.page > frames.length) return row.cells.map((cell) => ({ page: row.page, text: cell.text, x: cell.x, y: row.y, size: row.size }));
    let x = row.cells[0]!.x;
    return words.map((word) => {
      const item = { page: row.page, text: word, x, y: row.y, size: row.size };
      x += measure(`${word} `, row.size) + extra;
      return item;
    });
  });
}

/** A fixed, position-blind order (the reader must order by position): items by a hash of their text and place. */
function shuffled(items: Item[]): Item[] {
  const key = (item: Item) => {
    let hash = 2166136261;
    for (const char of `${item.text}|${item.x}|${item.y}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    return hash >>> 0;
  };
  return [...items].sort((a, b) => key(a) - key(b));
}

function draw(page: PDFPage, font: PDFFont, item: Item, frame: Frame): void {
  const y = frame.height - item.y;
  // On a /Rotate 90 page, a point (x, y) of the landscape view is (height − y, x) in the portrait MediaBox.
  const at = frame.rotated ? { x: frame.height - y, y: item.x } : { x: item.x, y };
  page.drawText(item.text, { ...at, size: item.size, font, rotate: frame.rotated ? degrees(90) : undefined });
}
