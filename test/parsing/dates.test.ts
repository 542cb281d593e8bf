import { describe, expect, test } from "bun:test";
import { detectDateOrder, findDates, parseDate } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";

describe("date forms", () => {
  test.each([
    ["09/21/2017", "2017-09-21"],
    ["29-Jan-2018", "2018-01-29"],
    ["2017/05/04", "2017-05-04"],
    ["26.08.2013", "2013-08-26"],
    ["08/26/16", "2016-08-26"],
    ["4/23/08", "2008-04-23"],
    ["13/10/2014.", "2014-10-13"],
    ["08-26-2018", "2018-08-26"],
    ["25-March-2016", "2016-03-25"],
    ["13-June-2016", "2016-06-13"],
    ["14/October/2014", "2014-10-14"],
    ["29 Mar 2018", "2018-03-29"],
    ["06 JUL 2018", "2018-07-06"],
    ["July 24, 2018", "2018-07-24"],
    ["19-DEC-2016", "2016-12-19"],
    ["2016 年 6 月 1 日", "2016-06-01"],
  ])("%s → %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });
  test("impossible dates and versions are not dates", () => {
    expect(parseDate("02/30/2017")).toBeNull();
    expect(parseDate("Version 1.2.10")).toBeNull();
    expect(parseDate("Page 1/11")).toBeNull();
  });
  test("ambiguous slashes follow the document's order", () => {
    expect(parseDate("08/03/2015")).toBe("2015-08-03");
    expect(parseDate("08/03/2015", "day-first")).toBe("2015-03-08");
    expect(detectDateOrder("Date of issue 13/10/2014. Previous 29/05/2013")).toBe("day-first");
    expect(detectDateOrder("Revision 09/21/2017")).toBe("month-first");
  });
  test("finds every date in a line", () => {
    expect(findDates("Creation Date 22-Oct-2009  Revision Date 29-Jan-2018").map((date) => date.iso)).toEqual(["2009-10-22", "2018-01-29"]);
  });
});

describe("revision date, never a print date", () => {
  test("revision date next to a print date", () => {
    expect(findRevisionDate(["Version 5.3", "Revision Date 09/21/2017", "Print Date 11/09/2018"])?.value).toBe("2017-09-21");
    expect(findRevisionDate(["Version 1.1  Print Date 03/04/2015", "Revision Date 02/24/2015"])?.value).toBe("2015-02-24");
  });
  test("value on the line after its label", () => {
    expect(findRevisionDate(["Revision date:", "2016/12/05"])?.value).toBe("2016-12-05");
  });
  test("issue date when there is no revision date; previous issue ignored", () => {
    expect(findRevisionDate(["Date of issue : 13/10/2014.", "Date of previous issue : 29/05/2013"])?.value).toBe("2014-10-13");
    expect(findRevisionDate(["Issue Date: 08/26/16  Supercedes Date: 04/01/14"])?.value).toBe("2016-08-26");
  });
  test("a document with only a print date has no revision date", () => {
    expect(findRevisionDate(["Print Date 08/22/2017  Page 1 (10)"])).toBeNull();
  });
});
