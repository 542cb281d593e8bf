import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { authPlugin } from "../auth/auth.plugin";
import { pageOf, pageOfSchema, pageQuery, pageResponse } from "../../shared/paging";
import { doc, withErrors, errorSchema } from "../../shared/openapi";
import * as admin from "./admin.service";
import { companyPatch, companyResponse, idParam, locationCreate, locationPatch, locationResponse, siteCreate, sitePatch, siteResponse } from "./admin.schemas";

/** Company, sites and locations. Reading needs viewer; writing needs admin. */
export const adminRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/companies", ({ actor }) => admin.toCompany(admin.getCompany(ctx, actor)), {
      role: "viewer", response: { 200: companyResponse, ...withErrors }, ...doc("Administration", "The caller's company"),
    })
    .patch("/companies", ({ actor, body }) => admin.toCompany(admin.updateCompany(ctx, actor, body)), {
      role: "admin", body: companyPatch, response: { 200: companyResponse, ...withErrors }, ...doc("Administration", "Update the company"),
    })
    .get("/sites", ({ actor, query }) => {
      const p = pageOf(query);
      const { rows, total } = admin.listSites(ctx, actor, p);
      return pageResponse(rows.map(admin.toSite), total, p);
    }, {
      role: "viewer", query: t.Object(pageQuery), response: { 200: pageOfSchema(siteResponse), ...withErrors }, ...doc("Administration", "List sites"),
    })
    .post("/sites", ({ actor, body, set }) => {
      set.status = 201;
      return admin.toSite(admin.createSite(ctx, actor, body));
    }, {
      role: "admin", body: siteCreate, response: { 201: siteResponse, 409: errorSchema, ...withErrors }, ...doc("Administration", "Create a site"),
    })
    .get("/sites/:site_id", ({ actor, params }) => admin.toSite(admin.getSite(ctx, actor, params.site_id)), {
      role: "viewer", params: idParam("site_id"), response: { 200: siteResponse, ...withErrors }, ...doc("Administration", "Get a site"),
    })
    .patch("/sites/:site_id", ({ actor, params, body }) => admin.toSite(admin.updateSite(ctx, actor, params.site_id, body)), {
      role: "admin", params: idParam("site_id"), body: sitePatch, response: { 200: siteResponse, 409: errorSchema, ...withErrors }, ...doc("Administration", "Update a site"),
    })
    .get("/sites/:site_id/locations", ({ actor, params, query }) => {
      const p = pageOf(query);
      const { rows, total } = admin.listLocations(ctx, actor, params.site_id, p);
      return pageResponse(rows.map(admin.toLocation), total, p);
    }, {
      role: "viewer", params: idParam("site_id"), query: t.Object(pageQuery), response: { 200: pageOfSchema(locationResponse), ...withErrors }, ...doc("Administration", "List a site's locations"),
    })
    .post("/sites/:site_id/locations", ({ actor, params, body, set }) => {
      set.status = 201;
      return admin.toLocation(admin.createLocation(ctx, actor, params.site_id, body));
    }, {
      role: "admin", params: idParam("site_id"), body: locationCreate, response: { 201: locationResponse, 409: errorSchema, ...withErrors }, ...doc("Administration", "Create a location at a site"),
    })
    .patch("/sites/:site_id/locations/:location_id", ({ actor, params, body }) => admin.toLocation(admin.updateLocation(ctx, actor, params.site_id, params.location_id, body)), {
      role: "admin", params: t.Object({ site_id: t.String({ format: "uuid" }), location_id: t.String({ format: "uuid" }) }), body: locationPatch,
      response: { 200: locationResponse, 409: errorSchema, ...withErrors },
      ...doc("Administration", "Update a location: rename, describe, deactivate or reactivate", { description: "A deactivated location (is_active false) takes no new items and no moves into it (422); the items already there stay listed." }),
    });
