/**
 * The company (manufacturer / supplier) on section 1 layouts the parser was not tuned on (session 6): labels that
 * are not values, a department or person under the label, the company in a second column, a name that runs on to the
 * next line, trading names ("dba"), a copyright holder as the last resort, several parties, and company labels and
 * legal forms in the eight languages and beyond. Synthetic lines, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { companyValue, findManufacturer } from "../../src/modules/parsing/company-name.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const EU = "SECTION 1: Identification of the substance/mixture and of the company/undertaking";
const SUPPLIER = "1.3 Details of the supplier of the safety data sheet";
const S2 = ["SECTION 2: Hazards identification", "2.1 Classification of the substance or mixture", "Not classified"];

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("a label is never the value; the name under it is", () => {
  test.each([
    ["'Company name of supplier' alone", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Company name of supplier", "Harbour Coatings Ltd", "12 Dock Road", "Springfield SP1 2AB", ...S2]],
    ["'Manufacturer/Supplier:' alone", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Manufacturer/Supplier:", "Harbour Coatings Ltd", "12 Dock Road", ...S2]],
    ["'Name' a column gap before the value, under 'Supplier'", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Supplier", "Name    Harbour Coatings Ltd", "Address    12 Dock Road", ...S2]],
    ["'Name:' alone, the value below", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Name:", "Harbour Coatings Ltd", "Address:", "12 Dock Road", ...S2]],
  ])("%s", (_name, lines) => {
    const found = company(lines);
    expect(found.value).toBe("Harbour Coatings Ltd");
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("a department or a person printed with the company is not the company", () => {
  test.each([
    ["a department under the manufacturer's label", ["1. Identification", "Product name: Harbour Rinse", "Manufacturer:", "Regulatory Affairs Department", "Harbour Coatings Inc.", "12 Dock Road", ...S2]],
    ["'Product Stewardship' first under the supplier heading", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Product Stewardship", "Harbour Coatings Inc.", "12 Dock Road", ...S2]],
    ["a person first under the supplier heading", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Dr. Jane Miller", "Harbour Coatings Inc.", "12 Dock Road", ...S2]],
    ["a department beside the label, the company below", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Produkt X", "Lieferant:    Abteilung Produktsicherheit", "Harbour Coatings Inc.", "Hafenstraße 1", "ABSCHNITT 2: Mögliche Gefahren"]],
    ["a German department under 'Hersteller'", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Produkt X", "Hersteller:", "Abteilung Produktsicherheit", "Harbour Coatings Inc.", "Hafenstraße 1", "ABSCHNITT 2: Mögliche Gefahren"]],
  ])("%s", (_name, lines) => {
    expect(company(lines).value).toBe("Harbour Coatings Inc.");
  });

  test.each(["Product Stewardship", "Regulatory Affairs Department", "Dr. Jane Miller", "Service réglementaire", "Frau Anna Schmidt", "See below", "Siehe Abschnitt 1.3",
    "Not applicable", "N/A", "Same as above", "entfällt", "No aplica", "Confidential", "Not applicable (manufacturer)"])("%s", (text) => {
    expect(companyValue(text)).toBeNull();
  });

  test("a company whose name holds such a word keeps it when it has a legal form", () => {
    expect(companyValue("Harbour Customer Service Ltd")).toBe("Harbour Customer Service Ltd");
  });
});

describe("the company in a second column", () => {
  test.each([
    ["label and value cells after the product's", ["1. IDENTIFICATION", "Product name    Harbour Rinse    Company name    Harbour Coatings Inc.", "Product code    HR-1    Address    12 Dock Road", ...S2]],
    ["'Supplier:' beside the product name", ["1. IDENTIFICATION", "Product Name: Harbour Rinse        Supplier: Harbour Coatings Inc.", "Product Code: HR-1        Address: 12 Dock Road", ...S2]],
    ["a header row, the values below", ["1. Identification", "Product Identifier    Manufacturer", "Harbour Rinse    Harbour Coatings Inc.", "    12 Dock Road", ...S2]],
  ])("%s", (_name, lines) => {
    const found = company(lines);
    expect(found.value).toBe("Harbour Coatings Inc.");
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });
});

describe("names that run on, trading names, names with 'of'", () => {
  test("a name that wraps after a joining word is read whole", () => {
    const lines = ["1. Identification", "Product name: Harbour Rinse", "Manufacturer:    Harbour Specialty Chemicals and", "    Coatings Manufacturing Inc.", "Address: 12 Dock Road"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Harbour Specialty Chemicals and Coatings Manufacturing Inc.");
  });

  test("a name whose legal form is on the next line", () => {
    const lines = [EU, "Trade name: Harbour Rinse", SUPPLIER, "Harbour Specialty Chemicals", "Europe GmbH", "Hafenstraße 1", "20095 Hamburg"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Harbour Specialty Chemicals Europe GmbH");
  });

  test("a word hyphenated at the line's end is joined into one word", () => {
    const lines = ["1. Identification", "Product name: Harbour Rinse", "Manufacturer:    International Harbour Pro-", "    ducts Corporation", "Address: 12 Dock Road"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("International Harbour Products Corporation");
  });

  test("an address line below a name is not joined", () => {
    const lines = ["1. Identification", "Manufacturer:    Harbour Coatings", "12 Dock Road", "Springfield, OH 45501"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Harbour Coatings");
  });

  test.each([
    ["Harbour Chem LLC dba Harbour Coatings", "Harbour Chem LLC dba Harbour Coatings"],
    ["Harbour Inc. d/b/a Seaside Paints, 12 Dock Road", "Harbour Inc. d/b/a Seaside Paints"],
    ["Harbour Coatings Company of Canada, 12 Dock Road", "Harbour Coatings Company of Canada"],
    ["Harbour Co. de Mexico, S.A. de C.V.", "Harbour Co. de Mexico, S.A. de C.V."],
    ["Procter & Gamble GmbH Sulzbacher Str. 40", "Procter & Gamble GmbH"],
    ["Harbour Chemicals, Inc., 12 Main Street, Springfield", "Harbour Chemicals, Inc."],
    ["Harbour Flavors , Inc.", "Harbour Flavors, Inc."],
    ["Chimica Lombarda - Via Roma 1 - 20100 Milano", "Chimica Lombarda"],
    ["Harbour Coatings | 12 Dock Road | Springfield, OH 45501", "Harbour Coatings"],
    ["Harbour-Seaside Chemie", "Harbour-Seaside Chemie"],
  ])("%s", (text, name) => {
    expect(companyValue(text)).toBe(name);
  });
});

describe("several parties: the supplier block's own company", () => {
  test("the company the supplier block opens with, not a distributor labelled further down", () => {
    const lines = [EU, "Trade name: Harbour Rinse", SUPPLIER, "Harbour Products Corporation", "201 Dock Drive", "Springfield NJ 08016", "For sales in Europe:", "Supplied by:", "Seaside Distribution BV", "Havenstraat 1", ...S2];
    const found = company(lines);
    expect(found.value).toBe("Harbour Products Corporation");
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });

  test("a manufacturer's label still wins over the block's first line", () => {
    const lines = [EU, "Trade name: Harbour Rinse", SUPPLIER, "Seaside Distribution BV", "Manufacturer: Harbour Coatings Inc.", ...S2];
    expect(company(lines).value).toBe("Harbour Coatings Inc.");
  });

  test.each([
    ["an importer below the manufacturer", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Manufacturer: Harbour Coatings Inc.", "Importer: Seaside Trading GmbH", ...S2]],
    ["an only representative above the manufacturer", [EU, "Trade name: Harbour Rinse", SUPPLIER, "Only Representative: OR Services Ltd", "Manufacturer: Harbour Coatings Inc.", ...S2]],
  ])("%s", (_name, lines) => {
    expect(company(lines).value).toBe("Harbour Coatings Inc.");
  });
});

describe("a party labelled with no name", () => {
  test("'Supplier: Not applicable' is not the company; the supplier block's is", () => {
    const found = company([EU, "Trade name: Harbour Rinse", "Supplier:    Not applicable", SUPPLIER, "Harbour Coatings Ltd", "12 Dock Road", ...S2]);
    expect(found.value).toBe("Harbour Coatings Ltd");
  });

  test("an importer 'N/A' beside a manufacturer does not make the manufacturer uncertain", () => {
    const found = company(["1. Identification", "Product name: Harbour Rinse", "Manufacturer:    Harbour Coatings Inc.", "Importer:    N/A", ...S2]);
    expect(found.value).toBe("Harbour Coatings Inc.");
    expect(found.confidence).toBeGreaterThan(0.9);
  });
});

describe("a company named only in the page footer", () => {
  const page = (number: number, lines: string[]) => ({ number, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) });
  const footer = (number: number) => `Harbour Coatings Inc.    www.harbour.example    Page ${number} of 2`;
  const filler = (count: number) => Array.from({ length: count }, (_, index) => `Text of the sheet, line ${index}`);

  test("a legal-form name repeated in the footer of every page (a guess)", () => {
    const parsed = parseSds({
      numPages: 2,
      hasTextLayer: true,
      pages: [
        page(1, ["SAFETY DATA SHEET", "1. Identification", "Product name: Harbour Rinse", "2. Hazard(s) identification", "Not classified", ...filler(40), footer(1)]),
        page(2, ["4. First-aid measures", "Rinse with water", ...filler(40), footer(2)]),
      ],
    });
    expect(parsed.manufacturer).toBe("Harbour Coatings Inc.");
    expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.5);
  });
});

describe("the last resort: a copyright line", () => {
  test("the holder of a copyright line on a sheet that names no company elsewhere (a guess)", () => {
    const found = company(["SAFETY DATA SHEET", "1. Identification", "Product name: Harbour Rinse", "Recommended use: Rinse", ...S2, "© 2021 Harbour Coatings Inc. All rights reserved."]);
    expect(found.value).toBe("Harbour Coatings Inc.");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("an authoring system's copyright is not the company", () => {
    expect(company(["1. Identification", "Product name: Harbour Rinse", ...S2, "Copyright 2020 Sphera Solutions, Inc."]).value).toBeNull();
  });
});

describe("company labels in the languages", () => {
  test.each([
    "Company details", "Manufacturer details", "Name of the supplier", "Manufactured/Distributed by", "Marketed by", "Sold by",
    "Supplied by", "Company information", "Name and address of the manufacturer", "Company Name/Address", "US Importer",
    "Supplier (manufacturer/importer/only representative/downstream user/distributor)", "Hergestellt von", "Vertrieb", "Händler",
    "Lieferant (Hersteller/Importeur/nachgeschalteter Anwender/Händler)", "Fabriqué par", "Distribué par", "Fabricado por",
    "Distribuido por", "Nombre de la compañía", "Comercializado por", "Fabbricante", "Distribuito da", "Prodotto da",
    "Nome della ditta", "Geproduceerd door", "Gedistribueerd door", "Distribuído por", "Razão social", "Wytwórca",
    "Enterprise name", "Initial supplier identifier", "Identificateur du fournisseur initial", "Importer of record", "Bezugsquelle",
    "Nazwa i adres producenta", "Fabricante / Importador / Distribuidor", "Hersteller / Importeur / Lieferant", "Distribuidora",
  ])("%s", (label) => {
    const beside = findManufacturer(["1. Identification", "Product name: Harbour Rinse", `${label}:    Harbour Coatings Inc.`, "12 Dock Road"], { headingLine: 0 });
    expect(beside?.value).toBe("Harbour Coatings Inc.");
    expect(beside!.confidence).toBeGreaterThanOrEqual(0.85);
    const below = findManufacturer(["1. Identification", "Product name: Harbour Rinse", label, "Harbour Coatings", "12 Dock Road", "Springfield, OH 45501"], { headingLine: 0 });
    expect(below?.value).toBe("Harbour Coatings");
    expect(below!.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("legal forms of many countries under the supplier heading", () => {
  test.each([
    "Chemia Portowa Sp. z o.o.", "Química do Porto, Lda.", "Havenchemie B.V.", "Química del Puerto, S.L.", "Hafenchemie GmbH & Co. KG",
    "Havkemi A/S", "Satamakemia Oy", "Hamnkemi AB", "Přístavchem s.r.o.", "Harbour Chemicals Sdn. Bhd.", "Minato Kagaku K.K.",
    "Chimica Lombarda S.p.A.", "Chimie du Port SARL", "HARBOUR COATINGS CORP.",
  ])("%s", (name) => {
    const found = company([EU, "Trade name: Harbour Rinse", SUPPLIER, name, "Dock Road 1", "1234 Harbour", ...S2]);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("a label naming a party that the vocabulary does not know", () => {
  test.each([
    ["Datos de la empresa", "es"], ["Dati della società", "it"], ["Gegevens van de fabrikant", "nl"], ["Dados da empresa", "pt"],
    ["Sprzedawca", "pl"], ["Identification du fabricant", "fr"], ["Identity of the manufacturer", "en"], ["Responsable de la commercialisation", "fr"],
  ])("%s (%s): the value beside it or below it", (label) => {
    const base = [EU, "Trade name: Harbour Rinse", SUPPLIER];
    const beside = company([...base, `${label}:    Harbour Coatings`, "12 Dock Road", "Springfield, OH 45501", ...S2]);
    expect(beside.value).toBe("Harbour Coatings");
    expect(beside.confidence).toBeLessThanOrEqual(0.8);
    expect(company([...base, label, "Harbour Coatings", "12 Dock Road", "Springfield, OH 45501", ...S2]).value).toBe("Harbour Coatings");
  });

  test("a section title naming the company is not its label: the product below is not the company", () => {
    expect(company(["1. Chemical product and company identification", "HARBOUR RINSE 20", "Product code: HR-20", ...S2]).value).toBeNull();
  });

  test("a company's own name ending in 'Company' is the company, not a label", () => {
    expect(company(["1. Identification", "Product name: Harbour Rinse", "The Harbour Company", "12 Dock Road", "Springfield, OH 45501", ...S2]).value).toBe("The Harbour Company");
  });

  test("a cross-reference is not a label", () => {
    expect(company(["1. Identification", "Product name: Harbour Rinse", "See manufacturer's data sheet", "Harbour Rinse concentrate", ...S2]).value).toBeNull();
  });

  test("the company the supplier block opens with comes before such a label further down", () => {
    const lines = [EU, "Trade name: Harbour Rinse", SUPPLIER, "Harbour Products Corporation", "201 Dock Drive", "Datos del distribuidor:    Seaside Distribución", ...S2];
    expect(company(lines).value).toBe("Harbour Products Corporation");
  });
});

describe("a company block without labels", () => {
  test("name and address on one line under section 1 (a guess)", () => {
    const found = company(["1. Identification", "Product name: Harbour Rinse", "Harbour Coatings, 12 Dock Road, Springfield, OH 45501", "Phone: 555-555-0100", "2. Hazard(s) identification", "Not classified"]);
    expect(found.value).toBe("Harbour Coatings");
    expect(found.confidence).toBeLessThan(0.5);
  });

  test("a letterhead cell beside the title (a guess)", () => {
    const found = company(["SAFETY DATA SHEET    Harbour Coatings Inc.", "1. Identification", "Product name: Harbour Rinse", "Recommended use: cleaner", "2. Hazard(s) identification", "Not classified"]);
    expect(found.value).toBe("Harbour Coatings Inc.");
    expect(found.confidence).toBeLessThan(0.5);
  });

  test("a value closed with a full stop loses it; an abbreviated legal form keeps its dot", () => {
    expect(companyValue("CHIMIE DU PORT.")).toBe("CHIMIE DU PORT");
    expect(companyValue("Harbour Coatings Inc.")).toBe("Harbour Coatings Inc.");
  });
});

describe("dot leaders between a company label and its value", () => {
  test.each(["Manufacturer ........ Harbour Coatings Inc.", "MANUFACTURER'S NAME....: Harbour Coatings Inc.", "Supplier …… Harbour Coatings Inc."])("%s", (line) => {
    const found = findManufacturer(["1. Identification", "Product name: Harbour Rinse", line, "Address: 12 Dock Road"], { headingLine: 0 });
    expect(found?.value).toBe("Harbour Coatings Inc.");
    expect(found!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
