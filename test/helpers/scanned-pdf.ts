import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";

/**
 * A scanned SDS as a plant's copier makes one: pages of typed text rendered to an image (poppler's pdftoppm,
 * which .ci/run installs when missing) and put into a new PDF with no text layer. Each page is a list of lines.
 * A serial number on page 1 makes every call a new document to the SHA-256 deduplication.
 */
export async function makeScannedPdf(pages: string[][], opts: { dpi?: number; rotate?: 0 | 90 } = {}): Promise<Uint8Array> {
  const typed = await PDFDocument.create();
  const font = await typed.embedFont(StandardFonts.Helvetica);
  pages.forEach((lines, index) => {
    const page = typed.addPage([612, 792]);
    const all = index === 0 ? [...lines, `Serial ${process.pid}-${Math.random().toString(36).slice(2)}`] : lines;
    all.forEach((line, i) => page.drawText(line, { x: 54, y: 740 - i * 18, size: 11, font }));
  });
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-scan-"));
  try {
    await Bun.write(join(dir, "typed.pdf"), await typed.save());
    const render = Bun.spawnSync(["pdftoppm", "-r", String(opts.dpi ?? 300), "-gray", "-png", join(dir, "typed.pdf"), join(dir, "page")]);
    if (render.exitCode !== 0) throw new Error(`pdftoppm failed: ${render.stderr.toString()}`);
    const scan = await PDFDocument.create();
    for (let i = 1; i <= pages.length; i++) {
      const name = pages.length >= 10 ? `page-${String(i).padStart(2, "0")}.png` : `page-${i}.png`;
      const png = await scan.embedPng(await Bun.file(join(dir, name)).arrayBuffer());
      const page = scan.addPage([612, 792]);
      page.drawImage(png, { x: 0, y: 0, width: 612, height: 792 });
    }
    return await scan.save();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
