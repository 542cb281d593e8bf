import { describe, expect, test } from "bun:test";
import { repairCapitalI } from "../../src/modules/parsing/ocr-capital-i";
import { repairColonMark, repairOcrLines } from "../../src/modules/parsing/ocr-repair";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";

describe("a capital I read as l", () => {
  test("at a word's start before a consonant, in every language", () => {
    expect(repairCapitalI("ldentification of the substance")).toBe("Identification of the substance");
    expect(repairCapitalI("lnformation sur les composants")).toBe("Information sur les composants");
    // A substance's or product's name is not a label word: it keeps its l (it may be a real one; the CAS number names it).
    expect(repairCapitalI("lsopropanol    67-63-0")).toBe("lsopropanol    67-63-0");
    expect(repairCapitalI("Datos del lmportador")).toBe("Datos del Importador");
  });

  test("glued to the word before it, for the words labels and headings are made of", () => {
    expect(repairCapitalI("Supplierldentification    Acme Chemicals Inc.")).toBe("SupplierIdentification    Acme Chemicals Inc.");
    expect(repairCapitalI("Productlnformation")).toBe("ProductInformation");
  });

  test("abbreviations, Spanish ll and words inside stay as read", () => {
    for (const line of ["Provoca lcsiones oculares graves.", "Net weight 10 lb", "5 lbs", "Llamar al médico", "llamar al médico", "world wide", "Density 1.2 kg/l", "ln(Kow) 2.3", "lt 5"]) {
      expect(repairCapitalI(line)).toBe(line);
    }
  });
});

describe("a form's colon read as © or ® with one space before the value", () => {
  test("is the label's colon", () => {
    expect(repairColonMark("Bezeichnung des Unternehmens    © Nordwerk Gase AG")).toBe("Bezeichnung des Unternehmens:    Nordwerk Gase AG");
    expect(repairColonMark("Product name    ® Lotion Alpha")).toBe("Product name:    Lotion Alpha");
  });

  test("not before a year or number, nor inside a line", () => {
    for (const line of ["Copyright    © 2020 Acme", "Trade mark    ® 4711", "Alpha® Spray"]) expect(repairColonMark(line)).toBe(line);
  });
});

describe("a scan whose supplier label OCR glued and misread", () => {
  test("the supplier is read after its label", () => {
    const lines = ["1. IDENTIFICATION", "Product Name    Alpha Spray", "Supplierldentification    Acme Chemical Products Company", "Address    1 Main Street",
      "Com pany Emergency Phone    For Medical Emergencies call: (800) 446-1014", "Num ber    Transportation Emergencies, call:    (800) 424-9300",
      "2. HAZARDS IDENTIFICATION", "Danger"];
    const page: OcrPage = { number: 1, width: 595, height: 842, confidence: 0.9, dpi: 300, languages: "eng",
      lines: lines.map((text, index) => ({ text, y: 40 + index * 12, x: 40, confidence: 0.9 })) };
    const text = { numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 595, height: 842, lines: [] }], unreadablePages: [{ page: 1, reason: "no_text" as const }] };
    // The I put back (session 12), and the two words set apart again (session 39, ocr-glued-words.ts).
    expect(repairOcrLines([lines[2]!]).lines[0]).toBe("Supplier Identification    Acme Chemical Products Company");
    expect(parseSds(mergeOcrPages(text, new Map([[1, page]]))).manufacturer).toBe("Acme Chemical Products Company");
  });
});

describe("a form's colon read as a dotless ı between gaps", () => {
  test("is the label's colon on any page (a lone ı is no word, number or category)", () => {
    expect(repairColonMark("Produktname    ı    Lotion Alpha — weiß")).toBe("Produktname:    Lotion Alpha — weiß");
    expect(repairOcrLines(["Nom du produit    ı    Lotion Alpha"]).lines[0]).toBe("Nom du produit:    Lotion Alpha");
  });
});
