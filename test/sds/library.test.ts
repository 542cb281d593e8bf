import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeSdsPdf } from "../helpers/pdf-fixtures";
import { count, row } from "./sds-helpers";

let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
const ids: Record<string, string> = {};
const names = [
  "acetone_Fisher Scientific_2021-03-15.pdf", "Benzene_Sigma-Aldrich_2019-05-01.pdf", "Citric Acid_Univar_2018-01-01.pdf",
  "Diesel Fuel_Exxon Mobil_2020-06-30.pdf", "Ethanol_Fisher Scientific_2017-11-11.pdf", "Zinc Oxide_Brenntag_2022-12-01.pdf",
];

beforeAll(async () => {
  app = await createTestApp();
  a = await seedCompany(app.ctx, "Plant A");
  b = await seedCompany(app.ctx, "Plant B");
  for (const name of names) {
    const res = await app.request("POST", "/sds/upload", { token: a.manager.token, form: formWith("file", [[name, makePdf()]]) });
    ids[name.split("_")[0]!] = res.body.sds_id;
  }
  const other = await app.request("POST", "/sds/upload", { token: b.manager.token, form: formWith("file", [["Acetone Extra_Other Co_2020-01-01.pdf", makeSdsPdf({ product: "Acetone Extra", manufacturer: "Other Co" })]]) });
  ids.other = other.body.sds_id;
  await app.ctx.jobs.idle();
});
afterAll(async () => app.close());

const lib = (query: string, token = a.viewer.token) => app.request("GET", `/chem/sds/library${query}`, { token });
const namesOf = (body: any) => body.items.map((i: any) => i.product_name);

describe("GET /chem/sds/library", () => {
  test("defaults: page 1 of 25, newest first, only the caller's company, every item field", async () => {
    const res = await lib("");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 6, page: 1, page_size: 25, total_pages: 1 });
    expect(namesOf(res.body)).toEqual(["Zinc Oxide", "Ethanol", "Diesel Fuel", "Citric Acid", "Benzene", "acetone"]);
    expect(res.body.items[0]).toEqual({
      sds_id: ids["Zinc Oxide"], product_name: "Zinc Oxide", manufacturer: "Brenntag", revision_date: "2022-12-01", revision_number: null,
      document_language: "en", sds_parsed: false, parse_status: "needs_ocr", parse_confidence: expect.any(Number), read_by: "text", is_standalone: true, inventory_attachment_count: 0,
      review_status: "pending", first_mapped_at: expect.stringMatching(/Z$/), signal_word: null, pictograms: null, is_current: true,
      archived_at: null,
    });
  });

  test("search matches word starts in product name and manufacturer, within the company only", async () => {
    expect(namesOf((await lib("?search=acet")).body)).toEqual(["acetone"]);
    expect(namesOf((await lib("?search=fisher&sort_by=product_name&sort_order=asc")).body)).toEqual(["acetone", "Ethanol"]);
    expect(namesOf((await lib("?search=fish%20eth")).body)).toEqual(["Ethanol"]);
    expect((await lib("?search=nothing-like-it")).body.total).toBe(0);
    expect((await lib("?search=%22%29%28*")).status).toBe(200);
    expect(namesOf((await lib("?search=acetone", b.viewer.token)).body)).toEqual(["Acetone Extra"]);
  });

  test("sorting by each column, both ways, case-insensitive; paging", async () => {
    expect(namesOf((await lib("?sort_by=product_name&sort_order=asc")).body)).toEqual(["acetone", "Benzene", "Citric Acid", "Diesel Fuel", "Ethanol", "Zinc Oxide"]);
    expect(namesOf((await lib("?sort_by=manufacturer&sort_order=desc")).body)[0]).toBe("Citric Acid");
    expect(namesOf((await lib("?sort_by=revision_date&sort_order=asc")).body)[0]).toBe("Ethanol");
    const p2 = (await lib("?sort_by=product_name&sort_order=asc&page=2&page_size=4")).body;
    expect(p2).toMatchObject({ total: 6, page: 2, page_size: 4, total_pages: 2 });
    expect(namesOf(p2)).toEqual(["Ethanol", "Zinc Oxide"]);
  });

  test("bounds: page ≥ 1, page_size 1–100, known sorts and filters only", async () => {
    for (const q of ["?page=0", "?page_size=0", "?page_size=101", "?sort_by=colour", "?sort_order=up", "?source_filter=some", "?review_status=done"]) {
      const res = await lib(q);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
    }
    expect((await lib("?page_size=100")).status).toBe(200);
  });

  test("review status: PATCH records who and when; the filter finds it", async () => {
    const res = await app.request("PATCH", `/chem/sds/${ids.Benzene}/review`, { token: a.manager.token, json: { review_status: "approved", internal_notes: "checked against supplier" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ review_status: "approved", internal_notes: "checked against supplier", reviewed_by: a.manager.email });
    expect(namesOf((await lib("?review_status=approved")).body)).toEqual(["Benzene"]);
    const again = await app.request("PATCH", `/chem/sds/${ids.Benzene}/review`, { token: a.manager.token, json: { review_status: "flagged" } });
    expect(again.body.internal_notes).toBe("checked against supplier");
    const bad = await app.request("PATCH", `/chem/sds/${ids.Benzene}/review`, { token: a.manager.token, json: { review_status: "done" } });
    expect(bad.status).toBe(422);
  });

  test("GET /sds is the same library in short form", async () => {
    const res = await app.request("GET", "/sds?page_size=2", { token: a.viewer.token });
    expect(res.body).toMatchObject({ total: 6, page_size: 2, total_pages: 3 });
    expect(Object.keys(res.body.items[0]).sort()).toEqual(["archived_at", "is_current", "manufacturer", "product_name", "review_status", "revision_date", "sds_id", "sds_parsed"]);
  });
});

