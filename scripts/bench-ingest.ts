/**
 * npm run bench:ingest — ZIP ingest through the API, against `unzip -q` + `sha256sum` on the same
 * archive in the same run. Prints wall time upload → completed, files/s, the server's peak RSS, and
 * GET /chem/sds/library latency while the ingest runs.
 *
 *   BENCH_FILES (default 2000)  distinct PDFs in the archive (corpus files made distinct after %%EOF)
 *   BENCH_ZIP_MB (default 500)  target archive size; random padding after %%EOF gets it there
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "..");
const CORPUS = resolve(ROOT, "..", "shared", "corpus", "sds");

export interface BenchServer {
  base: string;
  pid: number;
  token: string;
  stop(): Promise<void>;
}

/**
 * A real `chemsafe serve` in a child process on a fresh data folder. The company and admin are
 * made and the token issued by the CLI beforehand, so the server's memory figures do not include
 * the argon2 password hashing of a login.
 */
export async function startBenchServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", ...extraEnv };
  const cli = async (args: string[]) => {
    const p = Bun.spawn([process.execPath, join(ROOT, "src/cli.ts"), ...args], { env, stdout: "pipe", stderr: "inherit" });
    const out = await new Response(p.stdout).text();
    if ((await p.exited) !== 0) throw new Error(`chemsafe ${args[0]} failed`);
    return out.trim();
  };
  if (!extraEnv.BENCH_REUSE) await cli(["bootstrap", "--company", "Bench Plant", "--email", "bench@example.test", "--password", "bench bench bench bench"]);
  const token = (await cli(["token", "--email", "bench@example.test", "--ttl", "1d"])).split("\n").pop()!;
  const child = Bun.spawn([process.execPath, join(ROOT, "src/cli.ts"), "serve"], { env, stdout: "ignore", stderr: "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    await Bun.sleep(50);
  }
  return {
    base: `${origin}/api/v1`, pid: child.pid, token,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
    },
  };
}

/** Current resident set of a process (MB). */
export const currentRssMb = (pid: number): number => {
  const m = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : NaN;
};

