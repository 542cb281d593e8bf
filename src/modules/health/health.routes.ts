import { Elysia, t } from "elysia";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { jobs } from "../jobs/jobs.table";

/** `GET /api/health`, without auth: for load balancers, monitoring and the plant's IT. */
export const healthRoutes = (ctx: AppContext) =>
  new Elysia().get("/health", () => {
    let database = "ok";
    let queue: Record<string, number> = {};
    try {
      ctx.db.$client.query("SELECT 1").get();
      const rows = ctx.db.select({ status: jobs.status, n: sql<number>`count(*)` }).from(jobs).groupBy(jobs.status).all();
      queue = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    } catch {
      database = "error";
    }
    return { status: database === "ok" ? "ok" : "degraded", version: ctx.version, database, queue };
  }, {
    response: t.Object({ status: t.String(), version: t.String(), database: t.String(), queue: t.Record(t.String(), t.Integer()) }),
    detail: { tags: ["Health"], summary: "Liveness and state of database and job queue", security: [] },
  });
