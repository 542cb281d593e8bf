import type { OcrLanguage } from "../ocr/ocr-assets.ts";
import type { OcrPage, OcrPageOutcome, Turn } from "../ocr/ocr-page.ts";
import type { PdfReadErrorKind } from "./pdf-errors.ts";
import type { ExtractPdfTextOptions, PdfText } from "./pdf-text.ts";

/** The hidden CLI verb that makes the executable a PDF reader process (src/cli.ts dispatches it first). */
export const PDF_READER_VERB = "__pdf-reader";

/** What to OCR: one page (a reader reads one page per request, so a time cap costs one page, not the document). */
export type OcrRequest = { page: number; languages: OcrLanguage[]; turn?: Turn };

/**
 * Parse the text read as well, in the reader (an SDS's: src/modules/sds/sds-reader-parse.ts): the parser then runs
 * under the reader's time and memory caps, never on the server's thread. `ocrEnabled`: pages without a usable text
 * layer will be read by OCR later; `ocrPages`: those pages as OCR read them (by page number), to be parsed with the
 * text layer's other pages.
 */
export type ParseRequest = { ocrEnabled: boolean; ocrPages?: [number, OcrPage][] };

/** One line of JSON on the reader's stdin: read the file at `path` (its text layer, or one page by OCR). */
export type PdfReaderRequest = { id: number; path: string; opts: ExtractPdfTextOptions; ocr?: OcrRequest; parse?: ParseRequest };

/** One line of JSON on the reader's stdout; `parsed` answers a `parse` request (what the reader's parser gave, in `parseMs`). */
export type PdfReaderReply =
  | { id: number; ok: true; text: PdfText; parsed?: unknown; parseMs?: number }
  | { id: number; ok: true; ocr: OcrPageOutcome }
  | { id: number; ok: false; kind: PdfReadErrorKind; message: string };
