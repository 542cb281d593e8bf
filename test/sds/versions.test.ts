import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { corpusAvailable, corpusFile } from "../helpers/corpus";
import { blobCount, count, row } from "./sds-helpers";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Plant A");
  b = await seedCompany(app.ctx, "Plant B");
});
afterAll(async () => app.close());

const upload = (token: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}) =>
  app.request("POST", "/sds/upload", { token, form: formWith("file", [[name, bytes]], fields) });
const newVersion = (token: string, sdsId: string, bytes: Uint8Array, fields: Record<string, string>) =>
  app.request("POST", `/chem/sds/${sdsId}/new-version`, { token, form: formWith("file", [["v2.pdf", bytes]], fields) });

describe("POST /chem/sds/{id}/new-version", () => {
  test("the spec's transition: old superseded, this company's item and product move, count inherited, others notified", async () => {
    const old = (await upload(a.manager.token, "Acetone_Fisher_2019-01-01.pdf", makePdf())).body;
    const chem = await app.request("POST", "/chemicals", { token: a.manager.token, json: { site_id: a.siteId, product_name: "Acetone", manufacturer: "Fisher", container_size: 4 } });
    expect(chem.status).toBe(201);
    const attach = await app.request("PUT", `/chemicals/${chem.body.chemical_id}/sds`, { token: a.manager.token, json: { sds_id: old.sds_id } });
    expect(attach.status).toBe(200);
    await upload(b.manager.token, "copy.pdf", await Bun.file(app.ctx.blobs.pathOf(old.file_checksum)).bytes());
    expect(row(app, "SELECT mapped_to_inventory_count AS c FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", a.companyId, old.sds_id)).toEqual({ c: 1 });

    const res = await newVersion(a.manager.token, old.sds_id, makePdf(), { revision_date: "2023-04-05", revision_number: "7" });
    expect(res.status).toBe(201);
    const nv = res.body;
    expect(nv).toMatchObject({ product_name: "Acetone", manufacturer: "Fisher", revision_date: "2023-04-05", revision_number: "7", previous_version_id: old.sds_id, is_current: true, source_type: "new_version" });
    // Version state is the company's: its mappings link the two; the document itself is left as it was.
    expect(row(app, "SELECT superseded_by_sds_id AS s FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", a.companyId, old.sds_id)).toEqual({ s: nv.sds_id });
    expect(row(app, "SELECT previous_sds_id AS p FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", a.companyId, nv.sds_id)).toEqual({ p: old.sds_id });
    expect((await app.request("GET", `/chemicals/${chem.body.chemical_id}`, { token: a.viewer.token })).body.sds_id).toBe(nv.sds_id);
    expect(row(app, "SELECT current_sds_id FROM company_products WHERE company_product_id = ?", chem.body.company_product_id)).toEqual({ current_sds_id: nv.sds_id });
    expect(row(app, "SELECT mapped_to_inventory_count AS c, review_status AS r FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", a.companyId, nv.sds_id)).toEqual({ c: 1, r: "pending" });
    expect(row(app, "SELECT mapped_to_inventory_count AS c, superseded_in_company AS s FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", a.companyId, old.sds_id)).toEqual({ c: 0, s: 1 });
    expect(count(app, "sds_change_log", "sds_id = ? AND action = 'new_version' AND previous_sds_id = ?", nv.sds_id, old.sds_id)).toBe(1);
    expect(row(app, "SELECT priority FROM sds_parse_jobs WHERE sds_id = ?", nv.sds_id)).toEqual({ priority: 8 });
    // Company B keeps the old version, current in its own library, and is told a newer one exists.
    expect(count(app, "company_sds_mappings", "company_id = ? AND sds_id = ?", b.companyId, nv.sds_id)).toBe(0);
    expect(row(app, "SELECT superseded_in_company AS s FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", b.companyId, old.sds_id)).toEqual({ s: 0 });
    expect(count(app, "notifications", "company_id = ? AND kind = 'sds_new_version'", b.companyId)).toBe(2); // its admin and its manager
    expect(count(app, "notifications", "company_id = ? AND kind = 'sds_new_version'", a.companyId)).toBe(0);

    // The library hides the superseded version unless asked.
    const lib = (await app.request("GET", "/chem/sds/library?search=acetone", { token: a.viewer.token })).body;
    expect(lib.items.map((i: any) => i.sds_id)).toEqual([nv.sds_id]);
    expect(lib.items[0]).toMatchObject({ is_standalone: false, inventory_attachment_count: 1 });
    const all = (await app.request("GET", "/chem/sds/library?search=acetone&include_superseded=true", { token: a.viewer.token })).body;
    expect(all.items.map((i: any) => i.sds_id).sort()).toEqual([nv.sds_id, old.sds_id].sort());
    // (B sees the unparsed document by its neutral placeholder, not by A's file name: no search word finds it.)
    expect((await app.request("GET", "/chem/sds/library", { token: b.viewer.token })).body.items.map((i: any) => i.sds_id)).toEqual([old.sds_id]);

    // Details carry the version history and the change log.
    const details = (await app.request("GET", `/chem/sds/${nv.sds_id}/details`, { token: a.viewer.token })).body;
    expect(details.version_history.map((v: any) => [v.sds_id, v.is_current])).toEqual([[old.sds_id, false], [nv.sds_id, true]]);
    expect(details.change_log.map((c: any) => c.action)).toContain("new_version");
    expect(details.inventory_items.map((i: any) => i.chemical_id)).toEqual([chem.body.chemical_id]);

    // Only the current version can be replaced; a file already in the repository cannot be a new version.
    await app.ctx.jobs.idle();
    const before = tableCounts(app.ctx);
    const blobs = blobCount(app);
    const stale = await newVersion(a.manager.token, old.sds_id, makePdf(), { revision_date: "2024-01-01" });
    expect(stale.status).toBe(409);
    const same = await newVersion(a.manager.token, nv.sds_id, await Bun.file(app.ctx.blobs.pathOf(nv.file_checksum)).bytes(), { revision_date: "2024-01-01" });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ success: false, error: "CONFLICT" });
    const noDate = await newVersion(a.manager.token, nv.sds_id, makePdf(), {});
    expect(noDate.status).toBe(422);
    expect((await newVersion(b.manager.token, nv.sds_id, makePdf(), { revision_date: "2024-01-01" })).status).toBe(404);
    expect(tableCounts(app.ctx)).toEqual(before);
    expect(blobCount(app)).toBe(blobs);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });
});

