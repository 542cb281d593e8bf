import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";

/**
 * Found on a development sheet (session 24): a row of labels over ":"-led values ("Produktform Handelsname Produktcode"
 * / ":Gemisch" / ":Harbour Rinse 40 : 4711") gave the first label, "Produktform", as the product at 0.8. A value that is
 * itself one of section 1's field labels, in any language, is never a product name, whatever layout brought it: at
 * most 0.45, or none.
 */
function parse(lines: string[]) {
  return parseSds({ numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12 })) }] });
}

const SHEETS: Array<[string, string[]]> = [
  ["de row of labels", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1. Produktidentifikator",
    "Produktform Handelsname Produktcode Produktart", ":Gemisch", ":Harbour Rinse 40 : 4711", ":Schmiermittel", "1.2. Relevante identifizierte Verwendungen",
    "ABSCHNITT 2: Mögliche Gefahren", "Nicht eingestuft"]],
  ["en row of labels", ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1. Product identifier",
    "Product form Trade name Product code Product group", ":Mixture", ":Harbour Rinse 40 : 4711", ":Lubricant", "1.2. Relevant identified uses",
    "SECTION 2: Hazards identification", "Not classified"]],
  ["fr row of labels", ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "1.1. Identificateur de produit",
    "Forme du produit Nom commercial Code du produit", ":Mélange", ":Harbour Rinse 40 : 4711", "1.2. Utilisations identifiées pertinentes",
    "RUBRIQUE 2: Identification des dangers", "Non classé"]],
];

describe("a product value that is itself a field label", () => {
  for (const [name, lines] of SHEETS) {
    test(`${name}: no label is given as the product above 0.45`, () => {
      const parsed = parse(lines);
      if (parsed.product_name !== null && !parsed.product_name.includes("Harbour")) expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.45);
    });
  }
});
