import { afterEach, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makeZip } from "../helpers/pdf-fixtures";
import { blobCount, count, waitForBulkJob } from "./sds-helpers";

/**
 * Entries under the per-entry ratio floor (1 MB) escaped the ratio check: 200 entries of 1 MB from a
 * 220 KB archive wrote 197 MB. The archive as a whole is capped, relative to its size and absolutely.
 */
let app: TestApp;
let a: SeededCompany;
afterEach(async () => app?.close());

async function start(env: Record<string, string> = {}) {
  app = await createTestApp(env);
  a = await seedCompany(app.ctx, "Plant A");
}

/** A PDF-looking file of `size` bytes: distinct header, then zeros (compresses ~1000:1) or random bytes. */
function filler(n: number, size: number, random = false): Uint8Array {
  const bytes = new Uint8Array(size);
  if (random) for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)));
  bytes.set(new TextEncoder().encode(`%PDF-1.4\n% filler ${n}\n`));
  return bytes;
}

async function runZip(zip: Uint8Array) {
  const res = await app.request("POST", "/chem/sds/bulk-upload-zip", { token: a.manager.token, form: formWith("file", [["binder.zip", zip, "application/zip"]]) });
  expect(res.status).toBe(202);
  const job = await waitForBulkJob(app, a.viewer.token, res.body.job_id);
  await app.ctx.jobs.idle();
  return job;
}

test("many 1 MB entries from a tiny archive (a zip bomb under the per-entry floor) fail the job; nothing is written", async () => {
  await start();
  const entries: Record<string, Uint8Array> = {};
  for (let i = 0; i < 40; i++) entries[`sds-${i}.pdf`] = filler(i, 1_000_000);
  const zip = makeZip(entries);
  expect(zip.length).toBeLessThan(100_000);
  const blobs = blobCount(app);
  const job = await runZip(zip);
  expect(job.job_status).toBe("failed");
  expect(job.error_message).toMatch(/unpack to 38.1 MB of PDFs from a .* file; at most 20 times/);
  expect(job.error_message).toContain("zip bomb");
  expect(count(app, "sds_documents")).toBe(0);
  expect(count(app, "bulk_upload_files")).toBe(0);
  expect(blobCount(app)).toBe(blobs); // the archive itself is dropped too
  expect(app.ctx.blobs.tempCount()).toBe(0);
});

test("an archive over MAX_ZIP_UNPACKED_BYTES fails the job with the limit named; nothing is written", async () => {
  await start({ MAX_ZIP_UNPACKED_BYTES: String(2 * 1024 * 1024) });
  const entries: Record<string, Uint8Array> = {};
  for (let i = 0; i < 3; i++) entries[`sds-${i}.pdf`] = filler(i, 900_000, true);
  const blobs = blobCount(app);
  const job = await runZip(makeZip(entries));
  expect(job.job_status).toBe("failed");
  expect(job.error_message).toMatch(/unpack to 2\.6 MB .* at most 2 MB \(MAX_ZIP_UNPACKED_BYTES\)/);
  expect(count(app, "sds_documents")).toBe(0);
  expect(blobCount(app)).toBe(blobs);
  expect(app.ctx.blobs.tempCount()).toBe(0);
});

test("an archive within both limits is unpacked as before", async () => {
  await start({ MAX_ZIP_UNPACKED_BYTES: String(2 * 1024 * 1024) });
  const entries: Record<string, Uint8Array> = {};
  for (let i = 0; i < 2; i++) entries[`sds-${i}.pdf`] = filler(i, 900_000, true);
  const job = await runZip(makeZip(entries));
  expect(job).toMatchObject({ job_status: "completed", successful_uploads: 2 });
});
