import { describe, expect, test } from "bun:test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { ocrPdfPage } from "../../src/shared/ocr/ocr-page";
import { invertDarkBands } from "../../src/shared/ocr/dark-bands";
import type { GrayImage } from "../../src/shared/ocr/tesseract-engine";
import { scanOf } from "../helpers/scanned-pdf";

/** A white page image with the given rectangles painted at a grey value. */
function page(width: number, height: number, boxes: { x: number; y: number; w: number; h: number; grey: number }[]): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const b of boxes) for (let y = b.y; y < b.y + b.h; y++) data.fill(b.grey, y * width + b.x, y * width + b.x + b.w);
  return { width, height, data };
}
const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x];

describe("dark bands turned light before reading", () => {
  test("a filled bar with light letters in it comes out light with dark letters; the page around it is kept", () => {
    // 200 dpi: a bar 1000 × 50 px with two light "letters" cut into it, and dark type beside it.
    const image = page(1400, 400, [{ x: 100, y: 100, w: 1000, h: 50, grey: 20 }, { x: 150, y: 110, w: 8, h: 30, grey: 240 },
      { x: 170, y: 110, w: 20, h: 6, grey: 240 }, { x: 1200, y: 110, w: 6, h: 30, grey: 0 }]);
    const { image: out, bands } = invertDarkBands(image, 200);
    expect(bands).toEqual([{ left: 100, top: 100, width: 1000, height: 50 }]);
    expect(at(out, 120, 105)).toBe(255); // the bar: white
    expect(at(out, 152, 120)).toBe(16); // a letter in it: dark
    expect(at(out, 175, 112)).toBe(16);
    expect(at(out, 1202, 120)).toBe(0); // type beside the bar: as it was
    expect(at(out, 50, 50)).toBe(255);
    expect(at(image, 120, 105)).toBe(20); // the input is not changed
  });

  test("rules, frames, bold type and small filled marks are not bands", () => {
    const image = page(1400, 600, [
      { x: 100, y: 50, w: 1200, h: 4, grey: 0 }, // a table rule
      { x: 100, y: 100, w: 1000, h: 3, grey: 0 }, { x: 100, y: 200, w: 1000, h: 3, grey: 0 }, // a frame's edges
      { x: 100, y: 100, w: 3, h: 103, grey: 0 }, { x: 1097, y: 100, w: 3, h: 103, grey: 0 },
      { x: 100, y: 300, w: 120, h: 40, grey: 0 }, // a filled mark (a bullet, a logo's block): not an inch wide
      ...Array.from({ length: 30 }, (_, i) => ({ x: 100 + i * 30, y: 400, w: 14, h: 40, grey: 0 })), // heavy type
    ]);
    expect(invertDarkBands(image, 200).bands).toEqual([]);
  });

  // Through the app's OCR path: headings printed white on bars just taller than their type (a black one, a dark
  // grey-blue one), scanned at 200 dpi. Tesseract alone loses both: a bar this tight is one big mark to it.
  test("a section heading printed white on a tight dark bar is read", async () => {
    const typed = await PDFDocument.create();
    const bold = await typed.embedFont(StandardFonts.HelveticaBold);
    const regular = await typed.embedFont(StandardFonts.Helvetica);
    const sheet = typed.addPage([612, 792]);
    sheet.drawText("Product name:    Kettle Descaler Forte", { x: 54, y: 720, size: 11, font: regular });
    sheet.drawRectangle({ x: 48, y: 680, width: 516, height: 14, color: rgb(0.3, 0.3, 0.5) });
    sheet.drawText("SECTION 2: HAZARDS IDENTIFICATION", { x: 56, y: 684, size: 10, font: bold, color: rgb(1, 1, 1) });
    sheet.drawText("Signal word:    Danger", { x: 54, y: 655, size: 11, font: regular });
    sheet.drawRectangle({ x: 48, y: 615, width: 516, height: 13, color: rgb(0, 0, 0) });
    sheet.drawText("SECTION 3: COMPOSITION", { x: 56, y: 618, size: 9, font: bold, color: rgb(1, 1, 1) });
    sheet.drawText("Citric acid    CAS 77-92-9    5 - 10 %", { x: 54, y: 590, size: 11, font: regular });
    const scan = await scanOf(await typed.save(), { dpi: 200 });
    const { page: read } = await ocrPdfPage(scan, { page: 1, languages: ["eng"], maxPages: 10 });
    const text = read!.lines.map((l) => l.text).join("\n");
    expect(text).toContain("SECTION 2: HAZARDS IDENTIFICATION");
    expect(text).toContain("SECTION 3: COMPOSITION");
    expect(text).toContain("Kettle Descaler Forte");
    expect(text).toMatch(/Signal word:\s+Danger/);
    expect(text).toContain("77-92-9");
  }, 120_000);
});
