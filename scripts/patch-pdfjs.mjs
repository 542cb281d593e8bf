// npm's root `postinstall`: patches pdf.js (pdfjs-dist, pinned) so that a document opened for text only skips the
// font work that only drawing needs. Plain Node so that it runs under npm before anything else is set up.
//
// What the patch does (docs/parsing-history.md, "pdf.js patch (session 15)"):
// - getDocument passes a new option, `textOnlyFonts`, to the worker's evaluator options (pdf.mjs).
// - A font of such a document (pdf.worker.mjs, Font.checkAndRepair) skips the checks of its hinting programs and
//   glyph outlines, the glyph map of an Identity-mapped CID font and the OpenType file rebuilt for drawing. The
//   character-to-Unicode map, the widths, the metrics and every check that can make pdf.js fall back to a standard
//   font stay as they are, so the text read is the same.
// - The per-glyph text transform (getTextContent's getCurrentTextTransform) is computed without its two
//   intermediate arrays, with the same arithmetic in the same order.
// - (Version 2) The content-stream lexer reads a decoded stream's bytes without a call per byte and builds no string
//   per character of a command, with the same tokens (scripts/patch-pdfjs-lexer.mjs).
// - (Version 3) A text item drawn invisible (rendering mode 3 or 7, as OCR software lays its reading over a page's
//   image) carries `invisible: true`; the reader counts such text (pdf-text.ts).
// - (Version 4) A glyph whose Unicode is the soft hyphen (U+00AD) reads as "-": pdf.js leaves every format character
//   out of the text, but a soft hyphen is drawn only where the page shows a hyphen ("67­64­1" read "67641").
//
// Each change is an exact string replacement of an anchor in the pinned files. Run again, it finds its marker and
// does nothing; an anchor not found (another pdf.js version) fails the install loudly. `--check` only reports. A
// file patched by an earlier version of this script (its marker names the version) has that version's changes
// undone, each required once, and is patched again, so an install upgrades without reinstalling pdf.js.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { LEXER_EDITS } from "./patch-pdfjs-lexer.mjs";

export const PATCH_VERSION = 4;
const markerOf = (version) => `/* chemsafe-pdfjs-patch ${version} */`;
export const PATCH_MARKER = markerOf(PATCH_VERSION);
const markerExport = (version) => `\nconst chemsafePatch = ${JSON.stringify(markerOf(version))};\nexport { WorkerMessageHandler, chemsafePatch };\n`;
const PDFJS_VERSION = "6.5.438";

/**
 * `since`: the version of this script that brought the change (1 when absent); `replacementIn`: the replacement an
 * earlier version wrote, where it differs.
 * @type {{ file: string; edits: { name: string; anchor: string; replacement: string; since?: number; replacementIn?: (version: number) => string }[] }[]}
 */
