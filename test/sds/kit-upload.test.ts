/**
 * A PDF that holds two safety data sheets — an epoxy kit's resin and its corrosive hardener — uploaded through the API
 * and read by the real reader (other-sheets.ts): the record holds the first sheet's values, and it waits for a person
 * with the second sheet named, its page and the hazard codes the record lacks.
 */
import { describe, expect, test } from "bun:test";
import type { PDFFont, PDFPage } from "pdf-lib";
import { drawnPdf } from "../helpers/pdf-drawn";
import { englishSheet } from "../helpers/letters-sheets";
import { plantUploads } from "./sds-helpers";

const { uploadAndRead } = plantUploads();

/** A sheet over pages of A4, 14 points a line, its own body text before each section heading after the first. */
function sheetPages(lines: readonly string[], part: string): ((page: PDFPage, font: PDFFont) => void)[] {
  const body = lines.flatMap((line, index) => (line.startsWith("SECTION") && index > 2 ? [...Array.from({ length: 24 }, (_, k) => `${part}: keep the container closed and store it in a cool place (${index}.${k + 1}).`), line] : [line]));
  const perPage = 50;
  return Array.from({ length: Math.ceil(body.length / perPage) }, (_, index) => (page: PDFPage, font: PDFFont) =>
    body.slice(index * perPage, (index + 1) * perPage).forEach((text, row) => page.drawText(text, { x: 50, y: 790 - row * 14, size: 10, font })));
}

describe("a kit's PDF of two sheets, uploaded", () => {
  test("the first sheet's values; the hardener's sheet named with its page and its H314, and the record waits for a check", async () => {
    const resin = englishSheet("Epoxy Kit Part A Resin", "Harbour Chemicals Ltd");
    const hardener = englishSheet("Epoxy Kit Part B Hardener", "Harbour Chemicals Ltd").map((line) =>
      line.replace("H225 Highly flammable liquid and vapour.", "H314 Causes severe skin burns and eye damage.").replace("Acetone    CAS: 67-64-1    50 - 100 %", "Triethylenetetramine    CAS: 112-24-3    10 - 25 %"));
    const first = sheetPages(resin, "Resin");
    const bytes = await drawnPdf([...first, ...sheetPages(hardener, "Hardener")]);
    const { details } = await uploadAndRead("epoxy-kit.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "Epoxy Kit Part A Resin", manufacturer: "Harbour Chemicals Ltd" });
    expect(details.hazard_info.h_codes).toEqual(["H225"]);
    expect(details.parse_status).toBe("needs_review");
    const page = first.length + 1;
    expect(details.needs_review_reasons).toContain(`the PDF holds more than one safety data sheet (another, "Epoxy Kit Part B Hardener", begins on page ${page}): check which product this record is for, and upload the other sheets apart`);
    // The parse's warnings stand in the change log's "parsed" entry.
    const parsed = (details.change_log as { action: string; details: { warnings: string[] } }[]).find((entry) => entry.action === "parsed")!;
    expect(parsed.details.warnings).toContain(`the PDF holds more than one safety data sheet: another begins on page ${page} ("Epoxy Kit Part B Hardener"), with hazard codes this record lacks (H314); the values here are the first sheet's`);
  }, 60_000);
});
