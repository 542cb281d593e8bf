// `npm run test:binary`: the executable is the product. Builds dist/chemsafe (the npm script does),
// copies it to an empty temporary folder with no node_modules, and drives it as an operator would.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { makePdf, makeZip } from "./helpers/pdf-fixtures";
import { makeScannedPdf, makeSearchableScan, SCANNED_SDS_LINES } from "./helpers/scanned-pdf";
import { inflateBombPdf } from "./helpers/hostile-pdf";
import { createTlsFixture, type TlsFixture } from "./connectors/helpers/tls-fixture";
import { StubServer } from "./connectors/helpers/stub-server";

const built = resolve(import.meta.dir, "..", "dist", "chemsafe");
const dir = mkdtempSync(join(tmpdir(), "chemsafe-binary-"));
const exe = join(dir, "chemsafe");
let server: ReturnType<typeof Bun.spawn> | null = null;
let base = "";
// An internal HTTPS mirror with the plant's own CA, which the executable must trust through IMPORT_CA_FILE.
let tls: TlsFixture;
let mirror: StubServer;

function run(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawnSync([exe, ...args], { cwd: dir, env: { PATH: "/usr/bin:/bin", ...env } });
  return { code: proc.exitCode, out: proc.stdout.toString(), err: proc.stderr.toString() };
}

beforeAll(async () => {
  if (!existsSync(built)) throw new Error("dist/chemsafe is missing: run `npm run build` first");
  copyFileSync(built, exe);
  Bun.spawnSync(["chmod", "+x", exe]);
  expect(run(["bootstrap", "--company", "Binary Plant", "--email", "admin@binary.test", "--password", "binary-pass-123"]).code).toBe(0);
  tls = createTlsFixture();
  mirror = new StubServer(tls);
  const port = 20000 + Math.floor(Math.random() * 20000);
  base = `http://127.0.0.1:${port}`;
  // cwd is the temp folder: data lands in ./data there; only PATH is inherited (no node_modules).
  server = Bun.spawn([exe, "serve"], { cwd: dir, env: {
    PATH: "/usr/bin:/bin", PORT: String(port), HOST: "127.0.0.1", IMPORT_CA_FILE: tls.caFile, IMPORT_ALLOWED_HOSTS: "127.0.0.1",
  }, stdout: "pipe", stderr: "pipe" });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  throw new Error("the executable did not start listening");
}, 60_000);

afterAll(async () => {
  server?.kill("SIGTERM");
  await server?.exited;
  await mirror?.stop();
  tls?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

test("version and help answer without a data folder", () => {
  expect(run(["version"]).out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  expect(run(["--help"]).out).toContain("backup DIR");
  expect(run(["no-such-verb"]).code).toBe(2);
});

test("a bad configuration value stops the start with a one-line reason naming it", () => {
  const res = run(["serve"], { PORT: "eighty" });
  expect(res.code).toBe(2);
  expect(res.err.trim().split("\n")).toHaveLength(1);
  expect(res.err).toContain("PORT");
});

test("health answers with database and queue state", async () => {
  const body = await (await fetch(`${base}/api/health`)).json();
  expect(body).toMatchObject({ status: "ok", database: "ok" });
});

test("the API docs load entirely from the executable", async () => {
  for (const page of ["/api/docs", "/api/redoc"]) {
    const html = await (await fetch(`${base}${page}`)).text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await fetch(`${base}${src[1]}`);
      expect(asset.status).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
  }
  const spec = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(spec.paths)).toContain("/api/v1/sites");
});

test("sign in, then use the token; the CLI issues tokens too", async () => {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@binary.test", password: "binary-pass-123" }),
  });
  expect(login.status).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const sites = await fetch(`${base}/api/v1/sites`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(sites.status).toBe(200);
  const cliToken = run(["token", "--email", "admin@binary.test", "--ttl", "10m"]).out.trim();
  const me = await fetch(`${base}/api/v1/auth/me`, { headers: { authorization: `Bearer ${cliToken}` } });
  expect(((await me.json()) as { email: string }).email).toBe("admin@binary.test");
});

async function adminToken(): Promise<string> {
  return run(["token", "--email", "admin@binary.test", "--ttl", "10m"]).out.trim();
}

async function waitFor<T>(probe: () => Promise<T>, done: (v: T) => boolean, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await probe();
    if (done(v)) return v;
    await Bun.sleep(100);
  }
  throw new Error("timed out waiting for the executable's background work");
}

