import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOfSchema } from "../../shared/paging";
import { authPlugin } from "../auth/auth.plugin";
import { archiveSds, unarchiveSds } from "./sds-archive.service";
import { getDetails } from "./sds-details.service";
import { createDownloadLink, serveSignedFile } from "./sds-download.service";
import { addToLibrary, libraryPage, reviewSds } from "./sds-library.service";
import { searchSds } from "./sds-search.service";
import {
  archiveResponse, detailsResponse, downloadLinkResponse, libraryItem, libraryQuery, reviewBody, reviewResponse, sdsDocumentResponse, sdsIdParam,
  searchQuery, searchResponse, shortItem, shortLibraryQuery,
} from "./sds.schemas";

const TAG = "SDS library";
const addResponse = t.Composite([sdsDocumentResponse, t.Object({ review_status: t.String(), already_in_library: t.Boolean() })], { title: "SdsAddedToLibrary" });

/** Reading the SDS library (viewer), reviewing and adding SDSs (manager), and the signed file link. */
export const sdsRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/sds", ({ actor, query }) => {
      const page = libraryPage(ctx, actor, query);
      return { ...page, items: page.items.map((i) => ({ sds_id: i.sds_id, product_name: i.product_name, manufacturer: i.manufacturer, revision_date: i.revision_date, review_status: i.review_status, sds_parsed: i.sds_parsed, is_current: i.is_current, archived_at: i.archived_at })) };
    }, {
      role: "viewer", query: shortLibraryQuery, response: { 200: pageOfSchema(shortItem), ...withErrors }, ...doc(TAG, "The company's SDS library in short form"),
    })
    .get("/chem/sds/library", ({ actor, query }) => libraryPage(ctx, actor, query), {
      role: "viewer", query: libraryQuery, response: { 200: pageOfSchema(libraryItem), ...withErrors },
      ...doc(TAG, "List the company's SDS library (standalone and inventory-attached), searched, filtered, sorted and paged"),
    })
    .get("/chem/sds/search", ({ actor, query }) => searchSds(ctx, actor, query), {
      role: "viewer", query: searchQuery, response: { 200: searchResponse, ...withErrors },
      ...doc(TAG, "Search the company's library and the appliance's global SDS repository"),
    })
    .get("/chem/sds/:sds_id/details", ({ actor, params }) => getDetails(ctx, actor, params.sds_id), {
      role: "viewer", params: sdsIdParam, response: { 200: detailsResponse, ...withErrors },
      ...doc(TAG, "An SDS with hazard info, composition, sections, parse status, versions, change log and review data"),
    })
    .patch("/chem/sds/:sds_id/review", ({ actor, params, body }) => reviewSds(ctx, actor, params.sds_id, body), {
      role: "manager", params: sdsIdParam, body: reviewBody, response: { 200: reviewResponse, ...withErrors }, ...doc(TAG, "Set the review status (and notes) of an SDS"),
    })
    .post("/chem/sds/:sds_id/add-to-library", ({ actor, params, set }) => {
      const r = addToLibrary(ctx, actor, params.sds_id);
      set.status = r.created ? 201 : 200;
      return r.body;
    }, {
      role: "manager", params: sdsIdParam, response: { 200: addResponse, 201: addResponse, ...withErrors }, ...doc(TAG, "Add an SDS of the global repository to the company's library"),
    })
    .post("/chem/sds/:sds_id/archive", ({ actor, params }) => archiveSds(ctx, actor, params.sds_id), {
      role: "manager", params: sdsIdParam, response: { 200: archiveResponse, 409: errorSchema, ...withErrors },
      ...doc(TAG, "Archive an SDS: it leaves the library (nothing is deleted)", { description: "The company's mapping is archived, never the shared document: it leaves the library listing and search (unless include_archived=true) and is no longer offered for attachment or matching; file, history and change log stay. Refused (409) while a product of the company (and so any inventory item) uses it." }),
    })
    .post("/chem/sds/:sds_id/unarchive", ({ actor, params }) => unarchiveSds(ctx, actor, params.sds_id), {
      role: "manager", params: sdsIdParam, response: { 200: archiveResponse, ...withErrors },
      ...doc(TAG, "Bring an archived SDS back into the library"),
    })
    .get("/chem/sds/:sds_id/download", ({ actor, params, request }) => createDownloadLink(ctx, actor, params.sds_id, request.url), {
      role: "viewer", params: sdsIdParam, response: { 200: downloadLinkResponse, ...withErrors }, ...doc(TAG, "A signed download link valid 15 minutes"),
    })
    .get("/chem/sds/:sds_id/file", ({ params, query, request }) => serveSignedFile(ctx, params.sds_id, query, request), {
      params: sdsIdParam, query: t.Object({ company: t.Optional(t.String({ format: "uuid" })), expires: t.Optional(t.String()), signature: t.Optional(t.String()) }),
      response: { 200: t.Any({ description: "the PDF" }), 206: t.Any({ description: "a byte range of the PDF" }), 403: errorSchema, 416: errorSchema, 404: errorSchema, 422: errorSchema },
      detail: { tags: [TAG], summary: "The SDS PDF through a signed link (no Authorization header; Range supported)" },
    });
