/**
 * A name whose line runs on into a code's label qualified by its party ("Product Name : Copper Solvent IV Manufacturer
 * Product Number : P5986CT", "… Supplier Item Number …", "… Código del fabricante …" written the other way): the cut
 * falls before the party's word, which belongs to the label. Before, the name kept "Manufacturer" (session 48's fourth
 * blind round: two US sheets of one maker).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const named = (line: string, company = "Manufacturer: Harbour Products, Inc.") =>
  parseSds(sheet(["SAFETY DATA SHEET", "1. Identification", line, company, "2. Hazards identification", "Signal word: Danger"])).product_name;

describe("a name run on into a code label qualified by its party", () => {
  test.each([
    ["Product Name : Copper Solvent IV Manufacturer Product Number : P5986CT", "Copper Solvent IV"],
    ["Product Name : 42492 Outers Foaming Bore Cleaner - 3 oz. Manufacturer Product Number : P7459CT", "42492 Outers Foaming Bore Cleaner - 3 oz."],
    ["Product Name : Harbour Rinse 40 Supplier Product Number : 4711", "Harbour Rinse 40"],
    ["Product Name : Harbour Rinse 40 Distributor Product Code : 4711", "Harbour Rinse 40"],
  ])("%s", (line, name) => {
    expect(named(line)).toBe(name);
  });

  test("a company's word that is the name's stays", () => {
    expect(named("Product Name : Harbour Company Cleaner Product Number : 4711")).toBe("Harbour Company Cleaner");
  });
});
