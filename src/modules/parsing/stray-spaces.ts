/**
 * Words a text layer split with one stray space (session 15). pdf.js and pdftotext put a space where the gap between
 * two glyphs passes ~0.1 em, and fonts that set letters apart print "Supplie r Identification", "Nam e", "SECTIO N 2",
 * "Decem ber". A word split in two is rejoined when the JOINED form is a word of the parser's label and heading
 * vocabulary (./vocabulary, the section titles, statement labels, month names), one part is a fragment of one to three
 * letters, and not both parts are words themselves ("Product Name" stays). A word of eight letters or more is also
 * rejoined from two long parts neither of which is a word ("Identi fication", "Manufac turer") and from three parts
 * not two of which are words ("IDENT IFICAT ION"; session 15, round 2). Values are not rejoined by
 * guesswork: only a line's label part (before its colon or first column gap; a section heading line whole) is joined
 * against the whole vocabulary; the rest of the line only for month names (the physical state's reader joins its own
 * words: joinStateWords).
 */
import { ARTICLES, JOINING_WORDS } from "./vocabulary/joining-words.ts";
import * as propertyLabels from "./vocabulary/property-labels.ts";
import { foldText, SECTION_WORD } from "./section-vocabulary.ts";
import { labelVocabulary, stringsOf, wordsOf } from "./label-vocabulary.ts";
import type { SdsTextPage } from "./types.ts";
import { withLinesRewritten } from "./rewritten-lines.ts";

/**
 * The vocabulary's abbreviations: words it has only with a period after them ("datum herz.", "uberarb.", "postnr.").
 * They are no words of their own: "Herz ieningsdatum" is a split "herzieningsdatum".
 */
function abbreviationsOf(phrases: readonly string[]): Set<string> {
  const dotted = new Set<string>();
  const bare = new Set<string>();
  for (const phrase of phrases) for (const match of foldText(phrase).matchAll(/(\p{L}+)(\.?)/gu)) (match[2] ? dotted : bare).add(match[1]);
  return new Set([...dotted].filter((word) => !bare.has(word)));
}

/**
 * Short words that are words by themselves, which would otherwise be taken for fragments: "Not a" is no "Nota", "may
 * or" no "mayor".
 */
const SHORT_WORDS: readonly string[] = ["a", "an", "as", "at", "be", "by", "in", "is", "it", "no", "on", "so", "to", "up", "we", "te", "se", "la", "le", "el", "il", "un", "al", "ob", "per", "por", "con"];

/** What the join looks words up in (vocabularyTables). */
type Tables = { partWords: ReadonlySet<string>; label: Splits; value: Splits; state: Splits };
let tables: Tables | undefined;

/**
 * The vocabulary's words as the join needs them, built on the first join and kept: building them costs ~30 ms, which
 * importing the parser (the server's start) no longer pays.
 */
