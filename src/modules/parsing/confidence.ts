/**
 * The confidence model. Each value carries its own confidence (in its evidence); the document's
 * `parse_confidence` is the mean over the key fields (product, supplier, revision date, hazard classification)
 * and the share of the 16 sections found. A key field that is missing or below REVIEW_BELOW puts a reason, in
 * words, into `needs_review_reasons`.
 */
import { lostGlyphReason, type LostGlyphs } from "./lost-glyph-doubt.ts";
import { escapeRegExp } from "./phrase-pattern.ts";
import { readStatements } from "./ghs-statements.ts";
import { checkSignalWord, deriveSignalWord, signalWordOfCodes, statesProductNotClassified } from "./signal-word-check.ts";
import { isProse, PROSE_CEILING } from "./prose-values.ts";
import { isLabelValue } from "./label-values.ts";
import type { ParsedSds } from "./types.ts";
import { foldLine } from "./section-vocabulary.ts";
import { CODELESS_HAZARD_STATEMENTS } from "./vocabulary/codeless-hazard-statements.ts";
import { NAME_NOUNS } from "./vocabulary/identity-labels.ts";
import { OF_WORDS } from "./vocabulary/joining-words.ts";

/** A key field below this confidence is not trusted without a person's look. */
export const REVIEW_BELOW = 0.7;

/** The key fields whose doubt flags a document for review, and the words its reasons name them by. */
export const KEY_FIELD_LABELS = {
  product_name: "product name", manufacturer: "supplier", revision_date: "revision date", signal_word: "signal word", h_codes: "hazard codes",
} as const;
export type KeyFieldName = keyof typeof KEY_FIELD_LABELS;
export const KEY_FIELDS = Object.keys(KEY_FIELD_LABELS) as KeyFieldName[];

type KeyField = { label: string; present: boolean; confidence: number };

const CODELESS_STATEMENT = new RegExp(CODELESS_HAZARD_STATEMENTS.map(escapeRegExp).join("|"));
/** Section 2 prints a hazard statement that has no H-code (./vocabulary/codeless-hazard-statements.ts). */
const printsCodelessStatement = (section2Text: string) => CODELESS_STATEMENT.test(foldLine(section2Text));

/**
 * The hazard classification counts as read when section 2 gave a signal word or H-codes, or says plainly that
 * the product is not classified; a signal word without H-codes (or the reverse) is inconsistent.
 */
function hazardField(parsed: ParsedSds, section2: { found: boolean; text: string }, statesNotHazardous: boolean, noGhsWords: boolean): KeyField & { reason?: string } {
  const signal = parsed.evidence.signal_word?.confidence ?? (parsed.signal_word ? 0.8 : 0);
  const codes = parsed.evidence.h_codes?.confidence ?? (parsed.h_codes.length > 0 ? 0.8 : 0);
  if (parsed.signal_word && parsed.h_codes.length > 0) return { label: "hazard classification", present: true, confidence: Math.min(signal, codes) };
  // "Combustible Dust" / "Signal Word: Warning" / "May form combustible dust concentrations in air.": a class that has
  // a signal word and no code (OSHA HCS 2012, WHMIS 2015) — nothing is missing.
  if (parsed.signal_word && printsCodelessStatement(section2.text)) return { label: "hazard classification", present: true, confidence: Math.min(signal, 0.85) };
  if (parsed.signal_word) return { label: "hazard classification", present: true, confidence: 0.5, reason: "a signal word was found but no hazard statements (H-codes)" };
  if (parsed.h_codes.length > 0) {
    // EUH-only hazards and categories without a signal word (H401/H402/H412/H413 …) carry none: nothing is missing.
    if (signalWordOfCodes(parsed.h_codes) === null) return { label: "hazard classification", present: true, confidence: codes };
    return { label: "hazard classification", present: true, confidence: 0.6, reason: "hazard statements (H-codes) were found but no signal word" };
  }
  // A sheet that prints none of the GHS's words has no label elements to read (./ghs-words.ts): none is its own value.
  if (noGhsWords) return { label: "hazard classification", present: true, confidence: 0.85 };
  if (!section2.found) return { label: "hazard classification", present: false, confidence: 0, reason: "section 2 (hazards identification) was not found, so the signal word and hazard codes could not be read" };
  if (statesNotHazardous) return { label: "hazard classification", present: true, confidence: 0.85 };
  return { label: "hazard classification", present: false, confidence: 0.3, reason: "no signal word or hazard codes were found and the sheet does not say the product is not classified" };
}

