import { describe, expect, test } from "bun:test";
import { ocrPdfPage } from "../../src/shared/ocr/ocr-page";
import { makeScannedPdf, SCANNED_SDS_LINES } from "../helpers/scanned-pdf";

// tesseract's WebAssembly build under Bun, fed from the embedded language data, on a page image pdf.js decodes.
describe("OCR of a scanned page", () => {
  test("a page image of typed text is read back as lines with positions and confidence", async () => {
    const pdf = await makeScannedPdf(SCANNED_SDS_LINES);
    const { page, reason } = await ocrPdfPage(pdf, { page: 1, languages: ["eng"], maxPages: 200 });
    expect(reason).toBeNull();
    const text = page!.lines.map((l) => l.text).join("\n");
    expect(text).toContain("Kettle Descaler Forte");
    expect(text).toContain("H314");
    expect(text).toContain("5329-14-6");
    expect(text).toMatch(/Signal word:\s+Danger/);
    expect(page!.confidence).toBeGreaterThan(0.8);
    // Lines are in page points, top to bottom, as pdf-text.ts gives them.
    const ys = page!.lines.map((l) => l.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(page!.lines[0]!.y).toBeGreaterThan(40);
    expect(page!.lines[0]!.y).toBeLessThan(70);
    expect(page!.width).toBe(612);
  }, 120_000);
});
