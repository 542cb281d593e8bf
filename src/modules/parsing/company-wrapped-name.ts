/**
 * A company's name wrapped onto the next line ("Harbour Specialty Chemicals and" / "Coatings Inc."; "International Pro-" /
 * "ducts Corporation"). Split out of ./company-name.ts as written.
 */
import { cleanValue, firstColumn, type Found } from "./label-lines.ts";
import { companyValue } from "./company-value.ts";
import { COMPANY_SUFFIX, isAddressLine, joinLegalFormAcrossBreak } from "./company-shapes.ts";
import { isLabel } from "./label-tiers.ts";

/** "Harbour Specialty Chemicals and" / "Coatings Inc.": a name that runs on (a joining word, or a legal form below). */
const DANGLING_NAME = /(?:\s(?:and|of|for|und|für|et|de|du|des|y|del|e|di|della|en|van|i|oraz)|[,&/+-])$/iu;
const SHORT_LEGAL_TAIL = new RegExp(`^(?:[\\p{L}()]+\\s+)?${COMPANY_SUFFIX.source}(?:\\s*[,&+]?\\s*${COMPANY_SUFFIX.source})*$`, "iu");
/** "Harbour Chemicals" / "Industrial Products B.V.": up to three words and the legal form end a wrapped name. */
export const WRAPPED_LEGAL_TAIL = new RegExp(`^(?:[\\p{L}()'’&.-]+\\s+){0,3}${COMPANY_SUFFIX.source}(?:\\s*[,&+]?\\s*${COMPANY_SUFFIX.source})*$`, "iu");

/** A line that repeats the first word of the line above ("HARBOUR" over "Harbour Coatings Ltd", a logo) starts its own name. */
export function continues(start: string, tail: string): boolean {
  const first = start.split(/\s+/)[0]!.toLowerCase();
  return !tail.toLowerCase().split(/\s+/).includes(first);
}

/** A company read on a line, with the rest of its name from the line below when the name wraps there. */
export function withContinuation(lines: readonly string[], found: Found): Found {
  const next = cleanValue(firstColumn((lines[found.line + 1] ?? "").trim()));
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
