/**
 * The emergency telephone (1.4): the first number after an emergency label in section 1, else above it, else after a
 * line naming an emergency service, else the EU's emergency number (./eu-emergency-number.ts). What makes a line an
 * emergency line is ./emergency-lines.ts's; number shapes come from ./phone-shapes.ts.
 */
import { mentionsRegulation } from "./label-tiers.ts";
import { firstColumn, type Found } from "./label-lines.ts";
import { asPhone, firstPhone, PHONE, zerosReadAsO } from "./phone-shapes.ts";
import { emergencyAt, EMERGENCY_SERVICE, isInformationRow, SUBSECTION_1_4 } from "./emergency-lines.ts";
import { euEmergencyNumber } from "./eu-emergency-number.ts";

/**
 * Where an emergency label starts, with what follows it: the label on its line, or a label wrapped over two lines
 * ("Número de teléfono para    1 (800) 255-3924" / "emergencias") whose number stands beside its first part.
 */
function emergencyLabelAt(lines: readonly string[], index: number): { rest: string; before?: string } | null {
  const text = lines[index]!;
  const match = emergencyAt(text);
  if (match) return { rest: text.slice((match.index ?? 0) + match[0].length), before: text.slice(0, match.index ?? 0) };
  const next = (lines[index + 1] ?? "").trim();
  if (next === "" || next.length > 25 || /\d/.test(next)) return null;
  // The label's first part ends at a column gap or at its colon ("Número de teléfono para: 1 (800) …" / "emergencias").
  const column = firstColumn(text);
  const head = column !== text.trim() ? column : (/^([^:：\d]{3,60})[:：]\s*\S/u.exec(text.trim())?.[1] ?? null);
  if (head === null) return null;
  // The label must run across the wrap: an emergency word on the next line alone is that line's own label.
  const joined = emergencyAt(`${head} ${next}`);
  const spans = joined !== null && (joined.index ?? 0) < head.length && (joined.index ?? 0) + joined[0].length > head.length + 1;
  return spans ? { rest: text.slice(text.indexOf(head) + head.length) } : null;
}

/**
 * The number an emergency word qualifies in brackets after it ("Phone: 800-555-0100 (Emergency)", "Tel. +44 1632
 * 960000 (24 h emergency)", "0800 555 010 (urgences 24h/24)"): the last number before the bracket.
 */
function numberBeforeQualifier(before: string | undefined): string | null {
  const qualifier = before === undefined ? null : /\(\s*(?:24\s*\/?\s*(?:7|24)?\s*)?[^()\d]{0,16}$/.exec(before);
  if (!qualifier) return null;
  const phones = [...before!.slice(0, qualifier.index).matchAll(PHONE)].map((match) => asPhone(match[0])).filter((phone) => phone !== null);
  const last = phones.at(-1) ?? null;
  // The number must end right before the bracket: "Phone: 800-555-0100 (Emergency)", not a number earlier in a sentence.
  return last !== null && /[\d)]\s*$/.test(before!.slice(0, qualifier.index)) ? last : null;
}

/**
 * Emergency telephone (1.4): the first number after an emergency label. Labels inside section 1 (from `from`, its
 * heading) come before those above it, where page headers print poison-centre lines. `sameLineOnly`: a number on
 * the label's own line only (outside section 1, where "Emergency" also heads other text).
 */
export function findEmergencyPhone(printed: readonly string[], options: { from?: number; sameLineOnly?: boolean } = {}): Found | null {
  const lines = printed.map(zerosReadAsO);
  const start = Math.max(0, options.from ?? 0);
  const reach = options.sameLineOnly ? 0 : undefined;
  const labelled = (index: number) => emergencyLabelAt(lines, index);
  // Without any emergency label, a line naming an emergency service ("CHEMTREC: 1-800-424-9300") is read (≤ 0.75).
  const named = (index: number) => (EMERGENCY_SERVICE.test(lines[index]!) ? { rest: lines[index]! } : null);
  const byService = (found: Found | null) => (found ? { ...found, confidence: Math.min(found.confidence, 0.75) } : null);
  return (
    searchEmergency(lines, start, lines.length, labelled, reach) ??
    (start > 0 ? searchEmergency(lines, 0, start, labelled, reach) : null) ??
    byService(searchEmergency(lines, start, lines.length, named, reach)) ??
    (options.sameLineOnly ? null : euEmergencyNumber(lines, start, labelled))
  );
}

