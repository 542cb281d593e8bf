/**
 * The parser's label and heading vocabulary as plain phrases and words, for the readers that repair a printed or read
 * word into one of them: the stray-space join (stray-spaces.ts: "Supplie r" → "Supplier") and OCR's look-alike letters
 * (ocr-look-alike-words.ts: "Narne" → "Name"). The vocabulary modules are named one by one here; a guard test
 * (stray-space-legal-forms-s36.test.ts) fails when one is neither named nor left out on purpose.
 */
import * as addressWords from "./vocabulary/address-words.ts";
import * as classificationLabels from "./vocabulary/classification-labels.ts";
import * as companyLabels from "./vocabulary/company-labels.ts";
import * as companyWords from "./vocabulary/company-words.ts";
import * as contactLabels from "./vocabulary/contact-labels.ts";
import * as dateLabels from "./vocabulary/date-labels.ts";
import * as dateWords from "./vocabulary/date-words.ts";
import * as firstIssueDateLabels from "./vocabulary/first-issue-date-labels.ts";
import * as identityLabels from "./vocabulary/identity-labels.ts";
import * as legalForms from "./vocabulary/legal-forms.ts";
import * as productIdentifierLabels from "./vocabulary/product-identifier-labels.ts";
import * as propertyLabels from "./vocabulary/property-labels.ts";
import * as titleWords from "./vocabulary/title-words.ts";
import * as useLabels from "./vocabulary/use-labels.ts";
import { JOINING_WORDS } from "./vocabulary/joining-words.ts";
import { LANGUAGE_WORDS } from "./vocabulary/language-words.ts";
import { MONTH_NAMES } from "./vocabulary/months.ts";
import { foldText, SECTION_TITLE_PATTERNS, SECTION_WORD } from "./section-vocabulary.ts";
import { HAZARD_STATEMENT_LABELS, PRECAUTIONARY_LABELS, SIGNAL_WORD_LABELS } from "./signal-words.ts";

/** A word: its letters (for the vocabulary's phrases). */
const WORD = /\p{L}+/gu;

/** Every string inside a vocabulary export (lists, records of lists, sets), however nested. */
export function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value) || value instanceof Set) for (const item of value) stringsOf(item, into);
  else if (value instanceof Map) for (const item of value.values()) stringsOf(item, into);
  else if (value !== null && typeof value === "object" && !(value instanceof RegExp)) for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** The words of phrases, folded (lower case, no accents). */
export const wordsOf = (phrases: readonly string[]) => phrases.flatMap((phrase) => foldText(phrase).match(WORD) ?? []);

/**
 * `phrases`: the label vocabulary's phrases as written; `labelWords`: their words, folded; `monthWords`: the month
 * names' words; `titleRuns`: the letter runs of the section title patterns and section words (regex sources: their
 * runs name words, mostly whole); `commonWords`: the languages' common words ("not", "für", "avec"), folded;
 * `knownWords`: the label, month and common words — a word a reader that repairs words leaves as it is;
 * `signalLabelWords`: the signal word's labels' words, folded (not among the phrases: the stray-space join leaves those
 * labels to the signal-word reader; the readers that mend a label's word take them too).
 */
export type LabelVocabulary = {
  phrases: string[]; labelWords: Set<string>; monthWords: Set<string>; titleRuns: string[]; commonWords: Set<string>; knownWords: Set<string>;
  signalLabelWords: string[];
};
let vocabulary: LabelVocabulary | undefined;

/** Built on first use and kept (~20 ms): importing the parser, the server's start, does not pay it. */
export function labelVocabulary(): LabelVocabulary {
  if (vocabulary) return vocabulary;
  const phrases = stringsOf([
    addressWords, classificationLabels, companyLabels, companyWords, contactLabels, dateLabels, dateWords, firstIssueDateLabels, identityLabels, productIdentifierLabels, legalForms, propertyLabels, titleWords, useLabels,
    JOINING_WORDS, Object.values(LANGUAGE_WORDS).map((words) => words.sds), HAZARD_STATEMENT_LABELS, PRECAUTIONARY_LABELS,
  ]);
  const labelWords = new Set(wordsOf(phrases));
  const monthWords = new Set(wordsOf(stringsOf(MONTH_NAMES)));
  const commonWords = new Set(Object.values(LANGUAGE_WORDS).flatMap((words) => words.common.map(foldText)));
  vocabulary = {
    phrases, labelWords, monthWords, commonWords,
    titleRuns: wordsOf([...SECTION_TITLE_PATTERNS.map(([, pattern]) => pattern.source), SECTION_WORD]),
    knownWords: new Set([...labelWords, ...monthWords, ...commonWords]),
    signalLabelWords: wordsOf(SIGNAL_WORD_LABELS),
  };
  return vocabulary;
}