function vocabularyTables(): Tables {
  if (tables) return tables;
  const { phrases: labelPhrases, labelWords, monthWords: valueWords, titleRuns, commonWords } = labelVocabulary();
  // labelWords: the words the vocabulary's phrases are made of (any length): a part that is one is not a fragment.
  // valueWords, the month names: the only words a value may have rejoined. Signal words and their labels are not joined
  // here: the signal-word reader matches them with stray spaces left out itself, only where the word fills its cell, and
  // says it is less sure of a label read so (signal-word-line.ts). A physical state's words only where the state is read
  // (joinStateWords).
  const abbreviations = abbreviationsOf(labelPhrases);
  // Value words a split may be rejoined into: four letters or more ("DE C.V." is no "dec").
  const joinedValueWords = new Set([...valueWords].filter((word) => word.length >= 4));
  // What a split label word may be rejoined into: the vocabulary's words of four letters or more, and the letter runs
  // of the section title patterns and section words (regex sources: their runs name words, never taken for whole parts).
  const joinedLabelWords = new Set([...labelWords, ...valueWords, ...titleRuns].filter((word) => word.length >= 4));
  // A part that is a word by itself: a vocabulary word of four letters or more, a joining word or article of two or
  // three ("of", "de", "und"), a common word of a language ("not", "for", "may") or one of SHORT_WORDS. Other short
  // words of the lists (abbreviations, "po", "st") and single letters (it/pt "e", es "y") are taken for fragments:
  // "po int" is "point", "stat e" is "state" ("Nome e" stays: "nomee" is no word).
  const partWords = new Set([
    ...[...labelWords, ...valueWords].filter((word) => word.length >= 4 && !abbreviations.has(word)),
    ...[...JOINING_WORDS, ...ARTICLES].filter((word) => word.length >= 2),
    ...commonWords,
    ...SHORT_WORDS,
  ]);
  // A state's value may have its words rejoined ("Li quid", "Po wder", "Liqui de"), but not where a part is a state's
  // word itself: "Liquido s pray" is the state and the next word's split, not "Liquidos pray".
  const stateWords = new Set(wordsOf(stringsOf([propertyLabels.PHYSICAL_STATE_WORDS, Object.keys(propertyLabels.PHYSICAL_STATE_WHOLE_VALUES)], [])).filter((word) => word.length >= 4));
  tables = { partWords, label: splitsOf(joinedLabelWords), value: splitsOf(joinedValueWords), state: { ...splitsOf(stateWords), whole: stateWords } };
  return tables;
}

/** The end of a line's label part: its colon (within 60 characters) or its first column gap. */
const LABEL_END = /[:：]|\s{2,}/;
/** Vietnamese letters (Latin Extended Additional): its one-syllable words are no split words of ours ("một s"). */
const VIETNAMESE = /[\u1ea0-\u1ef9]/u;
const HEADING = new RegExp(`^\\s*(?:\\d{1,2}(?:\\.\\d{1,2})*\\.?\\s|(?:${SECTION_WORD})\\s*\\d)`, "iu");
const OTHER_LETTER = /\p{L}/u;

/**
 * Whether each character code beyond ASCII is a letter (1) or not (2), 0 until first met: a regex per character cost
 * the join a fifth of its time on sheets in Greek, Cyrillic or accented Latin (session 25).
 */
const OTHER_LETTERS = new Uint8Array(65536);

/**
 * Whether the character at `at` is a letter (ASCII by its code, others by OTHER_LETTERS). Past the end is no letter,
 * said before reading: a read past the end takes the engine's slow path.
 */
function letterAt(text: string, at: number): boolean {
  if (at >= text.length) return false;
  const code = text.charCodeAt(at);
  if (code < 128) return ((code | 32) >= 97 && (code | 32) <= 122);
  let known = OTHER_LETTERS[code]!;
  if (known === 0) OTHER_LETTERS[code] = known = OTHER_LETTER.test(text.charAt(at)) ? 1 : 2;
  return known === 1;
}

/**
 * Every way of splitting a word of `words` once with a fragment of one to three letters on one side ("nam e", "supplie
 * r", "de cember"): a pair of a line is looked up whole, folded, with no word concatenated or folded on its own.
 */
function splitPairs(words: ReadonlySet<string>): Set<string> {
  const pairs = new Set<string>();
  for (const word of words) {
    for (let at = 1; at < word.length; at++) if (at <= 3 || word.length - at <= 3) pairs.add(`${word.slice(0, at)} ${word.slice(at)}`);
  }
  return pairs;
}
/**
 * An elided article or an abbreviation goes on after a word ending at `end`: "Limite d'explosion", "material e.g."; an
 * English possessive's "'s" does not ("Su pplier's details" is "Supplier's").
 */
function goesOnAfter(text: string, end: number): boolean {
  const after = text.charAt(end);
  if (after === "'" || after === "’") return !((text.charAt(end + 1) === "s" || text.charAt(end + 1) === "S") && !letterAt(text, end + 2));
  return after === "." && letterAt(text, end + 1);
}

/** Each letter beyond ASCII folded as foldText folds it ("Ü" → "u", "ß" → "ss"), kept once seen. */
const LETTER_FOLDS = new Map<number, string>();

