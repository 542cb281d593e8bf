/**
 * Shapes of a product name's value (./identity.ts): values that are no name although they stand where a name does (a
 * label of another field, tick boxes, a regulation's name), a name whose end holds a fertiliser's grade, section 1's
 * heading run on into a name, and a heading that goes on in the next line.
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { isSentence } from "./title-line-shapes.ts";
import { isProductValue, REGULATION } from "./label-tiers.ts";
import { afterLeadingLabel } from "./run-on-labels.ts";
import { foldText, SECTION_WORD, titleSectionNumbers } from "./section-vocabulary.ts";
import { NUMBER_LABEL_NOUNS } from "./vocabulary/identity-labels.ts";
import { ISSUE_DATE_LABELS, PLAIN_DATE_LABELS, PREPARATION_DATE_LABELS, REVISION_DATE_LABELS } from "./vocabulary/date-labels.ts";

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
 * describes the product; where the name ends is a guess. A sentence (./title-line-shapes.ts isSentence) of eight words
 * or more with three small-letter words.
 */
export function endsInDescription(value: string): boolean {
  return isSentence(value, DESCRIPTION_WORDS, DESCRIPTION_SMALL_WORDS);
}

/** Section 1's heading word and number inside a value, matched on the folded text ("oddil 1:", "section 01."). */
const SECTION_ONE_HEADING_INSIDE = new RegExp(`\\s(?:${SECTION_WORD})\\s*0?1\\s*[:.]`, "u");

/**
 * "1. CHEMICAL PRODUCT AND COMPANY IDENTIFICATION": a numbered heading whose title names its own section. Below a label
 * alone it is the next section or sub-section starting (a bilingual sheet's name label stacked under its translation,
 * the name beside the first), never the name. Folded text.
 */
const NUMBERED_TITLE = new RegExp(`^(?:(?:${SECTION_WORD})\\s*)?0?(\\d{1,2})\\s*[.:)]{0,2}\\s+(\\p{L}.{2,})$`, "u");
export function isNumberedSectionHeading(value: string): boolean {
  const heading = NUMBERED_TITLE.exec(foldText(value.trim()));
  return heading !== null && titleSectionNumbers(heading[2]!).includes(Number(heading[1]));
}

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

/** The last word of a row of values that is a code or number ("4711", "HX-200/B"): the second label's value. */
const TRAILING_CODE = /\s+[\p{Lu}\d][\p{Lu}\d./-]*\d[\p{Lu}\d./-]*$/u;

/**
 * "Produktnamn Artikelnr. Harbour Disk 4711": beside a name label, other fields' labels first and then the values,
 * in order: a form whose labels the text layer gives as one row before their values. The labels never are the name:
 * every leading one is dropped. With a code as the last word (a number's value), the name is what stands between;
 * without one, what follows the labels. Either way the name is read from the layout, not certain (the caller caps it
 * at LABEL_ROW).
 */
export function labelColumnFirst(value: string): { value: string; cut: boolean } {
  let rest = afterLeadingLabel(value);
  if (rest === null) return { value, cut: false };
  for (let next = afterLeadingLabel(rest); next !== null; next = afterLeadingLabel(rest)) rest = next;
  const name = rest.replace(TRAILING_CODE, "").trim();
  if (name !== rest && isProductValue(name)) return { value: name, cut: true };
  return { value: isProductValue(rest) ? rest : value, cut: true };
}

/**
 * "ETANOLO Cas No 64-17-5 CE No 200-578-6", "KALIUMHYDROXID, technisch / 1310-58-3" (beside "Produktname / CAS:"): the
 * substance's CAS number, with its label or after a slash, and what follows it are identifiers, not the name.
 */
