import { accessMatrix } from "../helpers/access-matrix";
import { productWithSds } from "./label-helpers";

accessMatrix("Label printing routes", [
  {
    method: "GET", route: "/chem/products/{id}/label.pdf", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => ({ path: `/chem/products/${(await productWithSds(w.app, o, { name: `Acetone ${crypto.randomUUID().slice(0, 8)}` })).productId}/label.pdf?format=workplace` }),
  },
  {
    method: "POST", route: "/chem/products/labels.pdf", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => ({
      path: "/chem/products/labels.pdf",
      json: { product_ids: [(await productWithSds(w.app, o, { name: `Acetone ${crypto.randomUUID().slice(0, 8)}` })).productId], format: "workplace" },
    }),
  },
]);
