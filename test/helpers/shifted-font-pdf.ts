import { readFileSync } from "node:fs";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { SCANNED_SDS_LINES } from "./scanned-pdf";

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

/** The small SDS of the scanned-PDF helper, with single spaces (a text layer, not a page image to read). */
export const SHIFTED_SDS_LINES = SCANNED_SDS_LINES[0]!.map((line) => line.replace(/ {2,}/g, " "));
