import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { databasePath } from "../../src/db/client";
import { formWith, makePdf, makeZip } from "../helpers/pdf-fixtures";
import { send } from "../helpers/test-app";

const dataDir = mkdtempSync(join(tmpdir(), "chemsafe-zipkill-"));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}/api/v1`;
const env = {
  ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", JOBS_BACKOFF_MS: "20",
  BOOTSTRAP_COMPANY: "Crash Plant", BOOTSTRAP_ADMIN_EMAIL: "admin@crash.test", BOOTSTRAP_ADMIN_PASSWORD: "correct horse battery staple",
};
let server: ReturnType<typeof Bun.spawn> | null = null;
afterAll(async () => {
  server?.kill("SIGKILL");
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer() {
  server = Bun.spawn([process.execPath, resolve(import.meta.dir, "../../src/cli.ts"), "serve"], { env, stdout: "ignore", stderr: "inherit" });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await Bun.sleep(50);
  }
  throw new Error("the server did not start");
}

/** Distinct PDFs padded after %%EOF with random bytes, so the archive takes a while to unpack. */
function binder(n: number): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (let i = 0; i < n; i++) {
    const pdf = makePdf([`Product ${i}`]);
    const padded = new Uint8Array(pdf.length + 96 * 1024);
    padded.set(pdf);
    crypto.getRandomValues(padded.subarray(pdf.length, pdf.length + 65536));
    entries[`Binder/Product ${i}_Maker ${i % 7}_2021-01-${String((i % 28) + 1).padStart(2, "0")}.pdf`] = padded;
  }
  return makeZip(entries);
}

test("a ZIP job killed with SIGKILL mid-archive resumes after restart and creates every SDS exactly once", async () => {
  const N = 400;
  await startServer();
  const login = await send(`${base}/auth/login`, "POST", { json: { email: "admin@crash.test", password: "correct horse battery staple" } });
  expect(login.status).toBe(200);
  const token = login.body.access_token as string;
  const up = await send(`${base}/chem/sds/bulk-upload-zip`, "POST", { token, form: formWith("file", [["binder.zip", binder(N), "application/zip"]]) });
  expect(up.status).toBe(202);
  const jobId = up.body.job_id as string;

  let atKill: any;
  for (;;) {
    atKill = (await send(`${base}/chem/sds/bulk-upload-status/${jobId}`, "GET", { token })).body;
    if (atKill.processed_files >= 20 || atKill.job_status === "completed") break;
    await Bun.sleep(5);
  }
  server!.kill("SIGKILL");
  await server!.exited;
  // The kill must land in the middle of the archive, or this test proves nothing.
  expect(atKill.job_status).toBe("processing");
  expect(atKill.processed_files).toBeLessThan(N);

  await startServer();
  const deadline = Date.now() + 60_000;
  let done: any;
  while (Date.now() < deadline) {
    done = (await send(`${base}/chem/sds/bulk-upload-status/${jobId}`, "GET", { token })).body;
    if (done.job_status === "completed" || done.job_status === "failed") break;
    await Bun.sleep(50);
  }
  expect(done).toMatchObject({ job_status: "completed", total_files: N, processed_files: N, successful_uploads: N, failed_uploads: 0, duplicates_found: 0 });

  const db = new Database(databasePath(dataDir), { readonly: true });
  const n = (q: string) => (db.query(q).get() as { n: number }).n;
  expect(n("SELECT count(*) AS n FROM sds_documents")).toBe(N);
  expect(n("SELECT count(DISTINCT file_checksum) AS n FROM sds_documents")).toBe(N);
  expect(n("SELECT count(*) AS n FROM company_sds_mappings")).toBe(N);
  expect(n("SELECT count(*) AS n FROM sds_parse_jobs")).toBe(N);
  expect(n("SELECT count(DISTINCT sds_id) AS n FROM sds_parse_jobs")).toBe(N);
  expect(n("SELECT count(*) AS n FROM jobs WHERE kind = 'sds_parse'")).toBe(N);
  expect(n("SELECT count(*) AS n FROM bulk_upload_files WHERE job_id = '" + jobId + "'")).toBe(N);
  expect(n("SELECT count(*) AS n FROM sds_library_fts")).toBe(N);
  db.close();
}, 120_000);
