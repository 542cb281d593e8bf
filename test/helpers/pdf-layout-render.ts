/**
 * Lays a sheet's rows out on PDF pages the ways real SDS producers do, and writes the PDF with pdf-lib and an embedded
 * Unicode font (DejaVu Sans, so ä/é/ł/ç print as themselves). A layout only decides where each piece of text goes and
 * in which order it is drawn; the rows (what the sheet says) come from test/helpers/pdf-layout-sweep.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { degrees, PDFDocument, rgb, type PDFFont } from "pdf-lib";

export type SheetRow =
  | { kind: "title" | "heading" | "sub" | "line"; text: string }
  /** `more`: further lines of the value (an address under the company); `pair`: a field printed beside it on its row. */
  | { kind: "field"; label: string; value: string; more?: readonly string[]; pair?: { label: string; value: string }; role?: "product" }
  | { kind: "code"; code: string; text: string }
  | { kind: "table"; header: readonly string[]; rows: readonly (readonly string[])[] }
  /** Where section 2 starts (the left column of a two-column page) and section 3 (the right column), and their end. */
  | { kind: "mark"; at: "whole-columns" | "columns" | "right" | "end" | "page" };

export type LayoutStyle = {
  fields: "inline" | "grid" | "below" | "right" | "ruled";
  size?: number;
  leading?: number;
  labelWidth?: number;
  landscape?: boolean;
  /** Landscape shown by a /Rotate 90 page whose content is drawn turned (portrait MediaBox). */
  rotated?: boolean;
  /** Two columns: sections 2 | 3 side by side, or the whole sheet flowing down the left column and on in the right. */
  columns?: "sections-2-3" | "whole";
  /** A header table under the title: labels in one row, their values in the row below. */
  headerRow?: { labels: readonly string[]; values: readonly string[] };
  /** The supplier's address on the company's line ("Harbourside Chemicals Ltd, 12 Harbour Road, …"). */
  inlineAddress?: boolean;
  /** Grid labels set flush right against the value column, each with its colon. */
  labelsRight?: boolean;
  /** A header (product, revision date) on every page, "Page n of m" at the foot, section 3 on page 2. */
  furniture?: { left: string; right: string; page: (n: number, of: number) => string };
  spacedHeadings?: boolean;
  /** Labels drawn as two text items, values as three. */
  splitItems?: boolean;
  /** Drawn bottom-up, each row's value before its label. */
  shuffled?: boolean;
  /** Grid labels followed by a colon of their own, in a column just before the values ("Handelsname    :    X"). */
  colonColumn?: boolean;
  /** Heading numbers in a cell of their own: "SECTION 1" | "Identification …", "1.1" | "Product identifier". */
  numberCells?: boolean;
  /** Table cells centred vertically: a one-line value sits between the lines of its wrapped label. */
  centredCells?: boolean;
  /** "®" and "™" drawn raised and smaller, as items of their own. */
  raisedMarks?: boolean;
  /** Grid values in a column this wide (points), so longer values wrap. */
  valueWidth?: number;
  /** Grid labels followed by dot leaders up to the value ("Trade name ........ Brightfloor"). */
  dotLeaders?: boolean;
  /** Two fields per row where the sheet pairs them (product name | product code). */
  pairs?: boolean;
  /** The product identifier printed under 1.1's heading without a label. */
  unlabelledProduct?: boolean;
  /** Labels and headings in capitals. */
  upperCase?: boolean;
  /** Every piece of text drawn word by word, or glyph by glyph (at the font's own advance, no tracking). */
  items?: "words" | "glyphs";
  /** Every piece of text drawn twice, the second a fraction of a point to the right (bold faked by overprinting). */
  fakeBold?: boolean;
  /** Labels in a smaller size than their values, the cells aligned at their tops. */
  labelSize?: number;
  /** A line of text set vertically in the left margin of every page (a print note, a document number). */
  marginText?: string;
};

type TextOp = { kind: "text"; page: number; text: string; x: number; y: number; size: number; turned?: boolean };
type RuleOp = { kind: "rule"; page: number; x: number; y: number; width: number; height: number };
type Op = TextOp | RuleOp;

