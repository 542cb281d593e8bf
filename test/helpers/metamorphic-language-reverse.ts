/**
 * Family L, reverse (session 17, round 2): a NON-ENGLISH tune sheet (German, French, Spanish, Dutch, Portuguese …)
 * printed in English and in the other languages of the seven. The word tables are read backwards: each of the sheet's
 * language's wordings of a label (metamorphic-language-words.ts, metamorphic-language-fields.ts) becomes the target's
 * wording k (a wording listed for several labels is the one it comes first for), its section headings the target's Annex II titles (number and "SECTION" word kept in shape), its signal
 * word, its physical state's word and its sub-section 3.1/3.2 titles the target's. A wording the tables do not hold
 * stays as printed (the sheet is then partly in its own language, as bilingual sheets are). Names, codes, numbers and
 * dates stay. The truth does not change. Used by `scripts/metamorphic-tune.ts --languages --non-english`.
 */
import { phrasePattern } from "../../src/modules/parsing/phrase-pattern.ts";
import { evidenceLine, type Line, type MetaDoc, type Variant } from "./metamorphic.ts";
import { LANGUAGE_WORDS, LANGUAGES, type LabelKey } from "./metamorphic-language-words.ts";
import { FIELD_WORDS, stateInCaseOf, type FieldLabelKey, type StateWord } from "./metamorphic-language-fields.ts";
import { inCaseOf, LABEL_START, pick, rewriteHeading } from "./metamorphic-language.ts";
import { ENGLISH_WORDS, ENGLISH_FIELD_WORDS } from "./metamorphic-language-english.ts";

type AnyKey = LabelKey | FieldLabelKey;
// A date's label before a bare number is a version's ("Révision 3", "Revisión: 2.1"), not a date's.
const DATE_KEYS = new Set<AnyKey>(["revisionDate", "lastRevision", "issueDate", "preparationDate", "printDate"]);
const GOES_ON = /^(?:\s\p{Ll}|\s?\/\s?\p{L})/u;
const VERSION_AFTER = /^\s*:?\s*\d{1,2}(?:[.,]\d{1,2})?(?![\d./-])/u;

const wordsOf = (language: string) => (language === "en" ? ENGLISH_WORDS : LANGUAGE_WORDS[language]);
const fieldWordsOf = (language: string) => (language === "en" ? ENGLISH_FIELD_WORDS : FIELD_WORDS[language]);

type Reverse = { pattern: RegExp; keys: Map<string, AnyKey>; signal: RegExp; danger: string; states: Map<string, StateWord>; statePattern: RegExp | null };
const reverses = new Map<string, Reverse>();

/** The source language's wordings, longest first, each mapped to the label it is (the first label that lists it). */
function reverseOf(source: string): Reverse {
  const cached = reverses.get(source);
  if (cached) return cached;
  const words = wordsOf(source)!;
  const fields = fieldWordsOf(source);
  const keys = new Map<string, AnyKey>();
  const add = (key: AnyKey, list: readonly string[]) => { for (const wording of list) if (!keys.has(wording.toLowerCase())) keys.set(wording.toLowerCase(), key); };
  const lists = [...Object.entries(words.labels).filter(([key]) => key !== "substances" && key !== "mixtures"), ...Object.entries(fields?.labels ?? {})] as Array<[AnyKey, readonly string[]]>;
  // A wording is the label it comes first for ("Lieferant" is the supplier, though "Manufacturer/Supplier" lists it second).
  for (const [key, list] of lists) add(key, list.slice(0, 1));
  for (const [key, list] of lists) add(key, list);
  const pattern = new RegExp(`${LABEL_START}(?:${phrasePattern([...keys.keys()])})(?![\\p{L}])`, "giu");
  const signal = new RegExp(`^(\\s*)(${phrasePattern([words.danger, ...words.warning])})(\\s*!?\\s*)$`, "iu");
  const states = new Map<string, StateWord>();
  if (fields) for (const [state, list] of Object.entries(fields.states)) for (const word of list) if (!states.has(word.toLowerCase())) states.set(word.toLowerCase(), state as StateWord);
  const statePattern = states.size ? new RegExp(`(?<![\\p{L}])(?:${phrasePattern([...states.keys()])})(?![\\p{L}])`, "giu") : null;
  const reverse = { pattern, keys, signal, danger: words.danger, states, statePattern };
  reverses.set(source, reverse);
  return reverse;
}


function targetWording(key: AnyKey, target: string, k: number): string | undefined {
  const words = wordsOf(target)!;
  const list = key in words.labels ? words.labels[key as LabelKey] : fieldWordsOf(target)?.labels[key as FieldLabelKey];
  return list ? pick(list, k) : undefined;
}

