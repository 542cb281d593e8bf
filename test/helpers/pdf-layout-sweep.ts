/**
 * A sweep of PDF layouts (session 11): small SDSs (sections 1–3 and 16) in eight languages, each laid out on the page
 * one of the ways real producers do (test/helpers/pdf-layout-render.ts), written as a PDF, read back through the real
 * reader (extractPdfText, what the reader processes run) and parsed whole. The text sweeps feed the parser lines; this
 * one exercises what happens before: how text items become lines (columns, cells, stream order, letter spacing,
 * pieces of one word, page furniture, rotation).
 */
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { ParsedSds } from "../../src/modules/parsing/types.ts";
import { renderSheet, type LayoutStyle, type SheetRow } from "./pdf-layout-render.ts";
import { SHEET_WORDS, type SheetWords } from "./pdf-layout-words.ts";

export const LANGUAGES = Object.keys(SHEET_WORDS);

/** The layouts, by name. Furniture and two columns are added per sheet (they need the sheet's words). */
export const LAYOUTS: Readonly<Record<string, LayoutStyle>> = {
  "key-value": { fields: "inline" },
  grid: { fields: "grid" },
  "two-columns": { fields: "grid", columns: "sections-2-3" },
  "whole-columns": { fields: "grid", columns: "whole" },
  "ruled-table": { fields: "ruled" },
  "value-below": { fields: "below" },
  "header-footer": { fields: "inline" },
  shuffled: { fields: "grid", shuffled: true },
  "letter-spaced": { fields: "inline", spacedHeadings: true },
  "split-items": { fields: "grid", splitItems: true },
  "small-dense": { fields: "ruled", size: 6.5, leading: 7.8 },
  landscape: { fields: "grid", landscape: true },
  rotated: { fields: "grid", rotated: true },
  "right-aligned": { fields: "right" },
  "colon-column": { fields: "grid", colonColumn: true },
  "number-cells": { fields: "grid", numberCells: true },
  "centred-cells": { fields: "ruled", labelWidth: 80, centredCells: true },
  "mid-page-grid": { fields: "grid", labelWidth: 240 },
  trademarks: { fields: "grid", raisedMarks: true },
  "narrow-values": { fields: "grid", labelWidth: 120, valueWidth: 110 },
  "dot-leaders": { fields: "grid", dotLeaders: true },
  "paired-fields": { fields: "ruled", labelWidth: 100, pairs: true },
  "unlabelled-product": { fields: "grid", unlabelledProduct: true },
  "upper-case": { fields: "inline", upperCase: true },
  "header-row": { fields: "grid" },
  "inline-address": { fields: "inline", inlineAddress: true },
  "labels-right": { fields: "grid", labelsRight: true },
  "word-items": { fields: "grid", items: "words" },
  "glyph-items": { fields: "inline", items: "glyphs" },
  "fake-bold": { fields: "grid", fakeBold: true },
  "fake-bold-glyphs": { fields: "inline", items: "glyphs", fakeBold: true },
  "bilingual-columns": { fields: "grid", columns: "whole" },
  "small-labels": { fields: "grid", size: 11, labelSize: 7 },
  "margin-text": { fields: "inline", marginText: "Printed with SDS Author 7.2, document no. 4711-0815, all rights reserved" },
};

export const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "p_codes", "cas_numbers", "sections"] as const;
export type SweepField = (typeof FIELDS)[number];

/** The sheet's rows; `form` picks the first or second wording of the product, supplier and revision labels. */
export function sheetRows(words: SheetWords, options: { form: 0 | 1; revisionInHeader: boolean }): SheetRow[] {
  const v = words.values;
  const s = words.statements;
  return [
    { kind: "title", text: words.title },
    { kind: "line", text: words.subtitle },
    ...(options.revisionInHeader ? [] : [{ kind: "field" as const, label: words.revision[options.form], value: v.date }]),
    { kind: "mark", at: "whole-columns" },
    { kind: "heading", text: words.sections[1] },
    { kind: "sub", text: words.sub.identifier },
    { kind: "field", label: words.product[options.form], value: v.product, role: "product", pair: { label: words.productCode, value: "BF-500" } },
    { kind: "sub", text: words.sub.uses },
    { kind: "line", text: words.use },
    { kind: "sub", text: words.sub.supplier },
    { kind: "field", label: words.supplier[options.form], value: v.company, more: [v.address, `${words.phone}: ${v.telephone}`] },
    { kind: "sub", text: words.sub.emergency },
    { kind: "line", text: v.emergency },
    { kind: "mark", at: "columns" },
    { kind: "heading", text: words.sections[2] },
    { kind: "sub", text: words.sub.classification },
    { kind: "line", text: "Flam. Liq. 2, H225" },
    { kind: "line", text: "Eye Irrit. 2, H319" },
    { kind: "sub", text: words.sub.label },
    { kind: "field", label: words.signal, value: v.signal },
    { kind: "sub", text: `${words.hazardStatements}:` },
    { kind: "code", code: "H225", text: s.H225 },
    { kind: "code", code: "H319", text: s.H319 },
    { kind: "sub", text: `${words.precautionary}:` },
    { kind: "code", code: "P210", text: s.P210 },
    { kind: "code", code: "P280", text: s.P280 },
    { kind: "code", code: "P305+P351+P338", text: s["P305+P351+P338"] },
    { kind: "sub", text: words.sub.otherHazards },
    { kind: "line", text: words.other },
    { kind: "mark", at: "right" },
    { kind: "mark", at: "page" },
    { kind: "heading", text: words.sections[3] },
    { kind: "sub", text: words.sub.mixtures },
    { kind: "table", header: words.tableHeader, rows: [[words.ingredients[0], "64-17-5", "200-578-6", v.concentrations[0]], [words.ingredients[1], "67-63-0", "200-661-7", v.concentrations[1]]] },
    { kind: "mark", at: "end" },
    { kind: "heading", text: words.sections[16] },
    { kind: "line", text: words.closing },
  ];
}

