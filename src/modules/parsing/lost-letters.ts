/**
 * Label and heading words a text layer printed without their language's own letters, written back as the vocabulary
 * spells them, so that the labels are read and the headings found:
 * - the letters dropped ("Fecha de revisin", "SECCIN 2", "Niebezpieczestwo"): a font whose accented glyphs map to no
 *   character leaves control codes, which control-characters.ts takes out;
 * - a question mark or U+FFFD in their place ("Data sporz?dzenia", "Fecha de revisi\uFFFDn"): a generator whose code
 *   page has no such letter;
 * - German umlauts and ß spelled out ("Ueberarbeitet am", "Massnahmen"): German set in ASCII by older systems.
 * Accents merely left off ("Fecha de revision") need nothing: labels are matched with accents folded.
 *
 * A word is written back only when it is no word of the vocabulary or of a language's common words itself, has four
 * characters or more, and exactly one vocabulary word gives it; dropped and spelled-out letters (which leave an
 * ordinary-looking word) only in a document where two different such words stand and fewer than 20 of the languages'
 * own letters, so that one name that happens to spell a damaged label, or a split word in a sheet that prints its
 * letters ("toxi cologiques"), is left alone; and only in a label part, as a date's month or as a signal word (prose
 * spells damaged words: "nor", "Labor"). A question mark or U+FFFD between letters is damage wherever it stands.
 * The word's case is kept (all capitals, a capital first, or none). Pure; the lines stay one for one.
 */
import { labelVocabulary, stringsOf } from "./label-vocabulary.ts";
import { MONTH_NAMES } from "./vocabulary/months.ts";
import { literalWordsPattern } from "./phrase-pattern.ts";
import { foldText } from "./section-vocabulary.ts";
import { signalWordOf, SIGNAL_WORD_LABELS } from "./signal-words.ts";
import { CELL_GAP } from "./cell-gap.ts";
import { PRINTED_SPELLINGS } from "./vocabulary/printed-spellings.ts";
import { firstLineTexts, withLinesRewritten } from "./rewritten-lines.ts";
import type { SdsTextPage } from "./types.ts";

/**
 * Per kind of damage, the vocabulary's words by their damaged spelling (null: two words share it); `known`: the words as
 * they are (folded); `anyKey`: every damaged spelling as one pattern.
 */
type Tables = {
  dropped: Map<string, string | null>; marked: Map<string, string | null>; spelled: Map<string, string | null>; gapped: Map<string, string | null>;
  known: Set<string>; anyKey: RegExp; anyGapped: RegExp;
};
let tables: Tables | undefined;

const DE_SPELLED: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const OWN_LETTER = /[^\x00-\x7f]/u;

/** Month names ("août" read "aot") may be three letters; other words four characters, three of them letters. */
function add(map: Map<string, string | null>, key: string, word: string, shortest: number): void {
  if (key.length < shortest || (key.match(/[a-z]/g)?.length ?? 0) < 3) return;
  map.set(key, map.has(key) && map.get(key) !== word ? null : word);
}

