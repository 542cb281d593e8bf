/**
 * Section 1 layouts of the kinds that still missed on sheets the parser was not tuned on (round 4): the value of
 * 1.1's first label when the label is not in the vocabulary, "Denominazione"/"Dénomination", company and supplier
 * "identification" labels, the OSHA form's "IDENTITY (As Used on Label and List)", a product named by the first
 * plain line under section 1, a company named only with its address, and several names in one value. Synthetic
 * lines in the languages, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { findCompanyBeforeAddress } from "../../src/modules/parsing/contact-company.ts";
import { findProductName } from "../../src/modules/parsing/identity.ts";
import { findManufacturer } from "../../src/modules/parsing/company-name.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { columnPage, sheet } from "../helpers/sds-text.ts";

describe("the product: a designation label in the languages", () => {
  test.each([
    ["it", "Denominazione: SGRASSATORE ULTRA"],
    ["es", "Denominación:    SGRASSATORE ULTRA"],
    ["fr", "Dénomination : SGRASSATORE ULTRA"],
    ["pt", "Designação:    SGRASSATORE ULTRA"],
    ["en", "Designation:    SGRASSATORE ULTRA"],
  ])("%s", (_language, line) => {
    const lines = ["1.1. Identificatore del prodotto", line, "1.3. Informazioni sul fornitore della scheda di dati di sicurezza", "Chimica Lombarda S.r.l.", "Via Roma 1"];
    const found = findProductName(lines, { headingLine: 0 });
    expect(found?.value).toBe("SGRASSATORE ULTRA");
    expect(found!.confidence).toBeGreaterThanOrEqual(0.7);
  });

  test("a 'Denominazione sociale' (the company's name) is not the product", () => {
    const lines = ["1.1 Identificatore del prodotto", "Nome commerciale: SGRASSATORE ULTRA", "Denominazione sociale: Chimica Lombarda S.r.l."];
    expect(findProductName(lines, { headingLine: 0 })?.value).toBe("SGRASSATORE ULTRA");
  });

  test("under the 1.1 heading, the value of a first label the parser does not know is the product (not certain)", () => {
    const lines = ["SECTION 1: Identification", "1.1 Product identifier", "Mixture identity:    Harbour Rinse 20", "Product code: HR-20", "1.3 Details of the supplier", "Harbour Chem Ltd"];
    const found = findProductName(lines, { headingLine: 0 });
    expect(found?.value).toBe("Harbour Rinse 20");
    expect(found!.confidence).toBeLessThanOrEqual(0.75);
  });

  test("under the 1.1 heading, a known other field (product code, form) is never taken", () => {
    const lines = ["1.1 Product identifier", "Product form: Mixture", "Product code: HR-20", "1.2 Relevant identified uses", "Rinse aid"];
    expect(findProductName(lines, { headingLine: 0 })?.value ?? null).not.toBe("Mixture");
  });
});

describe("the OSHA form's 'IDENTITY (As Used on Label and List)'", () => {
  test("the form's notice beside the label is skipped; the name below is the product", () => {
    const lines = [
      "Material Safety Data Sheet",
      "IDENTITY (As Used on Label and List)    Notice: Blank spaces are not permitted. If any item is not",
      "Harbour Cell 9V    applicable, or no information is available, the space must",
      "be marked to indicate that.",
      "Section I",
      "Manufacturer's Name    Emergency Telephone Number",
      "Harbour Cells Co., Ltd.    (555) 555-0100",
    ];
    const found = findProductName(lines, { headingLine: 4 });
    expect(found?.value).toBe("Harbour Cell 9V");
    expect(findManufacturer(lines, { headingLine: 4 })?.value).toBe("Harbour Cells Co., Ltd.");
  });
});

describe("the product as the first plain line under the section 1 heading", () => {
  test.each([
    ["en", ["MATERIAL SAFETY DATA SHEET", "Manufacturer:    Harbour Essences Ltd.", "Address:    12 Dock Road", "Section 1.    Chemical Identification", "CITRAL 95%", "Product Number: C-1234", "Section 2.    Composition"], "CITRAL 95%"],
    ["de", ["SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs", "Zitronenöl naturrein", "Artikelnummer: 4711", "ABSCHNITT 2: Mögliche Gefahren"], "Zitronenöl naturrein"],
  ])("%s", (_language, lines, name) => {
    const heading = lines.findIndex((line) => /^(section 1|abschnitt 1)/i.test(line));
    const found = findProductName(lines, { headingLine: heading });
    expect(found?.value).toBe(name);
    expect(found!.confidence).toBeLessThan(0.6);
  });
});

describe("the company: 'identification' labels", () => {
  test.each([
    ["same line after a colon", ["1. Identification", "Product Name : Harbour Flavor", "Company Identification    : HARBOUR FLAVORS (NORTH)", "150 Dock Road"], "HARBOUR FLAVORS (NORTH)"],
    ["same line after a column gap", ["1. Identification", "Product Name    Spray", "Details of the supplier of the safety data sheet", "Supplier Identification    Harbour Products Company", "Address    12 Broadway"], "Harbour Products Company"],
    ["next line", ["1. Identification", "Product Name    Spray", "Manufacturer identification", "Harbour Products Company", "12 Broadway"], "Harbour Products Company"],
  ])("%s", (_case, lines, company) => {
    const found = findManufacturer(lines, { headingLine: 0 });
    expect(found?.value).toBe(company);
    expect(found!.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("the company named only with its address on one line", () => {
  test.each([
    ["en", "Location: Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario, K1G 5P4 – 613-555-0100", "Harbour Products Limited"],
    ["fr", "Lieu : Les Produits Harbour Limitée, 25 pl. Pickering, Ottawa, Ontario K1G 5P4 – 613-555-0100", "Les Produits Harbour Limitée"],
    ["de", "Nordchemie GmbH, Hafenstraße 12, D-20457 Hamburg", "Nordchemie GmbH"],
  ])("%s", (_language, line, company) => {
    const found = findCompanyBeforeAddress(["Prepared by: J. Smith", line]);
    expect(found?.value).toBe(company);
    expect(found!.confidence).toBeLessThan(0.5);
  });

  test("a sentence that names a company without an address is not taken", () => {
    expect(findCompanyBeforeAddress(["Made under licence from Harbour Products Inc., all rights reserved."])).toBeNull();
  });

  test("a sheet whose only company line is the preparer's address has that company as supplier, a guess", () => {
    const parsed = parseSds(
      sheet([
        "Material Safety Data Sheet (MSDS)",
        "Section I    Product Identification",
        "Product Name    Product Type",
        "Harbour Sweep    Sweeping compound",
        "Section II    Hazardous ingredients",
        "Section IX    Preparation",
        "Prepared by: J. Smith    Last updated: June 1, 2015",
        "Location: Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario, K1G 5P4 – 613-555-0100",
      ]),
    );
    expect(parsed.manufacturer).toBe("Harbour Products Limited");
    expect(parsed.evidence.manufacturer!.confidence).toBeLessThan(0.5);
  });
});

describe("several names in one value are not certain", () => {
  test.each([
    ["code, local name and English name", "Product name    HX1501081/椰汁香精/COCONUTWATER FLAVOUR"],
    ["three names with slashes", "Product name: HX-15 / Harbour Rinse / Klarspüler"],
  ])("%s", (_case, line) => {
    const found = findProductName(["SECTION 1: Identification", "Product identifier", line, "Details of the supplier"], { headingLine: 0 });
    expect(found).not.toBeNull();
    expect(found!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("one name with a slash stays confident", () => {
    const found = findProductName(["Product name: Cleaner/Degreaser 20"], { headingLine: 0 });
    expect(found?.value).toBe("Cleaner/Degreaser 20");
    expect(found!.confidence).toBeGreaterThan(0.9);
  });
});

const EU_HEADING = "SECTION 1: Identification of the substance/mixture and of the company/undertaking";

describe("the product: name labels in their other wordings", () => {
  test.each([
    ["en mixture", "Mixture name: Harbour Gel"],
    ["en substance", "Substance name: Harbour Gel"],
    ["en name of the product", "Name of the product: Harbour Gel"],
    ["en designation", "Product designation: Harbour Gel"],
    ["en commercial designation", "Commercial designation: Harbour Gel"],
    ["en article", "Article name: Harbour Gel"],
    ["de Gemisch", "Bezeichnung des Gemischs: Harbour Gel"],
    ["de Artikel", "Artikelbezeichnung: Harbour Gel"],
    ["de two labels", "Handelsname/Bezeichnung: Harbour Gel"],
    ["fr", "Nom commercial du produit : Harbour Gel"],
    ["fr mélange", "Nom du mélange : Harbour Gel"],
    ["es mezcla", "Nombre de la mezcla: Harbour Gel"],
    ["es identificación", "1.1 Identificación del producto:    Harbour Gel"],
    ["nl", "Naam van het mengsel: Harbour Gel"],
    ["it", "Nome della miscela: Harbour Gel"],
    ["pt", "Nome da mistura: Harbour Gel"],
  ])("%s", (_case, line) => {
    const found = findProductName([EU_HEADING, line, "Company: Harbour Ltd"], { headingLine: 0 });
    expect(found?.value).toBe("Harbour Gel");
    expect(found!.confidence).toBeGreaterThanOrEqual(0.7);
  });

  test("a name label beside the 1.1 heading on the same line: its value, not the label", () => {
    expect(findProductName([EU_HEADING, "1.1 Product identifier    Trade name: Harbour Gel", "Company: Harbour Ltd"], { headingLine: 0 })?.value).toBe("Harbour Gel");
  });

  test("a 'label: value' line above section 1 is never the product as a whole", () => {
    const found = findProductName(["MSDS", "Item label: Harbour Gel", "Revision: 3", "Section 1"], { headingLine: 3 });
    expect(found?.value ?? null).not.toBe("Item label: Harbour Gel");
  });
});

describe("the company: other wordings and headings", () => {
  test.each([
    ["it", ["SEZIONE 1", "Nome commerciale: Gel X", "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", "Ditta: Chimica S.r.l.", "Indirizzo: Via Roma 1"], "Chimica S.r.l."],
    ["nl", ["RUBRIEK 1", "Handelsnaam: Gel X", "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad", "Firmanaam: Schoon B.V.", "Adres: Weg 1"], "Schoon B.V."],
    ["pt", ["SECÇÃO 1", "Nome comercial: Gel X", "1.3 Identificação do fornecedor da ficha de dados de segurança", "Denominação social: Química Lda", "Morada: Rua 1"], "Química Lda"],
    ["en heading alone", [EU_HEADING, "Product name    Harbour Gel", "Identification of the company/undertaking", "Harbour Ltd", "Dock Road 1"], "Harbour Ltd"],
    ["en heading with the value", [EU_HEADING, "Product name: Gel", "1.3 Identification of the company/undertaking: Harbour Ltd"], "Harbour Ltd"],
  ])("%s", (_case, lines, company) => {
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe(company);
  });

  test("an unknown label before a company is not part of its name", () => {
    const found = findManufacturer(["MSDS", "Product: Gel", "Prepared by: Harbour Inc.", "1 Main St"], { headingLine: 0 });
    expect(found?.value).toBe("Harbour Inc.");
    expect(found!.confidence).toBeLessThan(0.5);
  });

  test("a supplier and a different manufacturer both labelled: either may be meant, so neither is certain", () => {
    const lines = [EU_HEADING, "Product Name    HARBOUR GEL", "1.3 Details of the supplier of the safety data sheet", "Supplier    Harbour Trading Ltd", "Manufacturer    Harbour Works Inc."];
    const found = findManufacturer(lines, { headingLine: 0 });
    expect(["Harbour Trading Ltd", "Harbour Works Inc."]).toContain(found!.value);
    expect(found!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("a manufacturer and a supplier that name the same company stay certain", () => {
    const lines = [EU_HEADING, "Product Name    HARBOUR GEL", "Manufacturer    Harbour Works Inc.", "Supplier    Harbour Works Inc."];
    expect(findManufacturer(lines, { headingLine: 0 })!.confidence).toBeGreaterThan(0.9);
  });
});

describe("a value that says there is none", () => {
  test.each(["None.", "Not available", "Keine", "Aucun", "No aplicable", "Nie dotyczy"])("'Technical name    %s' is no product name", (none) => {
    const found = findProductName(["1. Identification", `1.1.1 Technical name    ${none}`, "Product code    14106*21"], { headingLine: 0 });
    expect(found?.value ?? null).not.toBe(none);
  });
});

describe("labels whose letters the text layer set apart", () => {
  test("'Supplie r Identification' and 'Pro duct Nam e' are labels", () => {
    const lines = ["1. IDENT IFICAT ION", "Pro duct Nam e    Harbour Disinfecting Spray", "Details of the supplier of the safety data sheet", "Supplie r Identification    Harbour Professional Products Company", "Addre ss    1221 Broadway"];
    expect(findProductName(lines, { headingLine: 0 })?.value).toBe("Harbour Disinfecting Spray");
    const company = findManufacturer(lines, { headingLine: 0 });
    expect(company?.value).toBe("Harbour Professional Products Company");
    expect(company!.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("a name wrapped in its value column", () => {
  const placed = (rows: Array<[number, string]>): SdsText => ({
    numPages: 1,
    hasTextLayer: true,
    pages: [{ number: 1, width: 600, height: 800, lines: rows.map(([x, text], index) => ({ text, x, y: 40 + index * 12 })) }],
  });

  test("a second line set under the value, right of the label, belongs to the name (not certain)", () => {
    const parsed = parseSds(placed([[25, "Section 1. Identification"], [25, "Product name    : HARBOUR® Enamel (aerosol)"], [178, "Gloss White"], [25, "Product code    : 49200"], [25, "Section 2. Hazards identification"]]));
    expect(parsed.product_name).toBe("HARBOUR® Enamel (aerosol) Gloss White");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("a line at the label's own left edge is the next field, not the name's second line", () => {
    const parsed = parseSds(placed([[25, "Section 1. Identification"], [25, "Product name    : HARBOUR® Enamel (aerosol)"], [25, "Gloss White"], [25, "Section 2. Hazards identification"]]));
    expect(parsed.product_name).toBe("HARBOUR® Enamel (aerosol)");
  });

  describe("a name wrapped at its column's edge to the column's left edge (two columns of text)", () => {
    const column = (nameLine: [string, number]): SdsText => {
      const rows: Array<[string, number]> = [["1. Product and company identification", 250], nameLine, ["Oven Cleaner Aerosol", 140], ["Distributed by    : Harbour Products LLC.", 268],
        ["Morris Corporate Center IV, Harbour", 262], ["399 Interpace Parkway (P.O. Box 225)", 270], ["Parsippany, New Jersey 07054-0225", 262], ["2. Hazards identification", 180]];
      return columnPage(rows);
    };

    test("a line that ended at the column's edge goes on at the line's start (not certain)", () => {
      const parsed = parseSds(column(["Product name    :    Easy-Off Heavy Duty", 266]));
      expect(parsed.product_name).toBe("Easy-Off Heavy Duty Oven Cleaner Aerosol");
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
    });

    test("a line that ended with room for the next line's first word was not wrapped", () => {
      expect(parseSds(column(["Product name    :    Easy-Off Heavy Duty", 190])).product_name).toBe("Easy-Off Heavy Duty");
    });
  });

  test("an article number in the value column is not part of the name", () => {
    const parsed = parseSds(placed([[39, "ABSCHNITT 1: Bezeichnung des Stoffs"], [70, "Handelsname    Harbour GartenKalk+"], [299, "Prod-Nr. 4005240012222"], [70, "ABSCHNITT 2: Mögliche Gefahren"]]));
    expect(parsed.product_name).toBe("Harbour GartenKalk+");
  });
});

describe("the company: a name under its label, beside its address, in a bilingual label", () => {
  test.each([
    ["a bare 'Name:' under the manufacturer's label", [EU_HEADING, "Product name: Gel", "1.3 Details of the supplier of the safety data sheet", "Manufacturer", "Name: Harbour Ltd", "Address: 1 Dock Road"], "Harbour Ltd"],
    ["de", ["ABSCHNITT 1", "Handelsname: Klarol", "1.3 Einzelheiten zum Lieferanten", "Lieferant", "Name: Nordchemie GmbH", "Straße: Hafenstr. 1"], "Nordchemie GmbH"],
    ["the address in the same cell, no legal form", [EU_HEADING, "Product name: Gel", "Manufacturer: Harbour Chemicals, 1 Main Street, Springfield, OH 45501"], "Harbour Chemicals"],
    ["en/fr", ["SECTION 1", "Product name / Nom du produit : Gel", "Manufacturer / Fabricant : Harbour Ltée", "1 rue Main"], "Harbour Ltée"],
    ["fr/en", ["SECTION 1", "Fabricant / Manufacturer : Harbour Ltée", "1 rue Main"], "Harbour Ltée"],
  ])("%s", (_case, lines, company) => {
    const found = findManufacturer(lines, { headingLine: 0 });
    expect(found?.value).toBe(company);
    expect(found!.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test("a bilingual product label gives the product", () => {
    expect(findProductName(["SECTION 1", "Product name / Nom du produit : Harbour Gel", "Manufacturer / Fabricant : Harbour Ltée"], { headingLine: 0 })?.value).toBe("Harbour Gel");
  });

  test("a name label and another field's label ('Trade Name/Synonyms') is not a bilingual name label", () => {
    // Session 6: the trade names (a list, not certain) name the product better than a description does.
    const found = findProductName(["SECTION 1", "Product Description:    Harbour Oil", "Trade Name/Synonyms:    RBD Oil, Popping Oil"], { headingLine: 0 });
    expect(found?.value).toBe("RBD Oil, Popping Oil");
    expect(found!.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("emergency advice providers are not the supplier", () => {
  test.each(["Carechem 24", "Giftinformationszentrum Nord", "Centre Antipoison de Paris", "Centro Antiveleni di Milano", "Nationaal Vergiftigingen Informatie Centrum", "National Poison Center", "INFOTRAC", "NCEC"])("%s", (provider) => {
    const lines = ["1.3 Details of the supplier of the safety data sheet", provider, "Harbour Industries", "1 Dock Road", "Springfield, OH 45501"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Harbour Industries");
  });
});

describe("the supplier's address after its label", () => {
  test("the lines under an address label's value belong to the address, even when the label's letters are set apart", () => {
    const lines = ["1. IDENT IFICAT ION", "Product Name    Harbour Spray", "Supplie r Identification    Harbour Products Company", "Addre ss    1221 Broadway", "Oakland, CA 94612", "USA", "Telephone    1-510-555-0100", "E-m ail"];
    const company = findManufacturer(lines, { headingLine: 0 });
    expect(findSupplierAddress(lines, company?.line ?? null)?.value).toBe("1221 Broadway, Oakland, CA 94612, USA");
  });
});
