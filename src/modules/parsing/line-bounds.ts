/**
 * The longest line the parser reads at once. Real SDS lines stay far below it (the longest of the 223 corpus
 * documents has 308 characters); a text layer can still put a whole document on one baseline (a broken or hostile
 * PDF, up to the reader's 1,000,000 characters), and several label searches cost the square of a line's length — one
 * such line held the parse, and the job worker with it, for minutes. At 2,000 characters a document of 1,000,000
 * characters on one line is parsed in under 2 s (load ~1), and the run-on page transcripts of the external
 * development set read as before.
 */
import type { SdsTextLine, SdsTextPage } from "./types.ts";

export const MAX_LINE_CHARS = 2_000;

/**
 * The pages with every line longer than MAX_LINE_CHARS read as consecutive lines of at most that length, each cut at
 * its last space (a run without spaces at the limit); the pieces keep the line's x and font and sit between it and
 * the next line. Pages without such a line are given back as they are (the same array when none has one).
 */
export function boundLines(pages: readonly SdsTextPage[]): SdsTextPage[] {
  if (pages.every((page) => page.lines.every((line) => line.text.length <= MAX_LINE_CHARS))) return pages as SdsTextPage[];
  return pages.map((page) =>
    page.lines.some((line) => line.text.length > MAX_LINE_CHARS) ? { ...page, lines: page.lines.flatMap((line, index) => piecesOf(line, page.lines[index + 1])) } : page,
  );
}

function piecesOf(line: SdsTextLine, next: SdsTextLine | undefined): SdsTextLine[] {
  if (line.text.length <= MAX_LINE_CHARS) return [line];
  const pieces: string[] = [];
  let rest = line.text;
  while (rest.length > MAX_LINE_CHARS) {
    const space = rest.lastIndexOf(" ", MAX_LINE_CHARS);
    const cut = space > 0 ? space : MAX_LINE_CHARS;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(space > 0 ? cut + 1 : cut);
  }
  pieces.push(rest);
  // Spread the pieces over the gap to the next line (or a small step when there is none), in reading order.
  const step = next && next.y > line.y ? (next.y - line.y) / pieces.length : 0.01;
  return pieces.map((text, index) => ({ ...line, text, y: line.y + index * step }));
}