const SDS_LINES = [
  "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Binary Battery Acid", "Manufacturer: Executable Chemicals Inc.",
  "Revision date: 2024-03-15", "SECTION 2: Hazard(s) identification", "Signal word: Danger", "H314 Causes severe skin burns and eye damage.",
  "P280 Wear protective gloves.", "SECTION 3: Composition/information on ingredients", "Sulfuric acid   CAS-No. 7664-93-9   30 - 40 %",
  "SECTION 4: First-aid measures", "Rinse skin with water.",
];

test("an uploaded SDS is parsed by the PDF engine inside the executable, and downloads through its signed link", async () => {
  const token = await adminToken();
  const form = new FormData();
  form.append("file", new File([makePdf(SDS_LINES)], "binary.pdf", { type: "application/pdf" }));
  const up = await fetch(`${base}/api/v1/sds/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(up.status).toBe(201);
  const { sds_id } = (await up.json()) as { sds_id: string };
  const details = await waitFor(
    async () => (await (await fetch(`${base}/api/v1/chem/sds/${sds_id}/details`, { headers: { authorization: `Bearer ${token}` } })).json()) as any,
    (d) => ["completed", "needs_review", "failed"].includes(d.parse_status),
  );
  expect(details).toMatchObject({ sds_parsed: true, product_name: "Binary Battery Acid" });
  expect(["completed", "needs_review"]).toContain(details.parse_status);
  expect(details.hazard_info.signal_word).toBe("DANGER");
  expect(details.hazard_info.h_codes).toContain("H314");
  expect(details.hazard_info.pictograms).toContain("GHS05");
  expect(details.composition.map((c: { cas_number: string }) => c.cas_number)).toContain("7664-93-9");
  // The executable's reader of text runs with its engine options (pdf-reader-command.ts): the runtime inside takes them.
  const readers = childPids(server!.pid).map((pid) => readFileSync(`/proc/${pid}/environ`, "latin1").split("\0"));
  expect(readers.some((environment) => environment.includes("BUN_JSC_useFTLJIT=0"))).toBe(true);
  // So does the server itself, started again in place with its own (engine-restart.ts): the same process.
  expect(readFileSync(`/proc/${server!.pid}/environ`, "latin1").split("\0")).toContain("BUN_JSC_useFTLJIT=0");

  const link = (await (await fetch(`${base}/api/v1/chem/sds/${sds_id}/download`, { headers: { authorization: `Bearer ${token}` } })).json()) as { download_url: string };
  const file = await fetch(new URL(link.download_url, base));
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toContain("application/pdf");
  expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
}, 60_000);

test("a label with Polish, Greek and ≥ prints them from the fonts embedded in the executable", async () => {
  const token = await adminToken();
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const form = new FormData();
  form.append("file", new File([makePdf(SDS_LINES)], "unicode.pdf", { type: "application/pdf" }));
  const up = await fetch(`${base}/api/v1/sds/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const { sds_id } = (await up.json()) as { sds_id: string };
  await waitFor(
    async () => (await (await fetch(`${base}/api/v1/chem/sds/${sds_id}/details`, { headers: auth })).json()) as any,
    (d) => ["completed", "needs_review", "failed"].includes(d.parse_status),
  );
  const name = "Kwas siarkowy ≥ 96 % Łódź α-β";
  expect((await fetch(`${base}/api/v1/chem/sds/${sds_id}`, { method: "PATCH", headers: auth, body: JSON.stringify({ product_name: name }) })).status).toBe(200);
  expect((await fetch(`${base}/api/v1/chem/sds/${sds_id}/review`, { method: "PATCH", headers: auth, body: JSON.stringify({ review_status: "reviewed" }) })).status).toBe(200);
  const site = (await (await fetch(`${base}/api/v1/sites`, { method: "POST", headers: auth, body: JSON.stringify({ name: "Zakład Łódź" }) })).json()) as { site_id: string };
  const item = (await (await fetch(`${base}/api/v1/chemicals`, {
    method: "POST", headers: auth, body: JSON.stringify({ site_id: site.site_id, product_name: "Sulfuric acid 96", manufacturer: "Executable Chemicals Inc.", container_size: 1 }),
  })).json()) as { chemical_id: string; company_product_id: string };
  expect((await fetch(`${base}/api/v1/chemicals/${item.chemical_id}/sds`, { method: "PUT", headers: auth, body: JSON.stringify({ sds_id }) })).status).toBe(200);
  const label = await fetch(`${base}/api/v1/chem/products/${item.company_product_id}/label.pdf?format=tiny&size=4x3`, { headers: auth });
  expect(label.status).toBe(200);
  expect(label.headers.get("content-type")).toBe("application/pdf");
  const text = Bun.spawnSync(["pdftotext", "-", "-"], { stdin: new Uint8Array(await label.arrayBuffer()) }).stdout.toString();
  expect(text.replace(/\s+/g, " ")).toContain(name);
}, 60_000);

test("a scanned SDS is read by the OCR engine inside the executable (language data and decoders embedded, nothing fetched)", async () => {
  const token = await adminToken();
  const form = new FormData();
  form.append("file", new File([await makeScannedPdf(SCANNED_SDS_LINES)], "scan.pdf", { type: "application/pdf" }));
  const up = await fetch(`${base}/api/v1/sds/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(up.status).toBe(201);
  const { sds_id } = (await up.json()) as { sds_id: string };
  const details = await waitFor(
    async () => (await (await fetch(`${base}/api/v1/chem/sds/${sds_id}/details`, { headers: { authorization: `Bearer ${token}` } })).json()) as any,
    (d) => ["completed", "needs_review", "failed", "needs_ocr"].includes(d.parse_status), 1200,
  );
  // A short synthetic scan has few of the 16 sections: the parser may ask for a check (needs_review).
  expect(details).toMatchObject({ sds_parsed: true, read_by: "ocr", product_name: "Kettle Descaler Forte" });
  expect(["completed", "needs_review"]).toContain(details.parse_status);
  expect(details.hazard_info.signal_word).toBe("DANGER");
  expect(details.hazard_info.h_codes).toContain("H314");
  // Nothing was written beside the executable (no traineddata cache): only the data folder is there.
  expect(readdirSync(dir).sort()).toEqual(["chemsafe", "data"]);
}, 180_000);

test("a searchable scan (a copier's OCR drawn invisible over the image) is read as an OCR reading by the executable's patched pdf.js", async () => {
  const token = await adminToken();
  const read = ["SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION", "Product narne: Copier Degreaser", "Manufacturer: Nordwerk Chemie GmbH",
    "Revision date: 2O16/12/05", "SECTION 2: HAZARDS IDENTIFICATION", "SignaI word: Danger", "H225 Highly flammable liquid and vapour."];
  const form = new FormData();
  form.append("file", new File([await makeSearchableScan(read, "Xerox WorkCentre 7335")], "searchable.pdf", { type: "application/pdf" }));
  const up = await fetch(`${base}/api/v1/sds/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(up.status).toBe(201);
  const { sds_id } = (await up.json()) as { sds_id: string };
  const details = await waitFor(
    async () => (await (await fetch(`${base}/api/v1/chem/sds/${sds_id}/details`, { headers: { authorization: `Bearer ${token}` } })).json()) as any,
    (d) => ["completed", "needs_review", "failed", "needs_ocr"].includes(d.parse_status),
  );
  expect(details).toMatchObject({ sds_parsed: true, product_name: "Copier Degreaser", revision_date: "2016-12-05" });
  expect(details.hazard_info.signal_word).toBe("DANGER");
  expect(details.fields.product_name.parsed.evidence.method).toMatch(/^ocr/);
}, 60_000);

/** Resident memory of a process, from /proc. */
/** The processes a process started (Linux: each thread's children, listed in /proc). */
const childPids = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number));
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

