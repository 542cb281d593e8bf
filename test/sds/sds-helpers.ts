import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { TestApp } from "../helpers/test-app";

/** Files in the blob store (content-addressed: one per distinct document or archive). */
export function blobCount(app: TestApp): number {
  const walk = (dir: string): number => readdirSync(dir).reduce((n, name) => {
    const p = join(dir, name);
    return n + (statSync(p).isDirectory() ? walk(p) : 1);
  }, 0);
  return walk(app.ctx.blobs.blobDir);
}

/** One row of SQL, for assertions on the stored state. */
export const row = <T = Record<string, unknown>>(app: TestApp, query: string, ...params: unknown[]) =>
  app.ctx.db.$client.query(query).get(...(params as never[])) as T;
export const rows = <T = Record<string, unknown>>(app: TestApp, query: string, ...params: unknown[]) =>
  app.ctx.db.$client.query(query).all(...(params as never[])) as T[];
export const count = (app: TestApp, table: string, where = "1=1", ...params: unknown[]) =>
  (row<{ n: number }>(app, `SELECT count(*) AS n FROM ${table} WHERE ${where}`, ...params)).n;

/** Polls the ZIP job status until it is final. */
export async function waitForBulkJob(app: TestApp, token: string, jobId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.request("GET", `/chem/sds/bulk-upload-status/${jobId}`, { token });
    if (res.body.job_status === "completed" || res.body.job_status === "failed") return res.body;
    if (Date.now() > deadline) throw new Error(`bulk job ${jobId} is still ${res.body.job_status}`);
    await Bun.sleep(25);
  }
}
