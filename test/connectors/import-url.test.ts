import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config";
import { newId } from "../../src/shared/ids";
import type { Logger } from "../../src/shared/logger";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "../helpers/seed";
import { createTlsFixture, type TlsFixture } from "./helpers/tls-fixture";
import { fakePdf, recordingFetch, StubServer, testLookup } from "./helpers/stub-server";
import { blobFileCount } from "./helpers/storage";

let tlsFx: TlsFixture;
let mirror: StubServer;
let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
let fetchLog: ReturnType<typeof recordingFetch>;
let dns: ReturnType<typeof testLookup>;
const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];
const logger: Logger = {
  debug() {}, info() {}, error() {},
  warn: (msg, fields) => void warnings.push({ msg, fields }),
  child: () => logger,
};

const MAX = 64 * 1024;
const pdf = (label: string) => () => new Response(fakePdf(label), { headers: { "content-type": "application/pdf" } });
const importUrl = (token: string, json: Record<string, unknown>, on = app) => on.request("POST", "/chem/sds/import-from-url", { token, json });
const body = (url: string, extra: Record<string, unknown> = {}) => ({ url, product_name: "Acetone", manufacturer: "Fisher", ...extra });
const q = (sql: string, ...params: unknown[]) => app.ctx.db.$client.query(sql).all(...(params as [])) as Record<string, any>[];
const blobCount = (t: TestApp) => blobFileCount(t.ctx);

function makeApp(env: Record<string, string> = {}) {
  fetchLog = recordingFetch();
  return createTestApp({
    IMPORT_ALLOWED_HOSTS: "sds-mirror.test", IMPORT_CA_FILE: tlsFx.caFile, IMPORT_MAX_BYTES: String(MAX), IMPORT_TIMEOUT_MS: "10000", ...env,
  }, { lookup: dns, fetch: fetchLog, logger, startJobs: false });
}

beforeAll(async () => {
  tlsFx = createTlsFixture();
  mirror = new StubServer(tlsFx);
  dns = testLookup({ "sds-mirror.test": ["127.0.0.1"], "files.example.com": ["127.0.0.1"], "rebind.example.com": ["93.184.216.34", "10.0.0.1"] });
  app = await makeApp();
  a = await seedCompany(app.ctx, "A");
  b = await seedCompany(app.ctx, "B");
});
afterAll(async () => {
  await app.close();
  await mirror.stop();
  tlsFx.cleanup();
});
beforeEach(() => {
  mirror.reset();
  fetchLog.urls.length = 0;
  dns.asked.length = 0;
});

test("the defaults are the spec's: 20 MB and 30 s", () => {
  const cfg = loadConfig({ DATA_DIR: "/tmp/x" }, "/tmp");
  expect(cfg.import).toMatchObject({ maxBytes: 20 * 1024 * 1024, timeoutMs: 30_000, allowedHosts: [], caFile: null });
});

