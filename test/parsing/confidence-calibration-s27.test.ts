/**
 * Confidence that says what it means (session 27): a name holding another field after its colon is a run-on, mostly
 * wrong on the external set (5 of 7 such values), so it stays below REVIEW_BELOW; and every value's confidence is
 * written with two decimals.
 */
import { describe, expect, test } from "bun:test";
import { REVIEW_BELOW } from "../../src/modules/parsing/confidence.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const nameOf = (line: string) => parseSds(sheet(["SECTION 1: Identification", line, "Supplier: Harbour Chemicals Ltd", "Revision date: 12.03.2021", ...SECTIONS_2_TO_4]));

describe("a name holding another field after its colon is not trusted", () => {
  const runOns = [
    "Product name: Harbour Rinse 40 Farbton: blau, flüssig",
    "Productnaam : Havenspoeling 4 Kleur : lichtblauw, vloeibaar",
    "Nome commerciale: Risciacquo Porto Colore: blu chiaro",
  ];
  for (const line of runOns) {
    test(line, () => {
      const parsed = nameOf(line);
      expect(parsed.evidence.product_name!.confidence).toBeLessThan(REVIEW_BELOW);
      expect(parsed.needs_review_reasons.some((reason) => reason.includes("product name"))).toBe(true);
    });
  }
  test("a name's own colon without a space after it stays trusted", () => {
    const parsed = nameOf("Product name: die:harbour duo");
    expect(parsed.product_name).toBe("die:harbour duo");
    expect(parsed.evidence.product_name!.confidence).toBeGreaterThanOrEqual(REVIEW_BELOW);
  });
});

test("confidences carry two decimals (an ambiguous date under its label: 0.85 less 0.05 is 0.8, not 0.7999…)", () => {
  const parsed = parseSds(sheet(["Harbour Rinse 40", "Fecha de revisión:", "12/08/2011", "Ficha de datos de seguridad", "SECCIÓN 1: Identificación", "Nombre del producto: Harbour Rinse 40", ...SECTIONS_2_TO_4]));
  expect(parsed.revision_date).toBe("2011-12-08");
  expect(parsed.evidence.revision_date!.confidence).toBe(0.8);
  for (const evidence of Object.values(parsed.evidence)) {
    if (evidence) expect(Math.round(evidence.confidence * 100) / 100).toBe(evidence.confidence);
  }
});

describe("a bare 'Date:' and its date on one line is no guess; its other forms stay the weakest label's", () => {
  const revisionOf = (lines: string[]) => parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Rinse 40", "Supplier: Harbour Chemicals Ltd", ...lines, ...SECTIONS_2_TO_4]));
  for (const [language, line] of [["en", "Date: 12.03.2021"], ["de", "Datum: 12.03.2021"], ["es", "Fecha: 12 de marzo de 2021"], ["pt", "Data: 2021-03-12"]] as const) {
    test(`${language}: "${line}"`, () => {
      const parsed = revisionOf([line]);
      expect(parsed.revision_date).toBe("2021-03-12");
      expect(parsed.evidence.revision_date!.confidence).toBe(0.75);
      expect(parsed.needs_review_reasons.filter((reason) => reason.includes("revision date"))).toEqual([]);
    });
  }
  test("the date under a bare 'Date:' stays a guess", () => {
    const parsed = revisionOf(["Date:", "12.03.2021"]);
    expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.6);
  });
});
