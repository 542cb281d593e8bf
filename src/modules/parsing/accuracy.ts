/**
 * Scoring parser output against hand-written truth (test/fixtures/sds-truth). Shared by the corpus test and
 * `npm run bench:parse` so both measure the same thing.
 */
import { normalizeCasNumber } from "./composition.ts";
import type { EvidenceField, ParsedSds } from "./types.ts";

export type SdsTruth = {
  file: string;
  split: "tune" | "holdout";
  signal_word: "DANGER" | "WARNING" | null;
  h_codes: string[];
  p_codes: string[];
  cas_numbers: string[];
  product_name: string | null;
  product_name_alternatives?: string[];
  manufacturer: string | null;
  manufacturer_alternatives?: string[];
  revision_date: string | null;
  sections_present: number[];
  needs_ocr: boolean;
  notes: string;
  /** The wide set's truth also has the language ("en", "de", "en+fr"…) and the newer fields. */
  language?: string;
  emergency_phone?: string | null;
  supplier_phone?: string | null;
  supplier_address?: string | null;
  ufi?: string | null;
  recommended_use?: string | null;
  physical_state?: string | null;
  flash_point?: string | null;
  hazards_not_otherwise_classified?: string | null;
};

export type FieldName =
  | "needs_ocr"
  | "signal_word"
  | "h_codes"
  | "p_codes"
  | "cas_numbers"
  | "product_name"
  | "manufacturer"
  | "revision_date"
  | "sections"
  | "emergency_phone"
  | "supplier_phone"
  | "supplier_address"
  | "ufi"
  | "recommended_use"
  | "physical_state"
  | "flash_point"
  | "hazards_not_otherwise_classified";

/** One score per field in 0–1: exact fields 0 or 1, sets F1, sections the share of present ones found. */
export type FieldScores = Partial<Record<FieldName, number>>;

/** The fields scored only where the truth file has them (the wide set's newer labels). */
const OPTIONAL_FIELDS = [
  "emergency_phone",
  "supplier_phone",
  "supplier_address",
  "ufi",
  "recommended_use",
  "physical_state",
  "flash_point",
  "hazards_not_otherwise_classified",
] as const;

const CORE_FIELDS = [
  "needs_ocr",
  "signal_word",
  "h_codes",
  "p_codes",
  "cas_numbers",
  "product_name",
  "manufacturer",
  "revision_date",
  "sections",
] as const;

export const FIELD_NAMES: readonly FieldName[] = [...CORE_FIELDS, ...OPTIONAL_FIELDS];



/** Issue 11's targets, judged on the held-out documents (the benches print them beside the figures). */
export const PARSE_TARGETS: Partial<Record<FieldName, number>> = {
  signal_word: 0.97,
  h_codes: 0.97,
  p_codes: 0.95,
  cas_numbers: 0.97,
  revision_date: 0.95,
  product_name: 0.93,
  manufacturer: 0.93,
  sections: 0.95,
};

/** Where each scored field's evidence is kept. */
export const EVIDENCE_OF: Partial<Record<FieldName, EvidenceField>> = {
  signal_word: "signal_word",
  h_codes: "h_codes",
  p_codes: "p_codes",
  cas_numbers: "composition",
  product_name: "product_name",
  manufacturer: "manufacturer",
  revision_date: "revision_date",
  ...Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, field])),
};

/** F1 of two sets; two empty sets agree fully. */
export function setF1(expected: readonly string[], actual: readonly string[]): number {
  const expectedSet = new Set(expected);
  const actualSet = new Set(actual);
  if (expectedSet.size === 0 && actualSet.size === 0) return 1;
  let truePositives = 0;
  for (const item of actualSet) if (expectedSet.has(item)) truePositives++;
  if (truePositives === 0) return 0;
  const precision = truePositives / actualSet.size;
  const recall = truePositives / expectedSet.size;
  return (2 * precision * recall) / (precision + recall);
}

/** Case, punctuation, trademark signs and spacing do not make two names different. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[®™©]|\(tm\)|\(r\)/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const LEGAL_SUFFIXES = /\b(?:inc|incorporated|llc|ltd|limited|corp|corporation|company|co|gmbh|ag|s a s|sas|sa|bv|bvba|nv|plc|pvt|the)\b/g;

export function normalizeCompany(text: string): string {
  return normalizeName(text).replace(LEGAL_SUFFIXES, " ").replace(/\s+/g, " ").trim();
}

function matchesAny(actual: string | null, expected: string | null, alternatives: string[] | undefined, normalize: (text: string) => string): boolean {
  if (expected === null) return actual === null;
  if (actual === null) return false;
  const normalizedActual = normalize(actual);
  return [expected, ...(alternatives ?? [])].some((candidate) => normalize(candidate) === normalizedActual);
}

/** A month-only truth date ("2001-06") is met by any day of that month. */
function sameDate(truth: string | null, actual: string | null): boolean {
  if (truth === null || actual === null) return truth === actual;
  return /^\d{4}-\d{2}$/.test(truth) ? actual.startsWith(truth) : actual === truth;
}

