import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Role } from "../../src/modules/auth/users.table";
import { createTestApp, type TestApp } from "./test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "./seed";

export interface World {
  app: TestApp;
  /** The caller's company. */
  a: SeededCompany;
  /** Another company on the same appliance. */
  b: SeededCompany;
}

export interface BuiltRequest {
  path: string;
  json?: unknown;
  form?: () => FormData;
}

/**
 * One row of the access table: a route, the lowest role allowed, and how to build a request.
 * `build(world, owner)` makes a request about a resource owned by `owner` (create it there if the
 * route needs one). Rows with `idScoped` also check that company A's caller gets 404 for B's
 * resource, and that nothing changed.
 */
export interface AccessCase {
  method: string;
  route: string;
  role: Role;
  ok: number;
  idScoped: boolean;
  build(w: World, owner: SeededCompany): Promise<BuiltRequest> | BuiltRequest;
  env?: Record<string, string>;
}

const LOWER: Record<Role, Role | null> = { viewer: null, manager: "viewer", admin: "manager" };

/** Builds the request and lets background work it started settle, so a snapshot taken now stays put. */
async function prepare(c: AccessCase, w: World, owner: SeededCompany): Promise<BuiltRequest> {
  const req = await c.build(w, owner);
  await w.app.ctx.jobs.idle().catch(() => {});
  return req;
}

async function call(w: World, token: string | null, req: BuiltRequest, method: string) {
  return w.app.request(method, req.path, { token, json: req.json, form: req.form?.() });
}

/** Walks every row through anonymous → 401, lower role → 403, other company → 404, allowed → ok. */
export function accessMatrix(title: string, cases: AccessCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      describe(`${c.method} ${c.route}`, () => {
        let w: World;
        beforeAll(async () => {
          const app = await createTestApp(c.env);
          w = { app, a: await seedCompany(app.ctx, "Company A"), b: await seedCompany(app.ctx, "Company B") };
        });
        afterAll(async () => w.app.close());

        test("anonymous → 401 and nothing changes", async () => {
          const req = await prepare(c, w, w.a);
          const before = dbFingerprint(w.app.ctx);
          const res = await call(w, null, req, c.method);
          expect(res.status).toBe(401);
          expect(res.body).toMatchObject({ success: false, error: "UNAUTHORIZED" });
          expect(dbFingerprint(w.app.ctx)).toEqual(before);
        });

        const lower = LOWER[c.role];
        if (lower) {
          test(`${lower} (below ${c.role}) → 403 and nothing changes`, async () => {
            const req = await prepare(c, w, w.a);
            const before = dbFingerprint(w.app.ctx);
            const res = await call(w, w.a[lower].token, req, c.method);
            expect(res.status).toBe(403);
            expect(res.body).toMatchObject({ success: false, error: "FORBIDDEN" });
            expect(dbFingerprint(w.app.ctx)).toEqual(before);
          });
        }

        if (c.idScoped) {
          test("another company's resource → 404 and nothing changes", async () => {
            const req = await prepare(c, w, w.b);
            const before = dbFingerprint(w.app.ctx);
            const res = await call(w, w.a.admin.token, req, c.method);
            expect(res.status).toBe(404);
            expect(res.body).toMatchObject({ success: false, error: "NOT_FOUND" });
            expect(dbFingerprint(w.app.ctx)).toEqual(before);
          });
        }

        test(`${c.role} → ${c.ok}`, async () => {
          const req = await c.build(w, w.a);
          const res = await call(w, w.a[c.role].token, req, c.method);
          if (res.status !== c.ok) console.error(res.text);
          expect(res.status).toBe(c.ok);
        });
      });
    }
  });
}
