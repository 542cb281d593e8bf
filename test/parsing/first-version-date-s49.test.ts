/**
 * The first version's date under its own name (session 49's blind batch: a Dutch sheet's only date, "Versienummer: 1.0"
 * / "Eerste versie: 11.11.2016", none found). "First version" is the first issue's label in every language, as "first
 * edition" and "Erstausgabe" were: it dates a sheet that prints no other date (0.6), and gives way to any other.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function sheetWith(dateLines: string[]): { value: string; confidence: number | undefined } | null {
  const parsed = parseSds(sheet([
    "SAFETY DATA SHEET", ...dateLines, "1. Identification", "Product name: Fennrow Balm 3", "2. Hazards identification",
    "H319 Causes serious eye irritation.", "3. Composition", "Ethanol 64-17-5 10-20%",
  ]));
  return parsed.revision_date === null ? null : { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence };
}

const FIRST_VERSION = [
  "First version:", "Eerste versie:", "Datum eerste versie:", "Erste Version:", "Erstversion:", "Erste Fassung:", "Première version :",
  "Primera versión:", "Prima versione:", "Primeira versão:", "Pierwsza wersja:", "Första version:", "Første version:",
];

describe("a first version's date alone dates the sheet, as a first issue (0.6)", () => {
  for (const label of FIRST_VERSION) {
    test(`"Version: 1.0" / "${label} 11.11.2016"`, () => {
      const date = sheetWith(["Version: 1.0", `${label} 11.11.2016`]);
      expect(date?.value).toBe("2016-11-11");
      expect(date?.confidence).toBe(0.6);
    });
  }
});

describe("a first version's date gives way to the sheet's other dates", () => {
  test.each([
    [["Eerste versie: 01.02.2015", "Herzieningsdatum: 14.05.2019"]],
    [["Erste Version: 01.02.2015", "Überarbeitet am: 14.05.2019"]],
    [["First version: 01.02.2015    Revision date: 14.05.2019"]],
    [["Première version : 01.02.2015", "Date de révision : 14.05.2019"]],
  ])("%j", (lines) => {
    expect(sheetWith(lines)?.value).toBe("2019-05-14");
  });
  test("a first version without a date is no label", () => {
    expect(sheetWith(["Version 1.0: first version of the safety data sheet"])).toBeNull();
  });
});
