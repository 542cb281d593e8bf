/**
 * The revision date's kinds of label, best first (./revision-date.ts reads them in this order), and the word tests its
 * scanner asks of a label's own words: a print, previous or superseded date's words, a first issue's, "last" before a
 * revision label, any date label, a header cell naming a date, a legal act named before a date.
 */
import {
  ISSUE_DATE_LABELS,
  LAST_REVISION_DATE_LABELS,
  LAST_WORDS,
  PLAIN_DATE_LABELS,
  PREPARATION_DATE_LABELS,
  REVISION_DATE_LABELS,
} from "./vocabulary/date-labels.ts";
import { FIRST_ISSUE_DATE_LABELS } from "./vocabulary/first-issue-date-labels.ts";
import { participlesAlone } from "./vocabulary/date-label-forms.ts";
import { FIRST_ISSUE_WORDS, LEGAL_ACT_WORDS, NOT_REVISION_WORDS, DATE_WORDS, VERSION_WORDS } from "./vocabulary/date-words.ts";
import { mayHoldWordOf } from "./version-history.ts";
import { cjkLabels, foldAccents, latinLabels, wordsPattern } from "./date-label-patterns.ts";
import { SHEET_NUMBER_OF, VERSION_ALONE, VERSION_OF } from "./version-date-labels.ts";

/**
 * A kind of date label, with the confidence a date read after it deserves. `current`: it dates the current version
 * (issue, version, preparation); `lastRevision`: "last revision" labels, which some templates use for the previous
 * version; `firstIssue`: the first issue's date, the last resort.
 */
export type Kind = {
  label: RegExp;
  cjkLabel: RegExp | null;
  confidence: number;
  needsColon: boolean;
  mayHold?: RegExp;
  notAfterLast?: boolean;
  onlyDateBelow?: boolean;
  current?: boolean;
  lastRevision?: boolean;
  firstIssue?: boolean;
  newest?: boolean;
  /** Its labels are phrases of the date label lists: lines without any such phrase (LISTED_LABEL) are skipped. */
  listed?: boolean;
  /** The confidence of a date on the label's own line after its colon, where that differs from `confidence`. */
  sameLineConfidence?: number;
};
/**
 * Each list with its participles alone ("modifié" of "modifié le"): read by the kinds only, and only where a label
 * stands (PARTICIPLES_ALONE, revision-date.ts); no other reader takes them for labels.
 */
const REVISION_LABELS = [...REVISION_DATE_LABELS, ...participlesAlone(REVISION_DATE_LABELS)];
const ISSUE_LABELS = [...ISSUE_DATE_LABELS, ...participlesAlone(ISSUE_DATE_LABELS)];
const PREPARATION_LABELS = [...PREPARATION_DATE_LABELS, ...participlesAlone(PREPARATION_DATE_LABELS)];
/** The participles alone, accents folded, lower case. */
export const PARTICIPLES_ALONE: ReadonlySet<string> = new Set(
  [REVISION_DATE_LABELS, ISSUE_DATE_LABELS, PREPARATION_DATE_LABELS, FIRST_ISSUE_DATE_LABELS].flatMap(participlesAlone).map((word) => foldAccents(word)),
);

/** Letters an (accent-folded) line must hold to hold a version word (VERSION_WORDS' first three letters). */
const MAY_HOLD_VERSION = mayHoldWordOf(VERSION_WORDS);
/** Kinds best first. */
export const KINDS: readonly Kind[] = [
  { label: latinLabels(REVISION_LABELS), cjkLabel: cjkLabels(REVISION_DATE_LABELS), confidence: 0.95, needsColon: false, notAfterLast: true, listed: true },
  // "Last revision" labels (and a revision label after "last", "última" …), only when no plain revision label gave a date.
  { label: latinLabels([...LAST_REVISION_DATE_LABELS, ...REVISION_LABELS]), cjkLabel: null, confidence: 0.9, needsColon: false, lastRevision: true, listed: true },
  { label: latinLabels(ISSUE_LABELS), cjkLabel: cjkLabels(ISSUE_DATE_LABELS), confidence: 0.9, needsColon: false, current: true, listed: true },
  // Versions listed row by row ("Version 1.0 01.02.2015 …" / "Version 2.0 12.03.2021 …"): the newest is the current one.
  { label: VERSION_OF, cjkLabel: null, confidence: 0.85, needsColon: false, mayHold: MAY_HOLD_VERSION, current: true, newest: true },
  // The sheet numbered with its date ("SDS n° 4 del 30/12/2010"): its version's date, as a version's.
  { label: SHEET_NUMBER_OF, cjkLabel: null, confidence: 0.85, needsColon: false, current: true, newest: true },
  { label: latinLabels(PREPARATION_LABELS), cjkLabel: cjkLabels(PREPARATION_DATE_LABELS), confidence: 0.85, needsColon: false, current: true, listed: true },
  { label: VERSION_ALONE, cjkLabel: null, confidence: 0.7, needsColon: false, mayHold: MAY_HOLD_VERSION, onlyDateBelow: true },
  // A bare "Date:" with its date on the same line was right on 19 of 19 external sheets and 3 of 3 tune documents where no
  // other label gave a date (session 27): not a guess (0.75). Its other forms — the date below, a lost colon, a column
  // of a table — stay the weakest label's 0.6.
  { label: latinLabels(PLAIN_DATE_LABELS), cjkLabel: cjkLabels(PLAIN_DATE_LABELS), confidence: 0.6, sameLineConfidence: 0.75, needsColon: true, listed: true },
];
/** Any date label with a first-issue word ("Date of first issue", "SDS Original Date of Preparation", "Original:"). */
export const FIRST_ISSUE_KIND: Kind = {
  label: latinLabels([...FIRST_ISSUE_DATE_LABELS, ...ISSUE_DATE_LABELS, ...PREPARATION_DATE_LABELS, ...REVISION_DATE_LABELS]),
  cjkLabel: cjkLabels([...FIRST_ISSUE_DATE_LABELS, ...ISSUE_DATE_LABELS, ...PREPARATION_DATE_LABELS]),
  confidence: 0.6,
  needsColon: false,
  firstIssue: true,
  listed: true,
};

