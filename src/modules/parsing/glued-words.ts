/**
 * Vocabulary phrases a text layer printed without the spaces between their words, parted again. A font or generator
 * that sets words apart by moving the pen too little for a reader to see a space leaves a cell's words run together:
 * "Nomduproduit    :RAID", "MANUFACTURER'SNAME:    Harbour Inc.", "Dated'émission:5/5/2005", "RUBRIQUE 1:
 * Identificationdelasubstance/dumélange…" (a French Canadian sheet of the corpus prints every line that holds its curly
 * apostrophe so). Labels, section titles and signal-word labels are then not read.
 *
 * A phrase of the vocabulary is parted where a line prints it run together: every word of it, in order, with nothing
 * between them, not after a letter and not before a small letter. Only phrases of two words or more whose run-together
 * letters are eight or more and are no word of the vocabulary or of a language's common words ("Signalwort",
 * "Sicherheitsdatenblatt" are German words, not lost spaces). A document is read so only where its first lines show it
 * (lostSpaces); there, a heading's number run into its title and a date's month run into its numbers are set apart too.
 * The printed letters and their case stay; spaces come back between the words. Pure; the lines stay one for one. A
 * name's own words run together cannot be parted: lost-glyph-doubt.ts sends such a name to a person.
 */
import { labelVocabulary } from "./label-vocabulary.ts";
import { literalWordsPattern } from "./phrase-pattern.ts";
import { firstLineTexts, withLinesRewritten } from "./rewritten-lines.ts";
import { foldLine } from "./section-vocabulary.ts";
import { plainApostrophes, TYPOGRAPHIC_APOSTROPHES } from "../../shared/sds-section-words.ts";
import { SIGNAL_WORD_LABELS } from "./signal-words.ts";
import { MONTH_NUMBER } from "./vocabulary/months.ts";
import { PRINTED_SPELLINGS } from "./vocabulary/printed-spellings.ts";
import type { SdsTextPage } from "./types.ts";

/** A phrase's run-together letters → the lengths of its words (null: two phrases part them differently), and all as one pattern. */
type Tables = { partings: Map<string, number[] | null>; any: RegExp };
let tables: Tables | undefined;

/** The fewest letters a run-together phrase may have: shorter runs ("dela", "nomdu") hide inside too many words. */
const MIN_LETTERS = 8;

