/**
 * Hazard codes that stand only in rows repeating the statements label ("Hazard statements*  H304", then "Hazard
 * statements*  H317, H411" under the next ingredient), on a sheet whose section 2 says the product is not classified or
 * its label has no elements: a label prints its statements once, so such rows are the ingredients' (a composition run
 * into section 2, its heading lost), not the product's. The codes are kept for a person to look at, as a guess.
 */
import { extractHazardCodes, STATEMENT_LABEL_WORDS } from "./hazards.ts";
import { foldText } from "./section-vocabulary.ts";

/** The most codes read only from such rows may claim: below review. */
export const INGREDIENT_ROWS_CEILING = 0.5;

/**
 * A (folded, so lower-case) line opening with the statements label (hazards.ts's words), a footnote's asterisk or a
 * colon perhaps after it, then a code. Not hazards.ts's whole STATEMENT_LABEL: that one finds the label anywhere in a
 * line and takes a bracketed plural ("statement(s)") but no asterisk; these rows are told by their start and the code.
 */
const LABELLED_CODE_ROW = new RegExp(`^[\\s*•·-]*${STATEMENT_LABEL_WORDS}\\s*(?:\\(?\\*+\\)?|:)?\\s*(?:euh|h)\\s?\\d{3}`, "u");

/**
 * Whether the codes of these section 2 lines stand only in two or more rows that each repeat the statements label with
 * codes of their own, on a sheet that says there is nothing to label (`nothingToLabel`, decided by the caller).
 */
export function codesOnlyInIngredientRows(section2Lines: readonly string[], nothingToLabel: () => boolean): boolean {
  const isRow = section2Lines.map((line) => LABELLED_CODE_ROW.test(foldText(line).trim()));
  if (isRow.filter(Boolean).length < 2) return false;
  return extractHazardCodes(section2Lines.filter((_, index) => !isRow[index]).join("\n")).length === 0 && nothingToLabel();
}
