/**
 * A use label and its value one space apart, no colon ("Recommended use Oral care"): what our reader gives when a
 * PDF sets the value's cell closer to its label than a column gap (about 1.25 em), and what pdftotext -raw gives for
 * most sheets. Found by the session-17 cross-reading probe (the tune sheets with their cell gaps closed to one
 * space: the recommended use fell from 94 % to 73 %). A label of two or three words before a capitalised value is
 * read, less sure than a label closed by its colon; a heading in title case ("Recommended Use Of The Chemical …") is
 * not a value. Eight languages; invented values.
 */
import { describe, expect, test } from "bun:test";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";

const LABELS: Record<string, [string, string]> = {
  en: ["Recommended use", "Floor cleaner"],
  de: ["Empfohlene Verwendung", "Fußbodenreiniger"],
  fr: ["Utilisation recommandée", "Désinfectant pour sols."],
  es: ["Uso recomendado", "Limpiador desinfectante."],
  it: ["Uso raccomandato", "Detergente per pavimenti"],
  nl: ["Aanbevolen gebruik", "Vloerreiniger"],
  pt: ["Utilização recomendada", "Detergente para pavimentos"],
  pl: ["Zalecane zastosowanie", "Środek do mycia podłóg"],
};

describe("a use label one space before its value (eight languages)", () => {
  for (const [language, [label, value]] of Object.entries(LABELS)) {
    test(`${language}: '${label} ${value}'`, () => {
      const found = findRecommendedUse(["1.2 Relevant identified uses of the substance or mixture and uses advised against", `${label} ${value}`, "Uses advised against None known."]);
      expect(found?.value.replace(/\.$/, "")).toBe(value.replace(/\.$/, ""));
      expect(found!.confidence).toBeLessThanOrEqual(0.8);
    });
    test(`${language}: the same label with its colon is surer (control)`, () => {
      const closed = findRecommendedUse([`${label}: ${value}`]);
      const open = findRecommendedUse([`${label} ${value}`]);
      expect(closed?.value.replace(/\.$/, "")).toBe(value.replace(/\.$/, ""));
      expect(open!.confidence).toBeLessThan(closed!.confidence);
    });
  }
  test("a title-case heading is no value", () => {
    expect(findRecommendedUse(["Recommended Use Of The Chemical And Restrictions On Use"])).toBeNull();
    expect(findRecommendedUse(["Recommended Use And Restrictions"])).toBeNull();
  });
  test("a lower-case continuation is no value on its own ('Recommended use of the product')", () => {
    expect(findRecommendedUse(["Recommended use of the product"])).toBeNull();
  });
});
