import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageQuery, pageResponse } from "../../shared/paging";
import { authPlugin } from "../auth/auth.plugin";
import { getReport, listReports, requestInventoryReport, toReport } from "./reports.service";
import { reports } from "./reports.table";
import { blobResponse, downloadLink, downloadLinkResponse, signedQuery, verifyLink } from "./signed-download";
import { eq } from "drizzle-orm";

const reportResponse = t.Object({
  report_id: t.String({ format: "uuid" }), kind: t.String(), site_id: t.Nullable(t.String()),
  include_removed: t.Boolean({ description: "the report also lists removed items, with in_use_from and removed_at columns" }),
  status: t.String({ description: "pending | completed | failed" }), file_name: t.Nullable(t.String()), file_size: t.Nullable(t.Integer()),
  row_count: t.Nullable(t.Integer()), error: t.Nullable(t.String()), requested_by_user_id: t.Nullable(t.String()),
  created_at: t.String(), completed_at: t.Nullable(t.String()),
}, { title: "Report" });
const reportId = t.Object({ report_id: t.String({ format: "uuid" }) });

/** Chemical inventory reports (CSV per site, or for every site), generated in the background. */
export const reportsRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .post("/reports", ({ actor, body, set }) => {
      set.status = 202;
      return toReport(requestInventoryReport(ctx, actor, body));
    }, {
      role: "manager", body: t.Object({
        site_id: t.Optional(t.Nullable(t.String({ format: "uuid" }))),
        include_removed: t.Optional(t.Boolean({ description: "also list removed items (records kept when an item is deleted), with in_use_from and removed_at columns" })),
      }, { additionalProperties: false }),
      response: { 202: reportResponse, ...withErrors },
      ...doc("Reports", "Request a chemical inventory report (CSV) for a site, or for all sites without site_id"),
    })
    .get("/reports", ({ actor, query }) => {
      const p = pageOf(query);
      const { rows, total } = listReports(ctx.db, actor.companyId, p);
      return pageResponse(rows.map(toReport), total, p);
    }, {
      role: "viewer", query: t.Object(pageQuery), response: { 200: pageOfSchema(reportResponse), ...withErrors }, ...doc("Reports", "List reports"),
    })
    .get("/reports/:report_id", ({ actor, params }) => toReport(getReport(ctx.db, actor.companyId, params.report_id)), {
      role: "viewer", params: reportId, response: { 200: reportResponse, ...withErrors }, ...doc("Reports", "One report"),
    })
    .get("/reports/:report_id/download", ({ actor, params, request }) => {
      const report = getReport(ctx.db, actor.companyId, params.report_id);
      if (report.status !== "completed") throw errors.conflict(`The report is ${report.status}`);
      return downloadLink(ctx, request, `/reports/${report.reportId}/file`);
    }, {
      role: "viewer", params: reportId, response: { 200: downloadLinkResponse, 409: errorSchema, ...withErrors },
      ...doc("Reports", "A signed download link for a completed report (15 minutes)"),
    })
    .get("/reports/:report_id/file", ({ params, query, request }) => {
      verifyLink(ctx, `/reports/${params.report_id}/file`, query);
      // The verified signature names the report: there is no caller, so no company to filter by.
      const report = ctx.db.select().from(reports).where(eq(reports.reportId, params.report_id)).get();
      if (!report?.fileChecksum) throw errors.notFound("Report");
      return blobResponse(ctx, request, report.fileChecksum, { fileName: report.fileName ?? "report.csv", contentType: "text/csv; charset=utf-8" });
    }, {
      params: reportId, query: signedQuery,
      detail: { tags: ["Reports"], summary: "The report file behind a signed link (no Authorization header)", security: [] },
      response: { 200: { type: "string", format: "binary" } as never, 206: { type: "string", format: "binary" } as never, 403: errorSchema, 416: errorSchema, 404: errorSchema, 422: errorSchema },
    });
