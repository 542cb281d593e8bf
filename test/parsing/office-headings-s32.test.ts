/**
 * An office of the company heading its address under the supplier's label ("Canadian Headquarters" over "Diversey Canada,
 * Inc.", session 32's English fresh batch: read as the manufacturer at 0.92). An office or desk is no company's name, as a
 * department is not. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("an office heading the supplier's address", () => {
  test.each([
    ["Manufacturer, importer, supplier:    Canadian Headquarters", ["Harbour Canada, Inc.", "3755 Dock Road", "Mississauga, Ontario L5L 0B3"], "Harbour Canada, Inc."],
    ["Fournisseur :    Siège social", ["Chimie du Port SAS", "4 quai Nord, 13002 Marseille"], "Chimie du Port SAS"],
  ])("%s", (label, below, company) => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name: Harbour Polish D7", label, ...below, ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe(company);
  });

  test("a company named after its headquarters keeps the name", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name: Harbour Polish D7", "Supplier: Harbour Headquarters Ltd", ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe("Harbour Headquarters Ltd");
  });
});
