import { accessMatrix, type World } from "../helpers/access-matrix";
import type { SeededCompany } from "../helpers/seed";
import { newId } from "../../src/shared/ids";
import { notify } from "../../src/modules/notifications/notifications.service";
import { reports } from "../../src/modules/reports/reports.table";
import { chemicalBody, seedSds, settleJobs } from "./fixtures";
import { makePdf } from "../labels/make-pdf";

let n = 0;

/** An inventory item of `o` (created through the API, its background jobs finished so counts stay still). */
async function chemicalOf(w: World, o: SeededCompany, over: Record<string, unknown> = {}) {
  const res = await w.app.request("POST", "/chemicals", { token: o.manager.token, json: chemicalBody(o.siteId, over) });
  await settleJobs(w.app.ctx);
  return res.body as { chemical_id: string; company_product_id: string };
}

async function labelOf(w: World, o: SeededCompany) {
  const f = new FormData();
  f.append("file", new File([makePdf([`Label ${++n}`])], "l.pdf"));
  f.append("epa_registration_number", `${++n}-1`);
  return (await w.app.request("POST", "/chem/labels", { token: o.manager.token, form: f })).body as { label_id: string };
}

function labelForm() {
  const f = new FormData();
  f.append("file", new File([makePdf(["A label"])], "label.pdf"));
  f.append("epa_registration_number", `${++n}-2`);
  return f;
}

function completedReport(w: World, o: SeededCompany): string {
  const reportId = newId();
  const now = w.app.ctx.clock.now().toISOString();
  w.app.ctx.db.insert(reports).values({ reportId, companyId: o.companyId, kind: "chemical_inventory", status: "completed", fileName: "r.csv", fileChecksum: "0".repeat(64), fileSize: 1, rowCount: 0, createdAt: now, completedAt: now }).run();
  return reportId;
}

function notificationFor(w: World, o: SeededCompany): string {
  const key = `k${++n}`;
  w.app.ctx.db.transaction((tx) => notify(tx, { companyId: o.companyId, userId: o.viewer.userId, kind: "test", title: "Hello", key, now: w.app.ctx.clock.now().toISOString() }));
  const row = w.app.ctx.db.$client.query("SELECT notification_id AS id FROM notifications WHERE json_extract(data, '$.key') = ?").get(key) as { id: string };
  return row.id;
}

accessMatrix("inventory, products, labels, notifications and reports routes", [
  { method: "GET", route: "/chemicals", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/chemicals" }) },
  { method: "POST", route: "/chemicals", role: "manager", ok: 201, idScoped: true, build: (_w, o) => ({ path: "/chemicals", json: chemicalBody(o.siteId) }) },
  { method: "GET", route: "/chemicals/{id}", role: "viewer", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chemicals/${(await chemicalOf(w, o)).chemical_id}` }) },
  { method: "PATCH", route: "/chemicals/{id}", role: "manager", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chemicals/${(await chemicalOf(w, o)).chemical_id}`, json: { quantity: 3 } }) },
  { method: "DELETE", route: "/chemicals/{id}", role: "manager", ok: 204, idScoped: true, build: async (w, o) => ({ path: `/chemicals/${(await chemicalOf(w, o)).chemical_id}` }) },
  {
    method: "PUT", route: "/chemicals/{id}/sds", role: "manager", ok: 200, idScoped: true,
    build: async (w, o) => {
      const sdsId = seedSds(w.app.ctx, { productName: "X", manufacturer: "Y", mapFor: o.companyId });
      return { path: `/chemicals/${(await chemicalOf(w, o)).chemical_id}/sds`, json: { sds_id: sdsId } };
    },
  },
  { method: "DELETE", route: "/chemicals/{id}/sds", role: "manager", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chemicals/${(await chemicalOf(w, o)).chemical_id}/sds` }) },
  { method: "GET", route: "/chem/products", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/chem/products" }) },
  { method: "GET", route: "/chem/products/{id}", role: "viewer", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/products/${(await chemicalOf(w, o)).company_product_id}` }) },
  { method: "PATCH", route: "/chem/products/{id}", role: "manager", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/products/${(await chemicalOf(w, o)).company_product_id}`, json: { internal_sku: "S-1" } }) },
  {
    method: "GET", route: "/chem/products/by-barcode/{barcode}", role: "viewer", ok: 200, idScoped: true,
    build: async (w, o) => {
      const barcode = `77${++n}`;
      await chemicalOf(w, o, { barcode_upc: barcode, barcode_source: "scanned" });
      return { path: `/chem/products/by-barcode/${barcode}` };
    },
  },
  { method: "POST", route: "/chem/products/{id}/apply-extraction", role: "manager", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/products/${(await chemicalOf(w, o)).company_product_id}/apply-extraction`, json: { signal_word: "CAUTION" } }) },
  { method: "GET", route: "/chem/labels", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/chem/labels" }) },
  { method: "POST", route: "/chem/labels", role: "manager", ok: 201, idScoped: false, build: () => ({ path: "/chem/labels", form: labelForm }) },
  { method: "GET", route: "/chem/labels/{id}/download", role: "viewer", ok: 200, idScoped: true, build: async (w, o) => ({ path: `/chem/labels/${(await labelOf(w, o)).label_id}/download` }) },
  { method: "POST", route: "/chem/labels/extract", role: "manager", ok: 200, idScoped: false, build: () => ({ path: "/chem/labels/extract", json: { text: "EPA Reg. No. 1-2\nCAUTION" } }) },
  { method: "GET", route: "/notifications", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/notifications" }) },
  { method: "POST", route: "/notifications/{id}/read", role: "viewer", ok: 200, idScoped: true, build: (w, o) => ({ path: `/notifications/${notificationFor(w, o)}/read` }) },
  { method: "POST", route: "/notifications/read-all", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/notifications/read-all" }) },
  { method: "POST", route: "/reports", role: "manager", ok: 202, idScoped: true, build: (_w, o) => ({ path: "/reports", json: { site_id: o.siteId } }) },
  { method: "GET", route: "/reports", role: "viewer", ok: 200, idScoped: false, build: () => ({ path: "/reports" }) },
  { method: "GET", route: "/reports/{id}", role: "viewer", ok: 200, idScoped: true, build: (w, o) => ({ path: `/reports/${completedReport(w, o)}` }) },
  { method: "GET", route: "/reports/{id}/download", role: "viewer", ok: 200, idScoped: true, build: (w, o) => ({ path: `/reports/${completedReport(w, o)}/download` }) },
]);
