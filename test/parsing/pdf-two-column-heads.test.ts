/**
 * Two columns of a sheet set at different sizes or leading, and headed with a dash after the section's number: the
 * reader's headed columns (text-columns.ts) take the rows above the first heading and below the shorter column's end
 * side by side (session 21). PDFs made here with pdf-lib, read through the real reader.
 */
import { describe, expect, test } from "bun:test";
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";

async function pdfOf(draw: (page: PDFPage, font: PDFFont) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  draw(doc.addPage([595, 842]), font);
  return doc.save();
}

async function linesOf(bytes: Uint8Array): Promise<string[][]> {
  const text = await extractPdfText(bytes);
  return text.pages.map((page) => page.lines.map((line) => line.text));
}

describe("two columns at different sizes or leading, and dashed section headings", () => {
  test("columns above their first heading set at different line pitches (their lines interleave, a side a row) are read with them", async () => {
    // The left column's head at 11 points, 13.75 apart; the right column goes on from the page before at 10 points, 12.5 apart.
    const leftHead = ["Safety Data Sheet", "1-Methylimidazole", "Revision date: 2016/12/05", "Version: 5.0"];
    const left = ["1. IDENTIFICATION", "Product name:    1-Methylimidazole", "Use: industrial users", "Supplier:    BASF Corporation", "2. HAZARDS IDENTIFICATION", "Signal word:    Danger"];
    const rightHead = ["Precautions (Prevention):", "P280    Wear protective gloves and", "eye protection/face", "protection.", "P210    Keep away from heat."];
    const right = ["P260    Do not breathe mist.", "P501    Dispose of contents.", "3. COMPOSITION", "CAS number:    616-47-7", "Weight:    99 - 100 %", "4. FIRST-AID MEASURES"];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number, size: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size, font }));
      leftHead.forEach((line, index) => draw(line, 40, 790 - index * 13.75, 11));
      left.forEach((line, index) => draw(line, 40, 735 - index * 12.5, 10));
      [...rightHead, ...right].forEach((line, index) => draw(line, 308, 790 - index * 12.5 - 8.7 * Math.sign(index), 10));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...leftHead, ...left, ...rightHead, ...right]);
  });

  test("the same with the space a generator leaves before a heading above the left column's first heading", async () => {
    const leftHead = ["SAFETY DATA SHEET", "Alphonso Mango Flavour", "Version 4.1    Revision Date 06 JUL 2018", "Print Date 06 JUL 2018"];
    const left = ["SECTION 1. Identification", "Sales No.    L-192773", "Alphonso Mango Flavour", "1.2 Relevant uses", "Flavour for food", "SECTION 2. Hazards",
      // A page's worth of rows below: the headed columns hold more than 80 % of them (document-columns.ts does not read the page again).
      ...Array.from({ length: 20 }, (_, index) => `Hazard note ${index + 1}`)];
    const right = ["P261    Avoid breathing mist.", "P272    Contaminated work", "clothing should not be allowed", "out of the workplace.", "P273    Avoid release.",
      "P280    Wear protective gloves.", "P302 + P352    IF ON SKIN:", "Wash with soap and water.", "SECTION 3. Composition", "Ethanol    64-17-5",
      ...Array.from({ length: 16 }, (_, index) => `Ingredient ${index + 1}`)];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number, size = 10) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size, font }));
      // The head at 9 points; the heading at 11, a leading and a half of its size above it.
      const ys = [...leftHead.map((_, index) => 790 - index * 11.25), ...left.map((_, index) => 790 - 3 * 11.25 - 19 - index * 12.5)];
      leftHead.forEach((line, index) => draw(line, 40, ys[index]!, 9));
      left.forEach((line, index) => draw(line, 40, ys[leftHead.length + index]!, index === 0 ? 11 : 10));
      right.forEach((line, index) => draw(line, 308, 790 - index * 11.25, 9));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...leftHead, ...left, ...right]);
  });

  test("the longer column's tail below the other's end is read with it, the right column's heading on a shared row counted as the columns' own", async () => {
    const left = ["14. TRANSPORT INFORMATION", "DOT    Not regulated", "IMDG    Not regulated", "IATA    Not regulated", "TDG    Not regulated",
      "Reportable quantity:    none", "Packing group:    III", "Hazard class:    3", "15. REGULATORY INFORMATION", "TSCA    Complies", "DSL    Complies", "EINECS    Complies"];
    const right = ["U.S. State Regulations", "Proposition 65:    none", "16. OTHER INFORMATION", "Revision date:    13-Jun-2017", "Revision note:    none",
      "End of Safety Data Sheet"];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size: 9, font }));
      left.forEach((line, index) => draw(line, 40, 790 - index * 11.25));
      right.forEach((line, index) => draw(line, 308, 784.4 - index * 11.25));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("the same when the columns are set at different leading (their lines interleave, a side a row)", async () => {
    const left = ["14. TRANSPORT INFORMATION", "DOT    Not regulated", "IMDG    Not regulated", "IATA    Not regulated", "TDG    Not regulated",
      "RQ:    none", "Packing group:    III", "Hazard class:    3", "15. REGULATORY INFORMATION", "TSCA    Complies", "DSL    Complies", "EINECS    Complies"];
    const right = ["U.S. State Regulations", "Proposition 65:    none", "16. OTHER INFORMATION", "Revision date:    13-Jun-2017", "Revision note:    none",
      "End of Safety Data Sheet"];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number, size: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size, font }));
      left.forEach((line, index) => draw(line, 40, 790 - index * 13.75, 11));
      right.forEach((line, index) => draw(line, 308, 781.3 - index * 12.5, 10));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("the same with section headings whose number a dash follows ('SECTION 5 – FIRE-FIGHTING MEASURES', 'Section 6 - …')", async () => {
    const left = ["Rinse with water.", "Get medical advice.", "SECTION 5 – FIRE-FIGHTING MEASURES", "Suitable media:", "Foam, dry powder,", "carbon dioxide.",
      "Special hazards:", "Flammable vapours.", "Advice for firefighters:", "Wear breathing apparatus."];
    const right = ["Cool containers.", "Keep upwind.", "Section 6 - Accidental release measures", "Personal precautions:", "Ventilate the area.",
      "Avoid sparks and flames.", "Cleanup:", "Absorb with sand.", "Dispose of as waste.", "Wash the area."];
    const bytes = await pdfOf((page, font) => {
      left.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 12, size: 9, font }));
      right.forEach((line, index) => page.drawText(line, { x: 310, y: 700 - index * 12, size: 9, font }));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("headings whose number stands in a cell of its own before the title ('1    PRODUCT AND COMPANY IDENTIFICATION') head columns", async () => {
    const left = ["1    PRODUCT AND COMPANY", "IDENTIFICATION", "Product Name:    Harbour Air Freshener", "Revision Date:    5/20/2015", "Version:    1",
      "2    HAZARDS IDENTIFICATION", "Route of Entry:    Eyes - Yes", "Target Organs:    Skin, Eyes", "Signal word:    Warning"];
    const right = ["P102 - Keep out of reach of children.", "P103 - Read label before use.", "3    COMPOSITION/INFORMATION", "ON INGREDIENTS",
      "Propane    74-98-6    25-35%", "Acetone    67-64-1    60-70%", "4    FIRST AID MEASURES", "Inhalation:    Move to fresh air.", "Skin Contact:    Wash."];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * (/^\d+$/.test(line.split("    ")[0]!) ? 18 : 90), y, size: 9, font }));
      left.forEach((line, index) => draw(line, 40, 700 - index * 12));
      right.forEach((line, index) => draw(line, 308, 700 - index * 12));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("a table whose rows open with a number cell before a word stays rows (no side numbers sections in order at both edges)", async () => {
    const rows = ["No.    Component    CAS    Weight", "1    WATER    7732-18-5    60", "2    ETHANOL    64-17-5    20", "3    PROPANE    74-98-6    10",
      "4    BUTANE    106-97-8    5", "5    PERFUME    Mixture    5", "6    COLOURANT    Mixture    < 1"];
    const bytes = await pdfOf((page, font) => {
      rows.forEach((line, index) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: [40, 70, 308, 420][at]!, y: 700 - index * 12, size: 9, font })));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(rows);
  });
});
