import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { utimesSync, writeFileSync } from "node:fs";
import { createTestApp, send, type TestApp } from "../helpers/test-app";
import { seedCompany } from "../helpers/seed";
import { ManualClock } from "../../src/shared/clock";
import { newId } from "../../src/shared/ids";
import { emailOutbox } from "../../src/modules/notifications/notifications.table";
import { webSearchCache } from "../../src/modules/connectors/websearch.table";
import { invitations } from "../../src/modules/auth/users.table";
import { DAILY_CLEANUP_PATTERN, dailyCleanupTick } from "../../src/modules/jobs/schedule";
import { chemicalBody, jobsOf, seedSds, settleJobs } from "../inventory/fixtures";
import { FakeSmtp } from "./fake-smtp";
import { labels } from "../../src/modules/labels/labels.table";
import { jobs } from "../../src/modules/jobs/jobs.table";
import { makePdf } from "../helpers/pdf-fixtures";

let app: TestApp | null = null;
const smtp = new FakeSmtp();
afterEach(async () => {
  await app?.close();
  app = null;
});
afterAll(() => smtp.stop());

const sendMailJob = (a: TestApp, to: string) => a.ctx.db.transaction((tx) => a.ctx.jobs.enqueue(tx, { kind: "email_send", payload: { to, subject: "Größe ✓", body: "line 1\n.hidden dot\nline 3" } }, a.ctx.clock.now()));

describe("email_send", () => {
  test("without SMTP the mail is recorded in the outbox", async () => {
    app = await createTestApp();
    const id = sendMailJob(app, "ehs@plant.example");
    await settleJobs(app.ctx);
    expect(app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, id)).get()).toMatchObject({ status: "recorded", toAddress: "ehs@plant.example" });
    expect(smtp.received).toHaveLength(0);
  });

  test("with SMTP it is sent: headers, UTF-8 subject, dot-stuffing", async () => {
    app = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: "chemsafe@plant.example" });
    const id = sendMailJob(app, "ehs@plant.example");
    await settleJobs(app.ctx);
    expect(app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, id)).get()).toMatchObject({ status: "sent" });
    const mail = smtp.received.at(-1)!;
    expect(mail).toMatchObject({ from: "chemsafe@plant.example", to: ["ehs@plant.example"] });
    expect(mail.data).toContain("Subject: =?UTF-8?B?");
    expect(mail.data).toContain("\r\n..hidden dot\r\n");
  });

  test("a recipient the server refuses for good fails at once, without retries", async () => {
    app = await createTestApp({ SMTP_URL: smtp.url });
    smtp.reject = "550 no such mailbox";
    try {
      const id = sendMailJob(app, "nobody@plant.example");
      await settleJobs(app.ctx);
      expect(jobsOf(app.ctx, "email_send").find((j) => j.jobId === id)).toMatchObject({ status: "failed", attempts: 1 });
      expect(app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, id)).get()).toMatchObject({ status: "failed" });
    } finally {
      smtp.reject = null;
    }
  });

  test("an admin's retry of a mail that failed for good sends it (it used to complete without sending)", async () => {
    app = await createTestApp({ SMTP_URL: smtp.url });
    const c = await seedCompany(app.ctx);
    smtp.reject = "550 no such mailbox";
    let id: string;
    try {
      id = sendMailJob(app, "fixed@plant.example");
      await settleJobs(app.ctx);
      expect(jobsOf(app.ctx, "email_send").find((j) => j.jobId === id)).toMatchObject({ status: "failed" });
    } finally {
      smtp.reject = null;
    }
    app.ctx.db.update(jobs).set({ companyId: c.companyId }).where(eq(jobs.jobId, id)).run();
    expect((await app.request("POST", `/jobs/${id}/retry`, { token: c.admin.token })).status).toBe(200);
    await settleJobs(app.ctx);
    expect(app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, id)).get()).toMatchObject({ status: "sent", error: null });
    expect(smtp.received.filter((m) => m.to.includes("fixed@plant.example"))).toHaveLength(1);
  });

  test("an invitation's mail goes through email_send", async () => {
    app = await createTestApp();
    const c = await seedCompany(app.ctx);
    await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "new.hire@plant.example", role: "viewer" } });
    await settleJobs(app.ctx);
    const rows = app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "new.hire@plant.example")).all();
    expect(rows).toHaveLength(1);
    // Recorded without SMTP: the stored copy leaves the link out (the admin has it from the API answer).
    expect(rows[0]!.body).toContain("invited you to chemsafe as viewer");
    expect(rows[0]!.body).not.toContain("token=");
  });

  test("an invitation replaced before its mail went out: the mail is cancelled, not sent with a dead link", async () => {
    app = await createTestApp({ SMTP_URL: smtp.url }, { startJobs: false });
    const c = await seedCompany(app.ctx);
    const sent = smtp.received.length;
    await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "twice@plant.example", role: "viewer" } });
    await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "twice@plant.example", role: "manager" } });
    await app.ctx.jobs.start(app.ctx);
    await settleJobs(app.ctx);
    const rows = app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "twice@plant.example")).all();
    expect(rows.map((r) => r.status).sort()).toEqual(["cancelled", "sent"]);
    expect(smtp.received.length).toBe(sent + 1);
    expect(smtp.received.at(-1)!.data).toContain("as manager");
  });
});

