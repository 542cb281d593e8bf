import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { noticeZipJobEnded } from "../notifications/notices";
import type { StagedBlob } from "../../shared/blob-store";
import { open } from "node:fs/promises";
import { rmSync } from "node:fs";
import { AppError, errors } from "../../shared/errors";
import { isStorageError } from "../../shared/storage-errors";
import { findOverlap, readZipDirectory, ZipFormatError, type ZipEntryInfo } from "../../shared/zip-directory";
import { declaredProblem, openEntryStream, readSmallEntry, unsafeNameReason, ZipEntryError, type EntryLimits } from "../../shared/zip-entry";
import { declaredOverLimit, UnpackBudget, unpackLimit, ZipBudgetError } from "../../shared/zip-budget";
import { zipStillReferenced } from "./bulk-upload.service";
import { classifyEntry, type EntryKind } from "./zip-entry-kind";
import { ingestInTransaction } from "./sds-ingest.service";
import { PARSE_PRIORITY } from "./sds.models";
import { bulkUploadFiles, bulkUploadJobs } from "./sds.table";

/**
 * The ZIP worker: pending → extracting (directory read and checked) → processing (PDFs counted,
 * total_files set) → completed | failed. Files are handled in batches of 10; each batch's SDS rows,
 * mappings, parse jobs, per-file results and progress counters commit in one transaction, so a
 * restart resumes after the last recorded entry and nothing is made twice.
 */
const BATCH = 10;
const PREFETCH = 8;

type Outcome = "created" | "duplicate" | "failed" | "skipped";
interface Pending {
  entry: ZipEntryInfo;
  kind: EntryKind;
  staged: StagedBlob | null;
  /** The archive as a whole passed its unpack limit while this entry inflated: the job fails. */
  abort?: ZipBudgetError;
  outcome?: Outcome;
  sdsId?: string;
  code?: string;
  message?: string;
}

