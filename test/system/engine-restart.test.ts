import { expect, test } from "bun:test";
import path from "node:path";

const restart = path.resolve(import.meta.dir, "../../src/shared/engine-restart.ts");
const config = path.resolve(import.meta.dir, "../../src/config.ts");

/** A process that takes `options` as the server does, then prints its PID and the variables it ended up with. */
function runRestarting(options: Record<string, string>, env: Record<string, string>): { pids: string[]; seen: Record<string, string | null> } {
  const script = `
    console.log("pid " + process.pid);
    const { restartWithEngineOptions } = await import(${JSON.stringify(restart)});
    const { loadConfig } = await import(${JSON.stringify(config)});
    restartWithEngineOptions(${JSON.stringify(options)}, loadConfig().engineOptions);
    console.log(JSON.stringify(Object.fromEntries(Object.keys(${JSON.stringify(options)}).map((name) => [name, process.env[name] ?? null]))));
  `;
  const run = Bun.spawnSync([process.execPath, "-e", script], { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env } });
  expect(run.exitCode).toBe(0);
  const lines = run.stdout.toString().trim().split("\n");
  return { pids: lines.filter((line) => line.startsWith("pid ")), seen: JSON.parse(lines.at(-1)!) };
}

test("a process without the option starts itself again in place, the same PID, with it set", () => {
  const { pids, seen } = runRestarting({ BUN_JSC_useFTLJIT: "0" }, {});
  expect(pids).toHaveLength(2);
  expect(pids[0]).toBe(pids[1]!);
  expect(seen).toEqual({ BUN_JSC_useFTLJIT: "0" });
});

test("an operator's own value is kept, and the process is not started again", () => {
  const { pids, seen } = runRestarting({ BUN_JSC_useFTLJIT: "0" }, { BUN_JSC_useFTLJIT: "1" });
  expect(pids).toHaveLength(1);
  expect(seen).toEqual({ BUN_JSC_useFTLJIT: "1" });
});

test("an option this runtime refuses is left out: the process runs on as it was started", () => {
  const { pids, seen } = runRestarting({ BUN_JSC_noSuchOptionForTheTest: "1" }, {});
  expect(pids).toHaveLength(1);
  expect(seen).toEqual({ BUN_JSC_noSuchOptionForTheTest: null });
});
