import { Elysia } from "elysia";
import type { AppContext } from "../context";
import { encodedResponse, webAssets } from "./web-assets";
import { PAGE_SECURITY_HEADERS, pageBytes, pageHtml } from "./page-shell";

const hidden = { detail: { hide: true } };

/**
 * The web app, served at {API_ROOT}/ beside the API: hashed assets (cached for a year), the
 * service worker (at the root, so that it can keep the station's PDFs under /api for offline use),
 * and the pages. A page is an HTML shell; the page's script draws it (web/).
 */
export const webRoutes = (ctx: AppContext) => {
  const root = ctx.config.apiRoot;
  const assets = webAssets();
  const pages = new Map<string, ReturnType<typeof pageBytes>>();
  const page = (request: Request, name: string, title: string) => {
    let bytes = pages.get(`${name}\n${title}`);
    if (!bytes) pages.set(`${name}\n${title}`, (bytes = pageBytes(pageHtml(assets, { root, page: name, title }))));
    return encodedResponse(request, bytes, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", ...PAGE_SECURITY_HEADERS });
  };
  return new Elysia({ prefix: root })
    .get("/assets/:name", ({ params, request }) => {
      const asset = assets.files.get(params.name);
      if (!asset || params.name === "sw.js") return new Response("Not found", { status: 404 });
      if (request.headers.get("if-none-match") === asset.etag) return new Response(null, { status: 304, headers: { etag: asset.etag } });
      return encodedResponse(request, asset, {
        "content-type": asset.type, "cache-control": "public, max-age=31536000, immutable", etag: asset.etag, "x-content-type-options": "nosniff",
      });
    }, hidden)
    .get("/sw.js", ({ request }) => {
      const sw = assets.files.get("sw.js")!;
      return encodedResponse(request, sw, {
        "content-type": sw.type, "cache-control": "no-cache", "service-worker-allowed": `${root}/`, "x-content-type-options": "nosniff",
      });
    }, hidden)
    .get("/station/:token", ({ request }) => page(request, "station", "SDS station"), hidden)
    .get("/station/:token/products/:product_id", ({ request }) => page(request, "station", "SDS station"), hidden)
    // The signed-in workspace: one page, drawn for each of its addresses (a reload keeps the view).
    .get("/", ({ request }) => page(request, "workspace", "chemsafe"), hidden)
    .get("/sign-in", ({ request }) => page(request, "workspace", "Sign in · chemsafe"), hidden)
    .get("/dashboard", ({ request }) => page(request, "workspace", "Dashboard · chemsafe"), hidden)
    .get("/library", ({ request }) => page(request, "workspace", "SDS library · chemsafe"), hidden)
    .get("/library/:sds_id", ({ request }) => page(request, "workspace", "SDS library · chemsafe"), hidden)
    .get("/inventory", ({ request }) => page(request, "inventory", "Inventory · chemsafe"), hidden)
    .get("/products", ({ request }) => page(request, "catalog", "Products · chemsafe"), hidden).get("/products/:id", ({ request }) => page(request, "catalog", "Product · chemsafe"), hidden).get("/labels", ({ request }) => page(request, "catalog", "Pesticide labels · chemsafe"), hidden).get("/reports", ({ request }) => page(request, "catalog", "Reports · chemsafe"), hidden).get("/notifications", ({ request }) => page(request, "catalog", "Notifications · chemsafe"), hidden).get("/web-search", ({ request }) => page(request, "catalog", "Web SDS search · chemsafe"), hidden)
    .get("/admin", ({ request }) => page(request, "admin", "Administration · chemsafe"), hidden)
    .get("/admin/users", ({ request }) => page(request, "admin", "Users and invitations · chemsafe"), hidden)
    .get("/admin/sites", ({ request }) => page(request, "admin", "Sites and station links · chemsafe"), hidden)
    .get("/admin/jobs", ({ request }) => page(request, "admin", "Job queue · chemsafe"), hidden)
    .get("/admin/audit", ({ request }) => page(request, "admin", "Audit log · chemsafe"), hidden)
    // Everyone's account pages: the links people are handed (invitation, password reset) and their own account.
    .get("/accept-invite", ({ request }) => page(request, "account", "Accept the invitation · chemsafe"), hidden)
    .get("/reset-password", ({ request }) => page(request, "account", "Set a new password · chemsafe"), hidden)
    .get("/account", ({ request }) => page(request, "account", "Your account · chemsafe"), hidden);
};
