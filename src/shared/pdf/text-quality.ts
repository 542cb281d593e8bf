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
  const words = scanLetters(text);
  if (words.otherLetters > latin) return { usable: true };
  if (latin < chars * 0.3) return { usable: false, reason: "not_language" };
  const vowelShare = vowels / latin;
  // Tokens of four or more letters: in any language most hold a vowel and no run of five consonants.
  const wordShare = words.latinTokens === 0 ? 0 : words.wordLike / words.latinTokens;
  // A page of part numbers and codes has few such tokens: too little to call it garbled.
  if (words.latinTokens < 20) return { usable: true };
  if (vowelShare < 0.22 || wordShare < 0.5) return { usable: false, reason: "not_language" };
  return { usable: true };
}

type LetterCounts = {
  /** Letters outside LATIN (Chinese, Cyrillic, Greek, ...). */
  otherLetters: number;
  /** Tokens (runs of letters) of four or more Latin letters only, and how many of them read as words (isWordLike). */
  latinTokens: number;
  wordLike: number;
};

/**
 * The page's letters and tokens in one pass over its code points: a token is a run of letters (\p{L}), as
 * `text.split(/[^\p{L}]+/u)` cuts them ("Sicherheits-datenblatt" is two). Regex splitting and testing each token
 * cost most of the language test; here each letter is one table lookup (letters past LATIN_CLASS's range are tested
 * once per code point and remembered).
 */
function scanLetters(text: string): LetterCounts {
  const counts: LetterCounts = { otherLetters: 0, latinTokens: 0, wordLike: 0 };
  let length = 0;
  let allLatin = true;
  let vowels = 0;
  let consonantRun = 0;
  let longConsonantRun = false;
  const endToken = () => {
    if (length >= 4 && allLatin) {
      counts.latinTokens++;
      if (vowels > 0 && !longConsonantRun) counts.wordLike++;
    }
    length = 0;
    allLatin = true;
    vowels = 0;
    consonantRun = 0;
    longConsonantRun = false;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    const units = code > 0xffff ? 2 : 1;
    const latinClass = code < LATIN_CLASS.length ? LATIN_CLASS[code]! : 0;
    if (latinClass === 0 && !isLetter(code)) {
      endToken();
    } else {
      length += units;
      if (latinClass === 0) {
        counts.otherLetters++;
        allLatin = false;
      } else if (latinClass === 2) {
        vowels++;
        consonantRun = 0;
      } else if (++consonantRun >= 5) {
        longConsonantRun = true;
      }
    }
    i += units - 1;
  }
  endToken();
  return counts;
}

const LETTER = /^\p{L}$/u;
const letterAnswers = new Map<number, boolean>();

/** Whether a code point is a letter (\p{L}); asked of each distinct code point once. */
function isLetter(code: number): boolean {
  let answer = letterAnswers.get(code);
  if (answer === undefined) {
    answer = LETTER.test(String.fromCodePoint(code));
    letterAnswers.set(code, answer);
  }
  return answer;
}
