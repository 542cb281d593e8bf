/**
 * Printed forms around a flash point's label and value that a sweep of sheets' forms found unread (session 21): the
 * label's range after a slash, a standard's method before the value, the unit in brackets after the number, the other
 * scale's number in brackets, and another property's row below a label with no value of its own.
 */
import { stripLead } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { FLASH_POINT_LABELS, FLASH_POINT_METHODS, PROPERTY_VALUE_WORDS } from "./vocabulary/property-labels.ts";
import { CELL_GAP_SOURCE } from "./cell-gap.ts";

/**
 * The label's range word after a slash ("Flash point/range:", "Flash point / Flash point range:", "Flammpunkt/-bereich:"):
 * part of the label, not a method after the value.
 */
export const RANGE_AFTER_LABEL = /^\s*(?:[/,&]|\bor\b)\s*(?:flash[\s-]*point[\s-]*)?-?(?:range|bereich|intervalle|rango|intervalo|intervallo|bereik|zakres)(?![\p{L}])/iu;

/**
 * A standard's test method printed before the value, in a column of its own or closed by a colon ("Flash point    ASTM
 * D 93    62 °C", "Flash point: ISO 2719: 62 °C", "DIN EN ISO 2719    62 °C"): dropped. Only before a number.
 */
export const STANDARD_BEFORE_VALUE = new RegExp(String.raw`^\s*[:：]?\s*(?:(?:DIN|EN|ISO|ASTM|IP|NF|UNE|BS|OECD)(?![\p{L}])[\s-]*)+[A-Z]?\s*-?\s*\d{1,5}(?:[-./]\d+)*(?:[:：]\s*|${CELL_GAP_SOURCE})(?=[<>≥≤~]?\s*-?\d)`, "u");

/**
 * Degree units printed other ways, written as "°C"/"°F": the one-character signs East Asian generators print ("62 ℃",
 * "144 ℉"), the scale named in a word ("62 Celsius", "144 degrees Fahrenheit"), a bracketed letter after the number
 * ("62 (C)", "144 (°F)").
 */
export function degreeUnits(text: string): string {
  return text
    .replace(/℃/gu, "°C")
    .replace(/℉/gu, "°F")
    .replace(/(\d)\s*(?:deg(?:rees?|\.)?\s*)?(?:celsius|centigrade)(?![\p{L}])/giu, "$1 °C")
    .replace(/(\d)\s*(?:deg(?:rees?|\.)?\s*)?fahrenheit(?![\p{L}])/giu, "$1 °F")
    .replace(/(\d)\s*\(\s*[°º]?\s*([CF])\s*\)/gu, "$1 °$2");
}

/**
 * A number with the other scale's number in brackets, both units named in the label ("Flash Point °C (°F): 62 (144)"):
 * the first number, which the label's first unit gives; null when the value is not so made.
 */
export function numberBeforeOtherScale(value: string): string | null {
  return /^([<>≥≤~]?\s*-?\d+(?:[.,]\d+)?)\s*\(\s*[<>≥≤~]?\s*-?\d+(?:[.,]\d+)?\s*\)$/.exec(value)?.[1] ?? null;
}

const NOT_ANOTHER_LABEL = new RegExp(`^(?:${phrasePattern([...FLASH_POINT_METHODS, ...PROPERTY_VALUE_WORDS, ...FLASH_POINT_LABELS])})(?![\\p{L}])`, "iu");

/** A row's head (no digit) before its colon or a cell gap, and something after: group 1. */
const ROW_HEAD = new RegExp(String.raw`^\s*([^\d:：]{3,80}?)(?:\s*[:：]|${CELL_GAP_SOURCE})\s*\S`, "u");

/**
 * The row below a label without a value opening with another property's label, before a colon or a column gap
 * ("Flash point    -" / "Boiling point or initial boiling point and boiling range: 100 °C"): that row's value is
 * not the flash point. A method or a value column's head there ("Closed cup: 23 °C", "Value    62 °C") is the flash
 * point's own sub-row.
 */
export function anotherPropertyRow(line: string): boolean {
  // A bullet before the head is no part of it ("• Value: 65 °C").
  const head = ROW_HEAD.exec(line.replace(/^\s*[·•●▪*-]+\s*/u, ""))?.[1]?.trim();
  return head !== undefined && /\p{L}{3}/u.test(head) && !NOT_ANOTHER_LABEL.test(stripLead(head)) && !/^[<>≥≤~(]/.test(head);
}