export async function runBulkImport(ctx: AppContext, jobId: string): Promise<void> {
  const job = ctx.db.select().from(bulkUploadJobs).where(eq(bulkUploadJobs.jobId, jobId)).get();
  if (!job) return;
  // Ended already; a run cut short by a full disk after that may not have released the parses yet (idempotent).
  if (job.jobStatus === "completed" || job.jobStatus === "failed") return releaseHeldParses(ctx, jobId);
  const sha = job.s3Key.split("/").pop()!;
  const file = ctx.blobs.file(sha);
  if (!(await file.exists())) return failJob(ctx, jobId, "The uploaded archive is missing from the store");
  setJob(ctx, jobId, { jobStatus: "extracting", startedAt: job.startedAt ?? ctx.clock.now().toISOString() });

  let entries: ZipEntryInfo[];
  try {
    entries = await readZipDirectory(file, { maxEntries: ctx.config.limits.maxZipEntries });
  } catch (err) {
    if (err instanceof ZipFormatError) return failJob(ctx, jobId, `The archive cannot be read: ${err.message}`);
    throw err;
  }
  const overlap = findOverlap(entries);
  if (overlap) return failJob(ctx, jobId, `The archive is malformed (a zip bomb?): ${overlap}`);
  const kinds = entries.map((e) => classifyEntry(e));
  const counted = entries.filter((_, i) => kinds[i] !== "directory" && kinds[i] !== "skip");
  const pdfs = entries.filter((_, i) => kinds[i] === "pdf");
  if (pdfs.length === 0) return failJob(ctx, jobId, "The archive holds no PDF file");
  if (pdfs.every((e) => e.encrypted)) return failJob(ctx, jobId, "The archive is encrypted; upload an archive without a password");
  const entryLimits = { maxBytes: ctx.config.limits.maxSdsBytes, maxRatio: 100, ratioFloorBytes: 1024 * 1024 };
  // Entries refused on their declared sizes are never inflated; the rest must fit the archive's limit.
  const unpacked = pdfs.filter((e) => !declaredProblem(e, entryLimits));
  const limit = unpackLimit({ archiveBytes: file.size, maxExpansion: ctx.config.limits.maxZipExpansion, maxUnpackedBytes: ctx.config.limits.maxZipUnpackedBytes });
  const overLimit = declaredOverLimit(unpacked.reduce((n, e) => n + e.uncompressedSize, 0), file.size, limit);
  if (overLimit) return failJob(ctx, jobId, overLimit);
  setJob(ctx, jobId, { jobStatus: "processing", totalFiles: counted.length });

  const last = ctx.db.select({ n: sql<number | null>`max(${bulkUploadFiles.entryIndex})` }).from(bulkUploadFiles).where(eq(bulkUploadFiles.jobId, jobId)).get()?.n ?? -1;
  // After a restart, what the entries already recorded took counts as unpacked (their directory sizes).
  const budget = new UnpackBudget(limit, unpacked.filter((e) => e.index <= last).reduce((n, e) => n + e.uncompressedSize, 0));
  const limits: EntryLimits = { ...entryLimits, budget };
  let batch: Pending[] = [];
  let batches = 0;
  const todo = entries.filter((e) => e.index > last && kinds[e.index] !== "directory");
  // Two entries in flight: one inflates on this thread while the other's write and fsync run in the I/O pool.
  const inFlight: Promise<Pending>[] = [];
  const next = (i: number) => {
    if (i >= todo.length) return null;
    const p = prepare(ctx, file, todo[i]!, kinds[todo[i]!.index]!, limits);
    p.catch(() => {}); // a prefetched entry that fails (a full disk) is reported when its turn comes, not as an unhandled rejection
    return p;
  };
  try {
    for (let i = 0; i < Math.min(PREFETCH, todo.length); i++) inFlight.push(next(i)!);
    for (let i = 0; i < todo.length; i++) {
      const p = await inFlight.shift()!;
      // Entries staged in this batch and in flight are removed below; earlier batches stayed within the limit.
      if (p.abort) return failJob(ctx, jobId, p.abort.message);
      batch.push(p);
      const more = next(i + PREFETCH);
      if (more) inFlight.push(more);
      if (batch.length >= BATCH) {
        commitBatch(ctx, job, batch);
        batch = [];
        // Each file leaves its buffers behind; a young-generation collection per batch (and a full one
        // every 50 files) keeps the process near its idle size instead of letting garbage grow the heap
        // (bench, 450 MB archive: unpacking peaks at ~155 MB with it, up to ~200 MB without; ~5% slower).
        Bun.gc(++batches % 5 === 0);
      }
    }
    if (batch.length) commitBatch(ctx, job, batch);
    batch = [];
  } finally {
    // After a failure, entries still in flight finish staging and are removed with the batch.
    for (const p of await Promise.allSettled(inFlight)) if (p.status === "fulfilled") ctx.blobs.discard(p.value.staged);
    for (const p of batch) ctx.blobs.discard(p.staged);
  }
  finishJob(ctx, jobId);
}

/** Stages one entry (inflated, hashed, to the temp folder), or decides its outcome without reading it. */
async function prepare(ctx: AppContext, file: Blob, entry: ZipEntryInfo, kind: EntryKind, limits: EntryLimits): Promise<Pending> {
  if (kind === "skip") return { entry, kind, staged: null, outcome: "skipped", code: "SKIPPED", message: "not a PDF; skipped" };
  if (kind === "nested") return { entry, kind, staged: null, outcome: "failed", code: "NESTED_ARCHIVE", message: "archives inside the archive are not opened; upload it on its own" };
  if (kind === "unsafe") return { entry, kind, staged: null, outcome: "failed", code: "UNSAFE_NAME", message: unsafeNameReason(entry)! };
  try {
    // Under the disk's reserve, the job stops here and waits for space (job-system.ts); no entry is lost.
    ctx.blobs.disk.ensure();
    const small = await readSmallEntry(file, entry, limits);
    if (small && small.byteLength === 0) throw errors.badRequest(`${entry.name} is empty`);
    const staged = small ? await stageBytes(ctx, small) : await ctx.blobs.stage(await openEntryStream(file, entry, limits), { maxBytes: limits.maxBytes, what: entry.name });
    return { entry, kind, staged };
  } catch (err) {
    if (isStorageError(err)) throw err;
    if (err instanceof ZipBudgetError) return { entry, kind, staged: null, abort: err };
    if (err instanceof ZipEntryError) return { entry, kind, staged: null, outcome: "failed", code: err.code, message: err.message };
    if (err instanceof AppError) return { entry, kind, staged: null, outcome: "failed", code: err.code, message: err.message };
    throw err;
  }
}

