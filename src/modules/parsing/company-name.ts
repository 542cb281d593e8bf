/**
 * The company (manufacturer or supplier) named in section 1, and whether a text is a company's name at all.
 */
import { cleanValue, firstColumn, type Found } from "./label-lines.ts";

import { COMPANY_SUFFIX, isAddressLine, isStreetLine, NOT_A_COMPANY, UP_TO_LEGAL_FORM } from "./company-shapes.ts";
import { DIFFERING_SOURCES, sameName } from "./identity-crosscheck.ts";
import {
  BARE_NAME_LABEL,
  COMPANY_TIERS,
  CONTINUATION,
  findInCells,
  isLabel,
  readTiers,
  REGULATION,
  subtitleLike,
  SUPPLIER_HEADING,
  TITLE,
  UNKNOWN_LABEL_ROW,
  type Tier,
} from "./label-tiers.ts";

export function companyValue(text: string): string | null {
  let value = cleanValue(firstColumn(text)).replace(/\s+as agents? for$/i, "").replace(/[,;]$/, "");
  // "Prepared by: Harbour Inc.": a label the vocabulary does not know is not part of the name.
  const labelled = UNKNOWN_LABEL_ROW.exec(value);
  if (labelled && (!isLabel(labelled[1]!) || BARE_NAME_LABEL.test(labelled[1]!)) && !/\d/.test(labelled[1]!)) value = cleanValue(labelled[2]!);
  // "Harbour Chemicals, 1 Main Street, Springfield, OH 45501": the name before the address in one cell.
  const comma = value.indexOf(",");
  if (comma > 1 && !COMPANY_SUFFIX.test(value) && isAddressLine(value)) {
    const [name, address] = [value.slice(0, comma).trim(), value.slice(comma + 1).trim()];
    if (!isAddressLine(name) && !isStreetLine(name) && isStreetLine(address.split(",")[0]!.trim())) value = name;
  }
  const legal = UP_TO_LEGAL_FORM.exec(value);
  if (legal && legal[1].length >= 4) value = legal[1].replace(/[,;]$/, "");
  if (value.length < 2 || NOT_A_COMPANY.test(value) || /^[\d\W]+$/.test(value) || !/\p{L}/u.test(value)) return null;
  if (/^\s*\d{1,2}(?:\.\d{1,2})+\.?\s/.test(text)) return null;
  if (isLabel(value) || TITLE.test(value) || subtitleLike(value) || CONTINUATION.test(value) || /^\d+[\s,-]/.test(value)) return null;
  if (isAddressLine(value)) return null;
  return value;
}

/**
 * The company (manufacturer or supplier) from section 1: a company label's value; else the supplier block's
 * (1.3) first line with a legal form (GmbH, Inc., S.A.…), else its first plain line (a guess).
 */
export function findManufacturer(lines: readonly string[], headingLine = -1, allLines: readonly string[] = []): Found | null {
  const readCompany = (tiers: readonly Tier[]) => readTiers(lines, tiers, (value) => companyValue(value) !== null, 2, (value) => NOT_A_COMPANY.test(value));
  const labelled = readCompany(COMPANY_TIERS);
  if (labelled) {
    const value = companyValue(labelled.value) ?? labelled.value;
    // A supplier and a different manufacturer (or distributor) both labelled: the sheet may mean either.
    const others = COMPANY_TIERS.map((tier) => readCompany([tier])).filter((found): found is Found => found !== null && found.line !== labelled.line);
    const differing = others.some((found) => !sameName(companyValue(found.value) ?? found.value, value, true));
    return { ...labelled, value, confidence: differing ? Math.min(labelled.confidence, DIFFERING_SOURCES) : labelled.confidence };
  }
  for (let index = 0; index < lines.length; index++) {
    SUPPLIER_HEADING.lastIndex = 0;
    const heading = SUPPLIER_HEADING.exec(lines[index]);
    if (!heading) continue;
    // "Supplier's details    : Nordwind Inc." — the heading used as a label, its value beside it.
    const beside = valueBesideHeading(lines[index].slice(heading.index + heading[0].length));
    const besideValue = beside === null ? null : companyValue(beside);
    if (besideValue) return { value: besideValue, line: index, confidence: COMPANY_SUFFIX.test(besideValue) ? 0.9 : 0.8 };
    const window = lines.slice(index + 1, index + 9);
    const withSuffix = window.findIndex((line) => {
      const value = companyValue(line);
      return value !== null && COMPANY_SUFFIX.test(value);
    });
    if (withSuffix >= 0) return { value: companyValue(window[withSuffix])!, line: index + 1 + withSuffix, confidence: 0.85 };
    const plain = window.findIndex((line) => companyValue(line) !== null && !/:/.test(firstColumn(line)) && /\p{L}{3}/u.test(line));
    if (plain >= 0) return { value: companyValue(window[plain])!, line: index + 1 + plain, confidence: 0.55 };
  }
  const inCell = findInCells(allLines, COMPANY_TIERS[0]!.label, (value) => companyValue(value) !== null);
  if (inCell) return { ...inCell, value: companyValue(inCell.value)! };
  const addressed = companyAboveAddress(lines);
  if (addressed) return addressed;
  const end = headingLine > 0 ? headingLine : Math.min(lines.length, 8);
  for (let index = 0; index < end; index++) {
    const value = companyValue(lines[index]);
    REGULATION.lastIndex = 0;
    if (value && COMPANY_SUFFIX.test(value) && !/copyright|©/i.test(value) && !REGULATION.test(value)) return { value, line: index, confidence: 0.45 };
  }
  return null;
}


/**
 * A sheet that names its supplier with no label: the first line of an address block — a name followed by a street
 * and a town (postal code) line. With a legal form 0.7, without one a guess (0.45).
 */
function companyAboveAddress(lines: readonly string[]): Found | null {
  for (let index = 0; index + 2 < lines.length; index++) {
    const value = companyValue(lines[index]!);
    if (!value || isStreetLine(value)) continue;
    const next = cleanValue(firstColumn(lines[index + 1]!));
    const town = cleanValue(firstColumn(lines[index + 2]!));
    if (!isStreetLine(next) || !isAddressLine(town)) continue;
    return { value, line: index, confidence: COMPANY_SUFFIX.test(value) ? 0.7 : 0.45 };
  }
  return null;
}

/**
 * What stands beside a heading used as a label: after its wording runs on to a colon ("… de la ficha de datos de
 * seguridad:    Química S.L.") or after a column gap. Null when the heading stands alone.
 */
function valueBesideHeading(rest: string): string | null {
  const afterColon = /^[^:：]{0,80}[:：]\s*(.+)$/.exec(rest);
  const afterGap = /^\s{3,}(.+)$/.exec(rest);
  const value = cleanValue(firstColumn((afterColon ?? afterGap)?.[1] ?? ""));
  return value === "" ? null : value;
}
/** A company name in a labelled cell of the given lines, or null. */
export function findCompanyInCells(lines: readonly string[]): Found | null {
  const found = findInCells(lines, COMPANY_TIERS[0]!.label, (value) => companyValue(value) !== null);
  return found ? { ...found, value: companyValue(found.value)! } : null;
}
