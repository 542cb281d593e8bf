import type { PdfReaderLimits } from "../pdf/pdf-reader-pool.ts";

/**
 * The OCR readers' limits: the PDF readers' caps, their own number, and a page budget of processor time (not
 * wall-clock time: they run niced, so on a busy machine a page waits for the processor without costing more,
 * and a page that loops still burns processor time and is stopped).
 */
export function ocrReaderLimits(pdf: PdfReaderLimits, ocr: { readers: number; pageTimeoutMs: number }): PdfReaderLimits {
  return { ...pdf, readers: ocr.readers, timeoutMs: ocr.pageTimeoutMs, timeBudget: "cpu", nice: 10 };
}
