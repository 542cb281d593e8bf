/**
 * The product's fallbacks under section 1's heading when no label names it (./identity.ts): the first plain line under
 * the heading, and the shapes both files judge a line by (the kind of product, a company's legal form at the end).
 */
import { cleanValue, firstColumn, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { HEADING_GOES_ON } from "./section-vocabulary.ts";
import { NUMBERED_LEAD } from "./section-numbers.ts";
import { titleSectionNumbers } from "./section-vocabulary.ts";
import { COMPANY_SUFFIX, ENDS_WITH_LEGAL_FORM, isAddressLine } from "./company-shapes.ts";
import { companyValue } from "./company-name.ts";
import { isVersionOrPage } from "./title-line-shapes.ts";
import { isProductValue, mentionsRegulation } from "./label-tiers.ts";
import { PRODUCT_KIND_WORDS } from "./vocabulary/identity-labels.ts";

/** "1.1 Product identifier" / "Mixture" / "Harbour Rinse 40": the kind of product stands before the name; passed over below a label. */
const PRODUCT_KIND = new RegExp(`^(?:${phrasePattern(PRODUCT_KIND_WORDS)})\\.?$`, "iu");
export function isProductKind(value: string): boolean {
  return PRODUCT_KIND.test(value);
}

/**
 * "1.1 Identificateur de produit" / "REF 740456.4" / "Nom commercial NucleoSpin …": a catalogue's reference and its
 * number alone on a line, without a colon, is another field below a label: passed over, as a kind of product is. Not a
 * label word of its own ("Harbour Ref. 4711 Cleaner" is a name).
 */
const REFERENCE_LINE = /^r[eé]f\.?\s*(?:n[°º.]?|no\.?|nr\.?)?\s*[:：]?\s*[\p{L}\d./-]*\d[\p{L}\d./-]*$/iu;
export function isReferenceLine(value: string): boolean {
  return REFERENCE_LINE.test(value);
}

/**
 * A line's value that can be a product found without its label: a value (not a label or code), no colon, no
 * regulation, no company's legal form, no address. Shared by the fallbacks under section 1's heading.
 */
export function isPlainLineValue(value: string): boolean {
  return isProductValue(value) && !/[:：]/.test(value) && !mentionsRegulation(value) && !COMPANY_SUFFIX.test(value) && !isAddressLine(value);
}

/** Confidence of the first plain line under section 1's heading taken as the product (no label: a guess). */
const UNDER_HEADING = 0.5;

/**
 * A sheet without a name label often prints the product as the first line under section 1's heading
 * ("Section 1. Chemical Identification" / "CITRAL 95%"): taken when it is a plain value, not a label, a company,
 * an address, a subtitle or a sub-section heading.
 */
export function firstLineUnderHeading(lines: readonly string[], headingLine: number): Found | null {
  if (headingLine < 0) return null;
  let companyFirst = false;
  const below = HEADING_GOES_ON.test(lines[headingLine]!.trim()) ? headingLine + 2 : headingLine + 1;
  // A bilingual sheet's heading in its second language on the next line ("Section 1. Chemical Identification" /
  // "Rubrique 1. Identification de la substance…") is the heading still.
  const start = isSectionOneHeading(lines[below] ?? "") ? below + 1 : below;
  for (let index = start; index < lines.length && index <= start + 1; index++) {
    const value = cleanValue(firstColumn(lines[index]!));
    if (value === "" || isProductKind(value) || isVersionOrPage(value)) continue;
    // "HARBOUR CHEM LTD" / "BRIGHT RINSE 40": the company's line first, the product on the next.
    if (!companyFirst && index === start && ENDS_WITH_LEGAL_FORM.test(value)) {
      companyFirst = true;
      continue;
    }
    if (!isPlainLineValue(value) || NUMBERED_LEAD.test(lines[index]!.trim()) || companyValue(value) === null) return null;
    return { value, line: index, confidence: UNDER_HEADING };
  }
  return null;
}

/** "Rubrique 1.    Identification de la substance…", "1 IDENTIFICATION DU PRODUIT": section 1's number and title. */
const SECTION_ONE_LEAD = /^\p{L}{0,12}\s*1\s*[.:)–-]?\s+(?=\p{L})/u;
const isSectionOneHeading = (line: string): boolean => {
  const lead = SECTION_ONE_LEAD.exec(line.trim());
  return lead !== null && titleSectionNumbers(line.trim().slice(lead[0].length)).includes(1);
};
