/**
 * A flash point's minus sign in the forms fonts and generators print it: the hyphen, U+2212 MINUS SIGN, the dashes a
 * word processor puts for a typed hyphen (U+2010 hyphen, U+2011 non-breaking hyphen, U+2012 figure dash, U+2013 en dash),
 * U+FE63 and the fullwidth hyphen. The value keeps one plain minus: "-18 °C", never "-−18 °C" (a sign read twice: the
 * bullet rule took the hyphen and the en dash off the cleaned value, not the minus sign) nor "‐18 °C", which a reader of
 * numbers takes for 18.
 */
import { describe, expect, test } from "bun:test";
import { parseForms } from "../helpers/property-forms-sheet.ts";

const SIGNS = ["-", "\u2212", "\u2010", "\u2011", "\u2012", "\u2013", "\ufe63", "\uff0d"];

describe("a flash point below zero", () => {
  for (const sign of SIGNS) {
    test(`printed with U+${sign.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} as its sign`, () => {
      expect(parseForms("en", [], [`Flash point: ${sign}18 °C`]).flash_point).toBe("-18 °C");
      expect(parseForms("en", [], [`Flash point: ${sign}156°F (${sign}104°C) / ${sign}156°F (${sign}104°C)`]).flash_point).toBe("-156°F (-104°C)");
      expect(parseForms("de", [], [`Flammpunkt: ${sign}18 °C`]).flash_point).toBe("-18 °C");
    });
  }

  test("a dash that stands apart is no sign", () => {
    expect(parseForms("en", [], ["Flash point: – 18 °C"]).flash_point).toBe("18 °C");
  });
});