test("a PDF bomb is refused by the executable's PDF reader process; the server stays small and healthy", async () => {
  const token = await adminToken();
  const bomb = await inflateBombPdf(1024);
  const form = new FormData();
  form.append("file", new File([bomb], "bomb.pdf", { type: "application/pdf" }));
  const up = await fetch(`${base}/api/v1/sds/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(up.status).toBe(201);
  const { sds_id } = (await up.json()) as { sds_id: string };
  const details = await waitFor(
    async () => (await (await fetch(`${base}/api/v1/chem/sds/${sds_id}/details`, { headers: { authorization: `Bearer ${token}` } })).json()) as any,
    (d) => ["completed", "needs_review", "failed"].includes(d.parse_status),
  );
  expect(details.parse_status).toBe("failed");
  expect(details.parse_error).toContain("the PDF expands to more than 100 MB of content; it was not read");

  const labelForm = new FormData();
  labelForm.append("file", new File([bomb], "label.pdf", { type: "application/pdf" }));
  const extract = await fetch(`${base}/api/v1/chem/labels/extract`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: labelForm });
  expect(extract.status).toBe(413);
  expect(await extract.json()).toMatchObject({ success: false, error: "PAYLOAD_TOO_LARGE" });

  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  // Decoded in the server, this file alone costs over 2 GB.
  expect(rssMb(server!.pid)).toBeLessThan(400);
}, 60_000);

test("a ZIP binder is ingested by the executable's background worker", async () => {
  const token = await adminToken();
  const zip = makeZip({ "binder/Acetone_Acme_2023-01-05.pdf": makePdf(["Acetone"]), "binder/Toluene_Acme_2022-11-30.pdf": makePdf(["Toluene"]), "binder/readme.txt": new TextEncoder().encode("not a pdf") });
  const form = new FormData();
  form.append("file", new File([zip], "binder.zip", { type: "application/zip" }));
  const res = await fetch(`${base}/api/v1/chem/sds/bulk-upload-zip`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBeLessThan(300);
  const { job_id } = (await res.json()) as { job_id: string };
  const status = await waitFor(
    async () => (await (await fetch(`${base}/api/v1/chem/sds/bulk-upload-status/${job_id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as any,
    (s) => s.job_status === "completed" || s.job_status === "failed",
  );
  expect(status).toMatchObject({ job_status: "completed", total_files: 2, successful_uploads: 2, failed_uploads: 0 });
}, 60_000);

test("import by URL reaches an allowed internal HTTPS mirror with the plant's CA, and refuses the metadata address", async () => {
  const token = await adminToken();
  mirror.on("/sds/acetone.pdf", () => new Response(makePdf(["Acetone from the mirror"]), { headers: { "content-type": "application/pdf" } }));
  const imported = await fetch(`${base}/api/v1/chem/sds/import-from-url`, {
    method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ url: `https://127.0.0.1:${mirror.port}/sds/acetone.pdf`, product_name: "Acetone", manufacturer: "Mirror Co" }),
  });
  expect(imported.status).toBe(201);
  expect(((await imported.json()) as { product_name: string }).product_name).toBe("Acetone");
  const refused = await fetch(`${base}/api/v1/chem/sds/import-from-url`, {
    method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ url: "https://169.254.169.254/latest/meta-data.pdf", product_name: "X", manufacturer: "Y" }),
  });
  expect(refused.status).toBe(422);
  expect(((await refused.json()) as { error: string }).error).toBe("URL_NOT_ALLOWED");
});

test("the web app's station page and its assets are served from the executable, compressed, with nothing from outside", async () => {
  const token = await adminToken();
  const site = (await (await fetch(`${base}/api/v1/sites`, {
    method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ name: "Binary yard" }),
  })).json()) as { site_id: string };
  const made = await fetch(`${base}/api/v1/sites/${site.site_id}/station-link`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  expect(made.status).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  const html = await page.text();
  expect(html).not.toMatch(/https?:\/\//);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThanOrEqual(2);
  for (const path of [...assets, "/sw.js"]) {
    const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br" }, decompress: false } as RequestInit);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
  }
  const station = await fetch(`${base}/api/v1/station/${url.slice(url.lastIndexOf("/") + 1)}`);
  expect(await station.json()).toEqual({ site_name: "Binary yard" });
});

test("SIGTERM stops it cleanly", async () => {
  server!.kill("SIGTERM");
  expect(await server!.exited).toBe(0);
  const log = await new Response(server!.stdout as ReadableStream).text();
  expect(log).toContain("stopped cleanly");
  server = null;
});