describe("GET /chem/sds/search and POST add-to-library", () => {
  test("company results and the global repository (another company's SDS), then adding it", async () => {
    const res = await app.request("GET", "/chem/sds/search?q=acetone", { token: a.viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.company_results.map((r: any) => r.sds_id)).toEqual([ids.acetone]);
    expect(res.body.global_results.map((r: any) => r.sds_id)).toEqual([ids.other]);
    expect(res.body.total).toBe(2);
    expect((await app.request("GET", "/chem/sds/search?manufacturer=brenntag", { token: a.viewer.token })).body.company_results).toHaveLength(1);
    expect((await app.request("GET", "/chem/sds/search", { token: a.viewer.token })).status).toBe(422);
    const add = await app.request("POST", `/chem/sds/${ids.other}/add-to-library`, { token: a.manager.token });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ sds_id: ids.other, review_status: "pending", already_in_library: false });
    const twice = await app.request("POST", `/chem/sds/${ids.other}/add-to-library`, { token: a.manager.token });
    expect(twice.status).toBe(200);
    expect(twice.body.already_in_library).toBe(true);
    expect(count(app, "company_sds_mappings", "sds_id = ?", ids.other)).toBe(2);
    expect((await app.request("POST", "/chem/sds/0190e6f4-0000-7000-8000-000000000000/add-to-library", { token: a.manager.token })).status).toBe(404);
  });
});

describe("GET /chem/sds/{id}/download", () => {
  test("a signed link that needs no header streams the PDF, with ranges; a tampered link is 403", async () => {
    const res = await app.request("GET", `/chem/sds/${ids.Ethanol}/download`, { token: a.viewer.token });
    expect(res.status).toBe(200);
    const expires = Date.parse(res.body.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(14 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000);
    const file = await fetch(res.body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toContain('inline; filename="Ethanol 2017-11-11.pdf"');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sha = new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
    expect(sha).toBe(row<any>(app, "SELECT file_checksum FROM sds_documents WHERE sds_id = ?", ids.Ethanol).file_checksum);
    const part = await fetch(res.body.download_url, { headers: { range: "bytes=0-4" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-4/${bytes.length}`);
    expect(await part.text()).toBe("%PDF-");
    const tampered = res.body.download_url.replace(ids.Ethanol, ids.Benzene);
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(res.body.download_url.replace(/signature=\w+/, "signature=" + "0".repeat(64)))).status).toBe(403);
    expect((await app.request("GET", `/chem/sds/${ids.other}/download`, { token: b.viewer.token })).status).toBe(200);
    expect((await app.request("GET", `/chem/sds/${ids.Ethanol}/download`, { token: b.viewer.token })).status).toBe(404);
  });
});
