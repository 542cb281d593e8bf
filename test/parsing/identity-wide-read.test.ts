/**
 * Kinds found by reading the parser's product and supplier beside section 1 on every unlabelled tune document and
 * on synthetic section 1 layouts in the languages (round 5): legal forms written out or not yet known (a Polish
 * "Spółka z o.o." cut after "Spółka", "SE", "Kft.", "d.o.o." read with low confidence beside a telephone column),
 * the Mexican "Identificador SGA del producto", a supplier's name printed without its legal form in 1.3 and with
 * it at the head of every page, and a product name cut where its wrapped lines run on. Synthetic lines, not
 * copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function sheet(...pages: string[][]): SdsText {
  return {
    numPages: pages.length,
    hasTextLayer: true,
    pages: pages.map((lines, p) => ({ number: p + 1, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) })),
  };
}

function supplierBlock(companyLines: string[]): string[] {
  return [
    "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
    "1.1 Product identifier",
    "Product name: HARBOUR RINSE 20",
    "1.3 Details of the supplier of the safety data sheet",
    ...companyLines,
    "1.4 Emergency telephone number: 112",
    "SECTION 2: Hazards identification",
  ];
}

describe("a company's legal form, written out or short, in the languages", () => {
  test.each([
    ["pl", "Chemia Polska Spółka z o.o."],
    ["pl", "Chemia Polska Spółka z ograniczoną odpowiedzialnością"],
    ["pl", "Chemia Polska Spółka Akcyjna"],
    ["pl", "Chemia Polska Spółka Jawna"],
  ])("%s: %s is read whole, not cut after its first word", (_language, name) => {
    const parsed = parseSds(sheet(supplierBlock(["Dostawca:", name, "ul. Przemysłowa 5", "00-001 Warszawa"])));
    expect(parsed.manufacturer).toBe(name);
  });

  test.each([
    "Chemie Rhein SE", "Chemie Rhein e.K.", "Chemie Wien Ges.m.b.H.", "Chimie Nord EURL", "Chimie Nord S.à r.l.", "Chimie Nord SNC",
    "Chemie Holland V.O.F.", "Chimie Belge SPRL", "Chimica Sud S.n.c.", "Kemi Nord ASA", "Kemi Nord Oyj", "Chemicals Asia Sdn. Bhd.",
    "Chemicals UK LLP", "Vegyi Kft.", "Chemie Praha a.s.", "Kimya A.Ş.", "Hemija d.o.o.", "Chemicals Japan K.K.", "Química Brasil S/A",
    "Chemia Polska sp. j.", "Chemia Polska sp.k.",
  ])("%s beside a telephone column is a company (confidence as for any legal form)", (name) => {
    const parsed = parseSds(sheet(supplierBlock([`${name}    Tel: +1 555 0100`, "Main Street 12    Fax: +1 555 0101", "12345 Springfield"])));
    expect(parsed.manufacturer).toBe(name);
    expect(parsed.evidence.manufacturer!.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test("a small 'se' or 'as' in a sentence is not the legal form SE or AS: such a line stays a guess", () => {
    for (const sentence of ["El producto se distribuye en la región", "Sold as a concentrate in the region"]) {
      const parsed = parseSds(sheet(supplierBlock([`${sentence}    Tel: +34 96 000 00 00`, "Main Street 12", "12345 Springfield"])));
      expect(parsed.evidence.manufacturer?.confidence ?? 0).toBeLessThan(0.8);
    }
  });
});

describe("the product: the Mexican NOM-018 label", () => {
  test.each([
    ["Identificador SGA del producto: LIMPIADOR MULTIUSOS"],
    ["Identificador del producto SGA:    LIMPIADOR MULTIUSOS"],
    ["Identificateur de produit SGH : LIMPIADOR MULTIUSOS"],
  ])("%s", (line) => {
    const lines = [
      "1. Identificación del producto químico peligroso y del proveedor",
      line,
      "Otros medios de identificación: N/D",
      "Uso recomendado: Limpieza",
      "Datos del proveedor o fabricante: Química del Norte, S.A. de C.V.",
      "Av. Reforma 100, Monterrey, N.L.",
      "2. Identificación del peligro o peligros",
    ];
    const parsed = parseSds(sheet(lines));
    expect(parsed.product_name).toBe("LIMPIADOR MULTIUSOS");
    expect(parsed.evidence.product_name!.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("label wordings not yet known, and two labels joined by a slash", () => {
  const product = (line: string) =>
    parseSds(sheet(["1 Identification", "1.1 Product identifier", line, "1.3 Details of the supplier", "Hersteller:", "Aqua Chemie GmbH", "Weg 1", "12345 Stadt", "2 Hazards identification"]));
  test.each([
    ["es", "Nombre comercial del producto    AQUA CLEAN 7"],
    ["pl", "Nazwa wyrobu    AQUA CLEAN 7"],
    ["pl", "Nazwa handlowa produktu    AQUA CLEAN 7"],
    ["pt", "Nome comercial do produto    AQUA CLEAN 7"],
    ["en", "Trade name/designation:    AQUA CLEAN 7"],
    ["de", "Handelsname/Bezeichnung    AQUA CLEAN 7"],
    ["fr", "Nom commercial / Trade name    AQUA CLEAN 7"],
  ])("%s: %s", (_language, line) => {
    const parsed = product(line);
    expect(parsed.product_name).toBe("AQUA CLEAN 7");
    expect(parsed.evidence.product_name!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  const company = (lines: string[]) =>
    parseSds(sheet(["1 Identification", "1.1 Product identifier", "Product name: AQUA CLEAN 7", "1.3 Details", ...lines, "Weg 1", "12345 Stadt", "Tel. +49 1234 5678", "2 Hazards identification"]));
  test.each([
    ["pl", "Producent/Dostawca"],
    ["it", "Nome/Ragione sociale"],
    ["es", "Importador"],
    ["es", "Responsable de la comercialización"],
    ["pt", "Identificação da empresa"],
  ])("%s: the company after '%s' (same line, column, line below)", (_language, label) => {
    for (const lines of [[`${label}: Aqua Chemie`], [`${label}    Aqua Chemie`], [label, "Aqua Chemie"]]) {
      const parsed = company(lines);
      expect(parsed.manufacturer).toBe("Aqua Chemie");
      expect(parsed.evidence.manufacturer!.confidence).toBeGreaterThanOrEqual(0.85);
    }
  });

  test("a slash inside the value is not a second label", () => {
    expect(product("Product name    AQUA / CLEAN 7").product_name).toBe("AQUA / CLEAN 7");
    expect(product("Product name: Trade / Pro 7    Version 2").product_name).toBe("Trade / Pro 7");
  });
});

describe("a product name above section 1 that 1.1 words otherwise", () => {
  const lines = (header: string, inSection: string) => [
    "PRODUCT SAFETY INFORMATION SHEET",
    "Harbour Imaging Ltd.",
    `Product name:    ${header}`,
    "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
    "1.1 Product identifier",
    `Product name    ${inSection}`,
    "1.3 Details of the supplier of the safety data sheet",
    "Manufacturer    Harbour Imaging Ltd.",
    "SECTION 2: Hazards identification",
  ];
  test("1.1's name is the product's (it is the one the sheet is about), not certain when the two differ", () => {
    const parsed = parseSds(sheet(lines("HX cassette", "HX cassette ribbon")));
    expect(parsed.product_name).toBe("HX cassette ribbon");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
  });
  test("the same name twice stays certain", () => {
    const parsed = parseSds(sheet(lines("HX cassette ribbon", "HX cassette ribbon")));
    expect(parsed.product_name).toBe("HX cassette ribbon");
    expect(parsed.evidence.product_name!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
