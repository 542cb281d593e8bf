/**
 * Labels and headings split by a text layer's letter spacing (session 15): one stray space inside the words of five
 * letters or more of every label and heading ("Supplie r Identification", "SECTIO N 2", "Nam e") must not lose a field,
 * in the eight languages, with the space after the first, second or third letter or before the last. The values stay
 * as printed (they are not rejoined by guesswork). Invented companies, addresses and numbers.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { joinStraySpaces } from "../../src/modules/parsing/stray-spaces.ts";
import { sheet } from "../helpers/sds-text.ts";
import { spaceWords } from "../helpers/metamorphic-spacing.ts";
import { keyFieldsOf, LANGUAGES, sheetOf } from "../helpers/stray-space-sheets.ts";

const SPLITS = [1, 2, 3, -1];

describe("a stray space inside label and heading words (eight languages)", () => {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    const plain = parseSds(sheet(sheetOf(words, (text) => text)));
    test(`${language}: the sheet without stray spaces reads (control)`, () => {
      expect(plain.product_name).toBe("Harbor Glass Clean 210");
      expect(plain.revision_date).toBe("2021-03-12");
      expect(plain.signal_word).toBe("DANGER");
    });
    test.each(SPLITS)(`${language}: split after letter %i, every key field read as without`, (k) => {
      const parsed = parseSds(sheet(sheetOf(words, (text) => spaceWords(text, k))));
      expect(keyFieldsOf(parsed)).toEqual(keyFieldsOf(plain));
    });
  }
});

describe("what is rejoined and what is not", () => {
  test.each([
    ["Supplie r Identification", "Supplier Identification"],
    ["SECTIO N 2: Hazards identification", "SECTION 2: Hazards identification"],
    ["Product Nam e:    X", "Product Name:    X"],
    ["Revision date: Decem ber 23, 2015", "Revision date: December 23, 2015"],
    ["Hersteller: Brightwater Chemie GmbH", "Hersteller: Brightwater Chemie GmbH"],
  ])("%s → %s", (printed, read) => expect(joinStraySpaces(printed)).toBe(read));

  test.each([
    // Both parts words: two words.
    "Product Name: Clean Up",
    "Not a dangerous good",
    "This may or may not apply",
    // A value is never rejoined by the label vocabulary, only month names are; signal words are the signal-word
    // reader's (it joins a word only where it fills its cell).
    "Signalwort: Gef ahr beachten und H-Sätze lesen",
    "Product name: Dis infectant Wipes",
    "Company: Quimica del Norte S.A. DE C.V.",
    // An elision or an abbreviation after the second part.
    "Limite d'explosion: 3 %",
    "Use: cleaning material e.g. glass",
  ])("%s stays", (printed) => expect(joinStraySpaces(printed)).toBe(printed));
});

describe("the scan over a line", () => {
  test("a value part that opens with its column gap is scanned (a month split after its label's gap)", () => {
    expect(joinStraySpaces("Validation date    : 9 Oc tober 2009")).toBe("Validation date    : 9 October 2009");
  });
  test("a joined word's last part is not joined again with the next word", () => {
    expect(joinStraySpaces("None known based on information s upplied.")).toBe("None known based on informations upplied.");
  });
});

describe("what a person reads stays as printed", () => {
  // Joins serve the reading of labels only: section texts and the evidence lines show the sheet's own text, so a
  // join in running text ("import or" → "importor") never changes what the library shows.
  const parsed = parseSds(sheet([
    "SECTION 1: Identification",
    "Product name: Harbor Glass Clean 210",
    "Supplie r: Brightwater Chemie GmbH",
    "SECTION 2: Hazards identification",
    "Keep the import or export papers with the goods.",
    "SECTION 3: Composition/information on ingredients",
    "Ethanol    64-17-5    10-20%",
  ]));
  test("the split label is read", () => expect(parsed.manufacturer).toBe("Brightwater Chemie GmbH"));
  test("its evidence is the printed line", () => expect(parsed.evidence.manufacturer?.text).toBe("Supplie r: Brightwater Chemie GmbH"));
  test("a section's text is the printed text", () => {
    expect(parsed.sections.find((section) => section.number === 2)?.text).toContain("import or export");
  });
});
