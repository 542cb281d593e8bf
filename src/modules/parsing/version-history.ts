/**
 * A version history table, the last place a revision date can come from: some sheets (often in section 16) list
 * their versions in a table — a header row naming the version and the date ("Version    Datum    Änderungen",
 * "Révision    Date    Modifications", "Wersja    Data    Zmiany"), then one row per version — and print the date
 * nowhere else. The newest date of the rows is the current version's.
 */
import { newestVersionRow } from "./date-cells.ts";
import { findDates, type DateReading, type FoundDate } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { foldAccents, wordsPattern } from "./date-label-patterns.ts";
import { foldText } from "./section-vocabulary.ts";
import { DATE_WORDS, NOT_REVISION_WORDS, VERSION_WORDS } from "./vocabulary/date-words.ts";

/**
 * A version table's header names its version column with a version word (VERSION_WORDS), a revision's ("Revision",
 * "Revisione", "Revisão", "Revisie", "Revisjon"), the Danish "Udgave", the Finnish "Painos", the Chinese "版本(号)" or
 * "Nr.".
 */
export const VERSION_HEADER_WORDS: readonly string[] = [
  ...VERSION_WORDS, "revision", "revisione", "revisao", "revisie", "revisjon", "udgave", "painos", "nr", "版本", "版本号",
  // cs, sk, hr/sl, ro ("Revize č. 3", "Revízia 2", "Revizija 4", "Revizuire 2")
  "revize", "revizia", "revizija", "revizuire",
];

/**
 * Letters a line must hold to hold one of `words` (accent-folded, any case): each word's first three letters. A line
 * without any is not looked at further.
 */
export function mayHoldWordOf(words: readonly string[]): RegExp {
  const stems = [...new Set(words.map((word) => word.slice(0, 3)))];
  return new RegExp(stems.join("|"), "iu");
}
const MAY_HOLD_VERSION_HEADER = mayHoldWordOf(VERSION_HEADER_WORDS);

/** Header cells naming the version (folded: lower case, no accents), a number word after it ("Rev. No.", "Verze č."). */
const VERSION_CELL = new RegExp(`^(?:${VERSION_HEADER_WORDS.join("|")})\\.?(?:\\s*(?:no\\.?|nr\\.?|n[°º]|c\\.|#))?$`, "u");
/** Header cells naming the date: the bare word (DATE_WORDS) or a revision or issue date's label. */
const DATE_CELL = new RegExp(
  `^(?:${[
    ...DATE_WORDS, "revision date", "date de revision", "fecha de revision", "data di revisione", "data de revisao", "datum herziening",
    "herzieningsdatum", "data aktualizacji", "uberarbeitet am", "revisionsdatum", "revisionsdato", "revisjonsdato", "issue date",
    "ausgabedatum", "date of issue", "date d'emission", "fecha de emision", "data di emissione", "data de emissao", "data wydania",
    "utgivningsdatum", "udgivelsesdato",
  ].join("|")})$`,
  "u",
);
/** A row starts with its version, a number perhaps after a short word ("2.1", "Rev. 3", "V 4"). */
const VERSION_ROW_START = /^\s*(?:\p{L}{1,4}\.?\s*)?\d/u;

function cells(line: string): string[] {
  return foldText(line).trim().split(/\s{2,}|\t/).map((cell) => cell.replace(/[:：]\s*$/, "").trim());
}

/** A row's date: it starts with its version and holds one date (in its first 120 characters); a wrapped description line holds none. */
function versionRowDate(text: string, order: DateReading): FoundDate | null {
  const dates = findDates(text.slice(0, 120), order);
  return dates.length === 1 && VERSION_ROW_START.test(text) ? dates[0]! : null;
}

