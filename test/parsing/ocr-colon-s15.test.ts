import { describe, expect, test } from "bun:test";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair";
import { parseScan } from "../helpers/ocr-scan";

/**
 * A form's colon that opens the value's cell ("Product Name    : APPLE") read by OCR as a digit-like mark or a quote
 * before the value ("Product Name    1 APPLE", "Handelsname    ' Lotion Alpha"): the value then begins with the mark, and
 * the label no longer reads as a label (session 15, tune scans). The same page shows colons so printed elsewhere
 * (":PEPSI COLA", "Telephone    :    +1 …"): the mark is the colon there only.
 */
const LABELS: Readonly<Record<string, { product: string; company: string; date: string; other: string }>> = {
  en: { product: "Product name", company: "Manufacturer", date: "Revision date", other: "Prepared for" },
  de: { product: "Handelsname", company: "Hersteller", date: "Überarbeitet am", other: "Erstellt für" },
  fr: { product: "Nom du produit", company: "Fabricant", date: "Date de révision", other: "Préparé pour" },
  es: { product: "Nombre del producto", company: "Fabricante", date: "Fecha de revisión", other: "Preparado para" },
  it: { product: "Nome del prodotto", company: "Produttore", date: "Data di revisione", other: "Preparato per" },
  nl: { product: "Productnaam", company: "Fabrikant", date: "Herzieningsdatum", other: "Opgesteld voor" },
  pt: { product: "Nome do produto", company: "Fabricante", date: "Data de revisão", other: "Preparado para" },
  pl: { product: "Nazwa produktu", company: "Producent", date: "Data aktualizacji", other: "Przygotowano dla" },
};
const MARKS = ["1", "l", "I", "|", "'", "’", "i"];

const sheet = (words: (typeof LABELS)[string], mark: string, colonElsewhere: boolean) => [
  "1. IDENTIFICATION",
  `${words.product}    ${mark} Lotion Alpha Forte`,
  colonElsewhere ? `${words.other}    :NORDWERK RETAIL` : `${words.other}    NORDWERK RETAIL`,
  `${words.company}    ${mark} Nordwerk Chemie GmbH`,
  "Hafenweg 5, 20457 Hamburg",
  `${words.date}    ${mark} 15.03.2019`,
  "2. HAZARDS IDENTIFICATION",
  "Warning",
];

describe("a colon opening the value's cell read as a mark before the value", () => {
  for (const [language, words] of Object.entries(LABELS)) {
    test(`${language}: the mark is the label's colon on a page that prints such colons`, () => {
      for (const mark of MARKS) {
        const parsed = parseScan([sheet(words, mark, true)]);
        expect([language, mark, parsed.product_name]).toEqual([language, mark, "Lotion Alpha Forte"]);
        expect([language, mark, parsed.manufacturer]).toEqual([language, mark, "Nordwerk Chemie GmbH"]);
        expect([language, mark, parsed.revision_date]).toEqual([language, mark, "2019-03-15"]);
      }
    });
  }

  test("without a colon so printed on the page, the mark may be content and stays", () => {
    expect(repairOcrLines(["Product name    1 Step Primer", "Manufacturer    Nordwerk"]).lines[0]).toBe("Product name    1 Step Primer");
  });

  test("a number, a category or a count after the mark is not a value the colon opened", () => {
    const lines = ["Prepared for    :NORDWERK", "Revision    1 2019", "Eye Irrit.    2 H319", "Version    1 of 3", "Product name    1 2-Propanol"];
    expect(repairOcrLines(lines).lines.slice(1)).toEqual(lines.slice(1));
  });
});

describe("a lone colon read as a digit-like mark after a label wrapped at a comma", () => {
  test("'Manufacturer, importer,    1    Name' on a page of colon columns", () => {
    const parsed = parseScan([["1. PRODUCT AND COMPANY IDENTIFICATION", "Product name:    Lotion Alpha", "Manufacturer, importer,    1    Nordwerk Chemie Limited",
      "supplier    1 Webster Street", "Brantford    ON    N3T 5R1", "Telephone    ©    +1-800-558-5566", "2. HAZARDS IDENTIFICATION", "Warning"]]);
    expect(parsed.manufacturer).toBe("Nordwerk Chemie Limited");
  });

  test("a list of words ending in a comma is no label", () => {
    const lines = ["Telephone    ©    +1-800-558-5566", "Iron, zinc,    1    Nordwerk"];
    expect(repairOcrLines(lines).lines[1]).toBe("Iron, zinc,    1    Nordwerk");
  });
});
