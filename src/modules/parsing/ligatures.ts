/**
 * Words a text layer printed without their f-ligatures, written back as the vocabulary spells them. A font may draw
 * "fi", "fl", "ff", "ffi" and "ffl" as one glyph that its Unicode map leaves out: the text layer then holds
 * "Identi cation", "Extremely  ammable aerosol", "Date de modi cation", "Fire- ghting measures" (a gap where the glyph
 * stood), "Identication", "üssig" (nothing: a glyph read as a control code, which control-characters.ts takes out) or
 * "Identi\uF001cation" (a private-use code or U+FFFD in its place). Sections, labels, statement wordings and state words
 * are then not read.
 *
 * A document is read so only where its first lines show it: two different such words or more, and at least as many
 * of them as words that print an f-ligature's letters whole (a layer that lost them prints none in the damaged font;
 * a sound sheet prints dozens, "first", "specific", "flammable"). A word is written back only when exactly one
 * vocabulary word gives it, it has four letters or more, and its pieces are not all words of the vocabulary or of a
 * language's common words themselves ("de ne" stays French; a single letter is what a gap leaves, no word). The word's case is kept. Pure; the lines stay one for one.
 */
import { GHS_HAZARD_STATEMENTS } from "../../shared/ghs/hazard-statements.ts";
import { GHS_PRECAUTIONARY_STATEMENTS } from "../../shared/ghs/precautionary-statements.ts";
import { CLP_STATEMENT_TABLES } from "../../shared/ghs/statement-languages.ts";
import { labelVocabulary, stringsOf } from "./label-vocabulary.ts";
import { literalWordsPattern } from "./phrase-pattern.ts";
import { inCase } from "./lost-letters.ts";
import { firstLineTexts, withLinesRewritten } from "./rewritten-lines.ts";
import { foldText } from "./section-vocabulary.ts";
import { SIGNAL_WORD_LABELS } from "./signal-words.ts";
import { MONTH_NAMES } from "./vocabulary/months.ts";
import { PRINTED_SPELLINGS } from "./vocabulary/printed-spellings.ts";
import type { SdsTextPage } from "./types.ts";

/** The f-ligatures of a text font, longest first (a font that has "ffi" draws it, not "ff" and "i"). */
const LIGATURE = /ffi|ffl|ff|fi|fl/g;

/** What stands in a lost ligature's place between a word's pieces: a space, a private-use code, U+FFFD. */
const MARKS = "\\ue000-\\uf8ff\\ufffd";
const GAP = `[ ${MARKS}]`;
const GAPS = new RegExp(GAP, "g");
/** A printed word's key: lower case, its gaps spaces, none at its ends. */
const keyOf = (printed: string) => printed.toLowerCase().replace(GAPS, " ").trim();

/** The vocabulary's words by their spelling without their ligatures (null: two words share it), and all as one pattern. */
type Tables = { words: Map<string, string | null>; any: RegExp; anyLower: RegExp };
let tables: Tables | undefined;

/** Built on first use and kept. */
function ligatureTables(): Tables {
  if (tables) return tables;
  const { phrases, knownWords, titleRuns } = labelVocabulary();
  // The section titles' words (their patterns' letter runs: "fire[\s-]*fighting"), whole words of five letters or more.
  const texts = [
    ...phrases, ...titleRuns.filter((run) => run.length >= 5), ...SIGNAL_WORD_LABELS, ...stringsOf(MONTH_NAMES), ...Object.values(PRINTED_SPELLINGS).flat(),
    ...Object.values(GHS_HAZARD_STATEMENTS), ...Object.values(GHS_PRECAUTIONARY_STATEMENTS), ...Object.values(CLP_STATEMENT_TABLES).flatMap((table) => Object.values(table)),
  ];
  const all = new Set(texts.flatMap((text) => text.normalize("NFC").toLowerCase().match(/\p{L}+/gu) ?? []));
  const known = new Set([...knownWords, ...[...all].map(foldText)]);
  const words = new Map<string, string | null>();
  const add = (key: string, word: string) => words.set(key, words.has(key) && words.get(key) !== word ? null : word);
  for (const word of all) {
    if (!/ff|fi|fl/.test(word)) continue;
    for (const written of new Set([word, foldText(word)])) {
      // The glyph's gap, or nothing, where the ligature stood; a gap at the word's start or end is the word's edge. A word
      // printed with a capital keeps its first letters whole ("Fireghting": no font joins "Fi").
      const lost = (gap: string) => [written.replace(LIGATURE, gap).trim(), written.charAt(0) + written.slice(1).replace(LIGATURE, gap).trimEnd()];
      for (const key of new Set([...lost(" "), ...lost("")])) {
        if (key === written) continue;
        const pieces = key.split(" ");
        // A single letter is what a gap leaves ("e et" for "effet"), no word.
        if (key.replace(/ /g, "").length < 4 || pieces.every((piece) => piece.length >= 2 && known.has(foldText(piece)))) continue;
        add(key, word);
      }
    }
  }
  const keys = [...words].filter(([, word]) => word !== null).map(([key]) => key).sort((a, b) => b.length - a.length);
  // A key's first letters looked for first: most places of a line start none, and the look behind costs more.
  const starts = [...new Set(keys.map((key) => key.charAt(0)))].join("");
  // A key's gap is a space, or the private-use code or U+FFFD the layer holds in the glyph's place.
  // At the word's start or end a code in the glyph's place is the word's ("\uF002ammable").
  const pattern = `(?=[${starts}${MARKS}])(?<![\\p{L}])[${MARKS}]?(?:${literalWordsPattern(keys).replace(/ /g, GAP)})[${MARKS}]?(?![\\p{L}])`;
  // `anyLower` for the first look, over text put in lower case once (the keys are): cheaper than a case-blind match.
  tables = { words, any: new RegExp(pattern, "giu"), anyLower: new RegExp(pattern, "gu") };
  return tables;
}

/** How many of a document's first lines show whether its layer lost its ligatures. */
const FIRST_LINES = 200;
/** An f-ligature's letters printed whole inside a word. */
const WHOLE = /ff|fi|fl/g;

/** Whether the first lines show a layer that lost its ligatures: two different damaged words, as many as whole ones. */
function lostLigatures(pages: readonly SdsTextPage[]): boolean {
  const text = firstLineTexts(pages, FIRST_LINES).join("\n");
  const whole = text.match(WHOLE)?.length ?? 0;
  const { words, anyLower } = ligatureTables();
  const seen = new Set<string>();
  let damaged = 0;
  for (const match of text.toLowerCase().matchAll(anyLower)) {
    damaged++;
    seen.add(words.get(keyOf(match[0])) ?? match[0]);
  }
  return seen.size >= 2 && damaged >= whole;
}

/** The pages with their ligature-less vocabulary words written back (the pages themselves where the layer lost none). */
export function withLigaturesRestored(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  if (!lostLigatures(pages)) return pages;
  const { words, any } = ligatureTables();
  return withLinesRewritten(pages, (text) => text.replace(any, (printed) => inCase(printed, words.get(keyOf(printed)) ?? printed)));
}
