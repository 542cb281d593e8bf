/**
 * A synthetic sweep of the revision date (session 10): 16 languages × their revision / issue labels × 15 layouts
 * (key: value, value below, header rows and cells, footers, section 16, two columns, wrapped labels, upper case …) ×
 * the date forms each language prints (numeric orders and separators, two-digit years, month names in lower and upper
 * case, abbreviations, English ordinals, the Polish year word, Hungarian Roman months), with print, issue and superseded dates beside them
 * as traps. Cases are built by test/helpers/revision-date-sweep.ts; misses are counted by (language, layout, form).
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { LAYOUTS, readCase, runCase, sweepCases, type SweepResult } from "../helpers/revision-date-sweep.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";

const CASES = sweepCases();

/** A wrong value given above 0.9: what must never come out. */
const wrongAndSure = (results: readonly SweepResult[]) =>
  results.filter((result) => result.value !== null && result.value !== result.truth && result.confidence > 0.9).map((result) => `${result.label}: ${result.lines.join(" / ")} → ${result.value}`);

describe("revision-date sweep", () => {
  test(`every case read by the date reader (${CASES.length} cases)`, () => {
    const results = CASES.map(readCase);
    expect(missesByClass(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });

  test("a case of each language and layout read by parseSds (language detection included)", () => {
    const seen = new Set<string>();
    const sample = CASES.filter((sweepCase) => {
      const key = `${sweepCase.language} ${sweepCase.layout}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    expect(sample.length).toBe(16 * LAYOUTS.length);
    const results = sample.map(runCase);
    expect(missesByClass(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });
});

describe("miss classes the sweep found", () => {
  test.each([
    ["a label wrapped in its cell, the date beside its first part", ["Date of          23.03.2021", "revision:"], "2021-03-23", 0.95],
    ["the same in Spanish", ["Fecha de          23/03/2021", "revisión:"], "2021-03-23", 0.95],
    ["a label wrapped in its cell, the date beside its second part", ["Dátum", "revízie: 23.03.2021"], "2021-03-23", 0.95],
    ["the same in Romanian", ["Data", "revizuirii: 23.03.2021"], "2021-03-23", 0.95],
    ["a header cell before a print date's cell is not 'revision date'", ["Version     Révision     Date d'impression", "3.0     23.09.2021     30.11.2023"], "2021-09-23", 0.95],
    ["a header cell whose label runs on by a word", ["Wersja     Data aktualizacji karty     Data wydruku", "3.0     23.09.2021     30.11.2023"], "2021-09-23", 0.7],
    ["a Polish date with its year word in the cell below", ["Wersja     Data aktualizacji karty     Data wydruku", "3.0     23 czerwca 2021 r.     30 listopada 2023 r."], "2021-06-23", 0.7],
    ["a Hungarian date with a Roman month", ["Felülvizsgálat dátuma: 2021. III. 23."], "2021-03-23", 0.95],
    ["the same in capitals", ["WERSJA     DATA AKTUALIZACJI KARTY     DATA WYDRUKU", "3.0     23 CZERWCA 2021 R.     30 LISTOPADA 2023 R."], "2021-06-23", 0.7],
  ])("%s", (_name, lines, value, confidence) => {
    const found = findRevisionDate(lines as string[], "day-first");
    expect(found?.value).toBe(value as string);
    expect(found?.confidence).toBe(confidence as number);
  });

  test.each([
    ["a wrapped label whose parts make a print date", ["Date of          30.11.2023", "printing:"]],
    ["a header cell running on into a print word", ["Wersja     Data aktualizacji wydruku     Inne", "3.0     30.11.2023     x"]],
  ])("not a revision date: %s", (_name, lines) => {
    expect(findRevisionDate(lines as string[], "day-first")?.value ?? null).not.toBe("2023-11-30");
  });
});