const TRAILING_IDENTIFIERS = /\s+(?:\/\s*|(?:n[°º]\.?\s*|nr\.?\s*|num[eé]ro\s+|número\s+)?(?:cas|ec|ce|eg|we)(?:[- ]?(?:no|nr|n[°º]|number|nummer|numero|número|#))?\.?\s*[:：]?\s*)\d{2,7}-\d{2}-\d(?!\d).*$/iu;
/**
 * "COPPER OXYCHLORIDE 01-2119966120-46-0006": a substance's REACH registration number (01-, ten digits, the check
 * digits, the registrant's four digits or "XXXX") after the name, a comma or a slash before it perhaps.
 */
const TRAILING_REGISTRATION = /[\s,;/]+0[1-5]-\d{10}-\d{2}-(?:\d{4}|x{4})(?![\p{L}\d]).*$/iu;
/**
 * "Eau de Chaux No.-CAS", "Harbour Lime CAS-Nr.:": the next field's CAS or EC label closing the value, its number on the
 * line below. A number word must be in it: "Decis 25 EC" names an emulsifiable concentrate.
 */
const TRAILING_NUMBER_LABEL = /\s+(?:(?:n[°º]|nr|no)\.?\s*-?\s*(?:cas|ec|ce|eg|we)|(?:cas|ec|ce|eg|we)[- ]?(?:no|nr|n[°º]|number|nummer|numero|número|#))\.?\s*[:：]?$/iu;
/**
 * "Dentalgipse 1." / "STOFF-/ZUBEREITUNGS- UND FIRMENBEZEICHNUNG", "Nombre del producto: Yamalube 4T SJ 10W30 1. Identificación de
 * la sustancia …": section 1's number, its heading on the next line or cut off, is not the name's ("Formula No. 1." keeps it).
 */
const TRAILING_SECTION_ONE = /(?<!(?:^|\s)(?:no|nr|n[°º]|number|nummer|numero|número|part|teil|parte|partie|type|typ|grade|formula|formel|fórmula|formule)\.?)\s+1\.$/iu;
/** The name without section 1's number closing it (every reading of the name ends with this). */
export function withoutSectionOneNumber(value: string): string {
  const cut = value.replace(TRAILING_SECTION_ONE, "");
  return cut.length >= 2 ? cut : value;
}
export function withoutTrailingIdentifiers(value: string): string {
  const cut = value.replace(TRAILING_IDENTIFIERS, "").replace(TRAILING_REGISTRATION, "").replace(TRAILING_SUBSECTION, "").replace(NEXT_FORM_FIELD, "").replace(TRAILING_NUMBER_LABEL, "").trim();
  return cut.length >= 2 ? cut : value;
}

/** Section 1's heading cut off a name (cutSectionOneHeading); a cut that leaves less than two characters is not made. */
export function withoutSectionOneHeading(value: string): { value: string; cut: boolean } {
  const heading = cutSectionOneHeading(value);
  return heading.cut && heading.value.trim().length >= 2 ? { value: heading.value.trim(), cut: true } : { value, cut: false };
}

/** "Cloro 2) OTROS MEDIOS DE IDENTIFICACIÓN": a form's next numbered field ("2)" and a label in capitals) on the value's line. */
const NEXT_FORM_FIELD = /\s+\d{1,2}\)\s+\p{Lu}{2,}(?:\s+\p{Lu}+)*(?:\s.*)?$/u;
/**
 * "Harbour Removedor 1.2 Aplicação do Produto", "HARBOUR NEUTRO 1.2.": section 1's next sub-section (1.2–1.4) printed on the
 * value's baseline. Only its number alone, or its number and a heading of three words or more with a small-letter word
 * ("Details of the supplier"): "Harbour Gel 1.5 Extra" keeps its number.
 */
const TRAILING_SUBSECTION = /\s+1\.[2-4]\.?(?:\s+(?=(?:\S+\s+){2,}\S)(?=.*\s\p{Ll}{2,})\p{Lu}.*)?$/u;

/**
 * "Nom du produit    Type    Classification SIMDUT" / "de produit": a header cell's wrapped second line, in small
 * letters from a joining word on, is the tail of a label, never a name under the label.
 */
const WRAPPED_LABEL_TAIL = /^(?:(?:of|the|for|de|du|des|der|die|das|von|del|della|dei|di|da|do|dos|van|het|voor|dla|na)\s+|d['’])[\p{Ll}\s'’-]+$/u;
export function isWrappedLabelTail(line: string): boolean {
  return WRAPPED_LABEL_TAIL.test(line.trim());
}

/** "COLA PORTO - INCOLOR." (cut before "EMPRESA FABRICANTE:"): the full stop that closed the value before the next label. */
const CLOSING_STOP = /(?<=[\p{L}\d)])\.$/u;
export function withoutClosingStop(value: string): string {
  return value.replace(CLOSING_STOP, "");
}