const digits = (text: string) => text.replace(/\D/g, "");
function samePhone(truth: string, actual: string): boolean {
  const [a, b] = [digits(truth), digits(actual)];
  return a === b || (Math.min(a.length, b.length) >= 7 && (a.endsWith(b) || b.endsWith(a)));
}

function tokenF1(truth: string, actual: string): number {
  return setF1(normalizeName(truth).split(" ").filter(Boolean), normalizeName(actual).split(" ").filter(Boolean));
}

/** The first number of a printed value, decimal comma or point ("18,5 °C" → 18.5). */
function firstNumber(text: string): number | null {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number.parseFloat(match[0].replace(",", ".")) : null;
}

function scoreOptional(field: (typeof OPTIONAL_FIELDS)[number], truth: string | null, actual: string | null): number {
  if (truth === null || actual === null) return truth === actual ? 1 : 0;
  switch (field) {
    case "emergency_phone":
    case "supplier_phone":
      return samePhone(truth, actual) ? 1 : 0;
    case "ufi":
      return truth.replace(/\s/g, "").toUpperCase() === actual.replace(/\s/g, "").toUpperCase() ? 1 : 0;
    case "physical_state":
      return truth === actual ? 1 : 0;
    case "flash_point":
      return firstNumber(truth) === firstNumber(actual) ? 1 : 0;
    default:
      // Free text (address, use, other hazards): right when most words agree.
      return tokenF1(truth, actual) >= 0.6 ? 1 : 0;
  }
}

/** The CAS numbers of the parsed composition, as they are scored. */
export const casNumbersOf = (parsed: ParsedSds): string[] =>
  parsed.composition.map((row) => row.cas_number).filter((cas): cas is string => cas !== null);

export function scoreDocument(truth: SdsTruth, parsed: ParsedSds): FieldScores {
  if (truth.needs_ocr) return { needs_ocr: parsed.needs_ocr ? 1 : 0 };
  const casNumbers = casNumbersOf(parsed);
  const found = new Set(parsed.sections.map((section) => section.number));
  const present = truth.sections_present;
  return {
    needs_ocr: parsed.needs_ocr ? 0 : 1,
    signal_word: parsed.signal_word === truth.signal_word ? 1 : 0,
    h_codes: setF1(truth.h_codes, parsed.h_codes),
    p_codes: setF1(truth.p_codes, parsed.p_codes),
    cas_numbers: setF1(truth.cas_numbers.map((cas) => normalizeCasNumber(cas) ?? cas), casNumbers),
    product_name: matchesAny(parsed.product_name, truth.product_name, truth.product_name_alternatives, normalizeName) ? 1 : 0,
    manufacturer: matchesAny(parsed.manufacturer, truth.manufacturer, truth.manufacturer_alternatives, normalizeCompany) ? 1 : 0,
    revision_date: sameDate(truth.revision_date, parsed.revision_date) ? 1 : 0,
    sections: present.length === 0 ? 1 : present.filter((number) => found.has(number)).length / present.length,
    ...Object.fromEntries(
      OPTIONAL_FIELDS.filter((field) => truth[field] !== undefined).map((field) => [field, scoreOptional(field, truth[field] ?? null, parsed[field])]),
    ),
  };
}

/** Fields that are wrong (score below 1) although the parser gave them a confidence above 0.9: defects. */
export function confidentlyWrong(scores: FieldScores, parsed: ParsedSds): FieldName[] {
  return FIELD_NAMES.filter((field) => {
    const score = scores[field];
    const evidence = EVIDENCE_OF[field] ? parsed.evidence[EVIDENCE_OF[field]!] : undefined;
    return score !== undefined && score < 1 && evidence !== undefined && evidence.confidence > 0.9;
  });
}

export type FieldSummary = { field: FieldName; documents: number; mean: number };

/** Mean score per field over the documents that were scored on it. */
export function summarize(scores: readonly FieldScores[]): FieldSummary[] {
  return FIELD_NAMES.map((field) => {
    const values = scores.map((score) => score[field]).filter((value): value is number => value !== undefined);
    const mean = values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
    return { field, documents: values.length, mean };
  });
}

/** The share of documents where every present section was found (the ≥ 90 % target is about documents). */
export function shareWithAllSections(scores: readonly FieldScores[]): number {
  const values = scores.map((score) => score.sections).filter((value): value is number => value !== undefined);
  return values.length === 0 ? Number.NaN : values.filter((value) => value === 1).length / values.length;
}
