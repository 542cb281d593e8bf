import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith } from "../helpers/pdf-fixtures";
import { makeScannedPdf } from "../helpers/scanned-pdf";

let app: TestApp;
let a: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Plant A");
});
afterAll(async () => app.close());

/**
 * A scan whose codes and CAS numbers are printed as OCR reads worn copies (tesseract reads them as printed):
 * a gap after the code letter or inside its digits, long dashes between the groups, a check digit that does
 * not fit (one digit misread).
 */
const DAMAGED_SCAN_LINES: string[][] = [[
  "SAFETY DATA SHEET",
  "SECTION 1. IDENTIFICATION",
  "Product name:    Drain Opener Forte",
  "Manufacturer:    Brightwater Chemicals Ltd",
  "Revision date:    2021-03-15",
  "SECTION 2. HAZARDS IDENTIFICATION",
  "Signal word:    Danger",
  "Classification:    Skin Corr. 1A    Met. Corr. 1    Eye Irrit. 2",
  "Hazard statements:    H 314,    H 290,    H3 19",
  "SECTION 3. COMPOSITION/INFORMATION ON INGREDIENTS",
  "Chemical name    CAS No.    Concentration",
  "Acetone    67—64—1    10 - 30 %",
  "Citric acid    77-92-8    5 - 10 %",
  "SECTION 4. FIRST AID MEASURES",
  "Rinse skin with water. Call a doctor.",
]];

describe("codes and CAS numbers that OCR reads damaged", () => {
  test("arrive right in the library; a CAS number whose misread digit was put right says so and asks for a check", async () => {
    const res = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["worn scan.pdf", await makeScannedPdf(DAMAGED_SCAN_LINES)]]) });
    expect(res.status).toBe(201);
    await app.ctx.jobs.idle(280_000); // OCR readers run niced: on a busy machine a page takes long
    const details = await app.request("GET", `/chem/sds/${res.body.sds_id}/details`, { token: a.viewer.token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ read_by: "ocr", needs_ocr: false, sds_parsed: true });
    expect(details.body.hazard_info.h_codes).toEqual(expect.arrayContaining(["H290", "H314", "H319"]));
    const cas = (details.body.composition as { cas_number: string }[]).map((row) => row.cas_number);
    expect(cas).toEqual(["67-64-1", "77-92-9"]);
    const evidence = details.body.fields.composition.parsed.evidence;
    expect(evidence.method).toBe("ocr_repaired");
    expect(evidence.confidence).toBeLessThan(0.6);
  }, 300_000);
});
