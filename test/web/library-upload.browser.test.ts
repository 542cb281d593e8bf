import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "puppeteer-core";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany, type SeededUser } from "../helpers/seed";
import { axeViolations, chromiumMissing, screenshot } from "../helpers/browser";
import { makePdf, makeSdsPdf, makeZip } from "../helpers/pdf-fixtures";
import { count } from "../sds/sds-helpers";
import { named, PASSWORD, signIn, signedInDesktop } from "./admin-helpers";

/**
 * Adding SDSs in real Chromium: one PDF uploaded with its bar and then read by the appliance; a ZIP with a
 * duplicate, a non-PDF and a false PDF inside and its report; a refused file said next to it with nothing
 * stored; a viewer gets no upload and the API refuses the viewer's upload.
 */
let app: TestApp;
let a: SeededCompany;
let manager: SeededUser;
let viewer: SeededUser;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
let dir: string;
const acetone = makeSdsPdf({ product: "Acetone Pure", manufacturer: "Brenntag", revisionDate: "2022-06-01" });

const file = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const texts = (selector: string) => page.$$eval(selector, (els) => els.map((el) => (el as any).textContent.trim()));
const choose = async (...paths: string[]) => {
  await page.waitForSelector('.sds-upload[data-status="ready"], .sds-upload[data-status="done"]');
  await (await page.$("#sds-files"))!.uploadFile(...paths);
};

