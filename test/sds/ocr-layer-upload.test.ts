/**
 * A PDF whose text layer OCR software wrote (its Producer names Acrobat's Paper Capture, ABBYY FineReader …): the
 * layer holds an OCR engine's misreadings, and it is read as a page OCR'd here is, with the OCR repairs (session 39).
 * Through the real stack: upload, the parse job, the details.
 */
import { describe, expect, test } from "bun:test";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { makeScannedPdf, makeSearchableScan } from "../helpers/scanned-pdf";
import { PDFDocument, setTextRenderingMode, StandardFonts, TextRenderingMode } from "pdf-lib";
import { plantUploads } from "./sds-helpers";
import { ocrSoftwareNamed } from "../../src/shared/pdf/ocr-software";

const plant = plantUploads();

/** A sheet as an OCR engine read it: a label's I as l, "m" as "rn", a date's 0 as O. */
const MISREAD = [
  "SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY", "Product narne: Glide Alpha Degreaser",
  "Manufacturer: Nordwerk Chemie GmbH", "SECTION 2: HAZARDS IDENTIFICATION", "SignaI word: Danger", "H225 Highly flammable liquid and vapour.",
  "SECTION 16: OTHER INFORMATION", "Revision date: 2O16/12/05",
];

/** The warnings of each parse of the document (newest first), as its change log keeps them. */
const parseWarnings = (details: { change_log: unknown }) =>
  (details.change_log as { action: string; details: { warnings?: string[] } | null }[])
    .filter((entry) => entry.action === "parsed").map((entry) => (entry.details?.warnings ?? []).join("\n"));

const uploadAndRead = async (name: string, bytes: Uint8Array) => (await plant.uploadAndRead(name, bytes)).details;

describe("a text layer written by OCR software", () => {
  test("is read with the OCR repairs; its evidence says OCR, and a warning says why", async () => {
    const details = await uploadAndRead("paper capture.pdf", makePdf(MISREAD, [], { producer: "Adobe Acrobat Pro DC 17 Paper Capture Plug-in" }));
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "Glide Alpha Degreaser", revision_date: "2016-12-05" });
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect(details.fields.product_name.parsed.evidence.method).toMatch(/^ocr/);
    expect(parseWarnings(details)[0]).toContain("written by OCR software (Adobe Acrobat Pro DC 17 Paper Capture Plug-in)");
  }, 60_000);

  test("a text layer no OCR software wrote is read as printed: no repairs", async () => {
    const details = await uploadAndRead("web capture.pdf", makePdf(MISREAD, [], { producer: "Acrobat Web Capture 4.05" }));
    expect(details.revision_date).not.toBe("2016-12-05");
    expect(details.fields.product_name?.parsed?.evidence?.method ?? "none").not.toMatch(/^ocr/);
    expect(parseWarnings(details)[0]).not.toContain("OCR software");
  }, 60_000);
});

/**
 * A document OCR software made where one page kept no text (its image only, as FineReader leaves a page it could not
 * read): the sds_ocr job reads that page here, and the layer's own pages are still OCR lines, repaired with it.
 */
async function layerWithScannedPage(layer: string[], scanned: string[], producer: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(makePdf(layer));
  const scan = await PDFDocument.load(await makeScannedPdf([scanned]));
  const [page] = await doc.copyPages(scan, [0]);
  doc.addPage(page!);
  doc.setProducer(producer);
  return doc.save();
}

describe("a text layer written by OCR software with a page of image only", () => {
  test("the layer's pages are repaired as OCR lines beside the page OCR read here, and the warning names the software", async () => {
    const scanned = [
      "SECTION 3: COMPOSITION/INFORMATION ON INGREDIENTS", "Chemical name    CAS No.    Concentration", "Acetone    67-64-1    10 - 30 %",
      "SECTION 4: FIRST AID MEASURES", "Rinse skin with water. Call a doctor.",
    ];
    const layer = [...MISREAD.slice(0, 4), "Revision date: 2O16/12/05", ...MISREAD.slice(4, 7)];
    const bytes = await layerWithScannedPage(layer, scanned, "ABBYY FineReader 15");
    const res = await plant.app.request("POST", "/sds/upload", { token: plant.a.manager.token, form: formWith("file", [["finereader with a picture page.pdf", bytes]]) });
    expect(res.status).toBe(201);
    await plant.app.ctx.jobs.idle(280_000); // OCR readers run niced: on a busy machine a page takes long
    const details = (await plant.app.request("GET", `/chem/sds/${res.body.sds_id}/details`, { token: plant.a.viewer.token })).body;
    expect(details).toMatchObject({ read_by: "ocr", needs_ocr: false, sds_parsed: true, product_name: "Glide Alpha Degreaser", revision_date: "2016-12-05" });
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect((details.composition as { cas_number: string }[]).map((row) => row.cas_number)).toEqual(["67-64-1"]);
    expect(details.fields.product_name.parsed.evidence.method).toMatch(/^ocr/);
    const warnings = parseWarnings(details);
    expect(warnings.length).toBeGreaterThan(0);
    for (const parse of warnings) expect(parse).toContain("written by OCR software (ABBYY FineReader 15)");
  }, 300_000);
});

describe("a text layer drawn invisible over a scanned page (no OCR software named)", () => {
  test("is read as an OCR reading, with the repairs, and the warning says why", async () => {
    const bytes = await makeSearchableScan(MISREAD, "Canon iR-ADV C5535 PDF");
    const details = await uploadAndRead("copier searchable scan.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "Glide Alpha Degreaser", revision_date: "2016-12-05" });
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect(details.fields.product_name.parsed.evidence.method).toMatch(/^ocr/);
    expect(parseWarnings(details)[0]).toContain("its text is drawn invisible over the page");
  }, 120_000);

  test("a typed sheet with a line of hidden text is no OCR reading", async () => {
    const doc = await PDFDocument.load(makePdf(MISREAD));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.getPage(0);
    page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
    page.drawText("search keywords: degreaser", { x: 54, y: 30, size: 8, font });
    const details = await uploadAndRead("typed with hidden words.pdf", await doc.save());
    expect(details.revision_date).not.toBe("2016-12-05");
    expect(details.fields.product_name?.parsed?.evidence?.method ?? "none").not.toMatch(/^ocr/);
  }, 60_000);
});

describe("the OCR software a document names", () => {
  test("is found in its Producer or Creator", () => {
    expect(ocrSoftwareNamed("Adobe Acrobat Pro DC 17 Paper Capture Plug-in")).toBe("Adobe Acrobat Pro DC 17 Paper Capture Plug-in");
    expect(ocrSoftwareNamed(undefined, "ABBYY FineReader 15")).toBe("ABBYY FineReader 15");
    expect(ocrSoftwareNamed("ocrmypdf 14.0.1 / Tesseract OCR-PDF 5.3.0")).toBe("ocrmypdf 14.0.1 / Tesseract OCR-PDF 5.3.0");
    for (const name of ["Acrobat Web Capture 4.05", "Microsoft® Word 2016", "Xerox WorkCentre 7335", "ScanSoft PDF Create! 5", "Docracy"]) expect(ocrSoftwareNamed(name)).toBeNull();
  });
});
