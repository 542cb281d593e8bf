/**
 * Issue 9, item 2: no company's action changes what another company sees, and another company
 * never sees who contributed a document, its file name, its source URL or anything a person typed.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, send, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf, makeSdsPdf } from "../helpers/pdf-fixtures";
import { settleJobs } from "../inventory/fixtures";
import { row } from "./sds-helpers";

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function world(n: number) {
  app = await createTestApp();
  const cs: SeededCompany[] = [];
  for (let i = 0; i < n; i++) cs.push(await seedCompany(app.ctx, `Plant ${"ABC"[i]}`));
  return { a: app, cs };
}

const upload = (a: TestApp, token: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}) =>
  a.request("POST", "/sds/upload", { token, form: formWith("file", [[name, bytes]], fields) });
const newVersion = (a: TestApp, token: string, sdsId: string, bytes: Uint8Array, fields: Record<string, string>) =>
  a.request("POST", `/chem/sds/${sdsId}/new-version`, { token, form: formWith("file", [["v2.pdf", bytes]], fields) });
const inbox = async (a: TestApp, token: string) => (await a.request("GET", "/notifications", { token })).body.items as any[];

async function chemicalWithSds(a: TestApp, c: SeededCompany, sdsId: string, product = "Acetone", manufacturer = "Fisher Scientific") {
  const chem = await a.request("POST", "/chemicals", { token: c.manager.token, json: { site_id: c.siteId, product_name: product, manufacturer, container_size: 4, size_unit: "L" } });
  expect(chem.status).toBe(201);
  await settleJobs(a.ctx);
  expect((await a.request("PUT", `/chemicals/${chem.body.chemical_id}/sds`, { token: c.manager.token, json: { sds_id: sdsId } })).status).toBe(200);
  return chem.body as { chemical_id: string; company_product_id: string };
}

async function reportLine(a: TestApp, c: SeededCompany, product: string): Promise<string> {
  const requested = await a.request("POST", "/reports", { token: c.manager.token, json: { site_id: c.siteId } });
  await settleJobs(a.ctx);
  const link = await a.request("GET", `/reports/${requested.body.report_id}/download`, { token: c.viewer.token });
  const lines = (await send(link.body.download_url, "GET")).text.replace(/^\uFEFF/, "").trim().split("\r\n");
  return lines.find((l) => l.includes(product))!;
}

describe("a newer-dated 'new version' by another company", () => {
  test("leaves the owner's and a third company's document current; the owner can still replace it; the notice names no one", async () => {
    const { a, cs: [owner, attacker, third] } = await world(3);
    const original = await upload(a, owner!.manager.token, "acetone-store3.pdf", makeSdsPdf({ product: "Acetone", manufacturer: "Fisher Scientific" }), { product_name: "Acetone", manufacturer: "Fisher Scientific" });
    expect(original.status).toBe(201);
    const x = original.body.sds_id as string;
    await settleJobs(a.ctx);
    const ownerChem = await chemicalWithSds(a, owner!, x);
    expect((await a.request("POST", `/chem/sds/${x}/add-to-library`, { token: third!.manager.token })).status).toBe(201);
    const thirdChem = await chemicalWithSds(a, third!, x);

    // The attacker finds it in the global repository, maps it, and uploads junk dated later (a future date is refused) as its "new version".
    const found = (await a.request("GET", "/chem/sds/search?q=acetone", { token: attacker!.viewer.token })).body;
    expect(found.global_results.map((r: any) => r.sds_id)).toEqual([x]);
    expect((await a.request("POST", `/chem/sds/${x}/add-to-library`, { token: attacker!.manager.token })).status).toBe(201);
    const junk = await newVersion(a, attacker!.manager.token, x, makePdf(["junk"]), { revision_date: "2025-12-31", revision_number: "99" });
    expect(junk.status).toBe(201);
    expect(junk.body).toMatchObject({ previous_version_id: x, is_current: true });
    await settleJobs(a.ctx);

    for (const c of [owner!, third!]) {
      const details = (await a.request("GET", `/chem/sds/${x}/details`, { token: c.viewer.token })).body;
      expect(details).toMatchObject({ is_current: true, superseded_by_id: null });
      expect(details.version_history.map((v: any) => [v.sds_id, v.is_current])).toEqual([[x, true]]);
      expect((await a.request("GET", "/chem/sds/library", { token: c.viewer.token })).body.items.map((i: any) => i.sds_id)).toEqual([x]);
      expect((await a.request("GET", "/sds", { token: c.viewer.token })).body.items[0]).toMatchObject({ sds_id: x, is_current: true });
      // Their notice: a newer revision was uploaded, in their own words, naming no one and nothing typed by the uploader.
      const notes = (await inbox(a, c.manager.token)).filter((n) => n.kind === "sds_new_version");
      expect(notes).toHaveLength(1);
      const text = JSON.stringify(notes[0]);
      for (const leak of [attacker!.companyId, attacker!.name, attacker!.manager.email, attacker!.manager.userId, "2025-12-31", "v2.pdf"]) expect(text).not.toContain(leak);
      expect(notes[0].body).toContain("keep your version");
    }
    expect((await a.request("GET", `/chemicals/${ownerChem.chemical_id}`, { token: owner!.viewer.token })).body.sds).toMatchObject({ sds_id: x, is_current: true });
    expect((await a.request("GET", `/chemicals/${thirdChem.chemical_id}`, { token: third!.viewer.token })).body.sds).toMatchObject({ sds_id: x, is_current: true });
    expect(await reportLine(a, owner!, "Acetone")).toContain(",current,");
    // The attacker sees its own change only.
    expect((await a.request("GET", `/chem/sds/${x}/details`, { token: attacker!.viewer.token })).body).toMatchObject({ is_current: false, superseded_by_id: junk.body.sds_id });

    // The owner's own new version still works, and it moves the owner's chemical only.
    const mine = await newVersion(a, owner!.manager.token, x, makeSdsPdf({ product: "Acetone", manufacturer: "Fisher Scientific", revisionDate: "2024-05-01" }), { revision_date: "2024-05-01" });
    expect(mine.status).toBe(201);
    expect((await a.request("GET", `/chemicals/${ownerChem.chemical_id}`, { token: owner!.viewer.token })).body.sds).toMatchObject({ sds_id: mine.body.sds_id, is_current: true });
    expect((await a.request("GET", `/chemicals/${thirdChem.chemical_id}`, { token: third!.viewer.token })).body.sds).toMatchObject({ sds_id: x, is_current: true });
    expect((await a.request("GET", `/chem/sds/${junk.body.sds_id}/details`, { token: attacker!.viewer.token })).body.is_current).toBe(true);
  });

  test("a review by one company changes no other company's review, flags or notes", async () => {
    const { a, cs: [owner, other] } = await world(2);
    const x = (await upload(a, owner!.manager.token, "a.pdf", makeSdsPdf({ product: "Toluene", manufacturer: "Acme" }))).body.sds_id;
    await settleJobs(a.ctx);
    await a.request("POST", `/chem/sds/${x}/add-to-library`, { token: other!.manager.token });
    expect((await a.request("PATCH", `/chem/sds/${x}/review`, { token: other!.manager.token, json: { review_status: "flagged", internal_notes: "ours" } })).status).toBe(200);
    const d = (await a.request("GET", `/chem/sds/${x}/details`, { token: owner!.viewer.token })).body;
    expect(d).toMatchObject({ review_status: "pending", internal_notes: null, reviewed_by: null });
    expect(d.change_log.map((c: any) => c.action)).not.toContain("review");
    expect((await a.request("GET", "/chem/sds/library?review_status=pending", { token: owner!.viewer.token })).body.total).toBe(1);
  });
});

describe("what another company sees of a document", () => {
  test("only what the document says: never the contributor, its file name, source URL or typed values", async () => {
    const { a, cs: [contributor, b, c] } = await world(3);
    const typed = { product_name: "Secret Blend Seven", manufacturer: "Internal Name Ltd", revision_date: "2011-11-11", revision_number: "r-typed-9" };
    const up = await upload(a, contributor!.manager.token, "private-file-name.pdf", makeSdsPdf({ product: "Xylene Pure", manufacturer: "Solvent Works", revisionDate: "2022-02-02", version: "3.1" }), typed);
    const x = up.body.sds_id as string;
    await settleJobs(a.ctx);
    a.ctx.db.$client.run("UPDATE sds_documents SET source_url = 'https://supplier.example/private/path.pdf' WHERE sds_id = ?", [x]);
    // An unparsed-looking document (parsing finds no identity in it) that another company also uploads.
    const plainBytes = makePdf(["nothing to read here"]);
    const plain = (await upload(a, contributor!.manager.token, "another-private.pdf", plainBytes, { product_name: "Typed Only Name", manufacturer: "Typed Maker" })).body.sds_id as string;
    await settleJobs(a.ctx);
    const leaks = [contributor!.companyId, contributor!.manager.userId, contributor!.name, "private-file-name", "another-private", "supplier.example", "Secret Blend", "Internal Name", "2011-11-11", "r-typed-9", "Typed Only", "Typed Maker"];
    const expectNoLeak = (what: string, body: unknown) => {
      const text = JSON.stringify(body);
      for (const leak of leaks) if (text.includes(leak)) throw new Error(`${what} shows "${leak}" to another company: ${text.slice(0, 400)}`);
    };

    for (const viewer of [b!, c!]) {
      const search = (await a.request("GET", "/chem/sds/search?q=xylene", { token: viewer.viewer.token })).body;
      expect(search.global_results).toHaveLength(1);
      expect(search.global_results[0]).toMatchObject({ sds_id: x, product_name: "Xylene Pure", manufacturer: "Solvent Works", revision_date: "2022-02-02", revision_number: "3.1" });
      expectNoLeak("global search", search);
      expect((await a.request("GET", "/chem/sds/search?q=secret", { token: viewer.viewer.token })).body.global_results).toEqual([]);
      expect((await a.request("GET", "/chem/sds/search?manufacturer=internal", { token: viewer.viewer.token })).body.global_results).toEqual([]);

      const added = await a.request("POST", `/chem/sds/${x}/add-to-library`, { token: viewer.manager.token });
      expect(added.body).toMatchObject({ product_name: "Xylene Pure", file_name: null, source_url: null, contributed_by_company_id: null });
      expectNoLeak("add-to-library", added.body);
      const details = (await a.request("GET", `/chem/sds/${x}/details`, { token: viewer.viewer.token })).body;
      expect(details).toMatchObject({ product_name: "Xylene Pure", manufacturer: "Solvent Works", file_name: null, source_url: null, contributed_by_company_id: null });
      expectNoLeak("details", details);
      // The parse entry says what was read, not which of the contributor's values it replaced.
      const parsedEntries = details.change_log.filter((e: any) => e.action === "parsed");
      expect(parsedEntries).toHaveLength(1);
      expect(Object.keys(parsedEntries[0].details).sort()).toEqual(["needs_ocr", "needs_review_reasons", "parse_confidence", "warnings"]);
      const dup = await upload(a, viewer.manager.token, "mine.pdf", plainBytes);
      expect(dup.body).toMatchObject({ sds_id: plain, is_duplicate: true, manufacturer: "Unknown manufacturer", file_name: null });
      expect(dup.body.product_name).toMatch(/^(Unread|Unnamed) SDS [0-9a-f]{8}$/);
      expectNoLeak("duplicate upload", dup.body);
      expectNoLeak("plain details", (await a.request("GET", `/chem/sds/${plain}/details`, { token: viewer.viewer.token })).body);
      expectNoLeak("library", (await a.request("GET", "/chem/sds/library?include_superseded=true", { token: viewer.viewer.token })).body);
      expectNoLeak("short library", (await a.request("GET", "/sds", { token: viewer.viewer.token })).body);
      const link = await a.request("GET", `/chem/sds/${x}/download`, { token: viewer.viewer.token });
      expectNoLeak("download link", link.body);
      const file = await fetch(link.body.download_url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toContain('filename="Xylene Pure 2022-02-02.pdf"');
      const chem = await chemicalWithSds(a, viewer, x, "Xylene", "Solvent Works");
      expectNoLeak("chemical", (await a.request("GET", `/chemicals/${chem.chemical_id}`, { token: viewer.viewer.token })).body);
    }
    // The contributor keeps its own values.
    const own = (await a.request("GET", `/chem/sds/${x}/details`, { token: contributor!.viewer.token })).body;
    expect(own).toMatchObject({
      product_name: "Secret Blend Seven", manufacturer: "Internal Name Ltd", revision_date: "2011-11-11", revision_number: "r-typed-9",
      file_name: "private-file-name.pdf", source_url: "https://supplier.example/private/path.pdf", contributed_by_company_id: contributor!.companyId,
    });
    const ownLink = await a.request("GET", `/chem/sds/${x}/download`, { token: contributor!.viewer.token });
    expect((await fetch(ownLink.body.download_url)).headers.get("content-disposition")).toContain('filename="Secret Blend Seven 2011-11-11.pdf"');
    expect(row(a, "SELECT count(*) AS n FROM company_sds_mappings WHERE sds_id = ?", x)).toEqual({ n: 3 });
  });
});
