/**
 * A company label one space before a name that opens with "The" ("Supplier The Clorox Company", no colon): what our
 * reader gives when a PDF sets the name's cell closer to its label than a column gap, and what pdftotext -raw gives.
 * Found by the session-17 cross-reading probe (the name was not read; the town below it was, at 0.75). A name that
 * opens with the article and carries a legal form is the company; the article before wording ("Supplier The supplier
 * of this product …", "Manufacturer The product is made …") is not. Invented companies.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

function companyOf(row: string) {
  const parsed = parseSds(sheet([
    "SECTION 1: Identification",
    "Product name    Harbor Glass Clean 210",
    "Details of the supplier of the safety data sheet",
    row,
    "Address    401 Harbor Street, Springfield",
    "Telephone    +44 20 5550 1234",
    ...SECTIONS_2_TO_4,
  ]));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("a company label one space before 'The … Company'", () => {
  for (const label of ["Supplier", "Manufacturer", "Company", "Distributor"]) {
    for (const name of ["The Brightwater Company", "The Harbor Chemical Company, Inc.", "The Seaside Corporation"]) {
      test(`'${label} ${name}'`, () => {
        const open = companyOf(`${label} ${name}`);
        expect(open.value).toBe(name);
        expect(open.confidence).toBeLessThanOrEqual(companyOf(`${label}    ${name}`).confidence);
      });
    }
  }
  test.each(["Supplier The supplier of this product is named below.", "Manufacturer The Product Is Made In Our Plant"])("'%s' gives no company from its wording", (row) => {
    expect(companyOf(row).value ?? "").not.toMatch(/^(?:The )?(?:supplier|Product)/i);
  });
});
