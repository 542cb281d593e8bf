/**
 * Places a signal word can be read from that are not the product's GHS label (session 22's path audit, docs/parsing-history.md
 * "Signal words read from the wrong place"): an ingredient's word in the composition, a word under section 2's
 * "Other hazards" when the label elements are elsewhere, a note opening with the word printed where a label's value
 * would be, a sheet classified only under a regime that has no signal words (the EU's old Directives 67/548/EEC and
 * 1999/45/EC with their R-phrases and symbol letters, Canada's WHMIS 1988 with its classes "D2B", "B3").
 * signal-word.ts and hazards.ts ask these questions; a word such a place gives is kept only when the hazard codes carry
 * a word (hazards.ts `unlessUnclassified`).
 */
import { CAS_NUMBER } from "./cas-repair.ts";
import { foldText } from "./section-vocabulary.ts";
import { CLASSIFICATION_HEADING, NO_HAZARDS_ALONE, NO_HAZARDS_LABELLED } from "./not-hazardous-statements.ts";
import { AFTER_PRECAUTIONARY_LABELS, EUH_AFTER_SIGNAL_WORD, firstTwoWords } from "./signal-words.ts";

/**
 * The composition's title at a line's start, folded ("Composition/information on ingredients", "3 Zusammensetzung /
 * Angaben zu Bestandteilen", "Composición", "Skład"), with or without its section word and number.
 */
export const COMPOSITION_TITLE =
  /^(?:(?:section|abschnitt|rubrique|seccion|sezione|rubriek|seccao|secao|sekcja|avsnitt|punkt|kohta)\s*)?(?:3\s*[.:)]?\s*)?(?:[:\-–—]\s*)?(?:composition|information on ingredients|zusammensetzung|composicion|composizione|samenstelling|composicao|sklad\b|sammansattning|sammensætning|sammensaetning|sammensetning|koostumus)/;

/**
 * Section 2's lines up to a composition the section finder ran into (section 3's heading missed): the composition's
 * title with a CAS number in the lines under it. The ingredients' classifications there print their own signal words
 * ("Ethanol … Flam. Liq. 2 … Signal word: Danger"), which are not the product's.
 */
export function beforeIngredients(sectionLines: readonly string[]): readonly string[] {
  for (let index = 1; index < sectionLines.length; index++) {
    if (!COMPOSITION_TITLE.test(foldText(sectionLines[index]!).trim())) continue;
    if (sectionLines.slice(index + 1, index + 5).some((line) => CAS_NUMBER.test(line))) return sectionLines.slice(0, index);
  }
  return sectionLines;
}

/**
 * A numbered sub-section heading ("2.3 Other hazards", "2.1. Classification", "4.1 Description of first aid measures"
 * where the section ran on), folded: section and sub-section numbers.
 */
const SUBSECTION_NUMBER = /^(?:[\s\-–—•*]*)(\d{1,2})\.(\d{1,2})(?!\d|\.\d)\.?\s*\p{L}/u;
/** An unnumbered "Other hazards" title (HCS 2012 and the languages' titles), alone or opening its line. */
const OTHER_HAZARDS_TITLE = new RegExp(`^(?:[\\s\\-–—•*]*)(?:${AFTER_PRECAUTIONARY_LABELS.filter((label) => !/supplemental|pictogra|piktogra/.test(label)).join("|")})(?![\\p{L}])`, "u");

/**
 * The line at `lineIndex` stands in another part of section 2 than its label elements: under "2.1 Classification" or
 * "2.3 Other hazards" of a section that has a "2.2" heading, under an "Other hazards" title, or under another
 * section's numbered sub-section ("4.1", "8.2") where section 2 ran on past its end. A word read there
 * without a label of its own heads a note ("2.3 Other hazards" / "Attention" / "Product may cause slipping."), not
 * the label.
 */
export function outsideLabelElements(folded: readonly string[], lineIndex: number): boolean {
  const numbers = (line: string) => SUBSECTION_NUMBER.exec(line)?.slice(1, 3).join(".");
  const hasLabelElements = folded.some((line) => numbers(line) === "2.2");
  for (let index = lineIndex; index >= 0; index--) {
    const line = folded[index]!;
    const number = numbers(line);
    // Another section's sub-section ("4.1", "8.2"): the section ran on past its end.
    if (number !== undefined) return !number.startsWith("2.") || (hasLabelElements && number !== "2.2");
    if (index < lineIndex && OTHER_HAZARDS_TITLE.test(line)) return true;
  }
  return false;
}

/**
 * A line under a signal-word label that opens with a word, a colon or "!" and goes on as a sentence ("Signal word" /
 * "Attention: keep out of reach of children."): a note heading the next line, the label's own cell left empty. A
 * label's word stands alone in its cell ("Warning", "Danger    H225 …").
 */
