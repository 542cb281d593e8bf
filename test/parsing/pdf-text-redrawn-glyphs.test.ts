/**
 * Text layers that draw a glyph twice: some producers (Word's PDF export with clipped text chunks) start each chunk
 * with the glyph the previous chunk ended on, at the same place, so a naive reading doubles letters at every chunk
 * boundary ("Signnal Word", "Hazzard Statement") and no label is recognised. PDFs made here with pdf-lib.
 */
import { describe, expect, test } from "bun:test";
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";

/** Draws `text` in chunks cut after the given lengths; each chunk after the first redraws the glyph before it. */
function drawChunksRedrawingEdges(page: PDFPage, font: PDFFont, text: string, at: { x: number; y: number; size: number; cuts: number[] }): void {
  let start = 0;
  for (const cut of [...at.cuts, text.length]) {
    const from = start === 0 ? 0 : start - 1;
    const x = at.x + font.widthOfTextAtSize(text.slice(0, from), at.size);
    page.drawText(text.slice(from, cut), { x, y: at.y, size: at.size, font });
    start = cut;
  }
}

async function pdfOf(draw: (page: PDFPage, font: PDFFont) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  draw(doc.addPage([612, 792]), font);
  return doc.save();
}

describe("a glyph drawn again where the previous chunk ended is read once", () => {
  test("label and statement lines read without doubled letters", async () => {
    const bytes = await pdfOf((page, font) => {
      drawChunksRedrawingEdges(page, font, "Signal Word: WARNING", { x: 44, y: 700, size: 8, cuts: [4, 12] });
      drawChunksRedrawingEdges(page, font, "Hazard Statement: Causes serious eye irritation.", { x: 44, y: 688, size: 8, cuts: [3, 22, 40] });
    });
    const lines = (await extractPdfText(bytes)).pages[0]!.lines.map((line) => line.text);
    expect(lines).toEqual(["Signal Word: WARNING", "Hazard Statement: Causes serious eye irritation."]);
  });

  test("letters really doubled in one chunk, and chunks that only touch, are kept", async () => {
    const bytes = await pdfOf((page, font) => {
      page.drawText("Classification: Skin Irrit. 2", { x: 44, y: 700, size: 8, font });
      page.drawText("Hazard", { x: 44, y: 688, size: 8, font });
      page.drawText("dust", { x: 44 + font.widthOfTextAtSize("Hazard", 8), y: 688, size: 8, font });
    });
    const lines = (await extractPdfText(bytes)).pages[0]!.lines.map((line) => line.text);
    expect(lines).toEqual(["Classification: Skin Irrit. 2", "Hazarddust"]);
  });

  test("where chunks overlap whatever their glyphs (generous widths), a repeated digit is real and kept", async () => {
    const bytes = await pdfOf((page, font) => {
      let x = 44;
      for (const chunk of ["Anmerkung:", "UN307", "7&U", "N308", "2–Die", "seProdukte"]) {
        page.drawText(chunk, { x, y: 700, size: 9, font });
        x += font.widthOfTextAtSize(chunk, 9) - 3;
      }
    });
    const lines = (await extractPdfText(bytes)).pages[0]!.lines.map((line) => line.text);
    expect(lines).toEqual(["Anmerkung:UN3077&UN3082–DieseProdukte"]);
  });

  test("an OSHA sheet in such chunks gives its signal word and hazard code", async () => {
    const bytes = await pdfOf((page, font) => {
      const line = (text: string, y: number, cuts: number[]) => drawChunksRedrawingEdges(page, font, text, { x: 44, y, size: 8, cuts });
      line("SECTION 1 -- IDENTIFICATION", 740, [22]);
      line("Product Name: Odor Absorber Gel", 728, [6, 20]);
      line("SECTION 2 -- HAZARDS IDENTIFICATION", 700, [30]);
      line("Hazard Classification: Eye Damage/Irritation Category: 2A", 688, [3, 14, 31]);
      line("Signal Word: WARNING", 676, [4]);
      line("Pictogram(s): Exclamation mark", 664, [5, 18]);
      line("Hazard Statement: Causes serious eye irritation.", 652, [3]);
      line("SECTION 3 -- COMPOSITION / INFORMATION ON INGREDIENTS", 624, [19, 32]);
      line("Propylene glycol (CAS No. 57-55-6)    <50.0", 612, [3, 20]);
    });
    const parsed = parseSds(await extractPdfText(bytes));
    expect(parsed.signal_word).toBe("WARNING");
    expect(parsed.h_codes).toEqual(["H319"]);
  });
});
