/**
 * A value whose end its column wrapped onto the next line: "Supplier:    ACME CHEMICAL" / "BENELUX", "Emergency
 * telephone: 0800-00" / "123 45 (24h)" in a narrow column (a two-column page, a label column). The field's finder reads
 * the label's line alone and returns the value cut where the line broke. When the value ends its line, that line ended
 * at its column's edge with no room for the next line's first word (./column-edge.ts), and the next line starts where
 * it does as one plain cell (no label, no colon, no cell gap, no section number), the line is read again joined with
 * that next line: a reading that extends the value is taken (its form read from the layout, so not certain: 0.85 at
 * most); a reading that stops where the first did leaves the value as it was; otherwise the value stands but may have
 * lost its end, so it is never above 0.8.
 */
import { goesOnFromLineAbove, type PlacedLine } from "./column-edge.ts";
import type { Found } from "./label-lines.ts";
import { isLabel } from "./label-tiers.ts";
import { nameEnd, type EndTest } from "./product-wrapped-value.ts";
import { isLegalFormAlone } from "./company-shapes.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** A value joined with its wrapped end: the layout says so, the text cannot confirm it. */
const JOINED_CEILING = 0.85;
/** A value whose line the column wrapped but whose end could not be joined: it may be cut. */
const MAYBE_CUT_CEILING = 0.8;
/** A line longer than this is running text, not a value's wrapped end. */
const MAX_END_LENGTH = 80;
/** A section's or sub-section's number opening a line ("2.", "1.4", "SECTION 3"). */
const NUMBERED_START = /^(?:\d{1,2}\s*\.\s*\d{0,2}(?!\d)|(?:section|abschnitt|rubrique|secci[oó]n|sezione|rubriek|se[cç][cç]?[aã]o|sekcja|oddíl|avsnitt)\b)/iu;

/** A phone number's end: its further digit groups. (A name's end is ./product-wrapped-value.ts', a company's ./company-wrapped-name.ts'.) */
export const anyEnd: EndTest = () => true;

/** Reads the field again over lines in which one line was joined with the next. */
type Reread = (lines: readonly string[]) => Found | null;

/**
 * The found value with its wrapped end joined where its line's column wrapped it, or capped at 0.8 where the line was
 * wrapped and no reading extends the value. `lines` are the lines the finder read (indices as `found.line`), `placed`
 * where each starts and ends.
 */
export function withWrappedValueEnd(found: Found | null, lines: readonly string[], placed: readonly PlacedLine[], reread: Reread, mayEndWith: EndTest = nameEnd): Found | null {
  if (!found || found.confidence <= MAYBE_CUT_CEILING) return found;
  const next = found.line + 1;
  // A value on a line of its own (a name over its address block) gives no column to measure: short lines look wrapped.
  if (!besideItsLabel(found.value, lines[found.line] ?? "") || !endsItsLine(found.value, lines[found.line]) || !plainEnd(lines[next]) || !goesOnFromLineAbove(lines, placed, next)) return found;
  const joinedLines = [...lines];
  joinedLines[found.line] = `${lines[found.line]!.trimEnd()} ${lines[next]!.trim()}`;
  joinedLines[next] = "";
  const again = reread(joinedLines);
  const added = again ? again.value.slice(found.value.length).trim() : "";
  if (again && again.line === found.line && extendsValue(again.value, found.value) && mayEndWith(added, found.value)) return { ...again, confidence: Math.min(again.confidence, JOINED_CEILING) };
  // Read with the next line the finder still stops where it did: the next line is not the value's.
  if (again && again.line === found.line && again.value === found.value) return found;
  return { ...found, confidence: Math.min(found.confidence, MAYBE_CUT_CEILING) };
}

/**
 * A value that opens a parenthesis it does not close ("OFF! AREA BUG SPRAY (REG. NO. 25181") was cut where its line
 * broke, whatever the layout shows. The line after the one it ends goes on with it when that line is one plain cell that
 * closes the parenthesis and leaves the value's parentheses balanced ("P.C.P. ACT)"): joined, 0.85 at most. Otherwise
 * the value stands but may have lost its end: never above 0.8.
 */
export function withParenthesisClosed(found: Found | null, lines: readonly string[]): Found | null {
  if (!found || !leavesParenthesisOpen(found.value)) return found;
  const cut = { ...found, confidence: Math.min(found.confidence, MAYBE_CUT_CEILING) };
  const last = [found.line, found.line + 1, found.line + 2].find((index) => endsItsLine(found.value, lines[index]));
  // A line a joined label left blank is skipped ("Handels-" / "name: …" read as one line).
  const end = last === undefined ? undefined : [lines[last + 1], lines[last + 2]].map((line) => line?.trim()).find((line) => line !== "");
  if (end === undefined || !plainEnd(end) || !closesParenthesis(end)) return cut;
  const joined = `${found.value.trimEnd()} ${end}`;
  return leavesParenthesisOpen(joined) ? cut : { ...found, value: joined, confidence: Math.min(found.confidence, JOINED_CEILING) };
}

