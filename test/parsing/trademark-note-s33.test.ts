/**
 * Session 33, fresh batch: Diversey's templates print a trademark note under the trade name ("Sun is een geregistreerd
 * handelsmerk en wordt gebruikt onder licentie van Unilever"); joined to the name it was read as the name at 0.95.
 * Invented sheets, the note in each language.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const body = (nameLine: string) => [
  "SAFETY DATA SHEET",
  "Revision date: 2015-04-21",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  nameLine,
  "1.2 Relevant identified uses of the substance or mixture and uses advised against",
  "Dishwashing detergent.",
  "1.3 Details of the supplier of the safety data sheet",
  "Harbour Hygiene B.V.",
  "SECTION 2: Hazards identification",
];

describe("a trademark note run into the name", () => {
  test.each([
    ["Trade name: Sun Professional Tablets Sun is a registered trademark of Unilever used under licence", "Sun Professional Tablets"],
    ["Handelsnaam: Sun Professional Tablets Sun is een geregistreerd handelsmerk en wordt gebruikt onder licentie van Unilever", "Sun Professional Tablets"],
    ["Handelsname: Sun Professional Tabs Sun ist ein eingetragenes Warenzeichen von Unilever", "Sun Professional Tabs"],
    ["Nom commercial : Sun Professional Tablettes Sun est une marque déposée d'Unilever", "Sun Professional Tablettes"],
    ["Nombre comercial: Sun Professional Tabletas Sun es una marca registrada de Unilever", "Sun Professional Tabletas"],
    ["Nome commerciale: Sun Professional Pastiglie Sun è un marchio registrato di Unilever", "Sun Professional Pastiglie"],
    ["Product name: Harbour Max Harbour Max is a registered trademark of Harbour Ltd", "Harbour Max"],
  ])("%s", (line, name) => {
    expect(parseSds(sheet(body(line))).product_name).toBe(name);
  });

  test("a name holding a trademark's word keeps it", () => {
    expect(parseSds(sheet(body("Trade name: Marque Blanche Cleaner"))).product_name).toBe("Marque Blanche Cleaner");
    expect(parseSds(sheet(body("Trade name: Harbour Cleaner Plus Trademark"))).product_name).toBe("Harbour Cleaner Plus Trademark");
  });
});
