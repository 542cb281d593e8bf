/**
 * How to reach the supplier, from section 1: its telephone (near the supplier's name; the emergency telephone (1.4) is
 * ./emergency-phone.ts's). What makes a line an emergency line is ./emergency-lines.ts's (re-exported here). Number shapes
 * and telephone labels come from ./phone-shapes.ts, the other labels from ./vocabulary in the eight languages (the UFI is
 * read by ./ufi.ts).
 */
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { cleanValue, stripLead, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { asPhone, firstPhone, hasTenDigits, PHONE, PHONE_ABBREVIATION, PHONE_LABEL, PHONE_LABELS, PHONE_WORD, FAX_WORD, phoneAfterOwnLabel, phoneAmongParts, zerosReadAsO } from "./phone-shapes.ts";

export { firstPhone };
import { translatedLabelsDropper } from "./translated-labels.ts";
import { ABROAD_WORDS, SUPPLIER_IN_EMERGENCY_HEADINGS } from "./vocabulary/contact-labels.ts";
import { emergencyAt, EMERGENCY_SERVICE, isEmergencyLine, SUBSECTION_1_4 } from "./emergency-lines.ts";
import { cells } from "./emergency-phone.ts";
import { numberAfterAddress } from "./address-run-on.ts";
import { BETWEEN_CELLS, CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

export { emergencyAt, isEmergencyLine };

/** The first line of sub-section 1.4 by its number, or the end: telephone labels from there on are the emergency's. */
function emergencySubsection(lines: readonly string[]): number {
  const index = lines.findIndex((text) => SUBSECTION_1_4.test(text) && isEmergencyLine(text));
  return index < 0 ? lines.length : index;
}

/**
 * The text before an emergency label that gives its own number further on the line ("Phone: 217-555-0100 (for
 * emergencies: 800-424-9300)"): the number before it is another line's. Null when the emergency has no number of its
 * own after it ("Phone: 800-555-0100 (Emergency)" qualifies the number before it).
 */
function beforeEmergencyWithNumber(text: string): string | null {
  const match = emergencyAt(text);
  if (!match || firstPhone(clauseAfter(text, match)) === null) return null;
  return text.slice(0, match.index ?? 0).replace(/[(\s,;–-]*(?:for|in case of|call|bei|en cas d['’]|en caso de|in caso di)?\s*$/iu, "");
}

/**
 * The rest of the bracket or clause an emergency mention stands in: its own number is there ("(for emergencies:
 * 800-…)"), not in a later cell or clause ("1-800-… (24-hour emergency)   International emergency: +1 703 …").
 */
function clauseAfter(text: string, mention: RegExpExecArray): string {
  const after = text.slice(mention.index + mention[0].length);
  if (/\([^()]*$/.test(text.slice(0, mention.index))) return after.split(")")[0]!;
  return after.split(CLAUSE_END)[0]!;
}

/** A clause's end: a semicolon, a closing bracket, or a cell gap before the next cell's words. */
const CLAUSE_END = new RegExp(String.raw`[;)]|${CELL_GAP_SOURCE}(?=\p{L})`, "u");

/** A row under a header row with a number under every header cell. */
function numbersUnder(header: readonly string[], row: string): boolean {
  const below = row.trim().split(CELL_GAP);
  return below.length === header.length && below.every((cell) => firstPhone(cell) !== null);
}

/**
 * The cells of a line after the last emergency cell that gives its own number ("Emergency Phone: (800) 424-9300    Phone:
 * (217) 555-0100" → "Phone: (217) 555-0100"); null when there is none or nothing after it. An emergency cell without a
 * number heads the cells after it ("24 Hour Emergency    Phone: 800-…"), which are then the emergency's.
 */
function besideEmergencyCell(text: string): string | null {
  const row = cells(text);
  const last = row.findLastIndex((cell) => isEmergencyLine(cell.text));
  if (last < 0 || last === row.length - 1 || firstPhone(row[last]!.text) === null) return null;
  // The emergency's line from abroad beside it ("Tel. outside USA: +1 703 …", "International phone: …") is the emergency's.
  let next = last + 1;
  while (next < row.length && ABROAD.test(row[next]!.text)) next++;
  const after = row.slice(next).map((cell) => cell.text).join("    ");
  return after === "" || isEmergencyLine(after) ? null : after;
}

const ABROAD = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(ABROAD_WORDS)})`, "iu");

/**
 * A telephone label heading a column, its number in the same column of the row below (OSHA Form 174:
 * "Manufacturer's Name    Telephone Number" / "Acme Corp.    (555) 123-4567").
 */
function phoneUnderColumnHeader(lines: readonly string[], end: number): Found | null {
  for (let index = 0; index + 1 < end; index++) {
    const text = lines[index]!;
    if (!BETWEEN_CELLS.test(text)) continue;
    const columns = text.trim().split(CELL_GAP);
    // An emergency column beside it has its own number below ("Company Phone    Emergency Phone" / two numbers); a
    // row with an emergency cell over a name heads the emergency's contact ("Emergency Contact    Phone" / "CHEMTREC …").
    if (columns.some((cell) => isEmergencyLine(cell)) && !numbersUnder(columns, lines[index + 1]!)) continue;
    // A cell printed with its translations ("Telephone Number / Téléphone") heads the column as its last label.
    const column = columns.map(withoutTranslatedPhoneLabels).findIndex((cell) => PHONE_LABEL.test(cell) && !isEmergencyLine(cell) && cleanValue(PHONE_LABEL.exec(cell)?.[1] ?? "") === "");
    if (column < 0) continue;
    const below = lines[index + 1]!.trim().split(CELL_GAP);
    const phone = below.length === columns.length ? firstPhone(below[column]!) : null;
    if (phone) return { value: phone, line: index + 1, confidence: 0.7 };
    // A column of labelled numbers under the header ("TELEPHONE NUMBERS" / "Medical Emergency (24 h):  800-…" /
    // "Quality Assurance:  800-…"): the first row that is no emergency line, the header the last column.
    if (column !== columns.length - 1 || column === 0) continue;
    for (let row = index + 1; row < end && row <= index + 4; row++) {
      const cells = lines[row]!.trim().split(CELL_GAP);
      if (cells.length <= column) break;
      const cell = cells.slice(column).join("   ");
      if (isEmergencyLine(cell)) continue;
      const number = firstPhone(cell);
      if (number) return { value: number, line: row, confidence: 0.65 };
    }
  }
  return null;
}

/**
 * The supplier's telephone in section 1, never an emergency line nor sub-section 1.4: after a telephone label that
 * starts a line; else after a telephone word inside a line ("Technical telephone number: …"); else under a
 * telephone column header; else the first bare number in the lines under the supplier's name.
 */
export function findSupplierPhone(printed: readonly string[], supplierLine: number | null): Found | null {
  const found = firstSupplierPhone(printed, supplierLine);
  if (!found || supplierLine === null || found.line >= supplierLine || found.confidence < 0.85) return found;
  // Another party's block printed before the supplier's ("Distributed by: …" / "Phone: …" / "Manufactured by: …" /
  // "Phone: …"): the number labelled in the supplier's own block, before any other company's name.
  const own = firstSupplierPhone(printed, supplierLine, supplierLine);
  const otherParty = own !== null && printed.slice(supplierLine + 1, own.line).some((text) => COMPANY_SUFFIX.test(text) && !/\d/.test(text));
  return own && own.line <= supplierLine + 6 && own.confidence >= 0.85 && !otherParty ? own : found;
}

function firstSupplierPhone(printed: readonly string[], supplierLine: number | null, from = 0): Found | null {
  const lines = printed.map(zerosReadAsO);
  const end = emergencySubsection(lines);
  // A label opening a later column counts after every label that opens a line.
  let inColumn: Found | null = null;
  for (let index = from; index < end; index++) {
    const text = stripLead(lines[index]!.trim());
    const match = PHONE_LABEL.exec(text) ?? PHONE_ABBREVIATION.exec(text);
    if (!match) {
      const columnPhone: string | null = inColumn ? null : phoneLabelledInColumn(lines[index]!);
      if (columnPhone) inColumn = { value: columnPhone, line: index, confidence: 0.8 };
      continue;
    }
    if (underEmergencyLabel(lines, index)) continue;
    if (isEmergencyLine(lines[index]!)) {
      const before = beforeEmergencyWithNumber(lines[index]!);
      const phone = before === null ? null : firstPhone(PHONE_LABEL.exec(stripLead(before.trim()))?.[1] ?? PHONE_ABBREVIATION.exec(stripLead(before.trim()))?.[1] ?? "");
      if (phone) return { value: phone, line: index, confidence: 0.75 };
      continue;
    }
    const rest = match[1] ?? "";
    // The label alone takes the number below, never a fax's ("Tél." / "Fax no.    +49 …": a translation on its own line).
    const phone = firstPhone(rest, lines[index + 1]) ?? (rest.trim() === "" ? firstPhone((lines[index + 1] ?? "").split(FAX_WORD)[0]!, lines[index + 2]) : null);
    if (phone) return { value: phone, line: rest.trim() === "" ? index + 1 : index, confidence: 0.85 };
  }
  if (inColumn) return inColumn;
  for (let index = 0; index < end; index++) {
    const text = lines[index]!;
    // An emergency cell with its own number beside the supplier's ("Emergency Phone: 800-…    Phone: 217-…"): the rest.
    const rest = isEmergencyLine(text) ? besideEmergencyCell(text) ?? labelledAfterEmergencyNumber(text) : text;
    if (rest === null || underEmergencyLabel(lines, index)) continue;
    PHONE_WORD.lastIndex = 0;
    const match = PHONE_WORD.exec(rest);
    const after = match ? rest.slice((match.index ?? 0) + match[0].length) : "";
    // "Phone: … Fax: …" gives the number before the fax; "Business Phone / Fax: …" the number after both.
    const phone = match ? firstPhone(after.split(/\bfax\b/i)[0]!) ?? (/^\s*\/\s*(?:tele)?fax\b/i.test(after) ? firstPhone(after) : null) ?? numberBelow(after, lines[index + 1]) : null;
    if (phone) return { value: phone, line: index, confidence: 0.75 };
  }
  const underHeader = phoneUnderColumnHeader(lines, end) ?? supplierInEmergency(lines, end);
  if (underHeader) return underHeader;
  if (supplierLine === null || supplierLine >= lines.length) return null;
  for (let index = supplierLine; index < end && index <= supplierLine + 6; index++) {
    if (isEmergencyLine(lines[index]!)) break;
    // Never the number after a fax label ("12 Harbour Road    Fax: +44 …").
    const text = lines[index]!.split(FAX_WORD)[0]!;
    const phone = index > supplierLine && /^[\s(+\d]/.test(text) ? firstPhone(text, lines[index + 1]) : phoneAmongParts(text);
    if (phone && hasTenDigits(phone)) return { value: phone, line: index, confidence: 0.6 };
    // A department's label of the supplier's own before the number ("Sales: 800-…", "Vertrieb: +49 …"): a guess.
    const own = index > supplierLine ? phoneAfterOwnLabel(text) ?? numberAfterAddress(text) : null;
    if (own) return { value: own, line: index, confidence: 0.55 };
  }
  return null;
}

/**
 * A telephone line under the name of an emergency service or poison centre standing alone ("Emergency telephone
 * number:" / "National Poisons Information Service" / "Tel: 0344 …"; "Notrufnummer:" / "Giftinformationszentrum Nord" /
 * "Tel.: …"): that service's number, never the supplier's. Only lines of one column and without figures between. (A
 * label alone is not enough: "Emergency telephone:" / "Tel: …" may be the company's own line, both fields' number.)
 */
function underEmergencyLabel(lines: readonly string[], index: number): boolean {
  for (let above = index - 1; above >= 0 && above >= index - 2; above--) {
    const text = lines[above]!.trim();
    if (text === "" || /\d/.test(text) || CELL_GAP.test(text)) return false;
    if (EMERGENCY_SERVICE.test(text)) return true;
  }
  return false;
}

/**
 * A telephone label after the emergency's own number on its line, no column gap between ("Emergency Phone: 800-424-9300
 * (CHEMTREC) Customer Service: 800-555-0100"): the text from that label on. Null when what follows is the emergency's
 * too (its line from abroad, another service).
 */
function labelledAfterEmergencyNumber(text: string): string | null {
  const mention = emergencyAt(text);
  if (!mention) return null;
  const after = text.slice(mention.index + mention[0].length);
  const number = [...after.matchAll(PHONE)].find((found) => asPhone(found[0]) !== null);
  if (!number) return null;
  const rest = after.slice(number.index + number[0].length).replace(/^\s*(?:\([^()]*\)\s*)*[,;\/|–-]?\s*/, "");
  PHONE_WORD.lastIndex = 0;
  return PHONE_WORD.exec(rest)?.index === 0 && !isEmergencyLine(rest) && !ABROAD.test(rest) ? rest : null;
}

/** A label closed by its colon at the line's end ("Technical telephone number:"): the number opening the next line. */
function numberBelow(after: string, next: string | undefined): string | null {
  return /^\s*[:：]?\s*$/.test(after) && next !== undefined && /^\s*[+(]?\d/.test(next) ? firstPhone(next) : null;
}

/**
 * A telephone label opening a column after the first ("12 Harbour Road          Information: +44 …", contacts printed
 * beside the address): its number on the cell's own line. Not in an emergency's cells.
 */
function phoneLabelledInColumn(line: string): string | null {
  if (!BETWEEN_CELLS.test(line)) return null;
  const scope = isEmergencyLine(line) ? besideEmergencyCell(line) : line;
  if (scope === null) return null;
  const columns = scope.trim().split(CELL_GAP);
  for (let column = scope === line ? 1 : 0; column < columns.length; column++) {
    const match = PHONE_LABEL.exec(stripLead(columns[column]!)) ?? PHONE_ABBREVIATION.exec(stripLead(columns[column]!));
    if (!match) continue;
    // The label's own cell, else the next cell when it opens with a number: not a later cell's value ("Information:
    // VAT no. GB 123 4567 89"), never a fax's ("Phone:    Fax: +44 …").
    const own = cleanValue(match[1] ?? "");
    const next = columns[column + 1] ?? "";
    const value = own !== "" ? own : /^[+(\d]/.test(next) ? next : "";
    const phone = firstPhone(value.split(FAX_WORD)[0]!);
    if (phone) return phone;
  }
  return null;
}

const SUPPLIER_PARTY = `(?:${phrasePattern(SUPPLIER_IN_EMERGENCY_HEADINGS)})`;
// One party or two joined by a slash ("Manufacturer/Supplier", "Hersteller / Lieferant").
const SUPPLIER_HEADING = new RegExp(`^${SUPPLIER_PARTY}(?:\\s*\\/\\s*${SUPPLIER_PARTY})?\\s*[:：]?$`, "iu");
// A bilingual sheet prints the party and the telephone label with their translations ("Supplier / Fournisseur",
// "Lieferant    Fournisseur" / "Telefon    Téléphone:    0860 …"): the last of each is read.
const withoutTranslatedParties = translatedLabelsDropper(SUPPLIER_IN_EMERGENCY_HEADINGS);
const withoutTranslatedPhoneLabels = translatedLabelsDropper(PHONE_LABELS);

/**
 * Inside sub-section 1.4, the supplier's own number under a line naming it ("National advisory body/Poison Centre" /
 * "Telephone number  …" / "Supplier" / "Telephone number  0860 555 908"): the telephone label within two lines.
 */
function supplierInEmergency(lines: readonly string[], from: number): Found | null {
  for (let index = from; index < lines.length; index++) {
    if (!SUPPLIER_HEADING.test(withoutTranslatedParties(stripLead(lines[index]!.trim())))) continue;
    for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
      const match = PHONE_LABEL.exec(withoutTranslatedPhoneLabels(stripLead(lines[next]!.trim())));
      const rest = match?.[1] ?? "";
      const phone = match ? (rest.trim() === "" ? firstPhone(lines[next + 1] ?? "", lines[next + 2]) : firstPhone(rest, lines[next + 1])) : null;
      if (phone) return { value: phone, line: next, confidence: 0.7 };
    }
  }
  return null;
}
