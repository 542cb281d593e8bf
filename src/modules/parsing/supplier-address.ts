/**
 * The supplier's postal address, from section 1: an address label's value, or the lines under the supplier's name up
 * to the first telephone, e-mail, label or emergency line (phone-shapes.ts gives the telephone shapes and labels
 * that end it, emergency-lines.ts the emergency lines). Labels come from ./vocabulary in the eight languages; the
 * label lines are made readable first (./address-label-lines.ts).
 */
import { COMPANY_SUFFIX, ENDS_WITH_LEGAL_FORM, isAddressLine, isLegalFormAlone, isStreetLine, isStreetOrAddressLine, LEGAL_FORMS_IN_TEXT } from "./company-shapes.ts";
import { isLabel } from "./label-tiers.ts";
import { cleanValue, firstColumn, labelRest, labelHits, labelRegex, OWN_LABEL_LEAD, stripLead, type Found, type LabelHit, type LabelPattern } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import {
  asPhone,
  DASHES,
  FAX_LABEL,
  hasTenDigits,
  INLINE_PHONE,
  LEADING_NUMBER,
  PHONE_ABBREVIATION,
  PHONE_LABEL,
  PHONE_WORD,
  wholeNumberPhone,
  ZIP_BEFORE_AREA_CODE,
} from "./phone-shapes.ts";
import { beforeNextFieldLabel, beforeRunOnNumber, opensNextField } from "./address-run-on.ts";
import { isEmergencyLine } from "./emergency-lines.ts";
import { findDates } from "./dates.ts";
import { ADDRESS_PART_LABELS, CALL_WORDS, PO_BOX_LABELS } from "./vocabulary/contact-labels.ts";
import {
  ADDRESS_LABEL,
  addressCellFirst,
  isHeaderRow,
  isNeighbourColumnLine,
  isNeighbourLabel,
  NUMBER_LINE,
  withNeighbourApart,
  withNumberValueApart,
  withoutTranslatedLabels,
  withStackedPartsApart,
} from "./address-label-lines.ts";
import { BETWEEN_CELLS, CELL_GAP } from "./cell-gap.ts";
import { smallWordCount } from "./prose-values.ts";