export const NOTE_OPENING = /^[\s\-–—•●·*¡]*\p{L}+\s*[:!]\s*\p{L}+[,;]?\s+\p{L}+[,;]?\s+\p{L}/u;

/**
 * A line that opens with a supplemental EU statement's own word, folded ("Achtung! Enthält Blei." EUH201A, "¡Atención!
 * Al rociar pueden formarse …" EUH211): under an empty signal-word label it is that statement, not the label's value.
 */
export function opensSupplementalStatementLine(folded: string): boolean {
  const opening = /^[\s\-–—•●·*]*¡?\p{L}+\s*[!.]\s*/u.exec(folded);
  return opening !== null && EUH_AFTER_SIGNAL_WORD.has(firstTwoWords(folded.slice(opening[0].length)));
}

/**
 * A classification under a regime that gives no signal word, folded: the EU's old Directives (by number, or an
 * R-phrase "R36/38", "R10", or their name "R-phrases", "R-Sätze"), Canada's WHMIS 1988 (a class with its division, "D2B", "B3", or its "controlled product").
 */
const OTHER_REGIME = new RegExp(
  [
    "67/548(?:/eec|/ewg|/cee)?", "1999/45(?:/ec|/eg|/ce)?", "(?<![\\p{L}\\d.\\-])r\\d{2}(?:/\\d{2})*(?![\\d\\p{L}.\\-])",
    "r-phrases?", "r-satze", "phrases r(?![\\p{L}])", "frases r(?![\\p{L}])", "frasi r(?![\\p{L}])", "r-zinnen", "zwroty r(?![\\p{L}])",
    "whmis(?! ?20)[^\\n]{0,40}(?<![\\p{L}\\d])[a-f]\\d[a-c]?(?![\\p{L}\\d])", "simdut(?! ?20)[^\\n]{0,40}(?<![\\p{L}\\d])[a-f]\\d[a-c]?(?![\\p{L}\\d])",
    "controlled product", "produit controle",
  ].join("|"),
  "u",
);

/** A GHS pictogram's code ("GHS02", "GHS 07"), folded: a CLP or GHS label, which gives the product a signal word. */
const GHS_PICTOGRAM_CODE = /(?<![\p{L}\d])ghs\s?0[1-9](?!\d)/u;

/**
 * Section 2 classifies the product only under a regime without signal words (the caller knows no H-code was read).
 * A sheet of the transition years printing both (the old Directives' R-phrases, then the CLP label with its
 * pictograms' codes) is classified under CLP too.
 */
export function classifiedUnderAnotherRegime(sectionLines: readonly string[]): boolean {
  const folded = sectionLines.map(foldText);
  return folded.some((line) => OTHER_REGIME.test(line)) && !folded.some((line) => GHS_PICTOGRAM_CODE.test(line));
}

/**
 * California's Proposition 65 warning in its 2018 short form and its translations, folded: the paragraph under its
 * "WARNING" / "ADVERTENCIA" / "AVERTISSEMENT" heading ("This product can expose you to chemicals including …, which
 * is known to the State of California …", "www.P65Warnings.ca.gov").
 */
const PROPOSITION_65_TEXT =
  /can expose you to|known to the state of|p65 ?warnings|proposition 65|prop\.? ?65|californi[ae]|puede exponerl[oa]|estado de california|peut vous exposer|etat de californie/;
/** A line that belongs to the GHS label rather than to a paragraph of text: a hazard or precautionary code, a sub-section's number. */
const LABEL_LINE = /(?<![\p{L}\d])(?:euh|h|p)\s?\d{3}(?!\d)|^\s*\d{1,2}\.\d/u;

/**
 * The lone word at `index` heads a Proposition 65 paragraph: its text follows within six lines, before any line of
 * the label (a code, a sub-section). The word is California's, not the GHS label's, however far down the paragraph
 * names the State.
 */
export function headsProposition65(folded: readonly string[], index: number): boolean {
  for (let below = index + 1; below < Math.min(folded.length, index + 7); below++) {
    if (PROPOSITION_65_TEXT.test(folded[below]!)) return true;
    if (LABEL_LINE.test(folded[below]!)) return false;
  }
  return false;
}

/**
 * Section 2 answers its classification with "No hazards" / "No known hazards" (not-hazardous-statements.ts): after a
 * classification's label, or on one of the two lines under a classification heading ("2.1 Classification …"). Under
 * "2.3 Other hazards" or a hazard class's heading ("ENVIRONMENTAL HAZARDS") classified sheets print it too.
 */
export function statesNoHazards(sectionLines: readonly string[]): boolean {
  const folded = sectionLines.map((line) => foldText(line).trim());
  return folded.some((line, index) => NO_HAZARDS_LABELLED.test(line) ||
    (NO_HAZARDS_ALONE.test(line) && folded.slice(Math.max(0, index - 2), index).some((above) => CLASSIFICATION_HEADING.test(above))));
}
