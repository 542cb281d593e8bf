import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, setTextRenderingMode, StandardFonts, TextRenderingMode } from "pdf-lib";
import { extractPdfText, loadPdfjs, pdfjsPatched } from "../../src/shared/pdf/pdf-text.ts";
import { makePdf } from "../helpers/pdf-fixtures.ts";
import { PATCH_MARKER, PATCH_VERSION, PATCHES, patchPdfjs } from "../../scripts/patch-pdfjs.mjs";
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

/**
 * DejaVu Sans with one glyph's offset in its (long) loca table set to 2^31, read as negative: pdf.js's outline
 * check throws on it, and the font goes to pdf.js's fallback. Read for text, the check must still run there.
 */
function fontWithBrokenGlyphOffsets(): Uint8Array {
  const font = new Uint8Array(DEJAVU);
  const view = new DataView(font.buffer);
  const tables = new Map<string, number>();
  for (let i = 0, count = view.getUint16(4); i < count; i++) {
    const at = 12 + 16 * i;
    tables.set(String.fromCharCode(...font.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  if (view.getInt16(tables.get("head")! + 50) !== 1) throw new Error("DejaVu Sans was expected to have long glyph offsets");
  view.setUint32(tables.get("loca")! + 6000 * 4, 0x80000000); // a glyph the text does not use
  return font;
}

async function brokenOffsetsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontWithBrokenGlyphOffsets(), { subset: false });
  LINES.forEach((line, i) => doc.addPage([595, 842]).drawText(line, { x: 40, y: 780, size: 10, font }));
  return doc.save();
}

type Reading = { pages: unknown[]; fontFiles: (Uint8Array | undefined)[]; fallbacks: boolean[] };

/**
 * Every page's text content (items and font styles), and the font files pdf.js sent for drawing the page (kept on
 * the main thread's font objects only with fontExtraProperties), and whether each font went to pdf.js's fallback.
 */
async function readWithPdfjs(bytes: Uint8Array, textOnlyFonts: boolean, fontExtraProperties = false): Promise<Reading> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), textOnlyFonts, fontExtraProperties, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0,
  } as Parameters<typeof pdfjs.getDocument>[0]);
  try {
    const document = await task.promise;
    const reading: Reading = { pages: [], fontFiles: [], fallbacks: [] };
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      reading.pages.push({ items: content.items, styles: content.styles });
      await page.getOperatorList();
      for (const loadedName of Object.keys(content.styles)) {
        const font = page.commonObjs.get(loadedName) as { data?: Uint8Array; missingFile: boolean };
        reading.fontFiles.push(font.data);
        reading.fallbacks.push(font.missingFile);
      }
    }
    return reading;
  } finally {
    await task.destroy();
  }
}

describe("pdf.js patched for reading text", () => {
  test("the installed pdf.js carries this version of the patch", async () => {
    await loadPdfjs();
    expect(pdfjsPatched()).toBe(true);
    const worker = (globalThis as { pdfjsWorker?: { chemsafePatch?: string } }).pdfjsWorker;
    expect(worker?.chemsafePatch).toBe(PATCH_MARKER);
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
    ["an embedded font whose glyph offsets are out of order (pdf.js's fallback)", brokenOffsetsPdf, "Zwroty"],
  ])("%s reads the same with fonts read for text only", async (_name, make, expected) => {
    const bytes = await make();
    const forText = await readWithPdfjs(bytes, true);
    const toDraw = await readWithPdfjs(bytes, false);
    // Font names carry the document's id (g_d5_f1): the same font in two documents.
    const text = (reading: Reading) => JSON.stringify(reading.pages).replace(/g_d\d+_/g, "g_d_");
    expect(text(forText)).toBe(text(toDraw));
    expect(text(forText)).toContain(expected);
    expect(forText.fallbacks).toEqual(toDraw.fallbacks);
  });

  test("a font that pdf.js's outline check sends to its fallback still goes there when read for text", async () => {
    const bytes = await brokenOffsetsPdf();
    expect((await readWithPdfjs(bytes, false)).fallbacks).toEqual(LINES.map(() => true));
    expect((await readWithPdfjs(bytes, true)).fallbacks).toEqual(LINES.map(() => true));
    expect((await readWithPdfjs(await multilingualPdf(), true)).fallbacks).toEqual([false, false, true]); // Helvetica: no file
  });
});

