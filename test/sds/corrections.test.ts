/**
 * Issue 10, item 2: a wrong parse can be corrected. A person's value is their company's only, wins
 * over every later parse, and details show per field the value, who set it, and what parsing read.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeSdsPdf } from "../helpers/pdf-fixtures";
import { settleJobs } from "../inventory/fixtures";
import { count, rows } from "./sds-helpers";

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function world(opts: { startJobs?: boolean } = {}) {
  app = await createTestApp({}, opts);
  return { a: app, owner: await seedCompany(app.ctx, "Plant A"), other: await seedCompany(app.ctx, "Plant B") };
}

const ACETONE_PDF = makeSdsPdf({ product: "Acetone", manufacturer: "Fisher Scientific" });

/** Acetone uploaded by `c` (the PDF says: Danger, H225), parsed, and mapped by every company in `alsoMappedBy`. */
async function acetone(a: TestApp, c: SeededCompany, alsoMappedBy: SeededCompany[] = []): Promise<string> {
  const res = await a.request("POST", "/sds/upload", { token: c.manager.token, form: formWith("file", [["acetone.pdf", ACETONE_PDF]]) });
  expect(res.status).toBe(201);
  await settleJobs(a.ctx);
  for (const o of alsoMappedBy) expect((await a.request("POST", `/chem/sds/${res.body.sds_id}/add-to-library`, { token: o.manager.token })).status).toBe(201);
  return res.body.sds_id;
}

const details = async (a: TestApp, c: SeededCompany, id: string) => (await a.request("GET", `/chem/sds/${id}/details`, { token: c.viewer.token })).body;
const patch = (a: TestApp, c: SeededCompany, id: string, json: unknown) => a.request("PATCH", `/chem/sds/${id}`, { token: c.manager.token, json });

async function chemicalWithSds(a: TestApp, c: SeededCompany, sdsId: string) {
  const chem = await a.request("POST", "/chemicals", { token: c.manager.token, json: { site_id: c.siteId, product_name: "Acetone", manufacturer: "Fisher Scientific", container_size: 4, size_unit: "L" } });
  expect(chem.status).toBe(201);
  await settleJobs(a.ctx);
  expect((await a.request("PUT", `/chemicals/${chem.body.chemical_id}/sds`, { token: c.manager.token, json: { sds_id: sdsId } })).status).toBe(200);
  return chem.body.chemical_id as string;
}