describe("notifications", () => {
  test("the caller sees their notifications, marks one read, then all", async () => {
    app = await createTestApp();
    const c = await seedCompany(app.ctx);
    await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { product_name: "Unknown Stuff" }) });
    await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { product_name: "Other Stuff" }) });
    await settleJobs(app.ctx);
    const list = await app.request("GET", "/notifications?unread=true", { token: c.manager.token });
    expect(list.body).toMatchObject({ total: 2, unread: 2 });
    expect(list.body.items[0]).toMatchObject({ kind: "sds_missing", read_at: null });
    expect((await app.request("GET", "/notifications", { token: c.viewer.token })).body.total).toBe(0);
    const read = await app.request("POST", `/notifications/${list.body.items[0].notification_id}/read`, { token: c.manager.token });
    expect(read.body.read_at).not.toBeNull();
    expect((await app.request("POST", `/notifications/${list.body.items[0].notification_id}/read`, { token: c.admin.token })).status).toBe(404);
    expect((await app.request("POST", "/notifications/read-all", { token: c.manager.token })).body).toEqual({ marked: 1 });
    expect((await app.request("GET", "/notifications?unread=true", { token: c.manager.token })).body.unread).toBe(0);
  });
});

describe("report_generate", () => {
  test("a site's inventory as CSV, listed, downloaded through a signed link", async () => {
    app = await createTestApp();
    const c = await seedCompany(app.ctx);
    const sdsId = seedSds(app.ctx, { productName: "Acetone", manufacturer: "Solvent Co", mapFor: c.companyId, signalWord: "Danger" });
    const item = await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { product_name: "Acetone", cas_number: "67-64-1", quantity: 3, container_size: 4, location_id: c.locationId }) });
    await app.request("PUT", `/chemicals/${item.body.chemical_id}/sds`, { token: c.manager.token, json: { sds_id: sdsId } });
    await app.request("POST", "/chemicals", { token: c.manager.token, json: chemicalBody(c.siteId, { product_name: "=HYPERLINK(\"x\")", manufacturer: "Evil, Inc.", size_unit: "kg" }) });
    const requested = await app.request("POST", "/reports", { token: c.manager.token, json: { site_id: c.siteId } });
    expect(requested.status).toBe(202);
    await settleJobs(app.ctx);
    const report = await app.request("GET", `/reports/${requested.body.report_id}`, { token: c.viewer.token });
    expect(report.body).toMatchObject({ status: "completed", row_count: 2 });
    expect(report.body.file_name).toMatch(/^chemical-inventory-main-plant-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await app.request("GET", "/reports", { token: c.viewer.token })).body.total).toBe(1);
    const link = await app.request("GET", `/reports/${requested.body.report_id}/download`, { token: c.viewer.token });
    const file = await send(link.body.download_url, "GET");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    const lines = file.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("site,location,product_name,manufacturer,cas_number,quantity,container_size,size_unit,signal_word,sds_status,sds_revision_date,epa_registration_number");
    expect(lines).toContain("Main plant,Store room A,Acetone,Solvent Co,67-64-1,3,4,L,Danger,current,2023-01-15,");
    expect(lines).toContain(`Main plant,,"'=HYPERLINK(""x"")","Evil, Inc.",,1,4,kg,,missing,,`);
    expect((await send(link.body.download_url.replace(/expires=\d+/, "expires=1"), "GET")).status).toBe(403);
  });

  test("a report for another company's site is not found", async () => {
    app = await createTestApp();
    const c = await seedCompany(app.ctx);
    const other = await seedCompany(app.ctx);
    expect((await app.request("POST", "/reports", { token: c.manager.token, json: { site_id: other.siteId } })).status).toBe(404);
  });
});