/**
 * A Latin phrase of any of the date label lists the listed kinds are made of, anywhere in a (folded) line. A line
 * without one holds no listed kind's Latin label: one search of it stands for a search per kind.
 */
export const LISTED_LABEL = new RegExp(
  latinLabels([...REVISION_LABELS, ...LAST_REVISION_DATE_LABELS, ...ISSUE_LABELS, ...PREPARATION_LABELS, ...PLAIN_DATE_LABELS, ...FIRST_ISSUE_DATE_LABELS]).source,
  "iu",
);

const NOT_REVISION_PATTERN = wordsPattern(NOT_REVISION_WORDS);
/** A print, previous, first or next date's word in the text (accents ignored). */
export const NOT_REVISION = { test: (text: string) => NOT_REVISION_PATTERN.test(foldAccents(text)) };
const NOT_CURRENT_PATTERN = wordsPattern(NOT_REVISION_WORDS.filter((word) => !FIRST_ISSUE_WORDS.includes(word)));
const FIRST_ISSUE_PATTERN = wordsPattern(FIRST_ISSUE_WORDS);
/** A print, previous or next date's word: what even the first issue's date is not. */
export const NOT_CURRENT = { test: (text: string) => NOT_CURRENT_PATTERN.test(foldAccents(text)) };
export const FIRST_ISSUE = { test: (text: string) => FIRST_ISSUE_PATTERN.test(foldAccents(text)) };
/** Another date label between a label and the date means the date belongs to that other label. */
const ANY_LABEL_PHRASES = [...REVISION_DATE_LABELS, ...LAST_REVISION_DATE_LABELS, ...ISSUE_DATE_LABELS, ...PREPARATION_DATE_LABELS];
/** "last", "última", "dernière" … just before a revision label: a "last revision" label, read in its own turn. */
export const AFTER_LAST_WORD = new RegExp(`(?<![\\p{L}])(?:${LAST_WORDS.map(foldAccents).join("|")})(?:\\s+|$)$`, "iu");
const ANY_DATE_LABEL_PATTERN = new RegExp(`${latinLabels(ANY_LABEL_PHRASES).source}|${cjkLabels(ANY_LABEL_PHRASES)!.source}`, "iu");
export const ANY_DATE_LABEL = { test: (text: string) => ANY_DATE_LABEL_PATTERN.test(foldAccents(text)) };

/** A revision label's match (its own words before it, folded or not) that is the sheet's: no print, previous or "last" one's. */
export const isOwnRevisionLabel = (before: string, matched: string) => !NOT_REVISION.test(`${before}${matched}`) && !AFTER_LAST_WORD.test(foldAccents(before));

/**
 * A header cell that names a date (any date label, a print date …): the bare word for "date" (DATE_WORDS: "Fecha",
 * lv "Datums", et "Kuupäev", el "Ημερομηνία", bg "Дата"), a compound ending in it ("Druckdatum", "Revisionsdato"),
 * a print word ("Date d'impression") — not a word that only holds the letters ("Sicherheitsdatenblatt", "Updated").
 */
const DATE_CELL = new RegExp(
  `(?<![\\p{L}])(?:${DATE_WORDS.join("|")})(?![\\p{L}])|dat(?:um|o|ums)(?![\\p{L}])|fecha|druck|print|impres|stampa|wydruk|afdruk`,
  "iu",
);
/** The words of a date label of any kind in a run of labels: revision, issue, print, superseded … or a bare "Date". */
export const isDateLabel = (phrase: string) => ANY_DATE_LABEL.test(phrase) || NOT_REVISION.test(phrase) || DATE_CELL.test(foldAccents(phrase));
/** A colonless header cell that names a date of some kind: any date label, not a bare "Data" inside a title ("Safety Data Sheet"). */
export const namesADate = (cell: string) => ANY_DATE_LABEL.test(cell) || NOT_REVISION.test(cell);
/** A header cell of a date: a bare date word or any date label. */
export const isDateCell = (cell: string) => DATE_CELL.test(foldAccents(cell)) || ANY_DATE_LABEL.test(cell);

/** A legal act named before a date ("Regulation", "Decreto", "Resolución"): the date is the act's, not the sheet's. */
export const LEGAL_ACT = wordsPattern(LEGAL_ACT_WORDS);

/**
 * "Impressão não Verificada Data de Actualização: 14-10-2015": a label that opens with the word "date" in capitals and
 * goes on ("Data de …", "Date of …", "Fecha de …") starts there; of the words before it (a stamp, another field) only
 * the one next to it, capitalized as the label, may qualify it ("Original Date of Preparation", "Print Date of …"). A bare
 * "Date" keeps them all.
 */
const OPENS_WITH_DATE_WORD = new RegExp(`^(?:${DATE_WORDS.filter((word) => /^\p{Ll}/u.test(word)).map((word) => word[0]!.toUpperCase() + word.slice(1)).join("|")})\\s+\\p{L}`, "u");
export function opensWithDateWord(label: string): boolean {
  return OPENS_WITH_DATE_WORD.test(label);
}

