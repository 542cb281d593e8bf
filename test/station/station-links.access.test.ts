import { accessMatrix, type World } from "../helpers/access-matrix";
import type { SeededCompany } from "../helpers/seed";

/** A station link for the owner's site, made by its admin (DELETE needs one to revoke). */
const withLink = async (w: World, o: SeededCompany) => {
  const res = await w.app.request("POST", `/sites/${o.siteId}/station-link`, { token: o.admin.token });
  if (res.status !== 201) throw new Error(res.text);
  return { path: `/sites/${o.siteId}/station-link` };
};

accessMatrix("station link routes", [
  { method: "POST", route: "/sites/{id}/station-link", role: "admin", ok: 201, idScoped: true, build: (_w, o) => ({ path: `/sites/${o.siteId}/station-link` }) },
  { method: "GET", route: "/sites/{id}/station-link", role: "admin", ok: 200, idScoped: true, build: (_w, o) => ({ path: `/sites/${o.siteId}/station-link` }) },
  { method: "DELETE", route: "/sites/{id}/station-link", role: "admin", ok: 204, idScoped: true, build: withLink },
]);