export const PATCHES = [
  {
    file: "legacy/build/pdf.mjs",
    edits: [
      {
        name: "getDocument passes textOnlyFonts to the worker",
        anchor: "      fontExtraProperties,\n      useSystemFonts,\n      useWasm,\n",
        replacement: "      fontExtraProperties,\n      textOnlyFonts: src.textOnlyFonts === true,\n      useSystemFonts,\n      useWasm,\n",
      },
    ],
  },
  {
    file: "legacy/build/pdf.worker.mjs",
    edits: [
      {
        name: "a font knows its document is read for text only",
        anchor: "    this.fontExtraProperties = evaluatorOptions.fontExtraProperties;\n    this.loadedName = properties.loadedName;\n",
        replacement:
          "    this.fontExtraProperties = evaluatorOptions.fontExtraProperties;\n    this.textOnly = evaluatorOptions.textOnlyFonts === true;\n    this.loadedName = properties.loadedName;\n",
      },
      {
        name: "hinting programs are not checked for text",
        anchor: "    const hintsValid = sanitizeTTPrograms(tables.fpgm, tables.prep, tables[\"cvt \"], maxFunctionDefs);\n",
        replacement: "    const hintsValid = this.textOnly ? true : sanitizeTTPrograms(tables.fpgm, tables.prep, tables[\"cvt \"], maxFunctionDefs);\n",
      },
      {
        // Only where the check cannot throw (a throw sends the font to pdf.js's fallback, which can change its
        // Unicode map): glyphs present and their offsets in order, so that every outline lies in its own range.
        name: "glyph outlines are not checked for text",
        anchor: "    let missingGlyphs = null;\n    if (isTrueType) {\n",
        replacement:
          "    let missingGlyphs = null;\n" +
          "    function glyphLocationsInOrder(loca, glyf, numGlyphs, isLong) {\n" +
          "      if (numGlyphs === 0) {\n        return false;\n      }\n" +
          "      const data = loca.data, end = glyf.data.length, size = isLong ? 4 : 2;\n      let previous = 0;\n" +
          "      for (let i = 0, o = 0; i <= numGlyphs; i++, o += size) {\n" +
          "        let offset = isLong ? data[o] << 24 | data[o + 1] << 16 | data[o + 2] << 8 | data[o + 3] : data[o] << 9 | data[o + 1] << 1;\n" +
          "        if (offset > end) {\n          offset = end;\n        }\n" +
          "        if (offset < previous) {\n          return false;\n        }\n        previous = offset;\n      }\n      return true;\n    }\n" +
          "    if (isTrueType && !(this.textOnly && glyphLocationsInOrder(tables.loca, tables.glyf, numGlyphs, isGlyphLocationsLong))) {\n",
      },
      {
        name: "no glyph map of an Identity-mapped CID font for text",
        anchor: "      const isCidToGidMapEmpty = !cidToGidMap?.size;\n      cMap.forEach((charCode, cid) => {\n",
        replacement:
          "      const isCidToGidMapEmpty = !cidToGidMap?.size;\n      if (!(this.textOnly && cMap instanceof IdentityCMap)) cMap.forEach((charCode, cid) => {\n",
      },
      {
        name: "no glyph map, cmap, OS/2 and OpenType file rebuilt for text",
        anchor: "    const glyphZeroId = dupFirstEntry ? numGlyphsOut - 1 : 0;\n    if (!properties.cssFontInfo) {\n",
        replacement:
          "    const glyphZeroId = dupFirstEntry ? numGlyphsOut - 1 : 0;\n    if (this.textOnly) {\n      if (tables.name) {\n        const [namePrototype, nameRecords] = readNameTable(tables.name);\n        this.psName = namePrototype[0][6] || null;\n        if (!properties.composite) {\n          adjustTrueTypeToUnicode(properties, this.isSymbolicFont, nameRecords);\n        }\n      }\n      return undefined;\n    }\n    if (!properties.cssFontInfo) {\n",
      },
      {
        name: "the per-glyph text transform without intermediate arrays",
        anchor:
          "    function getCurrentTextTransform() {\n      const font = textState.font;\n      const tsm = [textState.fontSize * textState.textHScale, 0, 0, textState.fontSize, 0, textState.textRise];\n" +
          "      if (font.isType3Font && (textState.fontSize <= 1 || font.isCharBBox) && !isArrayEqual(textState.fontMatrix, FONT_IDENTITY_MATRIX)) {\n" +
          "        const glyphHeight = font.bbox[3] - font.bbox[1];\n        if (glyphHeight > 0) {\n          tsm[3] *= glyphHeight * textState.fontMatrix[3];\n        }\n      }\n" +
          "      return Util.transform(textState.ctm, Util.transform(textState.textMatrix, tsm));\n    }\n",
        replacement:
          "    function getCurrentTextTransform() {\n      const font = textState.font;\n      const t0 = textState.fontSize * textState.textHScale, t1 = 0, t2 = 0, t4 = 0, t5 = textState.textRise;\n      let t3 = textState.fontSize;\n" +
          "      if (font.isType3Font && (textState.fontSize <= 1 || font.isCharBBox) && !isArrayEqual(textState.fontMatrix, FONT_IDENTITY_MATRIX)) {\n" +
          "        const glyphHeight = font.bbox[3] - font.bbox[1];\n        if (glyphHeight > 0) {\n          t3 *= glyphHeight * textState.fontMatrix[3];\n        }\n      }\n" +
          "      const m = textState.textMatrix, c = textState.ctm;\n" +
          "      const a0 = m[0] * t0 + m[2] * t1, a1 = m[1] * t0 + m[3] * t1, a2 = m[0] * t2 + m[2] * t3, a3 = m[1] * t2 + m[3] * t3;\n" +
          "      const a4 = m[0] * t4 + m[2] * t5 + m[4], a5 = m[1] * t4 + m[3] * t5 + m[5];\n" +
          "      return [c[0] * a0 + c[2] * a1, c[1] * a0 + c[3] * a1, c[0] * a2 + c[2] * a3, c[1] * a2 + c[3] * a3, c[0] * a4 + c[2] * a5 + c[4], c[1] * a4 + c[3] * a5 + c[5]];\n    }\n",
      },
      ...LEXER_EDITS,
      // (Version 3) A text run drawn invisible (rendering mode 3 or 7: how OCR software lays its reading over a page's
      // image) says so: `invisible` on the item. The text read is the same; runs are split where they were.
      {
        // A field of its own: a text state saved is a clone whose prototype is the state before it, and a property no
        // state has would be looked for down that whole chain at every text run.
        name: "the text state has a rendering mode",
        anchor: "class TextState {\n  ctm = new Float32Array(IDENTITY_MATRIX);\n  fontName = null;\n",
        replacement: "class TextState {\n  ctm = new Float32Array(IDENTITY_MATRIX);\n  fontName = null;\n  textRenderingMode = 0;\n",
        since: 3,
      },
      {
        name: "the text state keeps its rendering mode for text",
        anchor: "          case OPS.setTextRise:\n            textState.textRise = args[0];\n            break;\n",
        replacement:
          "          case OPS.setTextRenderingMode:\n            textState.textRenderingMode = args[0];\n            break;\n" +
          "          case OPS.setTextRise:\n            textState.textRise = args[0];\n            break;\n",
        since: 3,
      },
      {
        name: "a text run notes whether it is drawn invisible",
        anchor: "      textContentItem.fontName = loadedName;\n      const trm = textContentItem.transform = getCurrentTextTransform();\n",
        replacement:
          "      textContentItem.fontName = loadedName;\n      textContentItem.invisible = (textState.textRenderingMode & 3) === 3;\n" +
          "      const trm = textContentItem.transform = getCurrentTextTransform();\n",
        since: 3,
      },
      {
        // Only an invisible item carries the property: every other item keeps pdf.js's own shape.
        name: "a text item says whether it was drawn invisible",
        anchor:
          "      return {\n        str: bidiResult.str,\n        dir: bidiResult.dir,\n        width: Math.abs(textChunk.totalWidth),\n" +
          "        height: Math.abs(textChunk.totalHeight),\n        transform: textChunk.transform,\n        fontName: textChunk.fontName,\n" +
          "        hasEOL: textChunk.hasEOL\n      };\n",
        replacement:
          "      const item = {\n        str: bidiResult.str,\n        dir: bidiResult.dir,\n        width: Math.abs(textChunk.totalWidth),\n" +
          "        height: Math.abs(textChunk.totalHeight),\n        transform: textChunk.transform,\n        fontName: textChunk.fontName,\n" +
          "        hasEOL: textChunk.hasEOL\n      };\n      if (textChunk.invisible === true) {\n        item.invisible = true;\n      }\n      return item;\n",
        since: 3,
      },
      // (Version 4) A drawn soft hyphen is the hyphen the page shows; the other format characters (zero-width spaces and
      // joiners, U+FEFF) are still left out, as nothing draws them.
      {
        name: "a drawn soft hyphen is not left out as a format character",
        anchor: "        if (category.isInvisibleFormatMark) {\n          continue;\n        }\n",
        replacement: "        if (category.isInvisibleFormatMark && glyph.unicode !== \"\\u00AD\") {\n          continue;\n        }\n",
        since: 4,
      },
      {
        name: "a drawn soft hyphen reads as a hyphen",
        anchor: "        const glyphUnicode = glyph.unicode;\n        if (saveLastChar(glyphUnicode)) {\n",
        replacement: "        const glyphUnicode = glyph.unicode === \"\\u00AD\" ? \"-\" : glyph.unicode;\n        if (saveLastChar(glyphUnicode)) {\n",
        since: 4,
      },
      {
        name: "a marker the reader checks",
        anchor: "\nexport { WorkerMessageHandler };\n",
        replacement: markerExport(PATCH_VERSION),
        replacementIn: markerExport,
      },
    ],
  },
];

