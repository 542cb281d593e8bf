import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { textBombPdf } from "../helpers/hostile-pdf";
import { rows } from "../sds/sds-helpers";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;

beforeAll(async () => {
  // One worker and one reader: the order in which jobs run is the dispatcher's choice alone.
  app = await createTestApp({ JOBS_CONCURRENCY: "1", PDF_READERS: "1" }, { startJobs: false });
  a = await seedCompany(app.ctx);
  b = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

test("one company's backlog of slow files does not queue ahead of another company's upload", async () => {
  const ids: Record<string, string> = {};
  for (let i = 0; i < 6; i++) {
    // Each one is read until its text budget stops it: slow, and a failure.
    const up = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [[`slow-${i}.pdf`, textBombPdf(150_000 + i)]]) });
    ids[up.body.sds_id] = `a${i}`;
  }
  const normal = await app.request("POST", "/sds/upload", { token: b.manager.token, form: formWith("file", [["acetone.pdf", makePdf(["SECTION 1: Identification", "Product name: Acetone", "Manufacturer: North Chemicals Inc.", "SECTION 2: Hazards identification", "Signal word: Danger", "H225 Highly flammable liquid and vapour.", "H319 Causes serious eye irritation."])]]) });
  ids[normal.body.sds_id] = "b";
  await app.ctx.jobs.start(app.ctx);
  await app.ctx.jobs.idle(120_000);
  const order = rows<{ sds_id: string }>(app, "SELECT json_extract(payload, '$.sds_id') AS sds_id FROM jobs WHERE kind = 'sds_parse' ORDER BY started_at, rowid")
    .map((r) => ids[r.sds_id]);
  // First come, first served, company B's document would be read seventh, after all of A's.
  expect(order.indexOf("b")).toBeLessThanOrEqual(1);
  const details = await app.request("GET", `/chem/sds/${normal.body.sds_id}/details`, { token: b.viewer.token });
  // Parsed (the small fixture may be one the parser asks a person to check: needs_review).
  expect(details.body.sds_parsed).toBe(true);
  expect(["completed", "needs_review"]).toContain(details.body.parse_status);
}, 120_000);
