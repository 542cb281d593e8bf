/**
 * Product, manufacturer and revision date on scans (session 16): kinds of OCR damage the tune scans showed where the
 * text layer reads the field right.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date";
import { findProductName } from "../../src/modules/parsing/identity";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { markOcrEvidence, mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";

function parseOcr(lines: string[]) {
  const page: OcrPage = { number: 1, width: 595, height: 842, confidence: 0.9, dpi: 300, languages: "eng",
    lines: lines.map((text, index) => ({ text, y: 40 + index * 14, x: 40, confidence: 0.9 })) };
  const scan = { numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 595, height: 842, lines: [] }], unreadablePages: [{ page: 1, reason: "no_text" as const }] };
  const merged = mergeOcrPages(scan, new Map([[1, page]]));
  return markOcrEvidence(parseSds(merged), merged);
}

describe("a bare date label whose colon OCR lost, its date written month first", () => {
  const header = ["INTERNATIONAL FLAVORS & FRAGRANCES", "Product    T APPLE - 17J04AFA"];
  test.each([
    ["Date    May 11, 2007    Page    1(7)", "2007-05-11"],
    ["Date    June 3, 2015", "2015-06-03"],
    ["Date    Sept. 14, 2016    Page 1 of 6", "2016-09-14"],
    ["DATE    OCTOBER 2, 2019", "2019-10-02"],
  ])("%s → %s, as the weakest label", (line, iso) => {
    const found = findRevisionDate([...header, line, "1. CHEMICAL PRODUCT AND COMPANY IDENTIFICATION"], "month-first");
    expect(found?.value).toBe(iso);
    expect(found!.confidence).toBeLessThanOrEqual(0.6);
  });

  test("a date label of its own wins over the bare one; a bare label before words or a later date stays unread", () => {
    expect(findRevisionDate(["Date    May 11, 2007", "Revision date:    June 3, 2015"], "month-first")?.value).toBe("2015-06-03");
    for (const line of ["Date    Signature    May 11, 2007", "Date    May be revised without notice", "Date    Prepared by R. May, 2007"]) {
      expect(findRevisionDate(["Product    Apple", line], "month-first")).toBeNull();
    }
  });
});

describe("OCR repairs keep what they do not mend", () => {
  test("the bare date line is read the same after the OCR repairs", () => {
    const lines = repairOcrLines(["Prepared for    :PEPSI COLA", "Date    May 11, 2007    Page    1(7)"]).lines;
    expect(findRevisionDate(lines, "month-first")?.value).toBe("2007-05-11");
  });
});

/** A product label in the eight languages, with the section 1 heading it stands under. */
const PRODUCT_LABELS: Readonly<Record<string, [string, string]>> = {
  en: ["SECTION 1 - PRODUCT AND COMPANY INFORMATION", "PRODUCT NAME:"], de: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname:"],
  fr: ["RUBRIQUE 1: Identification de la substance/du mélange et de la société", "Nom du produit :"], es: ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad", "Nombre del producto:"],
  it: ["SEZIONE 1: Identificazione della sostanza o della miscela e della società", "Nome del prodotto:"], nl: ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", "Productnaam:"],
  pt: ["SECÇÃO 1: Identificação da substância/mistura e da sociedade", "Nome do produto:"], pl: ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki", "Nazwa produktu:"],
};

describe("a wide gap OCR read inside a value, after a comma", () => {
  test.each(Object.entries(PRODUCT_LABELS))("%s: the value's cells are one value again", (_language, [heading, label]) => {
    for (const [value, whole] of [["SURFACTANTS,    SODIUM HYPOCHLORITE", "SURFACTANTS, SODIUM HYPOCHLORITE"], ["Glass Cleaner,    Lemon Fresh", "Glass Cleaner, Lemon Fresh"]] as const) {
      const lines = repairOcrLines([heading, `D1    ${label}    ${value}`, "Recommended use:    Cleaning"]).lines;
      expect(findProductName(lines)?.value).toBe(whole);
    }
  });

  test("the sheet's product name is the whole value, its evidence read by OCR", () => {
    const parsed = parseOcr([
      "SECTION 1 - PRODUCT AND COMPANY INFORMATION", "D1    PRODUCT NAME:    SURFACTANTS,    SODIUM HYPOCHLORITE",
      "D1    COMMON NAME:    HARBOUR CLEANER/MILDEW REMOVER", "D1    MANUFACTURER'S NAME:    HARBOUR RESEARCH CORPORATION",
      "SECTION 2 - HAZARDS IDENTIFICATION", "Signal word:    Danger", "H314",
    ]);
    expect(parsed.product_name).toBe("SURFACTANTS, SODIUM HYPOCHLORITE");
    expect(parsed.evidence.product_name?.method).toBe("ocr");
  });

  test("a next cell that is a label, holds a colon, a number, or changes from capitals is another column's", () => {
    for (const line of [
      "PRODUCT NAME:    SURFACTANTS,    EMERGENCY PHONE", "PRODUCT NAME:    SURFACTANTS,    Revision date: 2019", "Product name:    Cleaner,    12.03.2019",
      "PRODUCT NAME:    SURFACTANTS,    Acme Corporation", "Product name:    Cleaner,    SUPPLIER", "Hazard class    Acute Tox. 4,    Skin Irrit. 2",
      "Address    12 Main Street, Springfield,    Telephone", "Distillates (petroleum),    hydrotreated light",
    ]) {
      expect(repairOcrLines([line]).lines[0]).toBe(line);
    }
  });
});
