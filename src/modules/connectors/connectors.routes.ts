import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { importFromUrlBody, importFromUrlResponse, webSearchBody, webSearchResponse } from "./connectors.schemas";
import { importFromUrl } from "./import-url.service";
import { searchWeb } from "./websearch.service";

const upstreamErrors = { 502: errorSchema, 503: errorSchema, 504: errorSchema } as const;

/** Outbound connectors: web SDS search and import by URL (group /chem/sds). */
export const connectorsRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: "/chem/sds" })
    .use(authPlugin(ctx))
    .post("/search-web", ({ actor, body }) => searchWeb(ctx, actor, body), {
      role: "manager", body: webSearchBody,
      response: { 200: webSearchResponse, 429: errorSchema, ...upstreamErrors, ...withErrors },
      ...doc("SDS web search", "Search the web for an SDS (cached per company; 503 when switched off)", {
        description: "Use only when the library search found nothing. A fresh cache entry (under 7 whole days old) answers without a provider call. Provider calls are limited per UTC day (50 per company, 20 per user); over the limit → 429 with Retry-After.",
      }),
    })
    .post("/import-from-url", async ({ actor, body, status }) => {
      const result = await importFromUrl(ctx, actor, body);
      return result.created ? status(201, result.body) : status(200, result.body);
    }, {
      role: "manager", body: importFromUrlBody,
      response: { 200: importFromUrlResponse, 201: importFromUrlResponse, 413: errorSchema, 415: errorSchema, ...upstreamErrors, ...withErrors },
      ...doc("SDS web search", "Import an SDS PDF from an https URL", {
        description: "201 with the new SDS, or 200 with the existing one when the same file (SHA-256) is already in the repository. The URL must be https on port 443 and reach only public addresses (hosts in IMPORT_ALLOWED_HOSTS excepted); at most 3 redirects, each checked; 20 MB and 30 s limits; the body must start with %PDF-. Refused URLs answer 422 URL_NOT_ALLOWED.",
      }),
    });
