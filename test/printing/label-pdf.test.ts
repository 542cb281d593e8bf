import { describe, expect, test } from "bun:test";
import { statementText } from "../../src/shared/ghs/index.ts";
import { LABEL_FORMATS, labelContent, type LabelFacts } from "../../src/modules/printing/label-content.ts";
import { layoutLabel, MIN_FONT_SIZE } from "../../src/modules/printing/label-layout.ts";
import { DEJAVU_X_HEIGHT } from "../../src/shared/pdf/unicode-fonts.ts";
import { renderLabelsPdf } from "../../src/modules/printing/label-pdf.ts";
import { LABEL_SIZES, LABEL_STOCK } from "../../src/modules/printing/label-sizes.ts";
import { colourShare, pdfPageCount, pdfText, renderPageToPixels, renderPdfToPng } from "../helpers/pdf-render.ts";

const facts: LabelFacts = {
  productId: "0190c0de-0000-7000-8000-000000000001",
  identifier: "Acetone ≥ 99.5 % technical",
  productCode: "AC-500",
  signalWord: "DANGER",
  pictograms: ["GHS02", "GHS07"],
  hCodes: ["H225", "H319", "H336", "EUH066"],
  pCodes: ["P210", "P233", "P240", "P241", "P242", "P305", "P351", "P338", "P403", "P235", "P501"],
  supplier: { name: "Łódź Chemie GmbH", address: "Industriestraße 12, 40210 Düsseldorf, Germany", phone: "+49 211 555 0100" },
  link: "https://chemsafe.example/api/v1/chem/products/0190c0de-0000-7000-8000-000000000001",
};

const words = (text: string) => text.replace(/\s+/g, " ");
const now = new Date("2026-01-02T03:04:05Z");

async function render(format: (typeof LABEL_FORMATS)[number], size: (typeof LABEL_SIZES)[number], f = facts) {
  return renderLabelsPdf([{ title: f.identifier, content: labelContent(f, format) }], size, now);
}

