import { Value } from "@sinclair/typebox/value";
import type { AppContext } from "../../context";
import type { Actor } from "../auth/actor";
import { isPdfHead } from "../../shared/blob-store";
import { errors, schemaFieldErrors } from "../../shared/errors";
import { assertJsonDepth } from "../../shared/json-depth";
import type { OcrPage } from "../../shared/ocr/ocr-page";
import { PdfReadError } from "../../shared/pdf/pdf-errors";
import type { PdfText } from "../../shared/pdf/pdf-text";
import { readOcrPages } from "../sds/sds-ocr.pages";
import { readUploadForm } from "../sds/sds-form";
import { extractLabel, segmentsFromPages, segmentsFromText } from "./label-extract";
import { extractFileFields, extractTextBody } from "./labels.schemas";

/** Labels run longer than SDSs (the regulator's stamped copies reach 60 pages). */
const LABEL_MAX_PAGES = 120;
/** Pages of a scanned label read by OCR while the request waits (see readLabelScan). */
const LABEL_OCR_MAX_PAGES = 4;

/**
 * POST /chem/labels/extract: pasted text (JSON), or a label PDF (multipart) streamed to a temp file and
 * read by a PDF reader process (ctx.pdf, with its caps). Nothing is kept. A scanned label is read by OCR
 * (read_by "ocr"); needs_ocr: true only when no text could be read at all.
 */
export async function extractFromRequest(ctx: AppContext, actor: Actor, request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const body = await readJson(request, ctx.config.limits.maxJsonBytes);
    if (!Value.Check(extractTextBody, body)) {
      throw errors.validation("Send {text} as JSON, or a label PDF as multipart `file`", schemaFieldErrors(extractTextBody, body));
    }
    return { ...extractLabel(segmentsFromText(body.text)), needs_ocr: false, read_by: "text" as const };
  }
  if (!/^multipart\/form-data\b/i.test(type)) throw errors.unsupportedMedia("Send {text} as application/json, or a label PDF as multipart/form-data `file`");
  const { files } = await readUploadForm(ctx, request, {
    fileField: "file", fields: extractFileFields, maxFiles: 1, maxFileBytes: ctx.config.limits.maxSdsBytes, perFileErrors: false,
  });
  const staged = files[0]!.staged!;
  try {
    if (!isPdfHead(staged.head)) throw errors.unsupportedMedia("The label is not a PDF");
    const pdf = await ctx.pdf.read({ path: staged.tmpPath, owner: actor.companyId, maxPages: LABEL_MAX_PAGES });
    const ocrPages = await readLabelScan(ctx, { path: staged.tmpPath, owner: actor.companyId, pdf });
    // Loaded on the first label read, not with the server: it brings the SDS parser's vocabulary (~50 MB).
    const { mergeOcrPages } = await import("../sds/sds-ocr.models");
    const text = mergeOcrPages(pdf, ocrPages);
    const extracted = extractLabel(segmentsFromPages(text.pages));
    // What OCR read carries tesseract's confidence, in proportion to the pages it read.
    const meanOcr = ocrPages.size ? [...ocrPages.values()].reduce((n, p) => n + p.confidence, 0) / ocrPages.size : 1;
    const share = Math.min(1, ocrPages.size / Math.max(1, pdf.numPages));
    const confidence = Math.round(extracted.confidence * (1 - share + share * meanOcr) * 100) / 100;
    return { ...extracted, confidence, needs_ocr: !text.hasTextLayer, read_by: ocrPages.size > 0 ? "ocr" as const : "text" as const };
  } catch (err) {
    if (!(err instanceof PdfReadError)) throw err;
    if (err.kind === "too_many_pages") throw errors.tooLarge(`The label PDF has too many pages (limit ${LABEL_MAX_PAGES})`);
    // Over a size cap (content, text, memory) is "too large"; a damaged file, a time-out or a crash is unusable input.
    if (err.kind === "too_large" || err.kind === "too_much_text" || err.kind === "out_of_memory") throw errors.tooLarge(`The label PDF was not read: ${err.message}`);
    throw errors.badRequest(`The label PDF cannot be read: ${err.message}`);
  } finally {
    ctx.blobs.discard(staged);
  }
}

/**
 * The label's pages without a usable text layer, read by OCR while the request waits (in the OCR readers, two
 * pages at once, within their caps): only the first LABEL_OCR_MAX_PAGES, where a label prints its name,
 * registration number and signal word; a regulator's 60-page stamped copy would keep the caller waiting for
 * minutes. A page OCR cannot read is left out (the answer says needs_ocr when nothing could be read).
 */
async function readLabelScan(ctx: AppContext, input: { path: string; owner: string; pdf: PdfText }): Promise<Map<number, OcrPage>> {
  const pages = (input.pdf.unreadablePages ?? []).map((p) => p.page).sort((a, b) => a - b).slice(0, LABEL_OCR_MAX_PAGES);
  if (!ctx.config.ocr.enabled || pages.length === 0) return new Map();
  const notLanguage = new Set((input.pdf.unreadablePages ?? []).filter((p) => p.reason === "not_language").map((p) => p.page));
  return readOcrPages(ctx.ocr, { path: input.path, owner: input.owner, pages, notLanguage, warnings: [], parallel: ctx.config.ocr.readers });
}

/** A JSON body read as it streams in, refused past `maxBytes` (this route reads its own body). */
async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  if (!request.body) throw errors.badRequest("The request has no body");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.length;
    if (size > maxBytes) throw errors.tooLarge(`A JSON body is limited to ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  assertJsonDepth(bytes);
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw errors.badRequest("The request body is not valid JSON");
  }
}
