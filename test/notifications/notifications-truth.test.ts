import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeZip } from "../helpers/pdf-fixtures";
import { fakePdf } from "../connectors/helpers/stub-server";
import { waitForBulkJob } from "../sds/sds-helpers";
import { labelNeededKey } from "../../src/modules/notifications/notices";

let app: TestApp;
let a: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Notified Plant");
});
afterAll(() => app.close());

const notificationsOf = async (token: string, query = "") => (await app.request("GET", `/notifications${query}`, { token })).body;

describe("notifications stay true", () => {
  test("a 'label needed' notification is resolved when the label is uploaded and linked: it leaves the list and the unread count", async () => {
    const created = await app.request("POST", "/chemicals", {
      token: a.manager.token,
      json: { site_id: a.siteId, product_name: "Weed Stop", manufacturer: "Acme Ag", container_size: 1, is_pesticide: true, epa_registration_number: "524-308", signal_word: "CAUTION" },
    });
    expect(created.status).toBe(201);
    await app.ctx.jobs.idle();
    const before = await notificationsOf(a.manager.token);
    expect(before.items.map((n: any) => n.kind)).toContain("label_upload_required");
    const unreadBefore = before.unread;

    const label = await app.request("POST", "/chem/labels", { token: a.manager.token, form: formWith("file", [["weed-stop.pdf", fakePdf("weed stop label")]], { epa_registration_number: "524-308" }) });
    expect(label.status).toBe(201);
    expect(label.body.linked_products).toBe(1);
    const after = await notificationsOf(a.manager.token);
    expect(after.items.map((n: any) => n.kind)).not.toContain("label_upload_required");
    expect(after.unread).toBe(unreadBefore - 1);
    const all = await notificationsOf(a.manager.token, "?include_resolved=true");
    const resolved = all.items.find((n: any) => n.kind === "label_upload_required");
    expect(resolved.resolved_at).toEqual(expect.any(String));
    // The admin was notified too, and theirs is resolved as well.
    expect((await notificationsOf(a.admin.token)).items.map((n: any) => n.kind)).not.toContain("label_upload_required");
  });

  test("a 'label needed' notification still waiting to be sent when the label arrives is never sent", async () => {
    const created = await app.request("POST", "/chemicals", {
      token: a.manager.token,
      json: { site_id: a.siteId, product_name: "Bug Off", manufacturer: "Acme Ag", container_size: 1, is_pesticide: true, epa_registration_number: "100-1", signal_word: "CAUTION" },
    });
    await app.ctx.jobs.idle();
    const productId = created.body.company_product_id;
    const key = labelNeededKey(productId, "100-1");
    // As if the label search had just decided, and its notification waits in the queue (an hour ahead, so it cannot run first).
    app.ctx.db.$client.run("UPDATE notifications SET data = json_set(data, '$.key', 'earlier') WHERE json_extract(data, '$.key') = ?", [key]);
    const now = app.ctx.clock.now();
    const jobId = app.ctx.db.transaction((tx) => app.ctx.jobs.enqueue(tx, {
      kind: "notification_send", companyId: a.companyId, dedupeKey: key, runAfter: new Date(now.getTime() + 3600_000),
      payload: { company_id: a.companyId, kind: "label_upload_required", key, title: "Pesticide label needed: Bug Off" },
    }, now));
    const label = await app.request("POST", "/chem/labels", { token: a.manager.token, form: formWith("file", [["bug-off.pdf", fakePdf("bug off label")]], { epa_registration_number: "100-1" }) });
    expect(label.status).toBe(201);
    await app.ctx.jobs.idle();
    expect(app.ctx.db.$client.query("SELECT status FROM jobs WHERE job_id = ?").get(jobId)).toEqual({ status: "completed" });
    const sent = app.ctx.db.$client.query("SELECT count(*) AS n FROM notifications WHERE json_extract(data, '$.key') = ?").get(key) as { n: number };
    expect(sent.n).toBe(0);
  });

  test("the uploader hears when an SDS ends needs_ocr, and when one fails; nobody else does", async () => {
    const scan = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["scan.pdf", makePdf()]]) });
    expect(scan.status).toBeLessThan(300);
    const broken = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["broken.pdf", fakePdf("not really a pdf")]]) });
    expect(broken.status).toBeLessThan(300);
    await app.ctx.jobs.idle();
    const mine = (await notificationsOf(a.manager.token)).items;
    const ocr = mine.find((n: any) => n.kind === "sds_needs_ocr");
    expect(ocr).toMatchObject({ data: { parse_status: "needs_ocr" } });
    expect(ocr.body).toContain("scan.pdf");
    const failed = mine.find((n: any) => n.kind === "sds_parse_failed");
    expect(failed).toMatchObject({ data: { parse_status: "failed" } });
    expect(failed.body).toContain("broken.pdf");
    const admin = (await notificationsOf(a.admin.token)).items.map((n: any) => n.kind);
    expect(admin).not.toContain("sds_needs_ocr");
    expect(admin).not.toContain("sds_parse_failed");
  });

  test("the uploader hears when a ZIP job ends, with its counts", async () => {
    const zip = makeZip({ "one.pdf": makePdf(), "two.pdf": makePdf(), "readme.txt": new TextEncoder().encode("hi") });
    const res = await app.request("POST", "/chem/sds/bulk-upload-zip", { token: a.manager.token, form: formWith("file", [["binder.zip", zip, "application/zip"]]) });
    expect(res.status).toBe(202);
    await waitForBulkJob(app, a.manager.token, res.body.job_id);
    await app.ctx.jobs.idle();
    const done = (await notificationsOf(a.manager.token)).items.find((n: any) => n.kind === "zip_upload_completed");
    expect(done).toMatchObject({ data: { bulk_job_id: res.body.job_id, successful_uploads: 2, skipped_files: 1, failed_uploads: 0, duplicates_found: 0 } });
    expect(done.body).toContain("2 new SDS");

    const bad = await app.request("POST", "/chem/sds/bulk-upload-zip", { token: a.manager.token, form: formWith("file", [["empty.zip", makeZip({ "notes.txt": new TextEncoder().encode("no pdf") }), "application/zip"]]) });
    await waitForBulkJob(app, a.manager.token, bad.body.job_id);
    await app.ctx.jobs.idle();
    const failed = (await notificationsOf(a.manager.token)).items.find((n: any) => n.kind === "zip_upload_failed");
    expect(failed).toMatchObject({ data: { bulk_job_id: bad.body.job_id, job_status: "failed" } });
  });
});