describe("an allowed mirror host", () => {
  test("is downloaded, stored, mapped, queued for parsing at priority 8, and its cache entry is marked imported", async () => {
    mirror.on("/sds/acetone.pdf", pdf("acetone"));
    const now = new Date().toISOString();
    app.ctx.db.$client.run(
      "INSERT INTO web_search_cache (cache_id, company_id, product_name_normalized, manufacturer_normalized, search_query_used, searched_at, results, result_count, times_accessed, last_accessed_at, sds_imported) VALUES (?,?,?,?,?,?,?,?,?,?,0),(?,?,?,?,?,?,?,?,?,?,0)",
      [newId(), a.companyId, "acetone", "fisher", "q", now, "[]", 0, 1, now, newId(), b.companyId, "acetone", "fisher", "q", now, "[]", 0, 1, now],
    );
    const url = `${mirror.origin("sds-mirror.test")}/sds/acetone.pdf`;
    const res = await importUrl(a.manager.token, body(url, { product_name: " ACETONE", revision_date: "2024-05-01" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ product_name: "ACETONE", manufacturer: "Fisher", revision_date: "2024-05-01", source_type: "url_import", source_url: url, is_duplicate: false, review_status: "pending", file_size: 2048 });
    expect(mirror.received[0]!.host).toBe(`sds-mirror.test:${mirror.port}`);
    const sdsId = res.body.sds_id;
    expect(q("SELECT company_id, mapped_to_inventory_count, review_status FROM company_sds_mappings WHERE sds_id = ?", sdsId)).toEqual([{ company_id: a.companyId, mapped_to_inventory_count: 0, review_status: "pending" }]);
    const [job] = q("SELECT job_status, priority, parse_sections FROM sds_parse_jobs WHERE sds_id = ?", sdsId);
    expect(job).toEqual({ job_status: "pending", priority: 8, parse_sections: JSON.stringify(Array.from({ length: 16 }, (_, i) => i + 1)) });
    expect(app.ctx.blobs.has(res.body.file_checksum)).toBe(true);
    const marks = q("SELECT company_id, sds_imported, imported_sds_id FROM web_search_cache ORDER BY company_id = ? DESC", a.companyId);
    expect(marks).toEqual([{ company_id: a.companyId, sds_imported: 1, imported_sds_id: sdsId }, { company_id: b.companyId, sds_imported: 0, imported_sds_id: null }]);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("the same file again returns the existing SDS (200, is_duplicate) and creates nothing new", async () => {
    mirror.on("/sds/dup.pdf", pdf("dup"));
    const url = `${mirror.origin("sds-mirror.test")}/sds/dup.pdf`;
    const first = await importUrl(a.manager.token, body(url));
    expect(first.status).toBe(201);
    const docs = q("SELECT count(*) AS n FROM sds_documents")[0]!.n;
    const blobs = blobCount(app);
    const again = await importUrl(a.manager.token, body(url));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sds_id: first.body.sds_id, is_duplicate: true });
    const fromB = await importUrl(b.manager.token, body(url));
    expect(fromB.body).toMatchObject({ sds_id: first.body.sds_id, is_duplicate: true });
    expect(q("SELECT count(*) AS n FROM sds_documents")[0]!.n).toBe(docs);
    expect(blobCount(app)).toBe(blobs);
    expect(q("SELECT company_id FROM company_sds_mappings WHERE sds_id = ?", first.body.sds_id).length).toBe(2);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("attaches to a chemical of the caller's company; another company's chemical is 404 before any download", async () => {
    const created = await app.request("POST", "/chemicals", { token: a.manager.token, json: { site_id: a.siteId, product_name: "Toluene", manufacturer: "Fisher", container_size: 1 } });
    expect(created.status).toBe(201);
    mirror.on("/sds/toluene.pdf", pdf("toluene"));
    const url = `${mirror.origin("sds-mirror.test")}/sds/toluene.pdf`;
    const before = tableCounts(app.ctx);
    const foreign = await importUrl(b.manager.token, body(url, { attach_to_chemical_id: created.body.chemical_id }));
    expect(foreign.status).toBe(404);
    expect(mirror.received).toEqual([]);
    expect(tableCounts(app.ctx)).toEqual(before);
    const res = await importUrl(a.manager.token, body(url, { product_name: "Toluene", attach_to_chemical_id: created.body.chemical_id }));
    expect(res.status).toBe(201);
    // An item's SDS is its product's (issue 10 item 1).
    expect((await app.request("GET", `/chemicals/${created.body.chemical_id}`, { token: a.viewer.token })).body.sds_id).toBe(res.body.sds_id);
    expect(q("SELECT mapped_to_inventory_count AS n FROM company_sds_mappings WHERE company_id = ? AND sds_id = ?", a.companyId, res.body.sds_id)).toEqual([{ n: 1 }]);
  });

  test("follows a redirect on the mirror", async () => {
    mirror.on("/latest", () => Response.redirect(`${mirror.origin("sds-mirror.test")}/sds/v2.pdf`, 302)).on("/sds/v2.pdf", pdf("v2"));
    const res = await importUrl(a.manager.token, body(`${mirror.origin("sds-mirror.test")}/latest`));
    expect(res.status).toBe(201);
    expect(res.body.source_url).toBe(`${mirror.origin("sds-mirror.test")}/sds/v2.pdf`);
    expect(res.body.file_name).toBe("v2.pdf");
  });
});

describe("downloads that fail store nothing", () => {
  const mirrorUrl = (path: string) => `${mirror.origin("sds-mirror.test")}${path}`;
  const big = new Uint8Array(MAX + 1);
  big.set(new TextEncoder().encode("%PDF-1.7\n"));

  test.each([
    ["declared too large", "/big", () => new Response(big, { headers: { "content-type": "application/pdf" } }), 413, "PAYLOAD_TOO_LARGE"],
    ["undeclared too large (counted while streaming)", "/big-stream", () => new Response(new ReadableStream({
      start(c) {
        c.enqueue(big.subarray(0, 40_000));
        c.enqueue(big.subarray(40_000));
        c.close();
      },
    }), { headers: { "content-type": "application/pdf" } }), 413, "PAYLOAD_TOO_LARGE"],
    ["an HTML body with a PDF content type", "/fake.pdf", () => new Response("<!DOCTYPE html><html>Access denied</html>", { headers: { "content-type": "application/pdf" } }), 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["an HTML content type (refused before the body)", "/page", () => new Response("<html></html>", { headers: { "content-type": "text/html; charset=utf-8" } }), 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["a 404", "/missing.pdf", () => new Response("no", { status: 404 }), 502, "UPSTREAM_ERROR"],
    ["an empty body", "/empty.pdf", () => new Response("", { headers: { "content-type": "application/pdf" } }), 400, "BAD_REQUEST"],
    ["a redirect to a private address", "/jump", () => new Response(null, { status: 302, headers: { location: "https://10.0.0.1/sds.pdf" } }), 422, "URL_NOT_ALLOWED"],
    ["a redirect to the metadata service", "/meta", () => new Response(null, { status: 301, headers: { location: "https://169.254.169.254/latest/meta-data/" } }), 422, "URL_NOT_ALLOWED"],
    ["a redirect to plain http", "/down", () => new Response(null, { status: 302, headers: { location: "http://sds-mirror.test/sds.pdf" } }), 422, "URL_NOT_ALLOWED"],
  ])("%s → %i", async (_name, path, behaviour, status, code) => {
    mirror.on(path, behaviour);
    const before = tableCounts(app.ctx);
    const blobs = blobCount(app);
    const res = await importUrl(a.manager.token, body(mirrorUrl(path)));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message: expect.any(String), error: code });
    expect(tableCounts(app.ctx)).toEqual(before);
    expect(blobCount(app)).toBe(blobs);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("a body that stalls runs into IMPORT_TIMEOUT_MS → 504, nothing stored", async () => {
    const slow = await makeApp({ IMPORT_TIMEOUT_MS: "300" });
    try {
      const c = await seedCompany(slow.ctx);
      mirror.on("/slow.pdf", mirror.stallAfter(fakePdf("slow", 1024)));
      mirror.on("/silent.pdf", mirror.stallBeforeHeaders());
      for (const path of ["/slow.pdf", "/silent.pdf"]) {
        const before = tableCounts(slow.ctx);
        const res = await importUrl(c.manager.token, body(mirrorUrl(path)), slow);
        expect(res.status).toBe(504);
        expect(res.body.error).toBe("UPSTREAM_TIMEOUT");
        expect(tableCounts(slow.ctx)).toEqual(before);
        expect(slow.ctx.blobs.tempCount()).toBe(0);
      }
    } finally {
      await slow.close();
    }
  });
});

describe("refused URLs: 422 URL_NOT_ALLOWED before any connection, nothing stored", () => {
  test.each([
    "http://sds-mirror.test/sds.pdf",
    "https://127.0.0.1/sds.pdf",
    "https://localhost/sds.pdf",
    "https://[::1]/sds.pdf",
    "https://[::ffff:127.0.0.1]/sds.pdf",
    "https://2130706433/sds.pdf",
    "https://0x7f.1/sds.pdf",
    "https://017700000001/sds.pdf",
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.1/sds.pdf",
    "https://100.64.0.1/sds.pdf",
    "https://[fd00::1]/sds.pdf",
    "https://[64:ff9b::a00:1]/sds.pdf",
    "file:///etc/passwd",
    "https://user:pass@sds-mirror.test/sds.pdf",
    "https://files.example.com:8443/sds.pdf",
    "https://rebind.example.com/sds.pdf",
    "https://files.example.com/sds.pdf",
  ])("%s", async (url) => {
    const before = tableCounts(app.ctx);
    const res = await importUrl(a.manager.token, body(url));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining("not allowed"), error: "URL_NOT_ALLOWED" });
    expect(fetchLog.urls).toEqual([]);
    expect(mirror.received).toEqual([]);
    expect(tableCounts(app.ctx)).toEqual(before);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("IP literals and ports are refused without even asking DNS", async () => {
    for (const url of ["https://0x7f.1/a.pdf", "https://[fd00::1]/a.pdf", "https://files.example.com:8443/a.pdf"]) await importUrl(a.manager.token, body(url));
    expect(dns.asked).toEqual([]);
  });

  test("a refusal is logged for the security officer, without the URL's query", async () => {
    warnings.length = 0;
    await importUrl(a.manager.token, body("https://169.254.169.254/latest/meta-data/?token=secret"));
    expect(warnings).toEqual([{ msg: "import URL refused", fields: expect.objectContaining({ user_id: a.manager.userId, company_id: a.companyId, reason: expect.stringContaining("link-local") }) }]);
    expect(JSON.stringify(warnings)).not.toContain("secret");
  });

  test("a viewer may not import", async () => {
    const res = await importUrl(a.viewer.token, body("https://10.0.0.1/a.pdf"));
    expect(res.status).toBe(403);
  });
});
