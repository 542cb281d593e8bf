/**
 * PDFs that are not one safety data sheet, uploaded through the API and read by the real reader: one that holds two —
 * an epoxy kit's resin and its corrosive hardener (other-sheets.ts) — keeps the first sheet's values and waits for a
 * person with the second sheet named, its page and the hazard codes the record lacks; a technical data sheet put in the
 * library by mistake (document-kind.ts) waits for a person with what it calls itself.
 */
import { describe, expect, test } from "bun:test";
import { epoxyKitPdf } from "../helpers/kit-pdf";
import { makePdf } from "../helpers/pdf-fixtures";
import { plantUploads } from "./sds-helpers";

const { uploadAndRead } = plantUploads();

describe("a kit's PDF of two sheets, uploaded", () => {
  test("the first sheet's values; the hardener's sheet named with its page and its H314, and the record waits for a check", async () => {
    const { bytes, secondSheetPage: page } = await epoxyKitPdf();
    const { details } = await uploadAndRead("epoxy-kit.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "Epoxy Kit Part A Resin", manufacturer: "Harbour Chemicals Ltd" });
    expect(details.hazard_info.h_codes).toEqual(["H225"]);
    expect(details.parse_status).toBe("needs_review");
    expect(details.needs_review_reasons).toContain(`the PDF holds more than one safety data sheet (another, "Epoxy Kit Part B Hardener", begins on page ${page}): check which product this record is for, and upload the other sheets apart`);
    // The parse's warnings stand in the change log's "parsed" entry.
    const parsed = (details.change_log as { action: string; details: { warnings: string[] } }[]).find((entry) => entry.action === "parsed")!;
    expect(parsed.details.warnings).toContain(`the PDF holds more than one safety data sheet: another begins on page ${page} ("Epoxy Kit Part B Hardener"), with hazard codes this record lacks (H314); the values here are the first sheet's`);
  }, 60_000);
});

describe("a technical data sheet, uploaded as an SDS", () => {
  test("the record waits for a check, saying what the document calls itself", async () => {
    const bytes = makePdf(["TECHNICAL DATA SHEET", "Harbour Degreaser 40", "Harbour Chemicals Ltd, 12 Harbour Road, Leeds", "Typical properties", "Appearance: clear liquid", "Flash point: -18 °C", "Issue date: 12.03.2021"]);
    const { details } = await uploadAndRead("degreaser-tds.pdf", bytes);
    expect(details.parse_status).toBe("needs_review");
    expect(details.needs_review_reasons[0]).toBe(`the PDF does not look like a safety data sheet: it calls itself "TECHNICAL DATA SHEET" and none of the 16 sections were found; check that the product's SDS was uploaded`);
    expect(details.product_name).not.toBe("TECHNICAL");
  }, 60_000);
});
