/**
 * Reading order and letter spacing of the PDF reader's text, on PDFs made here with pdf-lib: glyphs drawn one
 * per drawText (as some producers set letter-spaced titles), and pages with two columns side by side.
 */
import { describe, expect, test } from "bun:test";
import { degrees, type PDFFont, type PDFPage } from "pdf-lib";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { type Draw, drawnPdf, readerLines as linesOf } from "../helpers/pdf-drawn.ts";

const pdfOf = (...pages: Draw[]) => drawnPdf(pages);

/** One drawText per glyph, `tracking` points of extra space after each (a space advances like a glyph). */
function drawGlyphs(page: PDFPage, font: PDFFont, text: string, at: { x: number; y: number; size: number; tracking: number }): void {
  let x = at.x;
  for (const char of text) {
    if (char !== " ") page.drawText(char, { x, y: at.y, size: at.size, font });
    x += font.widthOfTextAtSize(char, at.size) + at.tracking;
  }
}


describe("letter-spaced text is joined from glyph positions", () => {
  test("a title drawn glyph by glyph with tracking reads as words", async () => {
    const bytes = await pdfOf((page, font) => {
      drawGlyphs(page, font, "SAFETY DATA SHEET", { x: 50, y: 800, size: 14, tracking: 5 });
      page.drawText("Revision date: 12.03.2024", { x: 50, y: 770, size: 10, font });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["SAFETY DATA SHEET", "Revision date: 12.03.2024"]);
  });

  test("glyphs tracked wider than pdf.js joins (one run per glyph) are joined, the word gap kept", async () => {
    const bytes = await pdfOf((page, font) => {
      drawGlyphs(page, font, "ABSCHNITT 1", { x: 50, y: 800, size: 12, tracking: 9 });
      page.drawText("Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", { x: 50, y: 780, size: 10, font });
    });
    const [lines] = await linesOf(bytes);
    expect(lines[0]).toBe("ABSCHNITT 1");
  });

  test("text drawn glyph by glyph without tracking keeps its words, and a label/value gap stays a column gap", async () => {
    const bytes = await pdfOf((page, font) => {
      drawGlyphs(page, font, "Signal word", { x: 50, y: 800, size: 10, tracking: 0 });
      drawGlyphs(page, font, "Danger", { x: 250, y: 800, size: 10, tracking: 0 });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["Signal word    Danger"]);
  });

  test("a tracked heading's short words, cut by pdf.js at its word spaces, close with it ('1 6 :', 'on', '/')", async () => {
    const bytes = await pdfOf((page, font) => {
      drawGlyphs(page, font, "SECTION 16: Other information", { x: 50, y: 800, size: 11, tracking: 2.75 });
      drawGlyphs(page, font, "SECTION 3: Composition/information on ingredients", { x: 50, y: 770, size: 11, tracking: 2.75 });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["SECTION 16: Other information", "SECTION 3: Composition/information on ingredients"]);
  });

  test("a letter-spaced German heading is found as section 1", async () => {
    const bytes = await pdfOf((page, font) => {
      drawGlyphs(page, font, "ABSCHNITT 1: Bezeichnung", { x: 50, y: 800, size: 11, tracking: 8 });
      page.drawText("1.1 Produktidentifikator", { x: 50, y: 780, size: 10, font });
      page.drawText("Handelsname: Reiniger X", { x: 50, y: 766, size: 10, font });
      drawGlyphs(page, font, "ABSCHNITT 2: Mögliche Gefahren", { x: 50, y: 740, size: 11, tracking: 8 });
      page.drawText("Signalwort: Gefahr", { x: 50, y: 720, size: 10, font });
      drawGlyphs(page, font, "ABSCHNITT 3: Zusammensetzung", { x: 50, y: 690, size: 11, tracking: 8 });
      page.drawText("Ethanol 64-17-5 10 - 20 %", { x: 50, y: 670, size: 10, font });
    });
    const parsed = parseSds(await extractPdfText(bytes));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });
});

/** Lines of running text that fill a column of `width` points (as a paragraph does). */
function paragraph(page: PDFPage, font: PDFFont, words: string, at: { x: number; y: number; width: number }): number {
  let y = at.y;
  let line = "";
  for (const word of words.split(" ")) {
    const next = line === "" ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, 9) > at.width) {
      page.drawText(line, { x: at.x, y, size: 9, font });
      y -= 11;
      line = word;
    } else {
      line = next;
    }
  }
  if (line !== "") page.drawText(line, { x: at.x, y, size: 9, font });
  return y - 11;
}

const PROSE =
  "Keep the container tightly closed in a dry and well ventilated place and away from heat sparks open flames and " +
  "hot surfaces; no smoking. Use only outdoors or in a well ventilated area and wear protective gloves, protective " +
  "clothing and eye protection. Wash hands thoroughly after handling and do not eat, drink or smoke when using this product.";

describe("pages with two columns are read column by column", () => {
  test("two sections side by side are found in order, then the full-width section below them", async () => {
    const bytes = await pdfOf((page, font) => {
      page.drawText("SAFETY DATA SHEET", { x: 40, y: 800, size: 14, font });
      // Left column: sections 1 and 2; right column: sections 3 and 4 — baselines aligned, as two-column layouts have,
      // paragraphs of different lengths (columns whose paragraphs break on the same rows read like a table).
      let left = 770;
      page.drawText("SECTION 1: IDENTIFICATION", { x: 40, y: left, size: 10, font });
      left = paragraph(page, font, `Product name: Cleaner X. ${PROSE} ${PROSE}`, { x: 40, y: left - 14, width: 240 });
      page.drawText("SECTION 2: HAZARDS IDENTIFICATION", { x: 40, y: left - 6, size: 10, font });
      paragraph(page, font, `Signal word: Danger. H225 Highly flammable liquid and vapour. ${PROSE}`, { x: 40, y: left - 20, width: 240 });
      let right = 770;
      page.drawText("SECTION 3: COMPOSITION", { x: 310, y: right, size: 10, font });
      right = paragraph(page, font, `Ethanol CAS 64-17-5 at 10 - 20 %. Water to 100 %. No other ingredients need to be named.`, { x: 310, y: right - 14, width: 240 });
      page.drawText("SECTION 4: FIRST-AID MEASURES", { x: 310, y: right - 6, size: 10, font });
      paragraph(page, font, `Inhalation: move to fresh air. ${PROSE} ${PROSE}`, { x: 310, y: right - 20, width: 240 });
      page.drawText("SECTION 5: FIRE-FIGHTING MEASURES  Use water spray, alcohol-resistant foam, dry chemical or carbon dioxide.", { x: 40, y: 380, size: 10, font });
    });
    const text = await extractPdfText(bytes);
    const lines = text.pages[0].lines.map((line) => line.text);
    expect(lines.findIndex((line) => line.startsWith("SECTION 2"))).toBeLessThan(lines.findIndex((line) => line.startsWith("SECTION 3")));
    expect(lines.some((line) => line.includes("SECTION 1") && line.includes("SECTION 3"))).toBe(false);
    expect(parseSds(text).sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5]);
  });

  test("a label/value table keeps each row together (tables are not columns)", async () => {
    const rows = [
      ["Product name", "Cleaner X"],
      ["Product code", "CX-100"],
      ["Recommended use", "Cleaning agent"],
      ["Supplier", "Example Chemicals GmbH"],
      ["Address", "Industriestraße 1, 12345 Musterstadt"],
      ["Telephone", "+49 30 123456"],
      ["Emergency telephone", "+49 30 654321 (24 h)"],
      ["Revision date", "12.03.2024"],
    ];
    const bytes = await pdfOf((page, font) => {
      rows.forEach(([label, value], index) => {
        page.drawText(label, { x: 40, y: 780 - index * 14, size: 10, font });
        page.drawText(value, { x: 300, y: 780 - index * 14, size: 10, font });
      });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(rows.map(([label, value]) => `${label}    ${value}`));
  });

  test("a table of two text columns on shared baselines with a wide left side stays rows when the left cells are short", async () => {
    const bytes = await pdfOf((page, font) => {
      const rows = ["Inhalation", "Skin contact", "Eye contact", "Ingestion", "Symptoms", "Treatment", "Notes"];
      rows.forEach((label, index) => {
        page.drawText(label, { x: 40, y: 780 - index * 14, size: 10, font });
        page.drawText("Rinse cautiously with water for several minutes and call a doctor.", { x: 300, y: 780 - index * 14, size: 10, font });
      });
    });
    const [lines] = await linesOf(bytes);
    expect(lines[0]).toBe("Inhalation    Rinse cautiously with water for several minutes and call a doctor.");
    expect(lines).toHaveLength(7);
  });

  test("a table whose two cells of each row wrap over several lines keeps its rows (cells start on one baseline)", async () => {
    const cells = [
      ["Carcinogenicity: no end point data for the material itself or for its components.", `Not expected to cause cancer. ${PROSE}`],
      [`Reproductive toxicity: no end point data for the material. ${PROSE}`, "Not expected to be a reproductive toxicant, based on its chemical structure."],
      ["Lactation: no end point data for the material itself or for its components.", `Not expected to cause harm to breast-fed children. ${PROSE}`],
    ];
    const bytes = await pdfOf((page, font) => {
      let y = 780;
      for (const [left, right] of cells) {
        const endLeft = paragraph(page, font, left, { x: 40, y, width: 240 });
        const endRight = paragraph(page, font, right, { x: 310, y, width: 240 });
        y = Math.min(endLeft, endRight) - 4;
      }
    });
    const [lines] = await linesOf(bytes);
    expect(lines[0].startsWith("Carcinogenicity: no end point data")).toBe(true);
    expect(lines[0]).toContain("    Not expected to cause cancer.");
    expect(lines.find((line) => line.startsWith("Lactation"))).toContain("    Not expected to cause harm");
  });
});

describe("pages shown turned", () => {
  test("a landscape page on a portrait MediaBox (/Rotate 90, text drawn turned) reads in its lines, top to bottom", async () => {
    const lines = ["SECTION 1: Identification", "Product name    Cleaner X", "Revision date    12.03.2024"];
    const bytes = await pdfOf((page, font) => {
      page.setRotation(degrees(90));
      // The landscape view's point (x, y) is (595 − y, x) on the portrait MediaBox.
      lines.forEach((line, index) => {
        const [label, value] = line.split("    ");
        const y = 540 - index * 16;
        page.drawText(label!, { x: 595 - y, y: 50, size: 10, font, rotate: degrees(90) });
        if (value) page.drawText(value, { x: 595 - y, y: 300, size: 10, font, rotate: degrees(90) });
      });
    });
    const text = await extractPdfText(bytes);
    expect(text.pages[0]!.lines.map((line) => line.text)).toEqual(lines);
    expect(text.pages[0]!.lines[0]!.y).toBeCloseTo(595 - 540, 0);
  });
});

describe("table cells centred vertically", () => {
  test("a one-line value centred beside its wrapped label joins the label's first line", async () => {
    const bytes = await pdfOf((page, font) => {
      page.drawText("1.1 Identificador do produto", { x: 50, y: 800, size: 9, font });
      page.drawText("Nome do", { x: 53, y: 787, size: 9, font });
      page.drawText("Limpa Chão 500", { x: 133, y: 780.5, size: 9, font });
      page.drawText("produto", { x: 53, y: 774, size: 9, font });
      page.drawText("1.2 Utilizações", { x: 50, y: 757, size: 9, font });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["1.1 Identificador do produto", "Nome do    Limpa Chão 500", "produto", "1.2 Utilizações"]);
  });

  test("a box beside an address whose lines merely interleave with it (not halfway) stays a line of its own", async () => {
    const bytes = await pdfOf((page, font) => {
      page.drawText("Rm. 706, New World Center, No. 307", { x: 53, y: 800, size: 10.5, font });
      page.drawText("Date Prepared", { x: 281, y: 794.2, size: 10, font });
      page.drawText("Guangzhou Middle Avenue, Guangzhou", { x: 53, y: 786.9, size: 10.5, font });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["Rm. 706, New World Center, No. 307", "Date Prepared", "Guangzhou Middle Avenue, Guangzhou"]);
  });
});

describe("columns that open numbered headings of their own", () => {
  test("section 2 on the left and section 3's table on the right are read one after the other, the longer column's tail with it", async () => {
    const bytes = await pdfOf((page, font) => {
      const left = ["SECTION 2: Hazards identification", "2.1 Classification of the mixture", "Flam. Liq. 2, H225", "2.2 Label elements", "Signal word: Danger",
        "H225 Highly flammable liquid and vapour.", "P210 Keep away from heat.", "2.3 Other hazards", "None known."];
      left.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 13, size: 9, font }));
      page.drawText("SECTION 3: Composition", { x: 310, y: 700, size: 9, font });
      page.drawText("3.2 Mixtures", { x: 310, y: 687, size: 9, font });
      [["Ethanol", "64-17-5", "10 - 20 %"], ["Propan-2-ol", "67-63-0", "1 - 5 %"]].forEach((cells, row) =>
        cells.forEach((cell, column) => page.drawText(cell, { x: 313 + column * 80, y: 674 - row * 13, size: 9, font })));
      page.drawText("SECTION 16: Other information", { x: 50, y: 560, size: 9, font });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([
      "SECTION 2: Hazards identification", "2.1 Classification of the mixture", "Flam. Liq. 2, H225", "2.2 Label elements", "Signal word: Danger",
      "H225 Highly flammable liquid and vapour.", "P210 Keep away from heat.", "2.3 Other hazards", "None known.",
      "SECTION 3: Composition", "3.2 Mixtures", "Ethanol    64-17-5    10 - 20 %", "Propan-2-ol    67-63-0    1 - 5 %",
      "SECTION 16: Other information",
    ]);
  });

  test("two columns of short lines, one section heading each, on shared baselines are read column by column", async () => {
    const left = ["Rinse with water.", "Get medical advice.", "5. FIRE-FIGHTING MEASURES", "Suitable media:", "Foam, dry powder,", "carbon dioxide.",
      "Unsuitable media:    Water jet", "Special hazards:", "Flammable vapours.", "Advice for firefighters:"];
    const right = ["Wear breathing apparatus.", "Cool containers.", "6. ACCIDENTAL RELEASE MEASURES", "Personal precautions:", "Ventilate the area.",
      "Avoid sparks and flames.", "Environment:    No drains", "Cleanup:", "Absorb with sand.", "Dispose of as waste."];
    const bytes = await pdfOf((page, font) => {
      left.forEach((line, index) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: 50 + at * 110, y: 700 - index * 12, size: 9, font })));
      right.forEach((line, index) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: 310 + at * 110, y: 700 - index * 12, size: 9, font })));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("the same with section headings set after a rule of dashes ('------SECTION 5: …'), as some generators print them", async () => {
    const left = ["Rinse with water.", "Get medical advice.", "------SECTION 5: FIRE-FIGHTING MEASURES------", "Suitable media:", "Foam, dry powder,",
      "carbon dioxide.", "Special hazards:", "Flammable vapours.", "Advice for firefighters:", "Wear breathing apparatus."];
    const right = ["Cool containers.", "Keep upwind.", "------SECTION 6: ACCIDENTAL RELEASE MEASURES------", "Personal precautions:", "Ventilate the area.",
      "Avoid sparks and flames.", "Cleanup:", "Absorb with sand.", "Dispose of as waste.", "Wash the area."];
    const bytes = await pdfOf((page, font) => {
      left.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 12, size: 9, font }));
      right.forEach((line, index) => page.drawText(line, { x: 310, y: 700 - index * 12, size: 9, font }));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("a supplier's form whose address value opens with a number stays rows", async () => {
    const rows = [["1.3 Details of the supplier", "Harbourside Chemicals Ltd"], ["", "12 Harbour Road"], ["", "Portsmouth PO1 2AB"], ["Telephone", "+44 23 9200 0000"],
      ["E-mail", "sds@harbourside.example"], ["1.4 Emergency telephone", "+44 1865 407333"], ["Opening hours", "24 hours"]];
    const bytes = await pdfOf((page, font) => {
      rows.forEach((cells, row) => cells.forEach((cell, column) => cell && page.drawText(cell, { x: column === 0 ? 50 : 310, y: 700 - row * 12, size: 9, font })));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(rows.map((cells) => cells.filter((cell) => cell).join("    ")));
  });

  test("a transport table whose values repeat numbered words ('Class 8') in several columns stays rows", async () => {
    const rows = [["14.1 UN number", "3266", "3266", "3266"], ["14.2 Proper shipping name", "CORROSIVE LIQUID", "CORROSIVE LIQUID", "CORROSIVE LIQUID"],
      ["14.3 Hazard class", "Class 8", "Class 8", "Class 8"], ["14.4 Packing group", "III", "III", "III"], ["14.5 Environment", "No", "No", "No"],
      ["14.6 Special precautions", "None", "None", "None"]];
    const bytes = await pdfOf((page, font) => {
      rows.forEach((cells, row) => cells.forEach((cell, column) => page.drawText(cell, { x: column === 0 ? 50 : 130 + column * 110, y: 700 - row * 13, size: 9, font })));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(rows.map((cells) => cells.join("    ")));
  });
});

describe("a page of a two-column sheet with no section heading on a side", () => {
  const columnsPage = (left: string[], right: string[]): Draw => (page, font) => {
    left.forEach((line, index) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: 50 + at * 110, y: 780 - index * 12, size: 9, font })));
    right.forEach((line, index) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: 310 + at * 110, y: 780 - index * 12, size: 9, font })));
  };
  const firstPage = columnsPage(
    ["7. HANDLING AND STORAGE", "Precautions for safe handling:", "Avoid contact with eyes.", "Storage:    Cool, dry place", "Keep container closed.", "Incompatible materials:", "Strong oxidisers."],
    ["8. EXPOSURE CONTROLS/PERSONAL PROTECTION", "Exposure limits:", "None established.", "Engineering controls:", "Local exhaust ventilation.", "Hand protection:", "Nitrile gloves."],
  );
  const left = ["Eye protection:", "Safety glasses with side", "shields.", "Skin protection:    Lab coat", "Respiratory protection:", "Not required with adequate", "ventilation.", "Thermal hazards:    None"];
  const right = ["Environmental exposure", "controls:", "Do not let the product", "enter drains.", "Hygiene measures:", "Wash hands before breaks.", "Change contaminated", "clothing."];

  test("a page continuing sections down both columns is read column by column, as the sheet's page before it", async () => {
    const [, lines] = await linesOf(await pdfOf(firstPage, columnsPage(left, right)));
    expect(lines).toEqual([...left, ...right]);
  });

  test("the same page in a sheet with no page read as columns stays rows (a form cannot be told from it alone)", async () => {
    const [lines] = await linesOf(await pdfOf(columnsPage(left, right)));
    expect(lines).toHaveLength(left.length);
    expect(lines[0]).toBe("Eye protection:    Environmental exposure");
  });

  test("rows above a page's headed columns, set a little apart from them, that hold the same columns are read with them", async () => {
    const leftTop = ["Eye protection:", "Safety glasses.", "Skin protection:    Lab coat", "Thermal hazards:    None"];
    const rightTop = ["Environmental exposure", "controls:", "Do not let the product", "enter drains."];
    const leftBelow = ["9. PHYSICAL AND CHEMICAL PROPERTIES", "Physical state:    Liquid", "Colour:    Colourless", "Odour:    Mild", "pH:    7.5", "Flash point:    > 100 °C"];
    const rightBelow = ["10. STABILITY AND REACTIVITY", "Reactivity:    None known", "Stability:    Stable", "Conditions to avoid:    Heat", "Incompatible materials:", "Strong oxidisers."];
    const bytes = await pdfOf((page, font) => {
      const draw = (lines: string[], x: number, top: number) =>
        lines.forEach((line, index) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y: top - index * 12, size: 9, font })));
      draw(leftTop, 50, 780);
      draw(rightTop, 310, 780);
      draw(leftBelow, 50, 712);
      draw(rightBelow, 310, 712);
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...leftTop, ...leftBelow, ...rightTop, ...rightBelow]);
  });

  test("after a page of columns, a one-column form page whose value column stands exactly at the columns' gap stays rows", async () => {
    // Labels at the left column's edge, values at the right column's: the geometry of the columns, but each value
    // beside its label. A form's labels end well short of the value column; a column's text wraps at its edge.
    const form: [string, string][] = [["Product name", "Harbour Degreaser 40"], ["Product code", "HD-40-05"], ["Recommended use", "Degreasing of metal parts"],
      ["Restrictions on use", "Not for consumer use"], ["Supplier", "Harbourside Chemicals Ltd"], ["", "12 Harbour Road"], ["", "Portsmouth PO1 2AB"],
      ["Telephone", "+44 23 9200 0000"], ["E-mail", "sds@harbourside.example"], ["Emergency telephone", "+44 1865 407333 (24 h)"]];
    const formPage: Draw = (page, font) =>
      form.forEach(([label, value], row) => {
        if (label) page.drawText(label, { x: 50, y: 780 - row * 14, size: 9, font });
        page.drawText(value, { x: 310, y: 780 - row * 14, size: 9, font });
      });
    const [, lines] = await linesOf(await pdfOf(firstPage, formPage));
    expect(lines).toEqual(form.map((cells) => cells.filter((cell) => cell).join("    ")));
  });

  test("after a page of columns, a page whose text runs across the gutter stays rows", async () => {
    const across = (page: PDFPage, font: PDFFont) => {
      paragraph(page, font, PROSE, { x: 50, y: 780, width: 500 });
      left.forEach((line, index) => page.drawText(line.split("    ")[0]!, { x: 50, y: 700 - index * 12, size: 9, font }));
      right.forEach((line, index) => page.drawText(line, { x: 310, y: 700 - index * 12, size: 9, font }));
    };
    const [, lines] = await linesOf(await pdfOf(firstPage, across));
    expect(lines.some((line) => line.startsWith("Eye protection:    Environmental exposure"))).toBe(true);
  });
});

