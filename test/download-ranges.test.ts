import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { seedCompany, type SeededCompany } from "./helpers/seed";
import { formWith, makePdf } from "./helpers/pdf-fixtures";

/**
 * Range requests on every signed download (SDS, label, report), per RFC 9110 §14: a server may
 * ignore Range or serve one range; 416 only when no range can be served.
 */
let app: TestApp;
let c: SeededCompany;
const links: Record<string, { url: string; bytes: Uint8Array<ArrayBuffer> }> = {};

beforeAll(async () => {
  app = await createTestApp();
  c = await seedCompany(app.ctx);
  const sds = await app.request("POST", "/sds/upload", { token: c.manager.token, form: formWith("file", [["Acetone_Fisher_2021-03-15.pdf", makePdf(["Acetone range test"])]]) });
  const label = await app.request("POST", "/chem/labels", { token: c.manager.token, form: formWith("file", [["label.pdf", makePdf(["Bug Blaster", "EPA Reg. No. 4567-12"])]], { epa_registration_number: "4567-12" }) });
  const report = await app.request("POST", "/reports", { token: c.manager.token, json: { site_id: c.siteId } });
  expect([sds.status, label.status, report.status]).toEqual([201, 201, 202]);
  await app.ctx.jobs.idle();
  const paths = { sds: `/chem/sds/${sds.body.sds_id}/download`, label: `/chem/labels/${label.body.label_id}/download`, report: `/reports/${report.body.report_id}/download` };
  for (const [kind, path] of Object.entries(paths)) {
    const link = await app.request("GET", path, { token: c.viewer.token });
    expect(link.status).toBe(200);
    const whole = await fetch(link.body.download_url);
    expect(whole.status).toBe(200);
    links[kind] = { url: link.body.download_url, bytes: new Uint8Array(await whole.arrayBuffer()) };
  }
});
afterAll(async () => app.close());

const get = (kind: string, range: string, extra: Record<string, string> = {}) => fetch(links[kind]!.url, { headers: { range, ...extra } });

async function expectPart(res: Response, kind: string, start: number, end: number) {
  const { bytes } = links[kind]!;
  expect(res.status).toBe(206);
  expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${bytes.length}`);
  expect(res.headers.get("content-length")).toBe(String(end - start + 1));
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(start, end + 1));
}

async function expectWhole(res: Response, kind: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-range")).toBeNull();
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(links[kind]!.bytes);
}

async function expectUnsatisfiable(res: Response, kind: string) {
  expect(res.status).toBe(416);
  expect(res.headers.get("content-range")).toBe(`bytes */${links[kind]!.bytes.length}`);
  expect(await res.json()).toMatchObject({ success: false, error: "RANGE_NOT_SATISFIABLE" });
}

for (const kind of ["sds", "label", "report"]) {
  describe(`${kind} download`, () => {
    test("a single range is served as 206 with its Content-Range", async () => {
      await expectPart(await get(kind, "bytes=0-4"), kind, 0, 4);
      const size = links[kind]!.bytes.length;
      await expectPart(await get(kind, "bytes=-10"), kind, size - 10, size - 1);
      await expectPart(await get(kind, "bytes=10-"), kind, 10, size - 1);
    });

    test("a multi-range request is answered with its first range, not 416", async () => {
      await expectPart(await get(kind, "bytes=0-9,20-29"), kind, 0, 9);
      await expectPart(await get(kind, "bytes=20-29, 0-9"), kind, 20, 29);
      // The first range lies past the end: the first one that can be served is.
      await expectPart(await get(kind, "bytes=999999999-,3-5"), kind, 3, 5);
    });

    test("odd forms answer per RFC 9110: invalid ones are ignored (200), unsatisfiable ones are 416 with the error body", async () => {
      const size = links[kind]!.bytes.length;
      await expectWhole(await get(kind, "bytes=5-2"), kind); // last < first: invalid, ignored
      await expectWhole(await get(kind, "items=0-4"), kind); // unknown unit: ignored
      await expectWhole(await get(kind, "bytes=abc"), kind);
      await expectWhole(await get(kind, "bytes=0 - 4"), kind);
      await expectWhole(await get(kind, "bytes=1e3-"), kind);
      await expectWhole(await get(kind, "bytes=0-4", { "if-range": '"some-etag"' }), kind); // no validator of ours matches
      await expectPart(await get(kind, "Bytes=0-4"), kind, 0, 4); // the unit is case-insensitive
      await expectPart(await get(kind, "bytes=0-4 ,  6-7"), kind, 0, 4);
      await expectPart(await get(kind, "bytes=0-99999999999999999999999"), kind, 0, size - 1);
      await expectPart(await get(kind, "bytes=-99999999999999999999999"), kind, 0, size - 1);
      await expectUnsatisfiable(await get(kind, "bytes=-0"), kind);
      await expectUnsatisfiable(await get(kind, `bytes=${size}-`), kind);
      await expectUnsatisfiable(await get(kind, "bytes=99999999999999999999999-"), kind);
      await expectUnsatisfiable(await get(kind, `bytes=${size}-${size + 10}, -0`), kind);
    });
  });
}