/** Applies (or with `check`, only inspects) the patch; returns what it found per file. Throws on a missing anchor. */
export function patchPdfjs({ check = false, root = process.cwd() } = {}) {
  const require = createRequire(path.join(root, "package.json"));
  const packageDir = path.dirname(require.resolve("pdfjs-dist/package.json"));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
  if (version !== PDFJS_VERSION) throw new Error(`patch-pdfjs: pdfjs-dist is ${version}; this patch is for ${PDFJS_VERSION}`);
  return PATCHES.map(({ file, edits }) => {
    const filePath = path.join(packageDir, file);
    let text = readFileSync(filePath, "utf8");
    if (text.startsWith(PATCH_MARKER)) return { file, state: "patched" };
    const earlier = /^\/\* chemsafe-pdfjs-patch (\d+) \*\/\n/.exec(text);
    if (check) return { file, state: earlier ? "patched by an earlier version" : "not patched" };
    if (earlier) {
      const version = Number(earlier[1]);
      text = text.slice(earlier[0].length);
      for (const { name, anchor, replacement, replacementIn } of edits.filter((edit) => (edit.since ?? 1) <= version)) {
        text = replaceOnce(text, replacementIn?.(version) ?? replacement, anchor, `undo "${name}" (version ${version}) in ${filePath}`);
      }
    }
    for (const { name, anchor, replacement } of edits) text = replaceOnce(text, anchor, replacement, `"${name}" in ${filePath}`);
    writeFileSync(filePath, `${PATCH_MARKER}\n${text}`);
    return { file, state: "patched now" };
  });
}

function replaceOnce(text, from, to, what) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`patch-pdfjs: the anchor for ${what} is ${at < 0 ? "missing" : "not unique"}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  const results = patchPdfjs({ check });
  for (const { file, state } of results) console.log(`pdfjs-dist/${file}: ${state}`);
  if (check && results.some((r) => r.state !== "patched")) process.exit(1);
}
