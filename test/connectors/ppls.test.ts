import { describe, expect, test } from "bun:test";
import { labelFilesOf, looksLikeHtml, lookupRegNumber, parsePplsAnswer } from "../../src/modules/connectors/ppls";

describe("registration number asked", () => {
  test.each([
    ["264-849", "264-849"],
    ["000264-00849", "264-849"],
    ["  000264-00849 ", "264-849"],
    ["264-849-1234", "264-849"],
    ["000264-00849-001234", "264-849"],
    ["66551-1", "66551-1"],
    ["1-10", "1-10"],
  ])("%p → %p", (raw, asked) => expect(lookupRegNumber(raw)).toBe(asked));

  test.each(["", "264", "264-", "-849", "264/849", "CA-120001", "264-849-12-3", "0-849", "264-000", "264-849; DROP", "../264-849"])(
    "%p is not a registration number",
    (raw) => expect(lookupRegNumber(raw)).toBeNull(),
  );
});

describe("label files", () => {
  test("newest first by the yyyymmdd stamp; unsafe names are ignored", () => {
    const files = labelFilesOf({
      pdffiles: [
        { pdffile: "000264-00849-20150101.pdf" },
        { pdffile: "000264-00849-20200317.pdf" },
        { pdffile: "../../etc/passwd.pdf" },
        { pdffile: "https://evil.example/x.pdf" },
        { pdffile: "000264-00849-20180505.pdf" },
        { pdffile: 42 },
        null,
      ],
    });
    expect(files).toEqual([
      { fileName: "000264-00849-20200317.pdf", date: "2020-03-17" },
      { fileName: "000264-00849-20180505.pdf", date: "2018-05-05" },
      { fileName: "000264-00849-20150101.pdf", date: "2015-01-01" },
    ]);
  });

  test("an accepted-date field dates a file without a stamp; undated files come last", () => {
    expect(labelFilesOf({ pdffiles: [{ pdffile: "label.pdf" }, { pdffile: "other.pdf", pdffile_accepted_date: "2019-02-03T00:00:00Z" }] }))
      .toEqual([{ fileName: "other.pdf", date: "2019-02-03" }, { fileName: "label.pdf", date: null }]);
  });

  test("no pdffiles → none", () => {
    expect(labelFilesOf({})).toEqual([]);
    expect(labelFilesOf({ pdffiles: "x" })).toEqual([]);
  });
});

describe("PPLS answer", () => {
  const answer = {
    items: [
      { eparegno: "100-1", productname: "OTHER", pdffiles: [] },
      { eparegno: "264-849", productname: "BAYER ADVANCED PRODUCT ", product_status: "Active", signal_word: "Caution", pdffiles: [{ pdffile: "000264-00849-20200317.pdf", epa_reg_num: "264-849" }] },
    ],
  };

  test("the item with the asked number is chosen", () => {
    expect(parsePplsAnswer(answer, "264-849")).toEqual({
      regNumber: "264-849", productName: "BAYER ADVANCED PRODUCT", status: "Active", labels: [{ fileName: "000264-00849-20200317.pdf", date: "2020-03-17" }],
    });
  });

  test("an empty items list is not found; a body without items is not a PPLS answer", () => {
    expect(parsePplsAnswer({ items: [] }, "264-849")).toBeNull();
    expect(() => parsePplsAnswer({ error: "x" }, "264-849")).toThrow();
    expect(() => parsePplsAnswer(null, "264-849")).toThrow();
  });

  test("block pages are recognized by their leading bytes", () => {
    expect(looksLikeHtml("<html><head><title>Request Rejected</title>")).toBe(true);
    expect(looksLikeHtml("\uFEFF  <!DOCTYPE html>")).toBe(true);
    expect(looksLikeHtml(new TextEncoder().encode("\n<HTML>"))).toBe(true);
    expect(looksLikeHtml('{"items":[]}')).toBe(false);
    expect(looksLikeHtml(new TextEncoder().encode("%PDF-1.4"))).toBe(false);
  });
});
