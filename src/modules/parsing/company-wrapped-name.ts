/**
 * A company's name wrapped onto the next line ("Harbour Specialty Chemicals and" / "Coatings Inc."; "International Pro-" /
 * "ducts Corporation"), read from the words (withContinuation), and what a name's end its column wrapped may be when
 * the layout says the line was wrapped (companyEnd, for ./wrapped-value-end.ts).
 */
import { cleanValue, firstColumn, type Found } from "./label-lines.ts";
import { companyValue } from "./company-value.ts";
import { COMPANY_SUFFIX, ENDS_WITH_LEGAL_FORM, isAddressLine, isDepartmentOrPerson, isStreetOrAddressLine, joinLegalFormAcrossBreak, NOT_A_COMPANY } from "./company-shapes.ts";
import { withoutBuildingAfterName } from "./company-building.ts";
import { isLabel } from "./label-tiers.ts";

/** "Harbour Specialty Chemicals and" / "Coatings Inc.": a name that runs on (a joining word, or a legal form below). */
const DANGLING_NAME = /(?:\s(?:and|of|for|und|für|et|de|du|des|y|del|e|di|della|en|van|i|oraz)|[,&/+-])$/iu;
const SHORT_LEGAL_TAIL = new RegExp(`^(?:[\\p{L}()]+,?\\s+)?${COMPANY_SUFFIX.source}(?:\\s*[,&+]?\\s*${COMPANY_SUFFIX.source})*$`, "iu");
/**
 * "Harbour Chemicals" / "Industrial Products B.V.": up to three words and the legal form end a wrapped name, a comma
 * before the form or not ("Harbour Specialty" / "Chemical, Inc.").
 */
export const WRAPPED_LEGAL_TAIL = new RegExp(`^(?:[\\p{L}()'’&.-]+,?\\s+){0,3}${COMPANY_SUFFIX.source}(?:\\s*[,&+]?\\s*${COMPANY_SUFFIX.source})*$`, "iu");

/** A line that repeats the first word of the line above ("HARBOUR" over "Harbour Coatings Ltd", a logo) starts its own name. */
export function continues(start: string, tail: string): boolean {
  const first = start.split(/\s+/)[0]!.toLowerCase();
  return !tail.toLowerCase().split(/\s+/).includes(first);
}

/**
 * A partnership's legal form opening the line below ("& Co. KG", "und Co. KG", "& Cie", "+ Co. KGaA"): the end of the
 * legal name above ("Harrowgate Chemie GmbH" / "& Co. KG", session 26), whatever that name ends in.
 */
const AND_COMPANY_FORM = /^(?:[&+]\s*|(?:und|and|et|y|e)\s+)(?:co|cie|comp|compagnie|company)\.?(?:\s*(?:kg(?:aa)?|ohg|kommanditgesellschaft|gmbh|ag|s\.?\s?a\.?|s\.?\s?l\.?|ltd\.?|inc\.?|llc|k\.?\s?g\.?)\.?)?$/iu;

/** A company read on a line, with the rest of its name from the line below when the name wraps there. */
export function withContinuation(lines: readonly string[], found: Found): Found {
  const next = cleanValue(firstColumn((lines[found.line + 1] ?? "").trim()));
  // Both parts are known: the company read and a legal form's words alone (companyValue would cut at "und").
  if (found.value && AND_COMPANY_FORM.test(next) && !/[&+]\s*$/.test(found.value)) return { ...found, value: `${found.value} ${next}` };
  if (next === "" || !found.value || isLabel(next) || isAddressLine(next) || /\d/.test(next)) return found;
  const acrossBreak = companyValue(joinLegalFormAcrossBreak({ value: found.value, line: lines[found.line] ?? "", next }) ?? "");
  if (acrossBreak) return { ...found, value: acrossBreak };
  const dangling = DANGLING_NAME.test(found.value);
  if (!dangling && (COMPANY_SUFFIX.test(found.value) || !WRAPPED_LEGAL_TAIL.test(next) || !continues(found.value, next))) return found;
  // "International Pro-" / "ducts Corporation": a word hyphenated at the line's end is one word.
  const hyphenated = /\p{L}-$/u.test(found.value) && /^\p{Ll}/u.test(next);
  const joined = companyValue(hyphenated ? `${found.value.slice(0, -1)}${next}` : `${found.value} ${next}`);
  // Several words before the legal form below: the line may be a name of its own, so the join is less sure.
  const confidence = dangling || SHORT_LEGAL_TAIL.test(next) ? found.confidence : Math.min(found.confidence, 0.85);
  return joined && joined.length <= 100 ? { ...found, value: joined, confidence } : found;
}

/**
 * A company's end its column wrapped (./wrapped-value-end.ts): words without digits, not an address, a department, a
 * person or a building or site ("Riverside Works", "Anchor House", "Immeuble Le Phare": ./company-building.ts), under a
 * name not already closed by its legal form ("… GmbH" / "trading as …"): a line under a company's name is its address
 * or contact far more often.
 */
export function companyEnd(added: string, value: string): boolean {
  return (
    !ENDS_WITH_LEGAL_FORM.test(value) &&
    !/\d|@|www\.|https?:/iu.test(added) &&
    !isStreetOrAddressLine(added) &&
    !isDepartmentOrPerson(added) &&
    !NOT_A_COMPANY.test(added) &&
    withoutBuildingAfterName(`${value} ${added}`) === `${value} ${added}`
  );
}
