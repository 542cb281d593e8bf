/**
 * A company label whose value refers back ("Company/undertaking name & address: As above", "Hersteller: siehe oben",
 * "Fornitore: vedi sopra"): the party is the company block printed above — the sheet's letterhead or title block, a
 * line with a company's shape (a legal form, or the line an address block opens with) before the label.
 */
import { cleanValue, firstColumn, stripLead, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { companyValue, isAddress } from "./company-value.ts";
import { COMPANY_SUFFIX, isShortPlainName, namesAParty, NOT_A_COMPANY } from "./company-shapes.ts";
import { isLabel, mentionsRegulation } from "./label-tiers.ts";
import { REFERS_ABOVE_WORDS } from "./vocabulary/company-words.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

/** The whole value is the pointer ("As above.", "siehe oben", "(see above)"). */
const REFERS_ABOVE = new RegExp(`^\\(?(?:${phrasePattern(REFERS_ABOVE_WORDS)})[.!)]*$`, "iu");
/** A label and what follows its colon or column gap. */
const LABEL_AND_VALUE = new RegExp(String.raw`^([^:：]{2,80}?)(?:\s*[:：]\s*|${CELL_GAP_SOURCE})(.*)$`, "u");

/**
 * The letterhead above: with a legal form 0.8; a name heading an address block without one 0.7 (the label only says
 * "above", the shape is ours). Not surer: the block above may be a distributor's stamp.
 */
const WITH_LEGAL_FORM = 0.8;
const HEADING_ADDRESS_BLOCK = 0.7;

/** The company the sheet's "as above" points to, or null when no label points back or nothing above has a company's shape. */
export function companyReferredAbove(lines: readonly string[], headingLine: number): Found | null {
  for (let index = 0; index < lines.length; index++) {
    if (!pointsAbove(lines, index)) continue;
    return letterhead(lines.slice(0, index), headingLine);
  }
  return null;
}

/** A party label whose value (beside it, else on the next line for a label alone) refers to what is printed above. */
function pointsAbove(lines: readonly string[], index: number): boolean {
  const match = LABEL_AND_VALUE.exec(stripLead(lines[index]!.trim()));
  if (!match || !namesAParty(match[1]!)) return false;
  const beside = cleanValue(firstColumn(match[2]!));
  return REFERS_ABOVE.test(beside !== "" ? beside : cleanValue(firstColumn((lines[index + 1] ?? "").trim())));
}

/** The first line above with a legal form, else the first heading an address block. */
function letterhead(above: readonly string[], headingLine: number): Found | null {
  let block: Found | null = null;
  for (let index = 0; index < above.length; index++) {
    if (index === headingLine) continue;
    // A letterhead beside the title ("SAFETY DATA SHEET    Harbour Coatings Ltd"): each cell of the line.
    for (const cell of above[index]!.trim().split(CELL_GAP)) {
      const value = companyShape(cell);
      if (value === null) continue;
      if (COMPANY_SUFFIX.test(value) && !mentionsRegulation(value)) return { value, line: index, confidence: WITH_LEGAL_FORM };
      if (block === null && opensAddressBlock(value, cell, above[index + 1] ?? "")) block = { value, line: index, confidence: HEADING_ADDRESS_BLOCK };
    }
  }
  return block;
}

/** A cell that reads as a company's name: no label, no colon, no address, no copyright. */
function companyShape(cell: string): string | null {
  const text = cleanValue(cell);
  if (text === "" || /[:：]/.test(text) || /copyright|©/i.test(text) || isLabel(text)) return null;
  const value = companyValue(text);
  return value !== null && !NOT_A_COMPANY.test(value) && !isAddress(value) ? value : null;
}

/** "Harbour (MARINE) Paints & Glass" over "Unit 7, Quay Lane,": a short capitalised name, the whole cell, an address below. */
function opensAddressBlock(value: string, cell: string, next: string): boolean {
  const short = value === cleanValue(cell) && isShortPlainName(value, 6);
  return short && isAddress(cleanValue(firstColumn(next.trim())));
}
