/**
 * The SDS parse as a PDF reader process runs it (ctx.pdf.readAndParse, src/shared/pdf/pdf-reader.process.ts), for the
 * parse job and, with the pages OCR read, the OCR job: the parser works on the text right where it was read, under the
 * reader's time and memory caps. On the server's thread a
 * text that held the parser for seconds (a broken or hostile text layer) stalled every request; in a reader it costs
 * that reader, and the time cap ends it.
 */
import type { ParseRequest } from "../../shared/pdf/pdf-reader-protocol";
import type { PdfText } from "../../shared/pdf/pdf-text";
import type { ParsedSds } from "../parsing/parse-sds";
import { mergeOcrPages, parseMerged, parseTextLayer } from "./sds-ocr.models";
import { pagesForOcr } from "./sds-ocr.pages";

/**
 * What the parse job stores for a text: its parse, with the pages OCR will read left out (they are parsed again once
 * read: the sds_ocr job); null when no page is left to parse until then (a scan). Given the pages OCR read
 * (`ocrPages`, the sds_ocr job), the parse of the text layer's pages and those together.
 */
export function parseInReader(text: PdfText, { ocrEnabled, ocrPages: read }: ParseRequest): ParsedSds | null {
  if (read) return parseMerged(text, mergeOcrPages(text, new Map(read)));
  const ocrPages = ocrEnabled ? pagesForOcr(text) : [];
  // Text layers that are not language are left out (mergeOcrPages with no OCR pages yet).
  const readable = ocrPages.length > 0 ? mergeOcrPages(text, new Map()) : text;
  if (ocrPages.length > 0 && !readable.hasTextLayer) return null;
  return parseTextLayer(text, readable);
}
