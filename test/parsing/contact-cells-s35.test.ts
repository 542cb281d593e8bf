/**
 * Supplier contacts seen wrong on corpus sheets (session 35). A number after a house number in the cell before it ("Robert-Koch Straße 40    0551-19240", a table of poison
 * centres: country, organisation, address, number) is the next cell's alone (a corpus sheet of session 35 gave
 * "40    0551-19240"). A country code set off by a gap ("+44    113 496 0000") still opens its number. A second
 * company's block under the supplier's (an Austrian "HGmbH") is no part of the supplier's address.
 */
import { describe, expect, test } from "bun:test";
import { firstPhone } from "../../src/modules/parsing/phone-shapes.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("a number after a cell gap", () => {
  test.each([
    ["Deutschland    Giftinformationszentrum-Nord    Robert-Koch Straße 40    0551-19240", "0551-19240"],
    ["Rue de la Loi 12    +32 70 245 245", "+32 70 245 245"],
    ["+44    113 496 0000", "+44    113 496 0000"],
  ])("'%s'", (line, phone) => {
    expect(firstPhone(line)).toBe(phone);
  });
});

describe("a second company's block under the supplier's address", () => {
  test("'Harbour Garten HGmbH,' (an Austrian trading company) ends the German supplier's address", () => {
    const parsed = parseSds(sheet([
      "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
      "1.1 Produktidentifikator",
      "Handelsname: Harbour Insekten-Spray",
      "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
      "Harbour Garten GmbH",
      "Hafenstraße 30",
      "Mainz, 55130",
      "Deutschland",
      "Harbour Garten HGmbH,",
      "Salzachstraße 11-13",
      "Wals-Siezenheim, 5071",
      "Österreich",
      "1.4 Notrufnummer",
      "+49 (0) 800 555 0100",
    ]));
    expect(parsed.supplier_address).toBe("Hafenstraße 30, Mainz, 55130, Deutschland");
  });
});
