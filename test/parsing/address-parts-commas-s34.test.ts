/**
 * An address whose lines end on their own commas ("Edmund-Rumpler-Str. 6," / "D-51149 Köln"): the parts are joined
 * with one comma, not two (session 34: "Edmund-Rumpler-Str. 6,, D-51149 Köln" on an SDS's page). Invented addresses.
 */
import { expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const addressOf = (lines: string[]) => parseSds(sheet([
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
  "Handelsname    Hafen Glanz 5",
  "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  ...lines,
  "1.4 Notrufnummer    +49 40 999999",
  ...SECTIONS_2_TO_4,
])).supplier_address;

test("the lines under the company, each ending on a comma", () => {
  expect(addressOf(["Lieferanschrift    Hafen Chemie GmbH", "Hafenstraße 6,", "D-20457 Hamburg,", "Tel: +49 40 555 000"])).toBe("Hafenstraße 6, D-20457 Hamburg");
});

test("labelled parts ending on a semicolon", () => {
  expect(addressOf(["Firma: Hafen Chemie GmbH", "Straße: Hafenstraße 6;", "PLZ/Ort: D-20457 Hamburg"])).toBe("Hafenstraße 6, D-20457 Hamburg");
});
