import { and, eq, inArray, sql } from "drizzle-orm";
import { t } from "elysia";
import type { AppContext } from "../../context";
import { isZipHead, LOCAL_BUCKET } from "../../shared/blob-store";
import { errors } from "../../shared/errors";
import { pageResponse } from "../../shared/paging";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { readUploadForm } from "./sds-form";
import { bulkUploadFiles, bulkUploadJobs } from "./sds.table";

type BulkJobRow = typeof bulkUploadJobs.$inferSelect;

/**
 * POST /chem/sds/bulk-upload-zip: the archive streams to the blob store's temp folder as it
 * arrives (never whole in memory), must start like a ZIP (415), is committed, and a pending bulk
 * job with its outbox job (same id) is recorded in one transaction. The worker does the rest.
 */
export async function startZipUpload(ctx: AppContext, actor: Actor, request: Request) {
  const { files } = await readUploadForm(ctx, request, {
    fileField: "file", fields: t.Object({}, { additionalProperties: false }), maxFiles: 1,
    maxFileBytes: ctx.config.limits.maxZipBytes, perFileErrors: false,
  });
  const { staged, fileName } = files[0]!;
  // Hundreds of MB passed through the request's buffers: collect them now rather than let the
  // worker start its own allocations on top (the appliance's memory target is 200 MB).
  Bun.gc(true);
  try {
    if (!isZipHead(staged!.head)) throw errors.unsupportedMedia(`${fileName || "The file"} is not a ZIP archive`);
    const nowDate = ctx.clock.now();
    const now = nowDate.toISOString();
    const jobId = newId();
    return ctx.db.transaction((tx) => {
      const blob = ctx.blobs.commit(staged!);
      try {
        const row = tx.insert(bulkUploadJobs).values({
          jobId, companyId: actor.companyId, uploadedByUserId: actor.userId, s3Bucket: LOCAL_BUCKET, s3Key: blob.key,
          fileName: (fileName || "archive.zip").slice(0, 255), fileSize: staged!.size, jobStatus: "pending", results: [], createdAt: now,
        }).returning().get();
        ctx.jobs.enqueue(tx, { kind: "bulk_import", jobId, payload: { bulk_job_id: jobId }, companyId: actor.companyId, priority: 5 }, nowDate);
        recordAudit(tx, {
          companyId: actor.companyId, userId: actor.userId, action: "sds.bulk_zip_upload", entityType: "bulk_upload_job", entityId: jobId,
          after: { file_name: row.fileName, file_size: row.fileSize, sha256: staged!.sha256 }, requestId: actor.requestId,
        }, now);
        return toBulkJob(ctx, row);
      } catch (err) {
        if (blob.created && !zipStillReferenced(ctx, blob.key)) ctx.blobs.remove(staged!.sha256);
        throw err;
      }
    });
  } finally {
    ctx.blobs.discard(staged);
  }
}

/** True when an unfinished bulk job still needs the archive under `key` (the same ZIP uploaded twice). */
export function zipStillReferenced(ctx: AppContext, key: string, exceptJobId?: string): boolean {
  const rows = ctx.db.select({ id: bulkUploadJobs.jobId }).from(bulkUploadJobs)
    .where(and(eq(bulkUploadJobs.s3Key, key), inArray(bulkUploadJobs.jobStatus, ["pending", "extracting", "processing"]))).all();
  return rows.some((r) => r.id !== exceptJobId);
}

export type FileOutcome = "created" | "duplicate" | "failed" | "skipped";
export interface FilesPage { page: number; pageSize: number; limit: number; offset: number; outcome?: FileOutcome }
const FIRST_PAGE: FilesPage = { page: 1, pageSize: 25, limit: 25, offset: 0 };

/** GET /chem/sds/bulk-upload-status/{job_id}: only the caller's company's jobs; `files` is one page of per-file results. */
export function getZipJobStatus(ctx: AppContext, actor: Actor, jobId: string, files: FilesPage = FIRST_PAGE) {
  const row = ctx.db.select().from(bulkUploadJobs).where(and(eq(bulkUploadJobs.companyId, actor.companyId), eq(bulkUploadJobs.jobId, jobId))).get();
  if (!row) throw errors.notFound("Bulk upload job");
  return toBulkJob(ctx, row, files);
}

/** One page of the archive's entries in archive order: what became of each file. */
function filesOf(ctx: AppContext, jobId: string, p: FilesPage) {
  const where = and(eq(bulkUploadFiles.jobId, jobId), p.outcome ? eq(bulkUploadFiles.outcome, p.outcome) : undefined);
  const rows = ctx.db.select().from(bulkUploadFiles).where(where).orderBy(bulkUploadFiles.entryIndex).limit(p.limit).offset(p.offset).all();
  const total = ctx.db.select({ n: sql<number>`count(*)` }).from(bulkUploadFiles).where(where).get()?.n ?? 0;
  return pageResponse(rows.map((f) => ({
    filename: f.fileName, outcome: f.outcome, sds_id: f.sdsId, duplicate: f.outcome === "duplicate", skipped: f.outcome === "skipped",
    error: f.outcome === "failed" ? (f.errorCode ?? "FAILED") : null, message: f.errorMessage,
  })), total, p);
}

function toBulkJob(ctx: AppContext, j: BulkJobRow, files: FilesPage = FIRST_PAGE) {
  const problems = ctx.db.select().from(bulkUploadFiles)
    .where(and(eq(bulkUploadFiles.jobId, j.jobId), inArray(bulkUploadFiles.outcome, ["failed", "skipped"])))
    .orderBy(bulkUploadFiles.entryIndex).all();
  const skipped = ctx.db.select({ n: sql<number>`count(*)` }).from(bulkUploadFiles)
    .where(and(eq(bulkUploadFiles.jobId, j.jobId), eq(bulkUploadFiles.outcome, "skipped"))).get()?.n ?? 0;
  return {
    job_id: j.jobId, job_status: j.jobStatus, file_name: j.fileName, file_size: j.fileSize, total_files: j.totalFiles,
    processed_files: j.processedFiles, successful_uploads: j.successfulUploads, failed_uploads: j.failedUploads,
    duplicates_found: j.duplicatesFound, skipped_files: skipped,
    errors: problems.map((p) => ({ filename: p.fileName, error: p.errorCode ?? (p.outcome === "skipped" ? "SKIPPED" : "FAILED"), message: p.errorMessage ?? "" })),
    files: filesOf(ctx, j.jobId, files),
    error_message: j.errorMessage, created_at: j.createdAt, started_at: j.startedAt, completed_at: j.completedAt,
  };
}
