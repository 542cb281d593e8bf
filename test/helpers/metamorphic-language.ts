/**
 * Metamorphic family L (session 17): an ENGLISH sheet rewritten as the same layout would print it in German, French,
 * Spanish, Italian, Dutch, Portuguese or Polish. The section headings become Annex II's titles in that language (with its
 * "SECTION" word), the sub-section titles and the labels the key fields are read from take one of the language's
 * wordings, the signal word is translated, the revision date is printed in one of the language's forms and other
 * English month names become the language's; names, codes and numbers stay as they are. The truth does not change,
 * so the parser must read the same values. A label this cannot place in a line stays English.
 * Words: test/helpers/metamorphic-language-words.ts (written from the official texts, not from the parser's vocabulary).
 * Used by `scripts/metamorphic-tune.ts --languages`.
 */
import { evidenceLine, PRINTED_DATE, type Line, type MetaDoc, type Variant } from "./metamorphic.ts";
import { LANGUAGE_WORDS, LANGUAGES, type LabelKey, type LanguageWords } from "./metamorphic-language-words.ts";
import { ENGLISH_FIELD_LABELS, FIELD_WORDS, translateStateWords } from "./metamorphic-language-fields.ts";

/** English wordings of each label, as English sheets print them (non-capturing groups only). */
const ENGLISH_LABELS: ReadonlyArray<readonly [LabelKey, string]> = [
  ["uses", String.raw`Relevant\s+identified\s+uses\s+of\s+the\s+substance\s+or\s+mixture\s+and\s+uses\s+advised\s+against`],
  ["supplierDetails", String.raw`Details\s+of\s+the\s+supplier\s+of\s+the\s+safety\s+data\s+sheet`],
  ["classification", String.raw`Classification\s+of\s+the\s+substance\s+or\s+mixture`],
  ["emergencyPhone", String.raw`Emergency\s+(?:tele)?phone(?:\s+(?:number|No\.?(?![\p{L}])))?`],
  ["labelElements", String.raw`Label(?:ling)?\s+elements`],
  ["otherHazards", String.raw`Other\s+hazards`],
  ["productIdentifier", String.raw`Product\s+identifiers?`],
  ["productName", String.raw`(?:Product|Material|Chemical)\s+names?|Product(?=\s*:)`],
  ["tradeName", String.raw`Trade\s+names?`],
  ["manufacturerSupplier", String.raw`(?:Manufacturer|Supplier)\s*(?:\/|&|and|or)\s*(?:Manufacturer|Supplier|Importer|Distributor)|Company\s+identification`],
  ["manufacturer", String.raw`Manufacturer(?:'s)?(?:\s+name)?`],
  ["supplier", String.raw`Supplier(?:\s+name)?|Distributor`],
  ["company", String.raw`Company(?:\s+name)?`],
  ["lastRevision", String.raw`Date\s+of\s+last\s+revision|Last\s+revision(?:\s+date)?`],
  // "Revision 3.1" is a version number, not a date's label.
  ["sdsDated", String.raw`Safety\s+Data\s+Sheet\s+dated`],
  ["revisionDate", String.raw`(?:Preparation\s*\/\s*)?Revision\s+date|Reviewed\s+on|Review\s+date|Date\s+of\s+revision|Last\s+revised|Revised\s+on|Revised|Revision(?!\s+(?:no|number|#)\b)(?!\s*:?\s*\d{1,2}(?:\.\d{1,2})?(?![\d./-]))`],
  ["issueDate", String.raw`Date\s+of\s+issue|Issue\s+date|Issuing\s+date|Date\s+issued|Issued\s+on`],
  ["preparationDate", String.raw`Date\s+prepared|Preparation\s+date|Date\s+of\s+preparation|Prepared\s+on`],
  ["printDate", String.raw`Print(?:ing)?\s+date|Date\s+printed|Printed\s+on`],
  ["supersedes", String.raw`Supersedes(?:\s+date)?|Replaces`],
  ["version", String.raw`Version(?:\s+(?:number|No\.?|#))?`],
  ["signalWord", String.raw`Signal\s+word(?:\s*\(s\)|s)?`],
  ["hazardStatements", String.raw`Hazard\s+statements?(?:\s*\(s\))?`],
  ["precautionaryStatements", String.raw`Precautionary\s+statements?(?:\s*\(s\))?`],
  ["cas", String.raw`CAS\s*-?\s*(?:No\.?|Number|Nr\.?|#|RN)(?![\p{L}])`],
  ["pictograms", String.raw`(?:Hazard\s+|GHS\s+)?pictograms?`],
];

