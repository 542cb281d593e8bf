import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { fakePdf } from "../connectors/helpers/stub-server";

let app: TestApp;
let a: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx);
});
afterAll(() => app.close());

test("GET /jobs shows an sds_parse job's spec fields: job_status, retry_count, parse_sections, priority", async () => {
  const ok = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["fine.pdf", makePdf()]]) });
  const bad = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["broken.pdf", fakePdf("unreadable")]]) });
  await app.ctx.jobs.idle();
  const okId = ok.body.sds_id ?? ok.body.sds?.sds_id;
  const badId = bad.body.sds_id ?? bad.body.sds?.sds_id;
  const res = await app.request("GET", "/jobs?kind=sds_parse", { token: a.admin.token });
  expect(res.status).toBe(200);
  const bySds = Object.fromEntries(res.body.items.map((j: any) => [j.sds_parse.sds_id, j]));
  const all16 = Array.from({ length: 16 }, (_, i) => i + 1);
  expect(bySds[okId].sds_parse).toMatchObject({ job_status: "completed", retry_count: 0, parse_sections: all16 });
  expect(bySds[badId].sds_parse).toMatchObject({ job_status: "failed", retry_count: 3, parse_sections: all16, error_message: expect.any(String) });
  // The parse record's priority is the queue's: 8 for a single upload (the spec's priorities).
  expect(bySds[okId].sds_parse.priority).toBe(8);
  expect(bySds[okId].priority).toBe(8);
  const one = await app.request("GET", `/jobs/${bySds[badId].job_id}`, { token: a.admin.token });
  expect(one.body.sds_parse).toMatchObject({ job_status: "failed", retry_count: 3 });
  const other = await app.request("GET", "/jobs?kind=bulk_import", { token: a.admin.token });
  for (const j of other.body.items) expect(j.sds_parse).toBeNull();
});
