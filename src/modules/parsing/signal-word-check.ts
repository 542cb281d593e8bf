/**
 * The signal word read from the text, checked against the rest of the sheet: GHS gives every hazard code's
 * category a signal word (DANGER outranks WARNING), so the codes a sheet prints imply its word; a sheet may print
 * two label sets (US and EU) whose words differ; a product stated not to be classified has none. A reading that
 * something contradicts keeps its value (the sheet may be wrong, and a person decides) but loses its confidence.
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { foldText } from "./section-vocabulary.ts";
import { statesNotHazardous } from "./not-hazardous-statements.ts";
import { labelledSignalWords } from "./signal-word.ts";
import { statesNoHazards } from "./signal-word-doubts.ts";
import { statesClassificationNone } from "./label-elements-absent.ts";
import { SIGNAL_WORD_OF_H_CODE } from "./signal-words.ts";
import { NOT_CLASSIFIED_ALONE, PRODUCT_NOT_CLASSIFIED } from "./signal-word-none.ts";
import type { ParsedSds, SignalWord } from "./types.ts";

/** The most a signal word the hazard codes cannot confirm (none read, or none that carries a word) may claim. */
export const UNCONFIRMED_SIGNAL_WORD = 0.9;

/** The most a contradicted signal word may claim: below the review threshold. */
export const CONTRADICTED_SIGNAL_WORD = 0.6;

/** The word the hazard codes imply: DANGER when any code carries it, else WARNING when any does, else null. */
export function signalWordOfCodes(hCodes: readonly string[]): SignalWord | null {
  const words = new Set(hCodes.map((code) => SIGNAL_WORD_OF_H_CODE[code.slice(0, 4).toUpperCase()]).filter(Boolean));
  return words.has("DANGER") ? "DANGER" : words.has("WARNING") ? "WARNING" : null;
}

const NOT_CLASSIFIED = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(PRODUCT_NOT_CLASSIFIED)})`, "u");

/** Section 2 says the product as a whole is not classified (not only one hazard class), or has no hazards. */
export function statesProductNotClassified(section2Lines: readonly string[]): boolean {
  return section2Lines.some((line) => {
    const folded = foldText(line).trim();
    return NOT_CLASSIFIED.test(folded) || NOT_CLASSIFIED_ALONE.test(folded) || statesNotHazardous(folded);
  }) || statesNoHazards(section2Lines) || statesClassificationNone(section2Lines);
}

/** Lowers the signal word's confidence where the sheet contradicts it; returns the reason in words, or null. */
/** `noLabelElements`: section 2 states its label has no elements ("The product does not need to be labelled."). */
export function checkSignalWord(parsed: ParsedSds, section2Lines: readonly string[], noLabelElements = false): string | null {
  const word = parsed.signal_word;
  const evidence = parsed.evidence.signal_word;
  if (!evidence) return null;
  const lower = (reason: string) => {
    evidence.confidence = Math.min(evidence.confidence, CONTRADICTED_SIGNAL_WORD);
    return reason;
  };
  if (!word) return checkStatedNone(parsed, lower);
  const printed = new Set(labelledSignalWords(section2Lines));
  if (printed.size > 1) return lower("section 2 prints two different signal words (DANGER and WARNING)");
  const implied = signalWordOfCodes(parsed.h_codes);
  if (implied && implied !== word) {
    return lower(`the signal word ${word} does not match the hazard codes (${parsed.h_codes.join(", ")} carry ${implied})`);
  }
  if (parsed.h_codes.length === 0 && statesProductNotClassified(section2Lines)) {
    return lower(`a signal word (${word}) was read although the sheet says the product is not classified and prints no hazard codes`);
  }
  if (parsed.h_codes.length === 0 && noLabelElements) {
    return lower(`a signal word (${word}) was read although the sheet says its label has no elements and prints no hazard codes`);
  }
  // Above 0.9 only when the codes confirm the word; a label alone may still be misread (a table, a second language).
  if (!implied) evidence.confidence = Math.min(evidence.confidence, UNCONFIRMED_SIGNAL_WORD);
  return null;
}

/**
 * "Signal word: none" (or a dash) beside hazard codes that carry a word ("Signal word: –" over H225): GHS gives those
 * codes a word, so either the codes are not the product's or the "none" is misread; the reading keeps its value.
 */
function checkStatedNone(parsed: ParsedSds, lower: (reason: string) => string): string | null {
  const implied = signalWordOfCodes(parsed.h_codes);
  if (!implied) return null;
  return lower(`section 2 states no signal word, but its hazard codes (${parsed.h_codes.join(", ")}) carry ${implied}`);
}

/** The most a signal word derived from the codes (none printed) may claim: a guess. */
export const DERIVED_SIGNAL_WORD = 0.45;

/**
 * No signal word read and none stated as absent, but hazard codes that carry one: the word GHS gives them, as a
 * guess (derived, page null). Returns the reason a person should look, or null when nothing was derived.
 */
export function deriveSignalWord(parsed: ParsedSds): string | null {
  if (parsed.signal_word !== null || parsed.evidence.signal_word) return null;
  const implied = signalWordOfCodes(parsed.h_codes);
  if (!implied) return null;
  parsed.signal_word = implied;
  parsed.evidence.signal_word = { page: null, text: `from the hazard codes ${parsed.h_codes.join(", ")}`, confidence: DERIVED_SIGNAL_WORD, method: "derived" };
  return `no signal word was read; ${implied} is derived from the hazard codes (${parsed.h_codes.join(", ")})`;
}
