/**
 * npm run bench:binder — a site with 500 products, each with its own SDS (8–12 pages, ~200 KB of image data
 * each, so ~120 MB of SDSs), built into one binder PDF and offline ZIP by the binder_build job of a real
 * runtime. Prints the build time, the output sizes and the process's peak RSS (sampled every 20 ms; the RSS
 * before the build is the baseline). BENCH_SDS=100 changes the count. Target: 500 SDSs within 2 minutes and
 * under the memory budget (MEMORY_BUDGET_MB, default 512).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, StandardFonts } from "pdf-lib";
import { loadConfig } from "../src/config";
import { startRuntime } from "../src/runtime";

const COUNT = Number(process.env.BENCH_SDS ?? 500);
const BUDGET_MB = Number(process.env.MEMORY_BUDGET_MB ?? 512);

/** An SDS-like PDF: pages of text and one grey image of random (incompressible) bytes, unique per serial. */
async function sdsPdf(serial: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const side = 450;
  const pixels = crypto.getRandomValues(new Uint8Array(side * side));
  const image = doc.context.register(doc.context.stream(pixels, { Type: "XObject", Subtype: "Image", Width: side, Height: side, ColorSpace: "DeviceGray", BitsPerComponent: 8 }));
  const pages = 8 + (serial % 5);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    for (let l = 0; l < 45; l++) page.drawText(`SDS ${serial} page ${p + 1} line ${l + 1}: handling, storage, exposure controls and first aid text`, { x: 40, y: 750 - l * 15, size: 9, font });
    if (p === 0) {
      page.node.setXObject(PDFName.of("Im0"), image);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(150, 0, 0, 150, 400, 600), drawObject("Im0"), popGraphicsState());
    }
  }
  return doc.save();
}

const dir = mkdtempSync(join(tmpdir(), "chemsafe-bench-binder-"));
const runtime = await startRuntime(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error" }, dir));
try {
  const { ctx } = runtime;
  const raw = ctx.db.$client;
  const now = new Date().toISOString();
  const companyId = Bun.randomUUIDv7();
  const siteId = Bun.randomUUIDv7();
  raw.run("INSERT INTO companies (company_id, name, timezone, created_at, updated_at) VALUES (?, 'Bench Plant', 'UTC', ?, ?)", [companyId, now, now]);
  raw.run("INSERT INTO sites (site_id, company_id, name, is_active, created_at, updated_at) VALUES (?, ?, 'North Site', 1, ?, ?)", [siteId, companyId, now, now]);
  const locations = Array.from({ length: 20 }, (_, i) => {
    const id = Bun.randomUUIDv7();
    raw.run("INSERT INTO locations (location_id, company_id, site_id, name, created_at) VALUES (?, ?, ?, ?, ?)", [id, companyId, siteId, `Room ${i + 1}`, now]);
    return id;
  });
  const t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < COUNT; i++) {
    const pdf = await sdsPdf(i);
    bytes += pdf.length;
    const stored = await ctx.blobs.putBytes(pdf);
    const sdsId = Bun.randomUUIDv7();
    const productId = Bun.randomUUIDv7();
    const name = `Product ${String(i).padStart(3, "0")}`;
    raw.run(`INSERT INTO sds_documents (sds_id, product_name, manufacturer, revision_date, field_sources, file_checksum, file_size, storage_key, source_type, created_at, updated_at, sds_parsed, parse_status, contributed_by_company_id)
      VALUES (?, ?, 'Bench Chemicals', '2024-03-01', '{}', ?, ?, ?, 'upload', ?, ?, 1, 'completed', ?)`, [sdsId, name, stored.sha256, stored.size, stored.key, now, now, companyId]);
    raw.run("INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, revision_date) VALUES (?, ?, ?, ?, 'Bench Chemicals', '2024-03-01')", [companyId, sdsId, now, name]);
    raw.run(`INSERT INTO company_products (company_product_id, company_id, product_name, manufacturer, product_name_normalized, manufacturer_normalized, is_pesticide, sds_missing, current_sds_id, created_at, updated_at)
      VALUES (?, ?, ?, 'Bench Chemicals', ?, 'bench chemicals', 0, 0, ?, ?, ?)`, [productId, companyId, name, name.toLowerCase(), sdsId, now, now]);
    raw.run(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id, location_id, container_size, size_unit, quantity, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, 1, 'L', 1, ?, ?)`, [Bun.randomUUIDv7(), companyId, productId, siteId, locations[i % locations.length]!, now, now]);
  }
  console.log(`seeded ${COUNT} SDSs (${(bytes / 1e6).toFixed(1)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  Bun.gc(true);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
  const start = performance.now();
  const binderId = Bun.randomUUIDv7();
  ctx.db.transaction((tx) => {
    raw.run("INSERT INTO site_binders (binder_id, company_id, site_id, status, trigger, created_at) VALUES (?, ?, ?, 'pending', 'request', ?)", [binderId, companyId, siteId, now]);
    ctx.jobs.enqueue(tx, { kind: "binder_build", companyId, payload: { binder_id: binderId, company_id: companyId } }, new Date());
  });
  await ctx.jobs.idle(600_000);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const row = raw.query("SELECT status, error, page_count, pdf_size, zip_size, sds_count, not_included_count FROM site_binders WHERE binder_id = ?").get(binderId) as Record<string, unknown>;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(`binder ${row.status}${row.error ? ` (${row.error})` : ""}: ${row.sds_count} SDSs, ${row.page_count} pages, PDF ${mb(Number(row.pdf_size))}, ZIP ${mb(Number(row.zip_size))}, not included ${row.not_included_count}`);
  console.log(`build time ${seconds.toFixed(1)} s (target 120 s); peak RSS ${mb(peak)} (before the build ${mb(baseline)}; budget ${BUDGET_MB} MB)`);
  const ok = row.status === "completed" && seconds <= 120 && peak <= BUDGET_MB * 1024 * 1024;
  console.log(ok ? "PASS" : "MISS");
} finally {
  await runtime.stop();
  rmSync(dir, { recursive: true, force: true });
}
