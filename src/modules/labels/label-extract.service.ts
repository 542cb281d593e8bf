import type { AppContext } from "../../context";
import { isPdfHead } from "../../shared/blob-store";
import { errors } from "../../shared/errors";
import { PdfReadError } from "../../shared/pdf/pdf-errors";
import { readPdfInWorker } from "../../shared/pdf/pdf-worker-client";
import { extractLabel, segmentsFromPages, segmentsFromText } from "./label-extract";

/** Labels run longer than SDSs (the regulator's stamped copies reach 60 pages). */
const LABEL_MAX_PAGES = 120;
const LABEL_READ_TIMEOUT_MS = 30_000;

/**
 * POST /chem/labels/extract: pasted text, or a label PDF whose text layer is read on the PDF
 * worker thread. Nothing is stored. A scan without text answers needs_ocr: true and little else.
 */
export async function extractFromUpload(ctx: AppContext, body: { text: string } | { file: File }) {
  if ("text" in body) return { ...extractLabel(segmentsFromText(body.text)), needs_ocr: false };
  const file = body.file;
  if (file.size === 0) throw errors.badRequest("The file is empty");
  if (file.size > ctx.config.limits.maxSdsBytes) throw errors.tooLarge(`A label PDF is limited to ${ctx.config.limits.maxSdsBytes} bytes`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdfHead(bytes.subarray(0, 8))) throw errors.unsupportedMedia("The label is not a PDF");
  try {
    const pdf = await readPdfInWorker(bytes, { maxPages: LABEL_MAX_PAGES, timeoutMs: LABEL_READ_TIMEOUT_MS });
    return { ...extractLabel(segmentsFromPages(pdf.pages)), needs_ocr: !pdf.hasTextLayer };
  } catch (err) {
    if (!(err instanceof PdfReadError)) throw err;
    if (err.kind === "too_many_pages") throw errors.tooLarge(`The label PDF has too many pages (limit ${LABEL_MAX_PAGES})`);
    throw errors.badRequest(`The label PDF cannot be read: ${err.message}`);
  }
}
