/**
 * A substance's REACH registration number after its name ("COPPER OXYCHLORIDE 01-2119966120-46-0006", beside "1.1.
 * Product identification (Registration number of the substance/REACH):"): an identifier, never the name's. Before, the
 * number stayed in the name at 0.9 (session 48's fifth blind round).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const named = (line: string) => parseSds(sheet([
  "SAFETY DATA SHEET", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", line,
  "1.3. Details of the supplier of the safety data sheet", "Supplier: Harbour Agro d.d.", "SECTION 2: Hazards identification",
])).product_name;

describe("a REACH registration number after the name", () => {
  test.each([
    ["1.1. Product identification (Registration number of the substance/REACH): COPPER OXYCHLORIDE 01-2119966120-46-0006", "COPPER OXYCHLORIDE"],
    ["Product name: Copper oxychloride 01-2119966120-46-0006", "Copper oxychloride"],
    ["Product name: Copper oxychloride, 01-2119966120-46-XXXX", "Copper oxychloride"],
    ["Nom du produit : Oxychlorure de cuivre     01-2119966120-46-0006", "Oxychlorure de cuivre"],
  ])("%s", (line, name) => {
    expect(named(line)).toBe(name);
  });

  test("a name that ends in another number keeps it", () => {
    expect(named("Product name: Harbour Rinse 2000-40")).toBe("Harbour Rinse 2000-40");
  });
});
