/**
 * The address's label lines made readable before the address is read (./supplier-address.ts): the labels, a header
 * row of labels, an address label in a later cell, a label one space before its value or before the address's parts,
 * and a form's next column beside the label or between the address lines.
 */
import { findDates } from "./dates.ts";
import { isLabel } from "./label-tiers.ts";
import { cleanValue, labelRegex, stripLead } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { FAX_WORD, PHONE_WORD } from "./phone-shapes.ts";
import { stackedPartsApart } from "./address-run-on.ts";
import { isEmergencyLine } from "./emergency-lines.ts";
import { translatedLabelsDropper } from "./translated-labels.ts";
import { ADDRESS_LABELS as BASE_ADDRESS_LABELS } from "./vocabulary/company-labels.ts";
import { ADDRESS_LABELS_MORE, ADDRESS_PART_LABELS, PO_BOX_LABELS } from "./vocabulary/contact-labels.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** A line that is a number and nothing else ("+46(0)40 – 23 13 10", "905-555-0100"): a telephone's, never the address's. */
export const NUMBER_LINE = /^\+?[\d\s().\/–-]{7,}$/;

const ADDRESS_LABELS = [...BASE_ADDRESS_LABELS, ...ADDRESS_LABELS_MORE, ...ADDRESS_PART_LABELS];

// Loose: text layers that set letters apart print "Addre ss" (as identity.ts reads section 1's labels).
export const ADDRESS_LABEL = labelRegex(ADDRESS_LABELS, true);
/** An address label with its translations side by side ("Address    Adresse:    12 Harbour Road"): the last is read. */
export const withoutTranslatedLabels = translatedLabelsDropper(ADDRESS_LABELS);

/** A row of column headers ("Land    Organisation/Firma    Anschrift    Notrufnummer"): labels, no digits. */
export function isHeaderRow(text: string): boolean {
  const columns = text.trim().split(CELL_GAP);
  return columns.length >= 3 && !/\d/.test(text) && columns.slice(1).some((column) => isLabel(column));
}

/**
 * An address label opening a later cell of its line ("Company: Acme Ltd    Address: 12 Harbour Road, Leeds"): the
 * line from that cell on, so that the label is read as if it opened the line.
 */
export function addressCellFirst(line: string): string {
  const cells = line.trim().split(CELL_GAP);
  if (cells.length < 2 || ADDRESS_LABEL.exec(stripLead(cells[0]!))) return line;
  const at = cells.findIndex((cell, index) => index > 0 && /\d/.test(cell) && ADDRESS_LABEL.exec(cell) !== null);
  return at > 0 ? cells.slice(at).join("    ") : line;
}

/**
 * A whole address's label one space before a value that opens with a number or a post-office box and its number, no
 * colon ("Address 401 Harbor Street", "Anschrift 12 Hafenstraße", "Address PO Box 142, …"): a PDF whose value cell
 * stands closer to its label than a column gap reads so. The label is set apart as by a column gap. Street and town
 * labels are not ("Via 20 Settembre 5" is a street's name).
 */
const WHOLE_ADDRESS_LABEL_BEFORE_NUMBER = new RegExp(
  `^(\\s*(?:${phrasePattern([...ADDRESS_LABELS].filter((label) => !ADDRESS_PART_LABELS.includes(label)))})) (?=\\d|(?:${phrasePattern(PO_BOX_LABELS)})\\.?\\s*(?:n[o°º]\\.?\\s*)?\\d)`,
  "iu",
);

/**
 * A whole address's label of two words or more one space before a street whose number follows its name ("Dirección
 * Comercial Callao 2970 Oficina 808", "Business address Harbour Road 12"): set apart as by a column gap (session 26).
 */
const QUALIFIED_ADDRESS_LABEL_BEFORE_STREET = new RegExp(
  `^(\\s*(?:${phrasePattern([...ADDRESS_LABELS].filter((label) => label.includes(" ") && !ADDRESS_PART_LABELS.includes(label)))})) (?=[\\p{L}.'’-]+(?:\\s+[\\p{L}.'’-]+){0,3}\\s+\\d)`,
  "iu",
);

/** An address label and the address's parts labelled after it on one line (address-run-on.ts), the parts set apart as one value. */
export function withStackedPartsApart(line: string): string {
  const labelled = ADDRESS_LABEL_THEN_TEXT.exec(stripLead(line.trim()));
  return labelled ? stackedPartsApart(labelled[1]!, labelled[2]!) ?? line : line;
}

/** An address label at the line's start and the text after it, one space or a colon between ("Postadress Snickarvägen 1 …"). */
const ADDRESS_LABEL_THEN_TEXT = new RegExp(`^((?:${phrasePattern(ADDRESS_LABELS)})\\s*[:：]?)\\s+(\\S.*)$`, "iu");

export function withNumberValueApart(line: string): string {
  return line.replace(WHOLE_ADDRESS_LABEL_BEFORE_NUMBER, "$1    ").replace(QUALIFIED_ADDRESS_LABEL_BEFORE_STREET, "$1    ");
}

/**
 * The next column's label beside an address label in a form's header row ("Address (Number, Street, City, State, and
 * ZIP Code)    Fax Number", "Adresse    Fax"): another field's label, no digit. The address is below.
 */
export function isNeighbourLabel(value: string): boolean {
  PHONE_WORD.lastIndex = 0;
  return value !== "" && !/\d/.test(value) && (isLabel(value) || PHONE_WORD.test(value) || FAX_WORD.test(value) || isEmergencyLine(value));
}

/**
 * A line of a form's next column between the address lines: its number, its label, the date it holds ("Date
 * Prepared" / "3 January 2018") or OSHA Form 174's preparer field ("Signature of Preparer (optional)").
 */
export function isNeighbourColumnLine(text: string): boolean {
  const date = findDates(text)[0];
  return NUMBER_LINE.test(text) || isNeighbourLabel(text) || /^(?:signature\s+of\s+preparer|prepared\s+by)\b/i.test(text) ||
    date !== undefined && cleanValue(text.slice(0, date.index) + text.slice(date.index + date.length)) === "";
}

/**
 * OSHA's qualified address label with the next column's label after one space ("Address (Number, Street, City, State,
 * and ZIP Code) Fax Number"): the label's line as a label standing alone, the neighbour's label in a column of its own.
 */
export function withNeighbourApart(line: string): string {
  const qualified = /^(.*?\([^)]{10,100}\))\s(?!\s)(\S.*)$/u.exec(line.trim());
  return qualified && ADDRESS_LABEL.exec(stripLead(qualified[1]!)) && isNeighbourLabel(cleanValue(qualified[2]!)) ? `${qualified[1]}    ${qualified[2]}` : line;
}
