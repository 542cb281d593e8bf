import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { zipSync } from "fflate";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeZip, markZipEncrypted, setDeclaredSizes } from "../helpers/pdf-fixtures";
import { blobCount, count, row, waitForBulkJob } from "./sds-helpers";

let app: TestApp;
let a: SeededCompany;
beforeAll(async () => {
  // Small limits so bombs and oversize entries are cheap to build.
  app = await createTestApp({ MAX_SDS_BYTES: "2000000", MAX_ZIP_BYTES: "3000000" });
  a = await seedCompany(app.ctx, "Plant A");
});
afterAll(async () => app.close());

const sendZip = (zip: Uint8Array, name = "binder.zip") =>
  app.request("POST", "/chem/sds/bulk-upload-zip", { token: a.manager.token, form: formWith("file", [[name, zip, "application/zip"]]) });

async function runZip(zip: Uint8Array) {
  const res = await sendZip(zip);
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ job_status: "pending", total_files: 0 });
  const job = await waitForBulkJob(app, a.viewer.token, res.body.job_id);
  await app.ctx.jobs.idle();
  return job;
}

describe("POST /chem/sds/bulk-upload-zip", () => {
  test("a binder: PDFs ingested with names read from product_manufacturer_date, duplicates mapped, others reported", async () => {
    const dup = makePdf();
    await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["already.pdf", dup]]) });
    const sdsBefore = count(app, "sds_documents");
    const zip = makeZip({
      "Acetone_Fisher Scientific_2021-03-15.pdf": makePdf(),
      "Flammables/Methanol_Sigma-Aldrich_20200102.PDF": makePdf(),
      "Flammables/old scan.pdf": makePdf(),
      "Corrosives/": new Uint8Array(0),
      "Corrosives/copy of already.pdf": dup,
      "notes.txt": new TextEncoder().encode("hello"),
      "__MACOSX/._Acetone.pdf": new Uint8Array(10),
      "nested.zip": makeZip({ "a.pdf": makePdf() }),
      "fake.pdf": new TextEncoder().encode("<html>not a pdf</html>"),
    });
    const job = await runZip(zip);
    expect(job).toMatchObject({
      job_status: "completed", total_files: 6, processed_files: 6, successful_uploads: 3, duplicates_found: 1, failed_uploads: 2, skipped_files: 2,
    });
    expect(job.errors.map((e: any) => [e.filename, e.error]).sort()).toEqual([
      ["__MACOSX/._Acetone.pdf", "SKIPPED"], ["fake.pdf", "UNSUPPORTED_MEDIA_TYPE"], ["nested.zip", "NESTED_ARCHIVE"], ["notes.txt", "SKIPPED"],
    ]);
    expect(count(app, "sds_documents")).toBe(sdsBefore + 3);
    const acetone = row<any>(app, "SELECT * FROM sds_documents WHERE file_name = 'Acetone_Fisher Scientific_2021-03-15.pdf'");
    expect(acetone).toMatchObject({ product_name: "Acetone", manufacturer: "Fisher Scientific", revision_date: "2021-03-15", source_type: "bulk_upload" });
    expect(row<any>(app, "SELECT product_name, manufacturer, revision_date FROM sds_documents WHERE file_name = 'Methanol_Sigma-Aldrich_20200102.PDF'"))
      .toEqual({ product_name: "Methanol", manufacturer: "Sigma-Aldrich", revision_date: "2020-01-02" });
    expect(row<any>(app, "SELECT product_name, manufacturer FROM sds_documents WHERE file_name = 'old scan.pdf'")).toEqual({ product_name: "old scan", manufacturer: "Unknown manufacturer" });
    // Held while the archive was unpacked, released when it completed, then parsed.
    expect(row(app, "SELECT priority, job_status FROM sds_parse_jobs WHERE sds_id = ?", acetone.sds_id)).toEqual({ priority: 3, job_status: "completed" });
    expect(row(app, "SELECT review_status, mapped_to_inventory_count AS c FROM company_sds_mappings WHERE sds_id = ?", acetone.sds_id)).toEqual({ review_status: "pending", c: 0 });
    const stored = row<any>(app, "SELECT results, s3_bucket, s3_key FROM bulk_upload_jobs WHERE job_id = ?", job.job_id);
    expect(JSON.parse(stored.results)).toHaveLength(9 - 1);
    expect(stored.s3_bucket).toBe("local");
    // The archive is dropped once its job ended; no temp file remains.
    expect(app.ctx.blobs.has(stored.s3_key.split("/").pop())).toBe(false);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("unsafe entry names are reported per file and nothing is written outside the blob store", async () => {
    const zip = makeZip({ "../evil.pdf": makePdf(), "/etc/evil.pdf": makePdf(), "a/../../evil2.pdf": makePdf(), "C:\\evil.pdf": makePdf(), "good.pdf": makePdf() });
    const job = await runZip(zip);
    expect(job).toMatchObject({ job_status: "completed", total_files: 5, successful_uploads: 1, failed_uploads: 4 });
    expect(job.errors.every((e: any) => e.error === "UNSAFE_NAME")).toBe(true);
    expect(await Bun.file(`${app.dataDir}/../evil.pdf`).exists()).toBe(false);
    expect(await Bun.file(`${app.dataDir}/evil.pdf`).exists()).toBe(false);
  });

  test("zip bombs: a huge ratio, an entry over the size cap, and a directory that lies are refused per file", async () => {
    const zeros = new Uint8Array(1_500_000);
    zeros.set(new TextEncoder().encode("%PDF-1.4\n"));
    const ratio = makeZip({ "ratio.pdf": zeros, "ok.pdf": makePdf() });
    let job = await runZip(ratio);
    expect(job).toMatchObject({ job_status: "completed", successful_uploads: 1, failed_uploads: 1 });
    expect(job.errors[0]).toMatchObject({ filename: "ratio.pdf", error: "ZIP_BOMB" });

    const over = new Uint8Array(2_100_000);
    crypto.getRandomValues(over.subarray(0, 65536));
    over.set(new TextEncoder().encode("%PDF-1.4\n"));
    job = await runZip(makeZip({ "over.pdf": over, "ok.pdf": makePdf() }, { store: false }));
    expect(job.errors[0]).toMatchObject({ filename: "over.pdf", error: "PAYLOAD_TOO_LARGE" });

    // The directory claims 1,000 bytes; the data inflates to far more.
    const liar = setDeclaredSizes(makeZip({ "liar.pdf": zeros.subarray(0, 600_000) }), 1000);
    job = await runZip(liar);
    expect(job.errors[0]).toMatchObject({ filename: "liar.pdf" });
    expect(["ZIP_BOMB", "DAMAGED", "PAYLOAD_TOO_LARGE"]).toContain(job.errors[0].error);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("an archive that cannot be used at all fails the job with a clear error_message", async () => {
    const cases: [Uint8Array, RegExp][] = [
      [markZipEncrypted(makeZip({ "a.pdf": makePdf(), "b.pdf": makePdf() })), /encrypted/],
      [makeZip({ "readme.txt": new TextEncoder().encode("x") }), /no PDF/],
      [(() => { const z = makeZip({ "a.pdf": makePdf() }); return z.subarray(0, z.length - 10); })(), /cannot be read/],
    ];
    for (const [zip, message] of cases) {
      const job = await runZip(zip);
      expect(job.job_status).toBe("failed");
      expect(job.error_message).toMatch(message);
      expect(job.completed_at).not.toBeNull();
    }
  });

  test("not a ZIP is 415, empty is 400, over MAX_ZIP_BYTES is 413; nothing is left behind", async () => {
    await app.ctx.jobs.idle();
    const before = tableCounts(app.ctx);
    const blobs = blobCount(app);
    const check = async (res: { status: number; body: any }, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, error: code });
      expect(tableCounts(app.ctx)).toEqual(before);
      expect(blobCount(app)).toBe(blobs);
      expect(app.ctx.blobs.tempCount()).toBe(0);
    };
    await check(await sendZip(makePdf()), 415, "UNSUPPORTED_MEDIA_TYPE");
    await check(await sendZip(new Uint8Array(0)), 400, "BAD_REQUEST");
    const big = new Uint8Array(3_100_000);
    big.set(makeZip({ "a.pdf": makePdf() }));
    await check(await sendZip(big), 413, "PAYLOAD_TOO_LARGE");
  });

  test("the same archive twice: the second job finds every PDF a duplicate and creates nothing", async () => {
    const zip = zipSync({ "One_Acme_2020-01-01.pdf": makePdf(), "Two_Acme_2020-01-01.pdf": makePdf() });
    const first = await runZip(zip);
    const sds = count(app, "sds_documents");
    const second = await runZip(zip);
    expect(first).toMatchObject({ successful_uploads: 2, duplicates_found: 0 });
    expect(second).toMatchObject({ job_status: "completed", successful_uploads: 0, duplicates_found: 2 });
    expect(count(app, "sds_documents")).toBe(sds);
  });

  test("another company cannot see the job", async () => {
    const b = await seedCompany(app.ctx, "Plant B");
    const res = await sendZip(makeZip({ "x.pdf": makePdf() }));
    const other = await app.request("GET", `/chem/sds/bulk-upload-status/${res.body.job_id}`, { token: b.admin.token });
    expect(other.status).toBe(404);
    await waitForBulkJob(app, a.viewer.token, res.body.job_id);
  });
});

