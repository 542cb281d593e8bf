/**
 * npm run bench:parse-server -- [folder ...]
 *
 * The appliance parsing a stream of uploads, as a plant's library fills: a real server (`chemsafe serve` from source,
 * its own data folder, OCR off) gets every PDF of the corpus folders uploaded one by one, and the bench waits until
 * every parse has ended. Meanwhile it asks `/api/health` every 20 ms. Prints the time to upload them all, the time until
 * all are parsed, the server's peak resident memory (the appliance's target: under 200 MB) and the slowest health
 * answer: what a worker opening the station page waits while the library parses.
 *
 * Since session 44 the parse runs in the PDF reader processes; before, it ran on the server's thread (start code
 * 8b60312: slowest health answer 466–688 ms, server peak 465–518 MB over the 209 corpus PDFs).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { peakRssMb, percentile, startBenchServer } from "./bench-ingest.ts";

const DEFAULT_FOLDERS = ["../../shared/corpus/sds", "../../shared/corpus/sds-wide"].map((folder) => path.resolve(import.meta.dir, folder));
const HEALTH_EVERY_MS = 20;
const GIVE_UP_MS = 600_000;

const folders = (process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_FOLDERS).filter((folder) => statSync(folder, { throwIfNoEntry: false })?.isDirectory());
const files = folders.flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith(".pdf")).sort().map((name) => path.join(folder, name)));
if (files.length === 0) {
  console.log("No folder of PDFs; nothing to benchmark (pass one or more folders).");
  process.exit(0);
}

const work = mkdtempSync(path.join(tmpdir(), "chemsafe-bench-parse-server-"));
const server = await startBenchServer(path.join(work, "data"), { OCR_ENABLED: "false" });
const auth = { authorization: `Bearer ${server.token}` };
const origin = server.base.replace(/\/api\/v1$/, "");

/** Every SDS of the library and how many still wait for their parse (the library pages 100 at a time). */
async function parseState(): Promise<{ total: number; waiting: number }> {
  let total = 0;
  let waiting = 0;
  for (let page = 1; ; page++) {
    const body = (await fetch(`${server.base}/chem/sds/library?page_size=100&page=${page}`, { headers: auth }).then((r) => r.json())) as { items: { parse_status: string }[] };
    total += body.items.length;
    waiting += body.items.filter((item) => item.parse_status === "pending" || item.parse_status === "processing").length;
    if (body.items.length < 100) return { total, waiting };
  }
}

const health: number[] = [];
let asking = true;
const asker = (async () => {
  while (asking) {
    const started = performance.now();
    await fetch(`${origin}/api/health`).catch(() => undefined);
    health.push(performance.now() - started);
    await Bun.sleep(HEALTH_EVERY_MS);
  }
})();

try {
  const started = performance.now();
  for (const file of files) {
    const form = new FormData();
    form.append("file", Bun.file(file, { type: "application/pdf" }), path.basename(file));
    await fetch(`${server.base}/sds/upload`, { method: "POST", headers: auth, body: form });
  }
  const uploadedMs = performance.now() - started;
  let state = await parseState();
  while (state.waiting > 0 && performance.now() - started < GIVE_UP_MS) {
    await Bun.sleep(250);
    state = await parseState();
  }
  const parsedMs = performance.now() - started;
  asking = false;
  await asker;
  console.log(`${files.length} PDFs uploaded one by one in ${(uploadedMs / 1000).toFixed(1)} s; ${state.total} SDSs, ${state.waiting} still waiting; all parsed after ${(parsedMs / 1000).toFixed(1)} s`);
  console.log(`server peak RSS ${peakRssMb(server.pid).toFixed(0)} MB (target < 200 MB)`);
  console.log(`GET /api/health every ${HEALTH_EVERY_MS} ms meanwhile: n=${health.length}, p95 ${percentile(health, 95).toFixed(1)} ms, slowest ${Math.max(0, ...health).toFixed(0)} ms`);
} finally {
  asking = false;
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
