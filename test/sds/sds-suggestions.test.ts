/**
 * Issue 9, item 2: the sds_search job never attaches another company's upload to a product. A match
 * outside the library is a suggestion a manager accepts; it is found by what the document says,
 * never by names someone typed or barcodes a client declared.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeSdsPdf } from "../helpers/pdf-fixtures";
import { settleJobs } from "../inventory/fixtures";
import { count } from "./sds-helpers";

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const BARCODE = "036000291452";
const upload = (a: TestApp, c: SeededCompany, name: string, bytes: Uint8Array, fields: Record<string, string> = {}) =>
  a.request("POST", "/sds/upload", { token: c.manager.token, form: formWith("file", [[name, bytes]], fields) });

async function createChemical(a: TestApp, c: SeededCompany, body: Record<string, unknown>) {
  const res = await a.request("POST", "/chemicals", { token: c.manager.token, json: { site_id: c.siteId, container_size: 1, size_unit: "L", ...body } });
  expect(res.status).toBe(201);
  await settleJobs(a.ctx);
  return res.body as { chemical_id: string; company_product_id: string };
}
const productOf = async (a: TestApp, c: SeededCompany, id: string) => (await a.request("GET", `/chem/products/${id}`, { token: c.viewer.token })).body;
const suggestions = async (a: TestApp, c: SeededCompany, id: string, status = "pending") =>
  (await a.request("GET", `/chem/products/${id}/sds-suggestions?status=${status}`, { token: c.viewer.token })).body.items as any[];

describe("sds_search across companies", () => {
  test("junk uploaded by B under a typed name and a declared barcode never becomes C's SDS; A's real SDS is suggested and accepted", async () => {
    app = await createTestApp();
    const [a, b, c] = [await seedCompany(app.ctx, "Plant A"), await seedCompany(app.ctx, "Plant B"), await seedCompany(app.ctx, "Plant C")];
    // A's genuine SDS: the document itself says what it is.
    const genuine = (await upload(app, a, "acetone.pdf", makeSdsPdf({ product: "Acetone", manufacturer: "Acme Chemicals" }))).body.sds_id as string;
    // B's junk, named "Acetone" by hand, on a product whose barcode B declared "scanned".
    const junk = (await upload(app, b, "Acetone_Acme Chemicals_2099-01-01.pdf", makePdf(["junk"]), { product_name: "Acetone", manufacturer: "Acme Chemicals" })).body.sds_id as string;
    await settleJobs(app.ctx);
    const theirs = await createChemical(app, b, { product_name: "Acetone", manufacturer: "Acme Chemicals", barcode_upc: BARCODE, barcode_source: "scanned" });
    await app.request("PUT", `/chemicals/${theirs.chemical_id}/sds`, { token: b.manager.token, json: { sds_id: junk } });

    const mine = await createChemical(app, c, { product_name: "Acetone", manufacturer: "Acme Chemicals", barcode_upc: BARCODE, barcode_source: "scanned" });
    expect(await productOf(app, c, mine.company_product_id)).toMatchObject({ sds_missing: true, current_sds_id: null });
    expect((await app.request("GET", `/chemicals/${mine.chemical_id}`, { token: c.viewer.token })).body.sds_id).toBeNull();
    expect(count(app, "company_sds_mappings", "company_id = ?", c.companyId)).toBe(0);
    const pending = await suggestions(app, c, mine.company_product_id);
    expect(pending.map((s) => s.sds.sds_id)).toEqual([genuine]);
    expect(pending[0]).toMatchObject({ source: "repository", status: "pending", sds: { product_name: "Acetone", manufacturer: "Acme Chemicals" } });
    expect(JSON.stringify(pending)).not.toContain(a.companyId);
    const inbox = (await app.request("GET", "/notifications", { token: c.manager.token })).body.items as any[];
    expect(inbox.map((n) => n.kind)).toContain("sds_suggested");

    const accepted = await app.request("POST", `/chem/products/${mine.company_product_id}/sds-suggestions/${pending[0].suggestion_id}/accept`, { token: c.manager.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ suggestion: { status: "accepted" }, product: { sds_missing: false, current_sds_id: genuine }, items_attached: 1 });
    expect((await app.request("GET", `/chemicals/${mine.chemical_id}`, { token: c.viewer.token })).body.sds_id).toBe(genuine);
    expect((await app.request("GET", "/chem/sds/library", { token: c.viewer.token })).body.items.map((i: any) => [i.sds_id, i.inventory_attachment_count])).toEqual([[genuine, 1]]);
    // Accepting twice is a conflict that changes nothing.
    const before = tableCounts(app.ctx);
    const again = await app.request("POST", `/chem/products/${mine.company_product_id}/sds-suggestions/${pending[0].suggestion_id}/accept`, { token: c.manager.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(tableCounts(app.ctx)).toEqual(before);
    // B's product keeps B's own choice.
    expect((await productOf(app, b, theirs.company_product_id)).current_sds_id).toBe(junk);
  });

  test("the company's own library is still matched and attached by the names it sees", async () => {
    app = await createTestApp();
    const c = await seedCompany(app.ctx);
    const own = (await upload(app, c, "x.pdf", makePdf(["anything"]), { product_name: "Hexane Technical", manufacturer: "Solvent Co" })).body.sds_id;
    await settleJobs(app.ctx);
    const item = await createChemical(app, c, { product_name: "Hexane Technical", manufacturer: "Solvent Co" });
    expect(await productOf(app, c, item.company_product_id)).toMatchObject({ sds_missing: false, current_sds_id: own });
  });

  test("a dismissed suggestion is not offered again and leaves the product missing its SDS", async () => {
    app = await createTestApp();
    const [a, c] = [await seedCompany(app.ctx), await seedCompany(app.ctx)];
    await upload(app, a, "t.pdf", makeSdsPdf({ product: "Toluene", manufacturer: "Acme Chemicals" }));
    await settleJobs(app.ctx);
    const item = await createChemical(app, c, { product_name: "Toluene", manufacturer: "Acme Chemicals" });
    const [s] = await suggestions(app, c, item.company_product_id);
    const res = await app.request("POST", `/chem/products/${item.company_product_id}/sds-suggestions/${s.suggestion_id}/dismiss`, { token: c.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "dismissed" });
    expect(await suggestions(app, c, item.company_product_id)).toEqual([]);
    expect((await suggestions(app, c, item.company_product_id, "dismissed")).map((x) => x.suggestion_id)).toEqual([s.suggestion_id]);
    // A new search for the product (a redelivery) does not bring it back.
    const product = await productOf(app, c, item.company_product_id);
    app.ctx.db.transaction((tx) => app!.ctx.jobs.enqueue(tx, {
      kind: "sds_search", companyId: c.companyId,
      payload: { company_product_id: product.company_product_id, company_id: c.companyId, product_name: product.product_name, manufacturer: product.manufacturer },
    }, app!.ctx.clock.now()));
    await settleJobs(app.ctx);
    expect(await suggestions(app, c, item.company_product_id)).toEqual([]);
    expect(await productOf(app, c, item.company_product_id)).toMatchObject({ sds_missing: true, current_sds_id: null });
  });
});
