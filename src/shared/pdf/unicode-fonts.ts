/**
 * The fonts every printed PDF uses (labels, posters, binder cover and index, emergency inventory): DejaVu Sans and
 * DejaVu Sans Bold, embedded as subsets (only the glyphs a document uses) through @pdf-lib/fontkit. They spell every
 * EU language, Greek and Cyrillic and the symbols SDSs use ("≥", "°C", "µ"). The TTF files are carried by the
 * executable (`with { type: "file" }`); from source they are read from node_modules.
 *
 * A character the fonts lack (CJK, for one) is still never dropped silently: `text()` spells it in characters
 * the font has, else prints "?" (pdf-text-encoding.ts).
 */
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import regularPath from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf" with { type: "file" };
import boldPath from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf" with { type: "file" };
import { spellForFont } from "./pdf-text-encoding";

/** DejaVu Sans's x-height: 1120 of 2048 font units (the "x" glyph's height). */
export const DEJAVU_X_HEIGHT = 1120 / 2048;

export type PrintFonts = {
  regular: PDFFont;
  bold: PDFFont;
  /** `text` in characters both fonts have (line breaks and control characters become spaces). */
  text: (text: string) => string;
};

let files: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** The font files, read once per process (about 1.4 MB together). */
function fontFiles() {
  files ??= Promise.all([Bun.file(regularPath).bytes(), Bun.file(boldPath).bytes()]).then(([regular, bold]) => ({ regular, bold }));
  return files;
}

type FontkitFont = ReturnType<typeof fontkit.create>;

/**
 * fontkit, with each font file parsed once per process (pdf-lib would parse it for every document; DejaVu's tables
 * take ~100 ms to read) and a plain layout: one glyph per character from the font's cmap, no OpenType shaping.
 * Shaping (ligatures, kerning lookups) cost ~1.5 ms per string and printed nothing different that a label needs:
 * pdf-lib sets glyphs by their advance widths, without kerning, and "fi" as two letters keeps text searchable.
 * A parsed font is only read from (each document makes its own subset), so documents can share it.
 */
const parsed = new Map<Uint8Array, FontkitFont>();
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsed.get(data);
    if (!font) {
      const real = fontkit.create(data, postscriptName);
      font = Object.create(real) as FontkitFont;
      // What pdf-lib reads of a glyph: its id, its advance width and the character it stands for (the PDF's
      // ToUnicode map, which makes the text searchable). fontkit's own glyph objects keep the characters of their
      // first use, and a glyph first met as part of another ("S" inside "Ś") would map to no character at all.
      const glyphs = new Map<number, { id: number; advanceWidth: number; codePoints: number[] }>();
      const glyphOf = (codePoint: number) => {
        let glyph = glyphs.get(codePoint);
        if (!glyph) {
          const g = real.glyphForCodePoint(codePoint);
          glyphs.set(codePoint, (glyph = { id: g.id, advanceWidth: g.advanceWidth, codePoints: [codePoint] }));
        }
        return glyph;
      };
      font.layout = ((text: string) => {
        const run = [...text].map((ch) => glyphOf(ch.codePointAt(0)!));
        return { glyphs: run, advanceWidth: run.reduce((sum, g) => sum + g.advanceWidth, 0) };
      }) as unknown as FontkitFont["layout"];
      parsed.set(data, font);
    }
    return font;
  },
};

export async function embedPrintFonts(pdf: PDFDocument): Promise<PrintFonts> {
  pdf.registerFontkit(sharedFontkit);
  const bytes = await fontFiles();
  // A subset's name starts with a six-letter tag (PDF 32000-1, 9.6.4), so viewers and checkers know it is one.
  const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
  const regular = await pdf.embedFont(bytes.regular, { subset: true, customName: `${tag()}+DejaVuSans` });
  const bold = await pdf.embedFont(bytes.bold, { subset: true, customName: `${tag()}+DejaVuSans-Bold` });
  const boldSet = new Set(bold.getCharacterSet());
  const both = new Set(regular.getCharacterSet().filter((c) => boldSet.has(c)));
  const cache = new Map<string, string>();
  const text = (value: string) => {
    let out = cache.get(value);
    if (out === undefined) cache.set(value, (out = spellForFont(value.normalize("NFC"), (code) => both.has(code))));
    return out;
  };
  return { regular, bold, text };
}
