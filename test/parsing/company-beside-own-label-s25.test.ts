/**
 * Session 25: the supplier's block under 1.3 printed as a two-column form whose name label the vocabulary does not hold
 * ("Registrierter Firmenname    Harbour Chem UK Ltd", a template's translation of "Registered company name") gave the
 * label as the company (0.55). The cell beside a label of the sheet's own words that ends in a legal form is the name.
 * (Session 28 put that template's labels in the vocabulary; the cases here are labels it still does not hold.)
 * Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { identityOf } from "../helpers/sds-text.ts";

const sheetWith = (row: string, next = "Address     12 Quay Street, Leeds LS1 2AB, United Kingdom") => [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "1.1 Product identifier",
  "Product name     Wickmaster 400",
  "1.3 Details of the supplier of the safety data sheet",
  row,
  next,
  "SECTION 2: Hazards identification",
  "Not classified.",
];

describe("a label of the sheet's own words beside the name", () => {
  test.each([
    ["de", "Eingetragener Gesellschaftsname     Harbour Chem UK Ltd"],
    ["pl", "Podmiot zarejestrowany     Harbour Chem Sp. z o.o."],
    ["cs", "Zapsaná obchodní společnost     Harbour Chem s.r.o."],
    ["ro", "Societate înscrisă     Harbour Chem S.R.L."],
  ])("%s", (_language, row) => {
    const read = identityOf(sheetWith(row));
    expect(read.company).toBe(row.split(/\s{3,}/)[1]!);
    expect(read.companyConfidence).toBeLessThanOrEqual(0.8);
  });
});

describe("not a name beside a label", () => {
  test("read by shape alone, the name is reviewed (the label may name another party)", () => {
    expect(identityOf(sheetWith("Eingetragener Gesellschaftsname     Harbour Chem UK Ltd")).companyConfidence).toBeLessThanOrEqual(0.7);
    expect(identityOf(sheetWith("Only representative     Harbour OR Services Ltd")).companyConfidence).toBeLessThanOrEqual(0.7);
  });

  test("a name without a legal form stays a guess", () => {
    expect(identityOf(sheetWith("Eingetragener Gesellschaftsname     Harbour Chem")).companyConfidence).toBeLessThanOrEqual(0.55);
  });

  test("a first cell with digits is no label: the row is no labelled name", () => {
    expect(identityOf(sheetWith("Werk 2 Halle 4     Harbour Chem GmbH")).companyConfidence).toBeLessThanOrEqual(0.55);
  });
});
