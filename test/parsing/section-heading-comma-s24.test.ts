import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";

/**
 * Found on a development sheet (session 24): "Section 3, Composition/information on ingredients:" — a comma after the
 * section's number — was not read as a heading, so the ingredients' rows ("Hazard statements*  H304") were read inside
 * section 2 as the product's codes. The comma is a heading's separator in every language's section word, when the
 * title names that section; a sentence ("Section 16, which lists …") is not a heading.
 */
function parse(lines: string[]) {
  return parseSds({ numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12 })) }] });
}

const CASES: Array<[string, string[]]> = [
  ["en", ["Section 1, Identification of the product:", "Product identifier: Dunmore Deck Stain", "Section 2, Hazards identification:", "Label elements: none.",
    "Section 3, Composition/information on ingredients:", "Mineral spirits    20-40 %    64742-48-9", "Hazard statements*    H304, H226", "Section 4, First aid measures:", "Rinse with water."]],
  ["de", ["Abschnitt 1, Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Kellerlack Nord", "Abschnitt 2, Mögliche Gefahren",
    "Kennzeichnungselemente: keine.", "Abschnitt 3, Zusammensetzung/Angaben zu Bestandteilen", "Testbenzin    20-40 %    64742-48-9", "Gefahrenhinweise*    H304, H226",
    "Abschnitt 4, Erste-Hilfe-Maßnahmen", "Mit Wasser spülen."]],
  ["fr", ["Rubrique 1, Identification de la substance/du mélange et de la société/l'entreprise", "Nom du produit : Vernis Lumière", "Rubrique 2, Identification des dangers",
    "Éléments d'étiquetage : aucun.", "Rubrique 3, Composition/informations sur les composants", "White-spirit    20-40 %    64742-48-9", "Mentions de danger*    H304, H226",
    "Rubrique 4, Premiers secours", "Rincer à l'eau."]],
];

describe("a section heading with a comma after its number", () => {
  for (const [language, lines] of CASES) {
    test(`${language}: section 3 is found, its rows' codes are not the product's`, () => {
      const parsed = parse(lines);
      expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 4]);
      expect(parsed.h_codes).toEqual([]);
    });
  }

  test("a sentence opening with the section word and a comma is no heading", () => {
    const parsed = parse(["Section 1, Identification of the product:", "Product identifier: Dunmore Deck Stain", "Section 2, Hazards identification:",
      "Section 16, which lists the full text of the statements, is at the end.", "Section 3, Composition/information on ingredients:", "Water    7732-18-5    90 %"]);
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });
});
