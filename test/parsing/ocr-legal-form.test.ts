import { describe, expect, test } from "bun:test";
import { parseScan } from "../helpers/ocr-scan";
import { legalFormRead } from "../../src/modules/parsing/ocr-legal-form";

/**
 * A company name whose legal form OCR read with a look-alike letter (session 15, tune scans: "Brother Industries,
 * Lid.", "Acros Organics BYBA", "BROTHERS RESEARCH CORPORATICN"): the form is the one thing in a name the parser
 * knows the spelling of. Legal forms of the eight OCR languages and beyond, each damaged by one look-alike.
 */
const READ_RIGHT: readonly string[] = [
  "Nordwerk Industries, Ltd.", "Nordwerk Industries Limited", "Nordwerk Chemicals Inc.", "NORDWERK RESEARCH CORPORATION",
  "Nordwerk Chemie GmbH", "Nordwerk Organics BVBA", "Produits Nordwerk Limitée", "Química Nordwerk Ltda", "Nordwerk Química Lda",
  "Nordwerk Polska Sp. z o.o.", "Nordwerk Italia S.p.A.", "Nordwerk SARL", "Nordwerk Nederland B.V.", "Nordwerk Ibérica S.L.",
];

describe("a legal form read with a look-alike letter", () => {
  test("is written as the form, in the name's case", () => {
    expect(legalFormRead("Brother industries, Lid.")).toBe("Brother industries, Ltd.");
    expect(legalFormRead("Acros Organics BYBA")).toBe("Acros Organics BVBA");
    expect(legalFormRead("BROTHERS RESEARCH CORPORATICN")).toBe("BROTHERS RESEARCH CORPORATION");
    expect(legalFormRead("Nordwerk Chemicals lnc.")).toBe("Nordwerk Chemicals Inc.");
    expect(legalFormRead("Nordwerk Industries Lirnited")).toBe("Nordwerk Industries Limited");
    expect(legalFormRead("Nordwerk Chemie GrnbH")).toBe("Nordwerk Chemie GmbH");
    expect(legalFormRead("Produits Nordwerk Lirnitée")).toBe("Produits Nordwerk Limitée");
    expect(legalFormRead("Nordwerk Chemie GmhH")).toBe("Nordwerk Chemie GmbH");
    expect(legalFormRead("NORDWERK C0RPORATION")).toBe("NORDWERK CORPORATION");
    expect(legalFormRead("Nordwerk 5ARL")).toBe("Nordwerk SARL");
    expect(legalFormRead("Química Nordwerk Ltcia")).toBeNull();
  });

  test("a form read right, a name without one, or a short word stays as read", () => {
    for (const name of READ_RIGHT) expect(legalFormRead(name)).toBeNull();
    // Words that end names and are one look-alike from a form of two letters ("Co", "AG", "AB") are not tried: too many
    // short words are one letter from them.
    for (const name of ["Sparkle Plenty", "Nordwerk Ca", "Nordwerk Lab", "Nordwerk Oil", "Kali und Salz", "Nordwerk Tid Lab", "Harbour Coatings"]) {
      expect(legalFormRead(name)).toBeNull();
    }
  });
});

describe("a scan whose supplier's legal form OCR misread", () => {
  test("the supplier is read with its form, marked as repaired and trusted less", () => {
    const parsed = parseScan([["SECTION 1: Identification", "Product name:    Lotion Alpha", "Company:    Nordwerk Industries, Lid.",
      "Address:    1 Main Street, Springfield", "SECTION 2: Hazards identification", "Signal word:    Warning"]]);
    expect(parsed.manufacturer).toBe("Nordwerk Industries, Ltd");
    expect(parsed.evidence.manufacturer?.method).toBe("ocr_repaired");
    expect(parsed.evidence.manufacturer!.confidence).toBeLessThan(0.9);
  });

  test("a product name is not touched (a product may end in any word)", () => {
    const parsed = parseScan([["SECTION 1: Identification", "Product name:    Lotion Lid", "Company:    Nordwerk Industries Ltd.",
      "SECTION 2: Hazards identification", "Signal word:    Warning"]]);
    expect(parsed.product_name).toBe("Lotion Lid");
    expect(parsed.evidence.manufacturer?.method).toBe("ocr");
  });
});
