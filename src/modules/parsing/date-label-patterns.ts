/**
 * How the revision date's labels are matched in a line: accents folded one character for one (offsets stay the
 * printed line's), Latin labels at word edges, CJK labels anywhere, and lists of words (print, previous, legal act …).
 * Split out of revision-date.ts, which reads the dates these labels lead to.
 */
import { inlineRegex } from "./label-lines.ts";
import { literalWordsPattern, phrasePattern } from "./phrase-pattern.ts";

/**
 * Accents off, one character for one, so labels printed without their accents ("DATA DE REVISAO", "MISE A JOUR")
 * match and offsets stay those of the printed line. Hangul and other scripts whose decomposition is not a base
 * letter plus marks are kept.
 */
export function foldAccents(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text;
  return text.replace(/[^\x00-\x7f]/g, foldCharacter);
}

const foldedCharacters = new Map<string, string>();
function foldCharacter(char: string): string {
  let folded = foldedCharacters.get(char);
  if (folded === undefined) {
    const decomposed = char === "ł" || char === "Ł" ? "l" : char.normalize("NFD");
    folded = /^\P{M}\p{M}+$/u.test(decomposed) ? decomposed[0]! : decomposed.length === 1 ? decomposed : char;
    foldedCharacters.set(char, folded);
  }
  return folded;
}

/** Scripts without spaces between words: their labels match inside a longer word ("最新修订日期"). */
export const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * Latin labels at word edges in a (folded) line: inlineRegex's pattern, with a lookahead for the phrases' first
 * characters. The lookahead changes no match (every phrase starts with one of them, compared under the same case
 * folding); it is there for speed: at most places of a line no label starts, and one character class fails there at
 * once where the tree of phrases would try each of its first letters in turn.
 */
export function latinLabels(phrases: readonly string[]): RegExp {
  const latin = phrases.filter((phrase) => !CJK.test(phrase)).map(foldAccents);
  const starts = firstCharacters(latin);
  if (starts === null) return inlineRegex(latin);
  return new RegExp(`(?<![\\p{L}])(?=[${starts}])(?:${phrasePattern(latin)})(?![\\p{L}])`, "giu");
}

/**
 * The first characters of the phrases as the body of a character class, or null when a phrase may start with spacing
 * or an optional apostrophe (phrasePattern makes those optional, so the next character could start a match).
 */
function firstCharacters(phrases: readonly string[]): string | null {
  const starts = new Set<string>();
  for (const phrase of phrases) {
    const first = phrase.codePointAt(0);
    if (first === undefined) return null;
    const char = String.fromCodePoint(first);
    if (/[\s'’`´]/u.test(char)) return null;
    starts.add(char.replace(/[\\\]\[^-]/, "\\$&"));
  }
  return [...starts].join("");
}

/**
 * CJK labels wherever they stand, with spaces allowed between their characters (a text layer may set each glyph
 * apart: "修 订 日 期"); only tried on lines that hold such characters.
 */
export function cjkLabels(phrases: readonly string[]): RegExp | null {
  const cjk = phrases
    .filter((phrase) => CJK.test(phrase))
    .map((phrase) => phrase.replace(/\s+/g, ""))
    .sort((a, b) => b.length - a.length)
    .map((phrase) => [...phrase].join("\\s*"));
  return cjk.length > 0 ? new RegExp(cjk.join("|"), "gu") : null;
}

/** Any of the words at a word's start, accents ignored (match it against folded text). */
export function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${literalWordsPattern(words.map(foldAccents))})`, "iu");
}
