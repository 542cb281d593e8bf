import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";
import { chemicalBody, settleJobs } from "../inventory/fixtures";

let app: TestApp;
let a: SeededCompany;
beforeEach(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Company A");
});
afterEach(async () => app.close());

const admin = () => a.admin.token;
const newItem = (over: Record<string, unknown> = {}) => app.request("POST", "/chemicals", { token: a.manager.token, json: chemicalBody(a.siteId, over) });
const auditActions = () => (app.ctx.db.$client.query("SELECT action FROM audit_log ORDER BY rowid").all() as { action: string }[]).map((r) => r.action);

describe("PATCH /sites/{id}/locations/{id}", () => {
  test("renames and deactivates a location; listings show is_active; the audit records it", async () => {
    const res = await app.request("PATCH", `/sites/${a.siteId}/locations/${a.locationId}`, { token: admin(), json: { name: "Flammables cabinet", is_active: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ location_id: a.locationId, name: "Flammables cabinet", is_active: false });
    const list = await app.request("GET", `/sites/${a.siteId}/locations`, { token: a.viewer.token });
    expect(list.body.items).toEqual([expect.objectContaining({ location_id: a.locationId, name: "Flammables cabinet", is_active: false })]);
    expect(auditActions()).toContain("location.update");
  });

  test("a name another location of the site has (any case) → 409, nothing changed", async () => {
    const other = await app.request("POST", `/sites/${a.siteId}/locations`, { token: admin(), json: { name: "Acid store" } });
    expect(other.status).toBe(201);
    const before = dbFingerprint(app.ctx);
    const res = await app.request("PATCH", `/sites/${a.siteId}/locations/${a.locationId}`, { token: admin(), json: { name: "ACID STORE" } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: "CONFLICT" });
    expect(res.body.message).toContain("Acid store".toUpperCase());
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });

  test("keeping its own name in another case is no conflict", async () => {
    const res = await app.request("PATCH", `/sites/${a.siteId}/locations/${a.locationId}`, { token: admin(), json: { name: "STORE ROOM A" } });
    expect(res.status).toBe(200);
  });

  test("a location of another site of the company is not found through this site", async () => {
    const site = await app.request("POST", "/sites", { token: admin(), json: { name: "North plant" } });
    const res = await app.request("PATCH", `/sites/${site.body.site_id}/locations/${a.locationId}`, { token: admin(), json: { is_active: false } });
    expect(res.status).toBe(404);
  });
});

describe("a deactivated place refuses new items", () => {
  test("a new item in a deactivated location → 422 naming it; nothing written", async () => {
    await app.request("PATCH", `/sites/${a.siteId}/locations/${a.locationId}`, { token: admin(), json: { is_active: false } });
    const before = dbFingerprint(app.ctx);
    const res = await newItem({ location_id: a.locationId });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
    expect(res.body.message).toContain("Store room A");
    expect(res.body.details).toEqual([expect.objectContaining({ field: "location_id" })]);
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });

  test("a new item at a deactivated site → 422 naming the site", async () => {
    await app.request("PATCH", `/sites/${a.siteId}`, { token: admin(), json: { is_active: false } });
    const res = await newItem();
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("Main plant");
    expect(res.body.details).toEqual([expect.objectContaining({ field: "site_id" })]);
  });

  test("moving an item into a deactivated location → 422; the items already there stay listed and editable", async () => {
    const site2 = await app.request("POST", "/sites", { token: admin(), json: { name: "North plant" } });
    const there = (await newItem({ location_id: a.locationId })).body;
    const elsewhere = (await app.request("POST", "/chemicals", { token: a.manager.token, json: chemicalBody(site2.body.site_id) })).body;
    await settleJobs(app.ctx);
    await app.request("PATCH", `/sites/${a.siteId}/locations/${a.locationId}`, { token: admin(), json: { is_active: false } });
    const move = await app.request("PATCH", `/chemicals/${elsewhere.chemical_id}`, { token: a.manager.token, json: { site_id: a.siteId, location_id: a.locationId } });
    expect(move.status).toBe(422);
    expect(move.body.message).toContain("Store room A");
    // The item that was there already: still listed, and a quantity change (no move) is fine.
    const list = await app.request("GET", `/chemicals?location_id=${a.locationId}`, { token: a.viewer.token });
    expect(list.body.items.map((i: { chemical_id: string }) => i.chemical_id)).toEqual([there.chemical_id]);
    const edit = await app.request("PATCH", `/chemicals/${there.chemical_id}`, { token: a.manager.token, json: { quantity: 2, site_id: a.siteId, location_id: a.locationId } });
    expect(edit.status).toBe(200);
  });

  test("reactivating takes items again", async () => {
    await app.request("PATCH", `/sites/${a.siteId}/locations/${a.locationId}`, { token: admin(), json: { is_active: false } });
    await app.request("PATCH", `/sites/${a.siteId}/locations/${a.locationId}`, { token: admin(), json: { is_active: true } });
    expect((await newItem({ location_id: a.locationId })).status).toBe(201);
  });
});

test("PATCH /sites/{id}: a name another site has → 409; is_active shows in the listing", async () => {
  await app.request("POST", "/sites", { token: admin(), json: { name: "North plant" } });
  const clash = await app.request("PATCH", `/sites/${a.siteId}`, { token: admin(), json: { name: "north plant" } });
  expect(clash.status).toBe(409);
  await app.request("PATCH", `/sites/${a.siteId}`, { token: admin(), json: { is_active: false } });
  const list = await app.request("GET", "/sites", { token: a.viewer.token });
  expect(list.body.items).toContainEqual(expect.objectContaining({ site_id: a.siteId, is_active: false }));
});
