/**
 * A standard's edition named in the sheet with its date ("Sistema de classificação utilizado: Norma ABNT-NBR
 * 14.725-4:2014 Terceira Edição 19.11.2014", "ISO 11014:2009 First edition 15.03.2009", "DIN 52900 Ausgabe 05.2012"): the
 * edition label stands right after the standard's code and number, a word or two between, and the date is the
 * standard's, never the sheet's (revision-date.ts reads "Edition: March 2021" for the sheet's own).
 */
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

