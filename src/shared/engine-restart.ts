/**
 * The server's own JavaScriptCore options, and how the process takes them: Bun reads BUN_JSC_* variables only when a
 * process starts, so `serve` starts itself again, in place, with them set.
 *
 * The server parses every uploaded sheet. Without the engine's fourth tier (FTL) its compiles on background threads
 * stop taking processor time from the PDF readers on a small machine (bench:parse's processor time per document −5 %;
 * the warm parser as fast: docs/parsing-history.md, "Reader and parser speed (session 19)"), as the text readers have run
 * since session 12 (pdf-reader-command.ts).
 */
import { engineAccepts, runningCompiled, withEnvironment } from "./pdf/pdf-reader-command.ts";

export const SERVER_ENGINE_OPTIONS: Readonly<Record<string, string>> = { BUN_JSC_useFTLJIT: "0" };

/**
 * Replaces this process (execve through env(1): the same PID, stdio, environment, working folder and umask) with
 * itself started again with the `options` it was not started with (`startedWith`: Config.engineOptions), and so does
 * not return; returns at once where nothing is to be done: every option already set (also an operator's own value,
 * which is kept), a runtime that refuses one (Bun stops before any code runs on an unknown option: a Bun upgrade that
 * drops it must cost speed, not the server), or no execve.
 */
export function restartWithEngineOptions(options: Readonly<Record<string, string>>, startedWith: Readonly<Record<string, string>>): void {
  const missing = Object.fromEntries(Object.entries(options).filter(([name]) => !(name in startedWith)));
  if (Object.keys(missing).length === 0 || typeof process.execve !== "function" || !engineAccepts(missing)) return;
  const [file, ...args] = withEnvironment(ownCommand(), missing);
  process.execve(file!, [file!, ...args]);
}

/**
 * How this process was started: inside `dist/chemsafe` argv[1] is the bundle's own path (/$bunfs/…), which the
 * executable adds again; under Bun it is the script, after Bun's own flags.
 */
function ownCommand(): string[] {
  return runningCompiled() ? [process.execPath, ...process.argv.slice(2)] : [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
}