/**
 * The first number after a label found by `labelAt` in [start, end): on its line or the next three (the next eight
 * under a 1.4 heading: a page header may come between; `reachBelow` lines when given).
 */
function searchEmergency(
  lines: readonly string[],
  start: number,
  end: number,
  labelAt: (index: number) => { rest: string; before?: string } | null,
  reachBelow?: number,
): Found | null {
  for (let index = start; index < end; index++) {
    // Reading a number on the label's line only, a line without three digits in a row needs no label test.
    if (reachBelow === 0 && !/\d{3}/.test(lines[index]!) && !/[:：]\s*$/.test(lines[index]!)) continue;
    const label = labelAt(index);
    if (!label) continue;
    // A number the emergency word qualifies in brackets comes before one printed after the bracket ("800-… (Emergency) / +44 …").
    const sameLine = numberBeforeQualifier(label.before) ?? firstPhone(label.rest, lines[index + 1]);
    if (sameLine) return { value: sameLine, line: index, confidence: 0.9 };
    const underHeader = cellBelow(lines, index, label.before?.length ?? -1);
    if (underHeader) return { value: underHeader, line: index + 1, confidence: 0.8 };
    // On the label's line only, a label closed by its colon still takes a number opening the next line.
    const closed = reachBelow === 0 && /^\s*(?:\([^)]{0,40}\))?\s*[:：]?\s*$/.test(label.rest) && /^\s*[+(]?\d/.test(lines[index + 1] ?? "");
    const below = closed ? firstPhone(lines[index + 1]!, lines[index + 2]) : null;
    if (below) return { value: below, line: index + 1, confidence: 0.8 };
    const reach = reachBelow ?? (SUBSECTION_1_4.test(lines[index]!) ? 8 : 3);
    for (let next = index + 1; next <= index + reach && next < lines.length; next++) {
      // A page header between the label and its number ("Erfüllt Verordnung (EG) Nr. 1907/2006 …") has none.
      if (mentionsRegulation(lines[next]!)) continue;
      const phone = firstPhone(lines[next]!, lines[next + 1]);
      if (phone) return emergencyRowAfter(lines, next, index, Math.max(index + reach, next + 3)) ?? { value: phone, line: next, confidence: 0.8 };
    }
  }
  return null;
}

/**
 * Under an emergency heading (at `heading`), a row that its label gives to another purpose ("For SDS Information : …")
 * and a row naming an emergency below it ("For a Medical Emergency : 877-…", its number on the next line when the label
 * ends its own): that row's number. Null when `row` is no such row.
 */
function emergencyRowAfter(lines: readonly string[], row: number, heading: number, last: number): Found | null {
  if (!isInformationRow(lines, row, heading)) return null;
  for (let next = row + 1; next <= last && next < lines.length; next++) {
    const mention = emergencyAt(lines[next]!);
    const rest = mention ? lines[next]!.slice(mention.index + mention[0].length) : "";
    const phone = mention ? firstPhone(rest, lines[next + 1]) ?? (/\d/.test(rest) ? null : firstPhone(lines[next + 1] ?? "", lines[next + 2])) : null;
    if (phone) return { value: phone, line: next, confidence: 0.8 };
  }
  return null;
}

/** The columns of a line and where each starts ("Company Phone    Emergency Phone" → two cells). */
export function cells(text: string): { text: string; at: number }[] {
  return [...text.matchAll(/\S+(?:\s{1,2}\S+)*/g)].map((cell) => ({ text: cell[0], at: cell.index }));
}

/**
 * A label heading a column of a header row, its number in the same column of the row below ("Company Phone    Emergency
 * Phone" / "(217) 555-0100    1-800-424-9300"): the cell of the row below that has as many columns. `at`: where in
 * the header line the label starts (-1: unknown).
 */
function cellBelow(lines: readonly string[], index: number, at: number): string | null {
  if (at < 0 || index + 1 >= lines.length) return null;
  const header = cells(lines[index]!);
  if (header.length < 2) return null;
  const column = header.findLastIndex((cell) => cell.at <= at);
  const below = cells(lines[index + 1]!);
  return column > 0 && below.length === header.length ? firstPhone(below[column]!.text) : null;
}