describe("container label PDFs", () => {
  for (const size of LABEL_SIZES) {
    test(`every format on ${size} prints what the format requires, pictograms as vector paths`, async () => {
      for (const format of LABEL_FORMATS) {
        const pdf = await render(format, size);
        renderPdfToPng(pdf, { folder: "labels", name: `${size}-${format}`, dpi: 100 });
        const text = words(pdfText(pdf));
        expect(text, `${size} ${format}`).toContain("Acetone ≥ 99.5 % technical");
        if (format === "tiny") {
          expect(text).not.toContain("DANGER");
          continue;
        }
        expect(text).toContain("DANGER");
        const first = renderPageToPixels(pdf, 1, 72);
        const stock = LABEL_STOCK[size];
        const slot = stock.slots[0]!;
        const area = { x: Math.floor(slot.x), y: Math.floor(stock.page.h - slot.y - slot.h), w: Math.floor(slot.w), h: Math.floor(slot.h) };
        expect(colourShare(first, [255, 0, 0], area), `${size} ${format}: red pictogram borders`).toBeGreaterThan(0.005);
        if (format === "small") {
          expect(text).toContain("Łódź Chemie GmbH");
          expect(text).toContain("Tel. +49 211 555 0100");
          expect(text).toContain("See full label on outer package.");
          expect(text).not.toContain("Düsseldorf");
        }
        if (format === "workplace") {
          expect(text).toContain("Highly flammable liquid and vapor.");
          expect(text).not.toContain("Keep container tightly closed.");
        }
        if (format === "full") {
          for (const sentence of [
            "Highly flammable liquid and vapor.", "Repeated exposure may cause skin dryness or cracking.",
            statementText("P305+P351+P338")!, "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.",
            "Industriestraße 12, 40210 Düsseldorf, Germany", "Tel. +49 211 555 0100",
          ]) expect(text, `${size} full: ${sentence}`).toContain(sentence);
        }
      }
      const images = Bun.spawnSync(["pdfimages", "-list", "-"], { stdin: await render("full", size) }).stdout.toString();
      expect(images.split("\n").filter((line) => /^\s+\d/.test(line))).toEqual([]);
    });
  }

  test("a sheet places labels side by side and fills one page before the next", async () => {
    const labels = Array.from({ length: 12 }, (_, i) => ({ title: `P${i}`, content: labelContent({ ...facts, identifier: `Product ${i + 1}` }, "workplace") }));
    const pdf = await renderLabelsPdf(labels, "avery-5163", now);
    renderPdfToPng(pdf, { folder: "labels", name: "avery-5163-batch", dpi: 60 });
    expect(pdfPageCount(pdf)).toBe(2);
    const pages = pdfText(pdf).split("\f");
    expect(pages[0]).toContain("Product 10");
    expect(pages[1]).toContain("Product 11");
    expect(pages[1]).toContain("Product 12");
  });

  test("text that does not fit at the 1.2 mm floor continues on the next label, none of it dropped", async () => {
    const many: LabelFacts = {
      ...facts,
      pCodes: ["P201", "P202", "P210", "P233", "P240", "P241", "P242", "P243", "P260", "P264", "P270", "P271", "P280", "P301", "P310", "P303", "P361", "P353", "P304", "P340", "P305", "P351", "P338", "P308", "P313", "P370", "P378", "P403", "P235", "P405", "P501"],
    };
    const pdf = await render("full", "2x4", many);
    renderPdfToPng(pdf, { folder: "labels", name: "2x4-full-overflow", dpi: 100 });
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = words(pdfText(pdf));
    expect(text).toContain("Continued on the next label (1/");
    expect(text).toContain("Acetone ≥ 99.5 % technical (AC-500), continued (2/");
    for (const code of ["P201", "P280", "P301+P310", "P303+P361+P353", "P304+P340", "P308+P313", "P370+P378", "P405", "P501"]) {
      // A sentence may wrap between labels: compare word by word with page breaks and notes removed.
      const flat = text.replace(/Continued on the next label \(\d+\/\d+\)/g, " ").replace(/Acetone ≥ 99\.5 % technical \(AC-500\), continued \(\d+\/\d+\)/g, " ").replace(/\s+/g, " ");
      expect(flat, code).toContain(statementText(code)!);
    }
  });

  test("an identifier too long for a tiny label continues too; every word of it is printed", async () => {
    const identifier = Array.from({ length: 150 }, (_, i) => `component${i + 1}`).join(" ");
    const pdf = await render("tiny", "2x4", { ...facts, identifier, productCode: null });
    renderPdfToPng(pdf, { folder: "labels", name: "2x4-tiny-overflow", dpi: 100 });
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = words(pdfText(pdf));
    expect(text).toContain("Continued on the next label (1/");
    expect(text).toMatch(/component1 component2 [a-z0-9 ]*…, continued \(2\/\d\)/);
    for (let i = 1; i <= 150; i++) expect(text).toContain(`component${i} `);
  });

  test("no text is set below the legible floor (1.2 mm x-height: 6.23 pt DejaVu Sans)", () => {
    expect((MIN_FONT_SIZE * DEJAVU_X_HEIGHT * 25.4) / 72).toBeGreaterThanOrEqual(1.2);
    const measure = (text: string, _style: string, size: number) => text.length * size * 0.5;
    for (const size of LABEL_SIZES) {
      const slot = LABEL_STOCK[size].slots[0]!;
      const long = { ...facts, identifier: Array.from({ length: 150 }, (_, i) => `part${i}`).join(" ") };
      for (const format of LABEL_FORMATS) for (const f of [facts, long]) {
        const faces = layoutLabel(labelContent(f, format), { w: slot.w, h: slot.h }, measure);
        for (const face of faces) {
          for (const item of face) if (item.kind === "text") expect(item.size).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
          // Lines never overlap one another.
          const baselines = face.filter((item) => item.kind === "text").map((item) => ({ y: item.y, size: item.size })).sort((p, q) => p.y - q.y);
          for (let i = 1; i < baselines.length; i++) expect(baselines[i]!.y - baselines[i - 1]!.y, `${size} ${format}`).toBeGreaterThanOrEqual(baselines[i]!.size);
          for (const item of face) {
            const right = item.kind === "text" ? item.x + measure(item.text, "regular", item.size) : item.x + item.size;
            expect(right, `${size} ${format}`).toBeLessThanOrEqual(slot.w + 0.01);
            expect(item.kind === "text" ? item.y : item.y + item.size, `${size} ${format}`).toBeLessThanOrEqual(slot.h);
          }
        }
      }
    }
  });

  test("Polish, Greek, Cyrillic and symbols print as written (embedded DejaVu subset); only characters the font lacks (CJK) become ?", async () => {
    const pdf = await render("tiny", "4x3", { ...facts, identifier: "Ethanol ≥ 96 % Łódź α-Pinen µg/m³ Этанол 乙醇", productCode: null });
    renderPdfToPng(pdf, { folder: "labels", name: "4x3-tiny-unicode", dpi: 100 });
    expect(words(pdfText(pdf))).toContain("Ethanol ≥ 96 % Łódź α-Pinen µg/m³ Этанол ??");
    const fonts = Bun.spawnSync(["pdffonts", "-"], { stdin: pdf }).stdout.toString();
    expect(fonts).toMatch(/[A-Z]{6}\+DejaVuSans-Bold +CID TrueType +Identity-H +yes +yes +yes/); // embedded, a subset, with Unicode map
    expect(fonts).not.toContain("Helvetica");
    expect(pdf.length).toBeLessThan(60_000); // the two font files are 1.4 MB: only the glyphs used are in
  });
});

describe("embedded fonts", () => {
  test("a letter first drawn inside a composed one (S in Ś) stays searchable in the next PDF (fonts are shared by documents)", async () => {
    await render("tiny", "4x3", { ...facts, identifier: "Świętokrzyska Śląsk", productCode: null });
    const next = await render("tiny", "4x3", { ...facts, identifier: "Store USA EYES", productCode: null });
    expect(words(pdfText(next))).toContain("Store USA EYES");
  });
});

describe("QR code", () => {
  test("the drawn squares are exactly the code's modules, with a light quiet zone", async () => {
    const { PDFDocument } = await import("pdf-lib");
    const QRCode = (await import("qrcode")).default;
    const { qrOperators } = await import("../../src/modules/printing/label-qr.ts");
    const data = facts.link;
    const pdf = await PDFDocument.create();
    const side = 300;
    pdf.addPage([side, side]).pushOperators(...qrOperators(data, { x: 0, top: side, size: side }));
    const pixels = renderPageToPixels(await pdf.save(), 1, 72);
    const { modules } = QRCode.create(data, { errorCorrectionLevel: "M" });
    const unit = side / (modules.size + 4);
    const dark = (row: number, col: number) => {
      const x = Math.floor((col + 2.5) * unit);
      const y = Math.floor((row + 2.5) * unit);
      return pixels.rgb[(y * pixels.width + x) * 3]! < 128;
    };
    let mismatches = 0;
    for (let row = -2; row < modules.size + 2; row++) {
      for (let col = -2; col < modules.size + 2; col++) {
        const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        if (dark(row, col) !== (inside && Boolean(modules.get(row, col)))) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });
});
