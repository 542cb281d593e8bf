import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS_DIR } from "../helpers/corpus";
import { makeShiftedFontPdf, SHIFTED_SDS_LINES } from "../helpers/shifted-font-pdf";
import { plantUploads, row } from "./sds-helpers";

const plant = plantUploads();
const { uploadAndRead } = plant;

describe("an SDS printed with a font whose character codes are shifted", () => {
  test("is read from its decoded text layer (no OCR), and its evidence says the text was decoded", async () => {
    const { id, details } = await uploadAndRead("shifted font.pdf", await makeShiftedFontPdf([{ broken: SHIFTED_SDS_LINES }]));
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, read_by: "text", product_name: "Kettle Descaler Forte" });
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect(details.hazard_info.h_codes).toEqual(expect.arrayContaining(["H314", "H290"]));
    expect(details.fields.signal_word.parsed.evidence).toMatchObject({ page: 1, method: "text_decoded" });
    expect(details.fields.signal_word.parsed.evidence.confidence).toBeLessThan(0.95);
    // The parse's entry in the change log says how the text was recovered.
    const parsedEntry = (details.change_log as { action: string; details: { warnings: string[] } }[]).find((c) => c.action === "parsed")!;
    expect(parsedEntry.details.warnings.join("\n")).toContain("character codes are shifted (by 29); it was decoded");
    // Nothing went to OCR: the letters were on the page all along.
    expect(row<{ n: number }>(plant.app, "SELECT count(*) AS n FROM jobs WHERE kind = 'sds_ocr' AND json_extract(payload, '$.sds_id') = ?", id).n).toBe(0);
  }, 60_000);

  const garbled = join(CORPUS_DIR, "..", "sds-wide", "dap_drydex_spackling_garbled_font.pdf");
  test.skipIf(!existsSync(garbled))("corpus: dap_drydex_spackling_garbled_font.pdf arrives with its hazard info instead of needs_ocr", async () => {
    const { details } = await uploadAndRead("dap_drydex_spackling_garbled_font.pdf", new Uint8Array(readFileSync(garbled)));
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, read_by: "text" });
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect(details.hazard_info.h_codes).toEqual(expect.arrayContaining(["H315"]));
    expect(details.fields.signal_word.parsed.evidence.method).toBe("text_decoded");
  }, 60_000);
});
