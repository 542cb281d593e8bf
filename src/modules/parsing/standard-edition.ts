/**
 * A standard's edition named in the sheet with its date ("Sistema de classificação utilizado: Norma ABNT-NBR
 * 14.725-4:2014 Terceira Edição 19.11.2014", "ISO 11014:2009 First edition 15.03.2009", "DIN 52900 Ausgabe 05.2012"): the
 * edition label stands right after the standard's code and number, a word or two between, and the date is the
 * standard's, never the sheet's (revision-date.ts reads "Edition: March 2021" for the sheet's own).
 */
import { CELL_GAP } from "./cell-gap.ts";
import { foldAccents } from "./date-label-patterns.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { EDITION_LABELS } from "./vocabulary/date-labels.ts";

/** The edition labels (folded, as the label is matched), with an ordinal the label holds ("First edition"), and German's "Ausgabe". */
const EDITION_LABEL = new RegExp(`^(?:\\p{L}+\\s+)?(?:${phrasePattern([...EDITION_LABELS, "ausgabe"].map(foldAccents))})$`, "iu");

/**
 * A standard's body and number ("ABNT-NBR 14.725-4:2014", "ISO 11014:2009", "NCh 2245:2015", "DIN 52900", "EN 13329"),
 * then up to three words ("Terceira", "First"), at the end of the text before the label.
 */
const STANDARD_THEN_WORDS =
  /(?<![\p{L}])(?:nbr|iso|din|en|une|nf|bs|ansi|astm|jis|gb|nch|nom|nmx|ntc|iram|uni|sans|as\/nzs)[\s-]*\d[\d.,:/-]*(?:\s+\p{L}+){0,3}\s*$/iu;

/** Whether `label` (folded, as matched) is an edition's and `before` (its line up to it) ends in a standard's name. */
export function isStandardEdition(label: string, before: string): boolean {
  return EDITION_LABEL.test(label.trim()) && STANDARD_THEN_WORDS.test(before);
}

/**
 * A number's word right before a revision label ("No. DE REVISIÓN", "N° de révision", "Número de revisión", "Nr. der
 * Revision"): the label of the revision's number, not of its date. In a header's row of labels over their values
 * ("FECHA DE ELABORACIÓN / No. DE REVISIÓN / FECHA DE REVISIÓN" over "07 DE MAYO, 1999 / 12 / 3 DE ENERO, 2013") it
 * took the first date, the first issue's, at 0.95 (session 50's blind round).
 */
const NUMBER_WORD_BEFORE = /(?:(?<![\p{L}])(?:n[°º.]|no\.?|nr\.?|núm\.?|num\.?|número|numero|numéro|nummer|number)\s*(?:(?:de|der|of|di|da|do|du)\s+(?:la\s+|el\s+)?)?)$/iu;
export function namesRevisionNumber(lineBefore: string): boolean {
  return NUMBER_WORD_BEFORE.test(lineBefore.split(CELL_GAP).pop() ?? "");
}
