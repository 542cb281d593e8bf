import { join } from "node:path";
import type { WebBundle } from "../../web/build";

/**
 * Runs at bundle time (imported `with { type: "macro" }`), both for `bun build --compile` and when
 * Bun runs the sources (`npm start`, tests): builds the web app and inlines it, so the executable
 * carries its pages and a source run serves what the sources say. Bun.build cannot run inside a
 * macro (the bundler waits on it), so the build runs in a child Bun process.
 */
export function webBundle(): WebBundle {
  const script = join(import.meta.dir, "..", "..", "web", "build.ts");
  const run = Bun.spawnSync([process.execPath, script], { stdout: "pipe", stderr: "pipe", env: { ...process.env, BUN_BE_BUN: "1" } });
  if (run.exitCode !== 0) throw new Error(`the web app did not build: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString()) as WebBundle;
}
