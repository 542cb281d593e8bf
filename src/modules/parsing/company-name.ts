/**
 * The company (manufacturer or supplier) named in section 1. Whether a text is a company's name at all is
 * ./company-value.ts's (re-exported here).
 */
import { cleanValue, firstColumn, stripLead, type Found } from "./label-lines.ts";
import { COMPANY_LABEL_PHRASES, companyValue } from "./company-value.ts";
import { COMPANY_SUFFIX, isCompanyLabelText, isDepartmentOrPerson, isPartyAddressLabel, NOT_A_COMPANY, PO_BOX } from "./company-shapes.ts";
import { DIFFERING_SOURCES, sameName } from "./identity-crosscheck.ts";
import { rowOwnLabel } from "./company-row-label.ts";
import { companyAboveAddress, nameOpeningAddress } from "./company-above-address.ts";
import { besidePostBoxLabel, companyAboveItsLabel } from "./company-above-label.ts";
import { withContinuation } from "./company-wrapped-name.ts";
import { companyUnderHeading, PRODUCT_ROW } from "./company-under-heading.ts";
import { opensWithAuthorLabel } from "./company-author-label.ts";
import { companyReferredAbove } from "./company-as-above.ts";
import { COLUMN_PAIRED, pairedColumns, type PairedColumns } from "./label-column-pairs.ts";
import { pastLabelParenthesisPieces, withoutLabelParentheticals } from "./company-label-parenthetical.ts";
import { COMPANY_TIERS, ONE_SPACE_COMPANY_TIER, readTiers, mentionsRegulation, SUPPLIER_HEADING, type Tier } from "./label-tiers.ts";
import { findInCells } from "./labelled-cells.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";
import { afterLeadingLabel, endsWithFieldLabel, startsWithFieldLabel } from "./run-on-labels.ts";

export { companyValue };

/** What findManufacturer may know besides the lines: each part has a default that reads the lines alone. */
export type CompanyReading = {
  /** Section 1's heading's line (-1: none found). */
  headingLine?: number;
  /** The whole sheet's lines (a company in a page header's or footer's labelled cell). */
  allLines?: readonly string[];
  /** The lines with their label columns paired (./label-column-pairs.ts), made once for the product's reader and this one (used when no line is blanked). */
  column?: PairedColumns;
};

/**
 * The company (manufacturer or supplier) from section 1: a company label's value; else the supplier block's
 * (1.3) first line with a legal form (GmbH, Inc., S.A.…), else its first plain line (a guess). A company label's
 * parenthetical its column wrapped over lines is the label's: section 1 is read once with those lines blanked
 * (./company-label-parenthetical.ts; a piece the reading still returns is passed over and the lines read again).
 */
export function findManufacturer(lines: readonly string[], { headingLine = -1, allLines = [], column }: CompanyReading = {}): Found | null {
  const blanked = withoutLabelParentheticals(lines);
  const pairs = blanked === lines && column ? column : pairedColumns(blanked);
  return withoutPartyLetter(pastLabelParenthesisPieces((read) => readCompany(read, headingLine, allLines, read === blanked ? pairs : pairedColumns(read)), blanked), lines);
}

/** "A - HARBOUR ESPAÑA SAU": a party's letter and dash before its name; group 1 the letter, group 2 the name. */
const PARTY_LETTER = /^([A-D])\s+[-–]\s+(\S.*)$/u;

/**
 * "Proveedor    A - HARBOUR ESPAÑA SAU" … "B - HARBOUR LUBRIFIANTS": a template that names two parties (the national
 * supplier and the maker, each with its address and phone) letters them; the letter is no part of the name. Only
 * where a line below opens with the next letter the same way ("A - Z Supplies Ltd" alone keeps its name whole).
 */
function withoutPartyLetter(found: Found | null, lines: readonly string[]): Found | null {
  const party = found ? PARTY_LETTER.exec(found.value) : null;
  if (!found || !party) return found;
  const next = String.fromCharCode(party[1]!.charCodeAt(0) + 1);
  const lettered = lines.slice(found.line + 1).some((line) => PARTY_LETTER.exec(line.trim())?.[1] === next);
  return lettered ? { ...found, value: party[2]! } : found;
}

