/**
 * A name that holds a colon between two words in small letters ("die:master ivory", a dental maker's brand): a colon
 * glued on both sides with small letters around it is the name's, not a label's end. Before, "die" was read as an
 * unknown label and "master ivory" as the name under 1.1's heading (session 48's fifth blind round).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const HEADINGS = {
  it: ["Scheda di dati di sicurezza", "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "1.1. Identificatore del prodotto", "1.3. Informazioni sul fornitore della scheda di dati di sicurezza", "SEZIONE 2: Identificazione dei pericoli"],
  en: ["Safety Data Sheet", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1. Product identifier", "1.3. Details of the supplier of the safety data sheet", "SECTION 2: Hazards identification"],
  de: ["Sicherheitsdatenblatt", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1. Produktidentifikator", "1.3. Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "ABSCHNITT 2: Mögliche Gefahren"],
};

const under = (headings: readonly string[], name: string) =>
  parseSds(sheet([headings[0]!, headings[1]!, headings[2]!, name, headings[3]!, "Harbour Dental GmbH", "Hafenstraße 3", "78247 Hafenstadt", headings[4]!]));

describe("a name with a colon glued between small letters", () => {
  for (const [language, headings] of Object.entries(HEADINGS)) {
    test(`${language}: "die:master ivory" is the name whole`, () => {
      expect(under(headings, "die:master ivory").product_name).toBe("die:master ivory");
    });
  }

  test("a label glued to its value with a capital after the colon is still a label", () => {
    expect(under(HEADINGS.en, "Trade name:Harbour Rinse 20").product_name).toBe("Harbour Rinse 20");
  });
});