describe.skipIf(chromiumMissing)("adding SDSs in the browser", () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "chemsafe-upload-"));
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Plant A");
    const hash = await Bun.password.hash(PASSWORD);
    manager = await seedUser(app.ctx, a.companyId, "manager", { email: "ehs@plant-a.test", passwordHash: hash });
    viewer = await seedUser(app.ctx, a.companyId, "viewer", { email: "reader@plant-a.test", passwordHash: hash });
    ({ browser, page, consoleErrors } = await signedInDesktop(app, manager.email, PASSWORD));
    // The refused uploads answer 415: Chromium logs each refused resource; those are the answers the test asks for.
    page.on("console", (msg) => {
      if (msg.type() === "error" && /status of 415/.test(msg.text())) consoleErrors.splice(consoleErrors.indexOf(msg.text()), 1);
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  test("a manager opens 'Add SDSs' from the library: a drop zone, a labelled file picker and the optional details", async () => {
    await page.goto(`${app.origin}/library`);
    await page.waitForSelector('.library[data-status="ready"]');
    await page.click('a[href$="/library/upload"]');
    await page.waitForSelector('.sds-upload[data-status="ready"]');
    // The file input is announced as a button named by its visible label.
    expect(await named(page, "button", "Choose files")).toBe(true);
    expect(await page.$eval("#sds-files", (el) => (el as any).labels[0].textContent)).toBe("Choose files");
    expect(await page.$(".drop-zone")).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "library-upload-empty");
  }, 60_000);

  test("one PDF with its product name goes up with a bar, is added and is read by the appliance", async () => {
    await page.click(".optional summary");
    await page.type("#upload-product_name", "Acetone Pure");
    await page.type("#upload-manufacturer", "Brenntag");
    await choose(file("acetone.pdf", acetone));
    await page.waitForSelector('.sds-upload[data-status="done"]');
    expect(await texts('.upload-file[data-state="added"] .ok')).toEqual(["Added as Acetone Pure. It is being read now."]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "library-upload-one-pdf");
    await page.click('.upload-file[data-state="added"] .ok a');
    // The details page follows the reading until it is done: the values come from the PDF.
    await page.waitForSelector('.sds-details[data-status="ready"]:not([data-parse="pending"]):not([data-parse="processing"])', { timeout: 30_000 });
    expect(await page.$eval("h1", (el) => el.textContent)).toBe("Acetone Pure");
    expect(await page.$eval('tr[data-field="revision_date"] .value', (el) => el.textContent)).toBe("2022-06-01");
    expect(await page.$eval('tr[data-field="revision_date"] .evidence', (el) => el.textContent)).toContain("Revision date: 2022-06-01");
  }, 60_000);

  test("a ZIP with a new PDF, a duplicate, a non-PDF and a false PDF: live progress, then the report by name", async () => {
    const zip = makeZip({
      "sds/methanol.pdf": makeSdsPdf({ product: "Methanol", manufacturer: "Univar" }),
      "sds/acetone-again.pdf": acetone,
      "sds/readme.txt": new TextEncoder().encode("not an SDS"),
      "sds/broken.pdf": new TextEncoder().encode("this is not a PDF at all"),
    });
    await page.goto(`${app.origin}/library/upload`);
    await choose(file("supplier-sds.zip", zip));
    await page.waitForSelector('.sds-upload[data-status="done"]', { timeout: 30_000 });
    expect(await page.$eval(".zip-report", (el) => el.getAttribute("data-job-status"))).toBe("completed");
    expect(await page.$eval(".zip-report > p", (el) => el.textContent)).toBe("Done: 1 added, 1 already in the library, 1 refused, 1 skipped (3 PDF files).");
    const lines = await texts(".outcomes li");
    expect(lines[0]).toBe("added sds/methanol.pdf");
    expect(lines[1]).toBe("duplicate sds/acetone-again.pdf: already in the library (open it)");
    expect(lines[2]).toMatch(/^refused sds\/broken\.pdf: .*not a PDF/);
    expect(lines[3]).toMatch(/^skipped sds\/readme\.txt/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "library-upload-zip-report");
  }, 60_000);

  test("a refused file is said next to it, and nothing of it is stored", async () => {
    const before = count(app, "sds_documents");
    await page.goto(`${app.origin}/library/upload`);
    await choose(file("scan.pdf", new TextEncoder().encode("GIF89a pretending to be a PDF")), file("toluene.pdf", makePdf(["SAFETY DATA SHEET", "Product name: Toluene"])));
    await page.waitForSelector('.sds-upload[data-status="done"]');
    expect(await page.$eval('.upload-file[data-name="scan.pdf"]', (el) => el.getAttribute("data-state"))).toBe("refused");
    expect(await page.$eval('.upload-file[data-name="scan.pdf"] [role="alert"]', (el) => el.textContent)).toBe("Refused: scan.pdf is not a PDF (it does not start with %PDF-)");
    // The other file of the same choice is not held back by the refusal.
    expect(await page.$eval('.upload-file[data-name="toluene.pdf"]', (el) => el.getAttribute("data-state"))).toBe("added");
    expect(count(app, "sds_documents")).toBe(before + 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "library-upload-refused");
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  test("a viewer has no 'Add SDSs' and the API refuses the viewer's upload", async () => {
    const reader = await signIn(browser, app, viewer.email, PASSWORD);
    await reader.setViewport({ width: 1280, height: 900 });
    await reader.goto(`${app.origin}/library`);
    await reader.waitForSelector('.library[data-status="ready"]');
    expect(await reader.$('a[href$="/library/upload"]')).toBeNull();
    await reader.goto(`${app.origin}/library/upload`);
    await reader.waitForSelector("main [role=alert]");
    expect(await reader.$("#sds-files")).toBeNull();
    const refused = await reader.evaluate(async () => {
      const session = (await (await fetch("/api/v1/auth/session")).json()) as { csrf_token: string };
      const form = new FormData();
      form.append("file", new Blob(["%PDF-1.4\n"], { type: "application/pdf" }), "x.pdf");
      const res = await fetch("/api/v1/sds/upload", { method: "POST", headers: { "x-csrf-token": session.csrf_token }, body: form });
      return { status: res.status, body: await res.json() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: "FORBIDDEN" });
    await screenshot(reader, "library-upload-viewer");
  }, 60_000);
});
