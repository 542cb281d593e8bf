/**
 * Colons and apostrophes a text layer holds as look-alike characters (look-alikes.ts): U+2236 RATIO (typed for a colon by
 * Chinese input methods), U+FE55 SMALL COLON, U+FE13, U+A789, U+02F8, U+02D0; U+02BC and U+02B9 (a Cyrillic font's
 * apostrophe glyph maps to U+02BC) and the fullwidth U+FF07. The page shows a colon or an apostrophe; the labels must
 * be read as if it held one. Before: "Product name∶ Harbour Degreaser 40" gave no product, company, use or flash point,
 * "Date dʼémission" no revision date and "Numéro dʼappel dʼurgence" no telephone.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { englishSheet, frenchSheet } from "../helpers/letters-sheets.ts";
import { sheet } from "../helpers/sds-text.ts";

const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "recommended_use", "physical_state", "flash_point", "emergency_phone"] as const;

function expectReadAlike(right: readonly string[], alike: readonly string[]): void {
  const want = parseSds(sheet([...right]));
  const got = parseSds(sheet([...alike]));
  for (const field of FIELDS) expect({ field, value: got[field] }).toEqual({ field, value: want[field] });
  expect(got.sections.map((section) => section.number)).toEqual(want.sections.map((section) => section.number));
}

const ENGLISH = englishSheet("Harbour Degreaser 40", "Harbour Chemicals Ltd");
const FRENCH = frenchSheet("Nettoyant Rapide 40", "Produits Havre Limitée");

describe("colons and apostrophes printed as look-alike characters", () => {
  for (const colon of ["\u2236", "\ufe55", "\ufe13", "\ua789", "\u02f8", "\u02d0"]) {
    test(`labels closed by U+${colon.charCodeAt(0).toString(16).toUpperCase()} read as by a colon`, () => {
      expectReadAlike(ENGLISH, ENGLISH.map((line) => line.replace(/:/g, colon)));
      expectReadAlike(FRENCH, FRENCH.map((line) => line.replace(/:/g, colon)));
    });
  }
  for (const apostrophe of ["\u02bc", "\u02b9", "\uff07"]) {
    test(`French labels with U+${apostrophe.charCodeAt(0).toString(16).toUpperCase()} for their apostrophe read as with one`, () => {
      expectReadAlike(FRENCH, FRENCH.map((line) => line.replace(/’/g, apostrophe)));
    });
  }

  test("the reference sheets read in full", () => {
    expect(parseSds(sheet(ENGLISH))).toMatchObject({ product_name: "Harbour Degreaser 40", manufacturer: "Harbour Chemicals Ltd", flash_point: "-18 °C" });
    expect(parseSds(sheet(FRENCH))).toMatchObject({ revision_date: "2016-11-29", emergency_phone: "+1 613 555 0100" });
  });
});