/**
 * A small entry already in memory, written to the blob store's temp folder as BlobStore.stage
 * would (hashed, fsynced, same StagedBlob), without a stream pipeline per file.
 */
async function stageBytes(ctx: AppContext, bytes: Uint8Array): Promise<StagedBlob> {
  const tmpPath = ctx.blobs.tempPath();
  const fh = await open(tmpPath, "wx", 0o600);
  try {
    await fh.write(bytes);
    await fh.sync();
  } catch (err) {
    await fh.close().catch(() => {});
    rmSync(tmpPath, { force: true });
    throw err;
  }
  await fh.close();
  return { tmpPath, sha256: new Bun.CryptoHasher("sha256").update(bytes).digest("hex"), size: bytes.byteLength, head: bytes.slice(0, 16) };
}

function commitBatch(ctx: AppContext, job: typeof bulkUploadJobs.$inferSelect, batch: Pending[]): void {
  const nowDate = ctx.clock.now();
  try {
    ctx.db.transaction((tx) => {
      const tally = { processed: 0, created: 0, failed: 0, duplicate: 0 };
      for (const p of batch) {
        if (p.staged) {
          try {
            const r = tx.transaction((sp) => ingestInTransaction(ctx, sp, {
              companyId: job.companyId, userId: job.uploadedByUserId, staged: p.staged!, fileName: p.entry.name.split(/[\\/]/).pop()!,
              metadata: {}, metadataSource: "filename", sourceType: "bulk_upload", parsePriority: PARSE_PRIORITY.zip, holdParse: true,
            }, nowDate));
            p.outcome = r.isDuplicate ? "duplicate" : "created";
            p.sdsId = r.sds.sdsId;
          } catch (err) {
            if (isStorageError(err)) throw err; // the whole batch waits for space, rather than losing this file
            if (!(err instanceof AppError)) ctx.logger.error("bulk import: a file failed unexpectedly", { err, job_id: job.jobId, entry: p.entry.name });
            p.outcome = "failed";
            p.code = err instanceof AppError ? err.code : "INTERNAL_ERROR";
            p.message = err instanceof AppError ? err.message : "internal error while storing the file";
          }
        }
        const ok = p.outcome === "created" || p.outcome === "duplicate";
        tx.insert(bulkUploadFiles).values({
          jobId: job.jobId, entryIndex: p.entry.index, fileName: p.entry.name.slice(0, 1024), outcome: p.outcome!,
          sdsId: p.sdsId ?? null, errorCode: ok ? null : p.code ?? null, errorMessage: ok ? null : p.message ?? null,
        }).run();
        if (p.outcome !== "skipped") tally.processed++;
        if (p.outcome === "created") tally.created++;
        if (p.outcome === "duplicate") tally.duplicate++;
        if (p.outcome === "failed") tally.failed++;
      }
      tx.update(bulkUploadJobs).set({
        processedFiles: sql`${bulkUploadJobs.processedFiles} + ${tally.processed}`,
        successfulUploads: sql`${bulkUploadJobs.successfulUploads} + ${tally.created}`,
        failedUploads: sql`${bulkUploadJobs.failedUploads} + ${tally.failed}`,
        duplicatesFound: sql`${bulkUploadJobs.duplicatesFound} + ${tally.duplicate}`,
      }).where(eq(bulkUploadJobs.jobId, job.jobId)).run();
    });
  } finally {
    for (const p of batch) ctx.blobs.discard(p.staged);
  }
}

