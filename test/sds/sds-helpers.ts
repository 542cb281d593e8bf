import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith } from "../helpers/pdf-fixtures";

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

/**
 * Uploads one PDF as `manager` (a manager's token), waits for its jobs, and reads its details as `viewer`: what a person
 * sees of the parse.
 */
export async function uploadAndRead(app: TestApp, tokens: { manager: string; viewer: string }, name: string, bytes: Uint8Array) {
  const res = await app.request("POST", "/sds/upload", { token: tokens.manager, form: formWith("file", [[name, bytes]]) });
  expect(res.status).toBe(201);
  const id = res.body.sds_id as string;
  await app.ctx.jobs.idle();
  const details = await app.request("GET", `/chem/sds/${id}/details`, { token: tokens.viewer });
  expect(details.status).toBe(200);
  return { id, details: details.body };
}

/**
 * A test file's app with one company ("Plant A"), opened before its tests and closed after them, and its uploadAndRead:
 * a PDF uploaded as the company's manager, its details read as its viewer.
 */
export function plantUploads(): { app: TestApp; a: SeededCompany; uploadAndRead(name: string, bytes: Uint8Array): ReturnType<typeof uploadAndRead> } {
  const plant = {
    app: undefined as unknown as TestApp,
    a: undefined as unknown as SeededCompany,
    uploadAndRead: (name: string, bytes: Uint8Array) => uploadAndRead(plant.app, { manager: plant.a.manager.token, viewer: plant.a.viewer.token }, name, bytes),
  };
  beforeAll(async () => {
    plant.app = await createTestApp();
    plant.a = await seedCompany(plant.app.ctx, "Plant A");
  });
  afterAll(async () => plant.app.close());
  return plant;
}
