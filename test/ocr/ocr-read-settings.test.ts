import { describe, expect, test } from "bun:test";
import { ocrPdfPage } from "../../src/shared/ocr/ocr-page";
import { OCR_READ_SETTINGS, settingsTag, withOverrides } from "../../src/shared/ocr/ocr-settings";
import { MAX_READ_PIXELS, readingFactor, scaleImage } from "../../src/shared/ocr/read-page-image";
import type { GrayImage } from "../../src/shared/ocr/tesseract-engine";
import { makeScannedPdf, SCANNED_SDS_LINES } from "../helpers/scanned-pdf";

describe("page images scaled up before reading", () => {
  test("a black square on white keeps its place and grows by the factor, with grey edges between", () => {
    const [width, height] = [40, 30];
    const data = new Uint8Array(width * height).fill(255);
    for (let y = 10; y < 20; y++) data.fill(0, y * width + 10, y * width + 20);
    const out = scaleImage({ width, height, data } satisfies GrayImage, 1.5);
    expect([out.width, out.height]).toEqual([60, 45]);
    const row = Array.from(out.data.subarray(22 * 60, 23 * 60));
    const dark = row.map((v, x) => (v < 128 ? x : -1)).filter((x) => x >= 0);
    expect(dark[0]).toBeGreaterThanOrEqual(14);
    expect(dark.at(-1)).toBeLessThanOrEqual(30);
    expect(dark.length).toBe(15);
    expect(row.some((v) => v > 0 && v < 255)).toBe(true); // edges interpolated, not stepped
    expect(out.data[0]).toBe(255);
  });

  test("an image one pixel wide or high scales without reading outside it", () => {
    const out = scaleImage({ width: 1, height: 3, data: new Uint8Array([0, 128, 255]) }, 2);
    expect([out.width, out.height]).toEqual([2, 6]);
    expect(Array.from(out.data).every((v) => v >= 0 && v <= 255)).toBe(true);
  });

  test("a page is scaled up to the reading resolution, never down, and never past the pixel ceiling", () => {
    const letterAt = (dpi: number) => ({ width: Math.round(8.5 * dpi), height: Math.round(11 * dpi) });
    expect(readingFactor(letterAt(150), 150, 300)).toBe(2);
    expect(readingFactor(letterAt(200), 200, 300)).toBe(1.5);
    expect(readingFactor(letterAt(300), 300, 300)).toBe(1);
    expect(readingFactor(letterAt(400), 400, 300)).toBe(1);
    expect(readingFactor(letterAt(150), 150, 0)).toBe(1);
    // A drawing-sized sheet (A1 at 150 dpi, 17.5 M pixels) is read as it is.
    const a1 = { width: 3508, height: 4967 };
    expect(readingFactor(a1, 150, 300)).toBe(1);
    const a3 = { width: 1754, height: 2480 }; // A3 at 150 dpi: scaled only as far as the ceiling allows
    const factor = readingFactor(a3, 150, 300);
    expect(factor).toBeGreaterThan(1);
    expect(factor).toBeLessThan(2);
    expect(a3.width * a3.height * factor ** 2).toBeLessThanOrEqual(MAX_READ_PIXELS + 1);
  });

  // Through the app's path: a 150-dpi scan is read at the engine's reading resolution, and its lines come back
  // in page points where a 300-dpi scan of the same page puts them.
  test("a coarse scan's lines are read and placed like a fine scan's", async () => {
    const coarse = await ocrPdfPage(await makeScannedPdf(SCANNED_SDS_LINES, { dpi: 150 }), { page: 1, languages: ["eng"], maxPages: 10 });
    const fine = await ocrPdfPage(await makeScannedPdf(SCANNED_SDS_LINES, { dpi: 300 }), { page: 1, languages: ["eng"], maxPages: 10 });
    const text = coarse.page!.lines.map((l) => l.text).join("\n");
    expect(text).toContain("Kettle Descaler Forte");
    expect(text).toContain("5329-14-6");
    expect(coarse.page!.dpi).toBe(150);
    const at = (page: typeof coarse.page, word: string) => page!.lines.find((l) => l.text.includes(word))!;
    for (const word of ["Kettle", "H314", "5329-14-6"]) {
      expect(Math.abs(at(coarse.page, word).y - at(fine.page, word).y)).toBeLessThan(2);
      expect(Math.abs(at(coarse.page, word).x - at(fine.page, word).x)).toBeLessThan(2);
    }
  }, 120_000);
});

describe("OCR settings", () => {
  test("overrides merge tesseract variables, and any change gives another cache tag", () => {
    const tried = withOverrides(OCR_READ_SETTINGS, { variables: { tessedit_pageseg_mode: "3" } });
    expect(tried.variables.tessedit_pageseg_mode).toBe("3");
    expect(tried.minReadDpi).toBe(OCR_READ_SETTINGS.minReadDpi);
    expect(settingsTag(tried)).not.toBe(settingsTag(OCR_READ_SETTINGS));
    expect(settingsTag(withOverrides(OCR_READ_SETTINGS, {}))).toBe(settingsTag(OCR_READ_SETTINGS));
    expect(settingsTag(withOverrides(OCR_READ_SETTINGS, { minReadDpi: OCR_READ_SETTINGS.minReadDpi + 1 }))).not.toBe(settingsTag(OCR_READ_SETTINGS));
  });
});