describe("text drawn invisible (the patch's version 3)", () => {
  test("a run drawn in rendering mode 3 or 7 says so; filled, stroked and clipped text does not; the text read is the same", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    const modes = [TextRenderingMode.Fill, TextRenderingMode.Invisible, TextRenderingMode.Outline, TextRenderingMode.Clip, TextRenderingMode.FillAndClip];
    modes.forEach((mode, i) => {
      page.pushOperators(setTextRenderingMode(mode));
      page.drawText(`line ${i} drawn in mode ${mode}`, { x: 40, y: 780 - i * 18, size: 10, font });
    });
    const bytes = await doc.save();
    const pdfjs = await loadPdfjs();
    const task = pdfjs.getDocument({ data: new Uint8Array(bytes), textOnlyFonts: true, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 } as Parameters<typeof pdfjs.getDocument>[0]);
    try {
      const content = await (await (await task.promise).getPage(1)).getTextContent();
      const runs = (content.items as { str: string; invisible?: boolean }[]).filter((item) => item.str.trim() !== "");
      expect(runs.map((item) => [item.str, item.invisible === true])).toEqual(modes.map((mode, i) => [`line ${i} drawn in mode ${mode}`, mode === 3 || mode === 7]));
    } finally {
      await task.destroy();
    }
  });
});

describe("a soft hyphen drawn (the patch's version 4)", () => {
  // pdf.js leaves a glyph whose Unicode is a format character out of the text (U+00AD, U+200B, …); a soft hyphen is
  // drawn only where the page shows a hyphen (a generator that maps its hyphen so, a line broken at a syllable).
  test("a glyph mapped to U+00AD reads as the hyphen the page shows, in CAS numbers, telephones and dates", async () => {
    const bytes = makePdf(["CAS: 67-64-1", "Telefon: +49-89-1234-567", "Ueberarbeitet am: 2021-02-01", "Sicherheits-"], [], { winAnsi: true, toUnicode: { "-": "\u00ad" } });
    const text = await extractPdfText(bytes);
    expect(text.pages[0]!.lines.map((line) => line.text).slice(0, 4)).toEqual(["CAS: 67-64-1", "Telefon: +49-89-1234-567", "Ueberarbeitet am: 2021-02-01", "Sicherheits-"]);
  });

  test("a glyph mapped to a zero-width space is still no character of the text", async () => {
    const bytes = makePdf(["Handels|name: Kalkloeser"], [], { winAnsi: true, toUnicode: { "|": "\u200b" } });
    const text = await extractPdfText(bytes);
    expect(text.pages[0]!.lines[0]!.text).toBe("Handelsname: Kalkloeser");
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

  test("upgrades a file patched by an earlier version to exactly what a fresh patch writes", () => {
    const fresh = fakeInstall();
    const earlier = fakeInstall();
    try {
      patchPdfjs({ root: fresh });
      // What version 1 of the script wrote: its changes only, its marker on the first line and in the export.
      for (const { file, edits } of PATCHES) {
        let text = read(earlier, file);
        for (const edit of edits.filter((e) => (e.since ?? 1) <= 1)) text = text.replace(edit.anchor, edit.replacementIn?.(1) ?? edit.replacement);
        writeFileSync(join(earlier, "node_modules", "pdfjs-dist", file), `/* chemsafe-pdfjs-patch 1 */\n${text}`);
      }
      expect(PATCH_VERSION).toBeGreaterThan(1);
      expect(patchPdfjs({ root: earlier, check: true }).map((r) => r.state)).toEqual(["patched by an earlier version", "patched by an earlier version"]);
      expect(patchPdfjs({ root: earlier }).map((r) => r.state)).toEqual(["patched now", "patched now"]);
      expect(PATCHES.map(({ file }) => read(earlier, file))).toEqual(PATCHES.map(({ file }) => read(fresh, file)));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
      rmSync(earlier, { recursive: true, force: true });
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
