import { readFileSync } from "node:fs";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";

const DEJAVU = join(import.meta.dir, "..", "..", "node_modules", "dejavu-fonts-ttf", "ttf", "DejaVuSans.ttf");

/**
 * A PDF whose text is printed with a real embedded TrueType font (DejaVu Sans, a CID font with Identity-H
 * codes = glyph ids) from which the /ToUnicode map has been removed — what some PDF writers produce. The page
 * shows the right letters, but a text extractor gets each glyph id as the character: DejaVu keeps the
 * standard Macintosh glyph order, so every character comes out 29 below the letter ("6'6" for "SDS"), as in
 * dap_drydex_spackling_garbled_font.pdf. `sound` lines are printed with Helvetica, whose text is right.
 */
export async function makeShiftedFontPdf(pages: { broken: string[]; sound?: string[] }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const broken = await doc.embedFont(readFileSync(DEJAVU), { subset: false });
  const sound = await doc.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    const page = doc.addPage([612, 792]);
    let y = 740;
    for (const line of content.sound ?? []) page.drawText(line, { x: 54, y: (y -= 16) + 16, size: 10, font: sound });
    for (const line of content.broken) page.drawText(line, { x: 54, y: (y -= 16) + 16, size: 10, font: broken });
  }
  // The font dictionary is written when the document is saved; drop its /ToUnicode then.
  const bytes = await doc.save();
  const reloaded = await PDFDocument.load(bytes);
  for (const [, object] of reloaded.context.enumerateIndirectObjects()) {
    const dict = object as { get?(name: PDFName): unknown; delete?(name: PDFName): void };
    if (dict.get?.(PDFName.of("Subtype")) === PDFName.of("Type0")) dict.delete!(PDFName.of("ToUnicode"));
  }
  return reloaded.save();
}

/** Lines of a small SDS, for the broken font. */
export const SHIFTED_SDS_LINES = [
  "SAFETY DATA SHEET",
  "SECTION 1. IDENTIFICATION",
  "Product name: Kettle Descaler Forte",
  "Manufacturer: Brightwater Chemicals Ltd",
  "Revision date: 2021-03-15",
  "SECTION 2. HAZARDS IDENTIFICATION",
  "Signal word: Danger",
  "Hazard statements",
  "H314 Causes severe skin burns and eye damage.",
  "H290 May be corrosive to metals.",
  "SECTION 3. COMPOSITION/INFORMATION ON INGREDIENTS",
  "Sulfamic acid CAS 5329-14-6 10 - 30 %",
  "SECTION 4. FIRST AID MEASURES",
  "Rinse skin with plenty of water for several minutes. Call a poison centre or a doctor.",
  "Remove contaminated clothing and wash it before it is worn again.",
];
