/**
 * The PDF layout sweep (session 11): a small SDS in 8 languages laid out 34 ways, written as real PDFs (pdf-lib,
 * DejaVu Sans embedded), read by the PDF reader and parsed whole; product, supplier, revision date, signal word, H/P
 * codes, CAS numbers and the sections found are scored against the sheet's own values, misses counted by
 * (language, layout, field). Cases are built by test/helpers/pdf-layout-sweep.ts. By default each layout runs in four
 * of the languages (rotating); PDF_LAYOUT_SWEEP=full runs every language × layout × both label wordings (544 cases).
 */
import { describe, expect, test } from "bun:test";
import { missesByClass } from "../helpers/sweep-misses.ts";
import { LANGUAGES, LAYOUTS, layoutCases, runLayoutCase, wrongAndSure, type LayoutOutcome } from "../helpers/pdf-layout-sweep.ts";

const CASES = layoutCases(process.env.PDF_LAYOUT_SWEEP === "full" ? "full" : "sample");

describe("PDF layout sweep", () => {
  test(`every language × layout read from its PDF (${CASES.length} cases)`, async () => {
    expect(LANGUAGES.length).toBe(8);
    expect(Object.keys(LAYOUTS).length).toBe(34);
    expect(new Set(CASES.map((sweepCase) => sweepCase.language)).size).toBe(8);
    const outcomes: LayoutOutcome[] = [];
    for (const sweepCase of CASES) outcomes.push(...(await runLayoutCase(sweepCase)));
    expect(missesByClass(outcomes)).toEqual({});
    expect(wrongAndSure(outcomes)).toEqual([]);
  }, 120_000);
});
