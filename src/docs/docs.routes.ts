import { Elysia } from "elysia";
import type { AppContext } from "../context";
import { buildOpenApiDocument, type RoutesSource } from "./openapi-document";
// Embedded in the executable by `bun build --compile`: the docs load with no outside URL.
import swaggerBundle from "swagger-ui-dist/swagger-ui-bundle.js" with { type: "file" };
import swaggerCss from "swagger-ui-dist/swagger-ui.css" with { type: "file" };
import redocBundle from "redoc/bundles/redoc.standalone.js" with { type: "file" };

const ASSETS: Record<string, { path: string; type: string }> = {
  "swagger-ui-bundle.js": { path: swaggerBundle, type: "text/javascript; charset=utf-8" },
  "swagger-ui.css": { path: swaggerCss, type: "text/css; charset=utf-8" },
  "redoc.standalone.js": { path: redocBundle, type: "text/javascript; charset=utf-8" },
};

// ReDoc's sidebar footer always loads its logo from this CDN (no option turns it off). The CSP
// below would block it, but the browser still logs a violation each time; instead the bundle is
// served with that one URL replaced by an empty data: URL, the image fails locally and ReDoc drops it.
const REDOC_LOGO_URL = "https://cdn.redoc.ly/redoc/logo-mini.svg";
let redocBytes: Promise<Uint8Array> | undefined;
const redocBundleBytes = () =>
  (redocBytes ??= Bun.file(redocBundle).text().then((js) => new TextEncoder().encode(js.replaceAll(REDOC_LOGO_URL, "data:,"))));

const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  // Nothing on these pages may reach outside the appliance.
  "content-security-policy": "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; worker-src 'self' blob:; connect-src 'self'",
};

function swaggerPage(base: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chemsafe API</title>
<link rel="stylesheet" href="${base}/docs/assets/swagger-ui.css"></head><body><div id="swagger-ui"></div>
<script src="${base}/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: "${base}/openapi.json", dom_id: "#swagger-ui", validatorUrl: null, deepLinking: true, persistAuthorization: true });</script>
</body></html>`;
}

function redocPage(base: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chemsafe API reference</title></head><body>
<div id="redoc"></div><script src="${base}/docs/assets/redoc.standalone.js"></script>
<script>Redoc.init("${base}/openapi.json", { hideDownloadButton: false, disableSearch: false }, document.getElementById("redoc"));</script>
</body></html>`;
}

/**
 * The OpenAPI document at {API_ROOT}/api/openapi.json: generated from the routes of `app` (the whole
 * application, known once it is built) on first request, then kept (routes do not change).
 */
export const openapiRoute = (ctx: AppContext, app: () => RoutesSource) => {
  let document: Record<string, unknown> | undefined;
  return new Elysia().get(`${ctx.config.apiRoot}/api/openapi.json`, () => (document ??= buildOpenApiDocument(ctx, app())), { detail: { hide: true } });
};

export const docsRoutes = (ctx: AppContext) => {
  const base = `${ctx.config.apiRoot}/api`;
  return new Elysia()
    .get("/docs", () => new Response(swaggerPage(base), { headers: PAGE_HEADERS }), { detail: { hide: true } })
    .get("/redoc", () => new Response(redocPage(base), { headers: PAGE_HEADERS }), { detail: { hide: true } })
    .get("/docs/assets/:name", async ({ params }) => {
      const asset = ASSETS[params.name];
      if (!asset) return new Response("Not found", { status: 404 });
      const body = asset.path === redocBundle ? await redocBundleBytes() : Bun.file(asset.path);
      return new Response(body, { headers: { "content-type": asset.type, "cache-control": "public, max-age=86400" } });
    }, { detail: { hide: true } });
};