const CALL_WORD = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(CALL_WORDS)})(?![\\p{L}])`, "iu");

/**
 * The address printed after the company's name on its line ("Procter & Gamble GmbH Sulzbacher Str. 40 …"): after the
 * name's last legal form before the address's first digit ("Acme GmbH & Co. KG, Hafenstraße 4"), since a postal code
 * may hold letters that look like one ("Leeds LS1 4AB", "3011 AB Rotterdam").
 */
function addressAfterName(text: string): string | null {
  const suffixes = [...text.matchAll(LEGAL_FORMS_IN_TEXT)];
  const firstDigit = suffixes.length === 0 ? -1 : text.slice(suffixes[0]!.index).search(/\d/);
  const end = firstDigit < 0 ? text.length : suffixes[0]!.index + firstDigit;
  const last = suffixes.filter((suffix) => suffix.index < end).at(-1);
  if (!last) return null;
  const rest = cleanValue(text.slice((last.index ?? 0) + last[0].length).replace(/^\s*[,;–-]\s*/, ""));
  return /\d/.test(rest) && /\p{L}{3}/u.test(rest) && rest.split(" ").length >= 2 ? rest : null;
}

/**
 * The address in the cell beside the company's name ("Harbor Chemical Inc.          100 Main Street, Springfield, IL
 * 62701"): the line's last cell when it is a street with its number, no telephone or emergency text.
 */
function streetBesideName(line: string): string | null {
  const cells = line.trim().split(CELL_GAP);
  const last = cleanValue(cells.at(-1) ?? "");
  return cells.length >= 2 && /\d/.test(last) && isStreetLine(last) && !endsAddress(last) && !/[:：]/.test(last) ? last : null;
}

/**
 * Why the address ends at a line: a label, a telephone, fax, e-mail or web line, an emergency line, a whole number after
 * a label of the sheet's own ("Technical Support: 1-800-…", "Consumer Information Line: …").
 */
function endsAddress(text: string): boolean {
  return (
    text === "" || isLabel(text) || /@|www\.|http|^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}(?:\/\S*)?$/i.test(text) || isEmergencyLine(text) || PHONE_LABEL.test(text) ||
    PHONE_ABBREVIATION.test(text) || FAX_LABEL.test(text) || NUMBER_LINE.test(text) || callLine(text) || startsWithPhone(text) ||
    labelledWholeNumber(text) || opensNextField(text) || labelledDate(text)
  );
}

/** A label of the sheet's own and a date alone after it ("Data sporządzenia: 05.06.2020"): a dated field, no address part. */
function labelledDate(text: string): boolean {
  const value = OWN_LABEL_LEAD.exec(text)?.[2]?.trim();
  if (!value) return false;
  const dates = findDates(value);
  return dates.length === 1 && dates[0]!.index === 0 && dates[0]!.length >= value.replace(/[.\s]+$/, "").length - 1;
}

/** A label of the sheet's own and a whole number of ten digits or more after it: no address part, whatever the label says. */
function labelledWholeNumber(text: string): boolean {
  const value = OWN_LABEL_LEAD.exec(text)?.[2];
  return value !== undefined && wholeNumberPhone(value) !== null;
}

/** A line opening with a telephone number of ten digits or more ("800-555-0100 (non-emergency matters)"). */
function startsWithPhone(text: string): boolean {
  const lead = LEADING_NUMBER.exec(text);
  const phone = lead ? asPhone(lead[0]) : null;
  return phone !== null && hasTenDigits(phone);
}

/** "For information call …", "Telephone (24 h): …": a line about calling, not a line of the address. */
function callLine(text: string): boolean {
  PHONE_WORD.lastIndex = 0;
  return PHONE_WORD.test(text) || CALL_WORD.test(text);
}

/** The part of a supplier-block line before a telephone label inside it, when that part is an address line. */
function cutAtPhone(line: string): string | null {
  const printed = cleanValue(firstColumn(stripLead(line.trim())));
  const before = beforeInlinePhone(printed);
  return before !== printed && !/[:：]/.test(before) && !endsAddress(before) && !COMPANY_SUFFIX.test(before) ? before : null;
}

/** The address before a telephone label inside its line; the line as it is without one or when nothing is left. */
function beforeInlinePhone(text: string): string {
  const match = INLINE_PHONE.exec(text);
  // What else runs on after the address: an international number unlabelled, the next field's label (address-run-on.ts).
  const rest = (value: string) => beforeNextFieldLabel(beforeRunOnNumber(value));
  if (!match) return rest(text);
  const before = cleanValue(text.slice(0, match.index).replace(/[,;–-]\s*$/, ""));
  return rest(/\d/.test(before) && /\p{L}{2}/u.test(before) ? before : text);
}

/**
 * One line of the supplier's block as address text: its first column, or — where a label wrapped into the left
 * column ("Producteur, importateur,    : S.C. Johnson" / "fournisseur    1 Webster Street") — the column beside it.
 */
function addressPart(line: string): string | null {
  const columns = stripLead(line.trim()).split(CELL_GAP);
  const first = cleanValue(columns[0] ?? "");
  if (columns.length >= 2 && isLabel(first) && !endsAddress(cleanValue(columns[1]!)) && !/^[:：]/.test(columns[1]!) && !PHONE_LABEL.test(first) && !isEmergencyLine(first)) {
    return cleanValue(columns.slice(1).join(" "));
  }
  return endsAddress(first) ? null : withoutOwnLabel(beforeNextFieldLabel(beforeRunOnNumber(first)));
}

/**
 * A label of the sheet's own before the address on its line ("Registered office: 12 Harbour Road, Leeds …", "Sede
 * legale: Via Roma 12 …", "Siedziba: ul. Portowa 12 …"): the address after it, when that is a street or a town line.
 */
function withoutOwnLabel(text: string): string {
  const labelled = OWN_LABEL_LEAD.exec(text);
  return labelled && isStreetOrAddressLine(labelled[2]!) ? cleanValue(labelled[2]!) : text;
}

/**
 * The supplier's postal address: the value of an address label (with the next lines of the same block, or the
 * lines below a label standing alone: OSHA's "Address (Number, Street, City, State & Zip Code)"), or the lines
 * under the supplier's name up to the first telephone, e-mail or label line, or a second company (an importer).
 * One labelled part of an address alone ("Kraj: Polska" under the street and town) goes after the lines it ends.
 */
export function findSupplierAddress(printed: readonly string[], supplierLine: number | null): Found | null {
  const lines = printed.map((line) => withStackedPartsApart(withNumberValueApart(isHeaderRow(line) ? line : withoutTranslatedLabels(line))));
  const start = supplierLine ?? -1;
  const anywhere = labelHits(lines.map((line) => addressCellFirst(withNeighbourApart(line))), ADDRESS_LABEL).filter((hit) => !isHeaderRow(lines[hit.line]!));
  const labelled = anywhere.filter((hit) => hit.line > start - 1 && hit.line <= start + 8 || supplierLine === null);
  const onePart = labelled.length === 1 && isPartLabel(lines[labelled[0]!.line]!, labelled[0]!.rest);
  if (labelled.length > 0 && !(onePart && supplierLine !== null)) {
    const found = addressFromLabels(lines, labelled);
    if (found) return found;
  }
  if (supplierLine === null) return null;
  // The part's line ends the block even where its label is not one every field knows ("Kraj: Polska").
  const block = addressUnderName(lines, supplierLine, onePart ? labelled[0]!.line : lines.length);
  // The name read far from the address (a page header's "Company name:" cell): an address label elsewhere in section 1.
  if (!onePart) return block ?? (labelled.length === 0 && anywhere.length > 0 ? lowered(addressFromLabels(lines, anywhere), 0.7) : null);
  if (block === null) return addressFromLabels(lines, labelled);
  const part = partValue(lines[labelled[0]!.line]!, labelled[0]!.rest);
  const joins = part !== null && labelled[0]!.line > block.line && !block.value.toLowerCase().includes(part.toLowerCase());
  return joins ? { ...block, value: `${block.value}, ${part}` } : block;
}

const lowered = (found: Found | null, confidence: number): Found | null => (found ? { ...found, confidence: Math.min(found.confidence, confidence) } : null);

const ADDRESS_PART = labelRegex(ADDRESS_PART_LABELS, true);
const PO_BOX = labelRegex(PO_BOX_LABELS, true);

/** A line whose label is one part of an address ("Country:", "PLZ/Ort:"), not a whole address's ("Address:"). */
function isPartLabel(line: string, rest: string): boolean {
  return restAfter(ADDRESS_PART, line) === rest;
}

/** The text after `label` at the line's start (as labelHits gives it), or null. */
function restAfter(label: LabelPattern, line: string): string | null {
  const match = label.exec(stripLead(line.trim()));
  return match ? labelRest(match) : null;
}

/** A part's value as the address prints it: a post-office box with its label ("Postfach 10 20 30"). */
function partValue(line: string, rest: string): string | null {
  const value = beforeInlinePhone(cleanValue(firstColumn(rest)));
  if (value === "" || /@|www\.|http/.test(value)) return null;
  const text = stripLead(line.trim());
  return restAfter(PO_BOX, line) === rest ? `${cleanValue(text.slice(0, text.length - rest.length).replace(/[:：]\s*$/, ""))} ${value}` : value;
}

/** An address's parts as one value, each line's own closing comma or semicolon left out ("Hafenstraße 6," / "Hamburg"). */
function joinParts(parts: readonly string[]): string {
  return parts.map((part) => part.replace(/[\s,;]+$/, "")).filter((part) => part !== "").join(", ");
}

/** The address the labels give: a whole address's label, or two parts or more (0.75; the lines under a label alone 0.7). */
function addressFromLabels(lines: readonly string[], labelled: readonly LabelHit[]): Found | null {
  const parts: string[] = [];
  let first = -1;
  let cut = false;
  for (const hit of labelled.slice(0, 4)) {
    if (parts.length > 0 && hit.line > labelled[0]!.line + 4) break;
    const printed = cleanValue(firstColumn(hit.rest));
    const neighbour = isNeighbourLabel(printed);
    const value = neighbour ? "" : beforeInlinePhone(printed);
    if (value !== printed && !neighbour) cut = true;
    if (/@|www\.|http/.test(value)) continue;
    if (value === "") {
      if (parts.length > 0) continue;
      const below = linesUnder(lines, hit.line, neighbour);
      if (below.length === 0) continue;
      return { value: joinParts(below), line: hit.line + 1, confidence: 0.7 };
    }
    // The same address under its label in another language (alternate lines of a bilingual sheet): printed again.
    if (parts.some((part) => part.toLowerCase() === value.toLowerCase())) continue;
    if (first < 0) first = hit.line;
    parts.push(value);
  }
  // A single label's value goes on in the lines below it ("1221 Broadway" / "Oakland, CA 94612" / "USA").
  if (parts.length === 1 && !cut) parts.push(...linesUnder(lines, first));
  if (parts.length > 0) return { value: joinParts(parts), line: first, confidence: 0.75 };
  return null;
}

/** The lines under the supplier's name (or after it on its line) up to the first that ends an address (0.65). */
function addressUnderName(lines: readonly string[], supplierLine: number, end: number): Found | null {
  const parts: string[] = [];
  let first = -1;
  // The company was read outside section 1 (a footer's cell): its name in section 1 heads the address there.
  if (supplierLine >= lines.length) return addressUnderLegalName(lines);
  const afterName = addressAfterName(firstColumn(lines[supplierLine] ?? "")) ?? streetBesideName(lines[supplierLine] ?? "");
  const onNameLine = afterName === null ? null : beforeInlinePhone(afterName);
  if (onNameLine) {
    first = supplierLine;
    parts.push(onNameLine);
  }
  for (let index = supplierLine + 1; index < Math.min(lines.length, end) && index <= supplierLine + 5; index++) {
    // The address goes on up to a telephone label inside a line ("620, Route de Grasse Teléfono: 33-…"); it ends there.
    if (onNameLine !== null && onNameLine !== afterName) break;
    // The name wrapped before its legal form ("LUBRICATING SPECIALTIES" / "COMPANY"): the form's line is the name's.
    if (parts.length === 0 && index === supplierLine + 1 && isLegalFormAlone(cleanValue(stripLead(lines[index]!.trim())))) continue;
    const text = addressPart(lines[index]!);
    const beforePhone = text === null ? cutAtPhone(lines[index]!) : null;
    if (beforePhone !== null) {
      if (first < 0) first = index;
      parts.push(beforePhone);
      break;
    }
    if (text === null) {
      // A US ZIP code run into the telephone number ("Springfield, MS" / "39000 (800) 555-0100") ends the address.
      const zip = ZIP_BEFORE_AREA_CODE.exec(lines[index]!.trim().replace(DASHES, "-"));
      if (zip && parts.length > 0) parts[parts.length - 1] += ` ${zip[0].trim()}`;
      // An internal code under the name ("SDS – LOC. 106", "Dept: 4") before the street is not the end of the block.
      const line = firstColumn(stripLead(lines[index]!.trim()));
      const code = parts.length === 0 && index === supplierLine + 1 && line.length <= 30 && /\d/.test(line) && !/@|www\.|http/i.test(line) && !isStreetLine(line);
      if (code && !isEmergencyLine(line) && !callLine(line) && !startsWithPhone(line) && isStreetLine(firstColumn(lines[index + 1] ?? ""))) continue;
      break;
    }
    // A sentence ends the block ("Please read this safety data sheet carefully before …").
    if (isSentence(text)) break;
    // A second company's name (an importer, a distributor) starts that company's address; before any address line
    // it is the legal name under a brand ("Alfa Aesar" / "Thermo Fisher Scientific Chemicals, Inc.").
    if (COMPANY_SUFFIX.test(text) && !/\d/.test(text)) {
      if (parts.length > 0) break;
      continue;
    }
    if (first < 0) first = index;
    parts.push(text);
  }
  return parts.length > 0 ? { value: joinParts(parts), line: first, confidence: 0.65 } : null;
}

/**
 * A sentence, no address line: six words or more in small letters, closed by a full stop. An address's own small words
 * ("Zone industrielle de la Plaine de l'Ain", "Via della Stazione 12") are fewer or unclosed.
 */
function isSentence(text: string): boolean {
  return /\.\s*$/.test(text) && smallWordCount(text) >= 6;
}

/**
 * Section 1's address when the company's name was read elsewhere: a line that is a name with a legal form and
 * nothing else ("Harbour Foods Inc."), a street line and a postal line under it (0.6).
 */
function addressUnderLegalName(lines: readonly string[]): Found | null {
  for (let index = 0; index + 2 < lines.length; index++) {
    const name = cleanValue(firstColumn(stripLead(lines[index]!.trim())));
    if (name.length > 80 || /\d|[:：]/.test(name) || !ENDS_WITH_LEGAL_FORM.test(name)) continue;
    const street = addressPart(lines[index + 1]!);
    if (street === null || !isStreetLine(street)) continue;
    const parts = [street];
    for (let next = index + 2; next < lines.length && next <= index + 4; next++) {
      const text = addressPart(lines[next]!);
      if (text === null || COMPANY_SUFFIX.test(text) && !/\d/.test(text)) break;
      parts.push(text);
    }
    if (parts.length >= 2 && parts.slice(1).some((part) => isAddressLine(part))) return { value: joinParts(parts), line: index + 1, confidence: 0.6 };
  }
  return null;
}

/**
 * The plain lines right under an address line (up to three), up to a label, telephone, e-mail or emergency line.
 * Under a form's header row (`besideColumn`: the next column's label beside the address label) the next column's
 * number and label may stand on lines of their own between the address lines ("(8620) 8326 6554", "Date Prepared"):
 * they are passed over.
 */
function linesUnder(lines: readonly string[], line: number, besideColumn = false): string[] {
  const parts: string[] = [];
  let passed = 0;
  for (let index = line + 1; index < lines.length && index <= line + 3 + passed; index++) {
    const text = cleanValue(firstColumn(stripLead(lines[index]!.trim())));
    if (besideColumn && passed < 4 && isNeighbourColumnLine(text)) {
      passed++;
      continue;
    }
    // A row of column headers without digits ("Chemical Name and Synonyms    Trade Name") is the form's next field.
    const headerRow = BETWEEN_CELLS.test(lines[index]!.trim()) && !/\d/.test(lines[index]!);
    if (endsAddress(text) || /[:：]/.test(text) || headerRow) break;
    parts.push(text);
  }
  return parts;
}
