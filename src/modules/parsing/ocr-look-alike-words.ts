/**
 * Label and heading words with letters tesseract read as their look-alikes: a capital I as a small l or the other way
 * ("SignaI word", "FIash point", "SECTlON"), a 0 for an O ("SECTI0N", "INF0RMATI0N"), "rn" for "m" and "m" for "rn"
 * ("Product narne", "Untemehmen"), and a label word's accents lost ("Point d'eclair", read without the language's
 * letters; a value's words are the state reader's, properties.ts, or a name's as printed). The label is not read as a label, nor the heading as a heading (metamorphic family
 * O, session 39: a flash point lost on 32 of 84 tune sheets, the product on 22 of 100, sections on about half).
 * ocr-capital-i.ts puts back a word's first I by a list of stems; this reads any word of the parser's vocabulary
 * (label-vocabulary.ts). Pure: one OCR line in, the line with such words written as the vocabulary's, and each word
 * changed out (a value holding one is a guess).
 *
 * A word is rewritten only when it is no word of the vocabulary or the language's common words itself, it has four
 * characters or more, its look-alike letters make exactly one vocabulary word (of three letters only from "rn" read for "m") written in the
 * word's own case (its other letters all capitals, a capital first, or none: "Lotlon" is no "LOTION"; a small l is
 * never taken for a small i), and it is not inside a web or mail address. The word's other letters and accents are kept.
 */
import { foldText } from "./section-vocabulary.ts";
import { labelVocabulary } from "./label-vocabulary.ts";
import { LANGUAGE_WORDS } from "./vocabulary/language-words.ts";
import { SIGNAL_WORD_LABELS } from "./signal-words.ts";

/** Characters tesseract reads for one another, each class written as one: I, l, 1, | and ! as "#"; O, o and 0 as "0". */
const ONE_LIKE = new Set(["I", "l", "1", "|", "!"]);
const ZERO_LIKE = new Set(["O", "o", "0"]);

/** A word's letters with accents off (its case kept), one character per character of the word. */
const bareLetters = (word: string): string[] => [...word.normalize("NFC")].map((char) => char.normalize("NFD").replace(/\p{M}/gu, "") || char);

/** The word as its look-alikes read: one class each, lower case, "rn" as "m". */
function lookAlikeKey(letters: readonly string[]): string {
  return letters.map((char) => (ONE_LIKE.has(char) ? "#" : ZERO_LIKE.has(char) ? "0" : char.toLowerCase())).join("").replace(/rn/g, "m");
}

/**
 * How a word's letters are cased: all capitals, a capital first, or none (look-alikes, digits and marks not counted).
 * A word opening with a look-alike of I or l may be either of the last two ("Inforrnation").
 */
type Style = "upper" | "capital" | "lower";
function stylesOf(letters: readonly string[]): Style[] {
  const cased = letters.map((char, index) => [char, index] as const).filter(([char]) => !ONE_LIKE.has(char) && !ZERO_LIKE.has(char) && char.toLowerCase() !== char.toUpperCase());
  if (cased.length === 0) return [];
  if (cased.every(([char]) => char === char.toUpperCase())) return cased.length >= 2 ? ["upper"] : [];
  if (!cased.every(([char, index]) => index === 0 || char === char.toLowerCase())) return [];
  if (cased[0]![1] === 0) return cased[0]![0] === cased[0]![0].toUpperCase() ? ["capital"] : ["lower"];
  return ONE_LIKE.has(letters[0]!) ? ["capital", "lower"] : ["lower"];
}
const STYLED: Readonly<Record<Style, (word: string) => string>> = {
  upper: (word) => word.toUpperCase(), capital: (word) => word.charAt(0).toUpperCase() + word.slice(1), lower: (word) => word,
};

/**
 * `byKey`: per letter case, the vocabulary's words by look-alike key (null: two words share it); `known`: words as they
 * are; `accented`: the vocabulary's words that have accents, by their letters without them (accentedWords).
 */
type Tables = { byKey: Record<Style, Map<string, string | null>>; known: Set<string>; accented: Map<string, string> };
let tables: Tables | undefined;

/** Built on first use and kept. */
function lookAlikeTables(): Tables {
  if (tables) return tables;
  // The signal word's labels too. Not the month names: a month read with a look-alike is ocr-month-repair.ts's, which
  // marks the date it gives a guess.
  const { labelWords, titleRuns, signalLabelWords } = labelVocabulary();
  // Words of three letters too: only a word of four read with "rn" for "m" can be one ("Norn du produit").
  const words = new Set([...labelWords, ...titleRuns, ...signalLabelWords].filter((word) => word.length >= 3 && /^\p{L}+$/u.test(word)));
  const byKey = { upper: new Map(), capital: new Map(), lower: new Map() } as Tables["byKey"];
  for (const word of words) {
    for (const style of ["upper", "capital", "lower"] as const) {
      const form = STYLED[style](word);
      const key = lookAlikeKey([...form]);
      byKey[style].set(key, byKey[style].has(key) && byKey[style].get(key) !== form ? null : form);
    }
  }
  const { knownWords, phrases } = labelVocabulary();
  tables = { byKey, known: new Set([...words, ...knownWords]), accented: accentedWords([...phrases, ...SIGNAL_WORD_LABELS]) };
  return tables;
}

