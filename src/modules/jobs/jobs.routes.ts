import { Elysia, t } from "elysia";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageQuery, pageResponse } from "../../shared/paging";
import { recordAudit } from "../audit/audit";
import { authPlugin } from "../auth/auth.plugin";
import { JOB_KINDS, JOB_STATUSES, jobs } from "./jobs.table";

type JobRow = typeof jobs.$inferSelect;

const jobResponse = t.Object({
  job_id: t.String(), kind: t.String(), status: t.String(), priority: t.Integer(), attempts: t.Integer(),
  max_attempts: t.Integer(), last_error: t.Nullable(t.String()), payload: t.Record(t.String(), t.Unknown()),
  result: t.Unknown(), created_at: t.String(), started_at: t.Nullable(t.String()), finished_at: t.Nullable(t.String()),
  run_after: t.String(),
});

const toJob = (j: JobRow) => ({
  job_id: j.jobId, kind: j.kind, status: j.status, priority: j.priority, attempts: j.attempts, max_attempts: j.maxAttempts,
  last_error: j.lastError, payload: j.payload, result: j.result ?? null, created_at: j.createdAt, started_at: j.startedAt,
  finished_at: j.finishedAt, run_after: j.runAfter,
});

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
      return pageResponse(rows.map(toJob), total, p);
    }, {
      role: "admin",
      query: t.Object({ ...pageQuery, kind: t.Optional(t.Union(JOB_KINDS.map((k) => t.Literal(k)))), status: t.Optional(t.Union(JOB_STATUSES.map((s) => t.Literal(s)))) }),
      response: { 200: pageOfSchema(jobResponse), ...withErrors }, ...doc("Jobs", "List the company's background jobs"),
    })
    .get("/jobs/:job_id", ({ actor, params }) => toJob(getCompanyJob(ctx, actor.companyId, params.job_id)), {
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
      return toJob(getCompanyJob(ctx, actor.companyId, job.jobId));
    }, {
      role: "admin", params: t.Object({ job_id: t.String({ format: "uuid" }) }), response: { 200: jobResponse, 409: errorSchema, ...withErrors }, ...doc("Jobs", "Retry a failed job"),
    });
