/**
 * Lays one label's content out on label faces (pure: fonts are passed in as width functions). Text shrinks
 * step by step to the legible floor (CLP 2024: 1.2 mm x-height); what still does not fit continues on further
 * faces (the next label of a sheet, or the next page), each headed with the product, so nothing is dropped.
 */
import type { GhsPictogramCode } from "../../shared/ghs/index.ts";
import { DEJAVU_X_HEIGHT } from "../../shared/pdf/unicode-fonts.ts";
import type { LabelContent, Paragraph } from "./label-content.ts";

const mm = (n: number) => (n * 72) / 25.4;
/** The smallest size whose x-height is 1.2 mm in the labels' font (DejaVu Sans: 6.23 pt). */
export const MIN_FONT_SIZE = Math.ceil((mm(1.2) / DEJAVU_X_HEIGHT) * 100) / 100;
const LINE = 1.18;

export type TextStyle = "regular" | "bold";
export type Measure = (text: string, style: TextStyle, size: number) => number;

/** Positions are from the face's top-left corner, y downward. */
export type FaceItem =
  | { kind: "text"; text: string; style: TextStyle; size: number; x: number; y: number }
  | { kind: "pictogram"; code: GhsPictogramCode; x: number; y: number; size: number }
  | { kind: "qr"; data: string; x: number; y: number; size: number };

export type Face = FaceItem[];

type Line = { text: string; style: TextStyle; size: number; gapBefore: number };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Words to lines of at most `width`; a word longer than a line is cut where it must be. A line's width is the
 * sum of its words' and spaces' widths (the measure caches words, so wrapping is linear in the text).
 */
