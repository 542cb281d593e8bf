import { Elysia, t } from "elysia";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { baseUrlOf } from "../auth/auth.routes";
import { blobResponse, downloadLink, downloadLinkResponse, signedQuery, verifyLink } from "../reports/signed-download";
import { binderForDownload, binderState, emergencyInventory, requestBinder, toBinder } from "./binders.service";
import { siteBinders } from "./binders.table";
import { emergencyInventoryCsv, emergencyInventoryPdf } from "./emergency-inventory-files";
import { stationPoster } from "./station-poster";

const TAG = "Binders";
const uuid = t.String({ format: "uuid" });
const siteParam = t.Object({ site_id: uuid });
const binderSchema = t.Object({
  binder_id: uuid, site_id: uuid, status: t.String({ description: "pending | building | completed | failed" }),
  trigger: t.String({ description: "request | nightly" }),
  progress: t.Object({ done: t.Integer(), total: t.Integer() }, { description: "products handled of the products listed" }),
  page_count: t.Nullable(t.Integer()), sds_count: t.Nullable(t.Integer()),
  not_included_count: t.Nullable(t.Integer({ description: "SDSs listed as could not be included (damaged or missing file)" })),
  pdf_size: t.Nullable(t.Integer()), zip_size: t.Nullable(t.Integer()), error: t.Nullable(t.String()),
  requested_by_user_id: t.Nullable(t.String()), created_at: t.String(), completed_at: t.Nullable(t.String()),
}, { title: "SiteBinder" });
const FILES = { pdf: { type: "application/pdf", name: "sds-binder.pdf" }, zip: { type: "application/zip", name: "sds-binder.zip" } } as const;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "site";
const binary = { type: "string", format: "binary" } as never;

const fileResponse = (bytes: Uint8Array | string, type: string, name: string) =>
  new Response(bytes, { headers: { "content-type": type, "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store", "x-content-type-options": "nosniff" } });

/** SDS binders of a site (PDF + offline ZIP, built in the background) and its emergency inventory. */
export const bindersRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .post("/sites/:site_id/binder", ({ actor, params, set }) => {
      const { binder, jobId } = requestBinder(ctx, actor, params.site_id);
      set.status = 202;
      return { ...toBinder(binder), job_id: jobId };
    }, {
      role: "manager", params: siteParam, response: { 202: t.Composite([binderSchema, t.Object({ job_id: uuid })]), ...withErrors },
      ...doc(TAG, "Build the site's SDS binder (PDF and offline ZIP) in the background", {
        description: "Answers the build (and its job: progress in GET /jobs/{id} for admins, and in GET /sites/{id}/binder). A build already waiting or running is answered instead of a second one.",
      }),
    })
    .get("/sites/:site_id/binder", ({ actor, params }) => binderState(ctx, actor, params.site_id), {
      role: "viewer", params: siteParam, response: { 200: t.Object({ latest: t.Nullable(binderSchema), last_good: t.Nullable(binderSchema) }), ...withErrors },
      ...doc(TAG, "The site's latest binder build (with progress) and the last good binder, which downloads"),
    })
    .get("/sites/:site_id/binder/download", ({ actor, params, query, request }) => {
      const binder = binderForDownload(ctx, actor, params.site_id);
      return downloadLink(ctx, request, `/binders/${binder.binderId}/${FILES[query.format ?? "pdf"].name}`);
    }, {
      role: "viewer", params: siteParam, query: t.Object({ format: t.Optional(t.Union([t.Literal("pdf"), t.Literal("zip")])) }),
      response: { 200: downloadLinkResponse, 409: errorSchema, ...withErrors },
      ...doc(TAG, "A signed link (15 minutes) to the last good binder, as PDF (default) or offline ZIP"),
    })
    .get("/binders/:binder_id/:file", ({ params, query, request }) => {
      verifyLink(ctx, `/binders/${params.binder_id}/${params.file}`, query);
      const kind = params.file === FILES.zip.name ? "zip" : params.file === FILES.pdf.name ? "pdf" : null;
      // The verified signature names the binder: there is no caller, so no company to filter by.
      const binder = kind && ctx.db.select().from(siteBinders).where(eq(siteBinders.binderId, params.binder_id)).get();
      const checksum = binder ? (kind === "zip" ? binder.zipChecksum : binder.pdfChecksum) : null;
      if (!kind || !checksum) throw errors.notFound("Binder");
      return blobResponse(ctx, request, checksum, { fileName: FILES[kind].name, contentType: FILES[kind].type });
    }, {
      params: t.Object({ binder_id: uuid, file: t.String({ maxLength: 40 }) }), query: signedQuery,
      detail: { tags: [TAG], summary: "A binder file behind a signed link (no Authorization header)", security: [] },
      response: { 200: binary, 206: binary, 403: errorSchema, 404: errorSchema, 416: errorSchema, 422: errorSchema },
    })
    .get("/sites/:site_id/emergency-inventory.pdf", async ({ actor, params }) => {
      const { header, rows } = await emergencyInventory(ctx, actor, params.site_id);
      return fileResponse(await emergencyInventoryPdf(header, rows), "application/pdf", `emergency-inventory-${slug(header.siteName)}.pdf`);
    }, {
      role: "viewer", params: siteParam, response: { 200: binary, ...withErrors },
      ...doc(TAG, "The site's emergency inventory for first responders (PDF)", {
        description: "Each product at the site: locations, maximum quantity on hand (every container full, summed per product in litres or kilograms where the unit allows), physical state, signal word, hazard classes and the 24-hour emergency number from its SDS.",
      }),
    })
    .get("/sites/:site_id/emergency-inventory.csv", async ({ actor, params }) => {
      const { header, rows } = await emergencyInventory(ctx, actor, params.site_id);
      return fileResponse(emergencyInventoryCsv(rows), "text/csv; charset=utf-8", `emergency-inventory-${slug(header.siteName)}.csv`);
    }, {
      role: "viewer", params: siteParam, response: { 200: binary, ...withErrors },
      ...doc(TAG, "The site's emergency inventory (CSV, the same columns as the PDF)"),
    })
    .get("/sites/:site_id/station-poster.pdf", async ({ actor, params, query, request }) => {
      const bytes = await stationPoster(ctx, actor, params.site_id, query, baseUrlOf(ctx, request));
      return new Response(bytes, { headers: { "content-type": "application/pdf", "content-disposition": 'inline; filename="station-poster.pdf"', "cache-control": "no-store", "x-content-type-options": "nosniff" } });
    }, {
      role: "admin", params: siteParam,
      query: t.Object({
        paper: t.Optional(t.Union([t.Literal("letter"), t.Literal("a4")], { description: "letter (default) or a4" })),
        location_id: t.Optional(t.String({ format: "uuid", description: "a poster naming this location of the site" })),
        per_location: t.Optional(t.Boolean({ description: "one page per active location of the site" })),
      }, { additionalProperties: false }),
      response: { 200: binary, 409: errorSchema, ...withErrors },
      ...doc(TAG, "The site's SDS station poster (PDF, Letter or A4; for one location, or one page per location)", {
        description: "Prints the site's current station link (its QR code and address). 409 when the site has no station link, or when its link was made before links were kept for printing (make a new one).",
      }),
    });
