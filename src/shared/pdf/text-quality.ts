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

const LATIN = "A-Za-zÀ-ÖØ-öø-ɏ";
const VOWELS = "aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿąęó";
/** Per code point up to U+024F: 1 a Latin letter, 2 a Latin vowel (either case). */
const LATIN_CLASS = latinClasses();
const OTHER_LETTER = new RegExp(`(?![${LATIN}])\\p{L}`, "gu");
const LATIN_WORD = new RegExp(`^[${LATIN}]+$`, "u");
const WORD_LIKE = new RegExp(`^(?=.*[${VOWELS}])(?!.*[^${VOWELS}]{5})`, "iu");

function latinClasses(): Uint8Array {
  const letter = new RegExp(`^[${LATIN}]$`, "u");
  const vowel = new RegExp(`^[${VOWELS}]$`, "iu");
  const classes = new Uint8Array(0x250);
  for (let code = 0; code < classes.length; code++) {
    const char = String.fromCharCode(code);
    if (letter.test(char)) classes[code] = vowel.test(char) ? 2 : 1;
  }
  return classes;
}

/** Private use, replacement and control characters (white space excluded). */
function isUnusual(code: number): boolean {
  return code <= 0x08 || (code >= 0x0e && code <= 0x1f) || (code >= 0x7f && code <= 0x9f) || (code >= 0xe000 && code <= 0xf8ff) || code === 0xfffd;
}

export function judgePageText(text: string): PageTextVerdict {
  // Counted per character (code point) of the text without white space, in one pass (this runs on every page
  // of every document).
  const compact = text.replace(/\s+/g, "");
  let chars = 0;
  let unusual = 0;
  let latin = 0;
  let vowels = 0;
  for (let i = 0; i < compact.length; i++) {
    const code = compact.charCodeAt(i);
    chars++;
    if (code < 0x250) {
      const latinClass = LATIN_CLASS[code]!;
      if (latinClass > 0) latin++;
      if (latinClass === 2) vowels++;
      if (isUnusual(code)) unusual++;
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < compact.length && (compact.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      i++; // the second half of a surrogate pair: one character
    } else if (isUnusual(code)) {
      unusual++;
    }
  }
  if (chars < MIN_CHARS_FOR_TEXT) return { usable: false, reason: "no_text" };
  if (unusual / chars > 0.1) return { usable: false, reason: "not_language" };
  const otherLetters = compact.match(OTHER_LETTER)?.length ?? 0;
  if (otherLetters > latin) return { usable: true };
  if (latin < chars * 0.3) return { usable: false, reason: "not_language" };
  const vowelShare = vowels / latin;
  // Tokens of four or more letters: in any language most hold a vowel and no run of five consonants.
  const tokens = text.split(/[^\p{L}]+/u).filter((t) => t.length >= 4 && LATIN_WORD.test(t));
  const wordLike = tokens.filter((t) => WORD_LIKE.test(t)).length;
  const wordShare = tokens.length === 0 ? 0 : wordLike / tokens.length;
  // A page of part numbers and codes has few such tokens: too little to call it garbled.
  if (tokens.length < 20) return { usable: true };
  if (vowelShare < 0.22 || wordShare < 0.5) return { usable: false, reason: "not_language" };
  return { usable: true };
}