/** One reading of the company over the lines as given (`column`: the same lines with their label columns paired). */
function readCompany(lines: readonly string[], headingLine: number, allLines: readonly string[], column: PairedColumns): Found | null {
  const read = column.lines;
  const found = findCompanyLine(read, headingLine, allLines);
  // Paired by place in its column, not by the line: a value wrapped over two lines would shift the pairs. The name's
  // line is the one its address goes on from (the value's, when the last of the column).
  const valueLine = found ? column.paired.get(found.line) : undefined;
  const labelled = found && valueLine !== undefined ? { ...found, line: valueLine, confidence: Math.min(found.confidence, COLUMN_PAIRED) } : found;
  // "Company: As above": the letterhead names the party, unless a label or the supplier block named it surely already.
  const chosen = labelled && labelled.confidence >= 0.8 ? labelled : (companyReferredAbove(read, headingLine) ?? labelled);
  const paired = (chosen === labelled && valueLine !== undefined) || (chosen !== null && column.paired.has(chosen.line));
  return chosen && chosen.line < lines.length && !paired ? withContinuation(lines, chosen) : chosen;
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
    readTiers(from, tiers, (value) => !PRODUCT_ROW.test(value) && companyValue(value) !== null, {
      lookAhead: 2,
      otherColumn: (value) => NOT_A_COMPANY.test(value) || isDepartmentOrPerson(value) || PO_BOX.test(value),
      passOver: isDepartmentOrPerson,
    });
  const readCompany = (tiers: readonly Tier[]) => readIn(lines, tiers);
  // "Proveedor Arkema": a company label one space from its value, when no label stands apart from its value.
  // "Supplier: PO Box 398": a label whose own value is a post box names the company above it or, a guess, below it.
  const labelled = besidePostBoxLabel(lines, rowOwnLabel(lines, readCompany(COMPANY_TIERS), readCompany([ONE_SPACE_COMPANY_TIER])));
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
  const inParagraph = companyInFieldParagraph(lines) ?? companyOneSpaceInsideLine(lines);
  if (inParagraph) return inParagraph;
  const inCell = findInCells(allLines, COMPANY_TIERS[0]!.label, (value) => companyValue(value) !== null);
  if (inCell) return { ...inCell, value: companyValue(inCell.value)! };
  const addressed = companyAboveAddress(lines, valueOf);
  if (addressed) return addressed;
  const end = headingLine > 0 ? headingLine : Math.min(lines.length, 8);
  for (let index = 0; index < end; index++) {
    // A letterhead beside the title ("SAFETY DATA SHEET    Harbour Coatings Inc."): any cell of the line.
    for (const cell of lines[index]!.trim().split(CELL_GAP)) {
      const value = companyValue(cell);
      if (value && COMPANY_SUFFIX.test(value) && !/copyright|©/i.test(cell) && !mentionsRegulation(value)) return { value, line: index, confidence: 0.45 };
    }
  }
  return null;
}


/** The company a supplier block opens with, when it is no guess (a legal form, or the block's name field). */
function openingCompany(found: Found | null): Found | null {
  return found && found.confidence >= 0.8 ? found : null;
}


/**
 * A company label inside a line, after another field's value (its last word letters or a number), with its colon and
 * value ("… INCOLOR. FABRICANTE: X SA. …", "… Tipo di prodotto: Detergente Fornitore: X S.r.l. - Via …", "TRADE NAME:
 * HARBOUR RINSE 40 SUPPLIER: HARBOUR CHEM LTD"); the full stop that closed the field before it,
 * if any, in the first group.
 */
const LABEL_INSIDE_LINE = new RegExp(`[\\p{L}\\d]{2}(\\.?)\\s+(?:${COMPANY_LABEL_PHRASES})\\s*[:：]\\s*(\\S.*)$`, "iu");

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

/** A company label inside a line one space from a value (no colon); the label in the first group. */
const ONE_SPACE_LABEL_INSIDE_LINE = new RegExp(`(?<=[\\p{L}\\d)]{2}\\.?\\s+)(${COMPANY_LABEL_PHRASES})\\s+(?=\\S)`, "giu");

/**
 * "Product Uses Hydraulic Oil Company Name Harbour Pty Ltd Address 30 Harbour St": a form's labels without colons, run
 * into one line. A company label in title case (not "the supplier" in a sentence, not a heading's "COMPANY") one space
 * before a name with its legal form, neither the label after another label (a row of labels before its values) nor
 * the value another label (0.6: no colon marks the label's end).
 */
function companyOneSpaceInsideLine(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!COMPANY_SUFFIX.test(line)) continue;
    for (const match of line.matchAll(ONE_SPACE_LABEL_INSIDE_LINE)) {
      const label = match[1]!;
      const rest = line.slice(match.index + match[0].length);
      // (The pattern ignores case: the capitals are checked here.)
      if (!/^\p{Lu}/u.test(label) || !/\p{Ll}/u.test(label) || !/^\p{Lu}/u.test(rest)) continue;
      if (startsWithFieldLabel(rest) || afterLeadingLabel(rest) !== null || endsWithFieldLabel(line.slice(0, match.index))) continue;
      const value = companyValue(rest);
      if (value && COMPANY_SUFFIX.test(value)) return { value, line: index, confidence: 0.6 };
    }
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
  const rows = lines.map((line) => (CELL_GAP.test(line.trim()) ? line.trim().split(CELL_GAP) : null));
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


/** "Datos de la empresa:    X", "Identity of the manufacturer" over "X": a label of up to eight words and its value. */
const LABEL_AND_REST = new RegExp(String.raw`^((?:[\p{L}'’()/&.-]+,?\s{1,2}){0,7}[\p{L}'’()/&.-]+)(?:\s*[:：]\s*|${CELL_GAP_SOURCE}|\s*$)(.*)$`, "u");

/**
 * A label naming a party that the vocabulary does not know ("Datos de la empresa", "Identity of the manufacturer",
 * "Sprzedawca"), its value beside it (0.8) or on the next line (0.75).
 */
function companyAfterPartyLabel(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    // "Responsible for the safety data sheet:" names the sheet's author, never the supplier.
    if (opensWithAuthorLabel(lines[index]!)) continue;
    const match = LABEL_AND_REST.exec(stripLead(lines[index]!.trim()));
    if (match && isPartyAddressLabel(match[1]!)) {
      // "Leverancier adres    Harbour Smeermiddelen BV" (the address block below): the block opens with the name
      // when the value beside the label has a legal form (0.75).
      const beside = cleanValue(firstColumn(match[2]!));
      const value = companyValue(beside);
      if (value && COMPANY_SUFFIX.test(value)) return { value, line: index, confidence: 0.75 };
      // "Supplier's address:" / "Portomar, PO Box 73, …": the name before the first comma, a street or PO box after it.
      const named = nameOpeningAddress(beside !== "" ? beside : cleanValue(firstColumn(lines[index + 1] ?? "")));
      if (named) return { value: named, line: beside !== "" ? index : index + 1, confidence: 0.7 };
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
