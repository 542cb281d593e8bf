/**
 * A second reading of the same field elsewhere in the sheet (a page footer's "Product name:" or "Company name:"
 * cell, outside section 1) tells how far the first can be trusted: two sources that agree confirm a weak reading,
 * two that differ mean a person should choose (the sheet may name a brand owner in one place and the supplier in
 * the other).
 */
import type { Found } from "./label-lines.ts";
import { UP_TO_LEGAL_FORM } from "./company-shapes.ts";
import { REVIEW_BELOW } from "./confidence.ts";
import { simplifiedName } from "./prose-values.ts";

/** Two agreeing sources are worth at least this much; two that differ at most this much. */
export const AGREEING_SOURCES = 0.85;
export const DIFFERING_SOURCES = 0.85;


/** The same name: equal once simplified, or one inside the other ("Harbour Chemicals" and "Harbour Chemicals Inc."). */
export function sameName(a: string, b: string, company: boolean): boolean {
  const strip = (text: string) => simplifiedName(company ? (UP_TO_LEGAL_FORM.exec(text)?.[1] ?? text) : text);
  const [x, y] = [strip(a), strip(b)];
  return x === y || (x.length >= 4 && y.length >= 4 && (x.includes(y) || y.includes(x)));
}

/**
 * The reading with its confidence moved by the second candidate (unchanged when there is none). Both `line`s
 * index the same lines.
 */
export function crossCheck(found: Found | null, second: Found | null, options: { company: boolean }): Found | null {
  // The same line read twice (a footer cell that was itself the first reading) is one source, not two.
  if (!found || !second || second.line === found.line) return found;
  if (sameName(found.value, second.value, options.company)) return { ...found, confidence: Math.max(found.confidence, AGREEING_SOURCES) };
  return { ...found, confidence: Math.min(found.confidence, DIFFERING_SOURCES) };
}

/**
 * A company reading that is the product's name itself ("Company:" over a column of values whose first is "Acme Grease
 * Plus", the product name read from its own label): a label column read against the wrong value. Null then, so the
 * next way of finding the company is tried. When the product's reading is a guess (below REVIEW_BELOW: a title line
 * that may be the company's letterhead), the company stands.
 */
export function notTheProduct(company: Found | null, product: Found | null): Found | null {
  if (!company || !product || product.confidence < REVIEW_BELOW) return company;
  return simplifiedName(company.value) === simplifiedName(product.value) ? null : company;
}
