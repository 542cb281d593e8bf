/**
 * Hazard codes that stand only in rows repeating the statements label ("Hazard statements*  H304", then "Hazard
 * statements*  H317, H411" under the next ingredient), on a sheet whose section 2 says the product is not classified or
 * its label has no elements: a label prints its statements once, so such rows are the ingredients' (a composition run
 * into section 2, its heading lost), not the product's. The codes are kept for a person to look at, as a guess.
 */
import { extractHazardCodes } from "./hazards.ts";
import { phrasePattern } from "./label-lines.ts";
import { foldText } from "./section-vocabulary.ts";
import { HAZARD_STATEMENT_LABELS } from "./signal-words.ts";

/** The most codes read only from such rows may claim: below review. */
export const INGREDIENT_ROWS_CEILING = 0.5;

/** A (folded, so lower-case) line opening with the statements label, a footnote's asterisk or a colon perhaps after it, then a code. */
const LABELLED_CODE_ROW = new RegExp(`^[\\s*•·-]*(?:${phrasePattern(HAZARD_STATEMENT_LABELS)})\\s*(?:\\(?\\*+\\)?|:)?\\s*(?:euh|h)\\s?\\d{3}`, "u");

/**
 * Whether the codes of these section 2 lines stand only in two or more rows that each repeat the statements label with
 * codes of their own, on a sheet that says there is nothing to label (`nothingToLabel`, decided by the caller).
 */
export function codesOnlyInIngredientRows(section2Lines: readonly string[], nothingToLabel: () => boolean): boolean {
  const isRow = section2Lines.map((line) => LABELLED_CODE_ROW.test(foldText(line).trim()));
  if (isRow.filter(Boolean).length < 2) return false;
  return extractHazardCodes(section2Lines.filter((_, index) => !isRow[index]).join("\n")).length === 0 && nothingToLabel();
}
