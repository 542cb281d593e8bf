import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Routes anyone may call without a token: sign-in, invitation and password reset links, the signed download links
 * and the SDS station
 * (their signature is the credential). Every other /api/v1 route declares a role and must answer an
 * anonymous caller 401 before it looks at the body, query or path (a 422 would tell a stranger
 * what the route accepts). A new public route must be added here on purpose.
 */
const PUBLIC = new Set([
  "POST /api/v1/auth/login",
  "POST /api/v1/auth/session",
  "GET /api/v1/auth/accept-invite",
  "POST /api/v1/auth/accept-invite",
  // The same, from the accept-invitation web page: the account is made and the browser signed in by cookie.
  "POST /api/v1/auth/accept-invite/session",
  "GET /api/v1/auth/reset-password",
  "POST /api/v1/auth/reset-password",
  "GET /api/v1/chem/sds/:sds_id/file",
  "GET /api/v1/chem/labels/:label_id/file",
  "GET /api/v1/reports/:report_id/file",
  // A binder file behind a signed link (the signature is the credential, as for reports).
  "GET /api/v1/binders/:binder_id/:file",
  // The site SDS station: the token in the path is the credential (an unknown one is 404).
  "GET /api/v1/station/:token",
  "GET /api/v1/station/:token/products",
  "GET /api/v1/station/:token/products/:product_id",
  "GET /api/v1/station/:token/offline",
  "GET /api/v1/station/:token/sds/:sds_id",
]);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const roleRoutes = () => ((app.runtime.app as unknown as { routes: { method: string; path: string }[] }).routes)
  .filter((r) => r.path.startsWith("/api/v1/") && !PUBLIC.has(`${r.method} ${r.path}`));

/** A request that breaks every schema it can: an id that is not a UUID, a query value of the wrong type, a body with unknown and wrong fields. */
const badRequestFor = (r: { method: string; path: string }) => ({
  path: `${r.path.replace(/:\w+/g, "not-a-uuid").replace(/^\/api\/v1/, "")}?page=lots&page_size=-1`,
  json: r.method === "GET" || r.method === "DELETE" ? undefined : { unexpected_field: true, email: 42, name: ["x"] },
});

describe("anonymous requests with a bad body, query or path answer 401, not 422", () => {
  test("the five routes from the report", async () => {
    for (const [method, path] of [["POST", "/chemicals"], ["POST", "/users/invite"], ["POST", "/chem/sds/search-web"], ["POST", "/chem/sds/import-from-url"], ["PATCH", "/chem/sds/not-a-uuid/review"]] as const) {
      const res = await app.request(method, path, { json: { nonsense: 1 } });
      expect(`${method} ${path} → ${res.status}`).toBe(`${method} ${path} → 401`);
      expect(res.body).toMatchObject({ success: false, error: "UNAUTHORIZED" });
    }
  });

  test("every route that declares a role (walked from the route table)", async () => {
    const routes = roleRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const r of routes) {
      const req = badRequestFor(r);
      const res = await app.request(r.method, req.path, { json: req.json });
      if (res.status !== 401 || res.body?.error !== "UNAUTHORIZED") wrong.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  test("a body that is not even JSON is also 401 for an anonymous caller", async () => {
    const res = await app.request("POST", "/chemicals", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(401);
  });

  test("a bad token with a bad body is 401 too", async () => {
    const res = await app.request("POST", "/users/invite", { token: "not.a.token", json: { email: 1 } });
    expect(res.status).toBe(401);
  });
});
