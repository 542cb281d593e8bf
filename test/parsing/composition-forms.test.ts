/**
 * Section 3 as printed in the wild: Unicode hyphens, spaced CAS numbers, wrapped check digits, synonym columns,
 * decimal commas and "≥ 10 - < 25 %" ranges.
 */
import { describe, expect, test } from "bun:test";
import { normalizeCasSpelling, parseComposition } from "../../src/modules/parsing/composition.ts";
import { parseConcentration } from "../../src/modules/parsing/composition-concentration.ts";

const casOf = (lines: string[]) => parseComposition(lines).map((row) => row.cas_number);

describe("CAS numbers", () => {
  test.each([
    ["U+2010 hyphen", "Water    7732\u201018\u20105    50"],
    ["U+2011 non-breaking hyphen", "Water    7732\u201118\u20115    50"],
    ["U+2012 figure dash", "Water    7732\u201218\u20125    50"],
    ["U+2013 en dash", "Water    7732\u201318\u20135    50"],
    ["soft hyphen", "Water    7732\u00AD18\u00AD5    50"],
    ["spaces around hyphens", "Water    7732 - 18 - 5    50"],
  ])("%s", (_case, line) => {
    expect(casOf([line])).toEqual(["7732-18-5"]);
  });

  test("spelling is only normalised where the check digit fits", () => {
    expect(normalizeCasSpelling("10 - 20 - 3")).toBe("10 - 20 - 3");
    expect(normalizeCasSpelling("64\u201317\u20135")).toBe("64-17-5");
  });

  test("a check digit wrapped onto the next line", () => {
    expect(casOf(["Sodium Dodecylbenzenesulfonate    >=20 -", "CAS : 68411-30-", "3 Verzeichnis:    Eye Dam. 1, H318"])).toEqual(["68411-30-3"]);
    expect(casOf(["Tetramethyl acetyloctahydronaphthalenes", "CAS : 54464-57-    Skin Irrit. 2, H315", "[ISO E SUPER]    2"])).toEqual(["54464-57-2"]);
  });

  test("the CAS numbers of a synonyms column are not extra ingredients", () => {
    const lines = [
      "Chemical name    CAS number    Synonyms    %",
      "Ethanol    64-17-5    ethyl alcohol; methylcarbinol (CAS 64-17-5)    60 - 80",
      "2-Propanol    67-63-0    isopropanol, Propan-2-ol; dimethylcarbinol    10-20",
      "Methanol    67-56-1    Synonyms: wood alcohol; carbinol    < 1",
    ];
    expect(casOf(lines)).toEqual(["64-17-5", "67-63-0", "67-56-1"]);
    expect(casOf(["Propylene glycol    57-55-6    Synonym: 1,2-propanediol (CAS 4254-15-3)"])).toEqual(["57-55-6"]);
  });
});

describe("concentrations", () => {
  test.each([
    ["≥ 10 - < 25 %", 10, 25],
    [">= 10 - < 25", 10, 25],
    ["0,1 - < 1", 0.1, 1],
    ["2,5 – 10 %", 2.5, 10],
    ["25 - 50 Gew.-%", 25, 50],
    ["10 bis 20 %", 10, 20],
    ["1 à 5 %", 1, 5],
    ["5 % (w/w)", 5, 5],
    ["< 0,25", 0, 0.25],
  ])("%s", (text, min, max) => {
    expect(parseConcentration(text)).toEqual({ min, max });
  });

  test("a German row with a decimal comma range", () => {
    expect(parseComposition(["Ethanol    64-17-5    200-578-6    ≥ 10 - < 25 %"])[0]).toMatchObject({ cas_number: "64-17-5", concentration_min: 10, concentration_max: 25 });
  });
});
