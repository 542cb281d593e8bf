/**
 * "Hazards not otherwise classified" (US OSHA HCS, Canadian WHMIS "Dangers non classés ailleurs", Mexican NOM-018
 * "Peligros no clasificados de otra manera") as printed in section 2; null when the sheet says there are none.
 */
import { isLabel } from "./label-tiers.ts";
import { cleanValue, firstColumn, labelHits, labelRegex, stripLead, type Found } from "./label-lines.ts";
import { NOT_STATED } from "./properties.ts";
import { HNOC_LABELS } from "./vocabulary/property-labels.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

const HNOC_LABEL = labelRegex(HNOC_LABELS);
/** "None known", "Aucun connu", "Ninguno conocido": the sheet names no such hazard. */
const NONE = /^(?:not classified|no\b|none|aucun|ningun|nenhum|nessun|geen|brak|keine)/iu;
/** A line that ends the value: a section heading, a numbered sub-section, or a label with its colon. */
const ENDS_VALUE = /^\s*(?:section|rubrique|secci[oó]n|sec\.)\s*\d|^\s*\d{1,2}(?:\.\d{1,2})*\.?\s+\p{Lu}|^[^:：]{2,40}[:：]/iu;

/** A label's first line and the value after its colon or a cell gap: groups 1 and 2. */
const LABEL_HEAD_AND_VALUE = new RegExp(String.raw`^([^:：\d]{3,60}?)(?:\s*[:：]\s*|${CELL_GAP_SOURCE})(\S.*)$`, "u");
/** The label's last words (one or two, a bracket after them) and the rest of the line after a cell gap: groups 1 and 2. */
const LABEL_TAIL_AND_REST = new RegExp(String.raw`^(\p{L}+(?:\s\p{L}+)?(?:\s*\([^)]{0,20}\))?)(?:${CELL_GAP_SOURCE}|$)(.*)$`, "u");

/**
 * A label wrapped in its column ("Hazards not otherwise    : WARNING: …" / "classified    by themselves …"): the
 * value on the first line and the rest of the second line after the label's last words; null when the line is not so made.
 */
function wrappedLabel(lines: readonly string[], index: number): { value: string; more: string } | null {
  const head = LABEL_HEAD_AND_VALUE.exec(stripLead(lines[index]!.trim()));
  const tail = LABEL_TAIL_AND_REST.exec((lines[index + 1] ?? "").trim());
  if (!head || !tail) return null;
  const whole = HNOC_LABEL.exec(`${head[1]} ${tail[1]}: x`);
  return whole && (whole[1] ?? "") === "x" ? { value: head[2]!, more: tail[2]!.trim() } : null;
}

/** The value joined with the lines below while it is unfinished (no closing full stop), up to four lines. */
function withContinuation(value: string, lines: readonly string[], from: number): string {
  let joined = value;
  for (let next = from; next < from + 4 && next < lines.length && !/[.!?]$/.test(joined); next++) {
    const text = lines[next]!.trim();
    if (text === "" || ENDS_VALUE.test(text) || isLabel(firstColumn(text)) || CELL_GAP.test(text)) break;
    joined = `${joined} ${cleanValue(text)}`;
  }
  return joined;
}

export function findHazardsNotOtherwiseClassified(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const wrapped = wrappedLabel(lines, index);
    if (wrapped) {
      const first = cleanValue(wrapped.value);
      if (NOT_STATED.test(first) || NONE.test(first)) return null;
      const value = wrapped.more === "" || /[.!?]$/.test(first) ? first : `${first} ${cleanValue(wrapped.more)}`;
      return { value: withContinuation(value, lines, index + 2), line: index, confidence: 0.75 };
    }
  }
  for (const hit of labelHits(lines, HNOC_LABEL)) {
    const onLine = cleanValue(firstColumn(hit.rest));
    // A label wrapped over two lines ("Peligro(s) no clasificado(s) de" / "otra manera (HNOC)") keeps its value; a
    // value below its label is that one line (a page header may come next).
    const value = onLine !== "" ? onLine : cleanValue(firstColumn(lines[hit.line + 1] ?? ""));
    if (value === "" || NOT_STATED.test(value) || NONE.test(value)) return null;
    if (onLine === "") return { value, line: hit.line + 1, confidence: 0.75 };
    return { value: withContinuation(value, lines, hit.line + 1), line: hit.line, confidence: 0.75 };
  }
  return null;
}
