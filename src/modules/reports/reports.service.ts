import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { sites } from "../admin/admin.table";
import { listChemicalsInReportOrder } from "../inventory/chemicals.repository";
import type { InventoryReportRow } from "./inventory-csv";
import { reports } from "./reports.table";

export type ReportRow = typeof reports.$inferSelect;

export const toReport = (r: ReportRow) => ({
  report_id: r.reportId, kind: r.kind, site_id: r.siteId, include_removed: r.includeRemoved, status: r.status, file_name: r.fileName, file_size: r.fileSize,
  row_count: r.rowCount, error: r.error, requested_by_user_id: r.requestedByUserId, created_at: r.createdAt, completed_at: r.completedAt,
});

export function getReport(db: DbOrTx, companyId: string, reportId: string): ReportRow {
  const row = db.select().from(reports).where(and(eq(reports.companyId, companyId), eq(reports.reportId, reportId))).get();
  if (!row) throw errors.notFound("Report");
  return row;
}

export function listReports(db: DbOrTx, companyId: string, page: { limit: number; offset: number }) {
  const where = eq(reports.companyId, companyId);
  const rows = db.select().from(reports).where(where).orderBy(desc(reports.createdAt), desc(reports.reportId)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(reports).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** POST /reports: records the report (pending) and its report_generate job in one transaction. */
export function requestInventoryReport(ctx: AppContext, actor: Actor, input: { site_id?: string | null; include_removed?: boolean }): ReportRow {
  const siteId = input.site_id ?? null;
  if (siteId && !ctx.db.select({ id: sites.siteId }).from(sites).where(and(eq(sites.companyId, actor.companyId), eq(sites.siteId, siteId))).get()) {
    throw errors.notFound("Site");
  }
  const now = ctx.clock.now();
  const iso = now.toISOString();
  return ctx.db.transaction((tx) => {
    const row = tx.insert(reports).values({
      reportId: newId(), companyId: actor.companyId, siteId, includeRemoved: input.include_removed ?? false, kind: "chemical_inventory", status: "pending", requestedByUserId: actor.userId, createdAt: iso,
    }).returning().get();
    ctx.jobs.enqueue(tx, { kind: "report_generate", companyId: actor.companyId, payload: { report_id: row.reportId, company_id: actor.companyId } }, now);
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "report.request", entityType: "report", entityId: row.reportId, after: toReport(row), requestId: actor.requestId }, iso);
    return row;
  });
}

/**
 * Every inventory item of the company (or one site) as a report row, by site, location and product;
 * with includeRemoved, each location's removed items (records) follow its items.
 */
export function inventoryReportRows(db: DbOrTx, companyId: string, siteId: string | null, opts: { includeRemoved?: boolean } = {}): InventoryReportRow[] {
  return listChemicalsInReportOrder(db, companyId, siteId, undefined, opts).map((c) => ({
    site: c.site.name, location: c.location?.name ?? null, productName: c.company_product.product_name,
    manufacturer: c.company_product.manufacturer, casNumber: c.company_product.cas_number,
    quantity: c.quantity, containerSize: c.container_size, sizeUnit: c.size_unit,
    // The product's own signal word (from its label) first, else the one parsed from its SDS.
    signalWord: c.company_product.signal_word ?? c.sds?.signal_word ?? null,
    sdsStatus: !c.sds_id ? "missing" : c.sds?.is_current === false ? "superseded" : "current",
    sdsRevisionDate: c.sds?.revision_date ?? null, epaRegistrationNumber: c.company_product.epa_registration_number,
    inUseFrom: c.created_at, removedAt: c.removed_at,
  }));
}
