/**
 * The SDS parse runs in the PDF reader process that read the text (PdfReaderPool.readAndParse,
 * src/modules/sds/sds-reader-parse.ts), under the reader's time and memory caps: on the server's thread a text that
 * held the parser stalled every request (scripts/parse-fuzz.ts found lines that cost the parser 0.5 s each). Its
 * answer is the parse the server would have made of the same text.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config";
import { ocrReaderLimits } from "../../src/shared/ocr/ocr-reader-limits";
import { mergeOcrPages, parseMerged, parseTextLayer } from "../../src/modules/sds/sds-ocr.models";
import { readOcrPages } from "../../src/modules/sds/sds-ocr.pages";
import { PdfReaderPool } from "../../src/shared/pdf/pdf-reader-pool";
import { readdirSync } from "node:fs";
import { CORPUS_DIR, corpusAvailable, corpusFile } from "../helpers/corpus";
import { makePdf } from "../helpers/pdf-fixtures";
import { makeScannedPdf, SCANNED_SDS_LINES } from "../helpers/scanned-pdf";

const MB = 1024 * 1024;
const quiet = { warn() {}, debug() {} };
let dir: string;
let pool: PdfReaderPool;
const file = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const SHEET = [
  "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Degreaser 40", "Manufacturer: Harbour Chemicals Ltd",
  "Revision date: 12.03.2021", "SECTION 2: Hazards identification", "Signal word: Danger", "H225 Highly flammable liquid and vapour.",
  "SECTION 3: Composition/information on ingredients", "Ethanol    64-17-5    50 - 70 %",
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "chemsafe-reader-parse-"));
  pool = new PdfReaderPool({ readers: 1, memoryBytes: 768 * MB, maxPages: 200, timeoutMs: 30_000, maxDecodedBytes: 100 * MB, maxTextChars: 1_000_000 }, quiet);
});
afterAll(async () => {
  await pool.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("the parse in the reader process", () => {
  test("gives the text and the parse the server would make of it", async () => {
    const { text, parsed, parseMs } = await pool.readAndParse({ path: file("sheet.pdf", makePdf(SHEET)), parse: { ocrEnabled: true } });
    expect(parseMs).toBeGreaterThan(0);
    expect(parsed).toMatchObject({ product_name: "Harbour Degreaser 40", manufacturer: "Harbour Chemicals Ltd", revision_date: "2021-03-12", signal_word: "DANGER", h_codes: ["H225"] });
    expect(JSON.parse(JSON.stringify(parseTextLayer(text)))).toEqual(parsed as object);
  });

  test("a scan whose pages OCR will read gives no parse yet; with OCR off, the parse says it needs OCR", async () => {
    const scan = file("scan.pdf", await makeScannedPdf(SCANNED_SDS_LINES));
    expect((await pool.readAndParse({ path: scan, parse: { ocrEnabled: true } })).parsed).toBeNull();
    expect((await pool.readAndParse({ path: scan, parse: { ocrEnabled: false } })).parsed).toMatchObject({ needs_ocr: true });
  });

  test("given the pages OCR read, it parses them with the text layer's: the parse the OCR job stores", async () => {
    const config = loadConfig({});
    const ocr = new PdfReaderPool(ocrReaderLimits(config.pdf, config.ocr), quiet);
    try {
      const scan = file("scan-read.pdf", await makeScannedPdf(SCANNED_SDS_LINES));
      const pages = await readOcrPages(ocr, { path: scan, owner: null, pages: [1], notLanguage: new Set(), warnings: [], parallel: 1 });
      const { text, parsed } = await pool.readAndParse({ path: scan, parse: { ocrEnabled: true, ocrPages: [...pages] } });
      expect(parsed).toMatchObject({ product_name: "Kettle Descaler Forte", signal_word: "DANGER", needs_ocr: false });
      expect(JSON.parse(JSON.stringify(parseMerged(text, mergeOcrPages(text, pages))))).toEqual(parsed as object);
    } finally {
      await ocr.stop();
    }
  }, 120_000);

  test("a read without a parse gives the text alone, from the same reader", async () => {
    const [pid] = pool.readerPids();
    const text = await pool.read({ path: file("plain.pdf", makePdf(["Revision Date 29-Jan-2018"])) });
    expect(text.pages[0]!.lines[0]!.text).toBe("Revision Date 29-Jan-2018");
    expect(text).not.toHaveProperty("parsed");
    expect(pool.readerPids()).toEqual([pid!]);
    expect(pid).not.toBe(process.pid);
  });
});

/**
 * The parser's compiled vocabulary stays in a reader once used (~250 MB after a few dozen sheets, outside the JS heap),
 * so the memory ceiling is what one document adds to its reader, and a reader that holds more than the ceiling between
 * documents is replaced. Counted as the reader's whole memory, a reader that had parsed a few dozen sheets failed
 * ordinary ones as out of memory (7 of 40 corpus sheets under a 300 MB ceiling).
 */
describe("the memory ceiling of a reader that parses", () => {
  test("counts what a document adds: a parse that takes the reader past the ceiling is read, and the reader is replaced after it", async () => {
    // A warm reader holds ~90 MB; its first parse adds ~140 MB (the parser loaded, its vocabulary compiled) and leaves
    // it at ~200 MB: over a 170 MB ceiling as a whole, under it as what the document added.
    const tight = new PdfReaderPool({ readers: 1, memoryBytes: 170 * MB, maxPages: 200, timeoutMs: 30_000, maxDecodedBytes: 100 * MB, maxTextChars: 1_000_000 }, quiet);
    try {
      await tight.read({ path: file("first.pdf", makePdf(["First"])) });
      const [first] = tight.readerPids();
      const { parsed } = await tight.readAndParse({ path: file("ceiling.pdf", makePdf(SHEET)), parse: { ocrEnabled: false } });
      expect(parsed).toMatchObject({ product_name: "Harbour Degreaser 40" });
      await tight.read({ path: file("after.pdf", makePdf(["After"])) });
      expect(tight.readerPids()).toHaveLength(1);
      expect(tight.readerPids()[0]).not.toBe(first);
    } finally {
      await tight.stop();
    }
  }, 60_000);

  test.skipIf(!corpusAvailable)("forty real sheets are read and parsed one after another under a 400 MB ceiling", async () => {
    const pool400 = new PdfReaderPool({ readers: 1, memoryBytes: 400 * MB, maxPages: 200, timeoutMs: 30_000, maxDecodedBytes: 100 * MB, maxTextChars: 1_000_000 }, quiet);
    try {
      const failures: string[] = [];
      for (const name of readdirSync(CORPUS_DIR).filter((entry) => entry.endsWith(".pdf")).sort().slice(0, 40)) {
        await pool400.readAndParse({ path: corpusFile(name), parse: { ocrEnabled: false } }).catch((error: Error) => failures.push(`${name}: ${error.message}`));
      }
      expect(failures).toEqual([]);
    } finally {
      await pool400.stop();
    }
  }, 180_000);
});
