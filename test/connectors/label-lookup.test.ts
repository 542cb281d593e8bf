import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { regulatorLabelLookup } from "../../src/modules/connectors/label-lookup";
import { labelLookupFor } from "../../src/modules/labels/label-lookup.port";
import { AppError } from "../../src/shared/errors";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTlsFixture, type TlsFixture } from "./helpers/tls-fixture";
import { fakePdf, recordingFetch, StubServer, testLookup } from "./helpers/stub-server";
import { blobFileCount } from "./helpers/storage";

let tlsFx: TlsFixture;
let ppls: StubServer;
let app: TestApp;

const SERVICE = "/ords/pesticides/cswu/ppls";
const PDFS = "/pesticides/chem_search/ppls";
const NEWEST = fakePdf("label 2020");
const item = (files: string[]) => ({
  items: [{ eparegno: "264-849", productname: "BAYER ADVANCED GARDEN", product_status: "Active", signal_word: "Caution", cancel_flag: "No",
    companyinfo: [{ name: "BAYER" }], active_ingredients: [{ active_ing: "Imidacloprid" }], pdffiles: files.map((pdffile) => ({ pdffile, epa_reg_num: "264-849" })) }],
});
const lookup = (reg = "264-849") => regulatorLabelLookup(app.ctx, reg, "company");

async function refusal(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected a failure");
}

beforeAll(async () => {
  tlsFx = createTlsFixture();
  ppls = new StubServer(tlsFx);
  app = await createTestApp({
    LABEL_LOOKUP_ENABLED: "true", LABEL_LOOKUP_URL: `${ppls.origin("ppls.test")}${SERVICE}`, LABEL_LOOKUP_PDF_URL: `${ppls.origin("labels.test")}${PDFS}/`,
    IMPORT_CA_FILE: tlsFx.caFile,
  }, { lookup: testLookup({ "ppls.test": ["127.0.0.1"], "labels.test": ["127.0.0.1"] }), fetch: recordingFetch(), startJobs: false });
});
afterAll(async () => {
  await app.close();
  await ppls.stop();
  tlsFx.cleanup();
});
beforeEach(() => ppls.reset());

describe("regulator label lookup against a local PPLS", () => {
  test("finds the product, downloads its newest label through the safe downloader and stores it", async () => {
    ppls.on(`${SERVICE}/264-849`, () => Response.json(item(["000264-00849-20150101.pdf", "000264-00849-20200317.pdf"])));
    ppls.on(`${PDFS}/000264-00849-20200317.pdf`, () => new Response(NEWEST, { headers: { "content-type": "application/pdf" } }));
    const result = await lookup("000264-00849-001234");
    expect(ppls.received.map((r) => [r.method, r.path, r.host])).toEqual([
      ["GET", `${SERVICE}/264-849`, `ppls.test:${ppls.port}`],
      ["GET", `${PDFS}/000264-00849-20200317.pdf`, `labels.test:${ppls.port}`],
    ]);
    expect(result).toMatchObject({
      found: true, productName: "BAYER ADVANCED GARDEN", labelDate: "2020-03-17",
      sourceUrl: `${ppls.origin("labels.test")}${PDFS}/000264-00849-20200317.pdf`, pdf: { size: NEWEST.byteLength },
    });
    expect(app.ctx.blobs.has(result.pdf!.sha256)).toBe(true);
    expect(Buffer.from(await app.ctx.blobs.file(result.pdf!.sha256).arrayBuffer()).equals(Buffer.from(NEWEST))).toBe(true);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test.each([
    ["an empty items list", () => Response.json({ items: [] })],
    ["a 404", () => new Response("no", { status: 404 })],
    ["a block page with status 200", () => new Response("<html><head><title>Request Rejected</title></head></html>", { headers: { "content-type": "text/html" } })],
    ["a block page claiming to be JSON", () => new Response("\n<!DOCTYPE html><p>Access denied</p>", { headers: { "content-type": "application/json" } })],
    ["a product without label files", () => Response.json(item([]))],
  ])("%s → not found, no PDF requested", async (_name, behaviour) => {
    ppls.on(`${SERVICE}/264-849`, behaviour);
    expect(await lookup()).toEqual({ found: false });
    expect(ppls.received.length).toBe(1);
  });

  test.each([
    ["an HTML block page answered 200 for the PDF", () => new Response("<html>The requested URL was rejected</html>", { headers: { "content-type": "text/html" } })],
    ["HTML with a PDF content type", () => new Response("<html>blocked</html>", { headers: { "content-type": "application/pdf" } })],
    ["a missing PDF", () => new Response("gone", { status: 404 })],
  ])("%s → not found, nothing stored", async (_name, behaviour) => {
    ppls.on(`${SERVICE}/264-849`, () => Response.json(item(["000264-00849-20200317.pdf"])));
    ppls.on(`${PDFS}/000264-00849-20200317.pdf`, behaviour);
    const blobsBefore = blobFileCount(app.ctx);
    expect(await lookup()).toEqual({ found: false });
    expect(blobFileCount(app.ctx)).toBe(blobsBefore);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  });

  test("a number that is not a registration number asks nobody", async () => {
    expect(await lookup("CA-120001")).toEqual({ found: false });
    expect(ppls.received).toEqual([]);
  });

  test("a failing service throws (the job retries), as does a redirect to a private address", async () => {
    ppls.on(`${SERVICE}/264-849`, () => new Response("down", { status: 503 }));
    expect((await refusal(lookup())).code).toBe("UPSTREAM_ERROR");
    ppls.on(`${SERVICE}/264-849`, () => Response.json(item(["000264-00849-20200317.pdf"])));
    ppls.on(`${PDFS}/000264-00849-20200317.pdf`, () => new Response(null, { status: 302, headers: { location: "https://10.0.0.1/label.pdf" } }));
    expect((await refusal(lookup())).code).toBe("URL_NOT_ALLOWED");
    ppls.on(`${SERVICE}/264-849`, () => new Response("{ not json", { headers: { "content-type": "application/json" } }));
    expect((await refusal(lookup())).code).toBe("UPSTREAM_ERROR");
  });
});

describe("switched off", () => {
  test("the port offers no lookup and the connector refuses with FEATURE_DISABLED", async () => {
    const off = await createTestApp({}, { startJobs: false });
    try {
      expect(off.ctx.config.labelLookup.url).toBe("https://ordspub.epa.gov/ords/pesticides/cswu/ppls");
      expect(labelLookupFor(off.ctx)).toBeNull();
      expect(labelLookupFor(app.ctx)).toBe(regulatorLabelLookup);
      const err = await refusal(regulatorLabelLookup(off.ctx, "264-849", "company"));
      expect(err.code).toBe("FEATURE_DISABLED");
    } finally {
      await off.close();
    }
  });
});
