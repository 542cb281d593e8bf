/**
 * How a reader process is started (pdf-reader-pool.ts): the executable, its memory backstop, and the JavaScript
 * engine's tiers for the work it is started for.
 */
import { fileURLToPath } from "node:url";
import { PDF_READER_VERB } from "./pdf-reader-protocol.ts";

/** What a reader is started for: a document's text layer, or pages by OCR. */
export type ReaderWork = "text" | "ocr";

/**
 * JavaScriptCore's options for a reader, read by Bun from BUN_JSC_* variables when the process starts.
 *
 * Reading text, a reader runs pdf.js's content-stream parser and text code a few thousand times per document.
 * JavaScriptCore compiles such code up to its fourth tier (FTL) on background threads, and on the first dozens of
 * documents those compiles cost more processor time than the faster code gives back: without FTL, the third tier
 * (DFG) is as fast once warm (first pass over 58 corpus PDFs 76 → 58 ms of processor time per document, fourth pass
 * 34–38 → 35–39), and bench:parse's processor time fell by 13–16 % (docs/parsing-history.md, session 12). The text is the same:
 * the tiers compile the same JavaScript. OCR spends its time in long pixel loops, which FTL does speed up (~5 %
 * less processor time per page), so OCR readers keep every tier: they ask for it, because a reader inherits the
 * server's environment and the server itself runs without FTL (src/shared/engine-restart.ts; session 19).
 */
export const ENGINE_OPTIONS: Record<ReaderWork, Record<string, string>> = {
  text: { BUN_JSC_useFTLJIT: "0" },
  ocr: { BUN_JSC_useFTLJIT: "1" },
};

/**
 * The command that starts a reader for `work`, under a kernel data limit of `backstopBytes`. `refused` names engine
 * options this runtime does not take (Bun refuses to start on an unknown one): the reader starts without them.
 */
export function readerCommand(work: ReaderWork, backstopBytes: number): { cmd: string[]; refused: string[] } {
  const options = ENGINE_OPTIONS[work];
  const accepted = engineAccepts(options);
  const cmd = withDataLimit(withEnvironment(executableCommand(), accepted ? options : {}), backstopBytes);
  return { cmd, refused: accepted ? [] : Object.keys(options) };
}

const acceptedByEngine = new Map<string, boolean>();

/**
 * Whether this runtime starts with `options` (asked once per process: ~20 ms). These options are not a stable API
 * of Bun's, and an unknown one stops Bun before any code runs; an upgrade that drops one must cost speed, not
 * every document (test/parsing/pdf-reader-command.test.ts fails then, so the upgrade notices).
 */
export function engineAccepts(options: Record<string, string>): boolean {
  if (Object.keys(options).length === 0) return true;
  const key = JSON.stringify(options);
  let accepted = acceptedByEngine.get(key);
  if (accepted === undefined) {
    // BUN_BE_BUN: the compiled executable runs `-e` as Bun would (in development execPath is Bun itself); from "/", so
    // no bunfig.toml or .env of the server's folder is read.
    const probe = Bun.spawnSync({
      cmd: [process.execPath, "-e", "0"], cwd: "/", env: { ...options, BUN_BE_BUN: "1" }, stdout: "ignore", stderr: "ignore",
    });
    accepted = probe.exitCode === 0;
    acceptedByEngine.set(key, accepted);
  }
  return accepted;
}

/**
 * This executable with the hidden verb (inside `dist/chemsafe`, where the reader's module is bundled in), or Bun
 * running the reader's source file (development and tests).
 */
function executableCommand(): string[] {
  if (runningCompiled()) return [process.execPath, PDF_READER_VERB];
  return [process.execPath, fileURLToPath(new URL("./pdf-reader.main.ts", import.meta.url))];
}

/** Whether this code runs inside the compiled executable (its modules live in Bun's embedded file system). */
export function runningCompiled(): boolean {
  return import.meta.url.includes("/$bunfs/") || import.meta.url.includes("/~BUN/");
}

/** `command` with variables added to the environment it inherits (env(1), so the server's own stays as it is). */
export function withEnvironment(command: string[], variables: Record<string, string>): string[] {
  const assignments = Object.entries(variables).map(([name, value]) => `${name}=${value}`);
  return assignments.length === 0 ? command : ["/usr/bin/env", ...assignments, ...command];
}

/**
 * Runs `command` under RLIMIT_DATA = `bytes` (POSIX sh's `ulimit -d`, in KiB). Where the shell cannot set it,
 * the reader still runs under the pool's watchdog.
 */
function withDataLimit(command: string[], bytes: number): string[] {
  const kib = Math.max(1, Math.floor(bytes / 1024));
  return ["/bin/sh", "-c", 'ulimit -d "$0" 2>/dev/null; exec "$@"', String(kib), ...command];
}
