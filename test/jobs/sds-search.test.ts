import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { companyProducts } from "../../src/modules/inventory/inventory.table";
import { notifications } from "../../src/modules/notifications/notifications.table";
import { chemicalBody, jobsOf, mappingCount, seedSds, settleJobs } from "../inventory/fixtures";

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function world() {
  app = await createTestApp();
  return { app, c: await seedCompany(app.ctx) };
}

async function create(a: TestApp, c: SeededCompany, over: Record<string, unknown>) {
  const res = await a.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, over) });
  expect(res.status).toBe(201);
  await settleJobs(a.ctx);
  return res.body as { chemical_id: string; company_product_id: string };
}
const product = (a: TestApp, id: string) => a.ctx.db.select().from(companyProducts).where(eq(companyProducts.companyProductId, id)).get()!;
const notes = (a: TestApp, c: SeededCompany, kind: string) => a.ctx.db.select().from(notifications).where(eq(notifications.companyId, c.companyId)).all().filter((n) => n.kind === kind);

describe("sds_search", () => {
  test("a confident match in the company library becomes the product's SDS and is attached to its items", async () => {
    const { app: a, c } = await world();
    const sdsId = seedSds(a.ctx, { productName: "Acetone, ACS Reagent", manufacturer: "Fisher Scientific", mapFor: c.companyId });
    const item = await create(a, c, { product_name: "acetone acs reagent", manufacturer: "Fisher Scientific Company" });
    expect(product(a, item.company_product_id)).toMatchObject({ currentSdsId: sdsId, sdsMissing: false });
    const view = await a.request("GET", `/chemicals/${item.chemical_id}`, { token: c.viewer.token });
    expect(view.body.sds_id).toBe(sdsId);
    expect(mappingCount(a.ctx, c.companyId, sdsId)).toBe(1);
    expect(notes(a, c, "sds_matched")).toHaveLength(2); // admin and manager
    const job = jobsOf(a.ctx, "sds_search")[0]!;
    expect(job.result).toMatchObject({ outcome: "matched", sds_id: sdsId, source: "company_library", items_attached: 1 });
  });

  test("a match in the appliance's repository by the document's own parsed identity becomes a suggestion; nothing is attached", async () => {
    const { app: a, c } = await world();
    const other = await seedCompany(a.ctx);
    const sdsId = seedSds(a.ctx, { productName: "WD-40 Multi-Use Product", manufacturer: "WD-40 Company", parsed: true, mapFor: other.companyId });
    // Another company's typed names (no parsed identity) are never matched.
    seedSds(a.ctx, { productName: "WD-40 Multi-Use Product", manufacturer: "WD-40 Company", mapFor: other.companyId });
    const item = await create(a, c, { product_name: "WD-40 Multi-Use Product", manufacturer: "WD-40" });
    expect(product(a, item.company_product_id)).toMatchObject({ currentSdsId: null, sdsMissing: true });
    expect(mappingCount(a.ctx, c.companyId, sdsId)).toBeNull();
    const job = jobsOf(a.ctx, "sds_search")[0]!;
    expect(job.result).toMatchObject({ outcome: "suggested", suggestions: [{ sds_id: sdsId, source: "repository" }] });
    const list = await a.request("GET", `/chem/products/${item.company_product_id}/sds-suggestions`, { token: c.viewer.token });
    expect(list.body.items.map((s: any) => s.sds.sds_id)).toEqual([sdsId]);
    expect(notes(a, c, "sds_suggested")).toHaveLength(2);
    expect(notes(a, c, "sds_matched")).toHaveLength(0);
  });

  test("another company's barcode suggests its SDS only when both sides are api_validated; scanned, label and manual never do", async () => {
    const { app: a, c } = await world();
    const other = await seedCompany(a.ctx);
    const sdsId = seedSds(a.ctx, { productName: "Completely different label text", manufacturer: "Maker A", mapFor: other.companyId });
    const theirs = await create(a, other, { product_name: "Widget Oil", manufacturer: "Maker A", barcode_upc: "036000291452", barcode_source: "api_validated" });
    await a.request("PUT", `/chemicals/${theirs.chemical_id}/sds`, { token: other.manager.token, json: { sds_id: sdsId } });
    for (const source of ["manual", "scanned", "label_extracted"]) {
      const cx = await seedCompany(a.ctx);
      const mine = await create(a, cx, { product_name: "Oil", manufacturer: "Someone", barcode_upc: "036000291452", barcode_source: source });
      expect(product(a, mine.company_product_id)).toMatchObject({ sdsMissing: true, currentSdsId: null });
      expect((await a.request("GET", `/chem/products/${mine.company_product_id}/sds-suggestions`, { token: cx.viewer.token })).body.items).toEqual([]);
    }
    const validated = await create(a, c, { product_name: "Oil", manufacturer: "Someone", barcode_upc: "036000291452", barcode_source: "api_validated" });
    expect(product(a, validated.company_product_id)).toMatchObject({ sdsMissing: true, currentSdsId: null });
    const list = (await a.request("GET", `/chem/products/${validated.company_product_id}/sds-suggestions`, { token: c.viewer.token })).body.items;
    expect(list.map((s: any) => [s.sds.sds_id, s.source])).toEqual([[sdsId, "global_barcode"]]);
  });

  test("no confident match: the SDS stays missing and the managers are notified once", async () => {
    const { app: a, c } = await world();
    seedSds(a.ctx, { productName: "Acetone", manufacturer: "Other Maker", mapFor: c.companyId });
    seedSds(a.ctx, { productName: "Something Else", manufacturer: "Solvent Co", mapFor: c.companyId });
    const item = await create(a, c, { product_name: "Acetone", manufacturer: "Solvent Co" });
    expect(product(a, item.company_product_id)).toMatchObject({ sdsMissing: true, currentSdsId: null });
    expect(notes(a, c, "sds_missing")).toHaveLength(2);
    // Running the same search again (a redelivery) changes nothing and notifies nobody twice.
    const job = jobsOf(a.ctx, "sds_search")[0]!;
    a.ctx.db.transaction((tx) => a.ctx.jobs.enqueue(tx, { kind: "sds_search", companyId: c.companyId, payload: job.payload }, a.ctx.clock.now()));
    await settleJobs(a.ctx);
    expect(notes(a, c, "sds_missing")).toHaveLength(2);
  });
});
