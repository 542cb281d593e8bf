import type { PdfReadErrorKind } from "./pdf-errors.ts";
import type { ExtractPdfTextOptions, PdfText } from "./pdf-text.ts";

export type PdfWorkerRequest = { id: number; bytes: Uint8Array; opts: ExtractPdfTextOptions };

export type PdfWorkerReply =
  | { id: number; ok: true; text: PdfText }
  | { id: number; ok: false; kind: PdfReadErrorKind; message: string };
