import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, send, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { settleJobs } from "./fixtures";

/**
 * Issue 10 item 1: an item's SDS is its product's. Acetone stocked at two sites: attaching the SDS
 * through one item reaches the other in every view (item, filters, details, library counts, report),
 * and a new version moves both; another company mapping the same document keeps its own.
 */
let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Plant A");
  b = await seedCompany(app.ctx, "Plant B");
});
afterAll(async () => app.close());

const acetone = (c: SeededCompany, siteId: string) =>
  app.request("POST", "/chemicals", { token: c.manager.token, json: { site_id: siteId, product_name: "Acetone", manufacturer: "Fisher", container_size: 4 } });
const upload = (c: SeededCompany, bytes: Uint8Array) =>
  app.request("POST", "/sds/upload", { token: c.manager.token, form: formWith("file", [["Acetone_Fisher_2019-01-01.pdf", bytes]], { product_name: "Acetone", manufacturer: "Fisher" }) });
const item = async (c: SeededCompany, id: string) => (await app.request("GET", `/chemicals/${id}`, { token: c.viewer.token })).body;
const missingIds = async (c: SeededCompany) =>
  (await app.request("GET", "/chemicals?sds_missing=true&page_size=100", { token: c.viewer.token })).body.items.map((i: any) => i.chemical_id);
const details = async (c: SeededCompany, sdsId: string) => (await app.request("GET", `/chem/sds/${sdsId}/details`, { token: c.viewer.token })).body;
const libraryCount = async (c: SeededCompany, sdsId: string) =>
  (await app.request("GET", "/chem/sds/library?include_superseded=true&page_size=100", { token: c.viewer.token })).body.items.find((s: any) => s.sds_id === sdsId)?.inventory_attachment_count;

async function csvLines(c: SeededCompany): Promise<string[]> {
  const requested = await app.request("POST", "/reports", { token: c.manager.token, json: {} });
  expect(requested.status).toBe(202);
  await settleJobs(app.ctx);
  const link = await app.request("GET", `/reports/${requested.body.report_id}/download`, { token: c.viewer.token });
  return (await send(link.body.download_url, "GET")).text.replace(/^\uFEFF/, "").trim().split("\r\n").slice(1);
}

describe("a product's SDS reaches every container of it", () => {
  test("attach through one item, new version, detach: both sites' items follow in every view; another company keeps its own", async () => {
    const site2 = (await app.request("POST", "/sites", { token: a.admin.token, json: { name: "East Yard" } })).body.site_id;
    const one = (await acetone(a, a.siteId)).body;
    const two = (await acetone(a, site2)).body;
    expect(two.company_product_id).toBe(one.company_product_id);
    const theirs = (await acetone(b, b.siteId)).body;

    const sds = (await upload(a, makePdf(["Acetone", "Danger"]))).body;
    await settleJobs(app.ctx);
    // Plant B maps the same document and attaches it to its own acetone.
    expect((await upload(b, await Bun.file(app.ctx.blobs.pathOf(sds.file_checksum)).bytes())).body.sds_id).toBe(sds.sds_id);
    expect((await app.request("PUT", `/chemicals/${theirs.chemical_id}/sds`, { token: b.manager.token, json: { sds_id: sds.sds_id } })).status).toBe(200);

    const put = await app.request("PUT", `/chemicals/${one.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sds.sds_id } });
    expect(put.status).toBe(200);
    expect(put.body.company_product).toMatchObject({ current_sds_id: sds.sds_id, sds_missing: false });
    expect(await item(a, two.chemical_id)).toMatchObject({ sds_id: sds.sds_id, sds: { sds_id: sds.sds_id } });
    expect(await missingIds(a)).not.toContain(two.chemical_id);
    expect(await missingIds(a)).not.toContain(one.chemical_id);
    const d = await details(a, sds.sds_id);
    expect(d.inventory_attachment_count).toBe(2);
    expect(d.inventory_items.map((i: any) => i.chemical_id).sort()).toEqual([one.chemical_id, two.chemical_id].sort());
    expect(await libraryCount(a, sds.sds_id)).toBe(2);
    expect(await libraryCount(b, sds.sds_id)).toBe(1);
    const lines = await csvLines(a);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/,Acetone,Fisher,.*,current,/);

    // Plant A's new version moves both of its items; Plant B's item keeps the document it chose.
    const nv = await app.request("POST", `/chem/sds/${sds.sds_id}/new-version`, { token: a.manager.token, form: formWith("file", [["v2.pdf", makePdf(["Acetone v2"])]], { revision_date: "2024-02-02" }) });
    expect(nv.status).toBe(201);
    for (const id of [one.chemical_id, two.chemical_id]) expect((await item(a, id)).sds_id).toBe(nv.body.sds_id);
    expect((await details(a, nv.body.sds_id)).inventory_attachment_count).toBe(2);
    expect((await details(a, sds.sds_id)).inventory_items).toEqual([]);
    expect(await libraryCount(a, sds.sds_id)).toBe(0);
    expect((await item(b, theirs.chemical_id)).sds_id).toBe(sds.sds_id);
    expect(await libraryCount(b, sds.sds_id)).toBe(1);

    // Detaching through the other item takes the product's SDS away from both.
    const del = await app.request("DELETE", `/chemicals/${two.chemical_id}/sds`, { token: a.manager.token });
    expect(del.body).toMatchObject({ sds_id: null, company_product: { current_sds_id: null, sds_missing: true } });
    expect((await item(a, one.chemical_id)).sds_id).toBeNull();
    expect((await missingIds(a)).sort()).toEqual([one.chemical_id, two.chemical_id].sort());
    expect(await libraryCount(a, nv.body.sds_id)).toBe(0);
    for (const line of await csvLines(a)) expect(line).toMatch(/,missing,/);
    expect((await item(b, theirs.chemical_id)).sds_id).toBe(sds.sds_id);
  });

  test("a new item and a deleted item move the count of the product's SDS", async () => {
    const sds = (await upload(a, makePdf(["Methanol"]))).body;
    const first = (await app.request("POST", "/chemicals", { token: a.manager.token, json: { site_id: a.siteId, product_name: "Methanol", manufacturer: "Fisher", container_size: 1 } })).body;
    await app.request("PUT", `/chemicals/${first.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: sds.sds_id } });
    const second = (await app.request("POST", "/chemicals", { token: a.manager.token, json: { site_id: a.siteId, product_name: "Methanol", manufacturer: "Fisher", container_size: 1 } })).body;
    expect(second.sds_id).toBe(sds.sds_id);
    expect(await libraryCount(a, sds.sds_id)).toBe(2);
    expect((await app.request("DELETE", `/chemicals/${first.chemical_id}`, { token: a.manager.token })).status).toBe(204);
    expect(await libraryCount(a, sds.sds_id)).toBe(1);
    expect((await details(a, sds.sds_id)).inventory_items.map((i: any) => i.chemical_id)).toEqual([second.chemical_id]);
  });
});
