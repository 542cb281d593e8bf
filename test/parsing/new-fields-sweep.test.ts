/**
 * A synthetic sweep of the newer fields (session 11): 12 languages (en, de, fr, es, it, nl, pt, pl, sv, da, fi, cs) ×
 * emergency telephone, supplier phone and address, recommended use, physical state and flash point × their layouts
 * (label: value, value below, column grid, heading with its value, wrapped heading, table row, poison-centre list,
 * contacts in a column beside the address, dot leaders, a condition after the label …) × labels (Annex II's official
 * headings of Regulation (EU) 2020/878 and the short forms sheets use) × value forms (international, "(0)", "00" and
 * national phones, opening hours after a number; "> 100 °C", "23 °C (c.c.)", "61,5 °C", "Not applicable"; the states
 * in each language). Cases are built by test/helpers/new-fields-sweep.ts; misses are counted by (language, layout, form): 5,938 cases.
 */
import { describe, expect, test } from "bun:test";
import { FIELDS, LAYOUTS, readCase, runCase, sweepCases, type SweepResult } from "../helpers/new-fields-sweep.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";

const CASES = sweepCases();

/** A wrong value given above 0.9: what must never come out. */
const wrongAndSure = (results: readonly SweepResult[]) =>
  results.filter((result) => result.value !== null && result.value !== result.truth && result.confidence > 0.9).map((result) => `${result.layout} ${result.label}: ${result.lines.join(" / ")} → ${result.printed}`);

describe("newer-fields sweep", () => {
  test(`every case read by the field's reader (${CASES.length} cases)`, () => {
    const results = CASES.map(readCase);
    expect(missesByClass(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });

  test("a case of each language, field and layout read by parseSds (sections, company and language found by it)", () => {
    const seen = new Set<string>();
    const sample = CASES.filter((sweepCase) => {
      const key = `${sweepCase.language} ${sweepCase.field} ${sweepCase.layout}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    expect(sample.length).toBe(12 * FIELDS.reduce((sum, field) => sum + LAYOUTS[field].length, 0));
    const results = sample.map(runCase);
    expect(missesByClass(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });
});
