import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { getMappedDocument } from "./sds-library.service";
import { ALL_SECTIONS, PARSE_PRIORITY } from "./sds.models";
import { sdsChangeLog, sdsParseJobs } from "./sds.table";

/**
 * POST /chem/sds/{id}/reparse: parses the stored PDF again (after a parser upgrade). The parse
 * rewrites what parsing read; a person's corrections are kept apart and still win (sds-fields.ts).
 * Refused with 409 while a parse of the document is queued or running, so two never race.
 */
export function reparseSds(ctx: AppContext, actor: Actor, sdsId: string) {
  getMappedDocument(ctx, actor.companyId, sdsId);
  const nowDate = ctx.clock.now();
  const now = nowDate.toISOString();
  return ctx.db.transaction((tx) => {
    const running = tx.select({ jobId: sdsParseJobs.jobId }).from(sdsParseJobs)
      .where(and(eq(sdsParseJobs.sdsId, sdsId), inArray(sdsParseJobs.jobStatus, ["pending", "processing"]))).get();
    if (running) throw errors.conflict(`This SDS is already queued for parsing (job ${running.jobId}); wait until it has finished`);
    const job = tx.insert(sdsParseJobs).values({
      jobId: newId(), sdsId, jobStatus: "pending", priority: PARSE_PRIORITY.single, parseSections: ALL_SECTIONS, retryCount: 0, createdAt: now,
    }).returning().get();
    ctx.jobs.enqueue(tx, { kind: "sds_parse", jobId: job.jobId, payload: { sds_id: sdsId }, companyId: actor.companyId, priority: job.priority }, nowDate);
    tx.insert(sdsChangeLog).values({
      changeId: newId(), companyId: actor.companyId, sdsId, action: "reparse_requested", userId: actor.userId, createdAt: now, details: { parse_job_id: job.jobId },
    }).run();
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: "sds.reparse", entityType: "sds", entityId: sdsId, after: { parse_job_id: job.jobId }, requestId: actor.requestId,
    }, now);
    return {
      job_id: job.jobId, sds_id: sdsId, job_status: job.jobStatus, priority: job.priority, parse_sections: job.parseSections, retry_count: job.retryCount,
      created_at: job.createdAt,
    };
  });
}
