/**
 * Product, manufacturer and revision date on scans (session 16): kinds of OCR damage the tune scans showed where the
 * text layer reads the field right.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair";

describe("a bare date label whose colon OCR lost, its date written month first", () => {
  const header = ["INTERNATIONAL FLAVORS & FRAGRANCES", "Product    T APPLE - 17J04AFA"];
  test.each([
    ["Date    May 11, 2007    Page    1(7)", "2007-05-11"],
    ["Date    June 3, 2015", "2015-06-03"],
    ["Date    Sept. 14, 2016    Page 1 of 6", "2016-09-14"],
    ["DATE    OCTOBER 2, 2019", "2019-10-02"],
  ])("%s → %s, as the weakest label", (line, iso) => {
    const found = findRevisionDate([...header, line, "1. CHEMICAL PRODUCT AND COMPANY IDENTIFICATION"], "month-first");
    expect(found?.value).toBe(iso);
    expect(found!.confidence).toBeLessThanOrEqual(0.6);
  });

  test("a date label of its own wins over the bare one; a bare label before words or a later date stays unread", () => {
    expect(findRevisionDate(["Date    May 11, 2007", "Revision date:    June 3, 2015"], "month-first")?.value).toBe("2015-06-03");
    for (const line of ["Date    Signature    May 11, 2007", "Date    May be revised without notice", "Date    Prepared by R. May, 2007"]) {
      expect(findRevisionDate(["Product    Apple", line], "month-first")).toBeNull();
    }
  });
});

describe("OCR repairs keep what they do not mend", () => {
  test("the bare date line is read the same after the OCR repairs", () => {
    const lines = repairOcrLines(["Prepared for    :PEPSI COLA", "Date    May 11, 2007    Page    1(7)"]).lines;
    expect(findRevisionDate(lines, "month-first")?.value).toBe("2007-05-11");
  });
});