describe("GET /chem/sds/bulk-upload-status/{job_id}: what became of each file, paged", () => {
  test("files answer file name → outcome, sds_id, duplicate, skipped, error, in archive order; paged and filterable", async () => {
    const dup = makePdf();
    const first = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["known.pdf", dup]]) });
    expect(first.status).toBeLessThan(300);
    const job = await runZip(makeZip({ "a.pdf": makePdf(), "b-copy.pdf": dup, "c.txt": new TextEncoder().encode("x"), "d.pdf": new TextEncoder().encode("<html>") }));
    const all = await app.request("GET", `/chem/sds/bulk-upload-status/${job.job_id}?page_size=100`, { token: a.viewer.token });
    expect(all.status).toBe(200);
    const byName = Object.fromEntries(all.body.files.items.map((f: any) => [f.filename, f]));
    expect(byName["a.pdf"]).toMatchObject({ outcome: "created", sds_id: expect.any(String), duplicate: false, skipped: false, error: null });
    expect(byName["b-copy.pdf"]).toMatchObject({ outcome: "duplicate", duplicate: true, error: null });
    expect(byName["b-copy.pdf"].sds_id).toEqual(expect.any(String));
    expect(byName["c.txt"]).toMatchObject({ outcome: "skipped", skipped: true, sds_id: null });
    expect(byName["d.pdf"]).toMatchObject({ outcome: "failed", error: "UNSUPPORTED_MEDIA_TYPE", sds_id: null });
    expect(all.body.files.total).toBe(4);

    const page2 = await app.request("GET", `/chem/sds/bulk-upload-status/${job.job_id}?page=2&page_size=3`, { token: a.viewer.token });
    expect(page2.body.files).toMatchObject({ total: 4, page: 2, page_size: 3, total_pages: 2 });
    expect(page2.body.files.items).toHaveLength(1);
    const failed = await app.request("GET", `/chem/sds/bulk-upload-status/${job.job_id}?outcome=failed`, { token: a.viewer.token });
    expect(failed.body.files.items.map((f: any) => f.filename)).toEqual(["d.pdf"]);
  });
});
