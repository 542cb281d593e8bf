import { Elysia, t } from "elysia";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageQuery, pageResponse } from "../../shared/paging";
import { recordAudit } from "../audit/audit";
import { authPlugin } from "../auth/auth.plugin";
import { JOB_KINDS, JOB_STATUSES, jobs } from "./jobs.table";
import { sdsParseJobs } from "../sds/sds.table";

type JobRow = typeof jobs.$inferSelect;

const jobResponse = t.Object({
  job_id: t.String(), kind: t.String(), status: t.String(), priority: t.Integer(), attempts: t.Integer(),
  max_attempts: t.Integer(), last_error: t.Nullable(t.String()), payload: t.Record(t.String(), t.Unknown()),
  result: t.Unknown(), created_at: t.String(), started_at: t.Nullable(t.String()), finished_at: t.Nullable(t.String()),
  run_after: t.String(),
  sds_parse: t.Nullable(t.Object({
    sds_id: t.String(),
    job_status: t.String({ description: "pending, processing, completed or failed" }),
    priority: t.Integer({ description: "8 for a single upload or a web import, 3 for a file from a ZIP; higher runs first" }),
    parse_sections: t.Array(t.Integer(), { description: "the SDS sections (1 to 16) parsing reads" }),
    retry_count: t.Integer({ description: "retries after the first attempt (at most 3)" }),
    error_message: t.Nullable(t.String()),
    created_at: t.String(), started_at: t.Nullable(t.String()), completed_at: t.Nullable(t.String()),
  }, { description: "for kind sds_parse: the spec's SDS parse job record; null for other kinds" })),
});

type ParseRow = typeof sdsParseJobs.$inferSelect;

const toJob = (j: JobRow, parse?: ParseRow) => ({
  job_id: j.jobId, kind: j.kind, status: j.status, priority: j.priority, attempts: j.attempts, max_attempts: j.maxAttempts,
  last_error: j.lastError, payload: j.payload, result: j.result ?? null, created_at: j.createdAt, started_at: j.startedAt,
  finished_at: j.finishedAt, run_after: j.runAfter,
  sds_parse: parse ? {
    sds_id: parse.sdsId, job_status: parse.jobStatus, priority: parse.priority, parse_sections: parse.parseSections, retry_count: parse.retryCount,
    error_message: parse.errorMessage, created_at: parse.createdAt, started_at: parse.startedAt, completed_at: parse.completedAt,
  } : null,
});

/** The jobs with, for sds_parse ones, their parse record (same id; the outbox row's company already scoped them). */
function withParseRecords(ctx: AppContext, rows: JobRow[]) {
  const ids = rows.filter((r) => r.kind === "sds_parse").map((r) => r.jobId);
  const parses = new Map(ids.length ? ctx.db.select().from(sdsParseJobs).where(inArray(sdsParseJobs.jobId, ids)).all().map((p) => [p.jobId, p]) : []);
  return rows.map((r) => toJob(r, parses.get(r.jobId)));
}

function getCompanyJob(ctx: AppContext, companyId: string, jobId: string): JobRow {
  const row = ctx.db.select().from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.jobId, jobId))).get();
  if (!row) throw errors.notFound("Job");
  return row;
}

/** The job queue as an admin sees it: their company's jobs, their state, and a retry button. */
export const jobsRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/jobs", ({ actor, query }) => {
      const p = pageOf(query);
      const filters: SQL[] = [eq(jobs.companyId, actor.companyId)];
      if (query.kind) filters.push(eq(jobs.kind, query.kind));
      if (query.status) filters.push(eq(jobs.status, query.status));
      const where = and(...filters);
      const rows = ctx.db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt)).limit(p.limit).offset(p.offset).all();
      const total = ctx.db.select({ n: sql<number>`count(*)` }).from(jobs).where(where).get()?.n ?? 0;
      return pageResponse(withParseRecords(ctx, rows), total, p);
    }, {
      role: "admin",
      query: t.Object({ ...pageQuery, kind: t.Optional(t.Union(JOB_KINDS.map((k) => t.Literal(k)))), status: t.Optional(t.Union(JOB_STATUSES.map((s) => t.Literal(s)))) }),
      response: { 200: pageOfSchema(jobResponse), ...withErrors }, ...doc("Jobs", "List the company's background jobs"),
    })
    .get("/jobs/:job_id", ({ actor, params }) => withParseRecords(ctx, [getCompanyJob(ctx, actor.companyId, params.job_id)])[0]!, {
      role: "admin", params: t.Object({ job_id: t.String({ format: "uuid" }) }), response: { 200: jobResponse, ...withErrors }, ...doc("Jobs", "One job"),
    })
    .post("/jobs/:job_id/retry", ({ actor, params }) => {
      const job = getCompanyJob(ctx, actor.companyId, params.job_id);
      if (job.status !== "failed") throw errors.conflict(`Only a failed job can be retried; this one is ${job.status}`);
      const now = ctx.clock.now();
      ctx.db.transaction((tx) => {
        ctx.jobs.retry(tx, job.jobId, now);
        recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "job.retry", entityType: "job", entityId: job.jobId, before: { status: job.status, attempts: job.attempts }, requestId: actor.requestId }, now.toISOString());
      });
      return withParseRecords(ctx, [getCompanyJob(ctx, actor.companyId, job.jobId)])[0]!;
    }, {
      role: "admin", params: t.Object({ job_id: t.String({ format: "uuid" }) }), response: { 200: jobResponse, 409: errorSchema, ...withErrors }, ...doc("Jobs", "Retry a failed job"),
    });
