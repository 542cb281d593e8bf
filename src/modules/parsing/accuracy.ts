/**
 * Scoring parser output against hand-written truth (test/fixtures/sds-truth). Shared by the corpus test and
 * `npm run bench:parse` so both measure the same thing.
 */
import { normalizeCasNumber } from "./composition.ts";
import type { ParsedSds } from "./types.ts";

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
  | "sections";

/** One score per field in 0–1: exact fields 0 or 1, sets F1, sections the share of present ones found. */
export type FieldScores = Partial<Record<FieldName, number>>;

export const FIELD_NAMES: readonly FieldName[] = [
  "needs_ocr",
  "signal_word",
  "h_codes",
  "p_codes",
  "cas_numbers",
  "product_name",
  "manufacturer",
  "revision_date",
  "sections",
];

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

export function scoreDocument(truth: SdsTruth, parsed: ParsedSds): FieldScores {
  if (truth.needs_ocr) return { needs_ocr: parsed.needs_ocr ? 1 : 0 };
  const casNumbers = parsed.composition.map((row) => row.cas_number).filter((cas): cas is string => cas !== null);
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
    revision_date: parsed.revision_date === truth.revision_date ? 1 : 0,
    sections: present.length === 0 ? 1 : present.filter((number) => found.has(number)).length / present.length,
  };
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
