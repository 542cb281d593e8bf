import { t } from "elysia";
import { and, eq } from "drizzle-orm";
import { defineJob, PermanentJobError } from "../jobs/job-definition";
import { sites } from "../admin/admin.table";
import { inventoryCsv } from "./inventory-csv";
import { inventoryReportRows } from "./reports.service";
import { reports } from "./reports.table";

/**
 * report_generate: the chemical inventory report of a site (or of every site) as CSV, stored in
 * the blob store and downloaded through a signed link. A report already completed is not redone.
 */
export const reportGenerateJob = defineJob({
  kind: "report_generate",
  priority: 4,
  payload: t.Object({ report_id: t.String({ format: "uuid" }), company_id: t.String({ format: "uuid" }) }),
  async handle(ctx, p) {
    const where = and(eq(reports.companyId, p.company_id), eq(reports.reportId, p.report_id));
    const report = ctx.db.select().from(reports).where(where).get();
    if (!report) throw new PermanentJobError(`report ${p.report_id} does not exist`);
    if (report.status === "completed") return { report_id: report.reportId, status: "completed" };
    const rows = inventoryReportRows(ctx.db, p.company_id, report.siteId, { includeRemoved: report.includeRemoved });
    const csv = new TextEncoder().encode(`\uFEFF${inventoryCsv(rows, { includeRemoved: report.includeRemoved })}`);
    const stored = await ctx.blobs.putBytes(csv);
    const siteName = report.siteId
      ? ctx.db.select({ name: sites.name }).from(sites).where(and(eq(sites.companyId, p.company_id), eq(sites.siteId, report.siteId))).get()?.name ?? "site"
      : "all-sites";
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const fileName = `chemical-inventory-${siteName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${day}.csv`;
    ctx.db.update(reports).set({
      status: "completed", fileName, fileChecksum: stored.sha256, fileSize: stored.size, rowCount: rows.length, error: null,
      completedAt: ctx.clock.now().toISOString(),
    }).where(where).run();
    return { report_id: report.reportId, status: "completed", row_count: rows.length };
  },
  onFinalFailure(ctx, p, _run, error) {
    ctx.db.update(reports).set({ status: "failed", error: error.message.slice(0, 1000) })
      .where(and(eq(reports.companyId, p.company_id), eq(reports.reportId, p.report_id))).run();
  },
});
