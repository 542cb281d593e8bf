/**
 * The server does not hold the SDS parser until it parses in its own process. The parser's vocabulary (labels, titles,
 * months and statements of twenty-odd languages as regular expressions) is about 50 MB of a process; SDSs, typed or
 * scanned, are parsed in the PDF reader processes (sds-reader-parse.ts), so the server loads it only when it extracts a
 * pesticide label or fills an emergency inventory from an older record. Loaded at start, it had taken the server's
 * start-up to ~170 MB and its peak during a 2,000-PDF ingest past the 200 MB target (bench:ingest: 214–234 MB).
 */
import { expect, test } from "bun:test";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "../..");
const HEAVY = ["modules/parsing/parse-sds.ts", "modules/sds/sds-ocr.models.ts", "modules/parsing/emergency-phone.ts", "modules/parsing/properties.ts", "modules/parsing/confidence.ts"];

test("importing the server loads none of the parser's heavy modules", () => {
  const probe = Bun.spawnSync({
    cmd: [process.execPath, "-e", `await import(${JSON.stringify(join(ROOT, "src/server.ts"))}); console.log(JSON.stringify(Object.keys(require.cache)));`],
    cwd: ROOT, stdout: "pipe", stderr: "pipe",
  });
  expect(probe.exitCode).toBe(0);
  const loaded = JSON.parse(probe.stdout.toString().trim().split("\n").pop()!) as string[];
  expect(loaded.some((path) => path.endsWith("src/server.ts"))).toBe(true);
  expect(HEAVY.filter((heavy) => loaded.some((path) => path.endsWith(heavy)))).toEqual([]);
});
