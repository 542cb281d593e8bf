import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { blobCount } from "./sds-helpers";

let app: TestApp;
let a: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

const upload = (fields: Record<string, string>) =>
  app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["acetone.pdf", makePdf()]], fields) });

async function expectDateRefused(res: { status: number; body: any }, before: Record<string, number>, blobs: number, words: string[]) {
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
  expect(res.body.details[0].field).toBe("revision_date");
  for (const w of words) expect(res.body.message).toContain(w);
  expect(res.body.message).not.toContain("^\\d");
  await app.ctx.jobs.idle();
  expect(tableCounts(app.ctx)).toEqual(before);
  expect(blobCount(app)).toBe(blobs);
  expect(app.ctx.blobs.tempCount()).toBe(0);
}

const settled = async () => {
  await app.ctx.jobs.idle();
  return { before: tableCounts(app.ctx), blobs: blobCount(app) };
};

test("an impossible revision date (2020-02-30) is refused with 'use YYYY-MM-DD', and nothing is stored", async () => {
  const { before, blobs } = await settled();
  await expectDateRefused(await upload({ revision_date: "2020-02-30" }), before, blobs, ["revision_date", "YYYY-MM-DD"]);
  await expectDateRefused(await upload({ revision_date: "2021-13-01" }), before, blobs, ["YYYY-MM-DD"]);
  await expectDateRefused(await upload({ revision_date: "15.03.2021" }), before, blobs, ["YYYY-MM-DD"]);
});

test("a revision date in the future is refused, and nothing is stored", async () => {
  const { before, blobs } = await settled();
  const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
  await expectDateRefused(await upload({ revision_date: nextYear }), before, blobs, ["revision_date", "future", "YYYY-MM-DD"]);
});

test("a leap day and today are accepted", async () => {
  expect((await upload({ revision_date: "2024-02-29" })).status).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const res = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [["other.pdf", makePdf()]], { revision_date: today }) });
  expect([200, 201]).toContain(res.status);
});

test("import from URL refuses a future or impossible revision date before downloading anything", async () => {
  const { before, blobs } = await settled();
  for (const revision_date of ["2020-02-30", `${new Date().getUTCFullYear() + 2}-06-01`]) {
    const res = await app.request("POST", "/chem/sds/import-from-url", {
      token: a.manager.token, json: { url: "https://sds.example.test/acetone.pdf", product_name: "Acetone", manufacturer: "ACME", revision_date },
    });
    await expectDateRefused(res, before, blobs, ["revision_date", "YYYY-MM-DD"]);
  }
});