describe("PATCH /chem/sds/{id}", () => {
  test("a manager's corrections are their company's: details, library, search and inventory show them; another company's view does not change", async () => {
    const { a, owner, other } = await world();
    const id = await acetone(a, owner, [other]);
    const ownChem = await chemicalWithSds(a, owner, id);
    const otherChem = await chemicalWithSds(a, other, id);
    const otherBefore = await details(a, other, id);
    expect(otherBefore.hazard_info.signal_word).toBe("DANGER");

    const res = await patch(a, other, id, {
      product_name: "Acetone ACS reagent", signal_word: "warning", h_codes: ["h225", "H319+H336"], p_codes: ["p210", "P305+P351+P338"],
      pictograms: ["ghs02", "GHS07"], revision_date: "2021-03-16", revision_number: "2.1", emergency_phone: " +1 800 424 9300 ",
      composition: [{ name: "Acetone", cas_number: "67-64-1", concentration_min: 99.5, concentration_max: 100 }], physical_state: "Liquid",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      product_name: "Acetone ACS reagent", revision_date: "2021-03-16", revision_number: "2.1", emergency_phone: "+1 800 424 9300", physical_state: "liquid",
      hazard_info: { signal_word: "WARNING", h_codes: ["H225", "H319", "H336"], p_codes: ["P210", "P305", "P351", "P338"], pictograms: ["GHS02", "GHS07"] },
      composition: [{ name: "Acetone", cas_number: "67-64-1", ec_number: null, concentration_min: 99.5, concentration_max: 100 }],
    });
    expect(res.body.hazard_info.hazard_statements.map((s: any) => s.code)).toEqual(["H225", "H319", "H336"]);
    expect(res.body.fields.signal_word).toMatchObject({
      value: "WARNING", source: "person", set_by_user_id: other.manager.userId, set_by: other.manager.email, set_at: expect.stringMatching(/Z$/),
      parsed: { value: "DANGER" },
    });
    expect(res.body.fields.product_name).toMatchObject({ value: "Acetone ACS reagent", source: "person", parsed: { value: "Acetone" } });
    expect(res.body.fields.manufacturer).toMatchObject({ value: "Fisher Scientific", source: "parse", set_by: null, parsed: { value: "Fisher Scientific" } });
    expect((await details(a, other, id)).fields).toEqual(res.body.fields);

    // The contributor's view is exactly what it was.
    const own = await details(a, owner, id);
    expect(own).toMatchObject({ product_name: "Acetone", revision_number: "1.0", emergency_phone: null, hazard_info: { signal_word: "DANGER", h_codes: ["H225"], pictograms: ["GHS02"] } });
    expect(own.fields.signal_word).toMatchObject({ value: "DANGER", source: "parse", set_by: null });
    expect(own.change_log.map((l: any) => l.action)).not.toContain("corrected");

    // Library, search and inventory follow the company's values, and only its own.
    const libOther = (await a.request("GET", "/chem/sds/library", { token: other.viewer.token })).body.items[0];
    expect(libOther).toMatchObject({ product_name: "Acetone ACS reagent", revision_number: "2.1", signal_word: "WARNING", pictograms: ["GHS02", "GHS07"] });
    const libOwn = (await a.request("GET", "/chem/sds/library", { token: owner.viewer.token })).body.items[0];
    expect(libOwn).toMatchObject({ product_name: "Acetone", revision_number: "1.0", signal_word: "DANGER", pictograms: ["GHS02"] });
    expect((await a.request("GET", "/chem/sds/library?search=reagent", { token: other.viewer.token })).body.total).toBe(1);
    expect((await a.request("GET", "/chem/sds/library?search=reagent", { token: owner.viewer.token })).body.total).toBe(0);
    const hits = (await a.request("GET", "/chem/sds/search?q=reagent", { token: other.viewer.token })).body;
    expect(hits.company_results).toMatchObject([{ sds_id: id, product_name: "Acetone ACS reagent", revision_number: "2.1" }]);
    expect((await a.request("GET", `/chemicals/${otherChem}`, { token: other.viewer.token })).body.sds).toMatchObject({ signal_word: "WARNING", pictograms: ["GHS02", "GHS07"], revision_number: "2.1" });
    expect((await a.request("GET", `/chemicals/${ownChem}`, { token: owner.viewer.token })).body.sds).toMatchObject({ signal_word: "DANGER", pictograms: ["GHS02"], revision_number: "1.0" });

    // Uploading the same file again, or adding it again, answers the company's own values too.
    const again = await a.request("POST", "/sds/upload", { token: other.manager.token, form: formWith("file", [["same.pdf", ACETONE_PDF]]) });
    expect(again.body).toMatchObject({ sds_id: id, is_duplicate: true, product_name: "Acetone ACS reagent", revision_number: "2.1" });
    const added = await a.request("POST", `/chem/sds/${id}/add-to-library`, { token: other.manager.token });
    expect(added.body).toMatchObject({ already_in_library: true, product_name: "Acetone ACS reagent" });

    // A change-log entry and an audit row, with the values before and after.
    expect(rows(a, "SELECT action, user_id FROM sds_change_log WHERE sds_id = ? AND action = 'corrected'", id)).toEqual([{ action: "corrected", user_id: other.manager.userId }]);
    const audit = rows<{ company_id: string; before: string; after: string }>(a, "SELECT company_id, before, after FROM audit_log WHERE action = 'sds.correct' AND entity_id = ?", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.company_id).toBe(other.companyId);
    expect(JSON.parse(audit[0]!.before)).toMatchObject({ signal_word: "DANGER", product_name: "Acetone" });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ signal_word: "WARNING", product_name: "Acetone ACS reagent" });
  });

  test("the contributor's own typed values show as a person's (the uploader, at upload); null is a value; revert gives a field back to the parse", async () => {
    const { a, owner } = await world();
    const up = await a.request("POST", "/sds/upload", {
      token: owner.manager.token, form: formWith("file", [["a.pdf", makeSdsPdf({ product: "Acetone", manufacturer: "Fisher Scientific" })]], { product_name: "Acetone (store 3)" }),
    });
    await settleJobs(a.ctx);
    const id = up.body.sds_id;
    const before = await details(a, owner, id);
    expect(before.fields.product_name).toMatchObject({ value: "Acetone (store 3)", source: "person", set_by: owner.manager.email, set_at: up.body.created_at, parsed: { value: "Acetone" } });
    expect(before.fields.manufacturer).toMatchObject({ value: "Fisher Scientific", source: "parse" });

    expect((await patch(a, owner, id, { signal_word: null, pictograms: [] })).body.hazard_info).toMatchObject({ signal_word: null, pictograms: [] });
    const reverted = await patch(a, owner, id, { revert: ["signal_word"] });
    expect(reverted.status).toBe(200);
    expect(reverted.body.hazard_info).toMatchObject({ signal_word: "DANGER", pictograms: [] });
    expect(reverted.body.fields.signal_word).toMatchObject({ source: "parse", set_by: null });
    expect(reverted.body.fields.pictograms).toMatchObject({ value: [], source: "person" });
  });

  test("refusals name each field and rule, answer the error body, and change nothing", async () => {
    const { a, owner } = await world();
    const id = await acetone(a, owner);
    const before = dbFingerprint(a.ctx);
    const cases: [unknown, string[]][] = [
      [{ h_codes: ["H999", "H225"] }, ["h_codes"]],
      [{ p_codes: ["P999"] }, ["p_codes"]],
      [{ revision_date: "2099-01-01" }, ["revision_date"]],
      [{ revision_date: "2020-02-30" }, ["revision_date"]],
      [{ signal_word: "CAUTION" }, ["signal_word"]],
      [{ pictograms: ["GHS10"] }, ["pictograms"]],
      [{ composition: [{ name: "Acetone", cas_number: "67-64-2" }] }, ["composition[0].cas_number"]],
      [{ product_name: "  " }, ["product_name"]],
      [{ signal_word: "DANGER", revert: ["signal_word"] }, ["signal_word"]],
      [{ ufi: "not-a-ufi" }, ["ufi"]],
      [{}, ["body"]],
    ];
    for (const [body, fields] of cases) {
      const res = await patch(a, owner, id, body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR", message: expect.any(String) });
      expect(res.body.details.map((d: any) => d.field)).toEqual(fields);
    }
    const future = await patch(a, owner, id, { revision_date: "2099-01-01", h_codes: ["H225"] });
    expect(future.body.details[0].message).toContain("future");
    expect((await patch(a, owner, id, { revision_date: "2020-02-30" })).body.details[0].message).toContain("YYYY-MM-DD");
    // A field the API does not know is refused by the schema.
    expect((await patch(a, owner, id, { hazard_class: "Flam. Liq. 2" })).status).toBe(422);
    expect(dbFingerprint(a.ctx)).toEqual(before);
  });

  test("Australia's supplementary statements (AUH031) are accepted in any case, with their English text; a number Australia does not have is refused", async () => {
    const { a, owner } = await world();
    const id = await acetone(a, owner);
    const res = await patch(a, owner, id, { h_codes: ["H314", "auh031"] });
    expect(res.status).toBe(200);
    expect(res.body.hazard_info.h_codes).toEqual(["H314", "AUH031"]);
    expect(res.body.hazard_info.hazard_statements).toContainEqual({ code: "AUH031", text: "Contact with acid liberates toxic gas" });
    expect((await details(a, owner, id)).hazard_info.h_codes).toEqual(["H314", "AUH031"]);

    const before = dbFingerprint(a.ctx);
    const refused = await patch(a, owner, id, { h_codes: ["AUH059"] });
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([{ field: "h_codes", message: expect.stringContaining("AUH059 is not a GHS code") }]);
    expect(dbFingerprint(a.ctx)).toEqual(before);
  });
});

