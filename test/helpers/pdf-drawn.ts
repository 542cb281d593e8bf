/**
 * PDFs drawn here with pdf-lib and read back through the real reader, for the reader's layout tests (reading order,
 * letter spacing, columns).
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { DEJAVU_BYTES } from "./pdf-layout-render.ts";

export type Draw = (page: PDFPage, font: PDFFont) => void;

/** A PDF of A4 pages, each drawn by its function with one font: Helvetica, or DejaVu (subset) for text beyond Latin-1. */
export async function drawnPdf(pages: readonly Draw[], options: { unicode?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = options.unicode ? await doc.embedFont(DEJAVU_BYTES, { subset: true }) : await doc.embedFont(StandardFonts.Helvetica);
  for (const draw of pages) draw(doc.addPage([595, 842]), font);
  return doc.save();
}

/** The reader's lines of each page, as text. */
export async function readerLines(bytes: Uint8Array): Promise<string[][]> {
  const text = await extractPdfText(bytes);
  return text.pages.map((page) => page.lines.map((line) => line.text));
}