/** Peak resident set of a process (kB → MB), from /proc. */
export const peakRssMb = (pid: number): number => {
  const m = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : NaN;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function sh(cmd: string[], cwd?: string): Promise<number> {
  const t0 = performance.now();
  const p = Bun.spawn(cmd, { cwd, stdout: "ignore", stderr: "inherit" });
  if ((await p.exited) !== 0) throw new Error(`${cmd.join(" ")} failed`);
  return (performance.now() - t0) / 1000;
}

async function buildArchive(work: string, files: number, targetBytes: number): Promise<{ zip: string; bytes: number }> {
  const sources = readdirSync(CORPUS).filter((f) => f.endsWith(".pdf")).map((f) => join(CORPUS, f));
  if (sources.length === 0) throw new Error(`no corpus at ${CORPUS}`);
  const corpusBytes = sources.reduce((n, f) => n + statSync(f).size, 0);
  const perFileCorpus = corpusBytes / sources.length;
  const pad = Math.max(16, Math.floor(targetBytes / files - perFileCorpus));
  const dir = join(work, "binder");
  mkdirSync(dir);
  for (let i = 0; i < files; i++) {
    const src = await Bun.file(sources[i % sources.length]!).bytes();
    const padding = new Uint8Array(pad);
    crypto.getRandomValues(padding.subarray(0, Math.min(pad, 65536)));
    for (let o = 65536; o < pad; o += 65536) padding.copyWithin(o, 0, Math.min(65536, pad - o));
    new DataView(padding.buffer).setUint32(0, i); // distinct even where the random block repeats
    const name = `Product ${i}_Maker ${i % 97}_20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10}.pdf`;
    await Bun.write(join(dir, name), Buffer.concat([src, Buffer.from("\n"), padding]));
  }
  const zip = join(work, "binder.zip");
  await sh(["zip", "-q", "-r", "-6", zip, "binder"], work);
  rmSync(dir, { recursive: true });
  return { zip, bytes: statSync(zip).size };
}

async function main() {
  const files = Number(process.env.BENCH_FILES ?? 2000);
  const targetMb = Number(process.env.BENCH_ZIP_MB ?? 500);
  const work = mkdtempSync(join(tmpdir(), "chemsafe-bench-ingest-"));
  try {
    console.log(`Building a ZIP of ${files} distinct PDFs (~${targetMb} MB) from ${CORPUS} ...`);
    const { zip, bytes } = await buildArchive(work, files, targetMb * 1024 * 1024 * 0.97);
    const mb = bytes / 1024 / 1024;

    const out = join(work, "ref");
    const tUnzip = await sh(["unzip", "-q", zip, "-d", out]);
    const tSha = await sh(["sh", "-c", `find "${out}" -type f -print0 | xargs -0 sha256sum > /dev/null`]);
    rmSync(out, { recursive: true });
    const reference = tUnzip + tSha;

    const server = await startBenchServer(join(work, "data"));
    const auth = { authorization: `Bearer ${server.token}` };
    const rssIdle = peakRssMb(server.pid);
    const form = new FormData();
    form.append("file", Bun.file(zip, { type: "application/zip" }), "binder.zip");
    const t0 = performance.now();
    const up = await fetch(`${server.base}/chem/sds/bulk-upload-zip`, { method: "POST", headers: auth, body: form });
    const job = (await up.json()) as { job_id: string };
    const tAccepted = (performance.now() - t0) / 1000;
    const peakUpload = peakRssMb(server.pid);
    let rssSamples = 0;
    let rssMaxDuringIngest = 0;

    // While the worker runs: the library as a person would page it, one request after another.
    const latencies: number[] = [];
    let status: { job_status: string; processed_files: number; successful_uploads: number; duplicates_found: number; failed_uploads: number } | null = null;
    let lastPoll = 0;
    for (;;) {
      const q0 = performance.now();
      await (await fetch(`${server.base}/chem/sds/library?page_size=25&sort_by=product_name&sort_order=asc`, { headers: auth })).arrayBuffer();
      latencies.push(performance.now() - q0);
      if (performance.now() - lastPoll > 100) {
        lastPoll = performance.now();
        rssMaxDuringIngest = Math.max(rssMaxDuringIngest, currentRssMb(server.pid));
        rssSamples++;
        status = (await (await fetch(`${server.base}/chem/sds/bulk-upload-status/${job.job_id}`, { headers: auth })).json()) as typeof status;
        if (status!.job_status === "completed" || status!.job_status === "failed") break;
      }
      await Bun.sleep(20);
    }
    const wall = (performance.now() - t0) / 1000;
    const peak = peakRssMb(server.pid);
    await server.stop();

    console.log(`\nArchive: ${files} PDFs, ${mb.toFixed(1)} MB`);
    console.log(`Reference (same archive, this run): unzip -q ${tUnzip.toFixed(2)} s + sha256sum ${tSha.toFixed(2)} s = ${reference.toFixed(2)} s`);
    console.log(`chemsafe: upload accepted after ${tAccepted.toFixed(2)} s; upload → ${status!.job_status} ${wall.toFixed(2)} s`);
    console.log(`  ${status!.successful_uploads} created, ${status!.duplicates_found} duplicates, ${status!.failed_uploads} failed`);
    console.log(`  ${(files / wall).toFixed(0)} files/s, ${(mb / wall).toFixed(1)} MB/s; ratio to reference ${(wall / reference).toFixed(2)}× (target ≤ 2×)`);
    console.log(`  server peak RSS ${peak.toFixed(0)} MB over the whole run (start-up ${rssIdle.toFixed(0)} MB, after the upload ${peakUpload.toFixed(0)} MB; largest of ${rssSamples} samples while unpacking ${rssMaxDuringIngest.toFixed(0)} MB; target < 200 MB)`);
    console.log(`GET /chem/sds/library during ingest: n=${latencies.length}, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (target p95 < 100 ms)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
