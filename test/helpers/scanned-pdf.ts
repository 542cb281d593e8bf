import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { degrees, PDFDocument, setTextRenderingMode, StandardFonts, TextRenderingMode } from "pdf-lib";
import { uniqueSerial } from "./serial";

/**
 * A scanned SDS as a plant's copier makes one: pages of typed text rendered to an image (poppler's pdftoppm,
 * which .ci/run installs when missing) and put into a new PDF with no text layer. Each page is a list of lines.
 * A serial number on page 1 makes every call a new document to the SHA-256 deduplication. `rotate: 90`: each
 * page laid on the glass sideways (turned a quarter anticlockwise: a landscape scan whose lines run upwards).
 */
export async function makeScannedPdf(pages: string[][], opts: { dpi?: number; rotate?: 0 | 90 } = {}): Promise<Uint8Array> {
  const typed = await PDFDocument.create();
  const font = await typed.embedFont(StandardFonts.Helvetica);
  pages.forEach((lines, index) => {
    const sideways = opts.rotate === 90;
    const page = typed.addPage(sideways ? [792, 612] : [612, 792]);
    const all = index === 0 ? [...lines, `Serial ${uniqueSerial()}`] : lines;
    all.forEach((line, i) => page.drawText(line, sideways
      ? { x: 52 + i * 18, y: 54, size: 11, font, rotate: degrees(90) }
      : { x: 54, y: 740 - i * 18, size: 11, font }));
  });
  return scanOf(await typed.save(), { dpi: opts.dpi });
}

/** Any PDF as a copier scans it: every page rendered to a grey image (pdftoppm) and put into a PDF with no text layer. */
export async function scanOf(typed: Uint8Array, opts: { dpi?: number } = {}): Promise<Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-scan-"));
  try {
    await Bun.write(join(dir, "typed.pdf"), typed);
    const render = Bun.spawnSync(["pdftoppm", "-r", String(opts.dpi ?? 300), "-gray", "-png", join(dir, "typed.pdf"), join(dir, "page")]);
    if (render.exitCode !== 0) throw new Error(`pdftoppm failed: ${render.stderr.toString()}`);
    const source = await PDFDocument.load(typed);
    const scan = await PDFDocument.create();
    const count = source.getPageCount();
    for (let i = 1; i <= count; i++) {
      const name = count >= 10 ? `page-${String(i).padStart(2, "0")}.png` : `page-${i}.png`;
      const png = await scan.embedPng(await Bun.file(join(dir, name)).arrayBuffer());
      const { width, height } = source.getPage(i - 1).getSize();
      const page = scan.addPage([width, height]);
      page.drawImage(png, { x: 0, y: 0, width, height });
    }
    return await scan.save();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A searchable scan as a copier makes one: the page's image, and over it the copier's OCR reading drawn invisible
 * (text rendering mode 3). Its Producer names the copier, not the OCR.
 */
export async function makeSearchableScan(read: string[], producer: string): Promise<Uint8Array> {
  const scan = await PDFDocument.load(await makeScannedPdf([read]));
  const page = scan.getPage(0);
  const font = await scan.embedFont(StandardFonts.Helvetica);
  page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
  read.forEach((line, i) => page.drawText(line, { x: 54, y: 740 - i * 18, size: 11, font }));
  scan.setProducer(producer);
  return scan.save();
}

/** Lines of a small SDS whose fields the parser finds: identity, hazards, composition. */
export const SCANNED_SDS_LINES: string[][] = [[
  "SAFETY DATA SHEET",
  "SECTION 1. IDENTIFICATION",
  "Product name:    Kettle Descaler Forte",
  "Manufacturer:    Brightwater Chemicals Ltd",
  "Revision date:    2021-03-15",
  "SECTION 2. HAZARDS IDENTIFICATION",
  "Signal word:    Danger",
  "Hazard statements",
  "H314 Causes severe skin burns and eye damage.",
  "H290 May be corrosive to metals.",
  "SECTION 3. COMPOSITION/INFORMATION ON INGREDIENTS",
  "Sulfamic acid    CAS 5329-14-6    10 - 30 %",
  "Citric acid    CAS 77-92-9    5 - 10 %",
  "SECTION 4. FIRST AID MEASURES",
  "Rinse skin with water. Call a doctor.",
]];
