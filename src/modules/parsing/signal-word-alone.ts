/**
 * The signal word without a label: a line holding only the word (or the word opening a statement's label), trusted
 * inside GHS label content, away from Proposition 65 and emergency-overview text, outside the precautionary statements,
 * and not the end of the line above's cell nor the opening of a supplemental EU statement.
 */
import { LABEL_ELEMENTS_TITLES } from "./section-vocabulary.ts";
import { headsProposition65 } from "./signal-word-doubts.ts";
import { afterLabel, aloneWord, BULLETS, stackedWithTheOther, wordBeforeStatementLabel } from "./signal-word-line.ts";
import { AFTER_PRECAUTIONARY_LABELS, EUH_AFTER_SIGNAL_WORD, firstTwoWords, HAZARD_STATEMENT_LABELS, PRECAUTIONARY_LABELS, SIGNAL_WORD_LABELS } from "./signal-words.ts";
import type { SignalWordFinding } from "./signal-word.ts";
import { readStatements } from "./ghs-statements.ts";

const GHS_LABEL_CONTENT =
  new RegExp(`${LABEL_ELEMENTS_TITLES}|\\bghs(?:0\\d)?\\b|\\bsgh\\b|\\bclp\\b|hazard statements?|gefahrenhinweis|mentions? de danger|indicaciones? de peligro|frases h|indicazioni di pericolo|gevarenaanduiding|advertencias? de perigo|zwroty wskazujace|\\bh\\d{3}\\b|pictogra`);
/**
 * Text around a word that is not the GHS label's: California's Proposition 65 warning (also in Spanish and French:
 * "Estado de California", "État de Californie"), an old MSDS's emergency overview ("Resumen de emergencia", "Aperçu
 * des urgences"), the signal words of other systems — ANSI's and the US EPA's "CAUTION", Canada's consumer-chemical
 * (CCCR) "CAUTION" / "ATTENTION" pair, a pesticide's label (EPA, FIFRA).
 */
export const NOT_GHS_CONTEXT =
  /proposition 65|prop\.? ?65|p65|californi[ae]|kalifornien|cancer and birth defects|emergency overview|resumen de emergencia|apercu des urgences|survol des urgences|(?<![\p{L}])(?:caution|cccr|fifra|epa)(?![\p{L}])|consumer chemicals and containers|pesticide/u;

/**
 * Which lines stand among the precautionary statements: from a precautionary label or a line opening with a
 * P-code, up to the next sub-section, hazard-statement or signal-word label, or another part of the label elements.
 */
function amongPrecautionaryStatements(folded: readonly string[]): boolean[] {
  let inside = false;
  return folded.map((line) => {
    const text = line.replace(BULLETS, "").trim();
    const bare = text.replace(/^\d{1,2}(?:\.\d{1,2})+\.?\s*/, "");
    const startsWithAny = (labels: readonly string[]) => labels.some((label) => bare.startsWith(label));
    if (/^\d{1,2}\.\d/.test(text) || startsWithAny(HAZARD_STATEMENT_LABELS) || startsWithAny(AFTER_PRECAUTIONARY_LABELS) || afterLabel(line) !== null) inside = false;
    if (startsWithAny(PRECAUTIONARY_LABELS) || /^p\d{3}/.test(bare)) inside = true;
    return inside;
  });
}

/** Words a phrase does not end on: a line whose first cell ends with one wraps onto the next line. */
const PHRASE_CONTINUES = /(?:^|\s)(?:of|in|for|to|the|a|an|and|or|with|by|from|at|on|as|no|any|de|du|des|la|le|les|der|die|das|von|zu|di|del|della|van|het|do|da|dos|na|o)$/i;

/**
 * The lone word finishes the line above's first cell, wrapped ("Tactile warning of" / "danger", the CLP packaging
 * label): that cell ends on a preposition or article, or the word is in lower case under a cell ending on a letter.
 */
function continuesLineAbove(above: string, line: string): boolean {
  const cell = above.trim().split(/\s{2,}/)[0]!.trim();
  if (PHRASE_CONTINUES.test(cell)) return true;
  const word = line.replace(/^[\s\-–—•●·*►▶■:]+/, "").trim();
  return /^\p{Ll}+[!.]?$/u.test(word) && /\p{L}$/u.test(cell);
}