/** Built on first use and kept. */
function gluedTables(): Tables {
  if (tables) return tables;
  const { phrases, knownWords } = labelVocabulary();
  const texts = [...phrases, ...SIGNAL_WORD_LABELS, ...Object.values(PRINTED_SPELLINGS).flat()];
  // Every word the vocabulary prints: a phrase run together into one of them is that word, not a lost space.
  const words = new Set([...knownWords, ...texts.flatMap((text) => foldLine(text).split(/[\s/]+/))]);
  const partings = new Map<string, number[] | null>();
  for (const text of texts) {
    // Spaces around a slash are the printer's choice ("Manufacturer / Supplier", "Manufacturer/Supplier"): no lost space.
    const spaced = plainApostrophes(text.normalize("NFC").toLowerCase()).trim().replace(/\s*\/\s*/g, "/");
    // As printed and without its accents (the lists keep some phrases folded): a line is matched in lower case only.
    for (const form of new Set([spaced, foldLine(spaced)])) {
      const parts = form.split(/\s+/);
      const key = parts.join("");
      if (form.length !== spaced.length || parts.length < 2 || (key.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) continue;
      if (words.has(foldLine(key)) || words.has(foldLine(key).replace(/[^\p{L}]/gu, ""))) continue;
      const lengths = parts.map((part) => part.length);
      const had = partings.get(key);
      partings.set(key, had === undefined || (had !== null && had.join() === lengths.join()) ? lengths : null);
    }
  }
  const keys = [...partings].filter(([, lengths]) => lengths !== null).map(([key]) => key).sort((a, b) => b.length - a.length);
  const starts = [...new Set(keys.map((key) => key.charAt(0)))].join("").replace(/[\\\]^-]/g, "\\$&");
  const pattern = literalWordsPattern(keys).replace(/'/g, `['${TYPOGRAPHIC_APOSTROPHES}]`);
  tables = { partings, any: new RegExp(`(?=[${starts}])(?<![\\p{L}])(?:${pattern})`, "gu") };
  return tables;
}

/** A mail or web address: the text around a phrase of one. */
const ADDRESS_AROUND = /@|www\.|:\/\/|\.(?:com|org|net|eu|de|fr|es|it|nl|pt|pl)\b/i;

/** The text of the word (between spaces) a phrase stands in, at most 100 characters each side. */
function wordAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 100), start);
  const after = text.slice(end, end + 100);
  return `${before.slice(before.search(/\S*$/))}${after.slice(0, after.search(/\s|$/))}`;
}

/** How many of a document's first lines show whether its layer lost its spaces. */
const FIRST_LINES = 200;

/**
 * The run-together phrases of a line (matched in lower case, which keeps a line's length): where each starts and its
 * parting. A phrase followed by a small letter runs on into a longer word, which is not it.
 */
function gluedPhrases(text: string): { at: number; lengths: number[] }[] {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return [];
  const { partings, any } = gluedTables();
  const found: { at: number; lengths: number[] }[] = [];
  for (const match of lower.matchAll(any)) {
    const end = match.index + match[0].length;
    // An address's name ("SafetyDataSheets@harbour.com", "www.safetydatasheets.eu") is written without spaces.
    if (/\p{Ll}/u.test(text.charAt(end)) || ADDRESS_AROUND.test(wordAround(text, match.index, end))) continue;
    found.push({ at: match.index, lengths: partings.get(plainApostrophes(match[0]))! });
  }
  return found;
}

/**
 * Whether the first lines show a layer that lost its spaces: two different run-together phrases of three words or more
 * (two words run together are also a spelling: "Tradename", "Datasheet"), or one of any length and letter runs of 16
 * letters or more making LONG_RUN_SHARE of its words (the 209 corpus texts: at most 0.075, German's compounds; with every
 * cell run together 0.13 and more but for two sheets of one-word cells).
 */
function lostSpaces(pages: readonly SdsTextPage[]): boolean {
  const seen = new Set<string>();
  const texts = firstLineTexts(pages, FIRST_LINES);
  let runTogether = false;
  for (const text of texts) {
    for (const { at, lengths } of gluedPhrases(text)) {
      runTogether = true;
      if (lengths.length >= 3) seen.add(foldLine(text.slice(at, at + lengths.reduce((a, b) => a + b, 0))));
    }
    if (seen.size >= 2) return true;
  }
  // Word lengths are counted only where a phrase ran together at all.
  if (!runTogether) return false;
  const runs = texts.join("\n").match(/\p{L}{2,}/gu) ?? [];
  return runs.length >= MIN_RUNS && runs.filter((run) => run.length >= 16).length >= LONG_RUN_SHARE * runs.length;
}

const LONG_RUN_SHARE = 0.15;
/** Too few words to tell by their lengths. */
const MIN_RUNS = 40;

/**
 * A date's words run into its numbers ("29denoviembrede2016", "October13,2015", "13octobre2015"): letters beside a digit
 * that are exactly a month's name, with a joining word before or after it ("de", "of"), are set apart. dates.ts reads a
 * month alone run into its numbers itself ("12Mar2021"), but not with a joining word run in ("denoviembrede" is no
 * month's name); the label readers that look at a date's line read it spaced either way. Other letters beside digits
 * stay ("H225", "Page2/8").
 */
const LETTERS_BY_DIGIT = /(?<=\d\.?)\p{L}+|\p{L}+(?=\d)/gu;
const DATE_JOINS = ["de", "del", "of", "du", "di", "do", "da"];
let monthWords: RegExp | undefined;

function monthAsWords(letters: string): string | null {
  monthWords ??= new RegExp(`^(${DATE_JOINS.join("|")})?(${[...MONTH_NUMBER.keys()].map(foldLine).filter((name) => name.length >= 3).join("|")})(${DATE_JOINS.join("|")})?$`, "u");
  const folded = foldLine(letters);
  const match = folded.length === letters.length ? monthWords.exec(folded) : null;
  if (!match) return null;
  const [before = "", month = "", after = ""] = [match[1], match[2], match[3]];
  return [letters.slice(0, before.length), letters.slice(before.length, before.length + month.length), letters.slice(before.length + month.length)].filter(Boolean).join(" ");
}

function withDateWordsApart(text: string): string {
  return text.replace(LETTERS_BY_DIGIT, (letters, at: number) => {
    const words = monthAsWords(letters);
    if (words === null) return letters;
    const before = at > 0 && /\d/.test(text.charAt(at - 1)) ? " " : "";
    const after = /\d/.test(text.charAt(at + letters.length)) ? " " : "";
    return `${before}${words}${after}`;
  });
}

/** A heading's number run into its title ("1Identification…", "13Considérations…"): the title starts with a capital. */
const NUMBER_ON_TITLE = /^(\s*\d{1,2}\.?)(?=\p{Lu}\p{Ll})/u;

/**
 * The line with each run-together phrase's words set apart, and from what runs on after it (a value, "Date
 * d'émission 11/24/2015"; another word, "PRODUCTNAME HARBOUR"); a heading's number set apart from its title, a date's
 * month from its numbers.
 */
function parted(text: string): string {
  let out = "";
  let from = 0;
  for (const { at, lengths } of gluedPhrases(text)) {
    out += text.slice(from, at);
    let cut = at;
    out += lengths.map((length) => text.slice(cut, (cut += length))).join(" ");
    if (/[\p{L}\d]/u.test(text.charAt(cut))) out += " ";
    from = cut;
  }
  return withDateWordsApart((out + text.slice(from)).replace(NUMBER_ON_TITLE, "$1 "));
}

/** The pages with their run-together vocabulary phrases parted (the pages themselves where the layer lost no spaces). */
export function withGluedWordsParted(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  return lostSpaces(pages) ? withLinesRewritten(pages, parted) : pages;
}