export type LayoutCase = { language: string; layout: string; form: 0 | 1 };

/**
 * Every language × layout × label wording ("full"), or a sample that keeps the test's time modest: each layout in half
 * the languages (the half rotating with the layout, so every language meets every other layout), one wording each.
 */
export function layoutCases(scope: "sample" | "full" = "sample"): LayoutCase[] {
  return Object.keys(LAYOUTS).flatMap((layout, index) =>
    LANGUAGES.flatMap((language, languageIndex) => {
      const form = ((index + languageIndex) % 2) as 0 | 1;
      if (scope === "full") return [{ language, layout, form }, { language, layout, form: (1 - form) as 0 | 1 }];
      return (index + languageIndex) % 2 === 0 ? [{ language, layout, form: (index % 2) as 0 | 1 }] : [];
    }),
  );
}

export async function buildCasePdf(sweepCase: LayoutCase): Promise<Uint8Array> {
  const words = SHEET_WORDS[sweepCase.language]!;
  const furnished = sweepCase.layout === "header-footer";
  const headerRow = sweepCase.layout === "header-row";
  const v = words.values;
  const style: LayoutStyle = {
    ...LAYOUTS[sweepCase.layout]!,
    ...(furnished ? { furniture: { left: v.product, right: `${words.revision[sweepCase.form]}: ${v.date}`, page: words.page } } : {}),
    ...(headerRow ? { headerRow: { labels: [words.product[sweepCase.form], words.productCode, words.revision[sweepCase.form]], values: [v.product, "BF-500", v.date] } } : {}),
  };
  const rows = sheetRows(words, { form: sweepCase.form, revisionInHeader: furnished || headerRow });
  if (sweepCase.layout === "bilingual-columns") return renderSheet(bilingualRows(sweepCase, rows), style);
  return renderSheet(rows, style);
}

/**
 * A bilingual sheet (Canada's EN | FR, Belgium's NL | FR, a Swiss DE | FR): the case's language in the left column, a
 * second language (English, or French beside English) with the same values in the right.
 */
function bilingualRows(sweepCase: LayoutCase, rows: readonly SheetRow[]): SheetRow[] {
  const partner = sweepCase.language === "en" ? "fr" : "en";
  const partnerWords = { ...SHEET_WORDS[partner]!, values: SHEET_WORDS[sweepCase.language]!.values };
  const partnerRows = sheetRows(partnerWords, { form: sweepCase.form, revisionInHeader: false });
  const withoutMarks = (list: readonly SheetRow[]) => list.filter((row) => row.kind !== "mark");
  return [{ kind: "mark", at: "whole-columns" }, ...withoutMarks(rows), { kind: "mark", at: "right" }, ...withoutMarks(partnerRows)];
}

export function expectedValues(language: string): Record<SweepField, string> {
  const v = SHEET_WORDS[language]!.values;
  const [day, month, year] = v.date.split(/[./-]/);
  return {
    product_name: v.product,
    manufacturer: v.company,
    revision_date: `${year}-${month}-${day}`,
    signal_word: "DANGER",
    h_codes: "H225 H319",
    p_codes: "P210 P280 P305 P338 P351",
    cas_numbers: "64-17-5 67-63-0",
    sections: "1 2 3 16",
  };
}

export function parsedValues(parsed: ParsedSds): Record<SweepField, string | null> {
  const sorted = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))].sort().join(" ");
  return {
    product_name: parsed.product_name,
    manufacturer: parsed.manufacturer,
    revision_date: parsed.revision_date,
    signal_word: parsed.signal_word,
    h_codes: sorted(parsed.h_codes),
    p_codes: sorted(parsed.p_codes),
    cas_numbers: sorted(parsed.composition.map((row) => row.cas_number)),
    sections: parsed.sections.map((section) => section.number).join(" "),
  };
}

/** One outcome per field, in the shape test/helpers/sweep-misses.ts counts (the field stands in its `form`). */
export type LayoutOutcome = { language: string; layout: string; form: SweepField; value: string | null; truth: string; confidence: number | null };

const EVIDENCE_OF: Partial<Record<SweepField, keyof ParsedSds["evidence"]>> = {
  product_name: "product_name", manufacturer: "manufacturer", revision_date: "revision_date", signal_word: "signal_word",
};

export async function runLayoutCase(sweepCase: LayoutCase): Promise<LayoutOutcome[]> {
  const parsed = parseSds(await extractPdfText(await buildCasePdf(sweepCase)));
  const got = parsedValues(parsed);
  const truth = expectedValues(sweepCase.language);
  return FIELDS.map((field) => {
    const evidence = EVIDENCE_OF[field];
    const confidence = evidence ? (parsed.evidence[evidence]?.confidence ?? null) : null;
    return { language: sweepCase.language, layout: sweepCase.layout, form: field, value: got[field] || null, truth: truth[field], confidence };
  });
}

/** A wrong value given above 0.9: what must never come out. */
export function wrongAndSure(outcomes: readonly LayoutOutcome[]): string[] {
  return outcomes
    .filter((outcome) => outcome.value !== null && outcome.value !== outcome.truth && (outcome.confidence ?? 0) > 0.9)
    .map((outcome) => `${outcome.language} ${outcome.layout} ${outcome.form}: ${outcome.value} (${outcome.confidence})`);
}
