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

export async function embedPrintFonts(pdf: PDFDocument): Promise<PrintFonts> {
  pdf.registerFontkit(fontkit);
  const bytes = await fontFiles();
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  const boldSet = new Set(bold.getCharacterSet());
  const both = new Set(regular.getCharacterSet().filter((c) => boldSet.has(c)));
  const cache = new Map<string, string>();
  const text = (value: string) => {
    let out = cache.get(value);
    if (out === undefined) cache.set(value, (out = spellForFont(value, (code) => both.has(code))));
    return out;
  };
  return { regular, bold, text };
}
