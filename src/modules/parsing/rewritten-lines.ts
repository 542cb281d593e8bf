/**
 * Pages with each line's text rewritten by one function (stray spaces closed, a glued label set apart …): a page whose
 * lines all stay as they were is the same page, and pages none of whose lines changed are the same array, so that a
 * caller can tell by identity whether anything was rewritten (parse-sds.ts does).
 */
import type { SdsTextPage } from "./types.ts";

export function withLinesRewritten(pages: readonly SdsTextPage[], rewrite: (text: string) => string): SdsTextPage[] {
  let changed = false;
  const out = pages.map((page) => {
    let pageChanged = false;
    const lines = page.lines.map((line) => {
      const text = rewrite(line.text);
      if (text === line.text) return line;
      pageChanged = true;
      return { ...line, text };
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, lines };
  });
  return changed ? out : (pages as SdsTextPage[]);
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
