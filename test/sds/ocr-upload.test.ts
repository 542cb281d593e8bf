import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { makeScannedPdf, SCANNED_SDS_LINES } from "../helpers/scanned-pdf";
import { row, rows } from "./sds-helpers";

let app: TestApp;
let a: SeededCompany;
beforeAll(async () => {
  app = await createTestApp({ JOBS_CONCURRENCY: "2" });
  a = await seedCompany(app.ctx, "Plant A");
});
afterAll(async () => app.close());

const upload = async (name: string, bytes: Uint8Array) => {
  const res = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [[name, bytes]]) });
  expect(res.status).toBe(201);
  return res.body.sds_id as string;
};
const libraryItem = async (id: string) => {
  const res = await app.request("GET", "/chem/sds/library?page_size=100", { token: a.viewer.token });
  return (res.body.items as { sds_id: string }[]).find((i) => i.sds_id === id) as Record<string, unknown>;
};

/** "SDS Number" printed with a font whose codes are shifted by 29, as dap_drydex_spackling_garbled_font.pdf has it. */
const garble = (line: string) => [...line].map((c) => (c.charCodeAt(0) > 61 ? String.fromCharCode(c.charCodeAt(0) - 29) : c)).join("");

describe("scanned SDSs are read by OCR inside the appliance", () => {
  test("a scan with no text layer arrives in the library with its hazard info, read by OCR", async () => {
    const id = await upload("scan 0042.pdf", await makeScannedPdf(SCANNED_SDS_LINES));
    await app.ctx.jobs.idle(170_000); // OCR readers run niced: on a busy machine a page takes long (30 s was passed under load)
    const item = await libraryItem(id);
    expect(item).toMatchObject({ sds_parsed: true, read_by: "ocr", signal_word: "DANGER" });
    const details = await app.request("GET", `/chem/sds/${id}/details`, { token: a.viewer.token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ parse_status: "needs_review", needs_ocr: false, read_by: "ocr" });
    const hazards = row<{ h_codes: string }>(app, "SELECT h_codes FROM sds_hazard_info WHERE sds_id = ?", id);
    expect(JSON.parse(hazards.h_codes)).toEqual(expect.arrayContaining(["H314", "H290"]));
    const cas = rows<{ cas_number: string }>(app, "SELECT cas_number FROM sds_composition WHERE sds_id = ?", id).map((r) => r.cas_number);
    expect(cas).toEqual(expect.arrayContaining(["5329-14-6", "77-92-9"]));
    // The parse's confidence reflects that the text came from OCR (below 1, above a guess).
    const doc = row<{ parse_confidence: number; product_name: string }>(app, "SELECT parse_confidence, product_name FROM sds_documents WHERE sds_id = ?", id);
    expect(doc.parse_confidence).toBeGreaterThan(0.3);
    expect(doc.product_name).toBe("Kettle Descaler Forte");
  }, 180_000);

  test("a text layer that is not language, with no image to read, stays needs_ocr and says why", async () => {
    const lines = [
      "Safety Data Sheet according to the Hazard Communication Standard",
      "SDS Number: 1234 Product name: Spackling paste for interior walls",
      "Manufacturer: Example Paints Incorporated, Baltimore, Maryland",
      "Section 2: Hazards identification. Not classified as hazardous.",
      "Section 3: Composition and information on the ingredients of this product",
    ].map(garble);
    const id = await upload("garbled.pdf", makePdf(lines));
    await app.ctx.jobs.idle();
    const details = await app.request("GET", `/chem/sds/${id}/details`, { token: a.viewer.token });
    expect(details.body).toMatchObject({ parse_status: "needs_ocr", needs_ocr: true, sds_parsed: false });
    expect(details.body.parse_error).toContain("does not read as language");
    // No garbage reaches the library as if it were the document's text.
    expect(row<{ n: number }>(app, "SELECT count(*) AS n FROM sds_sections WHERE sds_id = ?", id).n).toBe(0);
  }, 120_000);

  test("typed PDFs are not held up behind scans: OCR never takes every job worker", async () => {
    const files = [await makeScannedPdf(SCANNED_SDS_LINES), await makeScannedPdf(SCANNED_SDS_LINES)];
    const scans = [await upload("scan A.pdf", files[0]!), await upload("scan B.pdf", files[1]!)];
    // Wait until both scans wait for OCR and one is being read: then a typed PDF arrives.
    for (;;) {
      const ocr = rows<{ status: string }>(app, "SELECT status FROM jobs WHERE kind = 'sds_ocr' AND json_extract(payload, '$.sds_id') IN (?, ?)", ...scans);
      expect(ocr.some((j) => j.status === "completed")).toBe(false); // OCR of a page takes seconds: this is never reached
      if (ocr.length === 2 && ocr.some((j) => j.status === "running")) break;
      await Bun.sleep(20);
    }
    const typed = await upload("typed.pdf", makePdf(SCANNED_SDS_LINES[0]!));
    await app.ctx.jobs.idle(230_000); // two scans' OCR, niced
    const done = (id: string) => row<{ completed_at: string; job_status: string }>(app,
      "SELECT p.completed_at, p.job_status FROM sds_parse_jobs p WHERE p.sds_id = ?", id);
    expect(done(typed).job_status).toBe("completed");
    for (const scan of scans) {
      expect(done(scan).job_status).toBe("completed");
      expect(done(typed).completed_at < done(scan).completed_at).toBe(true);
    }
  }, 240_000);
});
