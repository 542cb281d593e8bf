/**
 * What a title line above section 1 may hold besides the product's name: a regulation, a company, an address, a page or
 * version line, the sheet's own number, a binder's part, a language line, another field's row, a hazard line, a menu
 * entry, a sentence. Split out of ./product-layouts.ts, whose title-line guess (and ./identity.ts) asks these.
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { isProductValue, mentionsRegulation } from "./label-tiers.ts";
import { COMPANY_SUFFIX, isAddressLine, isStreetLine } from "./company-shapes.ts";
import { NOT_A_NAME_LABEL_NOUNS } from "./vocabulary/identity-labels.ts";

/** A title line that may be the product's name: a plain value, not a regulation, a company, an address or a page number. */
export function isTitleGuess(value: string): boolean {
  return (
    isProductValue(value) && !mentionsRegulation(value) && !COMPANY_SUFFIX.test(value) && !isAddressInTitle(value) && !isSentence(value, NOTE_WORDS, NOTE_SMALL_WORDS) && !DOCUMENT_PART.test(value) && !DOCUMENT_REFERENCE.test(value) &&
    !/\bpage\b|seite|página|\bversion\b|^(?:rev|ver|vers)\.?\s*\d/i.test(value) && !VERSION_OR_PAGE.test(value) && !LANGUAGE_LINE.test(value) &&
    !FIELD_ROW_START.test(value) && !HAZARD_CODE.test(value) && !PLUS_BULLET.test(value)
  );
}

/**
 * "+ All Categories", "+ Add to list": a line that starts with a plus sign and a space is a menu's or a list's entry (a
 * button to open it), never a name; a name that holds a plus glues it ("GartenKalk+", "+Plus Cleaner").
 */
const PLUS_BULLET = /^\+\s/u;

/** "Acute Tox. 4 H302 Harmful if swallowed.", "P280 Wear protective gloves": a hazard or precaution line is no name. */
const HAZARD_CODE = /(?<![\p{L}\d])(?:EUH|H|P)\d{3}(?!\d)/u;

/**
 * "Data da última revisão: 08/06/2 019", "Print date: …", "Product code: HX-1": a row that starts with a short label
 * holding a field's word (a date, number, code or version word) and its colon is another field, never the name.
 */
const FIELD_ROW_START = new RegExp(
  `^(?:[\\p{L}'’.-]+\\s+){0,4}(?:${phrasePattern(NOT_A_NAME_LABEL_NOUNS)})(?![\\p{L}])(?:\\s+[\\p{L}'’.-]+){0,4}\\s*[:：]`,
  "iu",
);

/**
 * "N° MSDS HX102A", "No. FDS : 521321", "FISPQ no 001", "SDS # 40-1234": the sheet's own number (a number sign first, or a
 * sheet acronym with a number), never the product's name.
 */
const DOCUMENT_REFERENCE = /^(?:n[°º]|no\.|nr\.|núm\.|#)\s*\S|(?:^|\s)(?:m?sds|fds|hds|sdb|fispq)\b.*\d/iu;

/** "Versione 2.0", "Wersja 1.0", "Revisione n. 3", "Blz. 1 van 5", "Strona 1 z 5": a version, edition or page line in the languages. */
const VERSION_OR_PAGE =
  /^(?:versi[oó]n|versione|versão|versie|wersja|revisi[oó]n|revisione|revisão|revisie|herziening|rewizja|ausgabe|édition|edici[oó]n|edizione|edição|uitgave|wydanie|page|pagina|página|seite|strona|blz|sida|side)\.?\s*(?:n[°º.o]?\.?\s*|nr\.?\s*|no\.?\s*|[:：]\s*)?\d/iu;

export function isVersionOrPage(value: string): boolean {
  return VERSION_OR_PAGE.test(value);
}

/** "ANEXO ADC-IV.15", "Annex 3", "Anlage 2": a binder's part above the sheet, no name. */
const DOCUMENT_PART = /^(?:annex|annexe|appendix|attachment|anexo|apéndice|anhang|anlage|allegato|bijlage|bijlagen|załącznik|enclosure)\b/iu;

/**
 * An address line: a street, a postal code, an address word. A four-digit number alone does not make one here: the
 * title lines print names like "HARBOUR - 2030 - M" or "Formula 1262", and an address there has a comma or a street.
 */
function isAddressInTitle(value: string): boolean {
  return isAddressLine(value) && (/,/.test(value) || isStreetLine(value) || /^(?:[A-Z]{1,2}-)?\d{4,5}\s/.test(value) || !/\d{4}/.test(value));
}

/**
 * "Kit HX 100 contains three products; their safety data sheets follow.", "(All references to EU regulations are
 * abbreviated)": a sentence or a remark in brackets. A sentence has at least `minWords` words, `minSmall` of them
 * small-letter words, and ends in a full stop (or stands in brackets).
 */
export function isSentence(value: string, minWords: number, minSmall: number): boolean {
  const words = value.split(/\s+/);
  const smallWords = words.filter((word) => /^\p{Ll}{2,}/u.test(word)).length;
  return words.length >= minWords && smallWords >= minSmall && (/[.;!?]$/.test(value) || /^\(.*\)$/.test(value));
}

/** Words and small-letter words of a sentence above the sheet (a cover page, a note): no name. */
const NOTE_WORDS = 4;
const NOTE_SMALL_WORDS = 2;

/** "US English", "Language: English", "EN": the sheet's language or region printed in its header. */
const LANGUAGE_LINE =
  /^(?:(?:language|langue|sprache|idioma|lingua|taal|język|region|country)\s*[:：]?\s*)?(?:[A-Z]{2}\s*[-–/]?\s*)?(?:english|anglais|englisch|inglés|ingles|inglese|engels|inglês|angielski|french|français|german|deutsch|spanish|español|italian|italiano|dutch|nederlands|portuguese|português|polish|polski)?$/iu;
