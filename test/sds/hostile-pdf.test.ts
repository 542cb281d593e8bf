import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { inflateBombPdf, textBombPdf } from "../helpers/hostile-pdf";
import { row } from "./sds-helpers";

const MB = 1024 * 1024;
let app: TestApp;
let a: SeededCompany;
let b: SeededCompany;
let bomb: Uint8Array;

beforeAll(async () => {
  // One reader, so the test shows that caps (not a spare reader) keep a bomb from holding up the next document.
  app = await createTestApp({ PDF_READERS: "1", MAX_SDS_BYTES: String(400 * MB) });
  a = await seedCompany(app.ctx);
  b = await seedCompany(app.ctx);
  bomb = await inflateBombPdf(1024);
});
afterAll(async () => app.close());

const upload = (token: string, bytes: Uint8Array, name: string) =>
  app.request("POST", "/sds/upload", { token, form: formWith("file", [[name, bytes]]) });

const job = (sdsId: string) =>
  row<{ status: string; attempts: number; last_error: string }>(app, "SELECT status, attempts, last_error FROM jobs WHERE kind = 'sds_parse' AND json_extract(payload, '$.sds_id') = ?", sdsId);

describe("one PDF cannot take the appliance down", () => {
  test("a content bomb fails its parse job at once, with a reason a person understands, and the server's memory stays put", async () => {
    Bun.gc(true);
    const before = process.memoryUsage.rss();
    const up = await upload(a.manager.token, bomb, "bomb.pdf");
    expect(up.status).toBe(201);
    await app.ctx.jobs.idle(60_000);
    const details = await app.request("GET", `/chem/sds/${up.body.sds_id}/details`, { token: a.viewer.token });
    expect(details.body.parse_status).toBe("failed");
    expect(details.body.parse_error).toBe("The PDF cannot be read (too_large): the PDF expands to more than 100 MB of content; it was not read");
    // No retries: reading it again would do the same.
    expect(job(up.body.sds_id)).toMatchObject({ status: "failed", attempts: 1 });
    // Read in the server (the old worker thread), this 1 MB file costs more than 2 GB.
    expect(process.memoryUsage.rss() - before).toBeLessThan(150 * MB);
  }, 90_000);

  test("a text bomb fails at once too", async () => {
    const up = await upload(a.manager.token, textBombPdf(300_000), "text-bomb.pdf");
    await app.ctx.jobs.idle(60_000);
    const details = await app.request("GET", `/chem/sds/${up.body.sds_id}/details`, { token: a.viewer.token });
    expect(details.body.parse_status).toBe("failed");
    expect(details.body.parse_error).toContain("characters of text");
    expect(job(up.body.sds_id)).toMatchObject({ status: "failed", attempts: 1 });
  }, 90_000);

  test("one company's bomb and another company's SDS uploaded together: the SDS is parsed", async () => {
    const [hostile, normal] = await Promise.all([
      upload(a.manager.token, await inflateBombPdf(1024), "bomb-2.pdf"),
      upload(b.manager.token, makePdf(["Product name: Acetone", "SECTION 2: Hazards identification", "Signal word: Danger", "H225 Highly flammable liquid and vapour."]), "acetone.pdf"),
    ]);
    await app.ctx.jobs.idle(60_000);
    const bombDetails = await app.request("GET", `/chem/sds/${hostile.body.sds_id}/details`, { token: a.viewer.token });
    const sdsDetails = await app.request("GET", `/chem/sds/${normal.body.sds_id}/details`, { token: b.viewer.token });
    expect(bombDetails.body.parse_status).toBe("failed");
    // Parsed (a small fixture the parser asks a person to check, since it has only 2 of the 16 sections).
    expect(sdsDetails.body.sds_parsed).toBe(true);
    expect(["completed", "needs_review"]).toContain(sdsDetails.body.parse_status);
    expect(sdsDetails.body.hazard_info.h_codes).toContain("H225");
  }, 90_000);

  test("a page whose text is one line of 250,000 characters is parsed in moments, not minutes", async () => {
    // Under the reader's text cap, so it is read; the parser's label searches cost the square of a line's length, and
    // such a line held the job worker (in the server's process) for minutes before lines were bounded.
    const line = "Product name / ".repeat(16_000);
    // Printed at 0.002 pt, so all of it lies on the page (the reader leaves out text beyond the page's edge).
    const pdf = makePdf(["SECTION 1: Identification", "Product name: Harbour Gel", line, "SECTION 2: Hazards identification", "Signal word: Danger", "H225"], [11, 11, 0.002]);
    const up = await upload(a.manager.token, pdf, "one-long-line.pdf");
    expect(up.status).toBe(201);
    await app.ctx.jobs.idle(45_000);
    const details = await app.request("GET", `/chem/sds/${up.body.sds_id}/details`, { token: a.viewer.token });
    // Read to the end: the name, and a review for what such a sheet lacks (supplier, date, sections).
    expect(details.body).toMatchObject({ parse_status: "needs_review", product_name: "Harbour Gel" });
    expect((await fetch(`${app.origin}/api/health`)).status).toBe(200);
  }, 60_000);

  test("label extraction reads through the same reader: the bomb is refused with 413 and the error body", async () => {
    Bun.gc(true);
    const before = process.memoryUsage.rss();
    const res = await app.request("POST", "/chem/labels/extract", { token: a.manager.token, form: formWith("file", [["label.pdf", bomb]]) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: "PAYLOAD_TOO_LARGE", message: "The label PDF was not read: the PDF expands to more than 100 MB of content; it was not read" });
    expect(process.memoryUsage.rss() - before).toBeLessThan(150 * MB);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  }, 60_000);
});

describe("label uploads stream", () => {
  /** Bytes of the largest file in the blob store's temp folder (an upload being written). */
  const largestTempFile = () => Math.max(0, ...readdirSync(app.ctx.blobs.tmpDir).map((f) => statSync(join(app.ctx.blobs.tmpDir, f)).size));

  /**
   * A multipart label upload sent in two halves: after the first half the client waits until the server has
   * written part of the file to disk. A server that holds the body until it has all of it never does.
   */
  function labelUploadInHalves(totalBytes: number): { body: ReadableStream<Uint8Array>; type: string; streamed: Promise<boolean> } {
    const boundary = `----chemsafe${Math.random().toString(36).slice(2)}`;
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="epa_registration_number"\r\n\r\n4567-12\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big-label.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const tail = new TextEncoder().encode(`\n%%EOF\r\n--${boundary}--\r\n`);
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let sent = 0;
    let resolveStreamed!: (v: boolean) => void;
    const streamed = new Promise<boolean>((r) => (resolveStreamed = r));
    let waited = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (!waited && sent >= totalBytes / 2) {
          waited = true;
          let onDisk = false;
          for (let i = 0; i < 200 && !onDisk; i++) {
            onDisk = largestTempFile() >= totalBytes / 4;
            if (!onDisk) await Bun.sleep(25);
          }
          resolveStreamed(onDisk);
        }
        if (sent >= totalBytes) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    return { body, type: `multipart/form-data; boundary=${boundary}`, streamed };
  }

  test("a label upload is written to disk while it arrives, not held until the end", async () => {
    const { body, type, streamed } = labelUploadInHalves(40 * MB);
    const res = await app.request("POST", "/chem/labels", { token: a.manager.token, body, headers: { "content-type": type } });
    expect(await streamed).toBe(true);
    expect(res.status).toBe(201);
    expect(res.body.file_size).toBeGreaterThan(40 * MB);
    expect(app.ctx.blobs.tempCount()).toBe(0);
  }, 60_000);
});
