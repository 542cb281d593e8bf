import { Value } from "@sinclair/typebox/value";
import type { AppContext } from "../../context";
import type { Actor } from "../auth/actor";
import { isPdfHead } from "../../shared/blob-store";
import { errors, schemaFieldErrors } from "../../shared/errors";
import { assertJsonDepth } from "../../shared/json-depth";
import { PdfReadError } from "../../shared/pdf/pdf-errors";
import { readUploadForm } from "../sds/sds-form";
import { extractLabel, segmentsFromPages, segmentsFromText } from "./label-extract";
import { extractFileFields, extractTextBody } from "./labels.schemas";

/** Labels run longer than SDSs (the regulator's stamped copies reach 60 pages). */
const LABEL_MAX_PAGES = 120;

/**
 * POST /chem/labels/extract: pasted text (JSON), or a label PDF (multipart) streamed to a temp file and
 * read by a PDF reader process (ctx.pdf, with its caps). Nothing is kept. A scan without text answers
 * needs_ocr: true and little else.
 */
export async function extractFromRequest(ctx: AppContext, actor: Actor, request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const body = await readJson(request, ctx.config.limits.maxJsonBytes);
    if (!Value.Check(extractTextBody, body)) {
      throw errors.validation("Send {text} as JSON, or a label PDF as multipart `file`", schemaFieldErrors(extractTextBody, body));
    }
    return { ...extractLabel(segmentsFromText(body.text)), needs_ocr: false };
  }
  if (!/^multipart\/form-data\b/i.test(type)) throw errors.unsupportedMedia("Send {text} as application/json, or a label PDF as multipart/form-data `file`");
  const { files } = await readUploadForm(ctx, request, {
    fileField: "file", fields: extractFileFields, maxFiles: 1, maxFileBytes: ctx.config.limits.maxSdsBytes, perFileErrors: false,
  });
  const staged = files[0]!.staged!;
  try {
    if (!isPdfHead(staged.head)) throw errors.unsupportedMedia("The label is not a PDF");
    const pdf = await ctx.pdf.read({ path: staged.tmpPath, owner: actor.companyId, maxPages: LABEL_MAX_PAGES });
    return { ...extractLabel(segmentsFromPages(pdf.pages)), needs_ocr: !pdf.hasTextLayer };
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
