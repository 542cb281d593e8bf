import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { blobCount, count, row } from "./sds-helpers";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
beforeAll(async () => {
  app = await createTestApp({ MAX_SDS_BYTES: "4096" });
  a = await seedCompany(app.ctx, "Plant A");
  b = await seedCompany(app.ctx, "Plant B");
});
afterAll(async () => app.close());

const upload = (token: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}, type?: string) =>
  app.request("POST", "/sds/upload", { token, form: formWith("file", [[name, bytes, type]], fields) });

/** Counts once background parsing is done (it writes too). */
async function settled() {
  await app.ctx.jobs.idle();
  return { before: tableCounts(app.ctx), blobs: blobCount(app) };
}

/** A refusal: the decisions.md error body, and nothing stored (no row, no blob, no temp file). */
async function expectRefused(res: { status: number; body: any }, status: number, code: string, before: Record<string, number>, blobsBefore: number) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error: code });
  expect(typeof res.body.message).toBe("string");
  await app.ctx.jobs.idle();
  expect(tableCounts(app.ctx)).toEqual(before);
  expect(blobCount(app)).toBe(blobsBefore);
  expect(app.ctx.blobs.tempCount()).toBe(0);
}

describe("POST /sds/upload", () => {
  test("a new PDF becomes an SDS with a pending standalone mapping and a parse job (priority 8) in one go", async () => {
    const res = await upload(a.manager.token, "Acetone_Fisher Scientific_2021-03-15.pdf", makePdf(), { revision_number: "4.1" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      product_name: "Acetone", manufacturer: "Fisher Scientific", revision_date: "2021-03-15", revision_number: "4.1",
      is_duplicate: false, review_status: "pending", source_type: "upload", is_current: true, sds_parsed: false,
    });
    expect(res.body.file_checksum).toMatch(/^[0-9a-f]{64}$/);
    const id = res.body.sds_id;
    expect(row(app, "SELECT mapped_to_inventory_count AS c, review_status AS r FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", a.companyId, id)).toEqual({ c: 0, r: "pending" });
    const parse = row<any>(app, "SELECT * FROM sds_parse_jobs WHERE sds_id = ?", id);
    // Recorded with the upload; the worker may already have taken it by the time the test looks.
    expect(parse).toMatchObject({ priority: 8, retry_count: 0 });
    expect(["pending", "processing", "completed"]).toContain(parse.job_status);
    expect(JSON.parse(parse.parse_sections)).toEqual([...Array(16)].map((_, i) => i + 1));
    expect(row(app, "SELECT kind, priority FROM jobs WHERE job_id = ?", parse.job_id)).toEqual({ kind: "sds_parse", priority: 8 });
    expect(count(app, "sds_change_log", "sds_id = ? AND action = 'uploaded'", id)).toBe(1);
    expect(count(app, "audit_log", "entity_id = ? AND action = 'sds.upload'", id)).toBe(1);
    expect(app.ctx.blobs.has(res.body.file_checksum)).toBe(true);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("values a person typed win over the file name; a name without the pattern falls back sensibly", async () => {
    const typed = await upload(a.manager.token, "whatever_name_2020-01-01.pdf", makePdf(), { product_name: "Toluene", manufacturer: "Acme" });
    expect(typed.body).toMatchObject({ product_name: "Toluene", manufacturer: "Acme", revision_date: "2020-01-01" });
    const plain = await upload(a.manager.token, "scan 0042.pdf", makePdf());
    expect(plain.body).toMatchObject({ product_name: "scan 0042", manufacturer: "Unknown manufacturer", revision_date: null });
  });

  test("the same file again (another company) maps the existing SDS: no second row, no second blob", async () => {
    const pdf = makePdf();
    const first = await upload(a.manager.token, "Xylene_Acme_2022-02-02.pdf", pdf);
    const sdsBefore = count(app, "sds_documents");
    const blobs = blobCount(app);
    const again = await upload(b.manager.token, "renamed.pdf", pdf);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sds_id: first.body.sds_id, is_duplicate: true, review_status: "pending" });
    expect(count(app, "sds_documents")).toBe(sdsBefore);
    expect(blobCount(app)).toBe(blobs);
    expect(count(app, "company_sds_mappings", "sds_id = ?", first.body.sds_id)).toBe(2);
    expect(count(app, "sds_parse_jobs", "sds_id = ?", first.body.sds_id)).toBe(1);
    expect(app.ctx.blobs.tempCount()).toBe(0);
    const thrice = await upload(b.manager.token, "again.pdf", pdf);
    expect(thrice.body.is_duplicate).toBe(true);
    expect(count(app, "company_sds_mappings", "sds_id = ?", first.body.sds_id)).toBe(2);
  });

  test("a renamed HTML page or EXE is refused 415 and leaves nothing", async () => {
    const { before, blobs } = await settled();
    await expectRefused(await upload(a.manager.token, "sds.pdf", new TextEncoder().encode("<!doctype html><html>login</html>")), 415, "UNSUPPORTED_MEDIA_TYPE", before, blobs);
    const exe = new Uint8Array(2048);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    await expectRefused(await upload(a.manager.token, "sds.pdf", exe), 415, "UNSUPPORTED_MEDIA_TYPE", before, blobs);
  });

  test("an empty file is 400, a file over MAX_SDS_BYTES is 413, and neither leaves anything", async () => {
    const { before, blobs } = await settled();
    await expectRefused(await upload(a.manager.token, "empty.pdf", new Uint8Array(0)), 400, "BAD_REQUEST", before, blobs);
    const big = new Uint8Array(5000);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    await expectRefused(await upload(a.manager.token, "big.pdf", big), 413, "PAYLOAD_TOO_LARGE", before, blobs);
  });

  test("bad form fields and missing files are 422 with details; nothing is left", async () => {
    const { before, blobs } = await settled();
    const bad = await upload(a.manager.token, "x.pdf", makePdf(), { revision_date: "15/03/2021" });
    await expectRefused(bad, 422, "VALIDATION_ERROR", before, blobs);
    expect(bad.body.details[0].field).toBe("revision_date");
    await expectRefused(await upload(a.manager.token, "x.pdf", makePdf(), { revision_date: "2024-13-45" }), 422, "VALIDATION_ERROR", before, blobs);
    await expectRefused(await upload(a.manager.token, "x.pdf", makePdf(), { colour: "red" }), 422, "VALIDATION_ERROR", before, blobs);
    const none = await app.request("POST", "/sds/upload", { token: a.manager.token, form: (() => { const f = new FormData(); f.append("product_name", "x"); return f; })() });
    await expectRefused(none, 422, "VALIDATION_ERROR", before, blobs);
    const json = await app.request("POST", "/sds/upload", { token: a.manager.token, json: { file: "x" } });
    await expectRefused(json, 415, "UNSUPPORTED_MEDIA_TYPE", before, blobs);
  });

  test("attaching to another company's chemical is 404 and undoes the upload", async () => {
    const { before, blobs } = await settled();
    const res = await upload(a.manager.token, "x.pdf", makePdf(), { attach_to_chemical_id: "0190e6f4-0000-7000-8000-000000000000" });
    await expectRefused(res, 404, "NOT_FOUND", before, blobs);
  });
});

