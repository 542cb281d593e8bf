import { afterAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const newDir = () => {
  const d = mkdtempSync(join(tmpdir(), "chemsafe-first-run-"));
  dirs.push(d);
  return d;
};
const cli = resolve(import.meta.dir, "../../src/cli.ts");

/** Reads a stream until `needle` shows up or the stream ends; returns what was read. */
async function readUntil(stream: ReadableStream<Uint8Array>, needle: string): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (text.includes(needle)) break;
  }
  reader.releaseLock();
  return text;
}

test("serve on a database with no user prints how to create the first admin (the bootstrap verb)", async () => {
  const dataDir = newDir();
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = Bun.spawn([process.execPath, cli, "serve"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" }, stdout: "ignore", stderr: "pipe",
  });
  try {
    const err = await readUntil(server.stderr, "No user exists yet");
    expect(err).toContain("No user exists yet");
    expect(err).toContain("chemsafe bootstrap --company NAME --email E --password P");
    expect(err).toContain("BOOTSTRAP_ADMIN_PASSWORD");
  } finally {
    server.kill("SIGTERM");
    await server.exited;
  }
}, 30_000);

test.each([
  ["BOOTSTRAP_ADMIN_PASSWORD", { BOOTSTRAP_ADMIN_PASSWORD: "short" }],
  ["BOOTSTRAP_ADMIN_EMAIL", { BOOTSTRAP_ADMIN_EMAIL: "boss at plant" }],
  ["BOOTSTRAP_ADMIN_PASSWORD", { BOOTSTRAP_ADMIN_PASSWORD: "" }],
] as const)("serve with a bad bootstrap value exits 2 naming %s, and creates nothing", (variable, change) => {
  const dataDir = newDir();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: "0", BOOTSTRAP_COMPANY: "Env Plant", BOOTSTRAP_ADMIN_EMAIL: "env@plant.test", BOOTSTRAP_ADMIN_PASSWORD: "env-password-1", ...change };
  const p = Bun.spawnSync([process.execPath, cli, "serve"], { env, timeout: 20_000 });
  expect(p.exitCode).toBe(2);
  const err = p.stderr.toString();
  expect(err).toContain(variable);
  expect(err.trim().split("\n")).toHaveLength(1);
  expect(existsSync(join(dataDir, "chemsafe.db"))).toBe(false);
});
