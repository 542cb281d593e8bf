/**
 * The company (manufacturer or supplier) named in section 1. Whether a text is a company's name at all is
 * ./company-value.ts's (re-exported here).
 */
import { cleanValue, firstColumn, phrasePattern, stripLead, type Found } from "./label-lines.ts";
import { COMPANY_LABEL_PHRASES, companyValue } from "./company-value.ts";
import { endsWrappedLabel } from "./label-pieces.ts";
import {
  COMPANY_SUFFIX,
  isAddressLine,
  isCompanyLabelText,
  isDepartmentOrPerson,
  isPartyAddressLabel,
  isPartyFieldLabel,
  isStreetLine,
  NOT_A_COMPANY,
} from "./company-shapes.ts";
import { DIFFERING_SOURCES, sameName } from "./identity-crosscheck.ts";
import { PRODUCT_NAME_LABELS } from "./vocabulary/identity-labels.ts";
import { COMPANY_NAME_LABELS, MANUFACTURER_LABELS, SUPPLIER_LABELS } from "./vocabulary/company-labels.ts";
import { translatedLabelsDropper } from "./translated-labels.ts";
import { BARE_NAME_LABEL } from "./label-rows.ts";
import { rowOwnLabel } from "./company-row-label.ts";
import { companyAboveAddress, companyBesideAddressLabel } from "./company-above-address.ts";
import { companyAboveItsLabel } from "./company-above-label.ts";
import { continues, withContinuation, WRAPPED_LEGAL_TAIL } from "./company-wrapped-name.ts";
import {
  COMPANY_TIERS,
  findInCells,
  isLabel,
  ONE_SPACE_COMPANY_TIER,
  readTiers,
  REGULATION,
  SUPPLIER_HEADING,
  type Tier,
} from "./label-tiers.ts";
import {
  afterHeadingWording,
  companyRunOnAfterHeading,
  headingWrapLines,
  isHeadingAlone,
  valueBesideHeading,
} from "./company-heading-line.ts";

export { companyValue };

/**
 * A line that opens with a product-name label, its value one space after it ("Trade name Harbour Degreaser 5 EC"):
 * the product's row, never the supplier's name, even with a word in it that reads as a legal form.
 */
const PRODUCT_ROW = new RegExp(`^(?:${phrasePattern(PRODUCT_NAME_LABELS)})(?:\\s*[:：]|\\s)`, "iu");

/**
 * A company label side by side with its translations, the colon after the last ("Company    Société:    Harbour BVBA",
 * a bilingual sheet's cells): the last is read as the label. Joined by slashes they are read whole (label-lines.ts).
 */
const withoutTranslatedCompanyLabels = translatedLabelsDropper([...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS], { besideOnly: true });

/** A one-word label and its value after a colon or a column gap ("Name    Harbour Ltd", "Nazwa: …"). */
const NAME_ROW = /^(\p{L}+)(?:\s*[:：]\s*|\s{3,})(\S.*)$/u;

/**
 * The company (manufacturer or supplier) from section 1: a company label's value; else the supplier block's
 * (1.3) first line with a legal form (GmbH, Inc., S.A.…), else its first plain line (a guess).
 */
export function findManufacturer(lines: readonly string[], headingLine = -1, allLines: readonly string[] = []): Found | null {
  const found = findCompanyLine(lines.map(withoutTranslatedCompanyLabels), headingLine, allLines);
  return found && found.line < lines.length ? withContinuation(lines, found) : found;
}

/**
 * companyValue, each distinct line read once: the supplier block's readers and the address block's both read every
 * line, and a page of one line repeated (20,000 supplier headings printed with their translation) read each copy anew.
 */
function companyValueOnceEach(): (line: string) => string | null {
  const read = new Map<string, string | null>();
  return (line) => {
    let value = read.get(line);
    if (value === undefined) read.set(line, (value = companyValue(line)));
    return value;
  };
}