export type ConfidenceInput = {
  /** Section 2's text (empty when it was not found) and whether it was found. */
  section2Text: string;
  section2Found: boolean;
  /** Section 2 states the label has no elements (hazards.ts decides it, once, for both readers). */
  statesNoLabelElements: boolean;
  /** The sheet prints none of the GHS's words anywhere (./ghs-words.ts). */
  printsNoGhsWords: boolean;
  /** Where the text layer lost glyphs (ligatures, a language's letters, spaces), the words it left a trace in (./lost-glyph-doubt.ts); else null. */
  lostTrace?: LostGlyphs | null;
};

/** The most a product or company "name" that is itself a label may claim. */
export const FIELD_LABEL_CEILING = 0.45;

/**
 * "Harbour Rinse Produktbeschreibung: Spülmittel", "Gruppo del prodotto : : : miscela …": a word, its colon and a value
 * inside a name — another field of a form run on into the name's line (a name's own colon has no space after it,
 * "die:master duo"; a time's is between figures). Measured on the external set (session 27): product names read at
 * 0.7–0.75 were right 12 times in 23, most of the wrong ones such run-ons; below REVIEW_BELOW, a person looks.
 */
const INNER_FIELD = /\p{L}[\p{L}.)]*\s*[:：]\s+\S/u;
const INNER_FIELD_CEILING = 0.6;
const holdsInnerField = (value: string) => INNER_FIELD.test(value);

/**
 * "Nom de vente du produit Harbour Rinse 40", "Name of commercial article Harbour 40": a value opening with a name noun
 * and "of" is a label the vocabulary does not know, one space from the name (where it ends cannot be told): no surer than
 * INNER_FIELD_CEILING, so that a person looks.
 */
const OPENS_WITH_NAME_LABEL = new RegExp(`^(?:${NAME_NOUNS.map(escapeRegExp).join("|")})\\s+(?:${OF_WORDS.map(escapeRegExp).join("|")})\\s`, "iu");
const opensWithNameLabel = (value: string) => OPENS_WITH_NAME_LABEL.test(value);

/**
 * "Soda Cáustica líquida al 50% Grado Membrana; Soda Cáustica líquida al 32% Grado Especial": several names of one
 * family parted by semicolons (each of two words or more, opening with the same word), where the sheet has one (its
 * grades under "Nombres comerciales"). Which one names the sheet, the list does not say: no surer than
 * INNER_FIELD_CEILING, with its own reason. A substance's name and its synonym ("Distillates (petroleum), …; Baseoil —
 * unspecified") open with different words.
 */
function namesSeveral(value: string): boolean {
  const parts = value.split(/\s*;\s*/).filter((part) => /\p{L}{2,}/u.test(part)).map((part) => part.trim().split(/\s+/));
  const first = parts[0]?.[0]?.toLowerCase();
  return parts.length >= 2 && parts.every((words) => words.length >= 2 && words[0]!.toLowerCase() === first);
}
/** Why a name read after its label is doubted, where a cap above says (several names, cut at a comma, a statement). */
const nameDoubtReason = (label: string, value: string) =>
  namesSeveral(value) ? `the ${label} "${value}" lists several names (parted by semicolons): which one names the sheet is not printed`
    : cutAtComma(value) ? `the ${label} "${value}" ends in a comma: the rest of it was not read`
    : isHazardStatement(value) ? `the ${label} "${value}" is a hazard statement's wording, not a name` : null;

/**
 * "Provoca irritación ocular.", "Causes serious eye irritation.": a value that is hazard statements' wording and nothing
 * else (a label column printed apart from its values, the reader taking the next line) is no name: at most
 * FIELD_LABEL_CEILING, with its own reason.
 */
function isHazardStatement(value: string): boolean {
  const { codes, unreadWords } = readStatements(value);
  return codes.length > 0 && unreadWords === 0;
}

/**
 * "ENERGIZER, ENERGIZER e2, INDUSTRIAL ZMA,": a name that ends in a comma goes on where the reader did not follow (a
 * list wrapped past another field's label), so it is cut: no surer than INNER_FIELD_CEILING, with its own reason.
 */
const cutAtComma = (value: string) => /\p{L}[\p{L}\d)]*\s*,$/u.test(value.trim());

/** Product and company no surer than `ceiling` where `isNoName` says the value is not a name. */
function capNames(parsed: ParsedSds, ceiling: number, isNoName: (value: string) => boolean): void {
  for (const field of ["product_name", "manufacturer"] as const) {
    const evidence = parsed.evidence[field];
    if (parsed[field] !== null && evidence && evidence.confidence > ceiling && isNoName(parsed[field]!)) evidence.confidence = ceiling;
  }
}

/** The older MSDS formats' section counts: OSHA Form 174 (8–9), WHMIS 1988 (9), variants of them (up to 12). */
const OLDER_FORMAT_SECTIONS = { min: 8, max: 12 };

