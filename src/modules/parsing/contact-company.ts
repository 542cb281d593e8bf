/**
 * The last resort for the company: a sheet without a company block that names its maker only in a sentence
 * ("For further information, please contact ACME INDUSTRIES, INC. 757 622-0355, …"), usually a disclaimer.
 * The name after a contact phrase counts only when it starts with a capital and ends with a legal form (Inc.,
 * GmbH, S.A. de C.V., Sp. z o.o. …) before the sentence does; it is a guess (confidence 0.45).
 */
import { COMPANY_SUFFIX, companyValue } from "./identity.ts";
import { inlineRegex, type Found } from "./label-lines.ts";
import { CONTACT_SENTENCE_PHRASES } from "./vocabulary/identity-labels.ts";

const CONTACT = inlineRegex(CONTACT_SENTENCE_PHRASES);
const ENDS_WITH_LEGAL_FORM = new RegExp(`${COMPANY_SUFFIX.source}$`, "iu");

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
