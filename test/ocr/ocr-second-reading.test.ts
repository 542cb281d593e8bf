import { describe, expect, test } from "bun:test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OCR_READ_SETTINGS, withOverrides } from "../../src/shared/ocr/ocr-settings";
import { readPageImage } from "../../src/shared/ocr/read-page-image";
import { regionsToReread, unreadInk } from "../../src/shared/ocr/second-reading";
import { TesseractEngine, type GrayImage, type OcrWord } from "../../src/shared/ocr/tesseract-engine";

/** A white image with black rectangles ("letters") painted in it. */
function page(width: number, height: number, boxes: { x: number; y: number; w: number; h: number }[]): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const b of boxes) for (let y = b.y; y < b.y + b.h; y++) data.fill(0, y * width + b.x, y * width + b.x + b.w);
  return { width, height, data };
}
/** Letter-like marks (hollow 8 × 20 px "O"s with a 2-px stroke, 6 px apart) in a row from x. */
const row = (x: number, y: number, count: number) => Array.from({ length: count }, (_, i) => x + i * 14).flatMap((left) => [
  { x: left, y, w: 8, h: 2 }, { x: left, y: y + 18, w: 8, h: 2 }, { x: left, y, w: 2, h: 20 }, { x: left + 6, y, w: 2, h: 20 },
]);
const word = (left: number, top: number, width: number, height: number, confidence: number, text = "word"): OcrWord => ({ text, left, top, width, height, confidence });

describe("what a second reading reads again", () => {
  test("letter-sized ink no word covers is found as a line; ink a word covers, specks and rules are not", () => {
    const image = page(1600, 600, [
      ...row(100, 100, 10), // read: a word covers it
      ...row(100, 200, 6), // unread
      ...Array.from({ length: 40 }, (_, i) => ({ x: 100 + i * 9, y: 300, w: 3, h: 3 })), // specks of a grey fill
      { x: 100, y: 400, w: 1200, h: 3 }, // a table rule
    ]);
    const found = unreadInk(image, 200, [word(95, 95, 150, 30, 90)]);
    expect(found).toEqual([{ left: 100, top: 200, width: 6 * 14 - 6, height: 20 }]);
  });

  test("a short line read poorly is read again, a page-wide one and a clear one are not", () => {
    const image = page(1600, 600, []);
    const first = {
      meanConfidence: 60,
      lines: [
        { words: [word(100, 100, 200, 20, 30, "Qu1llrn0or")] }, // a short cell read poorly
        { words: [word(100, 200, 700, 20, 20, "~~"), word(820, 200, 600, 20, 25, "SECTI0N")] }, // a wide band read poorly
        { words: [word(100, 300, 200, 20, 93, "Danger")] }, // read clearly
      ],
    };
    const regions = regionsToReread(image, 200, first, OCR_READ_SETTINGS.rereadBelow);
    expect(regions.map((r) => [r.kind, r.top])).toEqual([["low", 100]]);
  });
});

/** A page as an office scanner gives it back at 200 dpi: rendered grey, then cut to black and white. */
async function scannedImage(pdf: Uint8Array): Promise<GrayImage> {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-reread-"));
  try {
    await Bun.write(join(dir, "page.pdf"), pdf);
    const run = Bun.spawnSync(["pdftoppm", "-gray", "-r", "200", "-singlefile", join(dir, "page.pdf"), join(dir, "page")]);
    if (run.exitCode !== 0) throw new Error(run.stderr.toString());
    const bytes = readFileSync(join(dir, "page.pgm"));
    const [, width, height] = bytes.subarray(0, 20).toString("latin1").split(/\s+/).map(Number) as [number, number, number];
    const data = new Uint8Array(bytes.subarray(bytes.length - width * height)).map((v) => (v < 150 ? 0 : 255));
    return { width, height, data };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Through the engine: an identity block printed as a ruled grid with small labels in narrow cells, as older
// sheets print section 1 (invented names), scanned at 200 dpi and cut to black and white.
describe("a second reading of an identity grid", () => {
  test("small print in ruled cells that the first reading leaves unread is read", async () => {
    const typed = await PDFDocument.create();
    const regular = await typed.embedFont(StandardFonts.Helvetica);
    const bold = await typed.embedFont(StandardFonts.HelveticaBold);
    const sheet = typed.addPage([612, 792]);
    sheet.drawText("SAFETY DATA SHEET", { x: 160, y: 740, size: 22, font: bold });
    sheet.drawText("1. PRODUCT & COMPANY IDENTIFICATION", { x: 150, y: 700, size: 12, font: bold });
    const cells: [string, string][] = [
      ["1.1", "Product Name:"], ["1.2", "Chemical Name:"], ["1.3", "Trade Names:"], ["1.4", "Distributor's Name:"],
      ["1.5", "Distributor's Address:"], ["1.6", "Emergency Phone:"], ["1.7", "Business Phone / Fax:"],
    ];
    const printed = ["Quillmoor Glaze Remover", "NA", "Pelloris Blue (All Shades)", "Vandrell Coatings, LLC",
      "41 Harbor Lane, Fenwick, OH 43210", "+1 (555) 014-2200", "+1 (555) 014-2299"];
    cells.forEach(([number, label], i) => {
      const y = 672 - i * 12;
      for (const [x, width] of [[40, 30], [70, 110], [180, 380]] as const) {
        sheet.drawRectangle({ x, y, width, height: 12, borderColor: rgb(0, 0, 0), borderWidth: 0.6 });
      }
      sheet.drawText(number, { x: 43, y: y + 3, size: 6, font: regular });
      sheet.drawText(label, { x: 73, y: y + 3, size: 6, font: regular });
      sheet.drawText(printed[i]!, { x: 183, y: y + 2.5, size: 9, font: i === 3 ? bold : regular });
    });
    const image = await scannedImage(await typed.save());
    const readWith = async (rereadBelow: number) => {
      const engine = await TesseractEngine.load(["eng"], withOverrides(OCR_READ_SETTINGS, { rereadBelow }));
      try {
        return readPageImage(engine, image, 200).lines.map((line) => line.words.map((w) => w.text).join(" ")).join("\n");
      } finally {
        engine.end();
      }
    };
    const [once, twice] = [await readWith(0), await readWith(OCR_READ_SETTINGS.rereadBelow)];
    // Read as one block, the grid is lost whole (its heading above it is read); read again cell line by cell line,
    // its values and most of its small labels are read, and what the first reading read is kept.
    const values = ["Quillmoor Glaze Remover", "Pelloris Blue (All Shades)", "Vandrell Coatings, LLC", "+1 (555) 014-2200"];
    for (const value of values) expect(once).not.toContain(value);
    for (const value of values) expect(twice).toContain(value);
    const labels = cells.map(([, label]) => label).filter((label) => twice.includes(label));
    expect(labels.length).toBeGreaterThanOrEqual(4);
    expect(twice).toContain("1. PRODUCT & COMPANY IDENTIFICATION");
  }, 120_000);
});
