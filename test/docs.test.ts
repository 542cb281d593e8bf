import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, send, type TestApp } from "./helpers/test-app";

let app: TestApp;
let spec: any;
beforeAll(async () => {
  app = await createTestApp();
  spec = (await send(`${app.origin}/api/openapi.json`, "GET")).body;
});
afterAll(async () => app.close());

test("every /api route of the app is in the OpenAPI document, with responses and a summary", () => {
  const routes = (app.runtime.app.routes as { method: string; path: string; hooks?: { detail?: { hide?: boolean } } }[])
    .filter((r) => r.path.startsWith("/api/") && !r.hooks?.detail?.hide && r.method !== "OPTIONS");
  expect(routes.length).toBeGreaterThan(10);
  const missing: string[] = [];
  for (const r of routes) {
    const path = r.path.replace(/:(\w+)/g, "{$1}");
    const op = spec.paths?.[path]?.[r.method.toLowerCase()];
    if (!op || !op.summary || !op.responses || Object.keys(op.responses).length === 0) missing.push(`${r.method} ${path}`);
  }
  expect(missing).toEqual([]);
});

test("authenticated operations declare bearer auth and the error schema", () => {
  const sites = spec.paths["/api/v1/sites"].get;
  expect(sites.security).toEqual([{ bearerAuth: [] }]);
  expect(Object.keys(sites.responses)).toEqual(expect.arrayContaining(["200", "401", "403"]));
  expect(spec.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
});

test("the docs pages name no outside URL and their assets are served locally", async () => {
  for (const page of ["/api/docs", "/api/redoc"]) {
    const res = await send(`${app.origin}${page}`, "GET");
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/https?:\/\//);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    const assets = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) expect((await send(`${app.origin}${a}`, "GET")).status).toBe(200);
  }
  // ReDoc's bundle names its CDN logo; the served copy must not (CSP would block it, but nothing should try).
  const redoc = await send(`${app.origin}/api/docs/assets/redoc.standalone.js`, "GET");
  expect(redoc.text).not.toContain("cdn.redoc.ly");
  expect(redoc.text.length).toBeGreaterThan(500_000);
});

test("an unexpected failure answers 500 with a request id and no stack", async () => {
  const company = (await import("./helpers/seed")).seedCompany;
  const c = await company(app.ctx);
  app.ctx.db.$client.run("ALTER TABLE locations RENAME TO locations_gone");
  try {
    const res = await app.request("GET", `/sites/${c.siteId}/locations`, { token: c.viewer.token });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, error: "INTERNAL_ERROR" });
    expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
    expect(res.text).not.toContain("at ");
    expect(res.text).not.toContain("SQLITE");
  } finally {
    app.ctx.db.$client.run("ALTER TABLE locations_gone RENAME TO locations");
  }
});
