import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { utimesSync } from "node:fs";
import { dailyCleanupTick } from "../../src/modules/jobs/schedule";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { storedProduct } from "./binder-helpers";

type Row = { binder_id: string; status: string; pdf_checksum: string | null; zip_checksum: string | null };

describe("old binders are pruned", () => {
  let app: TestApp;
  let a: SeededCompany;
  let b: SeededCompany;
  const rows = (siteId: string) => app.ctx.db.$client.query("SELECT binder_id, status, pdf_checksum, zip_checksum FROM site_binders WHERE site_id = ? ORDER BY created_at").all(siteId) as Row[];
  const build = async (c: SeededCompany) => {
    const res = await app.request("POST", `/sites/${c.siteId}/binder`, { token: c.manager.token });
    expect(res.status).toBe(202);
    await app.ctx.jobs.idle();
    return res.body.binder_id as string;
  };
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Acme Plant");
    b = await seedCompany(app.ctx, "Beta Plant");
    await storedProduct(app, a, { name: "Acetone Technical" });
    await storedProduct(app, b, { name: "Bleach" });
  });
  afterAll(async () => app.close());

  test("a completed build keeps itself (the last good binder) and removes the site's older builds, rows and files; other sites are untouched", async () => {
    await build(b);
    const otherSite = rows(b.siteId);
    const first = await build(a);
    const firstRow = rows(a.siteId)[0]!;
    await storedProduct(app, a, { name: "Caustic Soda Solution" }); // the next binder differs
    // An older failed build of the site, as a failed rebuild leaves it.
    app.ctx.db.$client.query("INSERT INTO site_binders (binder_id, company_id, site_id, status, trigger, created_at, error) VALUES ('01a00000-0000-7000-8000-000000000001', ?, ?, 'failed', 'nightly', '2020-01-01T00:00:00.000Z', 'disk full')").run(a.companyId, a.siteId);
    const second = await build(a);
    const left = rows(a.siteId);
    expect(left.map((r) => [r.binder_id, r.status])).toEqual([[second, "completed"]]);
    expect(left[0]!.pdf_checksum).not.toBe(firstRow.pdf_checksum);
    expect(app.ctx.blobs.has(firstRow.pdf_checksum!)).toBe(false);
    expect(app.ctx.blobs.has(firstRow.zip_checksum!)).toBe(false);
    expect(app.ctx.blobs.has(left[0]!.pdf_checksum!)).toBe(true);
    expect(app.ctx.blobs.has(left[0]!.zip_checksum!)).toBe(true);
    expect(first).not.toBe(second);
    expect(rows(b.siteId)).toEqual(otherSite);
    for (const r of otherSite) expect(app.ctx.blobs.has(r.pdf_checksum!)).toBe(true);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("the daily orphan sweep keeps a binder's files, however old", async () => {
    const [kept] = rows(a.siteId);
    const old = new Date(Date.now() - 3 * 86_400_000);
    for (const sha of [kept!.pdf_checksum!, kept!.zip_checksum!]) utimesSync(app.ctx.blobs.pathOf(sha), old, old);
    dailyCleanupTick(app.ctx);
    await app.ctx.jobs.idle();
    expect(app.ctx.blobs.has(kept!.pdf_checksum!)).toBe(true);
    expect(app.ctx.blobs.has(kept!.zip_checksum!)).toBe(true);
    const link = await app.request("GET", `/sites/${a.siteId}/binder/download?format=pdf`, { token: a.viewer.token });
    expect((await fetch(link.body.download_url)).status).toBe(200);
  });
});
