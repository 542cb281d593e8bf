import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config";
import { readOcrPages } from "../../src/modules/sds/sds-ocr.pages";
import { ocrReaderLimits } from "../../src/shared/ocr/ocr-reader-limits";
import { PdfReaderPool } from "../../src/shared/pdf/pdf-reader-pool";
import { makeScannedPdf } from "../helpers/scanned-pdf";

const dir = mkdtempSync(join(tmpdir(), "chemsafe-ocr-pages-"));
const pools: PdfReaderPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const ENGLISH = ["SAFETY DATA SHEET", "SECTION 1. IDENTIFICATION", "Product name: Kettle Descaler Forte", "Signal word: Danger"];
const FRENCH = ["FICHE DE DONNEES DE SECURITE", "RUBRIQUE 1. Identification de la substance et de la societe",
  "Nom du produit : Detartrant pour bouilloires", "Mention d'avertissement : Danger",
  "Conserver hors de portee des enfants. En cas de contact avec les yeux, rincer avec de l'eau."];

describe("OCR of a document's pages", () => {
  test("two pages are read at once when the appliance has two OCR readers (both cores)", async () => {
    const config = loadConfig({ OCR_READERS: "2" });
    const pool = new PdfReaderPool(ocrReaderLimits(config.pdf, config.ocr), { warn() {}, debug() {} });
    pools.push(pool);
    const path = join(dir, "two pages.pdf");
    writeFileSync(path, await makeScannedPdf([ENGLISH, ["SECTION 2. HAZARDS IDENTIFICATION", "H314 Causes severe skin burns and eye damage."]]));
    const pages = await readOcrPages(pool, { path, owner: null, pages: [1, 2], notLanguage: new Set(), warnings: [], parallel: config.ocr.readers });
    expect([...pages.keys()]).toEqual([1, 2]);
    expect(pages.get(2)!.lines.map((l) => l.text).join("\n")).toContain("H314");
    // A second reader is started only for a page asked for while the first reader is busy.
    expect(pool.readerPids()).toHaveLength(2);
  }, 180_000);

  test("a document in another language is read in it: pages read in English before that was known are read again", async () => {
    const config = loadConfig({ OCR_READERS: "2" });
    const pool = new PdfReaderPool(ocrReaderLimits(config.pdf, config.ocr), { warn() {}, debug() {} });
    pools.push(pool);
    const path = join(dir, "fiche.pdf");
    writeFileSync(path, await makeScannedPdf([FRENCH, FRENCH]));
    const pages = await readOcrPages(pool, { path, owner: null, pages: [1, 2], notLanguage: new Set(), warnings: [], parallel: 2 });
    for (const n of [1, 2]) {
      expect(pages.get(n)!.languages).toBe("fra+eng");
      expect(pages.get(n)!.lines.map((l) => l.text).join("\n")).toContain("Mention d'avertissement");
    }
  }, 240_000);
});
