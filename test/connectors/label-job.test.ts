import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { createTlsFixture, type TlsFixture } from "./helpers/tls-fixture";
import { fakePdf, recordingFetch, StubServer, testLookup } from "./helpers/stub-server";

/** The epa_label_search job, end to end: product creation → job → this connector → a local PPLS. */
let tlsFx: TlsFixture;
let ppls: StubServer;
let app: TestApp;
let a: SeededCompany;

const SERVICE = "/ords/pesticides/cswu/ppls";
const PDFS = "/pesticides/chem_search/ppls";
const LABEL = fakePdf("label 2021");
let n = 0;

async function createPesticide(reg: string) {
  const res = await app.request("POST", "/chemicals", {
    token: a.manager.token,
    json: { site_id: a.siteId, product_name: `Weed Killer ${++n}`, manufacturer: "Acme Ag", container_size: 1, is_pesticide: true, epa_registration_number: reg, signal_word: "CAUTION" },
  });
  expect(res.status).toBe(201);
  await app.ctx.jobs.idle();
  return app.ctx.db.$client.query("SELECT label_status, label_id FROM company_products WHERE company_product_id = ?").get(res.body.company_product_id) as { label_status: string; label_id: string | null };
}

beforeAll(async () => {
  tlsFx = createTlsFixture();
  ppls = new StubServer(tlsFx);
  app = await createTestApp({
    LABEL_LOOKUP_ENABLED: "true", LABEL_LOOKUP_URL: `${ppls.origin("ppls.test")}${SERVICE}`, LABEL_LOOKUP_PDF_URL: `${ppls.origin("labels.test")}${PDFS}`,
    IMPORT_CA_FILE: tlsFx.caFile,
  }, { lookup: testLookup({ "ppls.test": ["127.0.0.1"], "labels.test": ["127.0.0.1"] }), fetch: recordingFetch() });
  a = await seedCompany(app.ctx);
});
afterAll(async () => {
  await app.close();
  await ppls.stop();
  tlsFx.cleanup();
});
beforeEach(() => ppls.reset());

describe("epa_label_search with the regulator lookup switched on", () => {
  test("a distributor number finds the basic registration's newest label, stored in the label library and linked", async () => {
    ppls.on(`${SERVICE}/5481-471`, () => Response.json({
      items: [{ eparegno: "5481-471", productname: "WEED KILLER CONCENTRATE", product_status: "Active",
        pdffiles: [{ pdffile: "005481-00471-20190102.pdf" }, { pdffile: "005481-00471-20210609.pdf" }] }],
    }));
    ppls.on(`${PDFS}/005481-00471-20210609.pdf`, () => new Response(LABEL, { headers: { "content-type": "application/pdf" } }));
    const product = await createPesticide("005481-00471-00123");
    expect(product.label_status).toBe("linked");
    const label = app.ctx.db.$client.query("SELECT * FROM labels WHERE label_id = ?").get(product.label_id) as Record<string, unknown>;
    expect(label).toMatchObject({
      company_id: a.companyId, epa_registration_number: "005481-00471-00123", source: "regulator_lookup", label_date: "2021-06-09",
      product_name: "WEED KILLER CONCENTRATE", file_size: LABEL.byteLength, source_url: `${ppls.origin("labels.test")}${PDFS}/005481-00471-20210609.pdf`,
    });
    expect(app.ctx.blobs.has(label.file_checksum as string)).toBe(true);
    expect(ppls.received.map((r) => r.path)).toEqual([`${SERVICE}/5481-471`, `${PDFS}/005481-00471-20210609.pdf`]);
  });

  test("a block page answered with 200 for the label is not found: the product needs a manual upload", async () => {
    ppls.on(`${SERVICE}/100-1182`, () => Response.json({ items: [{ eparegno: "100-1182", productname: "X", pdffiles: [{ pdffile: "000100-01182-20200101.pdf" }] }] }));
    ppls.on(`${PDFS}/000100-01182-20200101.pdf`, () => new Response("<html><body>Request Rejected</body></html>", { headers: { "content-type": "text/html" } }));
    const before = app.ctx.db.$client.query("SELECT count(*) AS n FROM labels").get();
    const product = await createPesticide("100-1182");
    expect(product).toEqual({ label_status: "manual_upload_required", label_id: null });
    expect(app.ctx.db.$client.query("SELECT count(*) AS n FROM labels").get()).toEqual(before);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("a registration number the service does not know: the product needs a manual upload", async () => {
    const product = await createPesticide("4242-17");
    expect(product).toEqual({ label_status: "manual_upload_required", label_id: null });
    expect(ppls.received.map((r) => r.path)).toEqual([`${SERVICE}/4242-17`]);
  });

  test("a failing service: retried with backoff, then failed with its last error; an admin retry runs it again", async () => {
    let calls = 0;
    ppls.on(`${SERVICE}/777-9`, () => new Response(`down ${++calls}`, { status: 503 }));
    const res = await app.request("POST", "/chemicals", {
      token: a.manager.token,
      json: { site_id: a.siteId, product_name: "Failing Lookup", manufacturer: "Acme Ag", container_size: 1, is_pesticide: true, epa_registration_number: "777-9" },
    });
    expect(res.status).toBe(201);
    const jobOf = () => app.ctx.db.$client.query("SELECT job_id, status, attempts, last_error FROM jobs WHERE kind = 'epa_label_search' AND json_extract(payload, '$.company_product_id') = ?").get(res.body.company_product_id) as { job_id: string; status: string; attempts: number; last_error: string };
    // idle() waits through the backoff between attempts: a retry coming due is still work in progress.
    await app.ctx.jobs.idle();
    expect(jobOf()).toMatchObject({ status: "failed", attempts: app.ctx.config.jobs.maxAttempts });
    expect(jobOf().last_error).toContain("HTTP 503");
    expect(calls).toBe(app.ctx.config.jobs.maxAttempts);
    const product = app.ctx.db.$client.query("SELECT label_status FROM company_products WHERE company_product_id = ?").get(res.body.company_product_id) as { label_status: string };
    expect(product.label_status).toBe("none");

    ppls.on(`${SERVICE}/777-9`, () => new Response("no such product", { status: 404 }));
    const retried = await app.request("POST", `/jobs/${jobOf().job_id}/retry`, { token: a.admin.token });
    expect(retried.status).toBe(200);
    await app.ctx.jobs.idle();
    expect(jobOf().status).toBe("completed");
  });
});
