import { Elysia, t } from "elysia";
import { pageOf, pageQuery } from "../../shared/paging";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { getZipJobStatus, startZipUpload } from "./bulk-upload.service";
import { uploadBulk, uploadSingle } from "./sds-upload.service";
import { uploadNewVersion } from "./sds-version.service";
import { bulkFilesQuery, bulkForm, bulkJobResponse, bulkUploadResponse, jobIdParam, sdsIdParam, uploadForm, uploadResponse, versionForm, zipForm } from "./sds.schemas";

const TAG = "SDS library";
const uploadErrors = { ...withErrors, 400: errorSchema, 413: errorSchema, 415: errorSchema };

/**
 * Uploads. These routes read the multipart body themselves (`parse: "none"`): files stream to the
 * blob store's temp folder instead of being held in memory.
 */
export const sdsUploadRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .post("/sds/upload", async ({ actor, request, status }) => {
      const r = await uploadSingle(ctx, actor, request);
      return r.is_duplicate ? status(200, r) : status(201, r);
    }, {
      role: "manager", parse: "none", response: { 200: uploadResponse, 201: uploadResponse, ...uploadErrors },
      ...doc(TAG, "Upload one SDS (PDF); a file already in the repository is mapped, not stored twice", uploadForm),
    })
    .post("/chem/sds/bulk-upload", ({ actor, request }) => uploadBulk(ctx, actor, request), {
      role: "manager", parse: "none", response: { 200: bulkUploadResponse, ...uploadErrors },
      ...doc(TAG, "Upload up to 25 SDS PDFs; each file succeeds or fails on its own", bulkForm),
    })
    .post("/chem/sds/bulk-upload-zip", async ({ actor, request, set }) => {
      const job = await startZipUpload(ctx, actor, request);
      set.status = 202;
      return job;
    }, {
      role: "manager", parse: "none", response: { 202: bulkJobResponse, ...uploadErrors },
      ...doc(TAG, "Upload a ZIP of SDS PDFs (up to 500 MB), processed in the background", zipForm),
    })
    .get("/chem/sds/bulk-upload-status/:job_id", ({ actor, params, query }) => getZipJobStatus(ctx, actor, params.job_id, { ...pageOf(query), outcome: query.outcome }), {
      role: "viewer", params: jobIdParam, query: t.Object({ ...pageQuery, ...bulkFilesQuery }), response: { 200: bulkJobResponse, ...withErrors }, ...doc(TAG, "Progress and results of a ZIP upload"),
    })
    .post("/chem/sds/:sds_id/new-version", async ({ actor, params, request, set }) => {
      const r = await uploadNewVersion(ctx, actor, params.sds_id, request);
      set.status = 201;
      return r;
    }, {
      role: "manager", parse: "none", params: sdsIdParam, response: { 201: uploadResponse, 409: errorSchema, ...uploadErrors },
      ...doc(TAG, "Upload a new version of an SDS: the old one is superseded, this company's products and items move to the new one", versionForm),
    });
