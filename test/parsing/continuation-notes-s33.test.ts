/**
 * Session 33, fresh batches: a running header prints the trade name on every page with its page's continuation note
 * ("Kereskedelmi megnevezés: X (folytatása 1 oldalon.)", "Handelsname: X (Fortsetzung von Seite 1)"); the note was
 * read into the name at 0.95. Hungarian and Baltic name labels ("A készítmény neve:", "Kereskedelmi megnevezés:",
 * "Prekybinis pavadinimas:") were not known. Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const body = (nameLine: string) => [
  "SAFETY DATA SHEET",
  "Revision date: 2018-10-22",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "1.1 Product identifier",
  nameLine,
  "1.2 Relevant identified uses of the substance or mixture and uses advised against",
  "Adhesive.",
  "1.3 Details of the supplier of the safety data sheet",
  "Harbour Chemicals Ltd",
  "SECTION 2: Hazards identification",
];

describe("a page's continuation note after the name", () => {
  test.each([
    "Handelsname: Harbour Kleber (Fortsetzung von Seite 1)", "Handelsname: Harbour Kleber (Fortsetzung auf Seite 2)",
    "Trade name: Harbour Kleber (continued on page 2)", "Trade name: Harbour Kleber (Contd. on page 2)",
    "Nom commercial : Harbour Kleber (suite page 2)", "Kereskedelmi megnevezés: Harbour Kleber (folytatása 1 oldalon.)",
    "Nombre comercial: Harbour Kleber (continuación)",
  ])("%s", (line) => {
    expect(parseSds(sheet(body(line))).product_name).toBe("Harbour Kleber");
  });

  test("a name's own words in brackets stay ('(Suite)', '(2 parts)')", () => {
    expect(parseSds(sheet(body("Trade name: Harbour Glue (Suite)"))).product_name).toBe("Harbour Glue (Suite)");
    expect(parseSds(sheet(body("Trade name: Harbour Suite (2 parts)"))).product_name).toBe("Harbour Suite (2 parts)");
  });
});

describe("Hungarian and Baltic trade-name labels", () => {
  test.each(["A készítmény neve: Harbour Kleber", "Kereskedelmi megnevezés: Harbour Kleber", "Prekybinis pavadinimas: Harbour Kleber"])("%s", (line) => {
    const parsed = parseSds(sheet(body(line)));
    expect(parsed.product_name).toBe("Harbour Kleber");
    expect(parsed.evidence.product_name?.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
