/**
 * A dated label under the supplier's name ("Data sporządzenia: 05.06.2020", "Fecha de revisión: 14.03.2022") ends the
 * address block: its date is no address. Seen in session 41's browser check of a Polish sheet: "Supplier address:
 * 05.06.2020" at 0.65.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { polishSheet, spanishSheet } from "../helpers/letters-sheets.ts";

describe("a dated label under the supplier's name", () => {
  test.each([
    ["pl", polishSheet("Czysty Dom")],
    ["es", spanishSheet("Limpex", "Quimica Iberica S.A.")],
    ["en", ["SECTION 1: Identification", "Product name: Harbour Rinse", "Supplier: Harbour Chemicals Ltd", "Revision date: 04/05/2021", "SECTION 2: Hazards identification", "SECTION 3: Composition"]],
  ])("%s: no address is read from it", (_language, lines) => {
    expect(parseSds(sheet(lines)).supplier_address).toBeNull();
  });

  test("the address above it is still read, and ends there", () => {
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Rinse", "Supplier: Harbour Chemicals Ltd", "12 Harbour Road", "Leeds LS1 4AB", "Revision date: 04/05/2021", "SECTION 2: Hazards identification", "SECTION 3: Composition"]));
    expect(parsed.supplier_address).toBe("12 Harbour Road, Leeds LS1 4AB");
  });
});
