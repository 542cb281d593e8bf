/**
 * Recognising GHS hazard statements printed as words (no codes) in SDS text, in English (UN GHS / OSHA wording)
 * and in the official CLP wording of the other languages shipped (es, fr, de, it, nl, pt, pl). The statement
 * tables themselves live in src/shared/ghs (printing and the station use them too).
 */
import { CATEGORY_WORDS } from "../../shared/ghs/classification-codes.ts";
import { COMBINED_HAZARD_STATEMENTS, GHS_HAZARD_STATEMENTS } from "../../shared/ghs/hazard-statements.ts";
import { CLP_STATEMENT_TABLES } from "../../shared/ghs/statement-languages.ts";
import { HAZARD_STATEMENT_VARIANTS } from "../../shared/ghs/statement-variants.ts";

export { GHS_HAZARD_STATEMENTS, hazardStatementText, isKnownHazardCode } from "../../shared/ghs/hazard-statements.ts";

/**
 * British spellings, accents and punctuation differ between SDSs; compare statements in one normal form:
 * lower case, accents and apostrophes folded ("d’ingestion" = "d'ingestion" = "d ingestion"), ß as ss.
 */
export function normalizeStatementText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/vapour/g, "vapor")
    .replace(/pressuris/g, "pressuriz")
    .replace(/sensitis/g, "sensitiz")
    .replace(/oxidiser/g, "oxidizer")
    .replace(/long-lasting/g, "long lasting")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

type StatementEntry = { words: string[]; codes: string[] };

/**
 * Label statements OSHA HCS 2012 (Appendix C) gives hazards that have no GHS code: read as statements (the block is
 * still read to its end) that add no code.
 */
const OSHA_STATEMENTS_WITHOUT_CODE = ["May form combustible dust concentrations in air", "May displace oxygen and cause rapid suffocation"];

let statementEntries: StatementEntry[] | null = null;

/**
 * Entries sorted longest first, so "Causes damage to organs through prolonged…" wins over "Causes damage to organs".
 * Australia's AUH statements (AUSTRALIAN_HAZARD_STATEMENTS) are not among them: they are read only by their printed
 * code. Their wordings are the EUH statements' or nearly ("May form explosive peroxides" is EUH019 and AUH019), so
 * words alone cannot say which regime a sheet follows, and an EU sheet's statement must keep its EUH code.
 */
function entries(): StatementEntry[] {
  if (statementEntries) return statementEntries;
  const all: StatementEntry[] = [];
  for (const [code, text] of Object.entries(GHS_HAZARD_STATEMENTS)) {
    all.push({ words: normalizeStatementText(text).split(" "), codes: [code] });
  }
  for (const [codes, text] of COMBINED_HAZARD_STATEMENTS) {
    all.push({ words: normalizeStatementText(text).split(" "), codes });
    // US sheets often drop the second "if": "Harmful if swallowed or inhaled".
    if (text.endsWith(" or if inhaled")) all.push({ words: normalizeStatementText(text.replace(/ or if inhaled$/, " or inhaled")).split(" "), codes });
  }
  for (const table of Object.values(CLP_STATEMENT_TABLES)) {
    for (const [code, text] of Object.entries(table)) {
      // Hazard statements only; one with a supplier's insertion left open ("Contient …") cannot match as printed.
      // EUH statements are the EU's supplemental information, printed with their codes; their wording
      // ("Wiederholter Kontakt kann zu spröder oder rissiger Haut führen") also occurs as plain advice.
      if (code.startsWith("P") || code.startsWith("EUH") || text.includes("…")) continue;
      all.push({ words: normalizeStatementText(text).split(" "), codes: code.split("+") });
    }
  }
  for (const [code, text] of HAZARD_STATEMENT_VARIANTS) all.push({ words: normalizeStatementText(text).split(" "), codes: code.split("+") });
  for (const text of OSHA_STATEMENTS_WITHOUT_CODE) all.push({ words: normalizeStatementText(text).split(" "), codes: [] });
  statementEntries = withoutAmbiguousWording(all).sort((a, b) => b.words.length - a.words.length);
  return statementEntries;
}

/**
 * Wording the regulation gives to two different codes (Italian prints H232 and H250 alike) cannot say which
 * code the document meant: it maps to neither, rather than to whichever the tables list first.
 */
function withoutAmbiguousWording(all: StatementEntry[]): StatementEntry[] {
  const codesByWording = new Map<string, Set<string>>();
  for (const entry of all) {
    const key = entry.words.join(" ");
    codesByWording.set(key, (codesByWording.get(key) ?? new Set()).add([...entry.codes].sort().join("+")));
  }
  return all.filter((entry) => codesByWording.get(entry.words.join(" "))!.size === 1);
}

let vocabulary: Set<string> | null = null;

/** Every word of the statements read as words, in normalizeStatementText's form: what a misread word may be (ocr-statement-repair.ts). */
export function statementWords(): ReadonlySet<string> {
  vocabulary ??= new Set(entries().flatMap((entry) => entry.words));
  return vocabulary;
}

let languageVocabularies: ReadonlyMap<string, ReadonlySet<string>> | null = null;

/**
 * The hazard statements' words language by language (English: the GHS table; the CLP languages: their tables), in
 * normalizeStatementText's form: a word of the line's own language is read right, not a misreading of another.
 */