function findCompanyLine(lines: readonly string[], headingLine: number, allLines: readonly string[]): Found | null {
  const valueOf = companyValueOnceEach();
  const readIn = (from: readonly string[], tiers: readonly Tier[]) =>
    readTiers(from, tiers, (value) => !PRODUCT_ROW.test(value) && companyValue(value) !== null, 2, (value) => NOT_A_COMPANY.test(value) || isDepartmentOrPerson(value), isDepartmentOrPerson);
  const readCompany = (tiers: readonly Tier[]) => readIn(lines, tiers);
  // "Proveedor Arkema": a company label one space from its value, when no label stands apart from its value.
  const labelled = rowOwnLabel(lines, readCompany(COMPANY_TIERS), readCompany([ONE_SPACE_COMPANY_TIER]));
  // "Elaborado por: Harbour Consultores S.A." on a report's cover over the sheet, "Manufacturer: Harbour Minera S.A."
  // in section 1: a party labelled above section 1 gives way to the one section 1 labels (at most 0.85 when they differ).
  if (labelled && headingLine > 0 && labelled.line < headingLine) {
    // Section 1's own supplier block without a label ("1.3 Details of the supplier … Harbour S.p.A.") counts as well.
    const section = lines.slice(headingLine);
    const inSection = readIn(section, COMPANY_TIERS) ?? openingCompany(companyUnderHeading(section, valueOf));
    if (inSection) {
      const differs = !sameName(companyValue(inSection.value) ?? inSection.value, companyValue(labelled.value) ?? labelled.value, true);
      const value = companyValue(inSection.value) ?? inSection.value;
      return { ...inSection, value, line: inSection.line + headingLine, confidence: differs ? Math.min(inSection.confidence, 0.85) : inSection.confidence };
    }
  }
  const underHeading = companyUnderHeading(lines, valueOf);
  if (labelled) {
    // "1.3 Details of the supplier" / "Harbour Corporation" / … / "Supplied by: Seaside BV": the company the block
    // opens with is the supplier; a distributor labelled further down is a second party (a manufacturer's or a
    // company-name label is not).
    const opening = underHeading && underHeading.confidence >= 0.85 && underHeading.line < labelled.line && !readCompany(COMPANY_TIERS.slice(0, 2));
    const first = opening ? underHeading : { ...labelled, value: companyValue(labelled.value) ?? labelled.value };
    // A supplier and a different manufacturer (or distributor) both labelled: the sheet may mean either.
    const others = [...COMPANY_TIERS.map((tier) => readCompany([tier])), opening ? labelled : null].filter(
      (found): found is Found => found !== null && found.line !== first.line,
    );
    const differing = others.some((found) => !sameName(companyValue(found.value) ?? found.value, first.value, true));
    return { ...first, confidence: differing ? Math.min(first.confidence, DIFFERING_SOURCES) : first.confidence };
  }
  // "Kadewerk International" / "Firmanaam:    Postbus 398": a label whose value is an address, the name set above it.
  const aboveLabel = companyAboveItsLabel(lines);
  if (aboveLabel && !(underHeading && underHeading.confidence >= 0.85)) return aboveLabel;
  const inColumn = companyInLaterColumn(lines);
  if (inColumn) return inColumn;
  const unknownLabel = companyAfterPartyLabel(lines);
  // As with a distributor's label: the company the supplier block opens with comes first.
  if (unknownLabel && !(underHeading && underHeading.confidence >= 0.85 && underHeading.line <= unknownLabel.line)) return unknownLabel;
  if (underHeading) return underHeading;
  const inParagraph = companyInFieldParagraph(lines);
  if (inParagraph) return inParagraph;
  const inCell = findInCells(allLines, COMPANY_TIERS[0]!.label, (value) => companyValue(value) !== null);
  if (inCell) return { ...inCell, value: companyValue(inCell.value)! };
  const addressed = companyAboveAddress(lines, valueOf);
  if (addressed) return addressed;
  const end = headingLine > 0 ? headingLine : Math.min(lines.length, 8);
  for (let index = 0; index < end; index++) {
    // A letterhead beside the title ("SAFETY DATA SHEET    Harbour Coatings Inc."): any cell of the line.
    for (const cell of lines[index]!.trim().split(/\s{3,}|\t/)) {
      const value = companyValue(cell);
      REGULATION.lastIndex = 0;
      if (value && COMPANY_SUFFIX.test(value) && !/copyright|©/i.test(cell) && !REGULATION.test(value)) return { value, line: index, confidence: 0.45 };
    }
  }
  return null;
}


