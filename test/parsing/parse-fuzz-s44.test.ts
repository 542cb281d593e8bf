/**
 * Lines found by scripts/parse-fuzz.ts (the tune sheets' lines bent as a broken or hostile text layer can bend them)
 * whose parse cost grew faster than their length. The parse runs in the server's job worker, so such a line stalls the
 * appliance: before, one line of "Rev.:" repeated to the parser's 2,000-character line cap cost 0.6 s, and a page of
 * such lines minutes. Each is timed at a size and 8 times it (test/helpers/growth.ts): linear work grows about 8×.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { englishSheet } from "../helpers/letters-sheets.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";
import { sheet } from "../helpers/sds-text.ts";

const SHEET = englishSheet("Harbour Degreaser 40", "Harbour Chemicals Ltd");
/** The sheet with one line of `unit` repeated `count` times among section 1's fields. */
const withLine = (unit: string, count: number) => sheet([...SHEET.slice(0, 5), unit.repeat(count), ...SHEET.slice(5)]);

describe("a line of one short unit repeated costs in proportion to its length", () => {
  for (const unit of ["Rev.:", "Rev. :", "Date:", "Druckdatum: ", "Revision date:    "]) {
    test(`"${unit}" repeated`, () => {
      expectLinearGrowth((count) => parseSds(withLine(unit, count)), Math.floor(250 / unit.length));
    });
  }
  test("a supplier's line above its address filled with one short cell repeated (a company's building is not looked for in it)", () => {
    const supplierBlock = (count: number) => sheet([
      "SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name    Harbour Degreaser 40", "Manufacturer",
      "x | ".repeat(count), "2 Harbour Plaza", "Cincinnati, OH 45202", "Emergency telephone: 1-800-555-0100", "2. HAZARDS IDENTIFICATION",
    ]);
    expectLinearGrowth((count) => parseSds(supplierBlock(count)), 60);
  });
  test("the sheet's fields are read beside such a line", () => {
    expect(parseSds(withLine("Rev.:", 400))).toMatchObject({ product_name: "Harbour Degreaser 40", manufacturer: "Harbour Chemicals Ltd" });
  });
});
