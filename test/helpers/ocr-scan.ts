/**
 * A document of scanned pages only, written as OCR lines in a test, read as the OCR job reads it: merged in place of
 * the empty text layer (repaired), parsed, and its evidence marked as OCR's.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { markOcrEvidence, mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";
import type { PdfText } from "../../src/shared/pdf/pdf-text";

export type ScanOptions = { confidence?: number; languages?: string };

/** One OCR page: its lines one under another, each with `confidence` (0–1). */
export const ocrPage = (number: number, lines: readonly string[], { confidence = 0.97, languages = "eng" }: ScanOptions = {}): OcrPage => ({
  number, width: 595, height: 842, confidence, dpi: 300, languages,
  lines: lines.map((text, index) => ({ text, y: 40 + index * 12, x: 40, confidence })),
});

/** The pages' lines (page 1 first) read as a scan and parsed as the OCR job does. */
export function parseScan(pagesLines: readonly (readonly string[])[], options: ScanOptions = {}) {
  const read = new Map(pagesLines.map((lines, i) => [i + 1, ocrPage(i + 1, lines, options)] as const));
  const text: PdfText = {
    numPages: pagesLines.length, hasTextLayer: false,
    pages: pagesLines.map((_, i) => ({ number: i + 1, width: 595, height: 842, lines: [] })),
    unreadablePages: pagesLines.map((_, i) => ({ page: i + 1, reason: "no_text" as const })),
  };
  const merged = mergeOcrPages(text, read);
  return markOcrEvidence(parseSds(merged), merged);
}