/** The company a supplier block opens with, when it is no guess (a legal form, or the block's name field). */
function openingCompany(found: Found | null): Found | null {
  return found && found.confidence >= 0.8 ? found : null;
}

/**
 * A 1.3 heading printed in the right column of a two-column page, another section's text in the left ("1.2 Uses
 * 1.3 Details of the supplier …" / "Primer          Harbour Coatings Ltd"): the block's values are the right cells.
 */
function headingInRightColumn(line: string, at: number): boolean {
  const before = line.slice(0, at).trim();
  // "1.3          Details of the supplier": a number in its own cell is the heading's, not another column's text.
  return COLUMN_GAP.test(before) && /\p{L}{3}/u.test(before.split(/\s{3,}|\t/)[0]!);
}
const COLUMN_GAP = /\S(?:\s{3,}|\t)/u;

/** The last cell of a line cut at its column gaps ("Coating          Hafenstraße 12" → "Hafenstraße 12"). */
function rightCell(line: string): string {
  const cells = line.trim().split(/\s{3,}|\t/);
  return cells.length > 1 ? cells[cells.length - 1]! : line;
}

/**
 * A party label wrapped in its cell, the company beside its first part ("Nome do          Harbour Tintas, Lda." /
 * "fornecedor:          Rua do Porto 12"): the two parts make a company label, the value beside the first is the name.
 */
