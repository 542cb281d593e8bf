/**
 * The supplier block under its heading (1.3 "Details of the supplier of the safety data sheet"): the company the block
 * opens with. Split out of ./company-name.ts, which reads the company.
 */
import { cleanValue, firstColumn, stripLead, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { companyValue } from "./company-value.ts";
import { endsWrappedLabel } from "./label-pieces.ts";
import { COMPANY_SUFFIX, isAddressLine, isCompanyLabelText, isPartyFieldLabel } from "./company-shapes.ts";
import { PRODUCT_NAME_LABELS } from "./vocabulary/identity-labels.ts";
import { BARE_NAME_LABEL } from "./label-rows.ts";
import { companyBesideAddressLabel } from "./company-above-address.ts";
import { continues, WRAPPED_LEGAL_TAIL } from "./company-wrapped-name.ts";
import { isLabel, SUPPLIER_HEADING } from "./label-tiers.ts";
import { untilAuthorLabel } from "./company-author-label.ts";
import { afterHeadingWording, companyRunOnAfterHeading, headingWrapLines, isHeadingAlone, valueBesideHeading } from "./company-heading-line.ts";
import { BETWEEN_CELLS, CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

/**
 * A line that opens with a product-name label, its value one space after it ("Trade name Harbour Degreaser 5 EC"):
 * the product's row, never the supplier's name, even with a word in it that reads as a legal form.
 */
export const PRODUCT_ROW = new RegExp(`^(?:${phrasePattern(PRODUCT_NAME_LABELS)})(?:\\s*[:：]|\\s)`, "iu");

/** A one-word label and its value after a colon or a column gap ("Name    Harbour Ltd", "Nazwa: …"). */
const NAME_ROW = new RegExp(String.raw`^(\p{L}+)(?:\s*[:：]\s*|${CELL_GAP_SOURCE})(\S.*)$`, "u");

/**
 * A 1.3 heading printed in the right column of a two-column page, another section's text in the left ("1.2 Uses
 * 1.3 Details of the supplier …" / "Primer          Harbour Coatings Ltd"): the block's values are the right cells.
 */
function headingInRightColumn(line: string, at: number): boolean {
  const before = line.slice(0, at).trim();
  // "1.3          Details of the supplier": a number in its own cell is the heading's, not another column's text.
  return BETWEEN_CELLS.test(before) && /\p{L}{3}/u.test(before.split(CELL_GAP)[0]!);
}

/** The last cell of a line cut at its column gaps ("Coating          Hafenstraße 12" → "Hafenstraße 12"). */
function rightCell(line: string): string {
  const cells = line.trim().split(CELL_GAP);
  return cells.length > 1 ? cells[cells.length - 1]! : line;
}

/**
 * A party label wrapped in its cell, the company beside its first part ("Nome do          Harbour Tintas, Lda." /
 * "fornecedor:          Rua do Porto 12"): the two parts make a company label, the value beside the first is the name.
 */
function companyBesideWrappedLabel(window: readonly string[]): { value: string; row: number } | null {
  for (let row = 0; row < Math.min(window.length - 1, 2); row++) {
    const cells = window[row]!.trim().split(CELL_GAP);
    const below = firstColumn(window[row + 1]!.trim());
    if (cells.length !== 2 || !/[:：]$/.test(below) || /[:：]/.test(cells[0]!)) continue;
    if (!isCompanyLabelText(`${cells[0]} ${below}`) || isCompanyLabelText(cells[0]!)) continue;
    const value = companyValue(cells[1]!);
    if (value) return { value, row };
  }
  return null;
}

/**
 * A street printed without a street word, its postal code and town on the next line ("Přístavní 12" / "170 00 Praha
 * 7", "Havnegade 12" / "1058 København"): an address's first line, not a company to guess.
 */
function isStreetAbovePostalCode(window: readonly string[], row: number): boolean {
  const text = cleanValue(firstColumn(window[row]!.trim()));
  const next = cleanValue(firstColumn((window[row + 1] ?? "").trim()));
  return next !== "" && WORDS_AND_HOUSE_NUMBER.test(text) && isAddressLine(next);
}
/** "Přístavní 12", "Kikötő utca 12.": words, then a house number that ends the line. */
const WORDS_AND_HOUSE_NUMBER = /^\p{L}[\p{L}.\s-]{2,40}\s\d+[a-z]?\.?$/u;

/** A label's words: a few letters' words without digits or colon (the legal form is checked by the caller). */
const OWN_LABEL_CELL = /^\p{L}[\p{L}'’.\s-]{2,40}$/u;
/**
 * Confidence of a name beside a label the vocabulary does not hold: the label may name another party ("Only
 * representative", "Distributed in Ireland by", a bank), so the name is reviewed.
 */
const BESIDE_OWN_LABEL = 0.7;

/**
 * The company in a row's second cell beside a first cell that reads as a label of the sheet's own words (no digit, at
 * most four words, no legal form, not a label the vocabulary knows — those are read by the label readers): the name is
 * the cell with the legal form.
 */
function nameBesideOwnLabel(line: string, companyValueOnce: (line: string) => string | null): string | null {
  const cells = line.trim().split(CELL_GAP);
  if (cells.length < 2 || !OWN_LABEL_CELL.test(cells[0]!) || cells[0]!.split(/\s+/).length > 4 || COMPANY_SUFFIX.test(cells[0]!) || isLabel(cells[0]!)) return null;
  const value = companyValueOnce(cells[1]!);
  return value !== null && COMPANY_SUFFIX.test(value) ? value : null;
}

/**
 * The supplier block (1.3 heading): the value beside the heading, else its first line with a legal form (0.85), else
 * its first plain line (a guess, 0.55).
 */
export function companyUnderHeading(lines: readonly string[], companyValueOnce: (line: string) => string | null): Found | null {
  // Each heading reads the eight lines below it, twice: a page of headings one under the other read each line sixteen
  // times (20,000 heading lines: ~15 s). The reading of a line is kept (companyValueOnce) for the next heading's window.
  for (let index = 0; index < lines.length; index++) {
    SUPPLIER_HEADING.lastIndex = 0;
    const heading = SUPPLIER_HEADING.exec(lines[index]);
    if (!heading) continue;
    // "Supplier's details    : Nordwind Inc." — the heading used as a label, its value beside it.
    const rest = afterHeadingWording(lines[index].slice(heading.index + heading[0].length));
    const beside = valueBesideHeading(rest);
    const besideValue = beside === null ? null : companyValueOnce(beside.value);
    if (besideValue) return { value: besideValue, line: index, confidence: COMPANY_SUFFIX.test(besideValue) && !beside!.oneSpace ? 0.9 : 0.8 };
    const runOn = companyRunOnAfterHeading(rest);
    if (runOn) return { ...runOn, line: index };
    // "Details of the supplier of the safety data" / "sheet" / "Harbour LLC": the heading's wrapped end is no name's start.
    const wrapLines = headingWrapLines(lines[index].slice(heading.index + heading[0].length), lines.slice(index + 1, index + 4));
    const below = index + 1 + Math.max(wrapLines, endsWrappedLabel(lines[index]!, lines[index + 1] ?? "") ? 1 : 0);
    // A bilingual sheet's heading in its other languages on the next lines ("Details of the supplier …" /
    // "Renseignements concernant le fournisseur …" / "Harbour Inc.", a Swiss sheet's third in Italian): the heading
    // still, no name's start.
    let first = below;
    while (first < below + 2 && isHeadingAlone(lines[first] ?? "")) first++;
    const inRightColumn = headingInRightColumn(lines[index]!, heading.index);
    // "1.3.2 Responsible for the safety data sheet:" / "Harbour Consult AG": the author's block ends the supplier's.
    const window = untilAuthorLabel(lines.slice(first, first + 8)).map((line) => (inRightColumn ? rightCell(line) : line));
    // "1.3 Details of the supplier …" / "Supplier details    Harbour Ltd": the block's first row is the heading's
    // wording used as a label, its value beside it; that row is read as a heading of its own.
    if (window.slice(0, 2).some(headingWithValue)) continue;
    // "Name    Harbour Coatings", "Naam: …": the block's own name field, as the block opens (a contact's name is further down).
    for (let row = 0; row < Math.min(window.length, 2); row++) {
      const named = NAME_ROW.exec(stripLead(window[row]!.trim()));
      const value = named && BARE_NAME_LABEL.test(named[1]!) ? companyValueOnce(named[2]!) : null;
      if (value) return { value, line: first + row, confidence: 0.85 };
    }
    const besideWrapped = companyBesideWrappedLabel(window);
    if (besideWrapped) return { value: besideWrapped.value, line: first + besideWrapped.row, confidence: 0.85 };
    const besideAddress = companyBesideAddressLabel(window);
    if (besideAddress) return { value: besideAddress.value, line: first + besideAddress.row, confidence: 0.8 };
    const withSuffix = window.findIndex((line) => {
      if (PRODUCT_ROW.test(stripLead(line.trim()))) return false;
      const value = companyValueOnce(line);
      return value !== null && COMPANY_SUFFIX.test(value);
    });
    // "Registrierter Firmenname    Harbour Chem UK Ltd": a label the vocabulary does not hold, the name in the next cell.
    const besideOwnLabel = window.findIndex((line) => nameBesideOwnLabel(line, companyValueOnce) !== null);
    if (besideOwnLabel >= 0 && (withSuffix < 0 || besideOwnLabel < withSuffix)) {
      return { value: nameBesideOwnLabel(window[besideOwnLabel]!, companyValueOnce)!, line: first + besideOwnLabel, confidence: BESIDE_OWN_LABEL };
    }
    // "Harbour Specialty Chemicals" / "Europe GmbH": the legal form on the line below the name's start.
    const tail = withSuffix > 0 ? cleanValue(firstColumn(window[withSuffix]!.trim())) : "";
    const start = withSuffix > 0 && WRAPPED_LEGAL_TAIL.test(tail) ? companyValueOnce(window[withSuffix - 1]!) : null;
    if (start && !/[:/]/.test(start) && balanced(start) && !isPartyFieldLabel(start) && continues(start, tail)) {
      return { value: start, line: first + withSuffix - 1, confidence: 0.85 };
    }
    if (withSuffix >= 0) return { value: companyValueOnce(window[withSuffix])!, line: first + withSuffix, confidence: 0.85 };
    const above = rest.trim() === "" ? nameAboveCentredHeading(lines, index, companyValueOnce) : null;
    if (above) return above;
    const plain = window.findIndex((line, row) => companyValueOnce(line) !== null && !/:/.test(firstColumn(line)) && /\p{L}{3}/u.test(line) && !isCompanyLabelText(line) && !isPartyFieldLabel(line) && !isStreetAbovePostalCode(window, row));
    if (plain >= 0) return { value: companyValueOnce(window[plain])!, line: first + plain, confidence: 0.55 };
  }
  return null;
}

/**
 * A heading cell set beside the middle of a two-line value: the text layer puts the value's first line above the
 * heading, its second below ("Harbour Química S.A. de C.V., Av. Puerto 12, C.P." / "DADOS DO FABRICANTE" / "44940,
 * Puerto Nuevo, México."). The line above opens with a company with a legal form and the line below continues an
 * address: that company, less surely (0.6).
 */
function nameAboveCentredHeading(lines: readonly string[], index: number, companyValueOnce: (line: string) => string | null): Found | null {
  if (index === 0 || !isAddressLine(cleanValue(firstColumn(lines[index + 1] ?? "")))) return null;
  const value = companyValueOnce(lines[index - 1]!);
  return value !== null && COMPANY_SUFFIX.test(value) && !isLabel(lines[index - 1]!) ? { value, line: index - 1, confidence: 0.6 } : null;
}

/** A line that starts with a supplier-block heading and has a company's name beside it ("Supplier details    X"). */
function headingWithValue(line: string): boolean {
  const text = stripLead(line.trim());
  SUPPLIER_HEADING.lastIndex = 0;
  const heading = SUPPLIER_HEADING.exec(text);
  if (!heading || heading.index !== 0) return false;
  const beside = valueBesideHeading(text.slice(heading[0].length));
  return beside !== null && companyValue(beside.value) !== null;
}

/** A label's wrapped remnant ("Anwender/Händler)") leaves a bracket open or closed alone. */
function balanced(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0);
}
