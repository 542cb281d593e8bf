import { accessMatrix, type World } from "../helpers/access-matrix";
import type { SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeZip } from "../helpers/pdf-fixtures";
import { waitForBulkJob } from "./sds-helpers";

/** An SDS in `owner`'s library, with its parse job finished (so nothing changes in the background). */
async function ownedSds(w: World, owner: SeededCompany): Promise<string> {
  const res = await w.app.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [["Owned_Co_2020-01-01.pdf", makePdf()]]) });
  await w.app.ctx.jobs.idle();
  return res.body.sds_id;
}

const pdfForm = (field = "file") => () => formWith(field, [["Acetone_Acme_2021-01-01.pdf", makePdf()]]);

accessMatrix("SDS library routes", [
  { method: "GET", route: "/sds", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/sds" }) },
  { method: "POST", route: "/sds/upload", role: "manager", ok: 201, idScoped: false, build: () => ({ path: "/sds/upload", form: pdfForm() }) },
  { method: "GET", route: "/chem/sds/library", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/chem/sds/library?search=acetone&sort_by=product_name" }) },
  { method: "GET", route: "/chem/sds/search", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/chem/sds/search?q=acetone" }) },
  { method: "POST", route: "/chem/sds/bulk-upload", role: "manager", ok: 200, idScoped: false, build: () => ({ path: "/chem/sds/bulk-upload", form: pdfForm("files") }) },
  {
    method: "POST", route: "/chem/sds/bulk-upload-zip", role: "manager", ok: 202, idScoped: false,
    build: () => ({ path: "/chem/sds/bulk-upload-zip", form: () => formWith("file", [["binder.zip", makeZip({ "a.pdf": makePdf() }), "application/zip"]]) }),
  },
  {
    method: "GET", route: "/chem/sds/bulk-upload-status/{id}", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => {
      const res = await w.app.request("POST", "/chem/sds/bulk-upload-zip", { token: o.manager.token, form: formWith("file", [["b.zip", makeZip({ "a.pdf": makePdf() }), "application/zip"]]) });
      await waitForBulkJob(w.app, o.viewer.token, res.body.job_id);
      await w.app.ctx.jobs.idle();
      return { path: `/chem/sds/bulk-upload-status/${res.body.job_id}` };
    },
  },
  { method: "GET", route: "/chem/sds/{id}/details", role: "viewer", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/sds/${await ownedSds(w, o)}/details` }) },
  { method: "POST", route: "/chem/sds/{id}/archive", role: "manager", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/sds/${await ownedSds(w, o)}/archive` }) },
  {
    method: "POST", route: "/chem/sds/{id}/unarchive", role: "manager", ok: 200, idScoped: true,
    build: async (w, o) => {
      const sdsId = await ownedSds(w, o);
      await w.app.request("POST", `/chem/sds/${sdsId}/archive`, { token: o.manager.token });
      return { path: `/chem/sds/${sdsId}/unarchive` };
    },
  },
  {
    method: "PATCH", route: "/chem/sds/{id}/review", role: "manager", ok: 200, idScoped: true,
    build: async (w, o) => ({ path: `/chem/sds/${await ownedSds(w, o)}/review`, json: { review_status: "approved", internal_notes: "ok" } }),
  },
  {
    method: "POST", route: "/chem/sds/{id}/new-version", role: "manager", ok: 201, idScoped: true,
    build: async (w, o) => ({ path: `/chem/sds/${await ownedSds(w, o)}/new-version`, form: () => formWith("file", [["v2.pdf", makePdf()]], { revision_date: "2024-02-02" }) }),
  },
  { method: "GET", route: "/chem/sds/{id}/download", role: "viewer", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/sds/${await ownedSds(w, o)}/download` }) },
  // The global repository: any SDS of the appliance can be added, so the id is not company-scoped.
  { method: "POST", route: "/chem/sds/{id}/add-to-library", role: "manager", ok: 201, idScoped: false, build: async (w) => ({ path: `/chem/sds/${await ownedSds(w, w.b)}/add-to-library` }) },
]);
