/**
 * Session 23: two printed date forms the parser did not read: a stop after the day where a comma would stand ("March
 * 17. 1992", "Aug.3. 2001") and year, month's name, day parted by spaces ("2007 May 18", "2005 January 07"); each with
 * negative twins (runs that look like them and are no dates). Invented lines.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";

const isos = (text: string) => findDates(text, "month-first").map((date) => date.iso);

describe("month first, a stop after the day", () => {
  test.each([
    ["March 17. 1992", "1992-03-17"],
    ["Aug.3. 2001", "2001-08-03"],
    ["Sept. 30. 2015", "2015-09-30"],
    ["Dec 1. 2020", "2020-12-01"],
    ["mars 17. 1992 (fr)", "1992-03-17"],
    ["Oktober 5. 2018 (de)", "2018-10-05"],
  ])("%s", (text, iso) => {
    expect(isos(text)).toEqual([iso]);
  });

  test("after a revision label", () => {
    expect(findRevisionDate(["Revised Aug.3. 2001"], "month-first")?.value).toBe("2001-08-03");
  });

  test.each([
    ["not a month's name", "Art.3. 2001"],
    ["a five-digit run after the stop", "Mar 3.20214"],
    ["a decimal, not a year", "May 3. 25 kg"],
    ["a year out of range", "June 4. 1234"],
  ])("no date: %s (%s)", (_name, text) => {
    expect(isos(text)).toEqual([]);
  });
});

describe("year, month's name, day parted by spaces", () => {
  test.each([
    ["2007 May 18", "2007-05-18"],
    ["2005 January 07", "2005-01-07"],
    ["2019 Sept 3, superseding 2017 March 2", "2019-09-03"],
    ["Revision: 2021 Dec 24   Page 1 of 6", "2021-12-24"],
    ["2021 mars 12", "2021-03-12"],
    ["2020 Oktober 9", "2020-10-09"],
  ])("%s", (text, iso) => {
    expect(isos(text)[0]).toBe(iso);
  });

  test("after a revision label", () => {
    expect(findRevisionDate(["Date of revision: 2007 May 18"], "month-first")?.value).toBe("2007-05-18");
  });

  test.each([
    ["a standard and a month", "ISO 9001:2015 Mar 3"],
    ["running text", "Edition 2019 May 5 persons"],
    ["a product code's run", "PN-2019 May 12"],
    ["a five-digit number", "12019 May 12"],
    ["a three-digit number after the month", "2019 May 123"],
    ["a CAS-like run after the month", "2019 May 12-34-5"],
    ["not a month's name", "2019 Mayfield 12"],
  ])("no date: %s (%s)", (_name, text) => {
    expect(isos(text)).toEqual([]);
  });
});
