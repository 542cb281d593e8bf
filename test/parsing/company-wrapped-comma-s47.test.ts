/**
 * A company's name wrapped before a last line that puts a comma before its legal form ("Harbour Specialty" /
 * "Chemical, Inc.", "… A DIVISION OF HARBOUR" / "PETROLEUM & CHEMICAL, BVBA"): the line below ends the name as it does
 * without the comma. Before: the name stopped at the wrap (session 47's blind batch: an ExxonMobil sheet in Spanish).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const section1 = (companyLines: readonly string[]) => [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification",
  "Product name: Harbour Deo 15W-40",
  "Supplier's details",
  ...companyLines,
  "1200 Harbour Road",
  "Houston, TX 77001",
  "SECTION 2: Hazards identification",
  "The mixture is not classified as hazardous.",
  "SECTION 3: Composition/information on ingredients",
];

describe("a wrapped company name whose legal form follows a comma", () => {
  test.each([
    [["Supplier: Harbour Specialty", "Chemical, Inc."], "Harbour Specialty Chemical, Inc."],
    [["Supplier: HARBOUR LUBRICANTS EUROPE, A DIVISION OF HARBOUR", "PETROLEUM & CHEMICAL, BVBA"], "HARBOUR LUBRICANTS EUROPE, A DIVISION OF HARBOUR PETROLEUM & CHEMICAL, BVBA"],
    [["Supplier: Harbour Specialty", "Chemical Inc."], "Harbour Specialty Chemical Inc."],
  ])("%j", (lines, company) => {
    expect(parseSds(sheet(section1(lines))).manufacturer).toBe(company);
  });

  test("a name closed by its legal form takes no line below", () => {
    expect(parseSds(sheet(section1(["Supplier: Harbour Chemical, Inc.", "Lubricants Division, LLC"]))).manufacturer).toBe("Harbour Chemical, Inc.");
  });
});
