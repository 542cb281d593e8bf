import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractPdfText } from "../../src/shared/pdf/pdf-text";
import { findFontShifts, shiftText } from "../../src/shared/pdf/shifted-font";
import { CORPUS_DIR } from "../helpers/corpus";
import { makeShiftedFontPdf, SHIFTED_SDS_LINES } from "../helpers/shifted-font-pdf";

const pageText = (text: Awaited<ReturnType<typeof extractPdfText>>, n: number) => text.pages[n - 1]!.lines.map((l) => l.text).join("\n");

describe("text printed with a font whose character codes are shifted", () => {
  test("is decoded per font, with the shift found from the characters; a sound font on the same page stays as printed", async () => {
    const pdf = await makeShiftedFontPdf([{ broken: SHIFTED_SDS_LINES, sound: ["Printed 2024-01-01 by the plant office"] }]);
    const text = await extractPdfText(pdf);
    expect(text.unreadablePages).toEqual([]);
    expect(text.decodedPages).toEqual([{ page: 1, method: "font_shift", shifts: [29] }]);
    const page = pageText(text, 1);
    expect(page).toContain("Printed 2024-01-01 by the plant office");
    expect(page).toContain("Product name: Kettle Descaler Forte");
    expect(page).toContain("H314 Causes severe skin burns and eye damage.");
    expect(page).toContain("Sulfamic acid CAS 5329-14-6 10 - 30 %");
  });

  test("a page that no shift turns into language stays unreadable (not language), and nothing is decoded", async () => {
    // Letters in an order no language has: moved by any amount, they still do not read as words.
    const noise = Array.from({ length: 12 }, (_, i) => Array.from({ length: 8 }, (_, j) => "bcdfghjklmnpqrstvwxz".repeat(3).slice((i * 7 + j * 3) % 20, ((i * 7 + j * 3) % 20) + 6)).join(" "));
    const text = await extractPdfText(await makeShiftedFontPdf([{ broken: noise }]));
    expect(text.decodedPages).toBeUndefined();
    expect(text.unreadablePages).toEqual([{ page: 1, reason: "not_language" }]);
  });

  test("a font whose text reads as language is never shifted, and a half-shifted text (spaces left alone) is not taken for text", () => {
    const english = "Rinse skin with plenty of water for several minutes and call a poison centre or a doctor at once.";
    expect(findFontShifts([{ fontName: "f1", text: english }]).size).toBe(0);
    // Letters moved by 29, spaces and digits not: moving it back turns every space into "=".
    const half = [...english].map((c) => (c.charCodeAt(0) > 61 ? String.fromCharCode(c.charCodeAt(0) - 29) : c)).join("");
    expect(findFontShifts([{ fontName: "f1", text: half }]).size).toBe(0);
    expect(findFontShifts([{ fontName: "f1", text: shiftText(english, -29) }]).get("f1")).toBe(29);
  });

  const garbled = join(CORPUS_DIR, "..", "sds-wide", "dap_drydex_spackling_garbled_font.pdf");
  test.skipIf(!existsSync(garbled))("corpus: dap_drydex_spackling_garbled_font.pdf reads as text on all six pages", async () => {
    const text = await extractPdfText(new Uint8Array(readFileSync(garbled)));
    expect(text.unreadablePages).toEqual([]);
    expect(text.decodedPages?.map((d) => d.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(text.decodedPages?.every((d) => d.shifts.join() === "29")).toBe(true);
    expect(pageText(text, 1)).toContain("SDS Number");
    expect(pageText(text, 1)).toContain("NOTE: The National Response");
  });
});
