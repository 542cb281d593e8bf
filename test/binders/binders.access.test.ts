import { accessMatrix, type World } from "../helpers/access-matrix";
import type { SeededCompany } from "../helpers/seed";
import { storedProduct } from "./binder-helpers";

/** A site of `o` with one product on it and a completed binder. */
async function siteWithBinder(w: World, o: SeededCompany): Promise<string> {
  await storedProduct(w.app, o, { name: `Acetone ${crypto.randomUUID().slice(0, 8)}` });
  await w.app.request("POST", `/sites/${o.siteId}/binder`, { token: o.manager.token });
  await w.app.ctx.jobs.idle();
  return o.siteId;
}

accessMatrix("Binder and emergency inventory routes", [
  {
    method: "POST", route: "/sites/{id}/binder", role: "manager", ok: 202, idScoped: true,
    build: async (w, o) => ({ path: `/sites/${await siteWithBinder(w, o)}/binder` }),
  },
  {
    method: "GET", route: "/sites/{id}/binder", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => ({ path: `/sites/${await siteWithBinder(w, o)}/binder` }),
  },
  {
    method: "GET", route: "/sites/{id}/binder/download", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => ({ path: `/sites/${await siteWithBinder(w, o)}/binder/download?format=zip` }),
  },
  {
    method: "GET", route: "/sites/{id}/emergency-inventory.pdf", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => {
      await storedProduct(w.app, o, { name: `Acetone ${crypto.randomUUID().slice(0, 8)}` });
      return { path: `/sites/${o.siteId}/emergency-inventory.pdf` };
    },
  },
  {
    method: "GET", route: "/sites/{id}/emergency-inventory.csv", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => {
      await storedProduct(w.app, o, { name: `Acetone ${crypto.randomUUID().slice(0, 8)}` });
      return { path: `/sites/${o.siteId}/emergency-inventory.csv` };
    },
  },
  {
    method: "GET", route: "/sites/{id}/station-poster.pdf", role: "admin", ok: 200, idScoped: true,
    build: async (w, o) => {
      await w.app.request("POST", `/sites/${o.siteId}/station-link`, { token: o.admin.token });
      return { path: `/sites/${o.siteId}/station-poster.pdf?paper=a4` };
    },
  },
]);
