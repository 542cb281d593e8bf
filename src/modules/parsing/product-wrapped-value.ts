/**
 * A product name that goes on below its label's line because its column wrapped it (./identity.ts reads the name;
 * this file the lines under it): "Product name    : KRYLON® Enamel (aerosol)" / "Gloss White" in the value's column,
 * "Trade name: Brightfloor Cleaner" / "500" under a key: value line that reached its column's edge, and in a column of
 * text "Product name    :    Easy-Off Heavy Duty" / "Oven Cleaner Aerosol" when the reader says the line ended at its
 * column's edge with no room for the next line's first word.
 */
import { cleanValue, firstColumn, type Found } from "./label-lines.ts";
import { isCatalogueNumber, isCodeLike, isLabel } from "./label-tiers.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";
import { goesOnFromLineAbove, LINE_START_SLACK, wrappedAtColumnEdge, type PlacedLine } from "./column-edge.ts";

/** A name read right whose printed form is in doubt (a second half below, several names in one value). */
export const UNCERTAIN_FORM = 0.85;

export type { PlacedLine };

/** How far right of its label's line a line must start to stand in the value's column (points). */
const VALUE_COLUMN_INDENT = 40;

/**
 * The value wrapped in its column: taken when the value was beside its label and the next lines (at most two) start
 * right of the label's line and are plain text — or, right under the label's line and starting no further left, a
 * grade or size number alone (a key: value line wraps its last word to the line's start). A name on a line of its own
 * under its label ("ULTRAMID® A3EG3 UNCOLORED" / "POLYAMIDE") goes on only over lines its column wrapped at the edge.
 * The join is read from the layout, not certain: 0.85 at most.
 */
export function wrappedInValueColumn(found: Found, lines: readonly string[], placed: readonly PlacedLine[]): Found | null {
  const labelX = placed[found.line]?.x;
  if (labelX === undefined) return null;
  // A name on a line of its own (under its label) goes on only where the column wrapped it: nothing shows a value column.
  const ownLine = cleanValue(firstColumn(lines[found.line]!)) === found.value;
  const parts = [found.value];
  for (let index = found.line + 1; index < lines.length && index <= found.line + 2; index++) {
    // The line above ends on another field's label alone ("…    Status:" / "12.3.2004"): the line is that label's value.
    if (LABEL_CELL_AT_END.test(lines[index - 1]!.trim())) break;
    const line = lines[index]!.trim();
    const text = cleanValue(firstColumn(line));
    const indent = placed[index]?.x ?? labelX;
    // One cell, as read or opening with the name's own spaced dash (the column wrapped the name just before it).
    const dashed = SPACED_DASH_START.test(line) && !CELL_GAP.test(line) && cleanValue(line) === text;
    const atLineStart = Math.abs(indent - labelX) <= LINE_START_SLACK && (line === text || dashed);
    const numberWrapped = isWrappedNameNumber(text) && index === found.line + 1 && indent >= labelX - 2 && lines[index]!.trim() === text;
    const wrappedAtEdge = atLineStart && wrappedAtColumnEdge(lines, placed, index);
    if (ownLine ? !wrappedAtEdge : !numberWrapped && !wrappedAtEdge && indent < labelX + VALUE_COLUMN_INDENT) break;
    const codeWrapped = wrappedAtEdge && isWrappedNameCode(text);
    if (text === "" || /[:：]/.test(text) || isLabel(text) || (isCodeLike(text) && !isWrappedNameNumber(text) && !codeWrapped) || /\d{5,}/.test(text) || text.length > 60) break;
    parts.push(wrappedAtEdge && dashed ? line : text);
  }
  if (parts.length === 1) return null;
  const joined = parts.slice(1).reduce((value, part) => (/[\/-]$/.test(value) ? value + part : `${value} ${part}`), parts[0]!);
  return { ...found, value: joined, confidence: Math.min(found.confidence, UNCERTAIN_FORM) };
}

/**
 * The name's line beside its label ended at its column's edge and the next line, one cell and no label, starts where it
 * does: the column wrapped the line there, so a name read from the label's line alone may have lost its end (never certain then).
 */
export function nameLineFull(labelLine: number, lines: readonly string[], placed: readonly PlacedLine[]): boolean {
  // The next field ("Cat No. :", "Product code    300580") starts there too: a line of one cell and no label is the end's.
  const below = lines[labelLine + 1]?.trim() ?? "";
  if (below === "" || CELL_GAP.test(below) || /[:：]/.test(below) || isLabel(below)) return false;
  return goesOnFromLineAbove(lines, placed, labelLine + 1);
}

/** What a field's wrapped end may be (./wrapped-value-end.ts): the words the joined reading added, under the value. */
export type EndTest = (added: string, value: string) => boolean;

/**
 * A name's end its column wrapped (./wrapped-value-end.ts): anything but a catalogue or article number alone
 * ("RM0002210"), a statement code or a CAS number (their own fields' values).
 */
export const nameEnd: EndTest = (added) => !isCatalogueNumber(added) && !STATEMENT_OR_CAS.test(added);

/** A line's last cell a label alone, closed by its colon ("Trade name: Böttcherin 60    Status:"): its value is below. */
const LABEL_CELL_AT_END = new RegExp(String.raw`${CELL_GAP_SOURCE}[^:：\s][^:：]{0,40}[:：]$`, "u");
/** A line that opens with a spaced dash ("- Grades designated by …", "– qualités …"): a name's separator, or a list's item. */
const SPACED_DASH_START = /^[-–]\s/u;

/** A hazard or precautionary statement code ("H225", "P301+P310", "EUH066") or a CAS number: its own field, never a name's end. */
export const STATEMENT_OR_CAS = /^(?:EUH\s?\d{3}|[HP]\s?\d{3}\b|\d{2,7}-\d{2}-\d\b)/i;

/**
 * "P40-P120", "60-120", "5-10 L": a grit, grade or size range a column wrapped off a name's end — short, at most two
 * words, and not a statement code or a CAS number. Taken only under a line the column filled.
 */
function isWrappedNameCode(text: string): boolean {
  return text.length <= 16 && text.split(/\s+/u).length <= 2 && /\d/.test(text) && !STATEMENT_OR_CAS.test(text);
}

/**
 * "Brightfloor Cleaner" / "500": a name's grade or size number (up to four digits) alone on the line under the name —
 * the column wrapped the name there. Longer numbers are article numbers, not the name's.
 */
function isWrappedNameNumber(text: string): boolean {
  return /^\d{1,4}$/.test(text);
}
