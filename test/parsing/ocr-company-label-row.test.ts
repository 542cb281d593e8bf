import { describe, expect, test } from "bun:test";
import { parseScan } from "../helpers/ocr-scan";

/**
 * "Manufacturer" over a table whose header row ("Name    Street    Postcode/City    Country    Phone") OCR read as
 * noise but for a label or two: the cell beside "Name" is another header cell misread, never the company's name.
 */
const cases: [string, string[], string, string, string][] = [
  ["en", ["SAFETY DATA SHEET", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1    Product identifier", "Trade name    Harbour Glide 7",
    "1.3    Details of the supplier of the safety data sheet", "Harbour Lubes Corporation", "12 Quay Road", "Telephone: +1 555 0100", "1.3.1 Further information"],
    "Manufacturer", "Name    ve O postcod ety    Country    rmelo. 0 ei    Sodn", "eng"],
  ["pt", ["Ficha de Dados de Segurança", "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "1.1    Identificador do produto", "Designação comercial    Harbour Glide 7",
    "1.3    Identificação do fornecedor da ficha de dados de segurança", "Harbour Lubes Corporation", "12 Quay Road", "Telefone: +1 555 0100", "1.3.1 Informações suplementares"],
    "Fabricante", "Nome    us O codiga posa    pais    melee. 0 eia    Sodan", "por"],
  ["es", ["Ficha de datos de seguridad", "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.1    Identificador del producto", "Nombre comercial    Harbour Glide 7",
    "1.3    Datos del proveedor de la ficha de datos de seguridad", "Harbour Lubes Corporation", "12 Quay Road", "Teléfono: +1 555 0100", "1.3.1 Información adicional"],
    "Fabricante", "Nombre    ca O codiga pos    pais    telefono    Sodan", "spa"],
  ["de", ["Sicherheitsdatenblatt", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1    Produktidentifikator", "Handelsname    Harbour Glide 7",
    "1.3    Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Harbour Lubes Corporation", "12 Quay Road", "Telefon: +1 555 0100", "1.3.1 Weitere Angaben"],
    "Hersteller", "Name    Str aBe O plz ot    Land    Telefon    Sodan", "deu"],
];

describe("a company's name label in a table's header row read as noise", () => {
  for (const [language, head, label, row, ocrLanguage] of cases) {
    test(`${language}: the cell beside "Name" is not the company; the supplier block's name is`, () => {
      const lines = [...head, label, row, "1.4    Emergency telephone number    +44 555 0199", "SECTION 2: Hazards identification"];
      const parsed = parseScan([lines], { confidence: 0.9, languages: `${ocrLanguage}+eng` });
      expect(parsed.manufacturer).toBe("Harbour Lubes Corporation");
    });
  }

  test("a name beside its label in a row of fields with their values is still read", () => {
    const lines = ["SAFETY DATA SHEET", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1    Product identifier", "Trade name    Harbour Glide 7",
      "1.3    Details of the supplier of the safety data sheet", "Manufacturer", "Name    Quayside Works Ltd    Phone    +44 555 0100", "SECTION 2: Hazards identification"];
    expect(parseScan([lines]).manufacturer).toBe("Quayside Works Ltd");
  });
});
