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
  // A macro runs inside the Bun that bundles (never inside dist/chemsafe), so execPath is Bun itself; the child
  // inherits the environment as it is.
  const run = Bun.spawnSync([process.execPath, script], { stdout: "pipe", stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(`the web app did not build: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString()) as WebBundle;
}
