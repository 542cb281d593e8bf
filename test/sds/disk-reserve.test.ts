import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeZip } from "../helpers/pdf-fixtures";
import { blobCount } from "./sds-helpers";

// Every upload path used to write until the disk was full and then answer 500. Here the reserve
// (DISK_RESERVE_BYTES) is larger than any disk's free space, so every upload must be refused 507
// with nothing stored. (test/system/full-disk.test.ts fills a real small disk.)

const dir = mkdtempSync(join(tmpdir(), "chemsafe-reserve-"));
let app: TestApp;
let plant: SeededCompany;
let sdsId: string;
beforeAll(async () => {
  const normal = await createTestApp({ DATA_DIR: dir });
  plant = await seedCompany(normal.ctx, "Reserve Plant");
  const up = await normal.request("POST", "/sds/upload", { token: plant.manager.token, form: formWith("file", [["Acetone_Acme_2024-01-01.pdf", makePdf()]]) });
  expect(up.status).toBe(201);
  sdsId = up.body.sds_id;
  await normal.ctx.jobs.idle();
  await normal.close();
  app = await createTestApp({ DATA_DIR: dir, DISK_RESERVE_BYTES: String(1024 * 1024 * 1024 * 1024 * 1024) });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = () => makePdf(["Refused for want of disk"]);
const label = () => {
  const f = new FormData();
  f.append("file", new File([pdf()], "label.pdf", { type: "application/pdf" }));
  f.append("epa_registration_number", "4567-12");
  return f;
};

test.each([
  ["POST /sds/upload", () => ["/sds/upload", formWith("file", [["Toluene_Acme_2024-01-01.pdf", pdf()]])]],
  ["POST /chem/sds/bulk-upload", () => ["/chem/sds/bulk-upload", formWith("files", [["Toluene_Acme_2024-01-01.pdf", pdf()], ["Xylene_Acme_2024-01-01.pdf", makePdf(["x"])]])]],
  ["POST /chem/sds/bulk-upload-zip", () => ["/chem/sds/bulk-upload-zip", formWith("file", [["binder.zip", makeZip({ "a.pdf": pdf() }), "application/zip"]])]],
  ["POST /chem/sds/{id}/new-version", () => [`/chem/sds/${sdsId}/new-version`, formWith("file", [["v2.pdf", pdf()]])]],
  ["POST /chem/labels", () => ["/chem/labels", label()]],
] as [string, () => [string, FormData]][])("%s under the disk reserve answers 507 and stores nothing", async (_name, make) => {
  const before = tableCounts(app.ctx);
  const blobs = blobCount(app);
  const [path, form] = make();
  const res = await app.request("POST", path, { token: plant.manager.token, form });
  expect(res.status).toBe(507);
  expect(res.body).toEqual({ success: false, error: "INSUFFICIENT_STORAGE", message: expect.stringContaining("disk") });
  await app.ctx.jobs.idle();
  expect(tableCounts(app.ctx)).toEqual(before);
  expect(blobCount(app)).toBe(blobs);
  expect(app.ctx.blobs.tempCount()).toBe(0);
});

test("health reports the disk under its reserve as degraded, and reads keep working", async () => {
  const health = await fetch(`${app.origin}/api/health`).then((r) => r.json());
  expect(health).toMatchObject({ status: "degraded", database: "ok", disk: { status: "low", reserve_bytes: 1024 ** 5 } });
  expect((await app.request("GET", "/sds", { token: plant.manager.token })).body.total).toBe(1);
});
