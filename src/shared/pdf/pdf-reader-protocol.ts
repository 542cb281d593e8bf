import type { PdfReadErrorKind } from "./pdf-errors.ts";
import type { ExtractPdfTextOptions, PdfText } from "./pdf-text.ts";

/** The hidden CLI verb that makes the executable a PDF reader process (src/cli.ts dispatches it first). */
export const PDF_READER_VERB = "__pdf-reader";

/** One line of JSON on the reader's stdin: read the file at `path`. */
export type PdfReaderRequest = { id: number; path: string; opts: ExtractPdfTextOptions };

/** One line of JSON on the reader's stdout. */
export type PdfReaderReply =
  | { id: number; ok: true; text: PdfText }
  | { id: number; ok: false; kind: PdfReadErrorKind; message: string };
