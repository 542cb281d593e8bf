/**
 * npm run bench:parse-reader -- [folder ...]
 *
 * The PDF reader alone (no parser), per document, next to `pdftotext -layout`: each document is read by
 * pdftotext, by extractPdfText in this process, and by a reader process of the pool (the product's path: its
 * caps and memory watch, the text sent back as JSON), one after the other, so that all three see the same
 * machine load. Prints wall-clock and processor time per document and the load average (the machine is shared:
 * wall-clock figures follow the load; processor time much less).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config.ts";
import { extractPdfText } from "../src/shared/pdf/pdf-text.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { findPdfs } from "./find-pdfs.ts";

const DEFAULT_FOLDERS = ["../../shared/corpus/sds", "../../shared/corpus/sds-wide"].map((f) => path.resolve(import.meta.dir, f));

/** Processor time (ms) of a process from /proc: its own, or (children) that of the children it has waited for. */
function processorMs(pid: number | "self", children = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "latin1").split(") ")[1]!.split(" ");
  const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
  return (Number(user) + Number(system)) * 10;
}

type Tally = { wallMs: number; cpuMs: number };
const tally = (): Tally => ({ wallMs: 0, cpuMs: 0 });

async function main(): Promise<void> {
  const folders = (process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_FOLDERS).filter((f) => statSync(f, { throwIfNoEntry: false })?.isDirectory());
  if (folders.length === 0) {
    console.log("No folder of PDFs; nothing to benchmark (pass one or more folders).");
    return;
  }
  const files = folders.flatMap(findPdfs);
  const hasPdftotext = spawnSync("pdftotext", ["-v"], { stdio: "ignore" }).error === undefined;
  const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn: (msg, f) => console.log(`  reader: ${msg}`, f ?? ""), debug() {} });
  // Warm-up: starting the reader and loading pdf.js (in both processes) is not counted against the first document.
  await pool.read({ path: files[0]! }).catch(() => {});
  await extractPdfText(new Uint8Array(readFileSync(files[0]!))).catch(() => {});
  console.log(`Reading ${files.length} PDFs under ${folders.join(", ")}; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}\n`);

  const pdftotext = tally();
  const inProcess = tally();
  const pooled = tally();
  let pages = 0;
  let failed = 0;
  for (const file of files) {
    if (hasPdftotext) {
      const [wall, cpu] = [performance.now(), processorMs("self", true)];
      spawnSync("pdftotext", ["-layout", file, "-"], { stdio: ["ignore", "ignore", "ignore"] });
      pdftotext.wallMs += performance.now() - wall;
      pdftotext.cpuMs += processorMs("self", true) - cpu;
    }
    {
      const [wall, cpu] = [performance.now(), process.cpuUsage()];
      const text = await extractPdfText(new Uint8Array(readFileSync(file))).catch(() => null);
      inProcess.wallMs += performance.now() - wall;
      const used = process.cpuUsage(cpu);
      inProcess.cpuMs += (used.user + used.system) / 1000;
      pages += text?.numPages ?? 0;
      if (!text) failed++;
    }
    {
      const pid = pool.readerPids()[0];
      const [wall, cpu] = [performance.now(), pid ? processorMs(pid) : 0];
      await pool.read({ path: file }).catch(() => null);
      pooled.wallMs += performance.now() - wall;
      const after = pool.readerPids()[0];
      // A reader that failed is replaced: its processor time is not counted.
      if (pid && after === pid) pooled.cpuMs += processorMs(pid) - cpu;
    }
  }
  await pool.stop();

  const n = files.length;
  const line = (name: string, t: Tally) =>
    `${name.padEnd(36)}${(t.wallMs / n).toFixed(1).padStart(8)} ms${(t.cpuMs / n).toFixed(1).padStart(9)} ms` +
    (hasPdftotext && t !== pdftotext ? `${(t.wallMs / pdftotext.wallMs).toFixed(2).padStart(9)}×${(t.cpuMs / pdftotext.cpuMs).toFixed(2).padStart(7)}×` : "");
  console.log(`Documents: ${n}, pages: ${pages}, not read: ${failed}`);
  console.log(`${"per document".padEnd(36)}${"wall".padStart(11)}${"CPU".padStart(12)}   ÷ pdftotext (wall, CPU)`);
  if (hasPdftotext) console.log(line("pdftotext -layout (a process each)", pdftotext));
  console.log(line("extractPdfText in this process", inProcess));
  console.log(line("reader process of the pool", pooled));
  console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
}

await main();
