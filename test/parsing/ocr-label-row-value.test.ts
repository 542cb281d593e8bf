import { describe, expect, test } from "bun:test";
import { parseScan } from "../helpers/ocr-scan";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import type { SdsText } from "../../src/modules/parsing/types";

/** A text layer of one page, its lines one under another. */
const textLayer = (lines: readonly string[]): SdsText => ({
  numPages: 1, hasTextLayer: true,
  pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, y: 40 + i * 12, x: 40 })) }],
} as unknown as SdsText);

/**
 * A form's header row ("Product Name    Product Type    WHMIS Classification") with the values in the row below;
 * OCR drops a cell of it, so the name label stands beside the hazard classification's label. That label is no name.
 */
const rows: [string, string, string, string, string][] = [
  ["en", "Section I    PRODUCT IDENTIFICATION", "Product Name    WHMIS Classification", "Harbour Glide 7    Floor Cleaner Concentrate", "eng"],
  ["en", "Section I    PRODUCT IDENTIFICATION", "Product Name    GHS Classification", "Harbour Glide 7    Floor Cleaner Concentrate", "eng"],
  ["fr", "Section I    Identification du produit", "Nom du produit    Classification SIMDUT", "Harbour Glide 7    Poudre à balayer", "fra"],
  ["de", "Abschnitt 1    Bezeichnung des Produkts", "Produktname    GHS-Einstufung", "Harbour Glide 7    Bodenreiniger", "deu"],
  ["es", "Sección 1    Identificación del producto", "Nombre del producto    Clasificación SGA", "Harbour Glide 7    Limpiador de suelos", "spa"],
  ["it", "Sezione 1    Identificazione del prodotto", "Nome del prodotto    Classificazione GHS", "Harbour Glide 7    Detergente", "ita"],
  ["nl", "Rubriek 1    Identificatie van het product", "Productnaam    GHS-indeling", "Harbour Glide 7    Vloerreiniger", "nld"],
  ["pt", "Secção 1    Identificação do produto", "Nome do produto    Classificação GHS", "Harbour Glide 7    Detergente", "por"],
  ["pl", "Sekcja 1    Identyfikacja produktu", "Nazwa produktu    Klasyfikacja GHS", "Harbour Glide 7    Środek czyszczący", "pol"],
];

describe("a name label beside a hazard classification's label (a header row missing a cell)", () => {
  for (const [language, heading, header, values, ocrLanguage] of rows) {
    test(`${language}: the name is the value under the label, not the classification's label`, () => {
      const lines = ["SAFETY DATA SHEET", heading, header, values, "Section II    HAZARDOUS INGREDIENTS"];
      const parsed = parseScan([lines], { confidence: 0.9, languages: `${ocrLanguage}+eng` });
      expect(parsed.product_name).toBe("Harbour Glide 7");
    });
  }

  test("a header cell's wrapped tail under the row (\"de produit\") is no name either", () => {
    const rows: [string, string, string][] = [
      ["Nom du produit    Classification SIMDUT", "de produit", "Harbour Glide 7    Poudre à balayer"],
      ["Product Name    WHMIS Classification", "of product", "Harbour Glide 7    Floor Cleaner"],
      ["Nombre del producto    Clasificación SGA", "del producto", "Harbour Glide 7    Limpiador"],
    ];
    for (const [header, tail, values] of rows) {
      const parsed = parseScan([["SAFETY DATA SHEET", "Section I    PRODUCT IDENTIFICATION", header, tail, values, "Section II    HAZARDOUS INGREDIENTS"]]);
      expect(parsed.product_name).toBe("Harbour Glide 7");
    }
  });

  test("a text layer with the same row is read the same way", () => {
    const parsed = parseSds(textLayer(["SAFETY DATA SHEET", "Section I    PRODUCT IDENTIFICATION", "Product Name    WHMIS Classification",
      "Harbour Glide 7    Floor Cleaner Concentrate", "Section II    HAZARDOUS INGREDIENTS"]));
    expect(parsed.product_name).toBe("Harbour Glide 7");
  });

  test("a name that holds the word is still a name", () => {
    for (const name of ["Classification Blue 40", "WHMIS Classification Blue"]) {
      const parsed = parseScan([["SAFETY DATA SHEET", "Section I    PRODUCT IDENTIFICATION", `Product Name    ${name}`, "Manufacturer    Harbour Works Ltd", "Section II    HAZARDS IDENTIFICATION"]]);
      expect(parsed.product_name).toBe(name);
    }
  });
});