export function wrap(text: string, style: TextStyle, size: number, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  const space = measure(" ", style, size);
  let current = "";
  let currentWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(word, style, size);
    if (current && currentWidth + space + wordWidth <= width) {
      current += ` ${word}`;
      currentWidth += space + wordWidth;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    currentWidth = wordWidth;
    while (currentWidth > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && measure(current.slice(0, cut), style, size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
      currentWidth = measure(current, style, size);
    }
  }
  if (current) lines.push(current);
  return lines;
}

function bodyLines(body: Paragraph[], size: number, width: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  for (const p of body) {
    const style: TextStyle = p.bold || p.heading ? "bold" : "regular";
    const gap = lines.length === 0 ? 0 : p.heading ? size * 0.6 : size * 0.25;
    wrap(p.text, style, size, width, measure).forEach((text, i) => lines.push({ text, style, size, gapBefore: i === 0 ? gap : 0 }));
  }
  return lines;
}

const heightOf = (lines: Line[]) => lines.reduce((sum, l) => sum + l.gapBefore + l.size * LINE, 0);

/** The largest size from `max` down to the floor at which `text` takes at most `maxLines` lines. */
function fitHeading(text: string, max: number, maxLines: number, width: number, measure: Measure): { size: number; lines: string[] } {
  for (let size = max; size > MIN_FONT_SIZE; size -= 0.5) {
    const lines = wrap(text, "bold", size, width, measure);
    if (lines.length <= maxLines) return { size, lines };
  }
  return { size: MIN_FONT_SIZE, lines: wrap(text, "bold", MIN_FONT_SIZE, width, measure) };
}

/** How far the heading and the pictogram row may shrink to keep the text on one label (pictograms ≥ 1/2 in). */
const HEADER_SCALES = [1, 0.85, 0.7, 0.55, 0.4];

/**
 * The label's faces. When the text does not fit, the heading and pictogram row shrink step by step; when it
 * still overflows at the floor size, the layout needing the fewest faces wins.
 */
export function layoutLabel(content: LabelContent, box: { w: number; h: number }, measure: Measure): Face[] {
  let best: Face[] | null = null;
  for (const scale of HEADER_SCALES) {
    const faces = layoutFaces(content, box, measure, scale);
    if (faces.length === 1) return faces;
    if (!best || faces.length < best.length) best = faces;
  }
  return best!;
}

function layoutFaces(content: LabelContent, box: { w: number; h: number }, measure: Measure, scale: number): Face[] {
  const pad = clamp(Math.min(box.w, box.h) * 0.05, 5, 14);
  const width = box.w - 2 * pad;
  const height = box.h - 2 * pad;
  const first: Face = [];
  let y = pad;

  const tiny = !content.signalWord && content.pictograms.length === 0 && !content.qr && content.body.length === 0;
  const heading = fitHeading(content.identifier, tiny ? clamp(box.h / 3, MIN_FONT_SIZE, 28) : clamp((box.h / 10) * scale, MIN_FONT_SIZE, 20), tiny ? 3 : 2, width, measure);
  const headingLines: Line[] = heading.lines.map((text) => ({ text, style: "bold", size: heading.size, gapBefore: 0 }));

  // The signal word and the pictogram row always stand on the first face; the identifier gets the room above them.
  const bodyMax = clamp(box.h / 20, MIN_FONT_SIZE, 11);
  const signalSize = clamp(bodyMax * 1.6, MIN_FONT_SIZE, Math.max(heading.size, MIN_FONT_SIZE));
  const signalHeight = content.signalWord ? signalSize * 1.35 : 0;
  const n = content.pictograms.length;
  const gap = 4;
  const rowMax = clamp(height * (content.body.length > 3 ? 0.3 : 0.45) * scale, 36, 120);
  const qrSize = content.qr ? Math.min(rowMax, 90) : 0;
  const pictogramSize = n > 0 ? Math.min(rowMax, (width - (qrSize ? qrSize + gap * 2 : 0) - (n - 1) * gap) / n) : 0;
  const rowHeight = n > 0 || qrSize ? Math.max(pictogramSize, qrSize) + gap : 0;

  // An identifier too long for the label continues like body text, the foot kept for the "continued" note.
  const reserve = signalHeight + rowHeight;
  const headingBottom = pad + height - reserve - (heightOf(headingLines) + reserve <= height ? 0 : MIN_FONT_SIZE * LINE);
  let pending: Line[] = [];
  for (const line of headingLines) {
    if (pending.length > 0 || (y + line.size * LINE > headingBottom && first.length > 0)) pending.push(line);
    else {
      first.push({ kind: "text", text: line.text, style: "bold", size: line.size, x: pad, y: y + line.size });
      y += line.size * LINE;
    }
  }

  if (content.signalWord) {
    first.push({ kind: "text", text: content.signalWord, style: "bold", size: signalSize, x: pad, y: y + signalSize * 1.05 });
    y += signalHeight;
  }
  content.pictograms.forEach((code, i) => first.push({ kind: "pictogram", code, x: pad + i * (pictogramSize + gap), y, size: pictogramSize }));
  if (content.qr) first.push({ kind: "qr", data: content.qr, x: pad + width - qrSize, y, size: qrSize });
  y += rowHeight;

  const room = pad + height - y;
  const sizes: number[] = [];
  for (let size = bodyMax; size > MIN_FONT_SIZE; size -= 0.25) sizes.push(size);
  sizes.push(MIN_FONT_SIZE);
  // The largest size at which the body fits (fitting only gets easier as the size falls: search by halves).
  const linesAt = (i: number) => bodyLines(content.body, sizes[i]!, width, measure);
  let lines = linesAt(0);
  if (heightOf(lines) > room) {
    let lo = 1;
    let hi = sizes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (heightOf(linesAt(mid)) <= room) hi = mid;
      else lo = mid + 1;
    }
    lines = linesAt(lo);
  }
  pending = [...pending, ...lines];
  if (heightOf(pending) <= room) {
    placeLines(first, pending, pad, y);
    return [first];
  }

  // Overflow at the floor size: fill this face, keep one line for the note, continue on further faces.
  const note = (k: number, total: number): Line => ({ text: `Continued on the next label (${k}/${total})`, style: "bold", size: MIN_FONT_SIZE, gapBefore: 0 });
  const pages: Line[][] = [];
  let rest = pending;
  let roomNow = room - MIN_FONT_SIZE * LINE;
  while (rest.length > 0) {
    const taken: Line[] = [];
    let used = 0;
    while (rest.length > 0) {
      const next = rest[0]!;
      const need = (taken.length === 0 ? 0 : next.gapBefore) + next.size * LINE;
      // The first face may have no room left at all (a very long identifier); later faces always take a line.
      if (used + need > roomNow && (taken.length > 0 || pages.length === 0)) break;
      taken.push(taken.length === 0 ? { ...next, gapBefore: 0 } : next);
      used += need;
      rest = rest.slice(1);
    }
    pages.push(taken);
    // Continuation faces: a heading line and the note line.
    roomNow = height - 2 * MIN_FONT_SIZE * LINE;
  }
  const total = pages.length;
  const faces: Face[] = [first];
  pages.forEach((pageLines, i) => {
    const face = i === 0 ? first : [];
    let top = i === 0 ? y : pad;
    if (i > 0) {
      const head = continuationHeading(content.identifier, `, continued (${i + 1}/${total})`, width, measure);
      face.push({ kind: "text", text: head, style: "bold", size: MIN_FONT_SIZE, x: pad, y: top + MIN_FONT_SIZE });
      top += MIN_FONT_SIZE * LINE;
    }
    top = placeLines(face, pageLines, pad, top);
    if (i < total - 1) placeLines(face, [note(i + 1, total)], pad, pad + height - MIN_FONT_SIZE * LINE);
    if (i > 0) faces.push(face);
  });
  return faces;
}

/** "<identifier>, continued (2/3)" on one line: a long identifier is shortened (its full text is on the first label). */
function continuationHeading(identifier: string, suffix: string, width: number, measure: Measure): string {
  const fits = (text: string) => measure(text, "bold", MIN_FONT_SIZE) <= width;
  if (fits(identifier + suffix)) return identifier + suffix;
  let words = identifier.split(" ");
  while (words.length > 1 && !fits(`${words.join(" ")}…${suffix}`)) words = words.slice(0, -1);
  const short = `${words.join(" ")}…${suffix}`;
  return fits(short) ? short : wrap(short, "bold", MIN_FONT_SIZE, width, measure)[0]!;
}

function placeLines(face: Face, lines: Line[], x: number, top: number): number {
  let y = top;
  for (const line of lines) {
    y += line.gapBefore;
    face.push({ kind: "text", text: line.text, style: line.style, size: line.size, x, y: y + line.size });
    y += line.size * LINE;
  }
  return y;
}
