/**
 * The use's labels as patterns (./use.ts reads the use after them): a label closed by its colon, a long or a short
 * label before its value without one, a sector's label, the label joined with the restrictions' word, a label standing
 * alone, and the words that say a text is no use (advised against, a sector, an audience, a pointer elsewhere).
 */
import { inlineRegex, labelRegex } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { translatedLabelsDropper } from "./translated-labels.ts";
import {
  USE_ADVISED_AGAINST,
  USE_LABELS as BASE_USE_LABELS,
  USE_LABELS_MORE,
  USE_LABELS_FORMS,
  USE_LABELS_NATIONAL,
  USE_RESTRICTION_WORDS,
  USE_SECTOR_LABELS,
  USE_SECTOR_WORDS,
  USE_AUDIENCE_WORDS,
} from "./vocabulary/use-labels.ts";
import { AND_WORDS, ARTICLES, JOINING_WORDS } from "./vocabulary/joining-words.ts";
import { CROSS_REFERENCE_VERBS } from "./vocabulary/cross-reference-words.ts";
import { CELL_GAP_SOURCE } from "./cell-gap.ts";

const USE_LABELS = [...BASE_USE_LABELS, ...USE_LABELS_MORE, ...USE_LABELS_FORMS, ...USE_LABELS_NATIONAL];
// Dot leaders may part a label and its value ("Utilisation de la substance/du mélange ..........: Nettoyant").
export const USE_LABEL = labelRegex([...USE_LABELS, ...USE_SECTOR_LABELS], false, [], true);
/**
 * Long labels also stand without a separator before a capitalised value ("Emploi de la substance / de la
 * préparation Désodorisant."): four words are too many to be the start of a value.
 */
export const LONG_USE_LABEL = new RegExp(`^(?:${phrasePattern(USE_LABELS.filter((label) => label.split(/\s+/).length >= 4))})\\s(.*)$`, "iu");
/**
 * Labels of two or three words one space before a capitalised value ("Recommended use Oral care", "Uso recomendado
 * Limpiador desinfectante."), or two words joined by a slash ("Descrizione/Utilizzo SMALTO …"): a PDF whose value cell
 * stands closer to its label than a column gap reads so. Less sure than a closed label (0.7); a value opening with a
 * joining word ("Recommended Use Of The Chemical …", a heading in title case) or naming restrictions is not one. Not a
 * label of one word: it may be the value's own first word ("Uso Industriale").
 */
const SHORT_USE_LABEL = new RegExp(`^(?:${phrasePattern(USE_LABELS.filter((label) => [2, 3].includes(label.split(/\s+/).length) || /^[^\s/]+\/[^\s/]+$/.test(label)))})\\s(\\S.*)$`, "iu");
export const SHORT_LABEL_CONFIDENCE = 0.7;
const NOT_A_VALUE_START = new RegExp(`^(?:${[...JOINING_WORDS, ...ARTICLES, "on", "for", "to"].join("|")})(?![\\p{L}])|${phrasePattern(USE_RESTRICTION_WORDS)}`, "iu");

/** A short label one space before its capitalised value (SHORT_USE_LABEL), or null. */
export function shortLabelMatch(text: string): RegExpExecArray | null {
  const short = SHORT_USE_LABEL.exec(text);
  return short && /^\p{Lu}/u.test(short[1]!) && !NOT_A_VALUE_START.test(short[1]!) ? short : null;
}
/** A line starting with a use or sector label: one test per line before the costlier ones (and a 1.2 heading's start). */
export const USE_AT_START = new RegExp(`^(?:${phrasePattern([...USE_LABELS, ...USE_SECTOR_LABELS])})(?![\\p{L}])`, "iu");
export const SECTOR_LABEL = new RegExp(`^(?:${phrasePattern(USE_SECTOR_LABELS)})(?![\\p{L}])`, "iu");
export const ADVISED_AGAINST = inlineRegex(USE_ADVISED_AGAINST);
export const SECTOR_WORD = inlineRegex(USE_SECTOR_WORDS);
export const AUDIENCE_WORD = inlineRegex(USE_AUDIENCE_WORDS);
/** "See section 16", "siehe Abschnitt 16", "Vedi sezione 16" (vocabulary/cross-reference-words.ts): a pointer, not a use. */
export const POINTER = new RegExp(`^(?:please\\s+)?(?:${phrasePattern(CROSS_REFERENCE_VERBS)})(?![\\p{L}\\d])`, "iu");
/**
 * A use label and its restrictions' word joined ("Product Use/Restriction", "Uso y restricciones (…)"), also in
 * brackets after it ("Recommended use (and restrictions on use):").
 */
const COMBINED_LABEL_HEAD = `^(?:${phrasePattern(USE_LABELS)})\\s*(?:[/&+,]|\\b(?:${AND_WORDS.join("|")})\\b|\\((?=[^)]{0,40}\\))\\s*(?:(?:${AND_WORDS.join("|")})\\s+)?)\\s*(?:${phrasePattern(USE_RESTRICTION_WORDS)})(?![\\p{L}])\\)?(?:\\s*\\([^)]{0,40}\\))?`;
/**
 * A label naming the use and its restrictions at once, with its value on the line ("Product Use/Restriction:
 * Abrasive product.", "Product Uses & Restrictions:    Professional use only"): group 1 is the value.
 */
export const COMBINED_LABEL = new RegExp(`${COMBINED_LABEL_HEAD}\\s*(?:[:：]\\s*|${CELL_GAP_SOURCE}|\\s+[-–]\\s+)(\\S.*)$`, "iu");
/** The combined label alone on its line with its colon, its value below ("Product Use/Restriction:" / "Abrasive product."). */
export const COMBINED_LABEL_ALONE = new RegExp(`${COMBINED_LABEL_HEAD}\\s*[:：]\\s*$`, "iu");
/** The combined label as the whole text, with its colon or without: a label wrapped over two lines is joined to it. */
const WHOLE_COMBINED_LABEL = new RegExp(`${COMBINED_LABEL_HEAD}\\s*[:：]?\\s*$`, "iu");
/** Use labels joined with their translations or side by side: the first ones dropped, the last read as the label. */
export const withoutFirstLabels = translatedLabelsDropper(USE_LABELS);
/** A use label standing alone (the whole text), to join a label wrapped over two lines. */
export const WHOLE_USE_LABEL = new RegExp(`^(?:${phrasePattern(USE_LABELS)})\\s*$`, "iu");
export const wholeUseOrCombinedLabel = (text: string) => WHOLE_USE_LABEL.test(text) || WHOLE_COMBINED_LABEL.test(text);
