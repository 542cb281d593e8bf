/**
 * The supplier's contacts printed outside section 1, for sheets whose section 1 gives none: after the company's name in
 * a sentence or a footer cell, and a telephone only in a repeated page header or footer. Guesses (0.5–0.6): a
 * distributor's footer looks the same.
 */
import { cleanValue, stripLead, type Found } from "./label-lines.ts";
import { asPhone, FAX_WORD, PHONE_ABBREVIATION, PHONE_LABEL, phoneAmongParts } from "./phone-shapes.ts";
import { emergencyAt, firstPhone, isEmergencyLine } from "./supplier-contacts.ts";
import type { DocLine } from "./types.ts";
import { CELL_GAP } from "./cell-gap.ts";

/**
 * A company named in a sentence or a footer with its contacts after it on the line ("please contact ACME, INC. 757
 * 555-0355, 476 Viking Drive," / "Virginia Beach, VA 23452. …", "Lieu : Acme Limitée, 25 pl. Pickering, Ottawa,
 * Ontario K1G 5P4 – 613-555-6861"): the first telephone there and the address parts around it, a guess (0.5) for
 * sheets whose section 1 gives neither.
 */
export function findContactsAfterCompany(lines: readonly string[], companyLine: number, company: string): { phone: Found | null; address: Found | null } {
  const text = lines[companyLine] ?? "";
  const at = text.toLowerCase().indexOf(company.toLowerCase());
  if (at < 0) return { phone: null, address: null };
  // Running text after the name: a number in another column belongs to that column's header ("Emergency Telephone").
  let rest = text.slice(at + company.length).split(CELL_GAP)[0]!;
  // Never the emergency line's or the fax's number.
  const stop = Math.min(emergencyAt(rest)?.index ?? rest.length, /\b(?:tele)?fax\b/i.exec(rest)?.index ?? rest.length);
  rest = rest.slice(0, stop);
  // An address that runs on to the next line ends at that line's first sentence.
  if (/,\s*$/.test(rest)) rest += ` ${(lines[companyLine + 1] ?? "").trim().split(/\.\s/)[0]}`;
  const phone = firstPhone(rest);
  const parts = rest
    .split(/\s+[–—-]\s+|,\s*/)
    .map((part) => cleanValue(part).replace(/[.;]$/, ""))
    .filter((part) => part !== "" && (phone === null || !part.includes(phone)) && asPhone(part) === null && !/@|www\.|http/i.test(part));
  // The address ends with its postal code or house number: words after the last part with a digit are other text.
  const lastWithDigit = parts.findLastIndex((part) => /\d/.test(part));
  const kept = parts.slice(0, lastWithDigit + 1);
  const address = kept.length >= 2 && kept.some((part) => /\d/.test(part) && /\p{L}{2}/u.test(part)) ? kept.join(", ") : null;
  return {
    phone: phone ? { value: phone, line: companyLine, confidence: 0.5 } : null,
    address: address ? { value: address, line: companyLine, confidence: 0.5 } : null,
  };
}

/** Footer cells: a column gap, a tab or a separator between spaces ("·", "|", "•", " - "). */
const CELL_BREAK = new RegExp(String.raw`${CELL_GAP.source}|\s[|•·∙]\s|\s[-–]\s(?!\d)`);

/**
 * The supplier's telephone printed only in a repeated page header or footer ("Zentor GmbH · Musterweg 1 · 12345 Stadt ·
 * Tel. +49 30 …", "Acme Inc.    Phone: 555-…    Page 2 of 4"). The furniture is split into its cells; a cell that opens
 * with a telephone label gives its number. Never an emergency cell nor a fax. A guess (0.6).
 */
export function findSupplierPhoneInFurniture(lines: readonly Pick<DocLine, "text" | "isFurniture">[], company: string | null = null): Found | null {
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.isFurniture) continue;
    for (const cell of lines[index]!.text.trim().split(CELL_BREAK)) {
      if (isEmergencyLine(cell)) continue;
      const text = stripLead(cell.trim());
      const match = PHONE_LABEL.exec(text) ?? PHONE_ABBREVIATION.exec(text);
      const phone = match ? firstPhone((match[1] ?? "").split(FAX_WORD)[0]!) : null;
      if (phone) return { value: phone, line: index, confidence: 0.6 };
    }
  }
  return company === null ? null : unlabelledInFurniture(lines, company);
}

/**
 * The telephone a repeated page footer prints beside the supplier's own name ("Zentor Chemie GmbH    Tel. +49 30 …"):
 * the company's letterhead number. It outranks a number section 1 gives only a weak reading of (a hotline's, a
 * department's: confidence below 0.8), never a telephone labelled as such there.
 */
export function findSupplierPhoneBesideNameInFurniture(lines: readonly Pick<DocLine, "text" | "isFurniture">[], company: string): Found | null {
  const name = company.trim().toLowerCase();
  if (name.length < 4) return null;
  const named = lines.map((line) => (line.isFurniture && line.text.toLowerCase().includes(name) ? line : { text: "", isFurniture: false }));
  const found = findSupplierPhoneInFurniture(named);
  return found ? { ...found, confidence: 0.7 } : null;
}

/**
 * A footer of the company's contacts without labels ("Zentor Foods / Box 12 / Harbourtown, MN 55440 / 866-555-0100 /
 * qa@zentor.example"): a line opening with the company's first word whose parts include a whole number of ten digits
 * or more (never a postal code); a guess (0.5).
 */
function unlabelledInFurniture(lines: readonly Pick<DocLine, "text" | "isFurniture">[], company: string): Found | null {
  const word = /^\p{L}[\p{L}&'’-]{3,}/u.exec(company.trim())?.[0].toLowerCase();
  if (!word) return null;
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!.text.trim();
    if (!lines[index]!.isFurniture || !text.toLowerCase().startsWith(word) || isEmergencyLine(text)) continue;
    const phone = phoneAmongParts(text.split(FAX_WORD)[0]!);
    if (phone) return { value: phone, line: index, confidence: 0.5 };
  }
  return null;
}
