import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databasePath } from "../../src/db/client";
import { createTestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";

// A job that kills the process used to be revived without counting on every restart (seen: 7 runs
// with max_attempts 4). A job found `running` at start is a failed attempt; attempts never pass the limit.

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Uploads one SDS with the workers off, so its parse job is recorded but never started. */
async function uploadWithoutWorkers(): Promise<{ dir: string; company: SeededCompany; sdsId: string; jobId: string }> {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-attempts-"));
  dirs.push(dir);
  const app = await createTestApp({ DATA_DIR: dir }, { startJobs: false });
  const company = await seedCompany(app.ctx, "Attempts Plant");
  const res = await app.request("POST", "/sds/upload", { token: company.manager.token, form: formWith("file", [["Acetone_Acme_2024-01-01.pdf", makePdf()]]) });
  expect(res.status).toBe(201);
  const { job_id: jobId } = app.ctx.db.$client.query("SELECT job_id FROM sds_parse_jobs WHERE sds_id = ?").get(res.body.sds_id) as { job_id: string };
  await app.close();
  return { dir, company, sdsId: res.body.sds_id, jobId };
}

/** What the process that died left in the outbox: the job as it was when the process stopped. */
function leaveJob(dir: string, jobId: string, values: { status: string; attempts: number }): void {
  const db = new Database(databasePath(dir));
  db.query("UPDATE jobs SET status = ?, attempts = ?, started_at = ? WHERE job_id = ?").run(values.status, values.attempts, new Date().toISOString(), jobId);
  db.close();
}

test("a job found running at start with no attempt left ends failed, names the stop, is never run again, and its parse is marked failed", async () => {
  const { dir, company, sdsId, jobId } = await uploadWithoutWorkers();
  leaveJob(dir, jobId, { status: "running", attempts: 4 });

  const app = await createTestApp({ DATA_DIR: dir });
  try {
    await app.ctx.jobs.idle();
    const job = await app.request("GET", `/jobs/${jobId}`, { token: company.admin.token });
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ status: "failed", attempts: 4, max_attempts: 4 });
    expect(job.body.last_error).toBe("the appliance stopped while this job was running (attempt 4 of 4); it was not started again");
    const details = await app.request("GET", `/chem/sds/${sdsId}/details`, { token: company.manager.token });
    expect(details.body.parse_status).toBe("failed");
    const parse = app.ctx.db.$client.query("SELECT job_status, error_message FROM sds_parse_jobs WHERE job_id = ?").get(jobId) as Record<string, string>;
    expect(parse.job_status).toBe("failed");
    expect(parse.error_message).toContain("the appliance stopped while this job was running");
  } finally {
    await app.close();
  }
}, 30_000);

test("a job found running at start with attempts left counts that attempt and runs again after its backoff", async () => {
  const { dir, company, sdsId, jobId } = await uploadWithoutWorkers();
  leaveJob(dir, jobId, { status: "running", attempts: 1 });

  const app = await createTestApp({ DATA_DIR: dir });
  try {
    await app.ctx.jobs.idle();
    const job = await app.request("GET", `/jobs/${jobId}`, { token: company.admin.token });
    expect(job.body).toMatchObject({ status: "completed", attempts: 2 });
    const details = await app.request("GET", `/chem/sds/${sdsId}/details`, { token: company.manager.token });
    expect(details.body.parse_status).toBe("needs_ocr"); // parsed: this one-line PDF has too little text
    expect(job.body.last_error).toBeNull();
  } finally {
    await app.close();
  }
}, 30_000);

test("a pending job whose attempts already reached max_attempts is never started", async () => {
  const { dir, company, sdsId, jobId } = await uploadWithoutWorkers();
  leaveJob(dir, jobId, { status: "pending", attempts: 4 });

  const app = await createTestApp({ DATA_DIR: dir });
  try {
    await app.ctx.jobs.idle();
    const job = await app.request("GET", `/jobs/${jobId}`, { token: company.admin.token });
    expect(job.body).toMatchObject({ status: "failed", attempts: 4 });
    expect(job.body.last_error).toContain("4 of 4");
    const details = await app.request("GET", `/chem/sds/${sdsId}/details`, { token: company.manager.token });
    expect(details.body.parse_status).toBe("failed");
  } finally {
    await app.close();
  }
}, 30_000);
