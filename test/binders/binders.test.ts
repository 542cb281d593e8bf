import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { nightlyBinderTick } from "../../src/modules/binders/binders.service";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { pdfPageCount, pdfText, renderPdfToPng } from "../helpers/pdf-render";
import { fetchBytes, storedProduct } from "./binder-helpers";

describe("SDS binder of a site", () => {
  let app: TestApp;
  let a: SeededCompany;
  let damagedSdsId: string;
  let firstBinderId: string;
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Acme Plant");
    await storedProduct(app, a, { name: "Acetone Technical" });
    await storedProduct(app, a, { name: "Caustic Soda Solution" });
    const damaged = await storedProduct(app, a, { name: "Damaged Degreaser" });
    damagedSdsId = damaged.sdsId;
    // The stored file of one SDS is damaged on disk (a PDF head, then nothing a reader can use).
    const checksum = app.ctx.db.$client.query("SELECT file_checksum AS c FROM sds_documents WHERE sds_id = ?").get(damagedSdsId) as { c: string };
    writeFileSync(app.ctx.blobs.pathOf(checksum.c), "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer garbage");
  });
  afterAll(async () => app.close());

  test("POST builds a PDF (cover, linked index, every SDS with stamped page numbers) and an offline ZIP; a damaged SDS is listed, not fatal", async () => {
    const started = await app.request("POST", `/sites/${a.siteId}/binder`, { token: a.manager.token });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: "pending", site_id: a.siteId, trigger: "request" });
    firstBinderId = started.body.binder_id;
    await app.ctx.jobs.idle();

    const job = await app.request("GET", `/jobs/${started.body.job_id}`, { token: a.admin.token });
    expect(job.body).toMatchObject({ status: "completed", result: { products: 3, not_included: 1 } });
    const state = await app.request("GET", `/sites/${a.siteId}/binder`, { token: a.viewer.token });
    expect(state.body.last_good).toMatchObject({ binder_id: firstBinderId, status: "completed", progress: { done: 3, total: 3 }, sds_count: 2, not_included_count: 1 });

    const link = await app.request("GET", `/sites/${a.siteId}/binder/download?format=pdf`, { token: a.viewer.token });
    expect(link.status).toBe(200);
    const pdf = await fetchBytes(link.body.download_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // Cover + one index page + one page per included SDS.
    expect(pdfPageCount(pdf.bytes)).toBe(4);
    const text = pdfText(pdf.bytes);
    for (const s of ["Safety Data Sheets", "Main plant", "Index", "Acetone Technical", "Caustic Soda Solution", "Damaged Degreaser", "could not be included", "binder page 3", "binder page 4"]) {
      expect(text).toContain(s);
    }
    const raw = new TextDecoder("latin1").decode(pdf.bytes);
    expect(raw.match(/\/Subtype \/Link/g)?.length).toBe(2);
    renderPdfToPng(pdf.bytes, { folder: "binders", name: "binder" });

    const zipLink = await app.request("GET", `/sites/${a.siteId}/binder/download?format=zip`, { token: a.viewer.token });
    const zip = await fetchBytes(zipLink.body.download_url);
    expect(zip.status).toBe(200);
    const files = unzipSync(zip.bytes);
    const html = new TextDecoder().decode(files["index.html"]);
    expect(html).toContain("Acetone Technical");
    expect(html).toContain("could not be included");
    expect(html).toContain('<input id="q" type="search"');
    const pdfs = Object.keys(files).filter((f) => f.startsWith("sds/"));
    expect(pdfs).toHaveLength(3); // the damaged file travels too, as it is
    for (const f of pdfs) expect(html).toContain(`href="${f}"`);
    expect(html).not.toMatch(/https?:\/\//); // nothing outside the stick
  });

  test("a failed rebuild keeps the last good binder downloadable", async () => {
    // The temp folder is replaced by a file: the build cannot write, whoever runs it (root included).
    const tmp = app.ctx.blobs.tmpDir;
    rmSync(tmp, { recursive: true, force: true });
    writeFileSync(tmp, "not a folder");
    try {
      const started = await app.request("POST", `/sites/${a.siteId}/binder`, { token: a.manager.token });
      expect(started.status).toBe(202);
      await app.ctx.jobs.idle(120_000);
      const state = await app.request("GET", `/sites/${a.siteId}/binder`, { token: a.viewer.token });
      expect(state.body.latest).toMatchObject({ binder_id: started.body.binder_id, status: "failed" });
      expect(state.body.latest.error).toBeTruthy();
      expect(state.body.last_good.binder_id).toBe(firstBinderId);
    } finally {
      rmSync(tmp, { force: true });
      mkdirSync(tmp, { recursive: true, mode: 0o700 });
    }
    const link = await app.request("GET", `/sites/${a.siteId}/binder/download`, { token: a.viewer.token });
    expect((await fetchBytes(link.body.download_url)).status).toBe(200);
  }, 150_000);

  test("nightly: a site whose inventory changed is rebuilt, an unchanged one is not", async () => {
    expect(nightlyBinderTick(app.ctx)).toBe(0);
    await storedProduct(app, a, { name: "Bleach Concentrate" });
    expect(nightlyBinderTick(app.ctx)).toBe(1);
    await app.ctx.jobs.idle();
    const state = await app.request("GET", `/sites/${a.siteId}/binder`, { token: a.viewer.token });
    expect(state.body.last_good).toMatchObject({ trigger: "nightly", status: "completed", sds_count: 3, not_included_count: 1 });
    expect(nightlyBinderTick(app.ctx)).toBe(0);
  });

  test("a site without a binder answers 409 for the download; a signed link is needed for the file", async () => {
    const other = await app.request("POST", "/sites", { token: a.admin.token, json: { name: "Far Warehouse" } });
    const res = await app.request("GET", `/sites/${other.body.site_id}/binder/download`, { token: a.viewer.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(res.body.message).toContain("no binder yet");
    const unsigned = await app.request("GET", `/binders/${firstBinderId}/sds-binder.pdf`);
    expect(unsigned.status).toBe(403);
  });
});
