/**
 * Label and heading words of eight letters or more split by a text layer's letter spacing into two LONG parts
 * (session 15, round 2): "Identi fication", "Manufac turer", "Überarbei tet", "Fournis seur". Every key field must
 * still be read, in the eight languages, with the space in the middle of each long word or after its fourth letter,
 * or two spaces at its thirds ("Iden tifi cation", "COM POSIT ION"); real words, values and elisions stay as printed.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { joinStraySpaces } from "../../src/modules/parsing/stray-spaces.ts";
import { sheet } from "../helpers/sds-text.ts";
import { splitLongWords } from "../helpers/metamorphic-spacing.ts";
import { keyFieldsOf, LANGUAGES, sheetOf } from "../helpers/stray-space-sheets.ts";

const CUTS: [string, number[]][] = [["the middle", [0.5]], ["letter 4", [4]], ["its thirds (split twice)", [1 / 3, 2 / 3]]];

describe("label and heading words split into two long parts (eight languages)", () => {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    const plain = parseSds(sheet(sheetOf(words, (text) => text)));
    test.each(CUTS)(`${language}: split at %s, every key field read as without`, (_name, cuts) => {
      const parsed = parseSds(sheet(sheetOf(words, (text) => splitLongWords(text, cuts))));
      expect(keyFieldsOf(parsed)).toEqual(keyFieldsOf(plain));
    });
  }
});

describe("what two long parts are rejoined into, and what stays", () => {
  test.each([
    ["SECTION 1: Identi fication", "SECTION 1: Identification"],
    ["Manufac turer: Brightwater Chemie GmbH", "Manufacturer: Brightwater Chemie GmbH"],
    ["Überarbei tet am: 12.03.2021", "Überarbeitet am: 12.03.2021"],
    ["Fournis seur : Brightwater SA", "Fournisseur : Brightwater SA"],
    ["RUBRIEK 3: Samenstel ling en informatie", "RUBRIEK 3: Samenstelling en informatie"],
    // An abbreviation of the vocabulary ("datum herz.") is no word of its own.
    ["Herz ieningsdatum: 12.03.2021", "Herzieningsdatum: 12.03.2021"],
    // Split twice.
    ["SECTION 1: IDENT IFICAT ION", "SECTION 1: IDENTIFICATION"],
    ["3. COM POSIT ION/INFORMATION ON INGREDIENTS", "3. COMPOSITION/INFORMATION ON INGREDIENTS"],
    ["Manu fact urer: Brightwater Chemie GmbH", "Manufacturer: Brightwater Chemie GmbH"],
    // A value: month names only.
    ["Revision date: 12 Septem ber 2020", "Revision date: 12 September 2020"],
  ])("%s → %s", (printed, read) => expect(joinStraySpaces(printed)).toBe(read));

  test.each([
    // Two real words (and a word beside a long part) never join.
    "Product Name: Clean Up",
    "Information for manufacturers: X",
    "Data sheet for Identification: X",
    "Data sheet: 2",
    "Safety data sheet",
    // Two words that join into a vocabulary word ("telefonnummer", "postcode", "gefahreneinstufung").
    "Telefon nummer: +49 40 5550 1234",
    "Post code: 20457",
    "Gefahren einstufung: keine",
    "Information supplier: X",
    // A value is not rejoined into a label word.
    "Product name: Manufac turer Wipes",
    "Product name: Iden tifi cation Wipes",
    // A long part beside a word, or two words: no join.
    "Safety datas: X",
    "Product supplier: X",
  ])("%s stays", (printed) => expect(joinStraySpaces(printed)).toBe(printed));
});
