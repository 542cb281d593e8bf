import { accessMatrix } from "./helpers/access-matrix";
import { eq } from "drizzle-orm";
import { jobs } from "../src/modules/jobs/jobs.table";
import { invitations, users } from "../src/modules/auth/users.table";
import { newId } from "../src/shared/ids";
import type { World } from "./helpers/access-matrix";
import type { SeededCompany } from "./helpers/seed";

let n = 0;
/** An open invitation of the owner's company, written directly (the route under test must find it). */
const openInvitation = (w: World, o: SeededCompany): string => {
  const now = w.app.ctx.clock.now();
  const invitationId = newId();
  w.app.ctx.db.insert(invitations).values({
    invitationId, companyId: o.companyId, email: `invited${++n}@example.test`, role: "viewer", tokenHash: `hash-${invitationId}`,
    invitedByUserId: o.admin.userId, expiresAt: new Date(now.getTime() + 86400_000).toISOString(), createdAt: now.toISOString(),
  }).run();
  return invitationId;
};
accessMatrix("administration routes", [
  { method: "GET", route: "/companies", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/companies" }) },
  { method: "PATCH", route: "/companies", role: "admin", ok: 200, idScoped: false, build: () => ({ path: "/companies", json: { phone: "+1 555 0100" } }) },
  { method: "GET", route: "/sites", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/sites" }) },
  { method: "POST", route: "/sites", role: "admin", ok: 201, idScoped: false, build: () => ({ path: "/sites", json: { name: `Site ${++n}` } }) },
  { method: "GET", route: "/sites/{id}", role: "viewer", ok: 200, idScoped: true, build: (_w, o) => ({ path: `/sites/${o.siteId}` }) },
  { method: "PATCH", route: "/sites/{id}", role: "admin", ok: 200, idScoped: true, build: (_w, o) => ({ path: `/sites/${o.siteId}`, json: { address: "1 Plant Road" } }) },
  { method: "GET", route: "/sites/{id}/locations", role: "viewer", ok: 200, idScoped: true, build: (_w, o) => ({ path: `/sites/${o.siteId}/locations` }) },
  { method: "POST", route: "/sites/{id}/locations", role: "admin", ok: 201, idScoped: true, build: (_w, o) => ({ path: `/sites/${o.siteId}/locations`, json: { name: `Cabinet ${++n}` } }) },
  { method: "PATCH", route: "/sites/{id}/locations/{id}", role: "admin", ok: 200, idScoped: true, build: (_w, o) => ({ path: `/sites/${o.siteId}/locations/${o.locationId}`, json: { name: `Cabinet ${++n}` } }) },
  { method: "GET", route: "/users", role: "admin", ok: 200, idScoped: false, build: () => ({ path: "/users" }) },
  { method: "PATCH", route: "/users/{id}", role: "admin", ok: 200, idScoped: true, build: (_w, o) => ({ path: `/users/${o.viewer.userId}`, json: { name: "Renamed" } }) },
  { method: "POST", route: "/users/invite", role: "admin", ok: 201, idScoped: false, build: () => ({ path: "/users/invite", json: { email: `new${++n}@example.test`, role: "viewer" } }) },
  { method: "POST", route: "/users/{id}/reset-link", role: "admin", ok: 201, idScoped: true, build: (_w, o) => ({ path: `/users/${o.viewer.userId}/reset-link` }) },
  { method: "GET", route: "/users/invitations", role: "admin", ok: 200, idScoped: false, build: () => ({ path: "/users/invitations" }) },
  { method: "DELETE", route: "/users/invitations/{id}", role: "admin", ok: 200, idScoped: true, build: (w, o) => ({ path: `/users/invitations/${openInvitation(w, o)}` }) },
  { method: "POST", route: "/users/invitations/{id}/resend", role: "admin", ok: 200, idScoped: true, build: (w, o) => ({ path: `/users/invitations/${openInvitation(w, o)}/resend` }) },
  { method: "GET", route: "/auth/me", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/auth/me" }) },
  {
    // Oneself only: there is no other company's resource to reach (the body names no user).
    method: "POST", route: "/auth/change-password", role: "viewer", ok: 200, idScoped: false,
    build: async (w, o) => {
      const passwordHash = await Bun.password.hash("the current passphrase", { algorithm: "argon2id" });
      w.app.ctx.db.update(users).set({ passwordHash }).where(eq(users.userId, o.viewer.userId)).run();
      return { path: "/auth/change-password", json: { current_password: "the current passphrase", new_password: `a new passphrase ${++n}` } };
    },
  },
  { method: "GET", route: "/audit", role: "admin", ok: 200, idScoped: false, build: () => ({ path: "/audit?entity_type=site" }) },
  { method: "GET", route: "/jobs", role: "admin", ok: 200, idScoped: false, build: () => ({ path: "/jobs" }) },
  {
    method: "GET", route: "/jobs/{id}", role: "admin", ok: 200, idScoped: true,
    build: (w, o) => {
      const now = w.app.ctx.clock.now();
      const id = w.app.ctx.db.transaction((tx) => w.app.ctx.jobs.enqueue(tx, { kind: "report_generate", companyId: o.companyId, payload: {}, runAfter: new Date(now.getTime() + 3600_000) }, now));
      return { path: `/jobs/${id}` };
    },
  },
  {
    method: "POST", route: "/jobs/{id}/retry", role: "admin", ok: 200, idScoped: true,
    build: (w, o) => {
      const now = w.app.ctx.clock.now();
      const id = w.app.ctx.db.transaction((tx) => w.app.ctx.jobs.enqueue(tx, { kind: "report_generate", companyId: o.companyId, payload: {}, runAfter: new Date(now.getTime() + 3600_000) }, now));
      // A failed job, as an admin finds it after its last attempt (the retry puts it back to pending, an hour ahead).
      w.app.ctx.db.update(jobs).set({ status: "failed", attempts: 4, lastError: "boom" }).where(eq(jobs.jobId, id)).run();
      return { path: `/jobs/${id}/retry` };
    },
  },
]);
