import { accessMatrix, type World } from "../helpers/access-matrix";
import type { SeededCompany } from "../helpers/seed";
import { formWith, makeSdsPdf } from "../helpers/pdf-fixtures";

/** An SDS in `owner`'s library, with its parse job finished (so nothing changes in the background). */
async function ownedSds(w: World, owner: SeededCompany): Promise<string> {
  const res = await w.app.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [["acetone.pdf", makeSdsPdf({ product: "Acetone", manufacturer: `Maker ${owner.name}` })]]) });
  await w.app.ctx.jobs.idle();
  return res.body.sds_id;
}

accessMatrix("SDS correction routes", [
  {
    method: "PATCH", route: "/chem/sds/{id}", role: "manager", ok: 200, idScoped: true,
    build: async (w, o) => ({ path: `/chem/sds/${await ownedSds(w, o)}`, json: { signal_word: "WARNING", h_codes: ["H225", "H319"] } }),
  },
  { method: "POST", route: "/chem/sds/{id}/reparse", role: "manager", ok: 202, idScoped: true, build: async (w, o) => ({ path: `/chem/sds/${await ownedSds(w, o)}/reparse` }) },
]);