// A label stands at the start of its line (after a sub-section number or a bullet), or after a wide gap or a bar
// (a column of its own); it ends where the letters end.
export const LABEL_START = String.raw`(?<=^\s*(?:\d{1,2}(?:\.\d{1,2}){0,2}\.?\s+|[•*·▪-]\s*)?|\s{2,}|\|\s*)`;
const LABEL_PATTERN = new RegExp(`${LABEL_START}(?:${ENGLISH_LABELS.map(([, source]) => `(${source})`).join("|")})(?![\\p{L}])`, "giu");
const FIELD_LABEL_PATTERN = new RegExp(`${LABEL_START}(?:${ENGLISH_FIELD_LABELS.map(([, source]) => `(${source})`).join("|")})(?![\\p{L}])`, "giu");
// (also "Manufacturer, importer, or responsible party": a list of roles is one English label)
const ENGLISH_GOES_ON = /^(?:['’]s\b|\s\p{Ll}|\s?\/\s?\p{L}|,\s*(?:importer|supplier|distributor|manufacturer)\b)/iu;
const ENGLISH_WORD_AFTER = /^\s(?:address|nam\s?e|details|information|telephone|phone|number|code|identification|data|date|summary|history)\b/iu;
const goesOnInEnglish = (after: string) => ENGLISH_GOES_ON.test(after) || ENGLISH_WORD_AFTER.test(after);
// Not "Safety Data Sheet dated" where that label stays English (a language whose wording is not known): half of it translated
// would be the rewrite's own artefact.
const SDS_TITLE = /\b(?:Material\s+)?Safety\s+Data\s+Sheets?\b(?!\s+dated\b)/giu;
const SUB_3 = /^(\s*3\.([12])\.?\s+)(Substances?|Mixtures?)\b/iu;
const PAGE = /\bPage\s+(\d+)\s+(?:of|\/)\s+(\d+)\b/giu;
const SIGNAL = /\b(danger|warning)\b(?!\s+(?:of|to|that|if)\b)/giu;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const DAY_MONTH_YEAR = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?[\s.-]+${MONTH}[\s,.-]+(\d{4})\b`, "giu");
const MONTH_DAY_YEAR = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, "giu");

export const isCapitals = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
export const inCaseOf = (english: string, word: string) => (isCapitals(english) && english.replace(/[^\p{L}]/gu, "").length > 1 ? word.toLocaleUpperCase() : word);
const pad = (value: number | string) => String(value).padStart(2, "0");
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Which wording of a list the variant takes. */
export const pick = <T>(list: readonly T[], k: number): T => list[k % list.length]!;

const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"];
const HEADING_LEAD = new RegExp(
  String.raw`^(\s*[-–—=*_#!]*\s*)(?:(section|sect\.?|abschnitt|rubrique|secci[oó]n|sezione|rubriek|sec[cç][aã]o|se[cç][aã]o|sekcja)\s*)?(\d{1,2}|[IVX]{1,5}(?![\p{L}])|[ivx]{1,5}(?![\p{L}])|${[...NUMBER_WORDS].sort((a, b) => b.length - a.length).join("|")}(?![\p{L}]))?(\s*[:.)\-–—►|]*\s*)`,
  "iu",
);

/**
 * A heading line rewritten: its number (digits or Roman numerals kept, English number words as digits), its
 * "SECTION" word and decoration kept in shape, the title the language's Annex II title of the section it is.
 */
export function rewriteHeading(text: string, number: number, words: LanguageWords): string {
  const title = words.sections[number - 1];
  if (!title) return text;
  const lead = HEADING_LEAD.exec(text)!;
  const [, opening, word, printed, separator] = lead;
  const body = text.slice(lead[0].length);
  const closing = /\s*[-–—=*_#]{2,}\s*$/u.exec(body)?.[0] ?? "";
  const capitals = isCapitals(body || word || "");
  const sectionWord = word ? (isCapitals(word) ? words.sectionWord.toLocaleUpperCase() : words.sectionWord) : "";
  const wordNumber = printed ? NUMBER_WORDS.indexOf(printed.toLowerCase()) : -1;
  const numeral = wordNumber >= 0 ? String(wordNumber + 1) : (printed ?? "");
  const head = words.numberFirst && sectionWord && numeral
    ? `${opening}${numeral}${words.numberFirst}${sectionWord}${separator || " "}`
    : `${opening}${sectionWord}${word && numeral ? " " : ""}${numeral}${numeral || word ? separator || " " : ""}`;
  return `${head}${capitals ? title.toLocaleUpperCase() : title}${closing}`;
}

/** One line's labels (the newer fields' too, given the language), sub-section titles, title, page words and English month names in the language. */
export function rewriteLine(text: string, words: LanguageWords, k: number, language = ""): string {
  let out = text.replace(LABEL_PATTERN, (match, ...groups) => {
    const index = groups.slice(0, ENGLISH_LABELS.length).findIndex((group) => group !== undefined);
    const at = groups[ENGLISH_LABELS.length] as number;
    // Part of a longer English phrase ("Product identifier used on the label", "Supplier's details", "Supplier Address"):
    // a half-translated label would be the rewrite's own artefact, so the phrase stays English.
    if (index < 0 || goesOnInEnglish(text.slice(at + match.length))) return match;
    return inCaseOf(match, pick(words.labels[ENGLISH_LABELS[index]![0]], k));
  });
  const fieldWords = FIELD_WORDS[language];
  if (fieldWords) {
    out = out.replace(FIELD_LABEL_PATTERN, (match, ...groups) => {
      const index = groups.slice(0, ENGLISH_FIELD_LABELS.length).findIndex((group) => group !== undefined);
      const at = groups[ENGLISH_FIELD_LABELS.length] as number;
      if (index < 0 || goesOnInEnglish(out.slice(at + match.length))) return match;
      return inCaseOf(match, pick(fieldWords.labels[ENGLISH_FIELD_LABELS[index]![0]], k));
    });
  }
  out = out.replace(SDS_TITLE, (match) => inCaseOf(match, pick(words.labels.sds, k)));
  out = out.replace(SUB_3, (_, lead: string, which: string, english: string) => `${lead}${inCaseOf(english, (which === "1" ? words.labels.substances : words.labels.mixtures)[0]!)}`);
  out = out.replace(PAGE, (_, n: string, m: string) => words.page(n, m));
  out = out.replace(DAY_MONTH_YEAR, (match, day: string, month: string, year: string) => namedDate(match, Number(day), monthOf(month), year, words));
  out = out.replace(MONTH_DAY_YEAR, (match, month: string, day: string, year: string) => namedDate(match, Number(day), monthOf(month), year, words));
  return out;
}

function namedDate(match: string, day: number, month: number, year: string, words: LanguageWords): string {
  if (month < 1 || day < 1 || day > 31) return match;
  return words.dates(pad(day), pad(month), year)[1]!;
}

/**
 * The signal word in the language, in the case it was printed in: in lower case too (session 20) — a wrapped label's
 * "danger" ("Tactile warning of" / "danger") is no signal word, and printed as "Danger" alone it read as one.
 */
function translateSignal(text: string, words: LanguageWords, k: number): string {
  return text.replace(SIGNAL, (match) => {
    const word = inCaseOf(match, /^d/i.test(match) ? words.danger : pick(words.warning, k));
    return match === match.toLocaleLowerCase() ? word.toLocaleLowerCase() : word;
  });
}

/** The revision date's line with its date in the language's form k (only a line that prints one date). */
function rewriteDateLine(text: string, doc: MetaDoc, words: LanguageWords, k: number): string | null {
  if (!doc.truthDate || !/^\d{4}-\d{2}-\d{2}$/.test(doc.truthDate)) return null;
  const all = text.match(new RegExp(PRINTED_DATE.source, "gu")) ?? [];
  if (all.length !== 1) return null;
  const [year, month, day] = doc.truthDate.split("-") as [string, string, string];
  // Which number is the day is the document's convention (an American sheet prints the month first, in any language):
  // a numeric form with slashes or hyphens is the same date only when the day cannot be a month.
  const ambiguous = Number(day) <= 12 && day !== month;
  const forms = words.dates(day, month, year).filter((form) => !ambiguous || !/^\d{1,2}[/-]\d{1,2}[/-]/.test(form));
  return text.replace(all[0]!, pick(forms, k + doc.lines.length));
}

/** The document in `language`, wording k (0–3: each label's k-th wording, the date's k-th form, modulo their numbers). */
export function languageVariant(doc: MetaDoc, language: string, k: number): Variant {
  const words = LANGUAGE_WORDS[language]!;
  const headings = new Map(doc.spans.filter((span) => span.number >= 1 && span.number <= 16).map((span) => [span.start, span.number]));
  const section2 = doc.spans.find((span) => span.number === 2);
  const signalAt = evidenceLine(doc, "signal_word");
  const dateAt = evidenceLine(doc, "revision_date");
  const stateAt = evidenceLine(doc, "physical_state");
  const lines: Line[] = doc.lines.map((line, index) => {
    const heading = headings.get(index);
    if (heading !== undefined) return { ...line, text: rewriteHeading(line.text, heading, words) };
    let text = line.text;
    if (index === dateAt) text = rewriteDateLine(text, doc, words, k) ?? text;
    if (index === stateAt) text = translateStateWords(text, language, k);
    text = rewriteLine(text, words, k, language);
    if (index === signalAt || (section2 && index > section2.start && index < section2.end)) text = translateSignal(text, words, k);
    return { ...line, text };
  });
  return { name: `L ${language} ${k + 1}`, lines };
}

/** Every language's variants of an English sheet (four wordings each). */
export function languageVariants(doc: MetaDoc, languages: readonly string[] = LANGUAGES): Variant[] {
  if (doc.language !== "en") return [];
  return languages.flatMap((language) => [0, 1, 2, 3].map((k) => languageVariant(doc, language, k)));
}
