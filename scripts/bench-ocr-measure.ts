/**
 * Measuring pieces of `npm run bench:ocr`: character accuracy against a hand transcription, and the system
 * `tesseract` command (Debian's tesseract-ocr) run on a page image with its time, CPU time and peak memory.
 */
import { readFileSync } from "node:fs";
import { linesFromTsv, type GrayImage } from "../src/shared/ocr/tesseract-engine.ts";
import { toPageLines } from "../src/shared/ocr/ocr-page.ts";

/** Text compared character by character: lines joined by one space, runs of spaces as one, curly quotes straight. */
export function normalizeForAccuracy(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
}

/** 1 − edit distance / length of the transcription (the usual OCR character accuracy; at least 0). */
export function characterAccuracy(truth: string, read: string): number {
  const a = normalizeForAccuracy(truth);
  const b = normalizeForAccuracy(read);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return Math.max(0, 1 - previous[b.length]! / Math.max(1, a.length));
}

/** A transcription file: its first line is a comment ("# file page n …"), the rest is the page's text. */
export function readTranscript(file: string): { pdf: string; page: number; text: string } {
  const [head, ...lines] = readFileSync(file, "utf8").split("\n");
  const match = /^#\s*(\S+\.pdf)\b.*?page (\d+)/.exec(head ?? "");
  if (!match) throw new Error(`${file}: the first line must name the PDF and the page`);
  return { pdf: match[1]!, page: Number(match[2]), text: lines.join("\n") };
}

export function toPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header);
  out.set(image.data, header.length);
  return out;
}

export type SystemRun = { text: string; wallMs: number; cpuMs: number; peakKib: number };

/** The system tesseract on a page image file, English, TSV turned into lines the same way as ours. */
export async function runSystemTesseract(input: { pgm: string; dpi: number; scale: number; threads?: number }): Promise<SystemRun> {
  const started = performance.now();
  const proc = Bun.spawn(["tesseract", input.pgm, "stdout", "--dpi", String(Math.round(input.dpi)), "-l", "eng", "tsv"], {
    stdout: "pipe", stderr: "ignore", env: { ...process.env, ...(input.threads ? { OMP_THREAD_LIMIT: String(input.threads) } : {}) },
  });
  // Its peak resident memory (VmHWM, KiB), read from /proc while it runs.
  let peakKib = 0;
  const poll = setInterval(() => {
    try {
      peakKib = Math.max(peakKib, Number(readFileSync(`/proc/${proc.pid}/status`, "utf8").match(/VmHWM:\s+(\d+)/)![1]));
    } catch { /* exited */ }
  }, 10);
  const tsv = await new Response(proc.stdout).text();
  await proc.exited;
  clearInterval(poll);
  const wallMs = performance.now() - started;
  const usage = proc.resourceUsage();
  const cpuMs = usage ? Number(usage.cpuTime.user + usage.cpuTime.system) / 1000 : wallMs;
  const text = toPageLines(linesFromTsv(tsv), input.scale).map((l) => l.text).join("\n");
  return { text, wallMs, cpuMs, peakKib };
}

/** CPU time of this process in milliseconds (user + system): unlike wall time, it does not follow the machine's load. */
export function cpuNowMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** CPU time (user + system, ms) a process has used so far, from /proc; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return 0;
  }
}
