/**
 * A list of the party's roles closed by the word "name" ("Manufacturer/Supplier Name WELDING MATERIAL SALES, INC.",
 * "Manufacturer / Distributor Name:    Harbour Coatings Ltd"): the label is the whole list with its "name"; before,
 * one space from the value, the word was read as the company's first ("Name WELDING MATERIAL SALES, INC.", session
 * 48's blind batch).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const withLine = (line: string) => parseSds(sheet([
  "MATERIAL SAFETY DATA SHEET",
  "SECTION 1: IDENTIFICATION",
  "Product Name: Rod 7018",
  line,
  "1340 Reed Road",
  "Geneva, IL 60134",
  "SECTION 2: HAZARDS IDENTIFICATION",
  "Signal word: Warning",
]));

describe("a role list closed by 'name'", () => {
  test.each([
    ["Manufacturer/Supplier Name WELDING MATERIAL SALES, INC.", "WELDING MATERIAL SALES, INC."],
    ["Manufacturer / Distributor Name Harbour Coatings Ltd", "Harbour Coatings Ltd"],
    ["Manufacturer/Supplier Name:    Harbour Coatings Ltd", "Harbour Coatings Ltd"],
    ["Importer/Distributor Name     Harbour Coatings Ltd", "Harbour Coatings Ltd"],
  ])("%s", (line, company) => {
    expect(withLine(line).manufacturer).toBe(company);
  });

  test("the label alone over its value", () => {
    const parsed = parseSds(sheet([
      "SECTION 1: IDENTIFICATION", "Product Name: Rod 7018", "Manufacturer/Supplier Name", "Harbour Coatings Ltd", "1340 Reed Road",
      "SECTION 2: HAZARDS IDENTIFICATION",
    ]));
    expect(parsed.manufacturer).toBe("Harbour Coatings Ltd");
  });
});