/** Sections 1 to N, each once and in order, N an older format's count: the sheet is whole in its own numbering. */
function isWholeOlderFormat(numbers: readonly number[]): boolean {
  return numbers.length >= OLDER_FORMAT_SECTIONS.min && numbers.length <= OLDER_FORMAT_SECTIONS.max && numbers.every((number, index) => number === index + 1);
}

export function applyConfidence(parsed: ParsedSds, { section2Text, section2Found, statesNoLabelElements: noLabel, printsNoGhsWords: noGhsWords, lostTrace = null }: ConfidenceInput): void {
  // A run of prose (sentences, a page's text run on into the label's line: ./prose-values.ts) is no name, whichever way
  // it was found and whatever confirmed it: at most PROSE_CEILING, so a person looks at it.
  capNames(parsed, PROSE_CEILING, isProse);
  // Nor is a label ("Produktform", "Localité et État", "Handelsname/Bezeichnung", "Número de": a row or stack of labels
  // over its values, read by a reader that took a label for a value; ./label-values.ts tells them), at most 0.45.
  capNames(parsed, FIELD_LABEL_CEILING, isLabelValue);
  // Nor sure is a name that holds another field after its colon ("4 in 1 voor leder Productgebruik : Beschermt …").
  capNames(parsed, INNER_FIELD_CEILING, holdsInnerField);
  capNames(parsed, INNER_FIELD_CEILING, opensWithNameLabel);
  capNames(parsed, INNER_FIELD_CEILING, namesSeveral);
  capNames(parsed, INNER_FIELD_CEILING, cutAtComma);
  capNames(parsed, FIELD_LABEL_CEILING, isHazardStatement);
  const section2Lines = section2Text.split("\n");
  const statesNotHazardous =
    /not (?:a )?(?:hazardous|dangerous|classified)|does not meet the criteria|classification criteria are not met|no hazards?|nicht (?:als )?(?:gefährlich|eingestuft)|keine einstufung|non (?:classé|dangereu)|no (?:está )?clasificad|no peligros|non (?:è )?classificat|niet (?:ingedeeld|geclassificeerd)|não (?:é )?classificad|nie (?:jest )?sklasyfikowan/i.test(
      section2Text,
    ) || statesProductNotClassified(section2Lines);
  // A label stated to have no elements has no signal word, whatever codes the sheet prints: none is derived; nor for a
  // product section 2 states is not classified (its codes read are an ingredient's, or another regime's).
  // Before the hazard field is judged: a contradicted signal word must not count as read with confidence.
  const deriving = !noLabel && !statesProductNotClassified(section2Lines);
  const signalReason = (deriving ? deriveSignalWord(parsed) : null) ?? checkSignalWord(parsed, section2Lines, noLabel);
  const reasons: string[] = [];
  const confidences: number[] = [];
  for (const field of ["product_name", "manufacturer", "revision_date"] as const) {
    const [label, value, confidence] = [KEY_FIELD_LABELS[field], parsed[field], parsed.evidence[field]?.confidence];
    const sure = value === null ? 0 : (confidence ?? 0.5);
    confidences.push(sure);
    if (value === null) reasons.push(`no ${label} was found`);
    else if (sure < REVIEW_BELOW) reasons.push(lostGlyphReason(label, value, lostTrace) ?? nameDoubtReason(label, value) ?? `the ${label} "${value}" is a guess (not read after a field label)`);
  }
  // A label stated to have no elements is as plain an answer as "not classified" (session 27: it was not counted).
  const noElements = noGhsWords && !parsed.signal_word && parsed.h_codes.length === 0;
  const hazards = hazardField(parsed, { found: section2Found, text: section2Text }, statesNotHazardous || noLabel, noElements);
  if (noElements) {
    parsed.warnings.push("the sheet prints no GHS label elements anywhere (no signal word, hazard statement or H-code: an older or non-GHS format), so it has none");
  }
  confidences.push(hazards.confidence);
  if (signalReason) reasons.push(signalReason);
  if (hazards.reason) reasons.push(hazards.reason);
  else if (hazards.confidence < REVIEW_BELOW && !signalReason) reasons.push("the signal word or hazard codes are uncertain");
  // An older format's sheet found whole in its own numbering (Form 174's 8 or 9 sections, WHMIS 1988's 9) lacks nothing.
  const sectionShare = noGhsWords && isWholeOlderFormat(parsed.sections.map((section) => section.number)) ? 1 : Math.min(parsed.sections.length, 16) / 16;
  if (sectionShare < 0.75) reasons.push(`only ${parsed.sections.length} of the 16 sections were found`);
  const mean = (confidences.reduce((a, b) => a + b, 0) + sectionShare) / (confidences.length + 1);
  parsed.parse_confidence = Math.round(mean * 100) / 100;
  parsed.needs_review_reasons = reasons;
}