/**
 * The phrases' words of four letters or more that have accents ("éclair", "flüssig"), by their letters without them,
 * where that spelling is no word of the phrases or a language's common words too, and one word has it.
 */
function accentedWords(phrases: readonly string[]): Map<string, string> {
  const plain = new Set(Object.values(LANGUAGE_WORDS).flatMap((language) => language.common.map((word) => word.toLowerCase())));
  const byBare = new Map<string, string | null>();
  for (const word of phrases.flatMap((phrase) => phrase.normalize("NFC").toLowerCase().match(/\p{L}{4,}/gu) ?? [])) {
    const bare = bareLetters(word).join("");
    if (bare === word) plain.add(word);
    else byBare.set(bare, byBare.has(bare) && byBare.get(bare) !== word ? null : word);
  }
  return new Map([...byBare].filter((entry): entry is [string, string] => entry[1] !== null && !plain.has(entry[0])));
}

/** A word read without its accents written with the vocabulary's ("Point d'eclair" → "éclair"), its case kept. */
function withAccents(word: string, form: string): string {
  const read = [...word];
  return [...form].map((char, index) => (read[index] === read[index]!.toUpperCase() && read[index] !== read[index]!.toLowerCase() ? char.toUpperCase() : char)).join("");
}

/** The word written after `form`, the vocabulary's spelling: its look-alikes as the form has them, the rest as read. */
function written(word: string, form: string): string {
  const read = [...word.normalize("NFC")];
  const bare = bareLetters(word);
  let out = "";
  let j = 0;
  for (let i = 0; i < read.length; i++, j++) {
    const want = form.charAt(j);
    if (bare[i]!.toLowerCase() === want.toLowerCase()) out += read[i];
    else if (read[i]!.toLowerCase() === "r" && read[i + 1]?.toLowerCase() === "n" && want.toLowerCase() === "m") { out += want; i++; }
    else if (read[i]!.toLowerCase() === "m" && want.toLowerCase() === "r" && form.charAt(j + 1).toLowerCase() === "n") { out += form.slice(j, j + 2); j++; }
    else out += want;
  }
  return out;
}

/** A word: letters, and the digits and marks read for letters inside it. */
const WORD = /[\p{L}\d|!]+/gu;

export type LookAlikeRepair = { from: string; to: string };

/** Where a line's label ends: at its first colon, else its first column gap, else the line's end (a heading, a label alone). */
const LABEL_END = /[:：]|\s{2,}/;

export function repairLookAlikeWords(line: string): { text: string; words: LookAlikeRepair[] } {
  const words: LookAlikeRepair[] = [];
  const labelEnd = LABEL_END.exec(line)?.index ?? line.length;
  const text = line.replace(WORD, (word: string, offset: number) => {
    if (word.length < 4 || (word.match(/\p{L}/gu)?.length ?? 0) < 2) return word;
    // Inside a web or mail address ("www.lnfo.com", "[email protected]").
    if (/[.@/]/.test(line.charAt(offset - 1)) || /^[.@]\p{L}/u.test(line.slice(offset + word.length, offset + word.length + 2))) return word;
    const { byKey, known, accented } = lookAlikeTables();
    // A vocabulary word read without its accents (a scan read without its language's letters), in the line's label: a
    // name printed without accents ("QUIMICA INDUSTRIAL DEL NORTE") is a value, as printed.
    const accentedForm = offset < labelEnd && /^[a-zA-Z]+$/.test(word) ? accented.get(word.toLowerCase()) : undefined;
    if (accentedForm) {
      const to = withAccents(word, accentedForm);
      words.push({ from: word, to });
      return to;
    }
    if (known.has(foldText(word))) return word;
    const letters = bareLetters(word);
    const key = lookAlikeKey(letters);
    const form = stylesOf(letters).map((style) => byKey[style].get(key)).find((found) => found);
    if (!form) return word;
    const to = written(word, form);
    if (to === word) return word;
    words.push({ from: word, to });
    return to;
  });
  return { text, words };
}

/**
 * A heading title's words with their look-alikes read by the word's case alone, no vocabulary asked (the title patterns'
 * words are stems, "toxicolog", "ecolog"): in a word of capitals a small l, |, ! or a 1 between letters is an I, a 0 beside a
 * letter an O ("T0XIC0L0GICAL", "lNFORMATlON", "Z 0DPADAMI"); in a word of small letters after its first, a capital I is an l and a 0 an o
 * ("ToxicoIogicaI"). Only for a line already taken for a heading whose title must then name its section.
 */
export function titleLookAlikesRead(title: string): string {
  return title.replace(WORD, (word: string) => {
    const cased = [...word].filter((char) => char.toLowerCase() !== char.toUpperCase() && char !== "l" && char !== "I");
    if (cased.length < 2 || !/[lI|!01]/.test(word)) return word;
    // A 0 at a word's edge too ("0DPADAMI", "PR0"): a word of capitals holds no digit 0.
    if (cased.every((char) => char === char.toUpperCase())) return word.replace(/[l|!]|(?<=\p{L})1(?=\p{L})|(?<=\p{L})0|0(?=\p{L})/gu, (char) => (char === "0" ? "O" : "I"));
    if (cased.slice(1).every((char) => char === char.toLowerCase())) return word.replace(/(?<=\p{L})(?:I|[|!]|[01](?=\p{L}))/gu, (char) => (char === "0" ? "o" : "l"));
    return word;
  });
}
