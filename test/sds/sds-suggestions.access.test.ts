import { accessMatrix, type World } from "../helpers/access-matrix";
import type { SeededCompany } from "../helpers/seed";
import { seedSds, settleJobs } from "../inventory/fixtures";

let n = 0;

/** A product of `owner` with one pending suggestion: a parsed SDS of the other company that names the same product. */
async function suggested(w: World, owner: SeededCompany): Promise<{ productId: string; suggestionId: string }> {
  const other = owner === w.a ? w.b : w.a;
  const name = `Glycol Blend ${++n}`;
  seedSds(w.app.ctx, { productName: name, manufacturer: "Coolant Works", parsed: true, mapFor: other.companyId });
  const res = await w.app.request("POST", "/chemicals", {
    token: owner.manager.token, json: { site_id: owner.siteId, product_name: name, manufacturer: "Coolant Works", container_size: 1, size_unit: "L" },
  });
  await settleJobs(w.app.ctx);
  const list = await w.app.request("GET", `/chem/products/${res.body.company_product_id}/sds-suggestions`, { token: owner.viewer.token });
  return { productId: res.body.company_product_id, suggestionId: list.body.items[0].suggestion_id };
}

accessMatrix("SDS suggestion routes", [
  {
    method: "GET", route: "/chem/products/{id}/sds-suggestions", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => ({ path: `/chem/products/${(await suggested(w, o)).productId}/sds-suggestions` }),
  },
  {
    method: "POST", route: "/chem/products/{id}/sds-suggestions/{suggestion_id}/accept", role: "manager", ok: 200, idScoped: true,
    build: async (w, o) => {
      const s = await suggested(w, o);
      return { path: `/chem/products/${s.productId}/sds-suggestions/${s.suggestionId}/accept` };
    },
  },
  {
    method: "POST", route: "/chem/products/{id}/sds-suggestions/{suggestion_id}/dismiss", role: "manager", ok: 200, idScoped: true,
    build: async (w, o) => {
      const s = await suggested(w, o);
      return { path: `/chem/products/${s.productId}/sds-suggestions/${s.suggestionId}/dismiss` };
    },
  },
]);
