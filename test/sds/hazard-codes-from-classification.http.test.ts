/**
 * An uploaded SDS that prints its hazard classification but no H-codes: the parse job stores the codes the
 * classification names, and an SDS's details show them with evidence method derived_from_classification (the
 * API's schema accepts the method). Real upload, real parse job, real details route.
 */
import { afterEach, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { settleJobs } from "../inventory/fixtures";

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

test("codes derived from the printed classification are stored and shown with their evidence", async () => {
  app = await createTestApp();
  const owner = await seedCompany(app.ctx, "Plant A");
  const pdf = makePdf([
    "SAFETY DATA SHEET", "SECTION 1: Identification of the substance and of the company", "Product name: Harbour Degreaser",
    "Manufacturer: Harbour Chemicals Inc.", "Revision date: 2021-03-15",
    "SECTION 2: Hazards identification", "Classification", "Flammable liquids    Category 2", "Serious eye damage/eye irritation    Category 2A",
    "Signal word: Danger",
    "SECTION 3: Composition/information on ingredients", "Ethanol    64-17-5    60-80 %",
  ]);
  const up = await app.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [["degreaser.pdf", pdf]]) });
  expect(up.status).toBeLessThan(300);
  await settleJobs(app.ctx);
  const details = await app.request("GET", `/chem/sds/${up.body.sds_id}/details`, { token: owner.viewer.token });
  expect(details.status).toBe(200);
  expect(details.body.fields.h_codes).toMatchObject({
    value: ["H225", "H319"],
    source: "parse",
    parsed: { evidence: { method: "derived_from_classification", confidence: 0.75 } },
  });
  expect(details.body.fields.h_codes.parsed.evidence.text).toContain("Flammable liquids");
});
