/**
 * An ingredient's name wrapped inside its table cell: the row's line holds the name's first words, the numbers and the
 * classification; the rest of the name stands on the lines below, in the name's column ("Alkylnaphthalenesulfo" /
 * "nic acid, polymer with" / "formaldehyde, sodium" / "salt"). Session 34 found 15 such names among the 209 corpus
 * sheets' rows, shown cut on the SDS page, the station and labels. Invented rows in the shapes the corpus prints.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

/** Rows as [text, x]: each 11 points below the one before (a table's wrapped cell), `gap` more where a row says so. */
function namesOf(rows: ReadonlyArray<readonly [text: string, x: number, gap?: number]>): (string | null)[] {
  const head = [
    "SAFETY DATA SHEET",
    "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
    "Product name: Harbour Clean 5",
    "Company name: Harbour Chemicals Ltd",
    "SECTION 2: Hazards identification",
    "Signal word: Warning",
    "H319 Causes serious eye irritation.",
    "SECTION 3: Composition/information on ingredients",
    "Chemical name                 CAS number     Concentration     Classification",
  ].map((text) => [text, 40] as const);
  const tail = [["SECTION 4: First aid measures", 40], ["Rinse with water.", 40]] as const;
  let y = 40;
  const lines = [...head, ...rows, ...tail].map(([text, x, gap]) => {
    y += 11 + (gap ?? 0);
    return { text, x, y, fontSize: 9 };
  });
  const text: SdsText = { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines }] };
  return parseSds(text).composition.map((row) => row.name);
}

describe("a name wrapped in its cell goes on in the lines below it", () => {
  test("a name that ends on a word that goes on ('polymer with') and a line that starts in small letters", () => {
    expect(namesOf([
      ["Alkylnaphthalenesulfo      1.5 - 2.5   68425-94-5     Eye Irrit. 2 (H319)", 40],
      ["nic acid, polymer with", 40],
      ["formaldehyde, sodium", 40],
      ["salt", 40],
      ["Full text of the H-statements: see section 16", 40, 8],
    ])).toEqual(["Alkylnaphthalenesulfo nic acid, polymer with formaldehyde, sodium salt"]);
  });
  test("a name in capitals wrapped after its hyphen, and one wrapped between words", () => {
    expect(namesOf([
      ["N,N-BIS(2-HYDROXYETHYL)-P-       54381-16-7     0.1 - 1 %", 40],
      ["PHENYLENEDIAMINE SULFATE", 40],
      ["2,4-DIAMINOPHENOXYETHANOL        66422-95-5     0.1 - 1 %", 40, 4],
      ["HCL", 40],
    ])).toEqual(["N,N-BIS(2-HYDROXYETHYL)-P-PHENYLENEDIAMINE SULFATE", "2,4-DIAMINOPHENOXYETHANOL HCL"]);
  });
  test("a name that ends on a comma, and one whose rest is in brackets", () => {
    expect(namesOf([
      ["OILS, ORANGE, SWEET,       68647-72-3     1 - 5 %", 40],
      ["TERPENE-FREE", 40],
      ["Silicon Dioxide            7631-86-9      10 - 20 %", 40, 4],
      ["(amorphous)", 40],
    ])).toEqual(["OILS, ORANGE, SWEET, TERPENE-FREE", "Silicon Dioxide (amorphous)"]);
  });
});

describe("what is not the rest of a name", () => {
  test("a note's word, a label with its colon", () => {
    expect(namesOf([
      ["Methanol                   67-56-1        5 %", 40],
      ["Notes", 40],
      ["Hexylene glycol            107-41-5       1 - 5 %", 40, 4],
      ["Additional information: none", 40],
    ])).toEqual(["Methanol", "Hexylene glycol"]);
  });
  test("the next row's name on its own line above its numbers", () => {
    expect(namesOf([
      ["ETHANOL                    64-17-5        10 - 20 %", 40],
      ["ISOPROPANOL", 40],
      ["67-63-0        5 - 10 %", 210],
    ])).toEqual(["ETHANOL", "ISOPROPANOL"]);
  });
  test("a classification going on in its own column", () => {
    expect(namesOf([
      ["Epoxiconazole              133855-98-8    7 - 11 %      Carc. 2 (H351)", 40],
      ["Repr. 1B (H360Df)", 330],
    ])).toEqual(["Epoxiconazole"]);
  });
  test("a line below after a row's gap", () => {
    expect(namesOf([
      ["ACETONE                    67-64-1        10 - 20 %", 40],
      ["CONTAINS NO OTHER HAZARDOUS INGREDIENTS", 40, 14],
    ])).toEqual(["ACETONE"]);
  });
});

test("a sentence under the table, in brackets or small letters, is no name's rest", () => {
  expect(namesOf([
    ["Glycerin                   56-81-5        5 - 10 %", 40],
    ["(the exact percentage is withheld as a trade secret)", 40],
  ])).toEqual(["Glycerin"]);
});