/**
 * A code of a word's letters, lower case and folded ("Überarbei" as "uberarbei"), from `seed` (the code of the letters
 * before): a pair of long parts is tested by its first part's code, with no string made for it (most such pairs are
 * two words and end there).
 */
function partCode(text: string, start: number, stop: number, seed: number): number {
  let code = seed;
  for (let at = start; at < stop; at++) {
    const char = text.charCodeAt(at);
    if (char < 128) {
      code = (Math.imul(code, 31) + (char | 32)) | 0;
      continue;
    }
    let fold = LETTER_FOLDS.get(char);
    if (fold === undefined) LETTER_FOLDS.set(char, (fold = foldText(String.fromCharCode(char))));
    for (let index = 0; index < fold.length; index++) code = (Math.imul(code, 31) + (fold.charCodeAt(index) | 32)) | 0;
  }
  return code;
}

/**
 * The splits of a word of eight letters or more into two parts of four letters or more ("identi fication", "manufac
 * turer") with the codes of their first parts; the vocabulary's long words, and the codes of the first two parts of
 * their splits in three ("iden tifi cation", "com posit ion": parts of two letters or more), the two parts' letters
 * coded as one ("identifi").
 */
type LongSplits = { firsts: Set<number>; pairs: Set<string>; words: Set<string>; twiceHeads: Set<number> };
function longSplits(words: ReadonlySet<string>): LongSplits {
  const splits: LongSplits = { firsts: new Set(), pairs: new Set(), words: new Set(), twiceHeads: new Set() };
  for (const word of words) {
    if (word.length < 8) continue;
    splits.words.add(word);
    for (let at = 4; word.length - at >= 4; at++) {
      splits.firsts.add(partCode(word, 0, at, 0));
      splits.pairs.add(`${word.slice(0, at)} ${word.slice(at)}`);
    }
    for (let at = 4; word.length - at >= 2; at++) splits.twiceHeads.add(partCode(word, 0, at, 0));
  }
  return splits;
}

/**
 * Where a word split twice ends, its first part at `start` and first space at `space` ("IDENT IFICAT ION", "Iden tifi
 * cation"): three parts of two letters or more one space apart, joined a vocabulary word of eight letters or more, not
 * two of them words, no capital opening a part after a part that is not all capitals; -1 for none.
 */
function twiceSplitEnd(text: string, start: number, space: number, stop: number, firstCode: number, splits: LongSplits, partWords: ReadonlySet<string>): number {
  if (space - start < 2 || stop - space - 1 < 2 || stop >= text.length || text.charCodeAt(stop) !== 32 || !letterAt(text, stop + 1)) return -1;
  if (!splits.twiceHeads.has(partCode(text, space + 1, stop, firstCode))) return -1;
  let end = stop + 1;
  while (end < text.length && letterAt(text, end)) end++;
  if (end - stop - 1 < 2 || goesOnAfter(text, end)) return -1;
  const parts = [text.slice(start, space), text.slice(space + 1, stop), text.slice(stop + 1, end)];
  if (!splits.words.has(lowerFold(parts.join("")))) return -1;
  if (parts.filter((part) => partWords.has(lowerFold(part))).length >= 2) return -1;
  for (let at = 1; at < 3; at++) {
    const opensCapital = parts[at].charAt(0) !== parts[at].charAt(0).toLowerCase();
    if (opensCapital && parts[at - 1] !== parts[at - 1].toUpperCase()) return -1;
  }
  return end;
}

/**
 * The codes (partCode) of every beginning of a word of `words`: a first part whose letters begin no vocabulary word
 * cannot be joined into one, and most pairs of a line's words end at this one look-up (session 25: the join was the
 * parser's costliest step).
 */
function beginningCodes(words: ReadonlySet<string>): Set<number> {
  const codes = new Set<number>([0]);
  for (const word of words) for (let at = 1; at <= word.length; at++) codes.add(partCode(word, 0, at, 0));
  return codes;
}