function setJob(ctx: AppContext, jobId: string, values: Partial<typeof bulkUploadJobs.$inferInsert>): void {
  ctx.db.update(bulkUploadJobs).set(values).where(eq(bulkUploadJobs.jobId, jobId)).run();
}

/** Ends the job `failed` with a reason a person can act on, and drops the archive. */
export function failJob(ctx: AppContext, jobId: string, message: string): void {
  const now = ctx.clock.now().toISOString();
  const job = ctx.db.transaction((tx) => {
    const ended = tx.update(bulkUploadJobs).set({ jobStatus: "failed", errorMessage: message.slice(0, 2000), completedAt: now })
      .where(and(eq(bulkUploadJobs.jobId, jobId), sql`${bulkUploadJobs.jobStatus} NOT IN ('completed', 'failed')`)).returning().get();
    if (ended) noticeZipEnded(tx, ended, 0, now);
    return ended;
  });
  if (job) dropArchive(ctx, job.jobId, job.s3Key);
  releaseHeldParses(ctx, jobId);
}

/**
 * The archive's parse jobs were held back while it was unpacked (parsing is CPU- and memory-heavy;
 * on a small appliance it would halve the unpacking speed and double the memory). Released here,
 * when the job ends either way; they run at the ZIP's priority 3, after anything a person waits on.
 */
export function releaseHeldParses(ctx: AppContext, bulkJobId: string): void {
  const held = ctx.db.all<{ job_id: string }>(sql`
    SELECT p.job_id FROM bulk_upload_files f JOIN sds_parse_jobs p ON p.sds_id = f.sds_id
    WHERE f.job_id = ${bulkJobId} AND f.outcome = 'created'`);
  ctx.jobs.release(ctx.db, held.map((r) => r.job_id), ctx.clock.now());
}

/** Counters recomputed from the per-file rows (exact after any restart), results stored, archive dropped. */
function finishJob(ctx: AppContext, jobId: string): void {
  const rows = ctx.db.select().from(bulkUploadFiles).where(eq(bulkUploadFiles.jobId, jobId)).orderBy(bulkUploadFiles.entryIndex).all();
  const n = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
  const results = rows.map((r) => ({
    filename: r.fileName, success: r.outcome === "created", is_duplicate: r.outcome === "duplicate",
    ...(r.sdsId ? { sds_id: r.sdsId } : {}), ...(r.errorCode ? { error: r.errorCode, error_message: r.errorMessage ?? "" } : {}),
    ...(r.outcome === "skipped" ? { skipped: true } : {}),
  }));
  const now = ctx.clock.now().toISOString();
  const job = ctx.db.transaction((tx) => {
    const ended = tx.update(bulkUploadJobs).set({
      jobStatus: "completed", processedFiles: rows.length - n("skipped"), successfulUploads: n("created"), failedUploads: n("failed"),
      duplicatesFound: n("duplicate"), results, completedAt: now,
    }).where(eq(bulkUploadJobs.jobId, jobId)).returning().get();
    if (ended) noticeZipEnded(tx, ended, n("skipped"), now);
    return ended;
  });
  if (job) dropArchive(ctx, job.jobId, job.s3Key);
  releaseHeldParses(ctx, jobId);
}

/** The uploader hears that the job ended, with its counts, in the transaction that ends it. */
function noticeZipEnded(tx: DbOrTx, job: typeof bulkUploadJobs.$inferSelect, skipped: number, now: string): void {
  noticeZipJobEnded(tx, {
    companyId: job.companyId, userId: job.uploadedByUserId, jobId: job.jobId, fileName: job.fileName, status: job.jobStatus as "completed" | "failed",
    errorMessage: job.errorMessage, now,
    counts: { total_files: job.totalFiles, successful_uploads: job.successfulUploads, duplicates_found: job.duplicatesFound, failed_uploads: job.failedUploads, skipped_files: skipped },
  });
}

/** The archive is not kept once its job ended: its PDFs are in the store; another job may still need it. */
function dropArchive(ctx: AppContext, jobId: string, key: string): void {
  if (!zipStillReferenced(ctx, key, jobId)) ctx.blobs.remove(key.split("/").pop()!);
}
