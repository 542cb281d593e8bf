/**
 * Section 1's sub-section 1.1 is the product identifier wherever a sheet numbers its sub-sections (REACH Annex II, the
 * older Directive's sheets that numbered theirs, GHS sheets). Its heading's words vary beyond any list ("Identificación
 * de la sustancia o el preparado", "Identification of the substance or the preparation", a language the vocabulary does
 * not hold), so when no label names the product, a "1.1" heading heads it by its number: the value after a colon or a
 * column gap on its line, else the first line below that is neither the heading's wrapped words, a label nor another
 * sub-section. Read by the number, not the words: at most 0.75, so the sheet is reviewed.
 */
import { cleanValue, firstColumn, type Found } from "./label-lines.ts";
import { isLabel } from "./label-tiers.ts";
import { isLabelValue } from "./label-values.ts";
import { isPlainLineValue, isProductKind } from "./product-under-heading.ts";
import { isProse } from "./prose-values.ts";
import { NUMBERED_LEAD } from "./section-numbers.ts";
import { isVersionOrPage } from "./title-line-shapes.ts";

/** "1.1 Identificación …", "1.1. Bezeichnung …": the sub-section number and its heading's words. */
const SUBSECTION_ONE_ONE = /^1\s?\.\s?1\.?\s+(?<heading>\p{L}.*)$/u;
/** How far below the heading its value may stand (a wrapped heading line between). */
const LINES_BELOW = 2;
/** Confidence of a name read under a heading known only by its number. */
const BY_NUMBER = 0.75;

/** "Produktform Handelsname Produktcode": a row of labels whose values the page lost. */
const isLabelRow = (value: string) => value.split(/\s+/).filter(isLabelValue).length >= 2;

/**
 * A line that is a plain name (product-under-heading.ts' plain line value) and not a label or a row of them, a kind of
 * product, a version or page, or a sentence (1.1 of older sheets may describe the preparation).
 */
function isPlainName(value: string): boolean {
  return (
    isPlainLineValue(value) && !isLabelValue(value) && !isLabelRow(value) && !isProductKind(value) && !isVersionOrPage(value) &&
    !isProse(value) && !/\.$/.test(value)
  );
}

/** The product under section 1's "1.1" heading (`lines`: section 1's), or null. */
export function nameUnderNumberedHeading(lines: readonly string[]): Found | null {
  const index = lines.findIndex((line) => SUBSECTION_ONE_ONE.test(line.trim()));
  if (index < 0) return null;
  const heading = SUBSECTION_ONE_ONE.exec(lines[index]!.trim())!.groups!.heading!;
  // A heading the vocabulary knows was read by the label readers already: what they passed over is no name.
  if (isLabel(cleanValue(firstColumn(heading.split(/[:：]/)[0]!)))) return null;
  // Beside the heading: after its colon, or in the next column.
  const colon = heading.search(/[:：]/);
  const beside = colon >= 0 ? heading.slice(colon + 1) : heading.slice(firstColumn(heading).length);
  if (cleanValue(beside) !== "") {
    const value = cleanValue(firstColumn(cleanValue(beside)));
    return isPlainName(value) ? { value, line: index, confidence: BY_NUMBER } : null;
  }
  for (let below = index + 1; below < lines.length && below <= index + LINES_BELOW; below++) {
    const text = lines[below]!.trim();
    if (text === "") continue;
    if (NUMBERED_LEAD.test(text) || isLabel(cleanValue(text))) return null;
    const value = cleanValue(firstColumn(text));
    // The heading's words wrapped onto the next line ("… o el" / "preparado") start in lower case.
    if (below === index + 1 && /^\p{Ll}/u.test(value)) continue;
    return isPlainName(value) ? { value, line: below, confidence: BY_NUMBER } : null;
  }
  return null;
}
