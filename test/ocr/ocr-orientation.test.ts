import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config";
import { readOcrPages } from "../../src/modules/sds/sds-ocr.pages";
import { ocrPdfPage, rotateQuarter } from "../../src/shared/ocr/ocr-page";
import { ocrReaderLimits } from "../../src/shared/ocr/ocr-reader-limits";
import { lineDirection } from "../../src/shared/ocr/text-orientation";
import type { GrayImage } from "../../src/shared/ocr/tesseract-engine";
import { PdfReaderPool } from "../../src/shared/pdf/pdf-reader-pool";
import { makeScannedPdf, SCANNED_SDS_LINES } from "../helpers/scanned-pdf";

const dir = mkdtempSync(join(tmpdir(), "chemsafe-ocr-turn-"));
const pools: PdfReaderPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const HAZARDS = ["SECTION 2. HAZARDS IDENTIFICATION", "Signal word: Danger", "H314 Causes severe skin burns and eye damage.",
  "H290 May be corrosive to metals.", "P280 Wear protective gloves and eye protection."];

/** A page image of lines of "text": dark bars of words, 40 px line pitch, as a 300 dpi scan draws them. */
function barsPage(): GrayImage {
  const [width, height] = [1200, 1600];
  const data = new Uint8Array(width * height).fill(255);
  for (let line = 0; line < 30; line++) {
    for (let y = 100 + line * 40; y < 100 + line * 40 + 22; y++) {
      for (let x = 100; x < 1100 - (line * 37) % 300; x++) if ((x + line * 23) % 60 < 48 && (x * 7 + line * 13) % 11 !== 0) data[y * width + x] = 0;
    }
  }
  return { width, height, data };
}

describe("which way a scanned page's lines run", () => {
  test("lines across the image read as horizontal, the same image turned a quarter as vertical", () => {
    const page = barsPage();
    expect(lineDirection(page, 300).direction).toBe("horizontal");
    expect(lineDirection(rotateQuarter(page, true), 300).direction).toBe("vertical");
    expect(lineDirection(rotateQuarter(page, false), 300).direction).toBe("vertical");
  });

  test("a blank page is not called either way", () => {
    expect(lineDirection({ width: 100, height: 100, data: new Uint8Array(10_000).fill(255) }, 300).direction).toBe("unsure");
  });
});

describe("OCR of a page scanned sideways", () => {
  test("is read turned without first being read upright at full size (the costly reading of noise)", async () => {
    const pdf = await makeScannedPdf(SCANNED_SDS_LINES, { rotate: 90 });
    const { page } = await ocrPdfPage(pdf, { page: 1, languages: ["eng"], maxPages: 200 });
    expect(page!.lines.map((l) => l.text).join("\n")).toContain("H314");
    expect(page!.turn).toBe(90);
    expect(page!.stats!.tries.filter((t) => t.turn === 0)).toEqual([]);
    expect(page!.stats!.tries.at(-1)).toMatchObject({ turn: 90, share: 1 });
  }, 120_000);

  test("a page whose document is known to be turned is read once, at that turn", async () => {
    const pdf = await makeScannedPdf(SCANNED_SDS_LINES, { rotate: 90 });
    const { page } = await ocrPdfPage(pdf, { page: 1, languages: ["eng"], maxPages: 200, turn: 90 });
    expect(page!.lines.map((l) => l.text).join("\n")).toContain("H314");
    expect(page!.stats!.tries).toHaveLength(1);
    expect(page!.stats!.tries[0]).toMatchObject({ turn: 90, share: 1 });
  }, 120_000);

  test("an upright page is read once, upright", async () => {
    const pdf = await makeScannedPdf(SCANNED_SDS_LINES);
    const { page } = await ocrPdfPage(pdf, { page: 1, languages: ["eng"], maxPages: 200 });
    expect(page!.turn).toBe(0);
    expect(page!.stats!.tries).toHaveLength(1);
  }, 120_000);

  test("a document scanned sideways: the turn its first page is read at is used for the others", async () => {
    const config = loadConfig({ OCR_READERS: "1" });
    const pool = new PdfReaderPool(ocrReaderLimits(config.pdf, config.ocr), { warn() {}, debug() {} });
    pools.push(pool);
    const path = join(dir, "sideways.pdf");
    writeFileSync(path, await makeScannedPdf([SCANNED_SDS_LINES[0]!, HAZARDS, HAZARDS], { rotate: 90 }));
    const pages = await readOcrPages(pool, { path, owner: null, pages: [1, 2, 3], notLanguage: new Set(), warnings: [], parallel: 1 });
    expect(pages.get(1)!.turn).toBe(90);
    for (const n of [2, 3]) {
      expect(pages.get(n)!.lines.map((l) => l.text).join("\n")).toContain("H290");
      expect(pages.get(n)!.stats!.tries).toEqual([expect.objectContaining({ turn: 90, share: 1 })]);
    }
  }, 240_000);
});