/** Built on first use and kept. */
function lostLetterTables(): Tables {
  if (tables) return tables;
  const { phrases, knownWords } = labelVocabulary();
  // The phrases' words as written, with their letters (label-vocabulary.ts's wordsOf folds them).
  const writtenWords = (list: readonly string[]) => list.flatMap((phrase) => phrase.normalize("NFC").toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const months = new Set(writtenWords(stringsOf(MONTH_NAMES)));
  const words = new Set([...writtenWords([...phrases, ...SIGNAL_WORD_LABELS, ...Object.values(PRINTED_SPELLINGS).flat()]), ...months]);
  const dropped = new Map<string, string | null>();
  const marked = new Map<string, string | null>();
  const spelled = new Map<string, string | null>();
  const gapped = new Map<string, string | null>();
  for (const word of words) {
    if (!OWN_LETTER.test(word) || !/^[\p{Script=Latin}]+$/u.test(word)) continue;
    const shortest = months.has(word) ? 3 : 4;
    add(dropped, [...word].filter((char) => !OWN_LETTER.test(char)).join(""), word, shortest);
    add(marked, [...word].map((char) => (OWN_LETTER.test(char) ? "?" : char)).join(""), word, shortest);
    if (/[äöüß]/.test(word)) add(spelled, word.replace(/[äöüß]/g, (char) => DE_SPELLED[char]!), word, shortest);
    // A gap where the letter stood, inside the word (at its edge a gap is the word's edge: the dropped spelling).
    const withGaps = [...word].map((char) => (OWN_LETTER.test(char) ? " " : char)).join("").trim();
    if (withGaps.includes(" ")) add(gapped, withGaps, word, shortest);
  }
  // A damaged spelling that is itself a word (folded) of the vocabulary or a common word is that word.
  const known = new Set([...knownWords, ...[...words].map(foldText)]);
  for (const map of [dropped, spelled]) for (const key of map.keys()) if (known.has(key)) map.delete(key);
  // Pieces that are all words themselves are words a line prints ("de la"), not one word with gaps; a single letter
  // is what a gap leaves ("ao t" for "août"), no word.
  for (const key of gapped.keys()) if (key.split(/ +/).every((piece) => piece.length >= 2 && known.has(piece))) gapped.delete(key);
  // Every damaged spelling as one pattern (a tree of shared beginnings, longest first), for the first look over a
  // document: most words of a sheet are no such spelling, and one pass of the engine tells so cheaper than a lookup each.
  const keysOf = (maps: Map<string, string | null>[]) => maps.flatMap((map) => [...map]).filter(([, word]) => word !== null).map(([key]) => key).sort((a, b) => b.length - a.length);
  const keys = keysOf([dropped, marked, spelled, gapped]);
  const starts = [...new Set(keys.map((key) => key.charAt(0)))].join("").replace(/[?]/, "\\?");
  const anyKey = new RegExp(`(?<![a-z?])(?=[${starts}])(?:${literalWordsPattern([...new Set(keys)])})(?![a-z?])`, "g");
  // The gapped spellings span words: written back by a pattern of their own (case-blind, as lines are printed).
  const anyGapped = new RegExp(`(?<![\\p{L}\\d])(?:${literalWordsPattern(keysOf([gapped]))})(?![\\p{L}\\d])`, "giu");
  tables = { dropped, marked, spelled, gapped, known, anyKey, anyGapped };
  return tables;
}

/** A candidate word: ASCII letters, with a question mark or U+FFFD among them, and no other letter on either side. */
const WORD = /(?<![\p{L}\d])(?:[?\ufffd](?=[A-Za-z]))?[A-Za-z][A-Za-z?\ufffd]{2,}(?![\p{L}\d])/gu;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;
/** Whether the run at `at` stands alone: no letter or digit on either side. */
function standsAlone(text: string, at: number, length: number): boolean {
  const before = text.charAt(at - 1);
  const after = text.charAt(at + length);
  return !(before && LETTER_OR_DIGIT.test(before)) && !(after && LETTER_OR_DIGIT.test(after));
}
const MARK = /[?\ufffd]/;

/**
 * The form written in the printed word's case: all capitals, a capital first, or as the vocabulary has it. A word whose
 * own first letter was lost ("rodki" for "Środki") opening its line's text (after a number, a mark or a numbered
 * heading's opening, "SEKCJA 4: ") takes a capital, as a heading's or label's first word does.
 */
export function inCase(printed: string, form: string, opensLine = false): string {
  const letters = printed.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 2 && letters === letters.toUpperCase()) return form.toUpperCase();
  const firstLost = form.charAt(0).toLowerCase() !== printed.charAt(0).toLowerCase();
  if (/^\p{Lu}/u.test(letters) || (firstLost && opensLine)) return form.charAt(0).toUpperCase() + form.slice(1);
  return form;
}

/** The vocabulary word a printed word is a damaged spelling of, if any (`loose`: dropped and spelled-out letters too). */
function restored(word: string, loose: boolean): string | undefined {
  const { dropped, marked, spelled, gapped, known } = lostLetterTables();
  const lower = word.toLowerCase();
  if (lower.includes(" ")) return loose ? (gapped.get(lower) ?? undefined) : undefined;
  if (MARK.test(word)) {
    // A question mark may end the word in its letter's place ("Societ?" for "Società"), not after a word whole without
    // it ("Flammable?", "Stabilit?" is no word).
    const key = lower.replace(/\ufffd/g, "?");
    if (/\?$/.test(key) && known.has(key.replace(/\?+$/, ""))) return undefined;
    return marked.get(key) ?? undefined;
  }
  if (!loose) return undefined;
  return dropped.get(lower) ?? spelled.get(lower) ?? undefined;
}

/**
 * Whether the document prints its language's own letters hardly anywhere (under 20): a layer that lost them. A layer
 * that prints them lost none, and two words that look like damaged labels there are something else (a word split by
 * stray spaces: "toxi cologiques" is no "écologiques").
 */
function fewOwnLetters(pages: readonly SdsTextPage[]): boolean {
  let count = 0;
  for (const page of pages) for (const line of page.lines) if (OWN_LATIN.test(line.text) && (count += line.text.match(OWN_LATIN_ALL)!.length) >= 20) return false;
  return true;
}
const OWN_LATIN = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/;
const OWN_LATIN_ALL = new RegExp(OWN_LATIN.source, "g");

