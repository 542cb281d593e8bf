/**
 * Labels a scan's OCR misread as the metamorphic family O found them lost (session 39): a colon read as a semicolon.
 * Invented lines in several languages.
 */
import { describe, expect, test } from "bun:test";
import { repairSemicolonLabels } from "../../src/modules/parsing/ocr-semicolon-label";
import { parseScan } from "../helpers/ocr-scan";

describe("a label's colon read as a semicolon", () => {
  test("is a colon again after a label the parser knows", () => {
    expect(repairSemicolonLabels("Product Name; Bear Tex Discs")).toBe("Product Name: Bear Tex Discs");
    expect(repairSemicolonLabels("Firmenname;    Gries Deco Company GmbH")).toBe("Firmenname:    Gries Deco Company GmbH");
    expect(repairSemicolonLabels("Fabricant;    DAP Global Inc.    Fournisseur;    DAP Canada")).toBe("Fabricant:    DAP Global Inc.    Fournisseur:    DAP Canada");
    expect(repairSemicolonLabels("Nombre del Producto ; OdoBan Listo Para Usar")).toBe("Nombre del Producto: OdoBan Listo Para Usar");
  });

  test("a list's semicolon stays", () => {
    for (const line of ["Acetone; Propanone; Dimethyl ketone", "H225; H319; H336", "Ethanol; CAS 64-17-5", "Keep cool; protect from sunlight.", "Eye Irrit. 2; H319"]) {
      expect(repairSemicolonLabels(line)).toBe(line);
    }
  });

  test("a scan so read gives its product and supplier", () => {
    const parsed = parseScan([[
      "SAFETY DATA SHEET", "SECTION 1; IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING",
      "Product Name;    Glide Alpha Degreaser", "Manufacturer;    Nordwerk Chemie GmbH", "Revision date; 12.03.2021", "SECTION 2; HAZARDS IDENTIFICATION",
    ]]);
    expect(parsed.product_name).toBe("Glide Alpha Degreaser");
    expect(parsed.manufacturer).toBe("Nordwerk Chemie GmbH");
    expect(parsed.revision_date).toBe("2021-03-12");
  });
});
