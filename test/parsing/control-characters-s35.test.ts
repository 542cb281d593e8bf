/**
 * A control character a font's unmapped glyph leaves in the text layer ("Febreze Professional\u0002 Désodorisant" where
 * the page prints "™", a corpus sheet of session 35) is no part of any value: the web app showed it as a box.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("control characters in the text layer", () => {
  test("a product name and a flash point read without them", () => {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification",
      "Product name: Harbour Rinse\u0002 Textile Freshener",
      "Supplier: Harbour Chemicals Ltd\u0083",
      ...SECTIONS_2_TO_4,
      "SECTION 9: Physical and chemical properties",
      "Flash point: 62 \u008f\u00b0C",
    ]));
    expect(parsed.product_name).toBe("Harbour Rinse Textile Freshener");
    expect(parsed.manufacturer).toBe("Harbour Chemicals Ltd");
    expect(parsed.flash_point).toBe("62 °C");
    expect(JSON.stringify(parsed)).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
  });
});

describe("a flash point's unit in its label without the degree sign a font lost", () => {
  test.each([
    ["Minimum Flash Point, C:    93.3    Vapor Pressure, mmHg:    No Information", "93.3 °C"],
    ["Flash Point, F:    200    Vapor Pressure, mmHg:    No Information", "200 °F"],
  ])("'%s'", (line, value) => {
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Rinse", ...SECTIONS_2_TO_4, "SECTION 9: Physical and chemical properties", line]));
    expect(parsed.flash_point).toBe(value);
  });
});
