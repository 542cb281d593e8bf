/**
 * "Without a signal word" in the EU's other languages (session 27): ro "Cuvânt de avertizare: fără cuvânt de
 * avertizare" was read as DANGER — "fără" folded is "fara", which is Swedish for Danger. A none phrase longer than its
 * first word wins over that word; a Swedish "Signalord: Fara" stays DANGER.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const sheetWith = (label: string) => sheet([
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier: Harbour Enamel 3",
  "SECTION 2: Hazards identification", "2.1 Classification of the substance or mixture", "Not classified.", "2.2 Label elements",
  label, "SECTION 3: Composition/information on ingredients", "Titanium dioxide    13463-67-7    10-20 %",
]);

describe("a signal-word label stating 'without a signal word': no word", () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["ro", "· Cuvânt de avertizare : fără cuvânt de avertizare."],
    ["ro, without diacritics", "Cuvant de avertizare: fara cuvant de avertizare"],
    ["cs", "Signální slovo: bez signálního slova"],
    ["sk", "Výstražné slovo: bez signálneho slova"],
    ["pl", "Hasło ostrzegawcze: bez hasła ostrzegawczego"],
    ["hr", "Oznaka opasnosti: bez signalne riječi"],
    ["sl", "Opozorilna beseda: brez opozorilne besede"],
  ];
  for (const [language, label] of cases) {
    test(`${language}: ${label}`, () => expect(parseSds(sheetWith(label)).signal_word).toBeNull());
  }
});

test("Swedish 'Fara' is still Danger", () => {
  const parsed = parseSds(sheet([
    "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "1.1 Produktbeteckning: Hamnlack 3", "AVSNITT 2: Farliga egenskaper",
    "2.2 Märkningsuppgifter", "Signalord: Fara", "H225 Mycket brandfarlig vätska och ånga.", "AVSNITT 3: Sammansättning/information om beståndsdelar",
    "Etanol    64-17-5    50-100 %",
  ]));
  expect(parsed.signal_word).toBe("DANGER");
});
