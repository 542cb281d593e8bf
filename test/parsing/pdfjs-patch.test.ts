import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { loadPdfjs, pdfjsPatched } from "../../src/shared/pdf/pdf-text.ts";
import { PATCH_MARKER, PATCHES, patchPdfjs } from "../../scripts/patch-pdfjs.mjs";
import { makeShiftedFontPdf, SHIFTED_SDS_LINES } from "../helpers/shifted-font-pdf.ts";

// pdf.js patched at install (scripts/patch-pdfjs.mjs): a document opened with `textOnlyFonts` skips the font work
// only drawing needs. If the first tests fail, `npm install` did not run the root postinstall.

const DEJAVU = readFileSync(join(import.meta.dir, "..", "..", "node_modules", "dejavu-fonts-ttf", "ttf", "DejaVuSans.ttf"));

const LINES = [
  "1.1 Product identifier: Acetone (CAS 67-64-1)",
  "Gefahrenhinweise: Flüssigkeit und Dampf leicht entzündbar. Größe 12½ µm",
  "Zwroty wskazujące rodzaj zagrożenia: Wysoce łatwopalna ciecz i pary.",
  "Δελτίο δεδομένων ασφαλείας — Паспорт безопасности — Çözücü, ﬁne “quotes”",
];

/** A page per font kind: DejaVu embedded whole and as a subset (CID fonts, Identity-H), and Helvetica (no font file). */
async function multilingualPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = [await doc.embedFont(DEJAVU, { subset: false }), await doc.embedFont(DEJAVU, { subset: true })];
  for (const font of fonts) {
    const page = doc.addPage([595, 842]);
    LINES.forEach((line, i) => page.drawText(line, { x: 40 + i * 3, y: 780 - i * 18, size: 9 + i, font }));
  }
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText("Section 2: Hazards identification", { x: 40, y: 780, size: 11, font: helvetica });
  return doc.save();
}

type Reading = { pages: unknown[]; fontFiles: (Uint8Array | undefined)[] };

/**
 * Every page's text content (items and font styles), and the font files pdf.js sent for drawing the page (kept on
 * the main thread's font objects only with fontExtraProperties).
 */
async function readWithPdfjs(bytes: Uint8Array, textOnlyFonts: boolean, fontExtraProperties = false): Promise<Reading> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), textOnlyFonts, fontExtraProperties, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0,
  } as Parameters<typeof pdfjs.getDocument>[0]);
  try {
    const document = await task.promise;
    const reading: Reading = { pages: [], fontFiles: [] };
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      reading.pages.push({ items: content.items, styles: content.styles });
      await page.getOperatorList();
      for (const loadedName of Object.keys(content.styles)) {
        reading.fontFiles.push((page.commonObjs.get(loadedName) as { data?: Uint8Array }).data);
      }
    }
    return reading;
  } finally {
    await task.destroy();
  }
}

describe("pdf.js patched for reading text", () => {
  test("the installed pdf.js carries the patch", async () => {
    await loadPdfjs();
    expect(pdfjsPatched()).toBe(true);
  });

  test("a document opened for text gets no font file rebuilt for drawing; one opened to draw still does", async () => {
    const bytes = await multilingualPdf();
    const forText = await readWithPdfjs(bytes, true, true);
    const toDraw = await readWithPdfjs(bytes, false, true);
    const embedded = (reading: Reading) => reading.fontFiles.slice(0, 2);
    expect(embedded(toDraw).every((data) => data instanceof Uint8Array && data.length > 1000)).toBe(true);
    expect(embedded(forText)).toEqual([undefined, undefined]);
  });

  test.each([
    ["multilingual text in whole and subset embedded CID fonts and a standard font", multilingualPdf, "Flüssigkeit"],
    ["a CID font without a ToUnicode map (codes read from the font)", () => makeShiftedFontPdf([{ broken: SHIFTED_SDS_LINES, sound: ["Helvetica line"] }]), "3URGXFW"],
  ])("%s reads the same with fonts read for text only", async (_name, make, expected) => {
    const bytes = await make();
    const forText = await readWithPdfjs(bytes, true);
    const toDraw = await readWithPdfjs(bytes, false);
    // Font names carry the document's id (g_d5_f1): the same font in two documents.
    const text = (reading: Reading) => JSON.stringify(reading.pages).replace(/g_d\d+_/g, "g_d_");
    expect(text(forText)).toBe(text(toDraw));
    expect(text(forText)).toContain(expected);
  });
});

describe("scripts/patch-pdfjs.mjs", () => {
  /** A stand-in pdfjs-dist whose files hold every anchor (and `drop` left out), between other text. */
  function fakeInstall(drop?: string): string {
    const root = mkdtempSync(join(tmpdir(), "patch-pdfjs-"));
    const dir = join(root, "node_modules", "pdfjs-dist");
    mkdirSync(join(dir, "legacy", "build"), { recursive: true });
    writeFileSync(join(root, "package.json"), "{}");
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "pdfjs-dist", version: "6.5.438" }));
    for (const { file, edits } of PATCHES) {
      const anchors = edits.filter((edit) => edit.name !== drop).map((edit) => edit.anchor);
      writeFileSync(join(dir, file), `// start\n${anchors.join("\n// between\n")}\n// end\n`);
    }
    return root;
  }
  const read = (root: string, file: string) => readFileSync(join(root, "node_modules", "pdfjs-dist", file), "utf8");

  test("replaces every anchor once, marks the file, and a second run changes nothing", () => {
    const root = fakeInstall();
    try {
      expect(patchPdfjs({ root, check: true }).map((r) => r.state)).toEqual(["not patched", "not patched"]);
      expect(patchPdfjs({ root }).map((r) => r.state)).toEqual(["patched now", "patched now"]);
      const once = PATCHES.map(({ file }) => read(root, file));
      for (const [i, { edits }] of PATCHES.entries()) {
        expect(once[i]!.startsWith(PATCH_MARKER)).toBe(true);
        for (const edit of edits) expect(once[i]).toContain(edit.replacement);
      }
      expect(patchPdfjs({ root }).map((r) => r.state)).toEqual(["patched", "patched"]);
      expect(PATCHES.map(({ file }) => read(root, file))).toEqual(once);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("fails loudly, naming the change, when an anchor is missing (another pdf.js)", () => {
    const root = fakeInstall("glyph outlines are not checked for text");
    try {
      expect(() => patchPdfjs({ root })).toThrow(/glyph outlines are not checked for text.*missing/);
      expect(read(root, "legacy/build/pdf.worker.mjs").startsWith(PATCH_MARKER)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
