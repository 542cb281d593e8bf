import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { webSearchBody, webSearchResponse } from "./connectors.schemas";
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
    });
