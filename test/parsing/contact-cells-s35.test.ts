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

describe("a sub-section number glued to its label by a hyphen ('1.4-Produttore/fornitore:')", () => {
  test("the supplier and the name are read", () => {
    const parsed = parseSds(sheet([
      "SCHEDA DI SICUREZZA", "1. IDENTIFICAZIONE DEL PREPARATO E DELLA SOCIETA'/DELL'IMPRESA", "1.1-Denominazione:", "CALCEFONDO PORTO",
      "1.2-Usi pertinenti: malta pronta all'uso", "1.4-Produttore/fornitore: Porto Intonaci S.r.l.", "Via del Porto, 55 36015 Schio (VI)",
      "2. IDENTIFICAZIONE DEI PERICOLI", "Non classificato.", "3. COMPOSIZIONE", "Calce idrata 1305-62-0 10-20 %", "4. PRIMO SOCCORSO",
    ]));
    expect(parsed.manufacturer).toBe("Porto Intonaci S.r.l.");
    expect(parsed.product_name).toBe("CALCEFONDO PORTO");
  });
  test("a name whose number has a hyphen keeps it ('2.4-D Amine')", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name:", "2.4-D Amine 600", "Supplier: Harbour Agro Ltd", "SECTION 2: Hazards identification", "H302 Harmful if swallowed.", "SECTION 3: Composition", "SECTION 4: First aid"]));
    expect(parsed.product_name).toBe("2.4-D Amine 600");
  });
});
