import { Elysia, t } from "elysia";
import type { Server } from "bun";
import type { AppContext } from "../../context";
import { ClientAddressResolver } from "../../shared/client-address";
import { errors } from "../../shared/errors";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageResponse } from "../../shared/paging";
import { idParam } from "../admin/admin.schemas";
import { authPlugin } from "../auth/auth.plugin";
import { baseUrlOf } from "../auth/auth.routes";
import { findStation } from "./station.repository";
import { StationLimiter } from "./station-limiter";
import { describeStationLink, revokeStationLink, rotateStationLink } from "./station-links.service";
import {
  stationInfoResponse, stationLinkCreated, stationLinkState, stationProductDetails, stationSearchQuery,
  stationLangQuery, stationSearchResponse, stationSnapshotResponse, tokenParam,
} from "./station.schemas";
import { searchStation, stationInfo, stationLanguage, stationProduct, stationSdsFile, stationSnapshot } from "./station.service";

/** Admin: a site's station link (make or rotate, see, revoke). */
export const stationLinkRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .post("/sites/:site_id/station-link", async ({ actor, params, request, set }) => {
      set.status = 201;
      return await rotateStationLink(ctx, actor, params.site_id, baseUrlOf(ctx, request));
    }, {
      role: "admin", params: idParam("site_id"), response: { 201: stationLinkCreated, ...withErrors },
      ...doc("Station", "Make the site's SDS station link; an existing link stops working"),
    })
    .get("/sites/:site_id/station-link", ({ actor, params, request }) => describeStationLink(ctx, actor, params.site_id, baseUrlOf(ctx, request)), {
      role: "admin", params: idParam("site_id"), response: { 200: stationLinkState, ...withErrors },
      ...doc("Station", "The site's station link (url and QR code), or that it has none", {
        description: "A station link is a read link printed on posters and labels, not a password. A link made before links were kept for printing (or restored from a backup, which does not carry the key) still works but has no url here (printable: false): make a new link to print it.",
      }),
    })
    .delete("/sites/:site_id/station-link", ({ actor, params, set }) => {
      revokeStationLink(ctx, actor, params.site_id);
      set.status = 204;
      return null;
    }, {
      role: "admin", params: idParam("site_id"), response: { 204: t.Null({ description: "Revoked" }), ...withErrors },
      ...doc("Station", "Revoke the site's station link"),
    });

const publicDoc = (summary: string) => ({ detail: { tags: ["Station"], summary, security: [] } });
const publicErrors = { 404: errorSchema, 422: errorSchema, 429: errorSchema } as const;

/**
 * The site SDS station: no login, the token in the path is the key. It reads only what
 * station.repository lets through (current SDSs of the site's products), and every request counts
 * against its client address's budget.
 */
export const stationRoutes = (ctx: AppContext) => {
  const limiter = new StationLimiter(ctx.config.station.rateLimitPerMinute);
  const clients = new ClientAddressResolver(ctx.config.trustProxy);
  return new Elysia({ prefix: "/station/:token" })
    .onBeforeHandle({ as: "local" }, ({ request, server, params }) => {
      const address = clients.resolve((server as Server<unknown> | null)?.requestIP(request)?.address, request.headers.get("x-forwarded-for"));
      const now = ctx.clock.now().getTime();
      const wait = limiter.take(address, now);
      if (wait !== null) throw errors.rateLimited("Too many requests from this device; wait a moment and try again", wait);
      if (!findStation(ctx.db, (params as { token: string }).token)) limiter.missed(address, now);
    })
    .onAfterHandle({ as: "local" }, ({ set }) => {
      set.headers["referrer-policy"] = "no-referrer";
    })
    .get("", ({ params }) => stationInfo(ctx, params.token), {
      params: tokenParam, response: { 200: stationInfoResponse, ...publicErrors }, ...publicDoc("The station's site"),
    })
    .get("/products", ({ params, query }) => {
      const p = pageOf(query);
      const { rows, total, exact } = searchStation(ctx, params.token, query.q ?? "", p);
      return { ...pageResponse(rows, total, p), total_exact: exact };
    }, {
      params: tokenParam, query: stationSearchQuery, response: { 200: stationSearchResponse, ...publicErrors },
      ...publicDoc("Search the site's products with an SDS by name, manufacturer, CAS number or barcode"),
    })
    .get("/products/:product_id", ({ params, query, request }) =>
      stationProduct(ctx, params.token, params.product_id, stationLanguage(query.lang, request.headers.get("accept-language"))), {
      params: t.Object({ token: tokenParam.properties.token, product_id: t.String({ minLength: 1, maxLength: 100 }) }),
      query: stationLangQuery,
      response: { 200: stationProductDetails, ...publicErrors },
      ...publicDoc("A product's signal word, pictograms, hazard statements (in the language asked for) and SDS sections 4 to 8 (as the document has them)"),
    })
    // The whole site in one answer (hundreds of KB at a large site): compressed when the browser takes gzip.
    .get("/offline", ({ params, query, request }) => {
      const json = JSON.stringify(stationSnapshot(ctx, params.token, stationLanguage(query.lang, request.headers.get("accept-language"))));
      const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
      return new Response(gzip ? Bun.gzipSync(json) : json, {
        headers: { "content-type": "application/json", vary: "Accept-Encoding, Accept-Language", "referrer-policy": "no-referrer", ...(gzip ? { "content-encoding": "gzip" } : {}) },
      });
    }, {
      params: tokenParam, query: stationLangQuery, response: { 200: stationSnapshotResponse, ...publicErrors },
      ...publicDoc("Everything the station shows, for the page's offline copy (statements in one language)"),
    })
    .get("/sds/:sds_id", ({ params, request }) => stationSdsFile(ctx, params.token, params.sds_id, request), {
      params: t.Object({ token: tokenParam.properties.token, sds_id: t.String({ minLength: 1, maxLength: 100 }) }),
      response: { 200: t.Any({ description: "the PDF" }), 206: t.Any({ description: "a byte range of the PDF" }), 416: errorSchema, ...publicErrors },
      ...publicDoc("The SDS PDF of one of the site's products (Range supported)"),
    });
};