function companyBesideWrappedLabel(window: readonly string[]): { value: string; row: number } | null {
  for (let row = 0; row < Math.min(window.length - 1, 2); row++) {
    const cells = window[row]!.trim().split(/\s{3,}|\t/);
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

/**
 * The supplier block (1.3 heading): the value beside the heading, else its first line with a legal form (0.85), else
 * its first plain line (a guess, 0.55).
 */
function companyUnderHeading(lines: readonly string[], companyValueOnce: (line: string) => string | null): Found | null {
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
    const window = lines.slice(first, first + 8).map((line) => (inRightColumn ? rightCell(line) : line));
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

/**
 * A company label inside a line, after another field's value, with its colon and value ("… INCOLOR. FABRICANTE: X SA. …",
 * "… Tipo di prodotto: Detergente Fornitore: X S.r.l. - Via …"); the full stop that closed the field before it,
 * if any, in the first group.
 */
const LABEL_INSIDE_LINE = new RegExp(`\\p{L}{2}(\\.?)\\s+(?:${COMPANY_LABEL_PHRASES})\\s*[:：]\\s*(\\S.*)$`, "iu");

/**
 * Section 1 printed as a paragraph ("NOME DO PRODUTO: X. FABRICANTE: Harbour SA. ENDEREÇO: …"): a company label
 * inside the line after a field closed by a full stop (0.75), or after a field's value without one when the name has
 * its legal form (0.7); the name ends at its legal form or the next field.
 */
function companyInFieldParagraph(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.includes(":") && !line.includes("：")) continue;
    const match = LABEL_INSIDE_LINE.exec(line);
    const value = match ? companyValue(match[2]!) : null;
    if (!value) continue;
    if (match![1] === ".") return { value, line: index, confidence: 0.75 };
    if (COMPANY_SUFFIX.test(value)) return { value, line: index, confidence: 0.7 };
  }
  return null;
}

/** A company name in a labelled cell of the given lines, or null. */
export function findCompanyInCells(lines: readonly string[]): Found | null {
  const found = findInCells(lines, COMPANY_TIERS[0]!.label, (value) => companyValue(value) !== null);
  return found ? { ...found, value: companyValue(found.value)! } : null;
}

/**
 * Section 1 laid out in two columns ("Product name    X    Supplier    Harbour Inc."): a company label at the start
 * of a later cell, its value in the next cell, or under it in a row of as many cells ("Product    Manufacturer" over
 * "Rinse 20    Harbour Inc.").
 */
function companyInLaterColumn(lines: readonly string[]): Found | null {
  const rows = lines.map((line) => (/\s{3,}|\t/.test(line.trim()) ? line.trim().split(/\s{3,}|\t/) : null));
  for (const tier of COMPANY_TIERS) {
    for (let index = 0; index < lines.length; index++) {
      const cells = rows[index];
      if (!cells) continue;
      for (let cell = 1; cell < cells.length; cell++) {
        const match = tier.label.exec(stripLead(cells[cell]!));
        if (!match) continue;
        const beside = cleanValue(match[1] ?? "") || cleanValue(cells[cell + 1] ?? "");
        const besideValue = beside === "" ? null : companyValue(beside);
        if (besideValue) return { value: besideValue, line: index, confidence: Math.min(tier.sameLine, 0.85) };
        const below = rows[index + 1];
        const belowValue = beside === "" && below && below.length === cells.length ? companyValue(below[cell]!) : null;
        if (belowValue) return { value: belowValue, line: index + 1, confidence: Math.min(tier.nextLine, 0.8) };
      }
    }
  }
  return null;
}

/** A label's wrapped remnant ("Anwender/Händler)") leaves a bracket open or closed alone. */
function balanced(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0);
}

/** "Datos de la empresa:    X", "Identity of the manufacturer" over "X": a label of up to eight words and its value. */
const LABEL_AND_REST = /^((?:[\p{L}'’()/&.-]+,?\s{1,2}){0,7}[\p{L}'’()/&.-]+)(?:\s*[:：]\s*|\s{3,}|\s*$)(.*)$/u;

/**
 * A label naming a party that the vocabulary does not know ("Datos de la empresa", "Identity of the manufacturer",
 * "Sprzedawca"), its value beside it (0.8) or on the next line (0.75).
 */
function companyAfterPartyLabel(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const match = LABEL_AND_REST.exec(stripLead(lines[index]!.trim()));
    if (match && isPartyAddressLabel(match[1]!)) {
      // "Leverancier adres    Harbour Smeermiddelen BV" (the address block below): the block opens with the name
      // when the value beside the label has a legal form (0.75).
      const value = companyValue(cleanValue(firstColumn(match[2]!)));
      if (value && COMPANY_SUFFIX.test(value)) return { value, line: index, confidence: 0.75 };
      continue;
    }
    if (!match || !isCompanyLabelText(match[1]!)) continue;
    // The supplier block's heading was read as such already.
    SUPPLIER_HEADING.lastIndex = 0;
    if (SUPPLIER_HEADING.test(match[1]!)) continue;
    const rest = cleanValue(firstColumn(match[2]!));
    if (rest !== "") {
      const value = companyValue(rest);
      if (value) return { value, line: index, confidence: 0.8 };
      continue;
    }
    const next = lines[index + 1] ?? "";
    const value = /[:：]/.test(firstColumn(next.trim())) ? null : companyValue(next.trim());
    // "ManufacturerManufactured For:": two columns printed over each other, their words glued; the value may be too.
    const glued = /\p{Ll}\p{Lu}/u.test(match[1]!);
    if (value && !isCompanyLabelText(value)) return { value, line: index + 1, confidence: glued ? 0.5 : 0.75 };
  }
  return null;
}
