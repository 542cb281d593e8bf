/**
 * How to reach the supplier, from section 1: its telephone and postal address (near the supplier's name), the
 * emergency telephone (1.4) and the EU UFI. Labels come from ./vocabulary in the eight languages.
 */
import { findDates } from "./dates.ts";
import { isLabel } from "./label-tiers.ts";
import { cleanValue, firstColumn, inlineRegex, labelHits, labelRegex, type Found } from "./label-lines.ts";
import { ADDRESS_LABELS, EMERGENCY_LABELS, PHONE_LABELS } from "./vocabulary/identity-labels.ts";

/** A telephone number as printed: 7 to 15 digits with spaces, dots, dashes, brackets and a leading +. */
const PHONE = /(?:\+\s?|\(\+?)?\d[\d\s().\/-]{5,24}\d\)?/g;

export function firstPhone(text: string): string | null {
  for (const match of text.matchAll(PHONE)) {
    // An opening bracket left without its closing one belongs to the text after ("19240 (24 h)").
    const value = match[0].replace(/\s*\(\d{0,3}$/, "").replace(/[\s(/-]+$/, "").trim();
    const digits = value.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) continue;
    if (findDates(value).length > 0 || /^\d{2,7}-\d{2}-\d$/.test(value) || /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(value)) continue;
    if ((value.match(/\(/g) ?? []).length !== (value.match(/\)/g) ?? []).length) return value.replace(/\)$/, "");
    return value;
  }
  return null;
}

const EMERGENCY = inlineRegex(EMERGENCY_LABELS);

/** Emergency telephone (1.4): the first number after an emergency label, on its line or the next three. */
export function findEmergencyPhone(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    EMERGENCY.lastIndex = 0;
    const match = EMERGENCY.exec(lines[index]);
    if (!match) continue;
    const sameLine = firstPhone(lines[index].slice((match.index ?? 0) + match[0].length));
    if (sameLine) return { value: sameLine, line: index, confidence: 0.9 };
    for (let next = index + 1; next <= index + 3 && next < lines.length; next++) {
      const phone = firstPhone(lines[next]);
      if (phone) return { value: phone, line: next, confidence: 0.8 };
    }
  }
  return null;
}

const PHONE_LABEL = labelRegex([...PHONE_LABELS, "t", "ph"]);
// Loose: text layers that set letters apart print "Addre ss" (as identity.ts reads section 1's labels).
const ADDRESS_LABEL = labelRegex(ADDRESS_LABELS, true);
const PHONE_WORD = inlineRegex(PHONE_LABELS.filter((label) => label !== "information"));

function isEmergencyLine(text: string): boolean {
  EMERGENCY.lastIndex = 0;
  return EMERGENCY.test(text);
}

/**
 * The supplier's telephone in section 1, never an emergency line: after a telephone label that starts a line;
 * else after a telephone word inside a line ("Technical telephone number: …"); else the first bare number in
 * the lines under the supplier's name.
 */
export function findSupplierPhone(lines: readonly string[], supplierLine: number | null): Found | null {
  for (const hit of labelHits(lines, PHONE_LABEL)) {
    if (isEmergencyLine(lines[hit.line])) continue;
    const phone = firstPhone(hit.rest) ?? (hit.rest.trim() === "" ? firstPhone(lines[hit.line + 1] ?? "") : null);
    if (phone) return { value: phone, line: hit.rest.trim() === "" ? hit.line + 1 : hit.line, confidence: 0.85 };
  }
  for (let index = 0; index < lines.length; index++) {
    if (isEmergencyLine(lines[index])) continue;
    PHONE_WORD.lastIndex = 0;
    const match = PHONE_WORD.exec(lines[index]);
    const phone = match ? firstPhone(lines[index].slice((match.index ?? 0) + match[0].length).split(/\bfax\b/i)[0]) : null;
    if (phone) return { value: phone, line: index, confidence: 0.75 };
  }
  if (supplierLine === null) return null;
  for (let index = supplierLine + 1; index < lines.length && index <= supplierLine + 6; index++) {
    if (isEmergencyLine(lines[index])) break;
    const phone = /^[\s(+\d]/.test(lines[index]) ? firstPhone(lines[index]) : null;
    if (phone && phone.replace(/\D/g, "").length >= 10) return { value: phone, line: index, confidence: 0.6 };
  }
  return null;
}

/**
 * The supplier's postal address: the value of an address label (with the next lines of the same block), or the
 * lines under the supplier's name up to the first telephone, e-mail or label line.
 */
export function findSupplierAddress(lines: readonly string[], supplierLine: number | null): Found | null {
  const parts: string[] = [];
  let first = -1;
  const start = supplierLine ?? -1;
  const labelled = labelHits(lines, ADDRESS_LABEL).filter((hit) => hit.line > start - 1 && hit.line <= start + 8 || supplierLine === null);
  if (labelled.length > 0) {
    for (const hit of labelled.slice(0, 4)) {
      if (parts.length > 0 && hit.line > labelled[0].line + 4) break;
      const value = cleanValue(firstColumn(hit.rest));
      if (value === "" || /@|www\.|http/.test(value)) continue;
      if (first < 0) first = hit.line;
      parts.push(value);
    }
    // A single label's value goes on in the lines below it ("1221 Broadway" / "Oakland, CA 94612" / "USA").
    if (parts.length === 1) parts.push(...linesUnder(lines, first));
    if (parts.length > 0) return { value: parts.join(", "), line: first, confidence: 0.75 };
  }
  if (supplierLine === null) return null;
  // The name's own line may carry the street after a comma ("Unilever Deutschland GmbH, Am Strandkai 1").
  for (let index = supplierLine + 1; index < lines.length && index <= supplierLine + 5; index++) {
    const text = cleanValue(firstColumn(lines[index]));
    EMERGENCY.lastIndex = 0;
    if (text === "" || isLabel(text) || /@|www\.|http/i.test(text) || EMERGENCY.test(text) || PHONE_LABEL.test(text)) break;
    if (/^\+?[\d\s().\/-]{7,}$/.test(text)) break;
    if (first < 0) first = index;
    parts.push(text);
  }
  return parts.length > 0 ? { value: parts.join(", "), line: first, confidence: 0.65 } : null;
}

/** The plain lines right under an address line (up to three), up to a label, telephone, e-mail or emergency line. */
function linesUnder(lines: readonly string[], line: number): string[] {
  const parts: string[] = [];
  for (let index = line + 1; index < lines.length && index <= line + 3; index++) {
    const text = cleanValue(firstColumn(lines[index]!));
    EMERGENCY.lastIndex = 0;
    if (text === "" || isLabel(text) || /[:：@]|www\.|http/i.test(text) || EMERGENCY.test(text) || PHONE_LABEL.test(text)) break;
    if (/^\+?[\d\s().\/-]{7,}$/.test(text)) break;
    parts.push(text);
  }
  return parts;
}

const UFI = /\bUFI\s*[:：]?\s*([A-Z0-9]{4}(?:\s*[-‐–]\s*[A-Z0-9]{4}){3})\b/;

/** EU Unique Formula Identifier, after its label anywhere in the document. */
export function findUfi(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const match = UFI.exec(lines[index]);
    if (match) return { value: match[1].replace(/\s+/g, "").replace(/[‐–]/g, "-"), line: index, confidence: 0.95 };
  }
  return null;
}
