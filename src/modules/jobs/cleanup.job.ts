import { t } from "elysia";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { defineJob } from "./job-definition";
import { webSearchCache } from "../connectors/websearch.table";
import { invitations, webSessions } from "../auth/users.table";
import { jobs } from "./jobs.table";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";

const DAY_MS = 24 * 3600_000;
/** Completed jobs are kept this many days, failed ones longer (an admin may still retry them). */
export const FINISHED_JOB_DAYS = 30;
export const FAILED_JOB_DAYS = 90;
/** Temp files older than this were left by an upload that died; nothing still writes to them. */
export const TEMP_FILE_MAX_AGE_MS = DAY_MS;

/**
 * cleanup (daily at 03:00, see schedule.ts): web search cache entries older than 30 days, or
 * imported and older than 7 days (the spec); invitations that expired unaccepted; browser sessions ended a day ago; finished jobs
 * past their keeping time; temp files and unreferenced blobs left behind by interrupted uploads. Running it twice deletes nothing more.
 */
export const cleanupJob = defineJob({
  kind: "cleanup",
  priority: 1,
  payload: t.Object({ day: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })) }),
  async handle(ctx) {
    const now = ctx.clock.now();
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const result = ctx.db.transaction((tx) => {
      const cache = tx.delete(webSearchCache).where(or(
        lt(webSearchCache.searchedAt, before(30)),
        and(eq(webSearchCache.sdsImported, true), lt(webSearchCache.searchedAt, before(7))),
      )).returning({ id: webSearchCache.cacheId }).all().length;
      const expired = tx.delete(invitations).where(and(isNull(invitations.acceptedAt), lt(invitations.expiresAt, now.toISOString())))
        .returning({ id: invitations.invitationId }).all().length;
      // The outbox keeps finished jobs for the admin's job list; after a while they are only weight.
      const finished = tx.delete(jobs).where(or(
        and(eq(jobs.status, "completed"), lt(jobs.finishedAt, before(FINISHED_JOB_DAYS))),
        and(eq(jobs.status, "failed"), lt(jobs.finishedAt, before(FAILED_JOB_DAYS))),
      )).returning({ id: jobs.jobId }).all().length;
      // Browser sessions that ended or expired a day ago are only weight (and a record of addresses).
      const sessions = tx.delete(webSessions).where(or(lt(webSessions.expiresAt, before(1)), lt(webSessions.endedAt, before(1))))
        .returning({ id: webSessions.sessionId }).all().length;
      return { web_search_cache_deleted: cache, invitations_deleted: expired, jobs_deleted: finished, web_sessions_deleted: sessions };
    });
    const tempFiles = ctx.blobs.sweepTemp(TEMP_FILE_MAX_AGE_MS);
    // File ages are read against the real clock, like the files' own times.
    const orphans = sweepOrphanBlobs(ctx, Date.now());
    ctx.logger.info("daily cleanup done", { ...result, temp_files_deleted: tempFiles, orphan_blobs_deleted: orphans });
    return { ...result, temp_files_deleted: tempFiles, orphan_blobs_deleted: orphans };
  },
});

/** Blobs younger than this may belong to a write whose row is not committed yet; they are left alone. */
export const ORPHAN_BLOB_MIN_AGE_MS = DAY_MS;

/**
 * Removes blobs that no row references (left by a crash between storing a file and committing its
 * row). A blob is referenced by an SDS document, a label, a report, a site binder (PDF, ZIP), or an unfinished ZIP
 * job's archive.
 */
export function sweepOrphanBlobs(ctx: AppContext, now: number): number {
  const referenced = new Set(ctx.db.all<{ sha: string }>(sql`
    SELECT file_checksum AS sha FROM sds_documents
    UNION SELECT file_checksum FROM labels
    UNION SELECT file_checksum FROM reports WHERE file_checksum IS NOT NULL
    UNION SELECT pdf_checksum FROM site_binders WHERE pdf_checksum IS NOT NULL
    UNION SELECT zip_checksum FROM site_binders WHERE zip_checksum IS NOT NULL
    UNION SELECT substr(s3_key, -64) FROM bulk_upload_jobs WHERE job_status NOT IN ('completed', 'failed')`).map((r) => r.sha));
  let removed = 0;
  for (const blob of ctx.blobs.list()) {
    if (referenced.has(blob.sha256) || now - blob.mtimeMs < ORPHAN_BLOB_MIN_AGE_MS) continue;
    ctx.blobs.remove(blob.sha256);
    removed++;
  }
  return removed;
}
