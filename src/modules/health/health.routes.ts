import { Elysia, t } from "elysia";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { jobs } from "../jobs/jobs.table";

const diskSchema = t.Object({
  free_bytes: t.Integer({ description: "free bytes on DATA_DIR's disk" }),
  reserve_bytes: t.Integer({ description: "DISK_RESERVE_BYTES: below it, uploads are refused (507) and jobs wait" }),
  status: t.String({ description: "ok, low (under the reserve) or error (cannot be read)" }),
});

/** `GET /api/health`, without auth: for load balancers, monitoring and the plant's IT. Reads only, so it answers on a full disk. */
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
    let disk = { free_bytes: 0, reserve_bytes: ctx.blobs.disk.reserveBytes, status: "error" };
    try {
      const state = ctx.blobs.disk.state();
      disk = { free_bytes: state.freeBytes, reserve_bytes: state.reserveBytes, status: state.status };
    } catch {
      // reported as "error"
    }
    const status = database === "ok" && disk.status === "ok" ? "ok" : "degraded";
    return { status, version: ctx.version, database, queue, disk };
  }, {
    response: t.Object({
      status: t.String({ description: "ok, or degraded when the database cannot be read or the disk is under its reserve" }),
      version: t.String(), database: t.String(), queue: t.Record(t.String(), t.Integer()), disk: diskSchema,
    }),
    detail: { tags: ["Health"], summary: "Liveness and state of database, job queue and disk", security: [] },
  });
