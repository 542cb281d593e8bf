/**
 * Dates a scan's OCR misread in the forms the metamorphic family O found unrepaired (session 39): a month's name
 * between hyphens or slashes, the year first with slashes, a two-digit year, a day of one look-alike letter beside the
 * month's name. Invented lines, several languages.
 */
import { describe, expect, test } from "bun:test";
import { repairOcrDateLine } from "../../src/modules/parsing/ocr-date-repair";
import { parseScan } from "../helpers/ocr-scan";

describe("a date with a month's name between hyphens or slashes, a digit read as a letter", () => {
  test("is written in digits again", () => {
    expect(repairOcrDateLine("Bearbeitet am: 07-Okt-2O18    Version 1.01").text).toBe("Bearbeitet am: 07-Okt-2018    Version 1.01");
    expect(repairOcrDateLine("Revision Date 29-Nov-2Ol6    Revision Number 2").text).toBe("Revision Date 29-Nov-2016    Revision Number 2");
    expect(repairOcrDateLine("Date de révision : O7-avr.-2015").text).toBe("Date de révision : 07-avr.-2015");
    expect(repairOcrDateLine("Revision Date: l4/October/2014").text).toBe("Revision Date: 14/October/2014");
    expect(repairOcrDateLine("Revised on :l3-June-2016 / v 6.6").text).toBe("Revised on :13-June-2016 / v 6.6");
  });
});

describe("a date printed year first with slashes or dots, a digit read as a letter", () => {
  test("is written in digits again", () => {
    expect(repairOcrDateLine("Revision date : 2O16/12/05    Page: 1/11").text).toBe("Revision date : 2016/12/05    Page: 1/11");
    expect(repairOcrDateLine("Revision date : 20l6/12/05").text).toBe("Revision date : 2016/12/05");
    expect(repairOcrDateLine("Datum: 2019.O3.12").text).toBe("Datum: 2019.03.12");
  });
});

describe("a numeric date with a two-digit year, a digit read as a letter", () => {
  test("is written in digits again", () => {
    expect(repairOcrDateLine("Fecha de Emisión: l2/1/16").text).toBe("Fecha de Emisión: 12/1/16");
    expect(repairOcrDateLine("Issue Date: 2/24/l6").text).toBe("Issue Date: 2/24/16");
    expect(repairOcrDateLine("REVISION DATE l/1/13").text).toBe("REVISION DATE 1/1/13");
  });
});

describe("a day of one look-alike letter beside the month's name", () => {
  test("is the day", () => {
    expect(repairOcrDateLine("DATE: March l, 2021").text).toBe("DATE: March 1, 2021");
    expect(repairOcrDateLine("Last updated: June l, 2015").text).toBe("Last updated: June 1, 2015");
    expect(repairOcrDateLine("Stand: l. März 2019").text).toBe("Stand: 1. März 2019");
  });
});

describe("what is no date stays as read", () => {
  test("words, codes, regulations and versions", () => {
    for (const line of [
      "Regulation (EC) No 1907/2006", "(EU) 2015/830", "Page: 1/11", "Version 1.01", "Lot l2/OK/16", "Ref. ABO-Nov-2018",
      "Reg. 2O16/12", "Item I/O/16", "March is the month", "Il a 12 ans", "lot 12/l/16a", "Tel. 2016/12/0512",
    ]) {
      expect(repairOcrDateLine(line).text).toBe(line);
    }
  });
});

describe("a scan's revision date so misread", () => {
  test("is read, not another date of the line", () => {
    const lines = (date: string) => [
      "SAFETY DATA SHEET", `Revision date : ${date}    Page: 1/11`, "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
      "Product name:    Glide Alpha", "SECTION 2: Hazards identification",
    ];
    expect(parseScan([lines("2O16/12/05")]).revision_date).toBe("2016-12-05");
    expect(parseScan([lines("29-Nov-2Ol6")]).revision_date).toBe("2016-11-29");
  });
});
