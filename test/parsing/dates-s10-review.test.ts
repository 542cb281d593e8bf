/**
 * Findings of the session-10 review on dates: a month name two languages give to different months ("listopad" is
 * October in Croatian, November in Czech and Polish), a day, month and two-digit year glued together ("26APR13"), and a
 * version table headed in a language the header words did not know. Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { findDateInVersionHistory } from "../../src/modules/parsing/version-history.ts";

describe("a month name of two months is not read as sure", () => {
  test("'listopada' (hr October, pl November) gives an ambiguous date", () => {
    expect(findDates("3. listopada 2021", "day-first")[0]?.ambiguous).toBe(true);
    expect(findDates("listopad 2021", "day-first")[0]?.ambiguous).toBe(true);
  });
  test("a revision date read from it is below 0.95", () => {
    const found = findRevisionDate(["Datum revizije: 3. listopada 2021"], "day-first");
    expect(found?.confidence).toBeLessThanOrEqual(0.85);
  });
  test("a month name of one month only stays sure ('3. října 2021', '3. ožujka 2021')", () => {
    expect(findDates("3. října 2021", "day-first")[0]).toMatchObject({ iso: "2021-10-03", ambiguous: false });
    expect(findDates("3. ožujka 2021", "day-first")[0]).toMatchObject({ iso: "2021-03-03", ambiguous: false });
  });
});

describe("day, month and two-digit year glued together", () => {
  test("an English abbreviation in capitals after a date label is a date ('Last Revised: 26APR13')", () => {
    expect(findRevisionDate(["Last Revised: 26APR13"])?.value).toBe("2013-04-26");
  });
  test("a lot or batch code is no sure date ('Lot: 12MAR21', 'Code 10MAI20')", () => {
    expect(findDates("Lot: 12MAR21").filter((date) => !date.ambiguous)).toEqual([]);
    expect(findDates("Code 10MAI20")).toEqual([]);
    expect(findDates("Batch 10mar21")).toEqual([]);
  });
  test("with separators the short form keeps every language ('07-Okt-18')", () => {
    expect(findDates("07-Okt-18")[0]).toMatchObject({ iso: "2018-10-07", ambiguous: false });
  });
});

describe("a version table headed in the EU's other languages", () => {
  test("cs 'Verze    Datum'", () => {
    const lines = ["Verze    Datum    Změny", "1.0    01.02.2015    Nový dokument", "2.0    12.03.2021    Oddíl 2"];
    expect(findDateInVersionHistory(lines, "day-first")?.value).toBe("2021-03-12");
  });
  test("ro 'Versiunea    Data'", () => {
    const lines = ["Versiunea    Data    Modificări", "1.0    01.02.2015    Document nou", "2.0    12.03.2021    Secțiunea 2"];
    expect(findDateInVersionHistory(lines, "day-first")?.value).toBe("2021-03-12");
  });
});