describe("POST /chem/sds/{id}/reparse", () => {
  test("queues a parse again (202 with the job); the values a person set stay in effect; details show what the new parse read", async () => {
    const { a, owner } = await world();
    const id = await acetone(a, owner);
    expect((await patch(a, owner, id, { signal_word: "WARNING", product_name: "Acetone, technical" })).status).toBe(200);
    const res = await a.request("POST", `/chem/sds/${id}/reparse`, { token: owner.manager.token });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ sds_id: id, job_status: "pending", parse_sections: Array.from({ length: 16 }, (_, i) => i + 1), retry_count: 0 });
    await settleJobs(a.ctx);
    expect(rows(a, "SELECT job_status FROM sds_parse_jobs WHERE job_id = ?", res.body.job_id)).toEqual([{ job_status: "completed" }]);
    const d = await details(a, owner, id);
    expect(d).toMatchObject({ product_name: "Acetone, technical", hazard_info: { signal_word: "WARNING", h_codes: ["H225"] } });
    // The parser asks for a check of this two-section fixture: the status and its reasons say so.
    expect(d.parse_status).toBe("needs_review");
    expect(d.needs_review_reasons.join(" ")).toContain("16 sections");
    expect((await a.request("GET", "/chem/sds/library?parse_status=needs_review", { token: owner.viewer.token })).body.items.map((i: any) => i.sds_id)).toEqual([id]);
    expect(d.fields.signal_word).toMatchObject({ value: "WARNING", source: "person", parsed: { value: "DANGER" } });
    expect(d.change_log.filter((l: any) => l.action === "parsed")).toHaveLength(2);
    expect(count(a, "audit_log", "action = 'sds.reparse' AND entity_id = ?", id)).toBe(1);
  });

  test("409 while a parse of the SDS is queued or running, and nothing is written", async () => {
    const { a, owner } = await world({ startJobs: false });
    const up = await a.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [["a.pdf", makeSdsPdf({ product: "Acetone", manufacturer: "Fisher" })]]) });
    const id = up.body.sds_id;
    const before = dbFingerprint(a.ctx);
    const refused = await a.request("POST", `/chem/sds/${id}/reparse`, { token: owner.manager.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: "CONFLICT", message: expect.stringContaining("already queued") });
    expect(dbFingerprint(a.ctx)).toEqual(before);
    // Once that parse has run, a new one is accepted, and a second request while it waits is refused.
    await a.ctx.jobs.start(a.ctx);
    await settleJobs(a.ctx);
    await a.ctx.jobs.stop();
    expect((await a.request("POST", `/chem/sds/${id}/reparse`, { token: owner.manager.token })).status).toBe(202);
    expect((await a.request("POST", `/chem/sds/${id}/reparse`, { token: owner.manager.token })).status).toBe(409);
    expect(count(a, "sds_parse_jobs", "sds_id = ?", id)).toBe(2);
  });

  test("another company's reparse of a scan notifies neither the uploader nor anyone else", async () => {
    const { a, owner, other } = await world();
    const up = await a.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [["scan-store3.pdf", makePdf()]]) });
    await settleJobs(a.ctx);
    expect((await details(a, owner, up.body.sds_id)).parse_status).toBe("needs_ocr");
    expect(count(a, "notifications", "kind = 'sds_needs_ocr'")).toBe(1);
    expect((await a.request("POST", `/chem/sds/${up.body.sds_id}/add-to-library`, { token: other.manager.token })).status).toBe(201);
    expect((await a.request("POST", `/chem/sds/${up.body.sds_id}/reparse`, { token: other.manager.token })).status).toBe(202);
    await settleJobs(a.ctx);
    expect(count(a, "notifications", "kind = 'sds_needs_ocr'")).toBe(1);
    expect(count(a, "notifications", "company_id = ?", other.companyId)).toBe(0);
  });
});
