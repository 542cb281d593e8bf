/**
 * A synthetic sweep of OCR damage on the signal-word and revision-date lines: 8 languages × 3 layouts × the kinds of
 * damage tesseract does (look-alike letters and digits, rn as m, a lost letter, the colon read as a letter or mark),
 * one at a time. Cases are built by test/helpers/ocr-damage-sweep.ts; misses are counted by (language, layout, form).
 */
import { describe, expect, test } from "bun:test";
import { readCase, sweepCases, type OcrSweepResult } from "../helpers/ocr-damage-sweep.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";

const CASES = sweepCases();

/** A wrong value given above 0.9: what must never come out. */
const wrongAndSure = (results: readonly OcrSweepResult[]) =>
  results.filter((result) => result.value !== null && result.value !== result.truth && result.confidence > 0.9).map((result) => `${result.line} → ${result.value}`);

describe("OCR damage sweep", () => {
  test(`every signal-word case read through the OCR repairs (${CASES.filter((c) => c.field === "signal_word").length} cases)`, () => {
    const results = CASES.filter((c) => c.field === "signal_word").map(readCase);
    expect(missesByClass(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });

  test(`every revision-date case read through the OCR repairs (${CASES.filter((c) => c.field === "revision_date").length} cases)`, () => {
    const results = CASES.filter((c) => c.field === "revision_date").map(readCase);
    expect(missesByClass(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });
});
