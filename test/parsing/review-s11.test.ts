/**
 * The session-11 review's findings on the PDF reader and the section finder, each on a page made here with pdf-lib
 * (or, for sections, lines as the reader hands them over): label/value tables whose values look like numbered
 * headings ("Category 2", "96 Hours"), text layers set at a slight skew (OCR'd scans), and a lone number line in a
 * sentence taken for a section's number.
 */
import { describe, expect, test } from "bun:test";
import { degrees, PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { PdfText } from "../../src/shared/pdf/pdf-text.ts";

type Draw = (page: PDFPage, font: PDFFont, bold: PDFFont) => void;

async function linesOf(draw: Draw): Promise<string[]> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  draw(doc.addPage([595, 842]), font, bold);
  const text = await extractPdfText(await doc.save());
  return text.pages[0]!.lines.map((line) => line.text);
}

/** A label/value table under a heading: labels at the margin, values from x = 260 on the label's baseline. */
function drawTable(heading: string, rows: [string, string][], after: string): Draw {
  return (page, font, bold) => {
    let y = 780;
    page.drawText(heading, { x: 50, y, size: 10, font: bold });
    y -= 18;
    for (const [label, value] of rows) {
      if (label) page.drawText(label, { x: 50, y, size: 10, font });
      if (value) page.drawText(value, { x: 260, y, size: 10, font });
      y -= 14;
    }
    page.drawText(after, { x: 50, y: y - 10, size: 10, font: bold });
  };
}

const joined = (rows: [string, string][]) => rows.map(([label, value]) => [label, value].filter(Boolean).join("    "));

describe("a label/value table whose values read like numbered headings stays rows", () => {
  const cases: Record<string, { heading: string; rows: [string, string][]; after: string }> = {
    "hazard categories ('Category 2')": {
      heading: "SECTION 2: Hazards identification",
      rows: [
        ["2.1 Classification", ""],
        ["Flammable liquids", "Category 2"],
        ["Eye irritation", "Category 2"],
        ["2.2 Label elements", ""],
        ["Signal word", "Danger"],
        ["Hazard statements", "H225 Highly flammable liquid and vapour."],
        ["", "H319 Causes serious eye irritation."],
        ["Precautionary statements", "P210 Keep away from heat."],
        ["2.3 Other hazards", "None known"],
      ],
      after: "SECTION 3: Composition/information on ingredients",
    },
    "transport classes ('Class 3')": {
      heading: "SECTION 14: Transport information",
      rows: [
        ["14.1 UN number", "UN 1993"],
        ["14.2 UN proper shipping name", "FLAMMABLE LIQUID, N.O.S."],
        ["14.3 Transport hazard class(es)", "Class 3"],
        ["ADR/RID", "Class 3"],
        ["IMDG", "Class 3"],
        ["14.4 Packing group", "II"],
        ["14.5 Environmental hazards", "No"],
        ["14.6 Special precautions", "Not applicable"],
      ],
      after: "SECTION 15: Regulatory information",
    },
    "exposure times ('96 Hours')": {
      heading: "SECTION 12: Ecological information",
      rows: [
        ["12.1 Toxicity", ""],
        ["Fish LC50", "12 mg/l"],
        ["Exposure time", "96 Hours"],
        ["Daphnia EC50", "5.4 mg/l"],
        ["Exposure time", "48 Hours"],
        ["12.2 Persistence", "Readily biodegradable"],
        ["12.3 Bioaccumulation", "Not expected"],
        ["12.4 Mobility in soil", "No data available"],
      ],
      // A full-width line under the table puts the value column in the middle of the text's width.
      after: "SECTION 13: Disposal considerations - dispose of contents and container in accordance with local regulations",
    },
    "document versions ('Version 2')": {
      heading: "SECTION 16: Other information",
      rows: [
        ["16.1 Revision", ""],
        ["Previous issue", "Version 2"],
        ["This issue", "Version 3"],
        ["16.2 Abbreviations", "CLP: Classification, Labelling and Packaging"],
        ["Training advice", "None"],
        ["Sources", "Version 1"],
        ["16.3 Classification method", "Calculation method"],
      ],
      after: "End of safety data sheet",
    },
  };
  for (const [name, { heading, rows, after }] of Object.entries(cases)) {
    test(name, async () => {
      expect(await linesOf(drawTable(heading, rows, after))).toEqual([heading, ...joined(rows), after]);
    });
  }

  test("the product name of section 1 is read from such a sheet", async () => {
    const bytes = await (async () => {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      const bold = await doc.embedFont(StandardFonts.HelveticaBold);
      const page = doc.addPage([595, 842]);
      let y = 790;
      const line = (text: string, x = 50, f = font) => page.drawText(text, { x, y, size: 10, font: f });
      line("SAFETY DATA SHEET", 50, bold); y -= 20;
      line("SECTION 1: Identification of the substance/mixture and of the company/undertaking", 50, bold); y -= 16;
      line("1.1 Product identifier"); y -= 14;
      line("Product name"); line("Acme Solvent Cleaner", 260); y -= 14;
      line("1.3 Supplier"); line("Acme Chemicals Ltd", 260); y -= 20;
      drawTable("SECTION 2: Hazards identification", cases["hazard categories ('Category 2')"]!.rows, "SECTION 3: Composition")(
        { drawText: (t: string, o: { x: number; y: number; size: number; font: PDFFont }) => page.drawText(t, { ...o, y: o.y - 110 }) } as unknown as PDFPage, font, bold);
      return doc.save();
    })();
    const parsed = parseSds(await extractPdfText(bytes));
    expect(parsed.product_name).toBe("Acme Solvent Cleaner");
  });
});

