/**
 * Whether a sheet speaks the GHS at all. An MSDS of the older systems (OSHA's Form 174 and ANSI Z400.1 before HCS 2012,
 * WHMIS 1988, the EU's 67/548/EEC with its R-phrases), or of a system that never took up the GHS, prints no signal
 * word, no hazard statement and no H-code anywhere: a parse that found none has read the sheet right, and asking a
 * person to check it (needs_review) is a false alarm. A sheet that uses the GHS names it somewhere — a signal-word or
 * hazard-statement label, an H-code, a pictogram, "GHS" / "CLP" / "1272/2008" / "HazCom 2012" — even when it states that
 * the product is not classified; then a missing signal word stays a doubt.
 *
 * Only a text layer's words prove an absence (OCR misreads words), only in a language whose labels the parser knows, and
 * only of a sheet read whole (most of its sections found).
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import { HAZARD_STATEMENT_LABELS, SIGNAL_WORD_LABELS } from "./signal-words.ts";
import { foldText } from "./section-vocabulary.ts";

/**
 * The GHS's words and marks, folded (lower case, no accents): the labels of the signal word and the hazard statements
 * in every language the parser reads, a hazard code (H315, EUH066, "H 315" as OCR and some generators space it), a
 * pictogram code or the word (pictogram, Piktogramm, pictogramme, pictograma, pittogramma, piktogram), the system's
 * names and regulations (GHS, SGH / SGA in French and Spanish, CLP, Regulation 1272/2008, HazCom / HCS 2012, WHMIS 2015 /
 * SIMDUT 2015, Annex II as amended by 2020/878).
 */
const GHS_WORDS = new RegExp(
  [
    `(?<![\\p{L}])(?:${[...SIGNAL_WORD_LABELS, ...HAZARD_STATEMENT_LABELS].map(escapeRegExp).join("|")})`,
    "(?<![\\p{L}\\d])(?:euh|h) ?[2-4]\\d\\d(?!\\d)",
    "(?<![\\p{L}])ghs ?0[1-9](?!\\d)",
    "(?<![\\p{L}])(?:pictogram|piktogram|pittogramm)",
    "(?<![\\p{L}])(?:ghs|sgh|sga|clp)(?![\\p{L}])",
    "1272/2008|2020/878",
    "(?:hazcom|hcs|whmis|simdut)\\s*(?:standard\\s*)?\\(?2012|(?:whmis|simdut)\\s*2015",
  ].join("|"),
  "u",
);

/** The languages whose signal-word and statement labels the parser knows: only there does their absence say something. */
const LANGUAGES_WITH_LABELS: ReadonlySet<string> = new Set(["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "no", "fi"]);

/** A sheet read this whole (sections found) can prove an absence; of a fragment or an empty page, nothing follows. */
const MIN_SECTIONS = 8;

export type GhsWordsInput = { lines: readonly string[]; language: string; readByOcr: boolean; sectionsFound: number };

/**
 * True when the sheet's text layer, in a language the parser reads, holds none of the GHS's words or marks: the sheet
 * is of a format that has no GHS label elements, so a signal word and H-codes not found are the sheet's own absence.
 */
export function printsNoGhsWords({ lines, language, readByOcr, sectionsFound }: GhsWordsInput): boolean {
  if (readByOcr || !LANGUAGES_WITH_LABELS.has(language) || sectionsFound < MIN_SECTIONS) return false;
  return !GHS_WORDS.test(foldText(lines.join("\n")));
}