export function statementWordsByLanguage(): ReadonlyMap<string, ReadonlySet<string>> {
  if (languageVocabularies) return languageVocabularies;
  const words = (texts: readonly string[]) => new Set(texts.flatMap((text) => normalizeStatementText(text).split(" ").filter(Boolean)));
  const byLanguage = new Map<string, ReadonlySet<string>>([["en", words([...Object.values(GHS_HAZARD_STATEMENTS), ...COMBINED_HAZARD_STATEMENTS.map(([, text]) => text)])]]);
  for (const [language, table] of Object.entries(CLP_STATEMENT_TABLES)) {
    byLanguage.set(language, words(Object.entries(table).filter(([code]) => code.startsWith("H")).map(([, text]) => text)));
  }
  languageVocabularies = byLanguage;
  return byLanguage;
}

/**
 * Finds hazard statements printed as words (no codes) in a block of text. Scans word by word and takes the
 * longest statement that starts at each position, so statements run together or wrapped over lines are found.
 * Words are compared letter for letter, spaces left out, so a text layer that split words at kerning ("Caus es
 * s erious ey e irritation") reads as printed; a statement must still start at a printed word's start and end at
 * a printed word's end. One-word statements ("Explosive") are skipped: they also occur inside ordinary sentences.
 */
export function findStatementsInText(text: string): string[] {
  return readStatements(text).codes;
}

/**
 * The codes of the statements printed as words, and how many words of the text no statement accounts for (digits
 * and one-letter words aside): a block read to its last word is a complete reading of the label's statements.
 */
export function readStatements(text: string): { codes: string[]; unreadWords: number } {
  const found = new Set<string>();
  let unreadWords = 0;
  const words = normalizeStatementText(text.replace(INSERTION, " ").replace(GLUED_CODE, "$1 ")).split(" ").filter(Boolean);
  const letters = words.join("");
  const starts: number[] = [];
  const wordEndingAt = new Map<number, number>();
  let offset = 0;
  words.forEach((word, index) => {
    starts.push(offset);
    offset += word.length;
    wordEndingAt.set(offset, index);
  });
  const byPrefix = entriesByPrefix();
  let position = 0;
  while (position < words.length) {
    const start = starts[position]!;
    const candidates = byPrefix.get(letters.slice(start, start + PREFIX)) ?? [];
    const match = candidates.find((entry) => wordEndingAt.has(start + entry.letters.length) && letters.startsWith(entry.letters, start));
    if (match) {
      const next = wordEndingAt.get(start + match.letters.length)! + 1;
      // "Flammable aerosol, category 1", "Entzündbares Aerosol, Kategorie 1": a hazard class named by its category, as
      // a classification prints it over its code ("… / H222 / Extremely flammable aerosol."), not H223's statement.
      if (!(CATEGORY_WORDS_NORMALIZED.has(words[next] ?? "") && CATEGORY_NUMBER.test(words[next + 1] ?? ""))) for (const code of match.codes) found.add(code);
      position = next;
    } else {
      if (!NOT_A_STATEMENT_WORD.test(words[position]!)) unreadWords++;
      position += 1;
    }
  }
  return { codes: [...found], unreadWords };
}

/**
 * A code glued to its statement ("H225Highly flammable…", "H360FDMay damage…"): the statement starts a word of its
 * own, or a shorter one inside it ("Flammable liquid and vapour", H226) would be read instead.
 */
const GLUED_CODE = /(?<![\p{L}\d])((?:EUH|AUH|H|P)\d{3}(?:FD|Fd|fD|Df|F|D|f|d|i)?)(?=\p{Lu}\p{Ll})/gu;

/**
 * A category word and its number after a class's name, as normalizeStatementText leaves them ("category 1", "kat 1a"):
 * the classification's category words (classification-codes.ts) and those of the Nordic, Baltic and Finnish sheets.
 */
const CATEGORY_WORDS_NORMALIZED: ReadonlySet<string> = new Set(
  [...CATEGORY_WORDS, "kategori", "kategorija", "kategoriju", "kat.", "luokka", "kategooria"].map(normalizeStatementText),
);
const CATEGORY_NUMBER = /^[1-5][abc]?$/u;

/** Words that are no statement's remnant: one letter, digits, a code (AUH too), the signal word opening the block ("WARNING: Causes…"). */
const NOT_A_STATEMENT_WORD = /^(?:\p{L}|\d+|(?:euh|auh|h|p)\d{3}\p{L}{0,2}|warning|danger)$/u;

const PREFIX = 4;
let prefixIndex: Map<string, Array<StatementEntry & { letters: string }>> | null = null;

/** Statements of two words or more by their first letters, longest first within each. */
function entriesByPrefix(): Map<string, Array<StatementEntry & { letters: string }>> {
  if (prefixIndex) return prefixIndex;
  prefixIndex = new Map();
  for (const entry of entries()) {
    if (entry.words.length < 2) continue;
    const letters = entry.words.join("");
    const key = letters.slice(0, PREFIX);
    const list = prefixIndex.get(key) ?? [];
    list.push({ ...entry, letters });
    prefixIndex.set(key, list);
  }
  for (const list of prefixIndex.values()) list.sort((a, b) => b.letters.length - a.letters.length);
  return prefixIndex;
}

/**
 * The supplier's insertion inside a statement, in brackets: the organs or route the regulation asks to name
 * ("Causes damage to organs (liver, kidneys) through prolonged…"). Left out before matching, so the statement
 * reads as the table has it; a bracket that holds a code ("(H303)") stays, it separates statements.
 */
const INSERTION = /\((?![^)]*\b(?:EUH|H|P)\d{3})[^().]{1,80}\)/g;