describe("cleanup and its 03:00 schedule", () => {
  test("the cron is registered for 03:00 every day", async () => {
    app = await createTestApp();
    expect(DAILY_CLEANUP_PATTERN).toBe("0 3 * * *");
    const job = (app.runtime.app.store as { cron: Record<string, { getPattern(): string; nextRun(): Date | null }> }).cron["daily-cleanup"]!;
    expect(job.getPattern()).toBe("0 3 * * *");
    const next = job.nextRun()!;
    expect([next.getHours(), next.getMinutes()]).toEqual([3, 0]);
  });

  test("deletes old and imported cache entries, expired invitations and stale temp files; once a day", async () => {
    const clock = new ManualClock(new Date("2026-03-10T03:00:00Z"));
    app = await createTestApp({}, { clock });
    const c = await seedCompany(app.ctx);
    const daysAgo = (d: number) => new Date(clock.now().getTime() - d * 86_400_000).toISOString();
    const cache = (name: string, age: number, imported: boolean) => app!.ctx.db.insert(webSearchCache).values({
      cacheId: newId(), companyId: c.companyId, productNameNormalized: name, manufacturerNormalized: "m", searchQueryUsed: "q",
      searchedAt: daysAgo(age), results: [], resultCount: 0, lastAccessedAt: daysAgo(age), sdsImported: imported,
    }).run();
    cache("fresh", 1, false); cache("month-old", 31, false); cache("imported-week", 8, true); cache("imported-new", 2, true); cache("29-days", 29, false);
    const invite = (expiresDays: number, accepted: boolean) => app!.ctx.db.insert(invitations).values({
      invitationId: newId(), companyId: c.companyId, email: `${newId()}@x.test`, role: "viewer", tokenHash: newId(),
      expiresAt: daysAgo(-expiresDays), acceptedAt: accepted ? daysAgo(1) : null, createdAt: daysAgo(8),
    }).run();
    invite(-1, false); invite(-1, true); invite(3, false);
    const oldTemp = app.ctx.blobs.tempPath();
    writeFileSync(oldTemp, "left by a crash");
    utimesSync(oldTemp, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));
    writeFileSync(app.ctx.blobs.tempPath(), "an upload in progress");

    const first = dailyCleanupTick(app.ctx);
    expect(dailyCleanupTick(app.ctx)).toBe(first); // one cleanup per day
    await settleJobs(app.ctx);
    const job = jobsOf(app.ctx, "cleanup").find((j) => j.jobId === first)!;
    expect(job).toMatchObject({ status: "completed", result: { web_search_cache_deleted: 2, invitations_deleted: 1, temp_files_deleted: 1 } });
    const left = app.ctx.db.select({ n: webSearchCache.productNameNormalized }).from(webSearchCache).all().map((r) => r.n).sort();
    expect(left).toEqual(["29-days", "fresh", "imported-new"]);
    expect(app.ctx.db.select().from(invitations).all()).toHaveLength(2);
    expect(app.ctx.blobs.tempCount()).toBe(1);
  });

  test("removes day-old blobs that no row references, and nothing else", async () => {
    app = await createTestApp();
    const c = await seedCompany(app.ctx);
    const dayAgo = new Date(Date.now() - 2 * 86_400_000);
    const orphan = await app.ctx.blobs.putBytes(new TextEncoder().encode("%PDF-1.4 orphan left by a crash"));
    utimesSync(app.ctx.blobs.pathOf(orphan.sha256), dayAgo, dayAgo);
    const young = await app.ctx.blobs.putBytes(new TextEncoder().encode("%PDF-1.4 an upload still committing"));
    const form = new FormData();
    form.append("file", new File([makePdf(["Kept label", "EPA Reg. No. 1234-5"])], "label.pdf", { type: "application/pdf" }));
    form.append("epa_registration_number", "1234-5");
    const label = await app.request("POST", "/chem/labels", { token: c.manager.token, form });
    expect(label.status).toBe(201);
    const kept = app.ctx.db.select().from(labels).all()[0]!.fileChecksum;
    utimesSync(app.ctx.blobs.pathOf(kept), dayAgo, dayAgo);

    const id = dailyCleanupTick(app.ctx);
    await settleJobs(app.ctx);
    expect(jobsOf(app.ctx, "cleanup").find((j) => j.jobId === id)!.result).toMatchObject({ orphan_blobs_deleted: 1 });
    expect(app.ctx.blobs.has(orphan.sha256)).toBe(false);
    expect(app.ctx.blobs.has(young.sha256)).toBe(true);
    expect(app.ctx.blobs.has(kept)).toBe(true);
  });

  test("finished jobs are pruned after their keeping time; failed ones are kept longer, unfinished ones always", async () => {
    app = await createTestApp();
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    const add = (status: "completed" | "failed" | "pending", daysAgo: number) => {
      const jobId = newId();
      app!.ctx.db.insert(jobs).values({
        jobId, kind: "report_generate", payload: {}, status, priority: 1, attempts: 1, maxAttempts: 4,
        runAfter: status === "pending" ? at(-1) : at(daysAgo), createdAt: at(daysAgo), updatedAt: at(daysAgo),
        finishedAt: status === "pending" ? null : at(daysAgo),
      }).run();
      return jobId;
    };
    const kept = [add("completed", 2), add("failed", 40), add("pending", 200)];
    const gone = [add("completed", 31), add("failed", 91)];
    const id = dailyCleanupTick(app.ctx);
    await app.ctx.jobs.idle(); // the pending job is scheduled a day ahead: not work in progress
    expect(jobsOf(app.ctx, "cleanup").find((j) => j.jobId === id)!.result).toMatchObject({ jobs_deleted: 2 });
    const left = new Set(app.ctx.db.select({ id: jobs.jobId }).from(jobs).all().map((r) => r.id));
    for (const k of kept) expect(left.has(k)).toBe(true);
    for (const g of gone) expect(left.has(g)).toBe(false);
  });
});
