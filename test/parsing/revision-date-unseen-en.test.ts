/**
 * Revision dates on English layouts the parser has not seen: the labels US, Canadian, EU, UK, Australian and
 * Asian sheets print, text layers that split a month name, and the dates that are never the revision date.
 * Synthetic lines.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";

describe("revision-date labels of English sheets", () => {
  test.each([
    ["SDS Revision Date:    December 23, 2015", "2015-12-23"],
    ["Date of revision: 17.05.2018", "2018-05-17"],
    ["Last revised: March 3, 2020", "2020-03-03"],
    ["Reviewed on 02/11/2014", "2014-02-11"],
    ["Effective date: 2019-07-01", "2019-07-01"],
    ["SDS date: 12 Apr 2022", "2022-04-12"],
    ["Version date: 2021/06/30", "2021-06-30"],
    ["Date Issued: 5/5/2005", "2005-05-05"],
    ["Date Modified: 04/05/2021", "2021-04-05"],
    ["Revision Date: 2020.01.15", "2020-01-15"],
    ["Revision date: January 15th, 2020", "2020-01-15"],
    ["Revised: 15-JAN-2020", "2020-01-15"],
    ["Trade name: Cleaner 60    Status: 12.3.2004", "2004-03-12"],
    ["Product: Primer | Manufacturer: Acme LLC | Revison:12/23/2015, Version:0", "2015-12-23"],
  ])("%s", (line, iso) => {
    expect(findRevisionDate([line], "month-first")?.value).toBe(iso);
  });

  test("a month name split after its wide 'm' by the text layer is read", () => {
    expect(findRevisionDate(["SDS Creation Date:    June 26, 2006", "SDS Revision Date:    Decem ber 23, 2015"], "month-first")?.value).toBe("2015-12-23");
    expect(findRevisionDate(["Revision date: Novem ber 4, 2019"], "month-first")?.value).toBe("2019-11-04");
    expect(findRevisionDate(["Date of revision: 3 Septem ber 2021"], "day-first")?.value).toBe("2021-09-03");
  });

  test("'Supersedes' and 'Print date' are never the revision date", () => {
    expect(findRevisionDate(["Supersedes: 1/1/14", "Print date: 03/04/2016"], "month-first")).toBeNull();
    expect(findRevisionDate(["Supersedes Date: 06/01/2012    Revision Date: 06/01/2015"], "month-first")?.value).toBe("2015-06-01");
  });
});