const DEJAVU = join(import.meta.dir, "..", "..", "node_modules", "dejavu-fonts-ttf", "ttf", "DejaVuSans.ttf");
export const DEJAVU_BYTES = readFileSync(DEJAVU);
const MARGIN = 50;
/** Letter spacing of tracked headings, in ems. */
const TRACKING_EM = 0.25;

/** Text widths, measured with the embedded font (the same font the PDF prints with). */
export type Measure = (text: string, size: number) => number;

export async function renderSheet(rows: readonly SheetRow[], style: LayoutStyle): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(DEJAVU_BYTES, { subset: true });
  const measure: Measure = (text, size) => font.widthOfTextAtSize(text, size);
  const { ops, pages } = layOut(rows, style, measure);
  const [width, height] = style.landscape || style.rotated ? [842, 595] : [595, 842];
  for (let index = 0; index < pages; index++) {
    const page = doc.addPage(style.rotated ? [height, width] : [width, height]);
    if (style.rotated) page.setRotation(degrees(90));
    const pageOps = ops.filter((op) => op.page === index).flatMap((op) => asItems(op, style, measure));
    for (const op of style.shuffled ? shuffle(pageOps) : pageOps) draw(page, font, op, style.rotated ? height : null);
  }
  return doc.save();
}

/** A text op as the items the layout draws it in: words or glyphs at their places, each once or overprinted. */
function asItems(op: Op, style: LayoutStyle, measure: Measure): Op[] {
  if (op.kind !== "text") return [op];
  let items: TextOp[] = [op];
  if (style.items) {
    items = [];
    let x = op.x;
    for (const part of style.items === "words" ? op.text.split(/(?<= )/) : [...op.text]) {
      if (part.trim() !== "") items.push({ ...op, text: part.trimEnd(), x });
      x += measure(part, op.size);
    }
  }
  return style.fakeBold ? items.flatMap((item) => [item, { ...item, x: item.x + 0.35 }]) : items;
}

/** Bottom-up, right to left: the content stream's order is the reverse of reading order. */
function shuffle(ops: Op[]): Op[] {
  return [...ops].sort((op1, op2) => op1.y - op2.y || op2.x - op1.x);
}

function draw(page: ReturnType<PDFDocument["addPage"]>, font: PDFFont, op: Op, rotatedWidth: number | null): void {
  // On a /Rotate 90 page, a point (x, y) of the landscape view is (width − y, x) in the portrait MediaBox.
  const at = (x: number, y: number) => (rotatedWidth === null ? { x, y } : { x: rotatedWidth - y, y: x });
  const rotate = rotatedWidth === null ? undefined : degrees(90);
  if (op.kind === "text") {
    page.drawText(op.text, { ...at(op.x, op.y), size: op.size, font, rotate: op.turned ? degrees(-90) : rotate });
  } else {
    page.drawRectangle({ ...at(op.x, op.y), width: op.width, height: op.height, borderColor: rgb(0, 0, 0), borderWidth: 0.5, rotate });
  }
}