describe("text printed twice in the same place is read once", () => {
  test("bold faked by overprinting each piece a fraction of a point to the right", async () => {
    const bytes = await pdfOf((page, font) => {
      for (const dx of [0, 0.4]) {
        page.drawText("Product name", { x: 50 + dx, y: 800, size: 9, font });
        page.drawText("Solid Odor Absorber - eucalyptus", { x: 220 + dx, y: 800, size: 9, font });
      }
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["Product name    Solid Odor Absorber - eucalyptus"]);
  });

  test("the same, glyph by glyph (pdf.js joins each overprint with the next glyph: 'S' 'SA' 'AF' … 'T')", async () => {
    const bytes = await pdfOf((page, font) => {
      let x = 50;
      for (const char of "SAFETY DATA SHEET") {
        if (char !== " ") for (const dx of [0, 0.4]) page.drawText(char, { x: x + dx, y: 800, size: 14, font });
        x += font.widthOfTextAtSize(char, 14);
      }
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["SAFETY DATA SHEET"]);
  });

  test("a letter repeated in a word stays ('Ltd' after 'Lt', 'UN3077')", async () => {
    const bytes = await pdfOf((page, font) => {
      page.drawText("UN3077", { x: 50, y: 800, size: 9, font });
      page.drawText("Harbour Supplies Ltd", { x: 50, y: 780, size: 9, font });
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["UN3077", "Harbour Supplies Ltd"]);
  });
});

describe("text set turned on the page", () => {
  test("a print note up the margin, its first glyph on a field row's baseline, is a line of its own after the page's", async () => {
    const bytes = await pdfOf((page, font) => {
      page.drawText("Revision date: 17/03/2024", { x: 50, y: 760, size: 9, font });
      page.drawText("Trade name: Brightfloor Cleaner 500", { x: 50, y: 747, size: 9, font });
      page.drawText("Printed with SDS Author 7.2, document no. 4711-0815", { x: 30, y: 760, size: 7, font, rotate: degrees(-90) });
    });
    const text = await extractPdfText(bytes);
    expect(text.pages[0]!.lines.map((line) => [line.text, line.x, line.y])).toEqual([
      ["Revision date: 17/03/2024", 50, 82],
      ["Trade name: Brightfloor Cleaner 500", 50, 95],
      ["Printed with SDS Author 7.2, document no. 4711-0815", 30, 82],
    ]);
  });

  test("turned column headers of a table are read as lines in their own direction (the page turned to read them: left is top)", async () => {
    const bytes = await pdfOf((page, font) => {
      page.drawText("Component", { x: 50, y: 700, size: 9, font });
      ["Carcinogen", "Mutagen", "Toxic to reproduction"].forEach((header, index) =>
        page.drawText(header, { x: 200 + index * 20, y: 700, size: 8, font, rotate: degrees(90) }));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(["Component", "Carcinogen", "Mutagen", "Toxic to reproduction"]);
  });
});
