/**
 * A sheet that names its supplier with no label: the company on the first line of an address block. Split out of
 * ./company-name.ts, which reads the company.
 */
import { cleanValue, firstColumn, stripLead, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { COMPANY_SUFFIX, isAddressLine, isShortPlainName, isStreetLine, isStreetOrAddressLine, NOT_A_COMPANY, PO_BOX } from "./company-shapes.ts";
import { opensWithAuthorLabel } from "./company-author-label.ts";
import { companyValue, isAddress } from "./company-value.ts";
import { PARTY_ADDRESS_WORDS } from "./vocabulary/company-words.ts";
import { CELL_GAP_SOURCE } from "./cell-gap.ts";

/** An address label alone in its cell ("Dirección", "Address:", "Anschrift"), a column gap before its value. */
const ADDRESS_LABEL_CELL = new RegExp(`^(?:${phrasePattern(PARTY_ADDRESS_WORDS)})\\s*[:：]?${CELL_GAP_SOURCE}(\\S.*)$`, "iu");

/**
 * The supplier block's first rows under its heading: an address label whose value opens with the company, its legal
 * form in it ("Dirección    Kadewerke GmbH & Co. KG" / "             Hafenstraße 1"), a street or town below. An
 * address block opens with its party's name; the label says address, not name, so not as sure as a name label (0.8).
 */
export function companyBesideAddressLabel(window: readonly string[]): { value: string; row: number } | null {
  for (let row = 0; row < Math.min(window.length, 2); row++) {
    const label = ADDRESS_LABEL_CELL.exec(stripLead(window[row]!.trim()));
    const value = label ? companyValue(cleanValue(firstColumn(label[1]!))) : null;
    if (!value || !COMPANY_SUFFIX.test(value)) continue;
    const next = cleanValue(firstColumn(stripLead((window[row + 1] ?? "").trim()).replace(ADDRESS_LABEL_CELL, "$1")));
    const rest = cleanValue(firstColumn(label![1]!)).slice(value.length).replace(/^[\s,;–-]+/, "");
    if ((rest !== "" && isStreetOrAddressLine(rest)) || (next !== "" && isStreetOrAddressLine(next))) return { value, row };
  }
  return null;
}

/**
 * A sheet that names its supplier with no label: the first line of an address block — a name followed by a street
 * and a town (postal code) line. With a legal form 0.7, without one a guess (0.45).
 */
export function companyAboveAddress(lines: readonly string[], companyValueOnce: (line: string) => string | null): Found | null {
  for (let index = 0; index < lines.length; index++) {
    // The block under "Responsible for the safety data sheet:" is its author's (a consultancy), not the supplier's.
    if (index > 0 && opensWithAuthorLabel(lines[index - 1]!)) continue;
    const value = companyValueOnce(lines[index]!);
    if (!value || isStreetLine(value)) continue;
    // "Harbour Coatings, 12 Dock Road, Springfield, OH 45501": the block on one line.
    const raw = cleanValue(firstColumn(lines[index]!.trim()));
    const rest = raw.startsWith(value) ? raw.slice(value.length).replace(/^[\s,;–-]+/, "") : "";
    if (rest !== "" && isStreetLine(rest.split(",")[0]!.trim()) && isAddressLine(rest)) {
      return { value, line: index, confidence: COMPANY_SUFFIX.test(value) ? 0.7 : 0.45 };
    }
    if (index + 1 >= lines.length) continue;
    const next = cleanValue(firstColumn(lines[index + 1]!));
    // "Harbour Corporation Pty Ltd" / "Postal Address: P. O. Box 1 …" or a town line: a legal name needs one address line.
    // A name standing alone (not "Prepared by: Harbour Inc.", another party's labelled value).
    if (!/[:：]/.test(raw) && COMPANY_SUFFIX.test(value) && isStreetOrAddressLine(next)) return { value: withoutDivisionLead(value), line: index, confidence: 0.7 };
    // "Evonik Industries AG" / "Division Röhm Darmstadt" / "Chemicals Management" / "Kirschenallee" / "64293 Darmstadt": a
    // legal name over its division's or department's lines and its town; less sure than a name right over its street.
    if (!/[:：]/.test(raw) && COMPANY_SUFFIX.test(value) && townWithin(lines, index + 1)) return { value: withoutDivisionLead(value), line: index, confidence: 0.65 };
    if (index + 2 >= lines.length) continue;
    const town = cleanValue(firstColumn(lines[index + 2]!));
    if (!isStreetLine(next) || !isAddressLine(town)) continue;
    return { value, line: index, confidence: COMPANY_SUFFIX.test(value) ? 0.7 : 0.45 };
  }
  return null;
}

/** How many lines a division's, a department's and a street's lines may take between a legal name and its town. */
const LINES_TO_TOWN = 4;
/** A division's or department's line: short, no label, no digit (a street's number or a phone's would be an address's). */
const PLAIN_LINE = /^[^\d:：@]{2,50}$/u;

/** Whether a town line (postal code and town) follows within a few short plain lines (a street's among them). */
function townWithin(lines: readonly string[], from: number): boolean {
  for (let index = from; index < Math.min(lines.length, from + LINES_TO_TOWN); index++) {
    const line = cleanValue(firstColumn(lines[index]!));
    if (isAddressLine(line)) return true;
    if (!PLAIN_LINE.test(line) && !isStreetLine(line)) return false;
  }
  return false;
}

/** "A division of Harbour Corporation Pty Ltd" under a trading name: the legal name is the owner's. */
function withoutDivisionLead(value: string): string {
  return value.replace(/^(?:a\s+)?(?:division|subsidiary|member)\s+of\s+(?:the\s+)?(?=\p{Lu})/iu, "");
}

/**
 * A party's address label's value that opens with a name before its first comma, a street or a PO box after it
 * ("Supplier's address:    Portomar, PO Box 73, 7050 AB Havenstad"): an address block on one line opens with its
 * party's name, legal form or not. The name, else null.
 */
export function nameOpeningAddress(text: string): string | null {
  const comma = text.indexOf(",");
  if (comma <= 0) return null;
  const name = text.slice(0, comma).trim();
  const after = text.slice(comma + 1).split(",")[0]!.trim();
  if (!(PO_BOX.test(after) || isStreetLine(after)) || !isShortPlainName(name, 6)) return null;
  const value = companyValue(name);
  return value === name && !NOT_A_COMPANY.test(value) && !isAddress(value) ? value : null;
}
