/**
 * Another document than a safety data sheet put into the SDS library (document-kind.ts): a technical data sheet, a
 * certificate of analysis. Before, such a PDF read as a poorly read sheet: the product "TECHNICAL" (its title with
 * "DATA SHEET" cut off) at a guess's confidence, and "only 0 of the 16 sections were found".
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { englishSheet } from "../helpers/letters-sheets.ts";
import { sheet } from "../helpers/sds-text.ts";

const TDS = ["TECHNICAL DATA SHEET", "Harbour Degreaser 40", "Harbour Chemicals Ltd, 12 Harbour Road, Leeds", "Description", "A fast-acting degreaser for metal parts.", "Typical properties", "Appearance: clear liquid", "Density: 0.79 g/cm3", "Flash point: -18 °C", "Application", "Spray on, wipe off.", "Packaging: 5 L, 25 L", "Issue date: 12.03.2021"];
const KIND = "the PDF does not look like a safety data sheet";

describe("another document than a safety data sheet", () => {
  test("a technical data sheet says so, and its title is no product", () => {
    const got = parseSds(sheet(TDS));
    expect(got.needs_review_reasons).toContain(`${KIND}: it calls itself "TECHNICAL DATA SHEET" and none of the 16 sections were found; check that the product's SDS was uploaded`);
    expect(got.product_name).not.toBe("TECHNICAL");
  });

  test("in German, and a certificate of analysis", () => {
    const german = parseSds(sheet(["Technisches Datenblatt", "Harbour Entfetter 40", "Eigenschaften", "Dichte: 0,79 g/cm3", "Stand: 12.03.2021"]));
    expect(german.needs_review_reasons).toContain(`${KIND}: it calls itself "Technisches Datenblatt" and none of the 16 sections were found; check that the product's SDS was uploaded`);
    const certificate = parseSds(sheet(["CERTIFICATE OF ANALYSIS", "Product: Acetone", "Batch: 2021-0312", "Purity: 99.8 %", "Water: 0.05 %"]));
    expect(certificate.needs_review_reasons.some((reason) => reason.startsWith(`${KIND}: it calls itself "CERTIFICATE OF ANALYSIS"`))).toBe(true);
  });

  test("a safety data sheet is one, however few sections it shows", () => {
    expect(parseSds(sheet(englishSheet("Harbour Degreaser 40", "Harbour Chemicals Ltd"))).needs_review_reasons.some((reason) => reason.startsWith(KIND))).toBe(false);
    const short = parseSds(sheet(["MATERIAL SAFETY DATA SHEET", "Product: Harbour Degreaser 40", "See the technical data sheet for properties.", "Hazards: H225"]));
    expect(short.needs_review_reasons.some((reason) => reason.startsWith(KIND))).toBe(false);
    // Its title misread (a scan), a sentence naming the technical data sheet is no title of another document.
    const misread = parseSds(sheet(["SAFETV DATA SHEFT", "Product: Harbour Degreaser 40", "Use: see the technical data sheet for the product's applications", "Hazards: H225"]));
    expect(misread.needs_review_reasons.some((reason) => reason.startsWith(KIND))).toBe(false);
  });
});