describe("a text layer set at a slight skew (an OCR'd scan) reads in its lines' order", () => {
  const texts = ["SECTION 1: Identification", "Product name: Acme Cleaner", "Supplier: Acme Chemicals Ltd", "SECTION 2: Hazards identification", "Signal word: Danger", "H225 Highly flammable liquid and vapour", "SECTION 3: Composition", "Ethanol 64-17-5 50-100 %"];
  const angles: Record<string, (index: number) => number> = {
    "uniform 7°": () => 7,
    "5.2° and 6° alternating": (index) => (index % 2 ? 5.2 : 6),
    "6.2° to 6.8°": (index) => 6.2 + 0.3 * (index % 3),
    "-6° (skewed the other way)": () => -6,
  };
  for (const [name, angle] of Object.entries(angles)) {
    test(name, async () => {
      const lines = await linesOf((page, font) => {
        texts.forEach((text, index) => page.drawText(text, { x: 60, y: 760 - index * 40, size: 11, font, rotate: degrees(angle(index)) }));
      });
      expect(lines).toEqual(texts);
    });
  }
});

describe("turned text inside the page is placed among its lines by position", () => {
  test("a diagonal stamp across the page's middle reads between the lines above and below it", async () => {
    const lines = await linesOf((page, font) => {
      page.drawText("Signal word: Danger", { x: 50, y: 700, size: 10, font });
      page.drawText("NOT FOR SALE", { x: 150, y: 600, size: 20, font, rotate: degrees(45) });
      page.drawText("H225 Highly flammable liquid and vapour", { x: 50, y: 500, size: 10, font });
    });
    expect(lines).toEqual(["Signal word: Danger", "NOT FOR SALE", "H225 Highly flammable liquid and vapour"]);
  });
});

/** A sheet of sections 1–16 as the reader would hand it over, `middle` between sections 6 and 7. */
function sheetWith(middle: string[]): PdfText {
  const lines = [
    "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Acme Cleaner", "Supplier: Acme Ltd",
    "SECTION 2: Hazards identification", "Signal word: Warning", "H319 Causes serious eye irritation.",
    "SECTION 3: Composition/information on ingredients", "Ethanol 64-17-5 10-20 %",
    "SECTION 4: First aid measures", "Rinse with water.", "SECTION 5: Firefighting measures", "Use foam.",
    "SECTION 6: Accidental release measures", ...middle,
    "SECTION 7: Handling and storage", "Keep cool.", "SECTION 8: Exposure controls/personal protection", "Wear gloves.",
    "SECTION 9: Physical and chemical properties", "Liquid.", "SECTION 10: Stability and reactivity", "Stable.",
    "SECTION 11: Toxicological information", "No data.", "SECTION 12: Ecological information", "No data.",
    "SECTION 13: Disposal considerations", "Dispose.", "SECTION 14: Transport information", "Not regulated.",
    "SECTION 15: Regulatory information", "None.", "SECTION 16: Other information", "None.",
  ];
  return { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, index) => ({ text, x: 50, y: 50 + index * 12, fontSize: 10 })) }] };
}

describe("a lone number line opens a section only above a heading's title", () => {
  const starts = (middle: string[]) => parseSds(sheetWith(middle)).sections.map((section) => `${section.number}: ${section.title} / ${section.text.split("\n")[0]}`);

  test("a cross-reference wrapped before its section number, the sentence going on, is not section 7", () => {
    const found = starts(["6.3 Methods for containment", "Absorb with sand. Reference: section", "7", "Handling and storage information applies.", "Collect in containers."]);
    expect(found.filter((start) => start.startsWith("7:"))).toEqual(["7: Handling and storage / Keep cool."]);
  });

  test("a number over a sentence with a column gap is not a heading", () => {
    const found = starts(["Spill size    Quantity (L)", "7", "Handling and storage    see label", "Collect in containers."]);
    expect(found.filter((start) => start.startsWith("7:"))).toEqual(["7: Handling and storage / Keep cool."]);
  });

  for (const title of ["HANDLING AND STORAGE", "Handling and storage"]) {
    test(`a heading bar's number cell over its title ("${title}") is still a heading`, () => {
      const text = sheetWith([]);
      const lines = text.pages[0]!.lines;
      const at = lines.findIndex((line) => line.text === "SECTION 7: Handling and storage");
      lines.splice(at, 1, { ...lines[at]!, text: "7" }, { ...lines[at]!, text: title });
      expect(parseSds(text).sections.filter((section) => section.number === 7).map((section) => [section.title, section.text.split("\n")[0]])).toEqual([[title, title]]);
    });
  }
});

describe("columns marked by their headings number them in order on each side", () => {
  test("a table whose cells open with numbers out of order ('3 Quantity', '1 Bottle') stays rows", async () => {
    const rows: [string, string][] = [
      ["2 Packaging", "3 Quantity per pallet, in layers of twelve cartons each"],
      ["Inner packaging", "1 Bottle of brown glass"],
      ["Outer packaging", "4 Cartons of corrugated cardboard"],
      ["1 Label", "2 Languages printed on the label"],
      ["Closure", "Screw cap"],
      ["Seal", "Tamper evident"],
      ["Pallet", "Euro pallet"],
    ];
    expect(await linesOf(drawTable("SECTION 7: Handling and storage", rows, "SECTION 8: Exposure controls"))).toEqual([
      "SECTION 7: Handling and storage", ...joined(rows), "SECTION 8: Exposure controls",
    ]);
  });
});
