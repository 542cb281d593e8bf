/**
 * Pages with each line's text rewritten by one function (stray spaces closed, a glued label set apart …): a page whose
 * lines all stay as they were is the same page, and pages none of whose lines changed are the same array, so that a
 * caller can tell by identity whether anything was rewritten (parse-sds.ts does). Nothing is copied until a line
 * changes: a pass over a sound sheet (most sheets, for most passes) costs its rewrite's look at each line and no more, so
 * a pass needs no look of its own over the pages first.
 */
import type { SdsTextLine, SdsTextPage } from "./types.ts";

export function withLinesRewritten(pages: readonly SdsTextPage[], rewrite: (text: string) => string): SdsTextPage[] {
  let out: SdsTextPage[] | null = null;
  pages.forEach((page, pageIndex) => {
    let lines: SdsTextLine[] | null = null;
    page.lines.forEach((line, lineIndex) => {
      const text = rewrite(line.text);
      if (text === line.text) return;
      lines ??= page.lines.slice();
      lines[lineIndex] = { ...line, text };
    });
    if (lines === null) return;
    out ??= pages.slice();
    out[pageIndex] = { ...page, lines };
  });
  return out ?? (pages as SdsTextPage[]);
}

/** The texts of a document's first `count` lines (a pass's first look over a sheet), without going over the rest. */
export function firstLineTexts(pages: readonly SdsTextPage[], count: number): string[] {
  const first: string[] = [];
  for (const page of pages) {
    for (const line of page.lines.slice(0, count - first.length)) first.push(line.text);
    if (first.length >= count) break;
  }
  return first;
}
