import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { authErrors, doc } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";

const connectorStatus = t.Object({
  web_search_enabled: t.Boolean({ description: "WEBSEARCH_ENABLED: POST /chem/sds/search-web answers 503 FEATURE_DISABLED when false" }),
  label_lookup_enabled: t.Boolean({ description: "LABEL_LOOKUP_ENABLED: the regulator's label service is asked for pesticide labels" }),
}, { title: "ConnectorStatus" });

/** Which outbound connectors are switched on, so a page offers them only when they can work (viewer and up). */
export const connectorStatusRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/connectors", () => ({ web_search_enabled: ctx.config.websearch.enabled, label_lookup_enabled: ctx.config.labelLookup.enabled }), {
      role: "viewer", response: { 200: connectorStatus, ...authErrors },
      ...doc("SDS web search", "Which outbound connectors (web SDS search, label lookup) are switched on"),
    });
