/**
 * Recommended use as other authoring systems print it (session 15): eight languages × the generators' use labels ×
 * eleven layouts, and the value beside 1.2's heading (test/helpers/use-generator-sweep.ts). A miss is counted by (language, layout, label); a wrong value
 * given above 0.9 must never come out.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { HEADING_LAYOUTS, readUseCase, useCases, USE_LAYOUTS, USE_WORDS } from "../helpers/use-generator-sweep.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";
import { sheet } from "../helpers/sds-text.ts";

const CASES = useCases();

describe("recommended use: the generators' labels and layouts", () => {
  test(`every case (${CASES.length}) read by findRecommendedUse`, () => {
    expect(CASES.length).toBe(Object.keys(USE_WORDS).length * (USE_LAYOUTS.length * 7 + HEADING_LAYOUTS.length));
    const results = CASES.map(readUseCase);
    expect(missesByClass(results)).toEqual({});
    expect(results.filter((result) => result.confidence > 0.9)).toEqual([]);
  });

  test("one case per language and layout read by parseSds in a whole sheet", () => {
    const misses: string[] = [];
    for (const language of Object.keys(USE_WORDS)) {
      const w = FIELD_LANGUAGES[language]!;
      for (const layout of [...USE_LAYOUTS, ...HEADING_LAYOUTS]) {
        const one = CASES.find((useCase) => useCase.language === language && useCase.layout === layout)!;
        const lines = [w.sections[0], `1.1 ${w.product}`, ...one.lines, `1.3 ${w.supplierHeading}`, w.company, w.street, w.town, w.sections[1], w.hazardLine, w.sections[2], w.sections[3]];
        const parsed = parseSds(sheet(lines));
        if (parsed.recommended_use?.toLowerCase() !== one.truth.toLowerCase()) misses.push(`${language} ${layout}: ${parsed.recommended_use}`);
      }
    }
    expect(misses).toEqual([]);
  });

  test("the advised-against column of a header row is never the use", () => {
    const found = findRecommendedUse(["Uses advised against          Identified uses", "None known          Floor cleaner"]);
    expect(found?.value).toBe("Floor cleaner");
  });

  test("a header row of other fields' labels gives no use", () => {
    expect(findRecommendedUse(["Product code          Uses advised against", "AB-123          None known"])).toBeNull();
  });
});
