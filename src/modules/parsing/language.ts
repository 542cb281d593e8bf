/**
 * The document's language from its text: function words and SDS heading words counted per language over the
 * first pages. A second language with at least 35 % of the main one's count (and a count of 20) is reported too (bilingual EN/FR
 * Canadian sheets, EN/ES US sheets); the main language is the one with more words.
 */
import { LANGUAGE_WORDS } from "./vocabulary/language-words.ts";

const MAX_REPEATS = 8;

export type DetectedLanguage = { language: string; also: string | null; confidence: number };

const LANGUAGES = Object.keys(LANGUAGE_WORDS);

/** Per word, what it scores for each language that knows it: an SDS word 3, a common word 1 (SDS first). */
const WORD_SCORES = new Map<string, Array<{ language: number; weight: number }>>();
Object.values(LANGUAGE_WORDS).forEach((words, language) => {
  const sds = new Set(words.sds);
  for (const word of new Set([...words.sds, ...words.common])) {
    let scores = WORD_SCORES.get(word);
    if (!scores) WORD_SCORES.set(word, (scores = []));
    scores.push({ language, weight: sds.has(word) ? 3 : 1 });
  }
});

export function detectLanguageDetails(text: string): DetectedLanguage {
  const sample = text.slice(0, 12000);
  const { cjk, latin } = countScripts(sample);
  if (cjk > latin / 2) {
    const language = /[\u3040-\u30ff]/.test(sample) ? "ja" : /[\uac00-\ud7af]/.test(sample) ? "ko" : "zh";
    return { language, also: latin > 200 ? "en" : null, confidence: 0.8 };
  }
  const scores = languageScores(sample);
  const [best, second] = scores;
  if (!best || best.score === 0) return { language: "en", also: null, confidence: 0.3 };
  const also = second && isSecondLanguage(second.score, best.score) ? second.language : null;
  const margin = second ? (best.score - second.score) / best.score : 1;
  return { language: best.language, also, confidence: margin > 0.3 ? 0.95 : margin > 0.1 ? 0.8 : 0.6 };
}

/** A language scoring this much beside the best one is printed too, not a few borrowed words. */
export const isSecondLanguage = (score: number, best: number) => score >= best * 0.35 && score >= 20;

/** Each language's score over the text, best first. */
export function languageScores(text: string): Array<{ language: string; score: number }> {
  // Each word counts at most MAX_REPEATS times: one token a sheet repeats (an English sheet's "NA" in every empty
  // field is Polish "na") must not outweigh the rest of the page.
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    // A word no language lists scores nothing: it is not counted.
    if (WORD_SCORES.has(word)) counts.set(word, Math.min(MAX_REPEATS, (counts.get(word) ?? 0) + 1));
  }
  // One pass over the words (not one per language); each language's score is the same sum.
  const totals = LANGUAGES.map(() => 0);
  for (const [word, n] of counts) {
    for (const { language, weight } of WORD_SCORES.get(word) ?? []) totals[language]! += weight * n;
  }
  return LANGUAGES.map((language, index) => ({ language, score: totals[index]! })).sort((a, b) => b.score - a.score);
}

/** CJK and ASCII letters in the text, counted in one pass (no array of matches). */
function countScripts(text: string): { cjk: number; latin: number } {
  let cjk = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
    else if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0xac00 && c <= 0xd7af)) cjk++;
  }
  return { cjk, latin };
}

export function detectLanguage(text: string): string {
  return detectLanguageDetails(text).language;
}