/** A trademark sign alone on its line: a superscript the text layer set on a line of its own. */
const SIGN_ALONE = /^(?:®|™|℠|\((?:R|TM)\))$/u;
/** The name's rest after such a sign, back on the baseline: one short word ("134a"). */
const SHORT_PIECE = /^\S{1,15}$/u;

/**
 * "Product Name: KLEA" / "®" / "134a": a value that ends its line over a trademark sign alone on the next (a superscript
 * the text layer set apart) goes on with the sign, and with one short plain word after it (the name's rest, back on the
 * baseline). Joined, 0.85 at most.
 */
export function withTrademarkSignBelow(found: Found | null, lines: readonly string[]): Found | null {
  if (!found) return found;
  const last = [found.line, found.line + 1, found.line + 2].find((index) => endsItsLine(found.value, lines[index]));
  const sign = last === undefined ? undefined : lines[last + 1]?.trim();
  if (last === undefined || sign === undefined || !SIGN_ALONE.test(sign)) return found;
  const rest = lines[last + 2]?.trim() ?? "";
  const piece = SHORT_PIECE.test(rest) && plainEnd(rest) ? rest : "";
  return { ...found, value: `${found.value.trimEnd()}${sign}${piece}`, confidence: Math.min(found.confidence, JOINED_CEILING) };
}

/** The value opens a parenthesis it does not close. */
function leavesParenthesisOpen(value: string): boolean {
  let depth = 0;
  for (const character of value) {
    if (character === "(") depth++;
    else if (character === ")" && depth > 0) depth--;
  }
  return depth > 0;
}

/** The line closes a parenthesis before it opens one: the end of a parenthetical begun above ("P.C.P. ACT)"). */
function closesParenthesis(line: string): boolean {
  const close = line.indexOf(")");
  const open = line.indexOf("(");
  return close >= 0 && (open < 0 || close < open);
}

/** The value shares its line with its label: the line holds more than the value. */
function besideItsLabel(value: string, line: string): boolean {
  return line.trim().length > value.trim().length + 2;
}

/** The value's last word is the line's last word: nothing of the line came after it. */
function endsItsLine(value: string, line: string | undefined): boolean {
  const last = (text: string) => text.trim().split(/\s+/u).pop()?.replace(/[.,;)\]]+$/u, "") ?? "";
  return line !== undefined && last(value) !== "" && last(line) === last(value);
}

/** One plain cell that may be a value's end: no label, no colon, no cell gap, no numbered heading. */
function plainEnd(line: string | undefined): boolean {
  const text = line?.trim() ?? "";
  // A legal form alone ("Company", "GmbH") is a label's word too, but on the line under a value it is the name's end.
  return text !== "" && text.length <= MAX_END_LENGTH && !CELL_GAP.test(text) && !/[:：]/.test(text) && !NUMBERED_START.test(text) && (!isLabel(text) || isLegalFormAlone(text));
}

/** A text with its runs of blanks as one space: two readings of a value compared word for word. */
const squeeze = (text: string) => text.replace(/\s+/gu, " ").trim();

/** The longer reading keeps the shorter one's words and adds to them. */
function extendsValue(longer: string, shorter: string): boolean {
  return squeeze(longer).length > squeeze(shorter).length && squeeze(longer).startsWith(squeeze(shorter));
}

/** Lines a value's wrapped end may take below its own. */
const MAX_END_LINES = 2;

/**
 * The line a value read over wrapped lines ends on: "Producer:    Harbour Chemical Manufacturing" / "Company" — the
 * lines below that the value ends with are the name's, so what follows the name (its address, its phone) starts after.
 */
export function lastLineOfValue(found: Found, lines: readonly string[]): number {
  const value = found.value.trim();
  if ((lines[found.line] ?? "").includes(value)) return found.line;
  let last = found.line;
  let tail = "";
  for (let next = found.line + 1; next <= found.line + MAX_END_LINES && next < lines.length; next++) {
    const text = lines[next]!.trim();
    tail = squeeze(`${tail} ${text}`);
    if (text === "" || tail.length >= value.length || !squeeze(value).endsWith(tail)) break;
    last = next;
  }
  return last;
}
