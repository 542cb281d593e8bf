/**
 * Product and company on English sheets of kinds seen in real transcripts outside our corpus (session 7, round 2:
 * US ANSI/CMA-era gas MSDSs, Australian in-house sheets, Canadian WHMIS 2015 forms). Each case rebuilds the shape
 * as a PDF's text layer would print it, with invented names; no third-party text.
 */
import { describe, expect, test } from "bun:test";
import { identityOf } from "../helpers/sds-text.ts";

const read = identityOf;

describe("the product: an old ANSI/CMA MSDS names it 'CHEMICAL NAME; CLASS'", () => {
  test.each([
    ["a semicolon", "CHEMICAL NAME; CLASS:    Harbourene IN AIR MIXTURE"],
    ["a comma", "CHEMICAL NAME, CLASS:    Harbourene IN AIR MIXTURE"],
    ["a slash", "CHEMICAL NAME/CLASS:    Harbourene IN AIR MIXTURE"],
  ])("%s between name and class", (_kind, line) => {
    const found = read([
      "MATERIAL SAFETY DATA SHEET",
      "Prepared to U.S. OSHA, CMA, ANSI and Canadian WHMIS Standards",
      "1. PRODUCT IDENTIFICATION",
      line,
      "TRADE NAMES:    None",
      "CHEMICAL FAMILY:    Organic Hydrocarbon/Air Mixture",
      "PRODUCT USE:    Calibration Gas",
      "MANUFACTURER:    HARBOUR GAS CO., INC.",
      "150 QUAY ROAD, HARBOURTOWN, NJ 07920",
      "2. HAZARD IDENTIFICATION",
    ]);
    expect(found.product).toBe("Harbourene IN AIR MIXTURE");
    expect(found.productConfidence).toBeGreaterThanOrEqual(0.7);
    expect(found.productConfidence).toBeLessThanOrEqual(0.9);
    expect(found.company).toBe("HARBOUR GAS CO., INC.");
  });

  test("a trade name beside it still wins", () => {
    const found = read([
      "MATERIAL SAFETY DATA SHEET",
      "1. PRODUCT IDENTIFICATION",
      "CHEMICAL NAME; CLASS:    Harbourene IN AIR MIXTURE",
      "TRADE NAME:    HARBOUR CAL-GAS 10",
      "MANUFACTURER:    HARBOUR GAS CO., INC.",
      "2. HAZARD IDENTIFICATION",
    ]);
    expect(found.product).toBe("HARBOUR CAL-GAS 10");
  });
});

describe("the company: a name with its legal form over its address, no label (Australian in-house sheets)", () => {
  test("the postal address labelled below the name", () => {
    const found = read([
      "SAFETY DATA SHEET",
      "HARBOURCLEAN",
      "Section 1: IDENTIFICATION",
      "Recommended Use: Multipurpose Cleaner.",
      "Harbour Corporation Pty Ltd",
      "Postal Address: P. O. Box 1 North Harbour NSW 2059",
      "Telephone Number: (02) 9999 0000",
      "Section 2: HAZARDS",
    ]);
    expect(found.company).toBe("Harbour Corporation Pty Ltd");
    expect(found.companyConfidence).toBeLessThanOrEqual(0.7);
  });

  test("a trading division over its owner: the owner's legal name", () => {
    const found = read([
      "SAFETY DATA SHEET",
      "HARBOURCLEAN",
      "Section 1: IDENTIFICATION",
      "Recommended Use: Multipurpose Cleaner.",
      "Harbour Industrial",
      "A division of Harbour Corporation Pty Ltd (A.C.N. 001 234 567)",
      "Postal Address: P. O. Box 1 North Harbour NSW 2059",
      "Section 2: HAZARDS",
    ]);
    expect(found.company).toBe("Harbour Corporation Pty Ltd");
  });

  test("the name over a town line alone", () => {
    const found = read([
      "SAFETY DATA SHEET",
      "Section 1: IDENTIFICATION",
      "Product Name: HARBOURCLEAN",
      "Harbour Corporation Pty Ltd",
      "North Harbour NSW 2059",
      "Section 2: HAZARDS",
    ]);
    expect(found.company).toBe("Harbour Corporation Pty Ltd");
  });

  test("a product line above an address is not taken for the company (no legal form)", () => {
    const found = read([
      "SAFETY DATA SHEET",
      "Section 1: IDENTIFICATION",
      "HARBOURCLEAN 20",
      "Postal Address: P. O. Box 1 North Harbour NSW 2059",
      "Section 2: HAZARDS",
    ]);
    expect(found.company).not.toBe("HARBOURCLEAN 20");
  });
});

