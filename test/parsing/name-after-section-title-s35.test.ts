/**
 * A name printed after section 1's title on its heading line, 1.1's label left without its value ("ABSCHNITT 1:
 * Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens Banner Neutralon" / "1.1. Produktidentifikator",
 * three external German sheets of one viewer, session 35): the last resort for the name, at 0.6 (a person looks).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const productOf = (heading: string, below: string[] = ["1.1. Produktidentifikator", "1.2. Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird", "Verwendung des Stoffs/des Gemischs Pufferlösung", "1.3. Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Harbour Labor GmbH"]) => {
  const parsed = parseSds(sheet(["Sicherheitsdatenblatt", heading, ...below, ...SECTIONS_2_TO_4]));
  return { value: parsed.product_name, confidence: parsed.evidence.product_name?.confidence ?? 0 };
};

describe("a name after section 1's title on its heading line", () => {
  test.each([
    ["ABSCHNITT 1: Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens Banner Neutralon", "Banner Neutralon"],
    ["ABSCHNITT 1: Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens TECTROL FOOD HYDRAULIKÖL HLP 32", "TECTROL FOOD HYDRAULIKÖL HLP 32"],
    ["SECTION 1: Identification of the substance/mixture and of the company/undertaking Harbour Rinse 40", "Harbour Rinse 40"],
  ])("'%s'", (heading, name) => {
    const found = productOf(heading);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeLessThanOrEqual(0.6);
  });
  test("a name under 1.1 is the name, the title's line is not read", () => {
    expect(productOf("ABSCHNITT 1: Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens Banner Neutralon",
      ["1.1. Produktidentifikator", "Handelsname: Harbour Puffer 7", "1.3. Einzelheiten zum Lieferanten", "Harbour Labor GmbH"]).value).toBe("Harbour Puffer 7");
  });
  test("a title alone, or a page number after it, is no name", () => {
    expect(productOf("ABSCHNITT 1: Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens").value).toBeNull();
    expect(productOf("ABSCHNITT 1: Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens Seite 1 von 4").value).toBeNull();
  });
});

test("the title's own last words after a shorter match are no name ('… company / undertaking')", () => {
  expect(productOf("SECTION 1: Identification of the substance/mixture and of the company / undertaking").value).toBeNull();
});
