/**
 * Shapes of a product name's value (./identity.ts): values that are no name although they stand where a name does (a
 * label of another field, tick boxes, a regulation's name), a name whose end holds a fertiliser's grade, section 1's
 * heading run on into a name, and a heading that goes on in the next line.
 */
import { phrasePattern } from "./label-lines.ts";
import { isSentence } from "./product-layouts.ts";
import { isProductValue, REGULATION } from "./label-tiers.ts";
import { foldText, SECTION_WORD } from "./section-vocabulary.ts";
import { NUMBER_LABEL_NOUNS } from "./vocabulary/identity-labels.ts";
import { ISSUE_DATE_LABELS, PLAIN_DATE_LABELS, PREPARATION_DATE_LABELS, REVISION_DATE_LABELS } from "./vocabulary/date-labels.ts";
import { ARTICLES, JOINING_WORDS } from "./vocabulary/joining-words.ts";

/** "[X] Doméstico [X] Profesional [_] Industrial", "☒ Professional": a form's tick boxes (another field's choices), no name. */
export const CHECKBOXES = /\[\s*[xX_✓✔ ]?\s*\]|[☐☑☒]/u;

/**
 * "REACH –", "GHS", "CLP / 1272/2008": a value that is only a regulation's name (a subtitle's piece, a form's column
 * header) once its words and punctuation are taken away holds no letter: no name.
 */
export function isRegulationAlone(value: string): boolean {
  return !/\p{L}/u.test(value.replace(REGULATION, ""));
}

/**
 * "Harbourgro 04-02-07", "Porto Rasen 12-5-20": a fertiliser's name ends in its N-P-K grade, three numbers joined by
 * hyphens that also read as a date. After a name label such a value is the name, unless its words are a date's label
 * ("Date", "Revised", "Datum", "Fecha de revisión": a date row). Other field words stay: "All Purpose Formula 10-10-10".
 */
const GRADE_AT_END = /^(?<name>.*\p{L}{3}.*?)\s+\d{1,2}-\d{1,2}-\d{1,2}$/u;
const DATE_LABEL_WORD = new RegExp(
  `(?<![\\p{L}])(?:${phrasePattern([...REVISION_DATE_LABELS, ...ISSUE_DATE_LABELS, ...PREPARATION_DATE_LABELS, ...PLAIN_DATE_LABELS])})(?![\\p{L}])`,
  "iu",
);
export function isNameOrNameWithGrade(value: string, besideLabel: boolean): boolean {
  if (isProductValue(value, besideLabel, true)) return true;
  const name = GRADE_AT_END.exec(value)?.groups?.name;
  return name !== undefined && !DATE_LABEL_WORD.test(name) && isProductValue(name, besideLabel, true);
}

/**
 * "Nome del prodotto" / "Numero" / "Sostanza/miscela", "Handelsnaam" / "identificatienummer": a column of labels printed
 * before its column of values puts another field's one-word label under the name's. A word that names a number or a
 * code ("Numero", "Code", "Ref."), or a compound ending in a number word ("Artikelnummer"), is a label; other field
 * words are left alone, since a product may be called "Model", "Forma" or "Index".
 */
const LONE_NUMBER_LABEL = new RegExp(`^(?:\\p{L}*(?:nummer|numer|number)|${phrasePattern(NUMBER_LABEL_NOUNS)})\\s*[.:：]?$`, "iu");
export function isLoneNumberLabel(value: string): boolean {
  return LONE_NUMBER_LABEL.test(value);
}

/** Words of a value that holds a sentence, and small-letter words in it. */
const DESCRIPTION_WORDS = 8;
const DESCRIPTION_SMALL_WORDS = 3;

/**
 * "HARBOUR AMEX Bagged, Amex LD, Emulsion sensitive to a booster.": a name followed by its variants and a sentence that
 * describes the product; where the name ends is a guess. A sentence (./product-layouts.ts isSentence) of eight words
 * or more with three small-letter words.
 */
export function endsInDescription(value: string): boolean {
  return isSentence(value, DESCRIPTION_WORDS, DESCRIPTION_SMALL_WORDS);
}

/** Section 1's heading word and number inside a value, matched on the folded text ("oddil 1:", "section 01."). */
const SECTION_ONE_HEADING_INSIDE = new RegExp(`\\s(?:${SECTION_WORD})\\s*0?1\\s*[:.]`, "u");

type HeadingCut = {
  /** The value before section 1's heading (the whole value when there was none). */
  value: string;
  /** Whether a heading was found and cut off. */
  cut: boolean;
};

/**
 * "Harbour STOP Plísni ODDÍL 1: Identifikace látky/směsi …": a header cell set on the name's baseline gives section 1's
 * own heading after the name; the heading (its word and number, in any language) and what follows are cut off. Only
 * section 1's: "Harbour Rinse 40 see Section 8." keeps its words.
 */
export function cutSectionOneHeading(value: string): HeadingCut {
  const folded = foldText(value);
  if (folded.length === value.length) {
    const heading = SECTION_ONE_HEADING_INSIDE.exec(folded);
    return heading ? { value: value.slice(0, heading.index), cut: true } : { value, cut: false };
  }
  // "Straßenfarbe SECTION 1: …", a name in decomposed accents: folding changed the length, so places are mapped back.
  const { text, starts } = foldedWithPlaces(value);
  const heading = SECTION_ONE_HEADING_INSIDE.exec(text);
  return heading ? { value: value.slice(0, starts[heading.index]), cut: true } : { value, cut: false };
}

/** The folded text and, for each of its characters, where in the value the character it came from starts. */
function foldedWithPlaces(value: string): { text: string; starts: number[] } {
  let text = "";
  const starts: number[] = [];
  let at = 0;
  for (const character of value) {
    const folded = foldText(character);
    text += folded;
    for (let index = 0; index < folded.length; index++) starts.push(at);
    at += character.length;
  }
  return { text, starts };
}

/**
 * "Sezione 1: IDENTIFICAZIONE DELLA SOSTANZA O DELLA MISCELA E DELLA" / "SOCIETÀ/IMPRESA": a heading that ends on a
 * joining word goes on in the next line, which is no name.
 */
export const HEADING_GOES_ON = new RegExp(`\\s(?:${[...JOINING_WORDS, ...ARTICLES].join("|")})$`, "iu");