/**
 * The splits of a vocabulary a line's part may have rejoined; `whole`: words a part may not be (a state's value);
 * `beginnings`: the codes of the words' beginnings (beginningCodes).
 */
type Splits = { pairs: ReadonlySet<string>; long: LongSplits; beginnings: ReadonlySet<number>; whole?: ReadonlySet<string> };
const splitsOf = (words: ReadonlySet<string>): Splits => ({ pairs: splitPairs(words), long: longSplits(words), beginnings: beginningCodes(words) });

/** Whether the characters from `start` to `stop` are all ASCII. */
function isAscii(text: string, start: number, stop: number): boolean {
  for (let at = start; at < stop; at++) if (text.charCodeAt(at) >= 128) return false;
  return true;
}

/** foldText for a text: lower case, and accents off only when it has a letter beyond ASCII. */
function lowerFold(word: string): string {
  const lower = word.toLowerCase();
  for (let at = 0; at < lower.length; at++) if (lower.charCodeAt(at) >= 128) return foldText(word);
  return lower;
}

/**
 * `text` with words split by one space rejoined where `joined` allows them (the line's own letters, no case change).
 * A scan from space to space: a pair of words costs a code of its first part's letters, and most pairs end there.
 */
function rejoined(text: string, splits: Splits, partWords: ReadonlySet<string>, closedByColon = false): string {
  let out = "";
  let from = 0;
  let firstStart = 0;
  for (let space = text.indexOf(" "); space >= 0; space = text.indexOf(" ", space + 1)) {
    if (space <= firstStart || !letterAt(text, space - 1) || !letterAt(text, space + 1)) continue;
    let start = space - 1;
    while (start > firstStart && letterAt(text, start - 1)) start--;
    const firstCode = partCode(text, start, space, 0);
    // Each kind below joins the first two parts into the beginning of a vocabulary word (or a whole one): a pair of
    // ASCII letters whose first part, or both parts together, begin no such word joins into none. Other letters are
    // left to the look-ups, whose fold of a whole pair may differ from its parts' codes.
    const asciiFirst = isAscii(text, start, space);
    if (asciiFirst && !splits.beginnings.has(firstCode)) continue;
    let stop = space + 1;
    while (stop < text.length && letterAt(text, stop)) stop++;
    if (asciiFirst && isAscii(text, space + 1, stop) && !splits.beginnings.has(partCode(text, space + 1, stop, firstCode))) continue;
    // A word split twice ("IDENT IFICAT ION"): its three parts are closed at once.
    const twice = twiceSplitEnd(text, start, space, stop, firstCode, splits.long, partWords);
    if (twice > 0) {
      out += text.slice(from, space) + text.slice(space + 1, stop);
      from = stop + 1;
      firstStart = twice;
      space = stop;
      continue;
    }
    // Two long parts: only when the first begins a long word's split.
    const long = space - start > 3 && stop - space - 1 > 3;
    if (long && !splits.long.firsts.has(firstCode)) continue;
    // An elided article or an abbreviation goes on after the second part: "Limite d'explosion", "material e.g.".
    if (goesOnAfter(text, stop)) continue;
    if (stop - start - 1 < 4) continue;
    const pair = lowerFold(text.slice(start, stop));
    if (!(long ? splits.long.pairs : splits.pairs).has(pair)) continue;
    const first = text.slice(start, space);
    const second = text.slice(space + 1, stop);
    // "Nam e", "SECTIO N", "Supplie r": a fragment after a capital is one only when the word before is all capitals.
    if (second.charAt(0) !== second.charAt(0).toLowerCase() && first !== first.toUpperCase()) continue;
    const cut = pair.indexOf(" ");
    // A fragment beside a word is a split ("Nam e"); two long parts are one only when neither is a word ("Data sheet").
    const firstWord = partWords.has(pair.slice(0, cut));
    // A single letter ending a label closed by its colon ("Physical stat e: Liquid") is a fragment even where a language
    // has it as a word (pt/it "e", es "y"): a whole label does not end on a conjunction. Elsewhere it stays a word:
    // Italian "non è pericoloso" is no split "none", a label wrapped after a preposition ("Element de identificare a" /
    // "produsului:") no "identificarea" (session 22; counting every such letter a fragment joined both).
    const lastLetter = closedByColon && stop - space === 2 && /^\s*$/.test(text.slice(stop));
    const secondWord = !lastLetter && partWords.has(pair.slice(cut + 1));
    if (long ? firstWord || secondWord : firstWord && secondWord) continue;
    if (splits.whole && (splits.whole.has(pair.slice(0, cut)) || splits.whole.has(pair.slice(cut + 1)))) continue;
    out += text.slice(from, space);
    from = space + 1;
    // The joined word's last part is not joined again with the next word ("information s upplied" → "informations upplied").
    firstStart = stop;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** One line with its stray spaces closed: the label part against the vocabulary, the rest for month names. */
export function joinStraySpaces(text: string): string {
  if (text.indexOf(" ") < 0 || VIETNAMESE.test(text)) return text;
  const label = HEADING.test(text) ? null : LABEL_END.exec(text);
  const end = label === null ? text.length : label.index <= 60 || label[0] !== ":" ? label.index : 0;
  const { label: labelSplits, value: valueSplits, partWords } = vocabularyTables();
  // Closed by its colon, also one a column gap sets apart ("Physical stat e    : Liquid").
  const closedByColon = label !== null && end === label.index && /^\s*[:：]/.test(text.slice(end));
  const labelPart = end < text.length ? text.slice(0, end) : text;
  const head = rejoined(labelPart, labelSplits, partWords, closedByColon);
  if (end === text.length) return head;
  const valuePart = text.slice(end);
  const tables = { labelSplits, valueSplits, partWords };
  // A value part of one cell (most lines) is read as one; a later cell's own label is read as a label (rejoinedCell).
  const rest = CELL_GAP.test(valuePart)
    ? valuePart
        .split(CELL_GAPS)
        .map((part, index) => (index % 2 === 1 ? part : rejoinedCell(part, index === 0, tables)))
        .join("")
    : rejoined(valuePart, valueSplits, partWords);
  // Nothing joined: the line itself, not a copy pieced together (the callers compare it with the line).
  return head === labelPart && rest === valuePart ? text : head + rest;
}

/** A column gap between a line's cells; the same kept by split. */
const CELL_GAP = /\s{2,}/;
const CELL_GAPS = /(\s{2,})/;

/**
 * A cell of the line's value part: a later cell's own label, up to its colon, against the label vocabulary ("Printed:
 * 26-Apr-2008    Re vision Date: 9/13/2004": the revision date's label in the line's third cell), the rest for month names.
 */
function rejoinedCell(cell: string, first: boolean, { labelSplits, valueSplits, partWords }: { labelSplits: Splits; valueSplits: Splits; partWords: ReadonlySet<string> }): string {
  const colon = first ? -1 : cell.search(/[:：]/);
  if (colon <= 0 || colon > 60) return rejoined(cell, valueSplits, partWords);
  return rejoined(cell.slice(0, colon), labelSplits, partWords, true) + rejoined(cell.slice(colon), valueSplits, partWords);
}

/**
 * A physical state's value with its state words' stray spaces closed ("Li quid" → "Liquid", "fl üssig"): the states'
 * words are a closed list, so the state reader may have them rejoined where it reads a state (not every value of the
 * sheet: a product name's "A erosol" stays split, and says the layer splits words).
 */
export function joinStateWords(value: string): string {
  if (value.indexOf(" ") < 0) return value;
  const { state, partWords } = vocabularyTables();
  return rejoined(value, state, partWords);
}

/** Pages with every line's stray spaces closed (the same array when no line has one). */
export function withStraySpacesJoined(pages: readonly SdsTextPage[]): SdsTextPage[] {
  return withLinesRewritten(pages, joinStraySpaces);
}
