/**
 * A date label's matches in a line of table cells, none across a column gap (split out of ./revision-date.ts).
 */
import { CELL_GAP } from "./cell-gap.ts";

/**
 * The words a date label found at `start` of `line` carries before it within its own cell (up to 25 characters, after
 * the last digit or colon): "Date of last" of "Date of last revision", "" of "Druckdatum: Revision date".
 */
export function labelOwnWords(line: string, start: number): string {
  return (line.slice(Math.max(0, start - 25), start).split(CELL_GAP).pop() ?? "").replace(/^.*\d/, "").replace(/^.*[:：]/, "");
}

/**
 * The label's matches in a line of table cells, none across a column gap: a label's words may be set apart by any
 * spacing, but "Révision     Date d'impression" is two cells, "Révision" and a print date's, not "revision date".
 * A match across a gap gives way to the label that ends before it, at the same place, if there is one; the search goes
 * on from the cell after the gap ("Version     Date de la version": "version date" across the gap, then "date de la
 * version" in the second cell).
 */
export function labelsWithinCells(text: string, label: RegExp): RegExpMatchArray[] {
  const matches: RegExpMatchArray[] = [];
  const search = globalOf(label);
  search.lastIndex = 0;
  for (let match = search.exec(text); match !== null; match = search.exec(text)) {
    const gap = match[0].search(CELL_GAP);
    if (gap < 0) {
      matches.push(match);
      continue;
    }
    const start = match.index;
    const cut = stickyOf(label);
    cut.lastIndex = start;
    const within = cut.exec(text.slice(0, start + gap));
    if (within) matches.push(within);
    search.lastIndex = start + gap + (/^\s+/.exec(match[0].slice(gap))?.[0].length ?? 1);
  }
  return matches;
}

/** Each label's own global copy, for a search whose place this file moves (the shared pattern's is left alone). */
const globalLabels = new Map<RegExp, RegExp>();
function globalOf(label: RegExp): RegExp {
  let copy = globalLabels.get(label);
  if (copy === undefined) {
    copy = new RegExp(label.source, label.flags.includes("g") ? label.flags : `${label.flags}g`);
    globalLabels.set(label, copy);
  }
  return copy;
}

/** Each label's sticky copy (matching only where it is told to start), built once. */
const stickyLabels = new Map<RegExp, RegExp>();
function stickyOf(label: RegExp): RegExp {
  let sticky = stickyLabels.get(label);
  if (sticky === undefined) {
    sticky = new RegExp(label.source, "iuy");
    stickyLabels.set(label, sticky);
  }
  return sticky;
}