/** The newest date in the rows below a version history header, at 0.7 (0.65 when day and month could be swapped). */
export function findDateInVersionHistory(lines: readonly string[], order: DateReading): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.length > 160 || !MAY_HOLD_VERSION_HEADER.test(foldAccents(line))) continue;
    const header = cells(line);
    if (header.length < 2 || header.length > 6 || !header.some((cell) => VERSION_CELL.test(cell)) || !header.some((cell) => DATE_CELL.test(cell))) continue;
    // The table goes on over one wrapped description line.
    const { newest } = newestVersionRow({ lines, header: index, dateOfRow: (text) => versionRowDate(text, order), endAfterMisses: 2 });
    if (newest) return { value: newest.iso, line: newest.line, confidence: newest.ambiguous ? 0.65 : 0.7 };
  }
  return null;
}

/** A printed revision or version number ("Revision No. 3", "Versión: 2.1", "… / v1.4"), the first pattern that matches. */
const REVISION_NUMBER_PATTERNS: readonly RegExp[] = [
  /revision\s*(?:number|no\.?|#)\s*[:.]?\s*([A-Za-z]?\d+(?:\.\d+)*)/gi,
  // the revision's number in the other languages ("Revisions-Nr.: 1,08", "Révision n° 3", "Revisione: 4", "Revisão: 2")
  /(?<![\p{L}])(?:revisions?-?(?:nr|nummer)|rev\.?-?nr|versions-?(?:nr|nummer)|révision|revisión|revisione|revisão|revisie)(?![\p{L}])\.?\s*(?:n[°º.]|no\.?|nr\.?|#)?\s*[:.]?\s*(\d+(?:[.,]\d+)*)/giu,
  // a bracketed word between the label and its number ("Version (Überarbeitung) :    3.0.0 (2.0.0)")
  /(?<![\p{L}])(?:version|versión|versione|versão|versie|wersja|versio|versjon|verze|verzia)(?![\p{L}])\s*(?:\([^()]{0,20}\))?\s*(?:number|nummer|no\.?|nr\.?|n[°º.]|#)?\s*[:.]?\s*[vV]?\s*(\d+(?:[.,]\d+)*)/giu,
  /\/\s*v\s*(\d+(?:\.\d+)+)/gi,
];
/** A date where a number would be ("Vervangt versie 18.11.2022", "Version 2022-11-18"). */
const DATE_AT_START = /^(?:\d{1,4}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}[-./ ]\s*\p{L}{3,}\.?[-./ ]\s*\d{2,4}(?![\d./]))/u;
/** A date label's opening words before a revision word ("Date de révision", "Fecha de revisión", "Datum der Revision"). */
const DATE_WORD_BEFORE = /(?<![\p{L}])(?:date|datum|fecha|data|dato)\s*(?:de la|de|di|da|do|der|van|of)?\s*$/iu;
/** A replaced, previous or printed version's words ("Vervangt versie", "Supersedes version", "Ersetzt Version"): the date labels' own list. */
const NOT_THIS_VERSION = wordsPattern(NOT_REVISION_WORDS);

/**
 * The sheet's revision or version number: not a date after a version word, nor the number of a version the words
 * before it in its cell replace or precede ("Vervangt versie 18.11.2022", "Previous version: 1.2").
 */
export function findRevisionNumber(lines: readonly string[]): string | null {
  for (const pattern of REVISION_NUMBER_PATTERNS) {
    for (const line of lines) {
      for (const match of line.matchAll(pattern)) {
        const number = match[1]!;
        const numberAt = (match.index ?? 0) + match[0].length - number.length;
        if (DATE_AT_START.test(line.slice(numberAt))) continue;
        // The words right before it in its cell, after any other field's value ("Print date: 01.01.2024 Version 3.1").
        const before = line.slice(0, match.index).split(/\s{2,}|\t/).pop()!.split(/[\d:：]/).pop()!;
        if (NOT_THIS_VERSION.test(foldAccents(`${before}${match[0]}`)) || DATE_WORD_BEFORE.test(before)) continue;
        return number;
      }
    }
  }
  return null;
}
