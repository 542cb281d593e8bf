/**
 * A PDF that holds two safety data sheets — an epoxy kit's resin and its corrosive hardener — uploaded through the API
 * and read by the real reader (other-sheets.ts): the record holds the first sheet's values, and it waits for a person
 * with the second sheet named, its page and the hazard codes the record lacks.
 */
import { describe, expect, test } from "bun:test";
import { epoxyKitPdf } from "../helpers/kit-pdf";
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
