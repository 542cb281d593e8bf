import { describe, expect, test } from "bun:test";
import { linesFromTsv } from "../../src/shared/ocr/tesseract-engine";
import { toPageLines } from "../../src/shared/ocr/ocr-page";
import { markOcrEvidence, mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";
import type { ParsedSds } from "../../src/modules/parsing/types";

const tsvRow = (block: number, line: number, word: number, left: number, top: number, width: number, conf: number, text: string) =>
  ["5", "1", String(block), "1", String(line), String(word), String(left), String(top), String(width), "40", String(conf), text].join("\t");

describe("OCR words become the parser's lines", () => {
  test("a form row split into two blocks by tesseract is one line, its columns kept apart; y in points at the baseline", () => {
    const tsv = [
      "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
      tsvRow(1, 1, 1, 150, 1000, 180, 96, "Signal"), tsvRow(1, 1, 2, 345, 1000, 120, 94, "word"),
      tsvRow(3, 1, 1, 700, 1000, 12, 90, ":"),
      tsvRow(2, 1, 1, 900, 1002, 200, 90, "Danger"),
      tsvRow(1, 2, 1, 150, 1100, 120, 80, "H314"),
    ].join("\n");
    const lines = toPageLines(linesFromTsv(tsv), 300 / 72);
    expect(lines.map((l) => l.text)).toEqual(["Signal word:    Danger", "H314"]);
    expect(lines[0]!.y).toBeCloseTo(1040 / (300 / 72), 0);
    expect(lines[0]!.x).toBeCloseTo(36, 0);
    expect(lines[0]!.confidence).toBeCloseTo(0.93, 1);
    // A colon set in a column of its own ("Signal word   :   Danger") is joined to its label.
  });
});

const page = (number: number, lines: string[], confidence = 0.9): OcrPage => ({
  number, width: 612, height: 792, confidence, dpi: 300, languages: "eng", lines: lines.map((text, i) => ({ text, x: 50, y: 50 + i * 14, fontSize: 10, confidence })),
});

describe("OCR pages in the document", () => {
  test("a garbled text layer is dropped and replaced; a footer over a scan is kept only when OCR read less", () => {
    const text = {
      numPages: 2, hasTextLayer: true,
      pages: [
        { number: 1, width: 612, height: 792, lines: [{ text: "6(&7,21 ,GHQWLILFDWLRQ", x: 50, y: 50 }] },
        { number: 2, width: 612, height: 792, lines: [{ text: "Page 2", x: 50, y: 780 }] },
      ],
      unreadablePages: [{ page: 1, reason: "not_language" as const }, { page: 2, reason: "no_text" as const }],
    };
    const merged = mergeOcrPages(text, new Map([[1, page(1, ["SECTION 1 Identification ".repeat(6)])]]));
    expect(merged.pages[0]!.lines.map((l) => l.text)).toEqual(["SECTION 1 Identification ".repeat(6)]);
    expect(merged.pages[1]!.lines.map((l) => l.text)).toEqual(["Page 2"]);
    expect(merged.hasTextLayer).toBe(true);
    expect(mergeOcrPages(text, new Map()).hasTextLayer).toBe(false); // garbage alone is no text to parse
  });

  test("evidence on OCR pages says so, with a confidence no higher than tesseract's for its line", () => {
    const parsed = {
      parse_confidence: 0.9, signal_word: "DANGER", product_name: "Soap", manufacturer: null, revision_date: null, h_codes: [], needs_review_reasons: [], evidence: {
        signal_word: { page: 1, text: "Signal word: Danger", confidence: 0.95, method: "text" },
        product_name: { page: 2, text: "Product name: Soap", confidence: 0.9, method: "text" },
      },
    } as unknown as ParsedSds;
    const ocr = page(1, ["Signal word: Danger"], 0.6);
    const scan = { numPages: 2, hasTextLayer: false, pages: [1, 2].map((number) => ({ number, width: 612, height: 792, lines: [] })),
      unreadablePages: [{ page: 1, reason: "no_text" as const }] };
    const marked = markOcrEvidence(parsed, mergeOcrPages(scan, new Map([[1, ocr]])));
    expect(marked.evidence.signal_word).toMatchObject({ method: "ocr", confidence: 0.57 });
    expect(marked.evidence.product_name).toMatchObject({ method: "text", confidence: 0.9 });
    expect(marked.parse_confidence).toBeCloseTo(0.9 * (0.5 + 0.5 * 0.6), 2);
    // The signal word OCR read poorly is now a doubt a person checks (session 27); the text layer's name is not.
    expect(marked.needs_review_reasons).toEqual(['the signal word "DANGER" was read by OCR and is uncertain']);
  });
});

describe("a page scanned sideways", () => {
  test("a quarter turn each way moves the pixels as a page turned on the glass", async () => {
    const { rotateQuarter } = await import("../../src/shared/ocr/ocr-page");
    // 3 wide, 2 high: row 0 = 1 2 3, row 1 = 4 5 6.
    const image = { width: 3, height: 2, data: new Uint8Array([1, 2, 3, 4, 5, 6]) };
    expect(rotateQuarter(image, true)).toEqual({ width: 2, height: 3, data: new Uint8Array([4, 1, 5, 2, 6, 3]) });
    expect(rotateQuarter(image, false)).toEqual({ width: 2, height: 3, data: new Uint8Array([3, 6, 2, 5, 1, 4]) });
  });
});
