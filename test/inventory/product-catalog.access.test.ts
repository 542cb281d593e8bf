import { accessMatrix, type World } from "../helpers/access-matrix";
import type { SeededCompany } from "../helpers/seed";
import { chemicalBody, seedSds, settleJobs } from "./fixtures";

let n = 0;

async function productOf(w: World, o: SeededCompany): Promise<string> {
  const res = await w.app.request("POST", "/chemicals", { token: o.manager.token, json: chemicalBody(o.siteId) });
  await settleJobs(w.app.ctx);
  return (res.body as { company_product_id: string }).company_product_id;
}

accessMatrix("product catalog routes (create, SDS, containers by site) and connector status", [
  { method: "POST", route: "/chem/products", role: "manager", ok: 201, idScoped: false, build: () => ({ path: "/chem/products", json: { product_name: `Catalog product ${++n}`, manufacturer: "Maker" } }) },
  {
    method: "PUT", route: "/chem/products/{id}/sds", role: "manager", ok: 200, idScoped: true,
    build: async (w, o) => {
      const sdsId = seedSds(w.app.ctx, { productName: "X", manufacturer: "Y", mapFor: o.companyId });
      return { path: `/chem/products/${await productOf(w, o)}/sds`, json: { sds_id: sdsId } };
    },
  },
  { method: "DELETE", route: "/chem/products/{id}/sds", role: "manager", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/products/${await productOf(w, o)}/sds` }) },
  { method: "GET", route: "/chem/products/{id}/inventory", role: "viewer", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/products/${await productOf(w, o)}/inventory` }) },
  { method: "GET", route: "/connectors", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/connectors" }) },
]);
