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

describe("a title block read column by column: the labels, one a line, then their values in the same order", () => {
  const cases: Array<[string[], string | null]> = [
    [["ISSUE DATE:", "SUPERSEDES DATE:", "DOCUMENT GROUP:", "10/11/2004", "06/26/2001", "06-5461-6"], "2004-10-11"],
    [["Überarbeitet am:", "Version:", "Druckdatum:", "14.03.2021", "2.0", "20.03.2021"], "2021-03-14"],
    [["Druckdatum:", "Überarbeitet am:", "20.03.2021", "14.03.2021"], "2021-03-14"],
    [["Date de révision :", "Remplace la fiche :", "14/03/2021", "01/02/2019"], "2021-03-14"],
    [["Version:", "Fecha de revisión:", "Fecha de impresión:", "3.1", "14/03/2021", "20/03/2021"], "2021-03-14"],
    [["Data di revisione:", "Data di stampa:", "14/03/2021", "20/03/2021"], "2021-03-14"],
    [["Revision date:", "Print date:", "14.03.2021", "20.03.2021"], "2021-03-14"],
    [["Herzieningsdatum:", "Versie:", "14-03-2021", "4.0"], "2021-03-14"],
    // Fewer values than labels: which is whose is unknown, so the column does not say.
    [["Revision date:", "Print date:", "Version:", "20.03.2021", "SECTION 1: Identification"], null],
  ];
  for (const [block, iso] of cases) {
    test(block.join(" | "), () => {
      const parsed = parseSds(sheet(["SAFETY DATA SHEET", "Widget Cleaner", ...block, ...REST]));
      expect(parsed.revision_date).toBe(iso);
      if (iso) expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.8);
    });
  }
});
