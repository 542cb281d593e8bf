import { describe, expect, test } from "bun:test";
import {
  isValidCasNumber,
  isValidEcNumber,
  normalizeCasNumber,
  parseComposition,
} from "../../src/modules/parsing/composition.ts";
import { parseConcentration } from "../../src/modules/parsing/composition-concentration.ts";

describe("CAS check digit", () => {
  test.each(["64-17-5", "7732-18-5", "7647-01-0", "10101-89-0", "100286-90-6", "1344-28-1", "50-00-0"])("%s is valid", (cas) => {
    expect(isValidCasNumber(cas)).toBe(true);
  });
  test.each(["64-17-6", "7732-18-4", "123-45-6", "1234-5-6", "64175"])("%s is not valid", (cas) => {
    expect(isValidCasNumber(cas)).toBe(false);
  });
  test("zero-padded forms are normalized", () => {
    expect(normalizeCasNumber("0000928-96-1")).toBe("928-96-1");
    expect(normalizeCasNumber("0000079-09-4")).toBe("79-09-4");
    expect(normalizeCasNumber("0007212-44-4")).toBe("7212-44-4");
    expect(normalizeCasNumber("0000928-96-2")).toBeNull();
  });
  test("EC numbers carry their own check digit", () => {
    expect(isValidEcNumber("200-578-6")).toBe(true);
    expect(isValidEcNumber("231-791-2")).toBe(true);
    expect(isValidEcNumber("200-578-7")).toBe(false);
  });
});

describe("concentration text", () => {
  test.each([
    ["30 - 60%", 30, 60],
    [">= 99.0 - <= 100.0%", 99, 100],
    [">=5 - <10%", 5, 10],
    ["1-<5%", 1, 5],
    ["< 0.25%", 0, 0.25],
    [">95", 95, 100],
    ["90 - 100 %", 90, 100],
    [">= 0,1 - < 0,25", 0.1, 0.25],
    ["0.1 – 5", 0.1, 5],
    ["88.785", 88.785, 88.785],
    ["10 - 30 by weight", 10, 30],
  ])("%s → %d–%d", (text, min, max) => {
    expect(parseConcentration(text)).toEqual({ min, max });
  });
  test("non-concentrations are refused", () => {
    expect(parseConcentration("Acute Tox. 4")).toBeNull();
    expect(parseConcentration("60 - 30%")).toBeNull();
    expect(parseConcentration("150%")).toBeNull();
  });
});

describe("parseComposition", () => {
  test("reads a table row with name, CAS, EC and range", () => {
    const rows = parseComposition(["Chemical name    EC-No    CAS-No    Weight %", "Alpha Terpineol    202-680-6    98-55-5    40-60    Xi;R38"]);
    expect(rows).toEqual([
      { name: "Alpha Terpineol", cas_number: "98-55-5", ec_number: "202-680-6", concentration_text: "40-60", concentration_min: 40, concentration_max: 60 },
    ]);
  });
  test("takes the name from the line above when the CAS line has only identifiers", () => {
    const rows = parseComposition(["3-Hexen-1-Ol, (Z)-    Eye Irritation - Cat.2 [H319]", "N° CAS : 0000928-96-1    Flammable Liquid - Cat. 3 [H226]"]);
    expect(rows[0].name).toBe("3-Hexen-1-Ol, (Z)-");
    expect(rows[0].cas_number).toBe("928-96-1");
  });
  test("joins a CAS number wrapped over two lines and skips index and phone numbers", () => {
    const rows = parseComposition([
      "Phosphoric acid, trisodium    CAS:10101-    Ingestion/Oral-Rat",
      "salt, dodecahydrate    89-0    LD50 7400 mg/kg",
      "Index : 603-002-00-5    Tel 1-800-424-9300",
    ]);
    expect(rows.map((row) => row.cas_number)).toEqual(["10101-89-0"]);
  });
  test("numbers with a wrong check digit are not ingredients", () => {
    expect(parseComposition(["Lot 123-45-6    10%"])).toEqual([]);
  });
});
