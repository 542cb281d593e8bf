import { t } from "elysia";
import type { AppContext } from "../../context";
import { AppError } from "../../shared/errors";
import type { Actor } from "../auth/actor";
import { findMapping } from "./mappings.repository";
import { revisionDateSchema } from "../../shared/dates";
import { PARSE_PRIORITY } from "./sds.models";
import { correctedValuesOf } from "./sds-corrections.repository";
import { sdsDocumentFor } from "./sds-view";
import { readUploadForm } from "./sds-form";
import { ingestSdsFile } from "./sds-ingest.service";

export const MAX_BULK_FILES = 25;

const uploadFields = t.Object({
  product_name: t.Optional(t.String({ maxLength: 255 })),
  manufacturer: t.Optional(t.String({ maxLength: 255 })),
  revision_date: t.Optional(revisionDateSchema()),
  revision_number: t.Optional(t.String({ maxLength: 50 })),
  attach_to_chemical_id: t.Optional(t.String({ format: "uuid" })),
  attach_to_company_product_id: t.Optional(t.String({ format: "uuid" })),
}, { additionalProperties: false });
type UploadFields = typeof uploadFields.static;

/** POST /sds/upload: one PDF with optional metadata and attach target. */
export async function uploadSingle(ctx: AppContext, actor: Actor, request: Request) {
  const { files, fields } = await readUploadForm<UploadFields>(ctx, request, {
    fileField: "file", fields: uploadFields, maxFiles: 1, maxFileBytes: ctx.config.limits.maxSdsBytes, perFileErrors: false,
  });
  const file = files[0]!;
  const attach = fields.attach_to_chemical_id || fields.attach_to_company_product_id
    ? { chemicalId: fields.attach_to_chemical_id, companyProductId: fields.attach_to_company_product_id } : undefined;
  const result = await ingestSdsFile(ctx, {
    companyId: actor.companyId, userId: actor.userId, requestId: actor.requestId, staged: file.staged!, fileName: file.fileName,
    metadata: fields, metadataSource: "user", sourceType: "upload", parsePriority: PARSE_PRIORITY.single, attach,
  });
  const mapping = findMapping(ctx.db, actor.companyId, result.sds.sdsId)!;
  return { ...sdsDocumentFor(result.sds, actor.companyId, mapping, correctedValuesOf(ctx.db, actor.companyId, result.sds.sdsId)), is_duplicate: result.isDuplicate, review_status: mapping.reviewStatus };
}

interface FileResult {
  filename: string;
  success: boolean;
  sds_id?: string;
  error_message?: string;
  error?: string;
  is_duplicate: boolean;
}

/** POST /chem/sds/bulk-upload: up to 25 PDFs; each file succeeds or fails on its own. */
export async function uploadBulk(ctx: AppContext, actor: Actor, request: Request) {
  const { files } = await readUploadForm(ctx, request, {
    fileField: "files", fields: t.Object({}, { additionalProperties: false }), maxFiles: MAX_BULK_FILES,
    maxFileBytes: ctx.config.limits.maxSdsBytes, perFileErrors: true,
  });
  const results: FileResult[] = [];
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    const filename = file.fileName || `file ${i + 1}`;
    if (!file.staged) {
      results.push({ filename, success: false, is_duplicate: false, error: file.error!.code, error_message: file.error!.message });
      continue;
    }
    try {
      const r = await ingestSdsFile(ctx, {
        companyId: actor.companyId, userId: actor.userId, requestId: actor.requestId, staged: file.staged, fileName: file.fileName,
        metadata: {}, metadataSource: "filename", sourceType: "bulk_upload", parsePriority: PARSE_PRIORITY.bulk,
      });
      // As in the ZIP worker (spec): a duplicate is reported with success false and is_duplicate true.
      results.push({ filename, success: !r.isDuplicate, sds_id: r.sds.sdsId, is_duplicate: r.isDuplicate });
    } catch (err) {
      const known = err instanceof AppError;
      if (!known) ctx.logger.error("bulk upload: a file failed unexpectedly", { err, file: filename, request_id: actor.requestId });
      results.push({
        filename, success: false, is_duplicate: false, error: known ? err.code : "INTERNAL_ERROR",
        error_message: known ? err.message : `Internal error; quote request id ${actor.requestId}`,
      });
    } finally {
      ctx.blobs.discard(file.staged);
    }
  }
  const count = (f: (r: FileResult) => boolean) => results.filter(f).length;
  return {
    total_files: results.length,
    successful_uploads: count((r) => r.success),
    failed_uploads: count((r) => !r.success && !r.is_duplicate),
    duplicates_found: count((r) => r.is_duplicate),
    results,
  };
}
