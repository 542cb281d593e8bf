/**
 * Two columns run into one line at a gap wider than the reader's (which joins cells with four spaces): "1 IDENTIFICATION
 * …            2 HAZARDS IDENTIFICATION", then each row of section 1 followed at that gap by section 2's row. When a
 * row's later cell, after such a gap, opens a later section by its number or section word, that row and the rows after
 * it with the same gap are split: the left cells stay, the later cells follow as lines of their own after the run, so
 * the later section is found (and its codes read). A gap of the reader's width is ambiguous (a table's cells) and is
 * left as it is; joined-columns.ts guards the values read there.
 */
import { sectionOpenedBy } from "./joined-columns.ts";
import type { SdsTextLine, SdsTextPage } from "./types.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** The reader's cell gap is 4 spaces: a run of 6 or more was printed, not made by the reader. */
const MIN_GAP = 6;
const GAPS = new RegExp(`\\s{${MIN_GAP},}`, "gu");

/** The row's left part and the rest at the first gap of `width` spaces or more; null without one. */
function splitAt(text: string, width: number): [string, string] | null {
  const match = new RegExp(`\\s{${width},}`, "u").exec(text.trimEnd());
  if (!match || match.index === 0) return null;
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

/** The gap's width when the row is an anchor: its left part in section `left`, a later cell opening a later section. */
function anchorGap(text: string, current: number | null): number | null {
  for (const match of text.trimEnd().matchAll(GAPS)) {
    if (match.index === 0) continue;
    // The later cell first: it rarely opens a section, and the left part need not be read then.
    const right = sectionOpenedBy(text.slice(match.index + match[0].length), false);
    if (right === null) continue;
    const left = sectionOpenedBy(text.slice(0, match.index), false) ?? current;
    if (left !== null && right > left) return match[0].length;
  }
  return null;
}

/** A sub-section's number before its title ("1.3. Details of the supplier …"): the title's words need not name the section. */
const SUBSECTION_NUMBER = /^\s*(\d{1,2})\.\d{1,2}\b\.?\s+\p{L}{3}/u;

/**
 * For one left section, each line's next stop (a row whose first cell opens another section) and next row of its own
 * (its own section or sub-section), computed once per page from the end: leftTail answers at once, so a page of many
 * anchor rows stays linear (a scan from every anchor to the page's end made a hostile page of 16,000 rows take ~17 s).
 */
type TailIndex = { stop: Int32Array; own: Int32Array };

function tailIndex(lines: readonly SdsTextLine[], left: number): TailIndex {
  const stop = new Int32Array(lines.length + 1).fill(lines.length);
  const own = new Int32Array(lines.length + 1).fill(lines.length);
  for (let at = lines.length - 1; at >= 0; at--) {
    const first = lines[at]!.text.split(CELL_GAP)[0] ?? "";
    const opened = sectionOpenedBy(first, false);
    stop[at] = opened !== null && opened !== left ? at : stop[at + 1]!;
    own[at] = opened === left || Number(SUBSECTION_NUMBER.exec(first)?.[1]) === left ? at : own[at + 1]!;
  }
  return { stop, own };
}

/**
 * Where the left column's rest ends after the run: the left column was the longer one when a row after the run opens
 * one of its own sub-sections ("1.3 Details of the supplier") before any row opens another section; its rows then run
 * to the next row that opens another section. Otherwise the rows after the run are the right column's (returns `end`).
 */
function leftTail(index: TailIndex | null, end: number): number {
  if (index === null) return end;
  const stop = index.stop[end]!;
  return index.own[end]! < stop ? stop : end;
}

function splitPage(page: SdsTextPage): SdsTextPage {
  const out: SdsTextLine[] = [];
  let current: number | null = null;
  let changed = false;
  const tails = new Map<number, TailIndex>();
  const tailOf = (left: number | null) => {
    if (left === null) return null;
    let found = tails.get(left);
    if (!found) tails.set(left, (found = tailIndex(page.lines, left)));
    return found;
  };
  for (let index = 0; index < page.lines.length; index++) {
    const line = page.lines[index]!;
    const opened = sectionOpenedBy(line.text.split(CELL_GAP)[0] ?? "", false);
    const width = anchorGap(line.text, opened ?? current);
    if (opened !== null) current = opened;
    if (width === null) {
      out.push(line);
      continue;
    }
    const right: string[] = [];
    let end = index;
    for (; end < page.lines.length; end++) {
      const parts = splitAt(page.lines[end]!.text, width);
      if (!parts) break;
      out.push({ ...page.lines[end]!, text: parts[0] });
      right.push(parts[1]);
    }
    const left = sectionOpenedBy(page.lines[index]!.text.split(CELL_GAP)[0] ?? "", false) ?? current;
    const tail = leftTail(tailOf(left), end);
    for (let at = end; at < tail; at++) out.push(page.lines[at]!);
    const last = page.lines[tail - 1]!;
    const next = page.lines[tail];
    const step = next && next.y > last.y ? (next.y - last.y) / (right.length + 1) : 0.01;
    right.forEach((text, at) => out.push({ ...last, text, y: last.y + (at + 1) * step }));
    changed = true;
    index = tail - 1;
  }
  return changed ? { ...page, lines: out } : page;
}

/** The pages with joined columns split (the same array when no page has any). */
export function withJoinedColumnsSplit(pages: readonly SdsTextPage[]): SdsTextPage[] {
  const split = pages.map(splitPage);
  return split.every((page, index) => page === pages[index]) ? (pages as SdsTextPage[]) : split;
}