/** How many of a document's first lines show whether its layer lost letters. */
const FIRST_LINES = 200;

/**
 * Whether `offset` lies in a label part of its line: in a cell (cells part at a gap of three blanks or a tab) before
 * the cell's colon, at most 80 characters in; a numbered heading's or sub-section's opening ("ABSCHNITT 2:", "2.",
 * "1.3") is passed over, its title being the part. Words without their letters are looked for and written back there
 * only: labels and headings are where the vocabulary's words stand, and prose elsewhere holds words that spell a
 * damaged one ("nor" is "únor" without its ú, "Labor" "élaboré" without its é, both in an English sheet's legal notice).
 */
function inLabelPart(text: string, offset: number): boolean {
  let cellStart = 0;
  for (const gap of text.slice(0, offset).matchAll(CELL_GAPS)) cellStart = gap.index + gap[0].length;
  if (offset - cellStart > LABEL_PART_MAX) return false;
  const before = text.slice(cellStart, offset);
  const opening = NUMBERED_OPENING.exec(before)?.[0].length ?? 0;
  return !/[:：]/.test(before.slice(opening));
}
/** The label parts of a line's cells, one a line (the first look's text). */
function labelParts(text: string): string {
  return text.split(CELL_GAP).map((cell) => {
    const opening = NUMBERED_OPENING.exec(cell)?.[0].length ?? 0;
    const colon = cell.slice(opening).search(/[:：]/);
    return cell.slice(0, Math.min(colon < 0 ? cell.length : opening + colon, LABEL_PART_MAX));
  }).join("\n");
}
const NUMBERED_OPENING = /^\s*(?:\p{L}+\s+)?\d{1,2}(?:\s*\.\s*\d{1,2})*\s*[.:)]?\s*/u;
const CELL_GAPS = new RegExp(CELL_GAP.source, "g");
const LABEL_PART_MAX = 80;

/** A month's name in a date ("18 aot 2022", "6. ervence 2011"): written back there too, as the date's reader needs it. */
const inDate = (text: string, offset: number, word: string) =>
  /\d[.\s]\s*$/.test(text.slice(Math.max(0, offset - 4), offset)) && /^\.?\s+\d{4}/.test(text.slice(offset + word.length, offset + word.length + 7));

/** The pages with damaged vocabulary words written back (the pages themselves where none is found). */
export function withLostLettersRestored(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  // Dropped or spelled-out letters count only where two different such words stand. A layer that lost its letters
  // shows it in the label parts of the sheet's first lines (section 1's labels, the first headings): one look over
  // those, joined, as most sheets hold no such word; the document's damaged label words are then written back.
  const seen = new Set<string>();
  let markSeen = false;
  // Lower case (the keys are), U+FFFD as "?" (as the marked keys write it).
  const all = firstLineTexts(pages, FIRST_LINES).map(labelParts).join("\n").toLowerCase();
  const text = all.includes("\ufffd") ? all.replace(/\ufffd/g, "?") : all;
  for (const match of text.matchAll(lostLetterTables().anyKey)) {
    const form = restored(match[0], true);
    if (!form || !standsAlone(text, match.index, match[0].length)) continue;
    seen.add(form);
    markSeen ||= MARK.test(match[0]);
    if (seen.size >= 2 && markSeen) break;
  }
  if (seen.size === 0) return pages;
  const loose = seen.size >= 2 && fewOwnLetters(pages);
  // One dropped-looking word alone, and no word with a mark: nothing to write back.
  if (!loose && !markSeen) return pages;
  return withLinesRewritten(pages, (line) => {
    const writtenBack = (printed: string) => (word: string, offset: number) => {
      const form = restored(word, loose);
      if (!form) return word;
      // A word with a mark is damage wherever it stands; one without, in a label part, as a date's month or as a
      // signal word (a label's value).
      const placed = MARK.test(word) || inLabelPart(printed, offset) || inDate(printed, offset, word) || signalWordOf(foldText(form)) !== null;
      const before = printed.slice(0, offset);
      const opensLine = !/\p{L}/u.test(before) || NUMBERED_OPENING.exec(before)?.[0].length === before.length;
      return placed ? inCase(word, form, opensLine) : word;
    };
    // Words with gaps first (they span the single words the next pattern looks at), only where letters were lost.
    const whole = loose && line.includes(" ") ? line.replace(lostLetterTables().anyGapped, writtenBack(line)) : line;
    return whole.replace(WORD, writtenBack(whole));
  });
}
