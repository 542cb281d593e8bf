/**
 * 1.2's use label one space before its first words, and the uses advised against as a row of their own (label cell,
 * value cell) two lines below (session 27): the advised-against row is no wrapped end of a heading, so its value ("Do not
 * spray") is never read as the recommended use.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const cases: ReadonlyArray<readonly [string, string[], string]> = [
  ["nl", ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "1.1 Productidentificatie", "Handelsnaam    Haven Kachelreiniger", "1.2 Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik", "Relevant geïdentificeerde gebruiken consumptief gebruik (particulieren)", "reinigingsmiddel", "Ontraden gebruik    Niet voor versproeien.", "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad", "Haven Chemie B.V.", "RUBRIEK 2: Identificatie van de gevaren"], "Niet voor versproeien"],
  ["en", ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier", "Trade name    Harbour Stove Cleaner", "1.2 Relevant identified uses of the substance or mixture and uses advised against", "Relevant identified uses consumer use (private households)", "cleaning agent", "Uses advised against    Do not spray.", "1.3 Details of the supplier of the safety data sheet", "Harbour Chemicals Ltd", "SECTION 2: Hazards identification"], "Do not spray"],
];

describe("the uses advised against, a row of their own, are never the use", () => {
  for (const [language, lines, advised] of cases) {
    test(language, () => {
      const parsed = parseSds(sheet(lines));
      expect(parsed.recommended_use ?? "").not.toContain(advised);
    });
  }
});
