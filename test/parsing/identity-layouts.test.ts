/**
 * Section 1 layouts seen on sheets the parser was not tuned on (round 3): the supplier block's heading with its
 * value on the same line, wrapped labels, address lines that are not company names, a value that starts with a
 * label word. Synthetic lines in the languages, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { findProductName } from "../../src/modules/parsing/identity.ts";
import { companyValue, findManufacturer } from "../../src/modules/parsing/company-name.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";

describe("supplier block heading with the company on the same line", () => {
  test.each([
    ["en", ["Section 1. Identification", "GHS product identifier    : Harbour Gear Oil 680", "Supplier's details    : Nordwind Lubricants Corporation", "P.O. Box 4689", "Springfield, OH 45501"]],
    ["en, a name without legal form", ["Section 1. Identification", "Supplier's details    : Kerrow Flavours", "3400 Mill Road", "Beloit, WI, 53511"]],
    ["fr", ["RUBRIQUE 1: Identification", "Renseignements concernant le fournisseur    : Chimie du Nord SAS", "12 rue des Forges", "59000 Lille"]],
    ["es", ["SECCIÓN 1: Identificación", "1.3 Datos del proveedor de la ficha de datos de seguridad:    Química Levante S.L.", "Calle Mayor 5", "46001 Valencia"]],
  ])("%s", (_case, lines) => {
    const found = findManufacturer(lines, { headingLine: 0 });
    expect(found?.value).toBe(lines[lines.findIndex((line) => /details|renseignements|datos del/i.test(line))]!.split(/:\s+/).pop()!.trim());
    expect(found!.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("address lines are never the company", () => {
  test.each(["Memphis, TN 38125", "Suite 300", "New Caney, TX 77357", "Racine WI 53403-2236", "Brantford ON N3T 5R1", "La Lucia 4051", "28013 Madrid", "D-60311 Frankfurt am Main", "00-950 Warszawa", "1012 AB Amsterdam", "1000-001 Lisboa", "Postfach 1234", "Beloit, WI, 53511"])(
    "%s",
    (line) => {
      expect(companyValue(line)).toBeNull();
    },
  );

  test("a company name with 'Engineered' in it is a name (not a job title)", () => {
    const lines = ["1.3. Details of the supplier of the safety data sheet", "Company Name    Gates Engineered Coatings", "18906 East Industrial Parkway", "New Caney, TX 77357"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Gates Engineered Coatings");
  });

  test("a supplier block whose first plain lines are an address gives no address as the supplier", () => {
    const lines = ["1.3 Details of the supplier", "Suite 300", "Memphis, TN 38125", "Phone: 555-0100"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value ?? null).toBeNull();
  });
});

describe("wrapped labels", () => {
  test("'Manufacturer, importer,' / 'supplier' with the name after the colon", () => {
    const lines = ["1. PRODUCT AND COMPANY IDENTIFICATION", "Product name    : Lakeside Candle", "Manufacturer, importer,    : Lakeside Products, Inc.", "supplier    1525 Lake Street", "Racine WI 53403-2236"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Lakeside Products, Inc.");
  });

  test("'Manufacturer /' / 'Supplier' with the name and address in one cell", () => {
    const lines = ["SECTION 1. IDENTIFICATION", "Product Identifier    WASH FLUID -35°C", "Manufacturer /    Nordwash Inc., 850 Rue Principale, Montreal, QC, H4T 1P4, Compliance", "Supplier    Department, 905-555-0100"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Nordwash Inc.");
  });

  test("'Name, address, and telephone number' / 'of the chemical manufacturer' with the name beside it", () => {
    const lines = ["1. Identification", "Product identifier used on the label:    HARBOUR SEALANT", "Name, address, and telephone number    Highline Paints LLC", "of the chemical manufacturer,    8700 Trail Drive", "importer, or other responsible party:", "Suite 300", "Memphis, TN 38125"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Highline Paints LLC");
  });

  test("'Trade name or' / 'designation of the mixture' with the name beside it", () => {
    const lines = ["Section 1: Identification of the substance/mixture and of the company/undertaking", "Product identifier", "Trade name or    PEACH FLAVOR", "designation of the mixture", "Product code    F0000001"];
    expect(findProductName(lines, { headingLine: 0 })?.value).toBe("PEACH FLAVOR");
  });

  test("'Other means of' / 'identification' is never the product name", () => {
    const lines = ["Section 1. Identification", "GHS product identifier    : MATERIAL 17756 CEN", "Other means of    : Not available.", "identification", "Product type    : Liquid."];
    const found = findProductName(lines, { headingLine: 0 });
    expect(found?.value).toBe("MATERIAL 17756 CEN");
  });

  test.each([
    ["en", "Distributor’s Name :    Kandel and Son, Inc."],
    ["en", "Registered company name    Quincy Tools"],
    ["de", "Name des Lieferanten:    Kalkwerk Nord GmbH"],
    ["fr", "Nom du fournisseur :    Chimie du Nord SAS"],
    ["es", "Nombre del proveedor:    Química Levante S.L."],
    ["it", "Nome del fornitore:    Chimica Padana S.p.A."],
    ["nl", "Naam leverancier:    Noordchemie B.V."],
    ["pt", "Nome do fornecedor:    Química Tejo Lda"],
    ["pl", "Nazwa dostawcy:    Chemia Wisła Sp. z o.o."],
  ])("%s: %s", (_language, line) => {
    const lines = ["SECTION 1", "Product Name :    Powder Blue", line, "Address :    155 Dupont St"];
    const found = findManufacturer(lines, { headingLine: 0 });
    expect(found?.value).toBe(line.split(/:?\s{3,}/).pop()!.trim());
    expect(found!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe("the product name is never an address or a page furniture line", () => {
  test("no label: a suite number is not the product", () => {
    const lines = ["MATERIAL SAFETY DATA SHEET", "Manufacturer:    CITRUS ESSENCES LTD.", "Address:    3000 MARCUS AVENUE", "SUITE 3E11", "LAKE SUCCESS, NY 11042", "Section 1.    Chemical Identification"];
    expect(findProductName(lines, { headingLine: 5 })?.value ?? null).toBeNull();
  });
});

describe("label rows under a heading", () => {
  test("under the 1.1 heading, a row 'Alternate Names    X' is a label with its value, not the product name", () => {
    const lines = ["1. Identification", "1.1. Product identifier", "Product Identity    Harbour RP 1080", "Alternate Names    Harbour RP 1080-HA", "1.2. Relevant identified uses"];
    expect(findProductName(lines, { headingLine: 0 })?.value).toBe("Harbour RP 1080");
  });

  test("under the 1.1 heading, an unknown label row is skipped", () => {
    const lines = ["1.1 Product identifier", "Identity Code    HX-55", "Harbour Rust Guard", "1.2 Relevant identified uses"];
    expect(findProductName(lines, { headingLine: 0 })?.value).toBe("Harbour Rust Guard");
  });
});

describe("labels whose 'm' the text layer spaced out ('Nam e', 'Num ber')", () => {
  test("'Product Nam e:' and 'Manufacturer Nam e:' are read as labels", () => {
    const lines = ["SECTION 1 : IDENTIFICATION", "Product Nam e:    Harbour Odorless Aerosol", "Product Code:    1044", "Manufacturer Nam e:    Harbour Industries LLC", "Address:    3135 Old Highway M"];
    expect(findProductName(lines, { headingLine: 0 })?.value).toBe("Harbour Odorless Aerosol");
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Harbour Industries LLC");
  });
});

describe("rows of other fields below a company label", () => {
  test("'Hours of operation : 08.30' below a lone 'Supplier' label is not the company", () => {
    const lines = ["1.4 Emergency telephone number", "Supplier", "Telephone number    :    +353 45 930000", "Hours of operation    :    08.30 – 17.30 GMT"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value ?? null).toBeNull();
  });

  test("a company beside another column's label with a colon is still the company", () => {
    const lines = ["1. Substance/preparation and company identification", "Company    24 Hour Emergency Response Information", "HARBOUR CORPORATION    CHEMTREC: (800) 424-9300", "100 Campus Drive"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("HARBOUR CORPORATION");
  });
});

describe("a product name beside its label is taken as printed", () => {
  test.each([
    ["Product name: Formula 409 Degreaser", "Formula 409 Degreaser"],
    ["Trade name    Brand Star Window Cleaner", "Brand Star Window Cleaner"],
    ["Nom du produit : Code Rouge Détartrant", "Code Rouge Détartrant"],
    ["Handelsname: Index Reiniger Plus", "Index Reiniger Plus"],
  ])("%s", (line, name) => {
    expect(findProductName(["SECTION 1: Identification", line, "Recommended use: cleaner"], { headingLine: 0 })?.value).toBe(name);
  });

  test("another field's label later on the same line ends the name", () => {
    expect(findProductName(["SECTION 1", "Product name: Harbour Degreaser Product code: HD-55"], { headingLine: 0 })?.value).toBe("Harbour Degreaser");
    expect(findProductName(["ABSCHNITT 1", "Handelsname: Kalkreiniger Extra Artikelnummer: 4711"], { headingLine: 0 })?.value).toBe("Kalkreiniger Extra");
  });

  test("a label beside the label is still not a name", () => {
    expect(findProductName(["SECTION 1", "Product name    Product code", "Harbour Degreaser    HD-55"], { headingLine: 0 })?.value).toBe("Harbour Degreaser");
  });
});

describe("a company named only by the first line of an address block", () => {
  test.each([
    ["en", ["1. Chemical product and company identification", "Product name    HARBOUR FLAVOR 92611", "Product code    92611", "Harbour Foods Inc.", "700 Anderson Hill Road", "Purchase, New York 10577 USA", "Phone: +1 914 555 2000"], "Harbour Foods Inc."],
    ["de", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Kalkreiniger Extra", "Kalkwerk Nord GmbH", "Industriestraße 12", "D-20095 Hamburg"], "Kalkwerk Nord GmbH"],
    ["fr", ["RUBRIQUE 1: Identification", "Nom du produit : Nettoyant", "Chimie du Nord SAS", "12 rue des Forges", "59000 Lille"], "Chimie du Nord SAS"],
    ["pl", ["SEKCJA 1: Identyfikacja", "Nazwa handlowa: Odtłuszczacz", "Chemia Wisła Sp. z o.o.", "ul. Portowa 5", "00-950 Warszawa"], "Chemia Wisła Sp. z o.o."],
  ])("%s: a name with a legal form above its street and town", (_language, lines, name) => {
    const found = findManufacturer(lines, { headingLine: 0 });
    expect(found?.value).toBe(name);
    expect(found!.confidence).toBeLessThanOrEqual(0.75);
  });

  test("a name without a legal form above an address is a guess", () => {
    const lines = ["SECTION 1", "Product name: Harbour Oil", "Harbour Compressor", "701 N. Dobson Ave.", "Bay Minette, AL 36507"];
    const found = findManufacturer(lines, { headingLine: 0 });
    expect(found?.value).toBe("Harbour Compressor");
    expect(found!.confidence).toBeLessThan(0.5);
  });
});

describe("labelled fields in a page footer", () => {
  test("product and company named only in the footer's cells", () => {
    const page = (n: number, body: string[]) => ({
      number: n,
      width: 600,
      height: 800,
      lines: [...body, "Company name: Harbour Foods Inc.    Product name: HARBOUR FLAVOR 14106*21    SDS EU", `Product code: 14106*21    Revision date: 20-July-2017    ${n} / 2`].map((text, index) => ({ text, x: 40, y: 40 + index * 12 })),
    });
    const parsed = parseSds({
      numPages: 2,
      hasTextLayer: true,
      pages: [
        page(1, ["SAFETY DATA SHEET", "1. Identification of the chemical and information about the manufacturer", "1.1.1 Technical name    None.", "Product code    14106*21", "2. Hazard(s) identification", "Not classified."]),
        page(2, ["3. Composition/information on ingredients", "Ethanol    64-17-5    10-20 %", "4. First-aid measures", "Rinse with water."]),
      ],
    });
    expect(parsed.product_name).toBe("HARBOUR FLAVOR 14106*21");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.8);
    expect(parsed.manufacturer).toBe("Harbour Foods Inc.");
  });
});

describe("legal forms across Europe", () => {
  test.each(["Nordkemi AB", "Química Tejo Ltda", "Chemie Praha s.r.o.", "Chimie Léman Sàrl", "Rhein Chemie OHG"])("%s ends a supplier block's name", (name) => {
    const lines = ["1.3 Details of the supplier of the safety data sheet", "Sales office", `${name} Hauptstraße 5`, "12345 Town"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe(name);
  });
});

describe("a second candidate elsewhere in the sheet", () => {
  const sheetWithFooter = (section1: string[], footer: string) => ({
    numPages: 2,
    hasTextLayer: true,
    pages: [
      ["SAFETY DATA SHEET", "SECTION 1: Identification", ...section1, "SECTION 2: Hazards identification", "Not classified."],
      ["SECTION 3: Composition", "Ethanol    64-17-5    10-20 %", "SECTION 4: First-aid measures", "Rinse with water.", footer],
    ].map((lines, index) => ({ number: index + 1, width: 600, height: 800, lines: lines.map((text, line) => ({ text, x: 40, y: 40 + line * 12 })) })),
  });

  test("a footer that names another product or company lowers the confidence", () => {
    const parsed = parseSds(sheetWithFooter(["Product name: Harbour Degreaser", "Manufacturer: Harbour Chemicals Inc."], "Product name: Lakeside Polish    Company name: Lakeside Products Ltd"));
    expect(parsed.product_name).toBe("Harbour Degreaser");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
    expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("a footer that agrees keeps the confidence, and confirms a weak reading", () => {
    const parsed = parseSds(sheetWithFooter(["Product name: Harbour Degreaser", "1.3 Details of the supplier", "Harbour Chemicals"], "Product name: Harbour Degreaser    Company name: Harbour Chemicals Inc."));
    expect(parsed.evidence.product_name!.confidence).toBeGreaterThan(0.9);
    expect(parsed.manufacturer).toBe("Harbour Chemicals");
    expect(parsed.evidence.manufacturer!.confidence).toBeGreaterThanOrEqual(0.85);
  });
});
