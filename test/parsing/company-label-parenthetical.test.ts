/**
 * A company label's parenthetical that its column wrapped over lines is the label's, never the company: the company's
 * reader blanks those lines before it reads (company-label-parenthetical.ts), under the label or beside it.
 */
import { describe, expect, test } from "bun:test";
import { findManufacturer } from "../../src/modules/parsing/company-name.ts";
import { withoutLabelParentheticals } from "../../src/modules/parsing/company-label-parenthetical.ts";

const HEAD = ["SECTION 1: Identification", "1.1 Product identifier", "Product name: Kelpwater Rinse 40", "1.3 Details of the supplier of the safety data sheet"];

describe("a company label's wrapped parenthetical", () => {
  const cases = [
    { label: "Supplier", pieces: ["(Manufacturer/Importer/Only representative/Downstream", "user/Distributor)"], company: "Kelpwater Chemicals Ltd" },
    { label: "Lieferant", pieces: ["(Hersteller/Importeur/Alleinvertreter/nachgeschal", "teter", "Anwender/Händler)"], company: "Tangwerk Chemie GmbH" },
    { label: "Fournisseur", pieces: ["(fabricant/importateur/représentant", "exclusif/distributeur)"], company: "Varech Produits SAS" },
  ];
  for (const { label, pieces, company } of cases) {
    test(`under "${label}" standing alone: blanked, the company read below`, () => {
      const lines = [...HEAD, label, ...pieces, company, "Quay Road 12, 1234 AB Portown"];
      expect(withoutLabelParentheticals(lines).slice(HEAD.length, HEAD.length + 1 + pieces.length)).toEqual([label, ...pieces.map(() => "")]);
      expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe(company);
    });
    test(`beside "${label}:": the label's line and the wrapped lines blanked`, () => {
      const lines = [...HEAD, `${label}:    ${pieces[0]}`, ...pieces.slice(1), company, "Quay Road 12, 1234 AB Portown"];
      expect(withoutLabelParentheticals(lines).slice(HEAD.length, HEAD.length + pieces.length)).toEqual(pieces.map(() => ""));
      expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe(company);
    });
  }

  test("a parenthetical closed on its line, or under a label with its value, is left as printed", () => {
    const closed = [...HEAD, "Supplier", "(Manufacturer/Importer)", "Kelpwater Chemicals Ltd"];
    expect(withoutLabelParentheticals(closed)).toBe(closed);
    const valued = [...HEAD, "Supplier:    Kelpwater Chemicals Ltd", "(Manufacturer/Importer", "user/Distributor)"];
    expect(withoutLabelParentheticals(valued)).toBe(valued);
    expect(findManufacturer(valued, { headingLine: 0 })?.value).toBe("Kelpwater Chemicals Ltd");
  });
});
