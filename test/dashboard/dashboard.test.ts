import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { accessMatrix } from "../helpers/access-matrix";
import { seedStationProduct } from "../station/station-fixtures";

/** GET /dashboard counts what needs attention, and each count's library filter lists exactly those SDSs. */
let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
const setDoc = (sdsId: string, parseStatus: string, revision = "2024-02-01") => {
  app.ctx.db.$client.query("UPDATE sds_documents SET parse_status = ? WHERE sds_id = ?").run(parseStatus, sdsId);
  app.ctx.db.$client.query("UPDATE company_sds_mappings SET revision_date = ? WHERE sds_id = ?").run(revision, sdsId);
};

describe("dashboard", () => {
  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    b = await seedCompany(app.ctx, "Plant B");
    const acetone = await seedStationProduct(app.ctx, a.companyId, { name: "Acetone", siteId: a.siteId });
    const bleach = await seedStationProduct(app.ctx, a.companyId, { name: "Bleach", siteId: a.siteId });
    const oil = await seedStationProduct(app.ctx, a.companyId, { name: "Hydraulic Oil", siteId: a.siteId });
    await seedStationProduct(app.ctx, a.companyId, { name: "Glyphosate", siteId: a.siteId, withSds: false });
    app.ctx.db.$client.query("UPDATE company_products SET is_pesticide = 1 WHERE product_name = 'Glyphosate'").run();
    setDoc(acetone.sdsId!, "needs_review");
    setDoc(bleach.sdsId!, "failed", "2019-05-01");
    setDoc(oil.sdsId!, "needs_ocr");
    // Company B's troubles are not A's.
    const other = await seedStationProduct(app.ctx, b.companyId, { name: "Toluene", siteId: b.siteId, withSds: true });
    setDoc(other.sdsId!, "failed", "2010-01-01");
    await seedStationProduct(app.ctx, b.companyId, { name: "Xylene", siteId: b.siteId, withSds: false });
  });
  afterAll(() => app.close());

  test("counts what needs attention in the caller's company only", async () => {
    const res = await app.request("GET", "/dashboard", { token: a.viewer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      products_without_sds: 1, sds_needs_review: 1, sds_needs_ocr: 1, sds_failed: 1, reviews_pending: 3,
      sds_older_than_3_years: 1, pesticide_labels_needed: 1,
    });
    expect(res.body.old_sds_revised_before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("each count's library filter lists the same SDSs", async () => {
    const d = (await app.request("GET", "/dashboard", { token: a.viewer.token })).body;
    const names = async (q: string) => (await app.request("GET", `/chem/sds/library?${q}`, { token: a.viewer.token })).body.items.map((i: { product_name: string }) => i.product_name);
    expect(await names("parse_status=needs_review")).toEqual(["Acetone"]);
    expect(await names("parse_status=failed")).toEqual(["Bleach"]);
    expect(await names("parse_status=needs_ocr")).toEqual(["Hydraulic Oil"]);
    expect(await names(`revised_before=${d.old_sds_revised_before}`)).toEqual(["Bleach"]);
    expect(await names(`revised_before=${d.old_sds_revised_before}&search=ble`)).toEqual(["Bleach"]);
    expect(await names("parse_status=failed&search=acet")).toEqual([]);
    const total = (await app.request("GET", "/chem/sds/library?parse_status=failed", { token: a.viewer.token })).body.total;
    expect(total).toBe(1);
  });

  test("a date that is not a date is refused in words", async () => {
    const res = await app.request("GET", "/chem/sds/library?revised_before=yesterday", { token: a.viewer.token });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
  });
});

accessMatrix("dashboard route", [
  { method: "GET", route: "/dashboard", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/dashboard" }) },
]);
