/**
 * Issue 10, item 2: the parser's new fields, its evidence and its reasons for review are stored and
 * shown. The parser fills them in another piece of work (today they come back empty), so the parse
 * result here is the real parse of a real uploaded PDF with those fields added, stored as the parse
 * job stores it.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { newId } from "../../src/shared/ids";
import { parseSds, type ParsedSds } from "../../src/modules/parsing/parse-sds";
import { storeParsed } from "../../src/modules/sds/sds-parse.service";
import { sdsDocuments } from "../../src/modules/sds/sds.table";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makeSdsPdf } from "../helpers/pdf-fixtures";
import { settleJobs } from "../inventory/fixtures";

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** Parses the stored PDF for real, adds what the upgraded parser will report, and stores it as the parse job does. */
async function storeParseOf(a: TestApp, c: SeededCompany, sdsId: string, extra: Partial<ParsedSds>) {
  const doc = a.ctx.db.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, sdsId)).get()!;
  const text = await a.ctx.pdf.read({ path: a.ctx.blobs.pathOf(doc.fileChecksum), owner: c.companyId });
  const parsed = { ...parseSds(text), ...extra };
  storeParsed(a.ctx, { sds: doc, parsed, pageCount: text.numPages, parseJobId: newId(), companyId: c.companyId, readBy: "text" });
}

const phoneEvidence = { page: 1, text: "Emergency telephone: +44 1865 407333 (24 h)", confidence: 0.93, method: "text" as const };
const reasons = ["the manufacturer was read from a single line with low confidence (0.42)", "no section 3 table was found"];

describe("the parser's new fields, evidence and needs_review", () => {
  test("are stored on the document and shown in details per field; needs_review is filterable in the library; every company sees the document's own", async () => {
    app = await createTestApp();
    const a = app;
    const owner = await seedCompany(a.ctx, "Plant A");
    const other = await seedCompany(a.ctx, "Plant B");
    const up = await a.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [["acetone.pdf", makeSdsPdf({ product: "Acetone", manufacturer: "Fisher Scientific" })]]) });
    await settleJobs(a.ctx);
    const id = up.body.sds_id;
    expect((await a.request("POST", `/chem/sds/${id}/add-to-library`, { token: other.manager.token })).status).toBe(201);

    await storeParseOf(a, owner, id, {
      emergency_phone: "+44 1865 407333", supplier_address: "1 Reagent Lane, Pittsburgh PA", supplier_phone: "+1 800 766 7000", ufi: "N1QV-R0C4-D00U-2ANW",
      recommended_use: "Laboratory chemicals", physical_state: "liquid", flash_point: "-20 °C (-4 °F)", hazards_not_otherwise_classified: "May form explosive peroxides",
      evidence: { emergency_phone: phoneEvidence, signal_word: { page: 1, text: "Signal word: Danger", confidence: 0.98, method: "text" } },
      needs_review_reasons: reasons,
    });

    for (const c of [owner, other]) {
      const d = (await a.request("GET", `/chem/sds/${id}/details`, { token: c.viewer.token })).body;
      expect(d).toMatchObject({
        parse_status: "needs_review", needs_review_reasons: reasons, sds_parsed: true, emergency_phone: "+44 1865 407333", ufi: "N1QV-R0C4-D00U-2ANW",
        physical_state: "liquid", flash_point: "-20 °C (-4 °F)", hazards_not_otherwise_classified: "May form explosive peroxides",
        supplier_address: "1 Reagent Lane, Pittsburgh PA", supplier_phone: "+1 800 766 7000", recommended_use: "Laboratory chemicals",
      });
      expect(d.fields.emergency_phone).toEqual({
        value: "+44 1865 407333", source: "parse", set_by_user_id: null, set_by: null, set_at: null, parsed: { value: "+44 1865 407333", evidence: phoneEvidence },
      });
      expect(d.fields.signal_word).toMatchObject({ value: "DANGER", source: "parse", parsed: { value: "DANGER", evidence: { page: 1, confidence: 0.98, method: "text" } } });
      expect(d.fields.manufacturer.parsed.evidence).toBeNull();
      // The parse's change-log entry carries its reasons, for every company that maps the document.
      expect(d.change_log.filter((l: any) => l.action === "parsed").map((l: any) => l.details.needs_review_reasons)).toContainEqual(reasons);

      const lib = (q: string) => a.request("GET", `/chem/sds/library${q}`, { token: c.viewer.token });
      const review = (await lib("?parse_status=needs_review")).body;
      expect(review.total).toBe(1);
      expect(review.items[0]).toMatchObject({ sds_id: id, parse_status: "needs_review" });
      expect((await lib("?parse_status=completed")).body.total).toBe(0);
      expect((await lib("?parse_status=needs_review&search=acetone")).body.items.map((i: any) => i.sds_id)).toEqual([id]);
      expect((await lib("?parse_status=completed&search=acetone")).body.total).toBe(0);
    }
    expect((await a.request("GET", "/chem/sds/library?parse_status=bogus", { token: owner.viewer.token })).status).toBe(422);
  });

  test("a person's value stays in effect through a later parse, which still shows what it read; a clean parse clears needs_review", async () => {
    app = await createTestApp();
    const a = app;
    const owner = await seedCompany(a.ctx, "Plant A");
    const up = await a.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [["acetone.pdf", makeSdsPdf({ product: "Acetone", manufacturer: "Fisher Scientific" })]]) });
    await settleJobs(a.ctx);
    const id = up.body.sds_id;
    await storeParseOf(a, owner, id, { emergency_phone: "+44 1865 407333", evidence: { emergency_phone: phoneEvidence }, needs_review_reasons: reasons });
    expect((await a.request("PATCH", `/chem/sds/${id}`, { token: owner.manager.token, json: { emergency_phone: "CHEMTREC +1 800 424 9300" } })).status).toBe(200);

    await storeParseOf(a, owner, id, { emergency_phone: "0800 000 000", revision_number: "7.2", needs_review_reasons: [] });
    const d = (await a.request("GET", `/chem/sds/${id}/details`, { token: owner.viewer.token })).body;
    expect(d).toMatchObject({ parse_status: "completed", needs_review_reasons: [], emergency_phone: "CHEMTREC +1 800 424 9300" });
    // A value only a parse had filled in follows the newer parse.
    expect(d.revision_number).toBe("7.2");
    expect(d.fields.revision_number).toMatchObject({ value: "7.2", source: "parse", parsed: { value: "7.2" } });
    expect(d.fields.emergency_phone).toMatchObject({ value: "CHEMTREC +1 800 424 9300", source: "person", set_by: owner.manager.email, parsed: { value: "0800 000 000", evidence: null } });
  });
});
