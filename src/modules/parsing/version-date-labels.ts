/**
 * Version labels that date the current version ("Version 3.0 vom 12.03.2021", "Rev 1 20/02/2017") or stand alone over
 * their date's cell ("Versione 4"), and a bare version number after a date label: the patterns ./revision-date.ts reads
 * them with. Split out of ./revision-date.ts as written.
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { SHEET_WORDS, VERSION_DATE_LINKS, VERSION_WORDS } from "./vocabulary/date-words.ts";
import { NUMBER_WORDS } from "./vocabulary/identity-labels.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";
import { type DateReading, findDates, type FoundDate } from "./dates.ts";


/** A number's mark before a version's or revision's number ("n°", "nº", "n.", "Nr.", "No."). */
const NUMBER_MARK = "n[°º.]{0,2}|nr\\.?|no\\.?";

/**
 * A version word, its number word after it spelled out or not ("Version 3", "Versionsnummer 1", "Version – Nummer 1",
 * "Version number 3", "Versione numero 3", "Version n° 3").
 */
const VERSION_WORD =
  `(?<![\\p{L}])(?:${phrasePattern(VERSION_WORDS)})(?:s?nummer)?(?![\\p{L}])\\s*[:.]?\\s*` +
  `(?:(?:[-–]\\s*)?(?:${NUMBER_MARK}|(?:${NUMBER_WORDS.join("|")})(?![\\p{L}]))\\s*)?`;
const VERSION_NUMBER = "\\d{1,3}(?:[.,]\\d{1,3}){0,2}";
/** The start of a date right after a version number: numeric, day and month name, or month name (and day) and year. */
const DATE_START = "\\d{1,4}[./-]\\d{1,2}[./-]\\d{2,4}(?!\\d)|\\d{1,2}\\.?\\s*\\p{L}{3,12}\\.?\\s*\\d{4}|\\p{L}{3,12}\\.?\\s+(?:de\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?\\d{4}";
/**
 * "Version 3.0 vom", "Versione n. 3 del", "Wersja 3 z dnia", "Fassung vom", "Version 3 (12.03.2021)", "Version 2 –
 * 12/03/2021", "Edizione 3 del": a version and the date it links to; or a version number with a date right after it
 * ("Versión 04 Julio 2019", "Rev 1 20/02/2017", "Versione 4: giugno 2014", "Version 3 – March 2021", "Version 3, 12.03.2021").
 */
/** A whole numeric date with a four-digit year ("12/03/2021", "2021-03-12"), not a version number before a date. */
const WHOLE_DATE = "\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}(?!\\d)|\\d{4}-\\d{1,2}-\\d{1,2}(?!\\d)";
export const VERSION_OF = new RegExp(
  `${VERSION_WORD}(?:(?=${WHOLE_DATE})|(?!${WHOLE_DATE})(?:${VERSION_NUMBER}\\s*)?(?:(?:${phrasePattern(VERSION_DATE_LINKS)})(?![\\p{L}])|\\((?=\\s*(?:\\d|\\p{L}{3,12}(?:-\\p{L}{2,8})?\\.?,?\\s+\\d))|[/–-](?=\\s*\\d))|${VERSION_NUMBER}\\s*(?:[:：,]|\\s[/–-])?\\s+(?=${DATE_START}))`,
  "giu",
);
/**
 * The sheet numbered with its date ("SDS n° 4 del 30/12/2010", "Scheda n. 4 del …", "FDS n° 3 du …", "SDB Nr. 5 vom …"):
 * the sheet's word, a number word, the number and the word that links the date — all four, so that a sheet's code
 * alone ("MSDS No. 19 E") or a number before another field is not read so.
 */
export const SHEET_NUMBER_OF = new RegExp(
  `(?<![\\p{L}])(?:${phrasePattern(SHEET_WORDS)})\\s*(?:n[°º.]{1,2}|nr\\.?|no\\.?)\\s*\\d{1,4}(?:[.,]\\d{1,3})?\\s*(?:${phrasePattern(VERSION_DATE_LINKS)})(?![\\p{L}])`,
  "giu",
);

/**
 * A version number that ends its line or cell ("Versione 4" in a header cell): its date may be the cell under it,
 * when that cell holds only a date.
 */
export const VERSION_ALONE = new RegExp(`${VERSION_WORD}${VERSION_NUMBER}(?=\\s*$|${CELL_GAP_SOURCE})`, "giu");

/** After a label: a revision or version number and nothing else ("Revisione: 4", "Rev. n° 3"). */
export const VERSION_NUMBER_ENDS_LINE = new RegExp(`^\\s*[:：.]?\\s*(?:(?:n[°º.]?|nr\\.?|no\\.?)\\s*)?${VERSION_NUMBER}\\s*$`, "iu");

/**
 * Words that link a label to its month ("Revisione del giugno 2010", "Stand vom Juni 2010", "Emitida en marzo de 2011",
 * "Fecha vigencia: desde Junio 2013").
 */
const MONTH_LINKS = [
  ...VERSION_DATE_LINKS, "di", "im", "en", "em", "in", "du mois de", "del mese di", "del mes de", "do mês de", "do mes de",
  // the day it holds from ("Fecha vigencia: desde Junio 2013")
  "desde", "ab", "dal", "vanaf", "depuis", "a partir de", "à partir de",
];
/**
 * A revision label's value that is the revision's number and then its date, linked by a word or parted by a dash
 * ("n° 3 de juin 2010", "N° 5 di Settembre 2021", "4 - marzo 2018", "No. 3 of June 2010"), or the date after a linking
 * word alone ("del giugno 2010", "vom Juni 2010", "du mois de juin 2010"): findDates reads no month after a word or a
 * dash, so the date is looked for right after the number or the word.
 */
const NUMBER_THEN_DATE = new RegExp(
  `^(?:(?:(?:${NUMBER_MARK}|#)\\s*)?${VERSION_NUMBER}\\s*(?:[-–—/,]|(?:${phrasePattern(MONTH_LINKS)})(?![\\p{L}]))|(?:${phrasePattern(MONTH_LINKS)})(?![\\p{L}]))\\s*`,
  "iu",
);
export function dateAfterNumberOrLink(value: string, order: DateReading): FoundDate | null {
  const lead = NUMBER_THEN_DATE.exec(value);
  if (!lead) return null;
  const date = findDates(value.slice(lead[0].length, lead[0].length + 40), order)[0];
  return date?.index === 0 ? { ...date, index: date.index + lead[0].length } : null;
}

/**
 * A number's mark or word right before a revision label ("No. DE REVISIÓN", "N° de révision", "Número de revisión", "Nr.
 * der Revision"): the label of the revision's number, not of its date. In a header's row of labels over their values
 * ("FECHA DE ELABORACIÓN / No. DE REVISIÓN / FECHA DE REVISIÓN" over "07 DE MAYO, 1999 / 12 / 3 DE ENERO, 2013") it
 * took the first date, the first issue's, at 0.95 (session 50's blind round).
 */
const NUMBER_BEFORE_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${NUMBER_MARK}|núm\\.?|num\\.?|${NUMBER_WORDS.join("|")})\\s*(?:(?:de|der|of|di|da|do|du)\\s+(?:la\\s+|el\\s+)?)?$`,
  "iu",
);
export function namesRevisionNumber(lineBefore: string): boolean {
  return NUMBER_BEFORE_LABEL.test(lineBefore.split(CELL_GAP).pop() ?? "");
}
