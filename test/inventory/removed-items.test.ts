import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, send, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { seedSds, settleJobs } from "./fixtures";

/**
 * Issue 10 item 3: deleting an inventory item keeps a record of it (OSHA: chemical identity, where
 * and when used, kept 30 years), listed with include_removed=true and in reports; the live
 * inventory's counts, sds_missing, product item counts and search stay right.
 */
let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
beforeEach(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Plant A");
  b = await seedCompany(app.ctx, "Plant B");
});
afterEach(async () => app.close());

const create = async (c: SeededCompany, over: Record<string, unknown> = {}) => {
  const res = await app.request("POST", "/chemicals", { token: c.manager.token, json: { site_id: c.siteId, product_name: "Acetone", manufacturer: "Fisher", container_size: 4, size_unit: "L", ...over } });
  expect(res.status).toBe(201);
  return res.body as { chemical_id: string; company_product_id: string; created_at: string };
};
const remove = (c: SeededCompany, id: string) => app.request("DELETE", `/chemicals/${id}`, { token: c.manager.token });
const list = async (query = "", c = a) => (await app.request("GET", `/chemicals${query}`, { token: c.viewer.token })).body;
const ids = (body: { items: { chemical_id: string }[] }) => body.items.map((i) => i.chemical_id);
const itemCount = (productId: string) => (app.ctx.db.$client.query("SELECT item_count AS n FROM company_products WHERE company_product_id = ?").get(productId) as { n: number }).n;

describe("deleting an inventory item keeps its record", () => {
  test("include_removed=true lists it marked removed: product, site, location, quantity, unit, in use from/to, who removed it, its SDS then", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Fisher", mapFor: a.companyId, signalWord: "DANGER" });
    const kept = await create(a);
    const gone = await create(a, { location_id: a.locationId, quantity: 3, size_unit: "gal" });
    await settleJobs(app.ctx);
    await app.request("PUT", `/chemicals/${kept.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sdsId } });
    expect((await remove(a, gone.chemical_id)).status).toBe(204);

    expect(ids(await list())).toEqual([kept.chemical_id]);
    expect((await app.request("GET", `/chemicals/${gone.chemical_id}`, { token: a.viewer.token })).status).toBe(404);

    const all = await list("?include_removed=true");
    expect(all.total).toBe(2);
    expect(ids(all)).toEqual([gone.chemical_id, kept.chemical_id]); // newest first, both tables merged
    const record = all.items[0];
    expect(record).toMatchObject({
      chemical_id: gone.chemical_id, removed: true, removed_by_user_id: a.manager.userId, company_product_id: gone.company_product_id,
      site: { site_id: a.siteId, name: "Main plant" }, location: { location_id: a.locationId, name: "Store room A" },
      quantity: 3, container_size: 4, size_unit: "gal", created_at: gone.created_at,
      sds_id: sdsId, sds: { sds_id: sdsId, signal_word: "DANGER" },
    });
    expect(record.removed_at >= record.created_at).toBe(true);
    expect(all.items[1]).toMatchObject({ chemical_id: kept.chemical_id, removed: false, removed_at: null });
  });

  test("the live inventory's counts stay right: totals, sds_missing, the product's item count, the SDS's attachments, search", async () => {
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Fisher", mapFor: a.companyId });
    const one = await create(a);
    const two = await create(a);
    const other = await create(a, { product_name: "Toluene" });
    await settleJobs(app.ctx);
    await app.request("PUT", `/chemicals/${one.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sdsId } });
    expect(itemCount(one.company_product_id)).toBe(2);
    await remove(a, two.chemical_id);

    expect((await list()).total).toBe(2);
    expect(itemCount(one.company_product_id)).toBe(1);
    const attachments = (await app.request("GET", "/chem/sds/library", { token: a.viewer.token })).body.items.find((s: { sds_id: string }) => s.sds_id === sdsId);
    expect(attachments.inventory_attachment_count).toBe(1);
    expect(ids(await list("?sds_missing=true"))).toEqual([other.chemical_id]);
    expect(ids(await list("?sds_missing=false"))).toEqual([one.chemical_id]);
    expect((await list("?search=acetone")).total).toBe(1);
    // With the records: the removed item counts once more, under its own SDS state then, and search finds it.
    expect((await list("?search=acetone&include_removed=true")).total).toBe(2);
    expect(ids(await list("?sds_missing=false&include_removed=true")).sort()).toEqual([one.chemical_id, two.chemical_id].sort());
    expect((await list(`?site_id=${a.siteId}&include_removed=true`)).total).toBe(3);
    const db = app.ctx.db.$client;
    expect(db.query("SELECT count(*) AS n FROM removed_inventory_items").get()).toEqual({ n: 1 });
    expect(db.query("SELECT coalesce(sum(n), 0) AS n FROM inventory_counts WHERE company_id = ?").get(a.companyId)).toEqual({ n: 2 });
  });

  test("another company never sees the records", async () => {
    const gone = await create(b);
    await settleJobs(app.ctx);
    await remove(b, gone.chemical_id);
    expect((await list("?include_removed=true")).total).toBe(0);
    expect(ids(await list("?include_removed=true", b))).toEqual([gone.chemical_id]);
  });

  test("the inventory report lists removed items only when asked, with in_use_from and removed_at", async () => {
    await create(a, { product_name: "Benzene" });
    const gone = await create(a, { product_name: "Xylene", location_id: a.locationId });
    await settleJobs(app.ctx);
    await remove(a, gone.chemical_id);
    const csv = async (body: Record<string, unknown>) => {
      const requested = await app.request("POST", "/reports", { token: a.manager.token, json: body });
      expect(requested.status).toBe(202);
      expect(requested.body.include_removed).toBe(Boolean(body.include_removed));
      await settleJobs(app.ctx);
      const link = await app.request("GET", `/reports/${requested.body.report_id}/download`, { token: a.viewer.token });
      return (await send(link.body.download_url, "GET")).text.replace(/^\uFEFF/, "").trim().split("\r\n");
    };
    const plain = await csv({});
    expect(plain.length).toBe(2);
    expect(plain[1]).toContain("Benzene");
    const withRemoved = await csv({ include_removed: true });
    expect(withRemoved[0]!.endsWith(",in_use_from,removed_at")).toBe(true);
    expect(withRemoved.length).toBe(3);
    const xylene = withRemoved.find((l) => l.includes("Xylene"))!;
    expect(xylene).toMatch(/^Main plant,Store room A,Xylene,Fisher,/);
    expect(xylene).toMatch(/,\d{4}-\d\d-\d\dT[^,]+Z,\d{4}-\d\d-\d\dT[^,]+Z$/);
    expect(withRemoved.find((l) => l.includes("Benzene"))).toMatch(/Z,$/); // still in use: no removed_at
  });
});
