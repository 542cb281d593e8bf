/**
 * Kinds of printing found by the metamorphic check on real tune sheets (scripts/metamorphic-tune.ts): the same sheet as
 * another template prints it must read the same. Synthetic lines of each kind, no corpus text.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const REST = ["SECTION 1: Identification", "1.1 Product identifier", "Product name: Widget Cleaner", "SECTION 2: Hazards identification"];

describe("a year-first date has one separator: a sentence's full stop and a page number after a date are no date", () => {
  const cases: Array<[string, string]> = [
    ["Date of issue    : 13 October 2014.    1/14", "2014-10-13"],
    ["Date of issue: October 13, 2014.    2/9", "2014-10-13"],
    ["Revisionsdatum: 13. Oktober 2014.    1/14", "2014-10-13"],
    ["Date de révision : 13 octobre 2014.    1-14", "2014-10-13"],
    ["Fecha de revisión: 13 de octubre de 2014.   3/12", "2014-10-13"],
  ];
  for (const [line, iso] of cases) {
    test(line, () => {
      const parsed = parseSds(sheet(["SAFETY DATA SHEET", line, ...REST]));
      expect(parsed.revision_date).toBe(iso);
    });
  }
  test("year-first dates with one separator still read", () => {
    expect(findDates("2014.10.13 2014/10/13 2014-10-13 2014. 10. 13.").map((found) => found.iso)).toEqual(["2014-10-13", "2014-10-13", "2014-10-13", "2014-10-13"]);
  });
  test("mixed separators after a year are no year-first date", () => {
    expect(findDates("2014.    1/14").map((found) => found.iso)).toEqual([]);
  });
});