/** The signal word's labels of two words or more: a column header wrapped inside one may end on a word ("advertencia"). */
const WRAPPING_SIGNAL_LABELS = SIGNAL_WORD_LABELS.filter((label) => label.includes(" "));

/**
 * The lone word ends a signal-word label the line above began, a table's column header wrapped ("Característica
 * Categoría Palabra" / "Advertencia", the label "Palabra advertencia"): Spanish "advertencia" is a signal word too.
 */
function endsSignalWordLabel(foldedAbove: string, foldedLine: string): boolean {
  const joined = `${foldedAbove.trim()} ${foldedLine.replace(BULLETS, "").trim()}`;
  return WRAPPING_SIGNAL_LABELS.some((label) => joined === label || (joined.endsWith(label) && joined.at(-label.length - 1) === " "));
}

/** An EU statement's code ending a line: its wording goes on below ("EUH211" / "Attention !" / "Des gouttelettes …"). */
const ENDS_WITH_EUH_CODE = /\beuh\s?\d{3}a?\s*[:.-]?\s*$/;

/**
 * The lone word at `index` is the opening sentence of a supplemental EU statement ("Achtung!" / "Enthält Blei.", EUH201A):
 * the statement's code ends the line above, or the word carries its "!" or "." and the next line goes on with the
 * statement's words.
 */
function opensSupplementalStatement(folded: readonly string[], index: number): boolean {
  if (index > 0 && ENDS_WITH_EUH_CODE.test(folded[index - 1]!)) return true;
  if (!/[!.]\s*$/.test(folded[index]!)) return false;
  return EUH_AFTER_SIGNAL_WORD.has(firstTwoWords(folded[index + 1] ?? ""));
}

/**
 * Section 2 prints a GHS hazard statement's wording, in any language the statements are known in ("¡Atención!" /
 * "Provoca irritación ocular grave." under a heading, no label and no code): GHS label content too. Read only where no
 * label word or code already says so.
 */
function printsStatementWording(sectionLines: readonly string[]): boolean {
  return readStatements(sectionLines.join("\n")).codes.length > 0;
}

/** A line holding only the word, trusted inside GHS label content and away from Prop 65 and overview text. */
export function findAloneSignalWord(sectionLines: readonly string[], folded: readonly string[], labelIndex: number): SignalWordFinding | null {
  // Without a label word or code, a statement's wording is looked for only once a lone word stands (a costly read).
  let trusted: boolean | undefined = GHS_LABEL_CONTENT.test(folded.join("\n")) || undefined;
  const precautionary = amongPrecautionaryStatements(folded);
  for (let index = 0; index < folded.length; index++) {
    // With a label whose value was not recognisable, only a word just below that label is taken (a word just above
    // a label alone on its line is read in the label's own pass).
    if (labelIndex !== -1 && (index <= labelIndex || index > labelIndex + 3)) continue;
    // A word among the precautionary statements is a statement's remnant ("… Warning"), unless just below its label.
    if (labelIndex === -1 && precautionary[index]) continue;
    const opening = aloneWord(folded[index]!) === null ? wordBeforeStatementLabel(folded[index]!) : null;
    const word = aloneWord(folded[index]!) ?? opening;
    if (!word) continue;
    const around = folded.slice(Math.max(0, index - 2), index + 3).join(" ");
    if (NOT_GHS_CONTEXT.test(around) || headsProposition65(folded, index)) continue;
    if (index > 0 && (continuesLineAbove(sectionLines[index - 1]!, sectionLines[index]!) || endsSignalWordLabel(folded[index - 1]!, folded[index]!))) continue;
    if (opensSupplementalStatement(folded, index)) continue;
    // "DANGER" / "ATTENTION" / "néant": a form's two options stacked, each alone on its line, not the product's word.
    const above = index > 0 ? aloneWord(folded[index - 1]!) : null;
    if ((above !== null && above !== word) || stackedWithTheOther(word, folded[index + 1] ?? "", folded[index + 2] ?? "") !== undefined) continue;
    if (!(trusted ??= printsStatementWording(sectionLines))) return null;
    const split = opening === null && folded[index]!.replace(BULLETS, "").trim().includes(" ");
    return { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: split ? 0.6 : 0.7, unlabelled: true };
  }
  return null;
}