describe("POST /chem/sds/bulk-upload", () => {
  test("each file stands alone: new, duplicate, not a PDF, empty, too large", async () => {
    const dup = makePdf();
    await upload(a.manager.token, "first.pdf", dup);
    const big = new Uint8Array(5000);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const form = formWith("files", [
      ["Benzene_Sigma_2019-05-01.pdf", makePdf()], ["copy.pdf", dup], ["page.pdf", new TextEncoder().encode("<html></html>")],
      ["empty.pdf", new Uint8Array(0)], ["big.pdf", big], ["Hexane_Merck_2018-01-01.pdf", makePdf()],
    ]);
    const res = await app.request("POST", "/chem/sds/bulk-upload", { token: a.manager.token, form });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_files: 6, successful_uploads: 2, failed_uploads: 3, duplicates_found: 1 });
    const byName = Object.fromEntries(res.body.results.map((r: any) => [r.filename, r]));
    expect(byName["Benzene_Sigma_2019-05-01.pdf"]).toMatchObject({ success: true, is_duplicate: false });
    expect(byName["copy.pdf"]).toMatchObject({ success: false, is_duplicate: true });
    expect(byName["page.pdf"]).toMatchObject({ success: false, is_duplicate: false, error: "UNSUPPORTED_MEDIA_TYPE" });
    expect(byName["empty.pdf"]).toMatchObject({ success: false, error: "BAD_REQUEST" });
    expect(byName["big.pdf"]).toMatchObject({ success: false, error: "PAYLOAD_TOO_LARGE" });
    const benzene = row<any>(app, "SELECT * FROM sds_documents WHERE sds_id = ?", byName["Benzene_Sigma_2019-05-01.pdf"].sds_id);
    expect(benzene).toMatchObject({ product_name: "Benzene", manufacturer: "Sigma", revision_date: "2019-05-01", source_type: "bulk_upload" });
    expect(row(app, "SELECT priority FROM sds_parse_jobs WHERE sds_id = ?", benzene.sds_id)).toEqual({ priority: 5 });
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("more than 25 files is refused 422 and nothing is stored", async () => {
    const { before, blobs } = await settled();
    const files = Array.from({ length: 26 }, (_, i) => [`f${i}.pdf`, makePdf()] as [string, Uint8Array]);
    const res = await app.request("POST", "/chem/sds/bulk-upload", { token: a.manager.token, form: formWith("files", files) });
    await expectRefused(res, 422, "VALIDATION_ERROR", before, blobs);
  });
});
