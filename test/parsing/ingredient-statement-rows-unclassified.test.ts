import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";

/**
 * Found on a development sheet (session 24): section 2 says the product is not classified and its label has no
 * elements, then section 3's heading was lost and the ingredients' rows ("Hazard statements*  H304", one such row per
 * ingredient, an asterisk to a footnote) were read as the product's codes at 0.9. Codes read only from rows that repeat
 * the statements label, on a sheet whose section 2 says there is nothing to label, are a guess: never above 0.5.
 */
function parse(lines: string[]) {
  return parseSds({ numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12 })) }] });
}

const SHEETS: Array<[string, string[]]> = [
  ["en", ["SECTION 1: Identification", "Product identifier: Dunmore Deck Stain", "SECTION 2: Hazards identification",
    "This product is not classified according to CLP regulations.", "2.2 Label elements: None.", "Hazard statements:", "Ingredient list",
    "Mineral spirits    20-40 %    64742-48-9", "Hazard statements*  H304", "Cobalt soap    <1 %", "Hazard statements*  H317, H411",
    "(*) Full text in section 16", "SECTION 4: First aid measures", "Rinse with water."]],
  ["de", ["ABSCHNITT 1: Bezeichnung des Stoffs", "Handelsname: Kellerlack Nord", "ABSCHNITT 2: Mögliche Gefahren",
    "Das Gemisch ist nicht als gefährlich eingestuft.", "Kennzeichnungselemente: entfällt", "Gefahrenhinweise:", "Inhaltsstoffe",
    "Testbenzin    20-40 %    64742-48-9", "Gefahrenhinweise*  H304", "Kobaltseife    <1 %", "Gefahrenhinweise*  H317, H411",
    "(*) Wortlaut siehe Abschnitt 16", "ABSCHNITT 4: Erste-Hilfe-Maßnahmen", "Mit Wasser spülen."]],
];

describe("codes from ingredient rows on a sheet that says it has nothing to label", () => {
  for (const [language, lines] of SHEETS) {
    test(`${language}: the codes, if read, stand at 0.5 at most`, () => {
      const parsed = parse(lines);
      if (parsed.h_codes.length > 0) expect(parsed.evidence.h_codes!.confidence).toBeLessThanOrEqual(0.5);
    });
  }

  test("a classified product's single statements row keeps its confidence", () => {
    const parsed = parse(["SECTION 1: Identification", "Product identifier: Dunmore Deck Stain", "SECTION 2: Hazards identification",
      "Asp. Tox. 1; H304", "Signal word: Danger", "Hazard statements:  H304", "SECTION 3: Composition", "Mineral spirits    20-40 %    64742-48-9"]);
    expect(parsed.h_codes).toEqual(["H304"]);
    expect(parsed.evidence.h_codes!.confidence).toBe(0.9);
  });
});
