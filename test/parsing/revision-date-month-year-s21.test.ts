/**
 * Month-and-year revision dates in two forms the date reader did not know (session 21, a sweep of month-year forms in
 * four languages): the month's name joined to the year by a hyphen or slash ("Mar-2019", "März/2019") and ISO 8601's
 * year-month ("2019-03"). Both read as the first of the month, below 0.9 (the day is unknown). A full ISO date, a
 * month number outside 01–12 and a year-month inside a longer code stay as they were.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const ENGLISH = ["SECTION 1: Identification", "Product name: Brightfloor Cleaner", "SECTION 2: Hazards identification", "Signal word: Warning", "H319 Causes serious eye irritation."];
const GERMAN = ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Glanzboden Reiniger", "ABSCHNITT 2: Mögliche Gefahren", "Signalwort: Achtung", "H319 Verursacht schwere Augenreizung."];

describe("a month-year revision date", () => {
  test.each([
    ["Revision Date: Mar-2019", ENGLISH],
    ["Revision date: March-2019", ENGLISH],
    ["Date of revision: 2019-03", ENGLISH],
    ["Revised: 2019-03    Version: 4", ENGLISH],
    ["Überarbeitungsdatum: 2019-03", GERMAN],
    ["Stand: März/2019", GERMAN],
  ])("%s → 2019-03-01, below 0.9", (line, body) => {
    const parsed = parseSds(sheet([line, ...body]));
    expect(parsed.revision_date).toBe("2019-03-01");
    expect(parsed.evidence.revision_date!.confidence).toBeLessThan(0.9);
  });
});

describe("what stays as it was", () => {
  test("a full ISO date is read whole", () => {
    expect(findRevisionDate(["Revision date: 2019-03-12"])).toMatchObject({ value: "2019-03-12" });
  });
  test.each([
    "Revision date: 2019-13",
    "Revision date: SDS-2019-03",
    "Revision date: 2019-031",
  ])("%s: no month-year date", (line) => {
    expect(findRevisionDate([line])?.value ?? null).toBeNull();
  });
});