describe("the company: WHMIS 2015's 'Name, address, and telephone number of the supplier'", () => {
  test.each([
    ["Name, address, and telephone number of the supplier:"],
    ["Name, address and telephone number of the supplier:"],
    ["Name, address, and telephone number of the manufacturer:"],
  ])("%s", (label) => {
    const found = read([
      "SAFETY DATA SHEET",
      "SECTION 1. IDENTIFICATION",
      "Product identifier used on the label    :    Harbourol",
      "Recommended use of the chemical and restrictions on use    :    Solvent",
      label,
      "Harbour Chemical Company Ltd.",
      "3463 Quay Street",
      "Harbourfield, ON, Canada L9S 3W4",
      "SECTION 2. HAZARDS IDENTIFICATION",
    ]);
    expect(found.company).toBe("Harbour Chemical Company Ltd.");
    expect(found.companyConfidence).toBeGreaterThanOrEqual(0.85);
  });

  test("supplier and manufacturer labels side by side, the manufacturer referring to the supplier", () => {
    const found = read([
      "SAFETY DATA SHEET",
      "SECTION 1. IDENTIFICATION",
      "Product identifier used on the label    :    Harbourol",
      "Name, address, and telephone number of the supplier:    Name, address, and telephone number of the manufacturer:",
      "Harbour Chemical Company Ltd.    Refer to supplier",
      "3463 Quay Street",
      "SECTION 2. HAZARDS IDENTIFICATION",
    ]);
    expect(found.company).toBe("Harbour Chemical Company Ltd.");
  });
});

describe("English label wordings of US, Canadian and Australian forms", () => {
  const withProductLabel = (line: string[]) => [
    "SAFETY DATA SHEET",
    "SECTION 1. IDENTIFICATION",
    ...line,
    "Recommended use: Cleaner",
    "Manufacturer:    Harbour Chem Inc.",
    "1 Quay Road, Springfield, OH 45501",
    "SECTION 2. HAZARD IDENTIFICATION",
  ];
  test.each([
    ["Product Name / Identifier:    HARBOUR RINSE 40"],
    ["Brand/Product Name:    HARBOUR RINSE 40"],
    ["Chemical/Trade Name:    HARBOUR RINSE 40"],
    ["MSDS Name:    HARBOUR RINSE 40"],
    ["Item Name:    HARBOUR RINSE 40"],
  ])("a name label: %s", (line) => {
    const found = read(withProductLabel([line]));
    expect(found.product).toBe("HARBOUR RINSE 40");
    expect(found.productConfidence).toBeGreaterThanOrEqual(0.9);
  });

  test.each([["Trade Name/Synonym:    HARBOUR RINSE 40"], ["Common Name:    HARBOUR RINSE 40"]])("a name-or-synonym label, not certain: %s", (line) => {
    const found = read(withProductLabel([line]));
    expect(found.product).toBe("HARBOUR RINSE 40");
    expect(found.productConfidence).toBeLessThanOrEqual(0.8);
  });

  test.each([
    ["Name of manufacturer, importer, or responsible party:    Harbour Chem Inc."],
    ["Manufacturer, importer or other responsible party:    Harbour Chem Inc."],
    ["Packaged by:    Harbour Chem Inc."],
  ])("a company label: %s", (line) => {
    const found = read(["SAFETY DATA SHEET", "SECTION 1. IDENTIFICATION", "Product Name:    HARBOUR RINSE 40", line, "1 Quay Road", "Springfield, OH 45501", "SECTION 2. HAZARD IDENTIFICATION"]);
    expect(found.company).toBe("Harbour Chem Inc.");
    expect(found.companyConfidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("the company: a name with an address word in it, or its street run on", () => {
  const withCompanyLines = (company: string[]) => [
    "MATERIAL SAFETY DATA SHEET",
    "Section 1: PRODUCT AND COMPANY IDENTIFICATION",
    "Product Name:    Harbour Lab Grout Cleaner",
    ...company,
    "Phone Number:    (562) 598-8808",
    "Section 2: HAZARDS IDENTIFICATION",
  ];
  test("'Building' in a name is no address ('Unit 5', 'Building C' are)", () => {
    const found = read(withCompanyLines(["Manufacturer/Supplier:    Harbour Building Products", "13001 Quay Beach Blvd", "Quay Beach, CA 90740"]));
    expect(found.company).toBe("Harbour Building Products");
    expect(read(withCompanyLines(["Manufacturer/Supplier:    Harbour Unit Chemicals", "Unit 5, 1 Quay Road", "Quay Beach, CA 90740"])).company).toBe("Harbour Unit Chemicals");
  });

  test("a street run on after the name in one cell, no comma", () => {
    const found = read(withCompanyLines(["Manufacturer/Supplier:", "Harbour Building Products 13001 Quay Beach Blvd Quay Beach, CA 90740"]));
    expect(found.company).toBe("Harbour Building Products");
  });

  test("a number that belongs to the name stays", () => {
    const found = read(withCompanyLines(["Manufacturer:    Harbour 200 Products Inc.", "1 Quay Road, Springfield, OH 45501"]));
    expect(found.company).toBe("Harbour 200 Products Inc.");
  });
});
