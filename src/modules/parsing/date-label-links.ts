/**
 * Whether a date label ends its line or cell, so that its date stands on the next line. A participle label may end
 * with the word that links it to its date ("Issued on", "Aktualisiert am", "Révisé le", "Revisado em", "Rielaborato il",
 * "Bijgewerkt op", "Zpracováno dne"): the label holds the participle, the linking word is left after it, and with
 * nothing after that word the date is the next line's all the same. Split out of ./revision-date.ts.
 */
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { DATED_SHEET_WORDS } from "./vocabulary/date-words.ts";
import { OF_WORDS } from "./vocabulary/joining-words.ts";

/**
 * The words that link a participle to its date: en "on", de "am", fr "le", es "el", pt "em", it "il" / "al", nl "op",
 * sv/da/no "den", cs "dne", sk "dňa" (also without its accent), pl "dnia".
 */
const DATE_LINKING_WORDS = ["on", "am", "le", "el", "em", "il", "al", "op", "den", "dne", "dňa", "dna", "dnia"];

/** Nothing after the label up to its cell's end but spacing, a colon or a full stop, a linking word before them allowed. */
const CELL_ENDS = new RegExp(`^\\s*(?:(?:${DATE_LINKING_WORDS.join("|")})(?![\\p{L}]))?[\\s:：.]*$`, "iu");

/** The label's cell ends right after it (`after`: the text after the label, to the line's end). */
export function labelEndsItsCell(after: string): boolean {
  return CELL_ENDS.test(after.split(CELL_GAP)[0] ?? "");
}

/** After a label: one or two more words that end its cell (or line), no digit, no colon. */
export const LABEL_RUNS_ON_IN_CELL = new RegExp(String.raw`^\s?\p{L}[\p{L}.'’-]*(?: \p{L}[\p{L}.'’-]*)?(?=${CELL_GAP_SOURCE}|\s*$)`, "u");

/**
 * After a bare "Date": its own words, opened by "of" in a language, up to the colon that ends them ("Date de prparation
 * de la FDS :" — a label whose word lost a letter —, "Fecha de confección del documento:", "Data di stesura:"): a date
 * label of a kind no list names, so long as its words name the sheet. Up to six words, no digit; the text up to and
 * with the colon, else null.
 */
const OWN_WORDS_TO_COLON = new RegExp(`^\\s*(?:${[...OF_WORDS, "d['’]", "för", "z"].join("|")})\\s*[^\\d:：|]{1,60}?[:：]`, "iu");
/** The sheet among those words: a date of the sheet itself, not of a test, a batch or an expiry ("Date de l'essai :"). */
const NAMES_THE_SHEET = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(DATED_SHEET_WORDS)})(?![\\p{L}])`, "iu");
export function dateWordsToColon(after: string): string | null {
  const words = OWN_WORDS_TO_COLON.exec(after.split(CELL_GAP)[0] ?? "")?.[0] ?? null;
  return words && words.trim().split(/\s+/).length <= 7 && NAMES_THE_SHEET.test(words) ? words : null;
}
