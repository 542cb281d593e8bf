import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";
import { chemicalBody, seedSds, settleJobs } from "../inventory/fixtures";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
beforeEach(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Company A");
  b = await seedCompany(app.ctx, "Company B");
});
afterEach(async () => app.close());

const ids = (items: { sds_id: string }[]) => items.map((i) => i.sds_id);
const archive = (sdsId: string, o = a) => app.request("POST", `/chem/sds/${sdsId}/archive`, { token: o.manager.token });
const unarchive = (sdsId: string, o = a) => app.request("POST", `/chem/sds/${sdsId}/unarchive`, { token: o.manager.token });
const get = async (path: string, o = a) => (await app.request("GET", path, { token: o.viewer.token })).body;

/** An item of company A (its product created through the API, background jobs finished). */
async function itemOf(over: Record<string, unknown> = {}) {
  const res = await app.request("POST", "/chemicals", { token: a.manager.token, json: chemicalBody(a.siteId, over) });
  expect(res.status).toBe(201);
  await settleJobs(app.ctx);
  return res.body as { chemical_id: string; company_product_id: string };
}

describe("archiving an SDS", () => {
  test("it leaves the library listing, search and GET /sds unless include_archived=true; nothing is deleted", async () => {
    const kept = seedSds(app.ctx, { productName: "Toluene", manufacturer: "Solvent Co", mapFor: a.companyId });
    const old = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: a.companyId });
    const res = await archive(old);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sds_id: old, archived: true, archived_by_user_id: a.manager.userId });
    expect(typeof res.body.archived_at).toBe("string");

    expect(ids((await get("/chem/sds/library")).items)).toEqual([kept]);
    expect(ids((await get("/sds")).items)).toEqual([kept]);
    expect((await get("/chem/sds/library?search=acetone")).total).toBe(0);
    expect((await get("/chem/sds/search?q=acetone")).company_results).toEqual([]);

    const all = await get("/chem/sds/library?include_archived=true");
    expect(all.total).toBe(2);
    expect(all.items.find((i: { sds_id: string }) => i.sds_id === old)).toMatchObject({ archived_at: res.body.archived_at });
    expect(ids((await get("/sds?include_archived=true")).items).sort()).toEqual([kept, old].sort());
    expect(ids((await get("/chem/sds/library?search=acetone&include_archived=true")).items)).toEqual([old]);
    // Still readable and downloadable: a record, not a deletion.
    expect((await app.request("GET", `/chem/sds/${old}/details`, { token: a.viewer.token })).status).toBe(200);
    expect((await app.request("GET", `/chem/sds/${old}/download`, { token: a.viewer.token })).status).toBe(200);
  });

  test("the details say whether the SDS is archived, and when (the details page offers archive or unarchive by it)", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: a.companyId });
    expect(await get(`/chem/sds/${sdsId}/details`)).toMatchObject({ archived_at: null });
    const res = await archive(sdsId);
    expect(await get(`/chem/sds/${sdsId}/details`)).toMatchObject({ archived_at: res.body.archived_at });
    await unarchive(sdsId);
    expect(await get(`/chem/sds/${sdsId}/details`)).toMatchObject({ archived_at: null });
  });

  test("a change log row and an audit row record archive and unarchive", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: a.companyId });
    await archive(sdsId);
    await unarchive(sdsId);
    const log = app.ctx.db.$client.query("SELECT action, user_id FROM sds_change_log WHERE sds_id = ? ORDER BY rowid").all(sdsId);
    expect(log).toEqual([{ action: "archived", user_id: a.manager.userId }, { action: "unarchived", user_id: a.manager.userId }]);
    const audit = app.ctx.db.$client.query("SELECT action FROM audit_log WHERE entity_id = ? ORDER BY rowid").all(sdsId);
    expect(audit).toEqual([{ action: "sds.archive" }, { action: "sds.unarchive" }]);
    expect(ids((await get("/chem/sds/library")).items)).toEqual([sdsId]);
  });

  test("it is the company's mapping: another company mapping the same document keeps it in its library", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: a.companyId, parsed: true });
    expect((await app.request("POST", `/chem/sds/${sdsId}/add-to-library`, { token: b.manager.token })).status).toBe(201);
    await archive(sdsId);
    expect(ids((await get("/chem/sds/library", b)).items)).toEqual([sdsId]);
    expect((await get("/chem/sds/library")).items).toEqual([]);
  });

  test("refused with 409 naming the items and products while an item uses it; nothing changes", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: a.companyId });
    const one = await itemOf({ product_name: "Acetone 99%" });
    await itemOf({ product_name: "Acetone 99%" });
    expect((await app.request("PUT", `/chemicals/${one.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sdsId } })).status).toBe(200);
    const before = dbFingerprint(app.ctx);
    const res = await archive(sdsId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(res.body.message).toContain("2 inventory items of 1 product");
    expect(dbFingerprint(app.ctx)).toEqual(before);
    // Once the product has another SDS, it can be archived.
    await app.request("DELETE", `/chemicals/${one.chemical_id}/sds`, { token: a.manager.token });
    expect((await archive(sdsId)).status).toBe(200);
  });

  test("an archived SDS cannot be attached (409) until it is unarchived", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: a.companyId });
    const item = await itemOf();
    await archive(sdsId);
    const before = dbFingerprint(app.ctx);
    const res = await app.request("PUT", `/chemicals/${item.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sdsId } });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("archived");
    expect(dbFingerprint(app.ctx)).toEqual(before);
    await unarchive(sdsId);
    expect((await app.request("PUT", `/chemicals/${item.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sdsId } })).status).toBe(200);
  });

  test("a new product is not matched to an archived SDS of the library (the SDS search passes it over)", async () => {
    const archived = seedSds(app.ctx, { productName: "Xylene Pure", manufacturer: "Solvent Co", mapFor: a.companyId });
    seedSds(app.ctx, { productName: "Heptane Pure", manufacturer: "Solvent Co", mapFor: a.companyId });
    await archive(archived);
    const xylene = await itemOf({ product_name: "Xylene Pure" });
    const heptane = await itemOf({ product_name: "Heptane Pure" });
    expect((await get(`/chemicals/${xylene.chemical_id}`)).company_product.sds_missing).toBe(true);
    expect((await get(`/chemicals/${heptane.chemical_id}`)).company_product.sds_missing).toBe(false);
  });

  test("another company's SDS → 404 and nothing changes", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: b.companyId });
    const before = dbFingerprint(app.ctx);
    expect((await archive(sdsId)).status).toBe(404);
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });
});
