/**
 * A table of contents before the sheet: the sixteen headings one under the other, then the sections themselves. The
 * section finder took the list's headings, so every section was one empty line and section 2's signal word and codes
 * were never read (session 32, a US sheet of the English fresh batch). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const TITLES = [
  "IDENTIFICATION", "HAZARD IDENTIFICATION", "COMPOSITION / INFORMATION ON INGREDIENTS", "FIRST-AID MEASURES", "FIRE-FIGHTING MEASURES",
  "ACCIDENTAL RELEASE MEASURES", "HANDLING AND STORAGE", "EXPOSURE CONTROLS / PERSONAL PROTECTION", "PHYSICAL AND CHEMICAL PROPERTIES",
  "STABILITY AND REACTIVITY", "TOXICOLOGICAL INFORMATION", "ECOLOGICAL INFORMATION", "DISPOSAL INFORMATION", "TRANSPORT INFORMATION",
  "REGULATORY INFORMATION", "OTHER INFORMATION",
];
const CONTENTS = ["SDS Table of Contents", ...TITLES.map((title, index) => `${index + 1}. ${title}`)];
const BODY = [
  "SAFETY DATA SHEET",
  "1. IDENTIFICATION",
  "PRODUCT NAME: HARBOUR MARKING PAINT PINK",
  "REVISION DATE: 11/7/2019",
  "MANUFACTURER: HARBOUR COATINGS CORPORATION",
  "2. HAZARD IDENTIFICATION",
  "SIGNAL WORD: DANGER",
  "H222: EXTREMELY FLAMMABLE AEROSOL.",
  "H351: SUSPECTED OF CAUSING CANCER.",
  "3. COMPOSITION / INFORMATION ON INGREDIENTS",
  "ACETONE 67-64-1 10-30%",
  "4. FIRST-AID MEASURES",
  "Rinse with water.",
];

describe("a table of contents before the sheet", () => {
  test("its headings are no sections: section 2 is read where it is printed", () => {
    const parsed = parseSds(sheet([...CONTENTS, ...BODY]));
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.h_codes).toEqual(["H222", "H351"]);
    expect(parsed.sections.find((section) => section.number === 2)?.text).toContain("SIGNAL WORD");
  });

  test("empty sections one under the other at a sheet's end stay sections", () => {
    const tail = TITLES.slice(10).map((title, index) => `${index + 11}. ${title}`);
    const parsed = parseSds(sheet([...BODY, "5. FIRE-FIGHTING MEASURES", "Water spray.", ...tail]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 11, 12, 13, 14, 15, 16]);
  });
});

describe("a page header's 'Page: 1 of 4' after the name", () => {
  test.each(["Product Name: Harbour Rock Fertiliser Page: 1 of 4 This version issued: April 2017", "Product name: Harbour Rock Fertiliser Pág. 1 de 4"])("%s", (line) => {
    const parsed = parseSds(sheet([line, "SAFETY DATA SHEET", "SECTION 1 - IDENTIFICATION OF THE MATERIAL AND SUPPLIER", "Supplier: Harbour Garden Products Pty Ltd", ...BODY.slice(5)]));
    expect(parsed.product_name).toBe("Harbour Rock Fertiliser");
  });
});