/** One line's labels from the source language into the target's wording k. */
export function reverseLine(text: string, source: string, target: string, k: number): string {
  const reverse = reverseOf(source);
  const targetWords = wordsOf(target)!;
  let out = text.replace(reverse.pattern, (match: string, at: number) => {
    const key = reverse.keys.get(match.replace(/\s+/g, " ").replace(/[’`´]/g, "'").toLowerCase());
    const after = text.slice(at + match.length);
    // Part of a longer phrase ("Adresse du fournisseur", "Hersteller / Lieferant"): half-translated, it would be the rewrite's own artefact.
    if (!key || GOES_ON.test(after) || (DATE_KEYS.has(key) && VERSION_AFTER.test(after))) return match;
    const wording = targetWording(key, target, k);
    return wording ? inCaseOf(match, wording) : match;
  });
  const sourceWords = wordsOf(source)!;
  out = out.replace(new RegExp(`^(\\s*3\\.([12])\\.?\\s+)(${phrasePattern([sourceWords.labels.substances[0]!, sourceWords.labels.mixtures[0]!])})(?![\\p{L}])`, "iu"),
    (_, lead: string, which: string, printed: string) => `${lead}${inCaseOf(printed, (which === "1" ? targetWords.labels.substances : targetWords.labels.mixtures)[0]!)}`);
  return out;
}

/** The state's words on the physical state's line into the target's (English: the scorer's word). */
function reverseStates(text: string, source: string, target: string, k: number): string {
  const reverse = reverseOf(source);
  const targetStates = fieldWordsOf(target)?.states;
  if (!reverse.statePattern || !targetStates) return text;
  return text.replace(reverse.statePattern, (match) => {
    const state = reverse.states.get(match.toLowerCase());
    if (!state) return match;
    return stateInCaseOf(match, pick(targetStates[state], k));
  });
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]+/gu, "");

/** Lines that carry on a heading's Annex II title in the sheet's language ("… UND DES" / "UNTERNEHMENS"). */
function headingContinuations(doc: MetaDoc, headings: ReadonlyMap<number, number>): Set<number> {
  const titles = wordsOf(doc.language)!.sections;
  const continued = new Set<number>();
  for (const [start, number] of headings) {
    const title = letters(titles[number - 1] ?? "");
    const heading = letters(doc.lines[start]!.text);
    const next = doc.lines[start + 1];
    if (!title || !next || heading.endsWith(title) || headings.has(start + 1)) continue;
    if (letters(next.text) && (heading + letters(next.text)).endsWith(title)) continued.add(start + 1);
  }
  return continued;
}

/** The non-English sheet in `target` (English or another of the seven), wording k. */
export function reverseVariant(doc: MetaDoc, target: string, k: number): Variant {
  const source = doc.language;
  const words = wordsOf(target)!;
  const reverse = reverseOf(source);
  const headings = new Map(doc.spans.filter((span) => span.number >= 1 && span.number <= 16).map((span) => [span.start, span.number]));
  const section2 = doc.spans.find((span) => span.number === 2);
  const signalAt = evidenceLine(doc, "signal_word");
  const stateAt = evidenceLine(doc, "physical_state");
  const continued = headingContinuations(doc, headings);
  const lines = doc.lines.map((line, index): Line | null => {
    const heading = headings.get(index);
    if (heading !== undefined) return { ...line, text: rewriteHeading(line.text, heading, words) };
    // The rest of a heading's title wrapped onto the next line is part of the title the heading now prints whole.
    if (continued.has(index)) return null;
    let text = reverseLine(line.text, source, target, k);
    if (index === stateAt) text = reverseStates(text, source, target, k);
    // The signal word alone on its line (or after its label, already the target's), in section 2.
    if (index === signalAt || (section2 && index > section2.start && index < section2.end)) {
      text = text.replace(reverse.signal, (_, lead: string, word: string, tail: string) =>
        `${lead}${inCaseOf(word, word.toLowerCase() === reverse.danger.toLowerCase() ? words.danger : pick(words.warning, k))}${tail}`);
      const labelled = /^(.*?(?::|\s{2,}))(\s*)(\p{L}+)(\s*!?\s*)$/u.exec(text);
      if (labelled && index === signalAt) {
        const [, head, space, word, tail] = labelled;
        const signal = reverse.signal.exec(word!);
        if (signal) text = `${head}${space}${inCaseOf(word!, word!.toLowerCase() === reverse.danger.toLowerCase() ? words.danger : pick(words.warning, k))}${tail}`;
      }
    }
    return { ...line, text };
  });
  return { name: `R ${source}>${target} ${k + 1}`, lines: lines.filter((line): line is Line => line !== null) };
}

/** A non-English sheet's variants in English and the other languages of the seven (four wordings each). */
export function reverseVariants(doc: MetaDoc, targets: readonly string[] = ["en", ...LANGUAGES]): Variant[] {
  if (!LANGUAGE_WORDS[doc.language]) return [];
  return targets.filter((target) => target !== doc.language).flatMap((target) => [0, 1, 2, 3].map((k) => reverseVariant(doc, target, k)));
}

