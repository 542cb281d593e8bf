/**
 * The last resort for the company: a sheet without a company block that names its maker only in a sentence
 * ("For further information, please contact ACME INDUSTRIES, INC. 757 622-0355, …"), usually a disclaimer.
 * The name after a contact phrase counts only when it starts with a capital and ends with a legal form (Inc.,
 * GmbH, S.A. de C.V., Sp. z o.o. …) before the sentence does; it is a guess (confidence 0.45).
 */
import { companyValue } from "./company-name.ts";
import { COMPANY_SUFFIX, ENDS_WITH_LEGAL_FORM, isAddressLine, isStreetLine } from "./company-shapes.ts";
import { inlineRegex, type Found } from "./label-lines.ts";
import type { DocLine } from "./types.ts";
import { AUTHORING_SYSTEM_WORDS } from "./vocabulary/company-words.ts";
import { CONTACT_SENTENCE_PHRASES } from "./vocabulary/company-labels.ts";
import { CELL_GAP } from "./cell-gap.ts";

const CONTACT = inlineRegex(CONTACT_SENTENCE_PHRASES);

export function findCompanyInContactSentence(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    for (const match of line.matchAll(CONTACT)) {
      const rest = `${line.slice((match.index ?? 0) + match[0].length)} ${lines[index + 1] ?? ""}`.replace(/^[\s:,-]+/, "");
      const value = companyValue(rest.slice(0, 120));
      if (!value || value.length > 80 || !/^[\p{Lu}\d]/u.test(value) || !ENDS_WITH_LEGAL_FORM.test(value)) continue;
      // The name must not run over a sentence's end ("… eyes. Wash with water and Co.").
      if (/\.\s+\p{L}/u.test(value.replace(ENDS_WITH_LEGAL_FORM, ""))) continue;
      return { value, line: index, confidence: 0.45 };
    }
  }
  return null;
}

/**
 * "Location:", "• Lieu :", "Adresse ........", "Location    ": a short label before the name on its line, after a
 * bullet, ended by a colon, dot leaders or a column gap. A gap also follows a name without a label ("Harbour Ltd    25
 * Dock Road"), so the line is read without the label when that fails.
 */
const LEADING_LABEL = /^(?:[•·▪*-]\s*)?(?:[\p{L}'’()/-]+ ){0,2}[\p{L}'’()/-]+(?:\s*\.{3,})?(?:\s*[:：]|\s{2,}|(?<=\.))\s*/u;
const NAME_WITH_LEGAL_FORM = new RegExp(`^([^,;:]{1,70}?${COMPANY_SUFFIX.source})(?=[\\s,;]|$)`, "iu");

/**
 * The last resort after the contact sentence: a company named once, with its address on the same line ("Location:
 * Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario K1G 5P4"), often where the sheet says who prepared
 * it. The name must end with a legal form and be followed by a street and a postal code; a guess (0.45).
 */
export function findCompanyBeforeAddress(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const unlabelled = line.replace(LEADING_LABEL, "");
    const name = nameBeforeAddress(unlabelled) ?? (unlabelled === line ? null : nameBeforeAddress(line));
    if (name) return { value: name, line: index, confidence: 0.45 };
  }
  return null;
}

/** The name with a legal form that starts the text, when a street and a postal code follow it. */
function nameBeforeAddress(text: string): string | null {
  const match = NAME_WITH_LEGAL_FORM.exec(text);
  if (!match || !/^[\p{Lu}\d]/u.test(text)) return null;
  const name = companyValue(match[1]!);
  const rest = text.slice(match[1]!.length).replace(/^[\s,;–-]+/, "");
  const street = rest.split(",")[0]!.trim();
  return !name || name.length > 80 || !isStreetLine(street) || !isAddressLine(rest) ? null : name;
}

/** "© 2021 Harbour Coatings Inc. All rights reserved.", "Copyright (c) 2019 by Harbour GmbH": the holder's name. */
const COPYRIGHT = /(?:©|\(c\)|copyright)(?:\s*(?:©|\(c\)))?\s*(?:(?:19|20)\d\d(?:\s*[-–,]\s*(?:19|20)\d\d)*[,.]?\s*)?(?:by\s+)?(\p{Lu}.*)$/iu;
const AUTHORING_SYSTEM = inlineRegex(AUTHORING_SYSTEM_WORDS);

/**
 * The last resort of all: the holder of a copyright line (a page footer or the end of the sheet) is, on a sheet that
 * names no company anywhere else, the company that wrote it. Only a name with a legal form, never an SDS authoring
 * system's vendor; a guess (0.45).
 */
export function findCompanyInCopyright(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!/©|\(c\)|copyright/i.test(line)) continue;
    const match = COPYRIGHT.exec(line.trim());
    if (!match) continue;
    const holder = match[1]!.replace(/\s*all rights reserved.*$/i, "");
    const value = companyValue(holder);
    AUTHORING_SYSTEM.lastIndex = 0;
    if (!value || value.length > 80 || !COMPANY_SUFFIX.test(value) || AUTHORING_SYSTEM.test(value)) continue;
    return { value, line: index, confidence: 0.45 };
  }
  return null;
}

/**
 * After the sentences: a page header or footer (furniture, repeated on the pages) that names a company with a legal
 * form in one of its cells ("Harbour Coatings Inc.    www.harbour.example    Page 2 of 6"). The sheet's own maker,
 * printed on every page; a guess (0.5) since a distributor's footer looks the same.
 */
/** A cell's end in a page header or footer: a cell gap, or a bar or bullet between spaces. */
const FURNITURE_CELL_BREAK = new RegExp(String.raw`${CELL_GAP.source}|\s[|•·]\s`);

export function findCompanyInFurniture(lines: readonly Pick<DocLine, "text" | "isFurniture">[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.isFurniture) continue;
    for (const cell of lines[index]!.text.trim().split(FURNITURE_CELL_BREAK)) {
      const value = companyValue(cell);
      AUTHORING_SYSTEM.lastIndex = 0;
      if (!value || value.length > 80 || !COMPANY_SUFFIX.test(value) || /©|copyright/i.test(cell) || AUTHORING_SYSTEM.test(value)) continue;
      return { value, line: index, confidence: 0.5 };
    }
  }
  return null;
}
