import { Value } from "@sinclair/typebox/value";
import type { TObject } from "@sinclair/typebox";
import type { AppContext } from "../../context";
import type { StagedBlob } from "../../shared/blob-store";
import { AppError, errors, schemaFieldErrors } from "../../shared/errors";
import { futureDateErrors } from "../../shared/dates";
import { canonicalizeEnums } from "../../shared/enum-case";
import { validationSummary } from "../../shared/validation-messages";
import { MultipartReader, multipartBoundary } from "../../shared/multipart";

/**
 * Reads an upload's multipart body as it streams in: each file part goes straight to the blob
 * store's temp folder (hashed on the way), text fields are kept (small). Any refusal of the request
 * removes every temp file it made.
 */
export interface FormFile {
  fileName: string;
  staged: StagedBlob | null;
  /** Set instead of `staged` when the file itself was refused (too large, empty) and `perFileErrors` is on. */
  error: AppError | null;
}

export interface UploadFormSpec {
  fileField: string;
  /** Text fields and their schema (unknown fields are refused, as for JSON bodies). */
  fields: TObject;
  maxFiles: number;
  maxFileBytes: number;
  /** Bulk upload: a refused file is reported and the others go on. Otherwise it refuses the request. */
  perFileErrors: boolean;
}

const MAX_FIELD_BYTES = 8 * 1024;

export async function readUploadForm<T>(ctx: AppContext, request: Request, spec: UploadFormSpec): Promise<{ files: FormFile[]; fields: T }> {
  const boundary = multipartBoundary(request.headers.get("content-type"));
  if (!boundary) throw errors.unsupportedMedia("The body must be multipart/form-data");
  if (!request.body) throw errors.badRequest("The request has no body");
  const reader = new MultipartReader(request.body, boundary, { maxBytes: ctx.config.limits.maxRequestBytes });
  const files: FormFile[] = [];
  const raw: Record<string, string> = {};
  try {
    for (let part = await reader.next(); part; part = await reader.next()) {
      const isFileField = part.name === spec.fileField || part.name === `${spec.fileField}[]`;
      if (part.filename !== null || isFileField) {
        if (!isFileField) throw errors.validation("Unknown file field", [{ field: part.name, message: `only "${spec.fileField}" carries files` }]);
        if (files.length >= spec.maxFiles) {
          throw errors.validation(`At most ${spec.maxFiles} file(s) per request`, [{ field: spec.fileField, message: `at most ${spec.maxFiles} file(s)` }]);
        }
        const fileName = (part.filename ?? "").split(/[\\/]/).pop()!.slice(0, 255);
        try {
          const staged = await ctx.blobs.stage(reader.partStream(), { maxBytes: spec.maxFileBytes, what: fileName || "The file" });
          files.push({ fileName, staged, error: null });
        } catch (err) {
          // A full disk refuses the whole request (507), not one file after another.
          if (!(err instanceof AppError) || !spec.perFileErrors || err.code === "INSUFFICIENT_STORAGE") throw err;
          files.push({ fileName, staged: null, error: err });
        }
        continue;
      }
      if (!(part.name in spec.fields.properties)) throw errors.validation("Unknown form field", [{ field: part.name, message: "is not a field of this form" }]);
      raw[part.name] = (await reader.partText(MAX_FIELD_BYTES)).trim();
    }
    if (files.length === 0) throw errors.validation("A file is required", [{ field: spec.fileField, message: "required" }]);
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) if (v !== "") values[k] = v;
    canonicalizeEnums(spec.fields, values);
    if (!Value.Check(spec.fields, values)) {
      const details = schemaFieldErrors(spec.fields, values);
      throw errors.validation(validationSummary(details, "form"), details);
    }
    const future = futureDateErrors(spec.fields, values, ctx.clock.now());
    if (future.length) throw errors.validation(validationSummary(future, "form"), future);
    return { files, fields: values as T };
  } catch (err) {
    for (const f of files) ctx.blobs.discard(f.staged);
    await reader.cancel();
    throw err;
  }
}

/** Removes the temp files of a form that was read but not ingested (a later refusal). */
export function discardForm(ctx: AppContext, files: FormFile[]): void {
  for (const f of files) ctx.blobs.discard(f.staged);
}