/** Greedy word wrap to a width. */
export function wrap(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Flow = { x0: number; x1: number; y: number };

function layOut(rows: readonly SheetRow[], style: LayoutStyle, measure: Measure): { ops: Op[]; pages: number } {
  const size = style.size ?? 9;
  const leading = style.leading ?? size * 1.45;
  const [pageWidth, pageHeight] = style.landscape || style.rotated ? [842, 595] : [595, 842];
  const top = pageHeight - MARGIN - (style.furniture ? 20 : 0);
  const bottom = MARGIN + (style.furniture ? 20 : 0);
  const ops: Op[] = [];
  let page = 0;
  const full: Flow = { x0: MARGIN, x1: pageWidth - MARGIN, y: top };
  let flow = full;
  let columnTop = 0;
  let left: Flow | null = null;

  const plain = (t: string, x: number, y: number, s = size) => ops.push({ kind: "text", page, text: t, x, y, size: s });
  const text = (t: string, x: number, y: number, s = size) => {
    if (!style.raisedMarks || !/[®™]/.test(t)) return plain(t, x, y, s);
    let at = x;
    for (const part of t.split(/([®™])/)) {
      if (part === "") continue;
      const mark = /^[®™]$/.test(part);
      plain(part, at, mark ? y + s * 0.4 : y, mark ? s * 0.6 : s);
      at += measure(part, mark ? s * 0.6 : s);
    }
  };
  /** A heading or sub-heading, its number in a cell of its own when the layout has them. */
  const heading = (t: string, x: number, y: number, s: number, draw: (t: string, x: number, y: number, s: number) => void) => {
    const numbered = style.numberCells ? /^((?:\S+ )?\d+(?:\.\d+)*):? (.*)$/u.exec(t) : null;
    if (!numbered) return draw(t, x, y, s);
    draw(numbered[1]!, x, y, s);
    draw(numbered[2]!, x + measure(numbered[1]!, s) + s * 2.5, y, s);
  };
  /** Text in pieces drawn as separate items, side by side as one string would be. */
  const pieces = (parts: string[], x: number, y: number, s = size) => {
    let at = x;
    for (const part of parts) {
      text(part, at, y, s);
      at += measure(part, s);
    }
  };
  const advance = (lines = 1) => {
    flow.y -= leading * lines;
    if (flow.y < bottom && flow === full) {
      page++;
      flow.y = top - leading * (lines - 1);
    }
  };
  const labelSize = style.labelSize ?? size;
  // Cells aligned at their tops: a smaller label's baseline sits higher than its value's.
  const labelRise = ((size - labelSize) * 0.75);
  const drawLabel = (label: string, x: number, y: number) => (style.splitItems ? pieces(splitLabel(label), x, y) : text(label, x, y + labelRise, labelSize));
  const drawValue = (value: string, x: number, y: number) => (style.splitItems ? pieces(splitInThree(value), x, y) : text(value, x, y));

  const labelWidth = style.labelWidth ?? (style.size && style.size < 8 ? 120 : 170);
  const cellRow = (cells: { x0: number; x1: number; lines: string[] }[], draw: (line: string, x: number, y: number, cell: number) => void) => {
    const height = Math.max(...cells.map((cell) => cell.lines.length));
    advance(height);
    const y = flow.y + leading * (height - 1);
    cells.forEach((cell, index) => {
      const drop = style.centredCells ? ((height - cell.lines.length) * leading) / 2 : 0;
      cell.lines.forEach((line, l) => draw(line, cell.x0 + 3, y - drop - l * leading, index));
      if (style.fields === "ruled") ops.push({ kind: "rule", page, x: cell.x0, y: flow.y - leading * 0.35, width: cell.x1 - cell.x0, height: leading * height });
    });
    // Ruled cells keep their text clear of the rules around them.
    if (style.fields === "ruled") flow.y -= leading * 0.3;
  };
  const field = (label: string, value: string, options: { asCode?: boolean; more?: readonly string[]; pair?: { label: string; value: string } } = {}) => {
    const { asCode = false, more = [] } = options;
    const width = flow.x1 - flow.x0;
    const mode = style.columns && flow !== full ? "inline" : style.fields;
    const pair = options.pair && !(style.pairs && (mode === "grid" || mode === "ruled")) ? options.pair : null;
    if (mode === "inline" || (mode === "right" && measure(value, size) > width - labelWidth)) {
      const joined = asCode ? `${label} ${value}` : `${label}: ${value}`;
      wrap(joined, width, size, measure).forEach((line, index) => {
        advance();
        if (index === 0 && style.splitItems) pieces(splitLabel(line), flow.x0, flow.y);
        else text(line, flow.x0, flow.y);
      });
      for (const line of more) (advance(), text(line, flow.x0, flow.y));
    } else if (mode === "below") {
      advance();
      drawLabel(asCode ? label : `${label}:`, flow.x0, flow.y);
      for (const line of [...wrap(value, width, size, measure), ...more]) {
        advance();
        drawValue(line, flow.x0, flow.y);
      }
    } else if (mode === "right") {
      advance();
      drawLabel(label, flow.x0, flow.y);
      drawValue(value, flow.x1 - measure(value, size), flow.y);
      for (const line of more) (advance(), text(line, flow.x1 - measure(line, size), flow.y));
    } else {
      const split = flow.x0 + (asCode ? Math.min(labelWidth, 90) : labelWidth);
      const paired = options.pair && !pair ? options.pair : null;
      const valueEnd = paired ? flow.x0 + (flow.x1 - flow.x0) * 0.6 : Math.min(flow.x1, style.valueWidth ? split + style.valueWidth : flow.x1);
      const valueLines = [value, ...more].flatMap((line) => wrap(line, valueEnd - split - 6, size, measure));
      const cells = [
        { x0: flow.x0, x1: split, lines: wrap(label, split - flow.x0 - 6, size, measure).map((line) => (style.dotLeaders ? withLeader(line, split - flow.x0 - 10) : line)) },
        { x0: split, x1: valueEnd, lines: valueLines },
        ...(paired ? [{ x0: valueEnd, x1: valueEnd + 90, lines: [paired.label] }, { x0: valueEnd + 90, x1: flow.x1, lines: [paired.value] }] : []),
      ];
      const labelAt = (line: string, x: number, cell: number) => (style.labelsRight && cell === 0 && !asCode ? split - 6 - measure(`${line}:`, size) : x);
      cellRow(cells, (line, x, y, cell) => (cell % 2 === 0 ? drawLabel(style.labelsRight && cell === 0 && !asCode ? `${line}:` : line, labelAt(line, x, cell), y) : drawValue(line, x, y)));
      if (style.colonColumn && !asCode) text(":", split - 8, flow.y + leading * (Math.max(...cells.map((cell) => cell.lines.length)) - 1));
    }
    if (pair) field(pair.label, pair.value);
  };
  /** The title, then a table of labels over their values across the page. */
  const headerTable = (title: string, table: { labels: readonly string[]; values: readonly string[] }) => {
    advance();
    text(title, flow.x0, flow.y, size + 5);
    const width = (flow.x1 - flow.x0) / table.labels.length;
    const edges = table.labels.map((_, index) => flow.x0 + index * width);
    cellRow(edges.map((x0, index) => ({ x0, x1: x0 + width, lines: [table.labels[index]!] })), (line, x, y) => text(line, x, y));
    cellRow(edges.map((x0, index) => ({ x0, x1: x0 + width, lines: [table.values[index]!] })), (line, x, y) => text(line, x, y));
  };
  /** Dots after a label up to `width` points. */
  const withLeader = (label: string, width: number) => {
    let line = `${label} `;
    while (measure(`${line}.`, size) < width) line += ".";
    return line;
  };
  const upper = (t: string) => (style.upperCase ? t.toUpperCase() : t);

  for (const row of rows) {
    switch (row.kind) {
      case "mark":
        if (row.at === "page" && style.furniture) {
          page++;
          flow.y = top;
        } else if ((row.at === "columns" && style.columns === "sections-2-3") || (row.at === "whole-columns" && style.columns === "whole")) {
          advance();
          columnTop = flow.y;
          left = { x0: MARGIN, x1: pageWidth / 2 - 10, y: columnTop };
          flow = left;
        } else if (row.at === "right" && style.columns) {
          flow = { x0: pageWidth / 2 + 10, x1: pageWidth - MARGIN, y: columnTop };
        } else if (row.at === "end" && style.columns === "sections-2-3" && left) {
          full.y = Math.min(left.y, flow.y) - leading;
          flow = full;
        }
        break;
      case "title":
      case "heading": {
        if (row.kind === "title" && style.headerRow) {
          headerTable(row.text, style.headerRow);
          break;
        }
        const headingSize = row.kind === "title" ? size + 5 : size + 2;
        advance(row.kind === "heading" ? 1.6 : 1);
        // A letter-spaced heading wraps at its tracked width.
        const tracked: Measure = (t, s) => measure(t, s) + (style.spacedHeadings ? [...t].length * s * TRACKING_EM : 0);
        wrap(upper(row.text), flow.x1 - flow.x0, headingSize, tracked).forEach((line, index) => {
          if (index > 0) advance();
          heading(line, flow.x0, flow.y, headingSize, style.spacedHeadings ? glyphs : text);
        });
        break;
      }
      case "sub":
      case "line":
        wrap(row.kind === "sub" ? upper(row.text) : row.text, flow.x1 - flow.x0, size, measure).forEach((line, index) => {
          advance();
          if (row.kind === "sub" && index === 0) heading(line, flow.x0, flow.y, size, text);
          else text(line, flow.x0, flow.y);
        });
        break;
      case "field":
        if (row.role === "product" && style.unlabelledProduct) {
          advance();
          text(row.value, flow.x0, flow.y);
          if (row.pair) field(row.pair.label, row.pair.value);
        } else {
          const [first, ...rest] = row.more ?? [];
          const value = style.inlineAddress && first ? `${row.value}, ${first}` : row.value;
          field(upper(row.label), value, { more: style.inlineAddress ? rest : row.more, pair: row.pair && { label: upper(row.pair.label), value: row.pair.value } });
        }
        break;
      case "code":
        field(row.code, row.text, { asCode: true });
        break;
      case "table": {
        const width = flow.x1 - flow.x0;
        const shares = [0.3, 0.22, 0.26, 0.22];
        const edges = shares.reduce<number[]>((acc, share) => [...acc, acc[acc.length - 1]! + share * width], [flow.x0]);
        for (const cells of [row.header, ...row.rows]) {
          cellRow(cells.map((cell, index) => ({ x0: edges[index]!, x1: edges[index + 1]!, lines: wrap(cell, edges[index + 1]! - edges[index]! - 6, size, measure) })), (line, x, y) => text(line, x, y));
        }
        break;
      }
    }
  }

  function glyphs(line: string, x: number, y: number, s: number): void {
    let at = x;
    for (const char of line) {
      if (char !== " ") text(char, at, y, s);
      at += measure(char, s) + s * TRACKING_EM;
    }
  }

  const pages = page + 1;
  // The margin text starts on a field row's baseline (the page's second line of body text, after the subtitle): read
  // as a run of that row, it would run into the row's text.
  for (let index = 0; index < pages && style.marginText; index++) {
    const row = ops.filter((op): op is TextOp => op.kind === "text" && op.page === index && op.size === size)[1];
    if (row) ops.push({ kind: "text", page: index, text: style.marginText, x: 30, y: row.y, size: 7, turned: true });
  }
  if (style.furniture) {
    for (let index = 0; index < pages; index++) {
      const furniture = style.furniture;
      ops.push({ kind: "text", page: index, text: furniture.left, x: MARGIN, y: pageHeight - 35, size: size - 1 });
      ops.push({ kind: "text", page: index, text: furniture.right, x: pageWidth - MARGIN - measure(furniture.right, size - 1), y: pageHeight - 35, size: size - 1 });
      const footer = furniture.page(index + 1, pages);
      ops.push({ kind: "text", page: index, text: footer, x: (pageWidth - measure(footer, size - 1)) / 2, y: 30, size: size - 1 });
    }
  }
  return { ops, pages };
}

/** A label as two items: at its last space, or inside its one word. */
function splitLabel(label: string): string[] {
  const space = label.lastIndexOf(" ");
  const at = space > 0 ? space : Math.ceil(label.length / 2);
  return [label.slice(0, at), label.slice(at)].filter((part) => part !== "");
}

/** A value as three items, cut inside words (as producers cut at kerning pairs). */
function splitInThree(value: string): string[] {
  const chars = [...value];
  if (chars.length < 3) return [value];
  const third = Math.ceil(chars.length / 3);
  return [chars.slice(0, third).join(""), chars.slice(third, 2 * third).join(""), chars.slice(2 * third).join("")];
}
