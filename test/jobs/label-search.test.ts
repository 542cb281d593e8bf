import { afterEach, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { companyProducts } from "../../src/modules/inventory/inventory.table";
import { labels } from "../../src/modules/labels/labels.table";
import { notifications } from "../../src/modules/notifications/notifications.table";
import { chemicalBody, jobsOf, settleJobs } from "../inventory/fixtures";
import { makePdf } from "../labels/make-pdf";
import type { Logger } from "../../src/shared/logger";

// One embedded queue per process: each test runs its own app and closes it before the next starts.
let current: TestApp | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function world(env: Record<string, string> = {}, logged: string[] = []) {
  const keep = (msg: string, f?: Record<string, unknown>) => logged.push(`${msg} ${JSON.stringify(f ?? {}, (_k, v) => (v instanceof Error ? v.message : v))}`);
  const logger: Logger = { debug: () => {}, info: () => {}, warn: keep, error: keep, child: () => logger };
  current = await createTestApp(env, { logger });
  return { app: current, c: await seedCompany(current.ctx) };
}

async function createPesticide(app: TestApp, c: SeededCompany, reg: string) {
  const res = await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { product_name: "Bug Blaster", is_pesticide: true, epa_registration_number: reg }) });
  expect(res.status).toBe(201);
  await settleJobs(app.ctx);
  return app.ctx.db.select().from(companyProducts).where(eq(companyProducts.companyProductId, res.body.company_product_id)).get()!;
}

const labelJob = (app: TestApp, productId: string) => jobsOf(app.ctx, "epa_label_search").find((j) => j.payload.company_product_id === productId)!;

describe("epa_label_search", () => {
  test("(1) a label in the company's library is linked", async () => {
    const { app, c } = await world();
    const f = new FormData();
    f.append("file", new File([makePdf(["Bug Blaster", "EPA Reg. No. 777-1"])], "bb.pdf"));
    f.append("epa_registration_number", "777-1");
    const label = await app.request("POST", "/chem/labels", { token: c.manager.token, form: f });
    const product = await createPesticide(app, c, "777-1");
    expect(product).toMatchObject({ labelStatus: "linked", labelId: label.body.label_id });
    expect(labelJob(app, product.companyProductId)).toMatchObject({ status: "completed", result: { outcome: "linked", source: "library" } });
  });

  test("(3) lookup switched off: manual_upload_required, and the managers are told", async () => {
    const { app, c } = await world();
    const product = await createPesticide(app, c, "888-2");
    expect(product.labelStatus).toBe("manual_upload_required");
    const notes = app.ctx.db.select().from(notifications).where(eq(notifications.companyId, c.companyId)).all().filter((n) => n.kind === "label_upload_required");
    expect(notes.map((n) => n.userId).sort()).toEqual([c.admin.userId, c.manager.userId].sort());
  });

  // The regulator lookup switched on (found, not found, failing and retried) is tested end to end
  // against a local server playing the regulator, in test/connectors/label-job.test.ts.

  test("a payload that fails its schema goes straight to failed, without retries", async () => {
    const { app, c } = await world();
    const now = app.ctx.clock.now();
    const id = app.ctx.db.transaction((tx) => app.ctx.jobs.enqueue(tx, { kind: "epa_label_search", companyId: c.companyId, payload: { company_product_id: "not-a-uuid" } }, now));
    await settleJobs(app.ctx);
    const job = jobsOf(app.ctx, "epa_label_search").find((j) => j.jobId === id)!;
    expect(job).toMatchObject({ status: "failed", attempts: 1 });
    expect(job.lastError).toContain("Invalid payload");
  });

  test("a product whose number changed since the job was recorded is left alone", async () => {
    const { app, c } = await world();
    const product = await createPesticide(app, c, "555-1");
    await app.request("PATCH", `/chem/products/${product.companyProductId}`, { token: c.manager.token, json: { epa_registration_number: "555-2" } });
    await settleJobs(app.ctx);
    const runs = jobsOf(app.ctx, "epa_label_search").filter((j) => j.payload.company_product_id === product.companyProductId);
    expect(runs.map((j) => j.payload.epa_registration_number)).toEqual(["555-1", "555-2"]);
    const again = app.ctx.db.transaction((tx) => app.ctx.jobs.enqueue(tx, { kind: "epa_label_search", companyId: c.companyId, payload: runs[0]!.payload }, app.ctx.clock.now()));
    await settleJobs(app.ctx);
    expect(jobsOf(app.ctx, "epa_label_search").find((j) => j.jobId === again)!.result).toEqual({ outcome: "number_changed" });
  });
});