describe("the newer-revision notification", () => {
  test("reaches the other company's managers through GET /notifications, each with their own read state, and no one else", async () => {
    const c = await seedCompany(app.ctx, "Plant C");
    const d = await seedCompany(app.ctx, "Plant D");
    const old = (await upload(c.manager.token, "Toluene_Acme_2018-01-01.pdf", makePdf(["Toluene 2018"]))).body;
    await upload(d.manager.token, "toluene.pdf", await Bun.file(app.ctx.blobs.pathOf(old.file_checksum)).bytes());
    expect((await newVersion(c.manager.token, old.sds_id, makePdf(["Toluene 2024"]), { revision_date: "2024-02-03" })).status).toBe(201);

    const inbox = async (token: string) => (await app.request("GET", "/notifications", { token })).body;
    const mine = await inbox(d.manager.token);
    expect(mine.items.map((n: any) => n.kind)).toEqual(["sds_new_version"]);
    expect(mine.items[0].data).toMatchObject({ sds_id: old.sds_id });
    expect((await inbox(d.admin.token)).items.map((n: any) => n.kind)).toEqual(["sds_new_version"]);
    expect((await inbox(d.viewer.token)).total).toBe(0);
    expect((await inbox(c.manager.token)).items.filter((n: any) => n.kind === "sds_new_version")).toHaveLength(0);

    const read = await app.request("POST", `/notifications/${mine.items[0].notification_id}/read`, { token: d.manager.token });
    expect(read.status).toBe(200);
    expect((await inbox(d.admin.token)).unread).toBe(1);
    expect((await app.request("POST", `/notifications/${mine.items[0].notification_id}/read`, { token: d.admin.token })).status).toBe(404);
  });
});

describe.skipIf(!corpusAvailable)("parsing a real SDS", () => {
  test("the parse job fills hazard info, composition, sections; file-name values are replaced, a person's are kept", async () => {
    const bytes = await Bun.file(corpusFile("sigma_aldrich_13.pdf")).bytes();
    const res = await upload(a.manager.token, "scan0001.pdf", bytes, { manufacturer: "Our supplier" });
    await app.ctx.jobs.idle();
    const d = (await app.request("GET", `/chem/sds/${res.body.sds_id}/details`, { token: a.viewer.token })).body;
    expect(d).toMatchObject({ product_name: "Quinine", manufacturer: "Our supplier", revision_date: "2017-09-21", sds_parsed: true, parse_status: "completed", needs_ocr: false });
    expect(d.hazard_info).toMatchObject({ signal_word: "DANGER", h_codes: ["H315", "H317", "H319", "H334"] });
    expect(d.composition.map((c: any) => c.cas_number)).toContain("130-95-0");
    expect(d.sections).toHaveLength(16);
    expect(d.parse_confidence).toBeGreaterThan(0.5);
    expect(row(app, "SELECT job_status, retry_count, completed_at IS NOT NULL AS done FROM sds_parse_jobs WHERE sds_id = ?", res.body.sds_id)).toEqual({ job_status: "completed", retry_count: 0, done: 1 });
    const item = (await app.request("GET", "/chem/sds/library?search=quinine", { token: a.viewer.token })).body.items[0];
    expect(item).toMatchObject({ signal_word: "DANGER", sds_parsed: true });
    expect(item.pictograms.length).toBeGreaterThan(0);
  });

  test("a PDF that cannot be read is retried 3 times with backoff, then its parse job fails with the reader's reason", async () => {
    const broken = new TextEncoder().encode("%PDF-1.7\nthis is not really a pdf " + Math.random());
    const res = await upload(a.manager.token, "Broken_Co_2020-01-01.pdf", broken);
    const parseJob = () => row(app, "SELECT job_status, retry_count, error_message FROM sds_parse_jobs WHERE sds_id = ?", res.body.sds_id) as { job_status: string; retry_count: number; error_message: string };
    for (let i = 0; i < 400 && parseJob().job_status !== "failed"; i++) await Bun.sleep(25);
    expect(parseJob()).toMatchObject({ job_status: "failed", retry_count: 3 });
    expect(parseJob().error_message).toContain("The PDF cannot be read (broken)");
    expect(row(app, "SELECT parse_status, sds_parsed FROM sds_documents WHERE sds_id = ?", res.body.sds_id)).toEqual({ parse_status: "failed", sds_parsed: 0 });
  });
});
