/**
 * Does a page's text layer read as language? Decided from the characters alone (never from a file name):
 * a font with a broken or shifted encoding ("6'61XPEHU" for "SDS Number") still yields characters, but its
 * Latin "words" have almost no vowels, few tokens look like words, and unusual code points (private use,
 * replacement, control characters) are common. Scripts without Latin letters (Chinese, Korean, ...) are
 * taken as language: the vowel test says nothing about them.
 */

/** Under this many non-space characters a page has no usable text layer (same rule as pdf-text.ts). */
export const MIN_CHARS_FOR_TEXT = 100;

export type PageTextVerdict = { usable: true } | { usable: false; reason: "no_text" | "not_language" };

const LATIN_LETTER = /[A-Za-zÀ-ÖØ-öø-ɏ]/u;
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿąęó]/iu;
const UNUSUAL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ue000-\uf8ff\ufffd]/u;

export function judgePageText(text: string): PageTextVerdict {
  const chars = [...text.replace(/\s+/g, "")];
  if (chars.length < MIN_CHARS_FOR_TEXT) return { usable: false, reason: "no_text" };
  const unusual = chars.filter((c) => UNUSUAL.test(c)).length;
  if (unusual / chars.length > 0.1) return { usable: false, reason: "not_language" };
  const latin = chars.filter((c) => LATIN_LETTER.test(c));
  const otherLetters = chars.filter((c) => /\p{L}/u.test(c) && !LATIN_LETTER.test(c)).length;
  if (otherLetters > latin.length) return { usable: true };
  if (latin.length < chars.length * 0.3) return { usable: false, reason: "not_language" };
  const vowelShare = latin.filter((c) => VOWEL.test(c)).length / latin.length;
  // Tokens of four or more letters: in any language most hold a vowel and no run of five consonants.
  const tokens = text.split(/[^\p{L}]+/u).filter((t) => t.length >= 4 && [...t].every((c) => LATIN_LETTER.test(c)));
  const wordLike = tokens.filter((t) => VOWEL.test(t) && !/[^aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿąęó]{5,}/iu.test(t)).length;
  const wordShare = tokens.length === 0 ? 0 : wordLike / tokens.length;
  // A page of part numbers and codes has few such tokens: too little to call it garbled.
  if (tokens.length < 20) return { usable: true };
  if (vowelShare < 0.22 || wordShare < 0.5) return { usable: false, reason: "not_language" };
  return { usable: true };
}
