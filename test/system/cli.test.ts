import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createTestApp } from "../helpers/test-app";

const dataDir = mkdtempSync(join(tmpdir(), "chemsafe-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const cli = (args: string[], env: Record<string, string> = {}) => {
  const p = Bun.spawnSync([process.execPath, resolve(import.meta.dir, "../../src/cli.ts"), ...args], { env: { ...process.env, DATA_DIR: dataDir, ...env } });
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() };
};

test("migrate creates the schema once; a second run has nothing to do", () => {
  const first = cli(["migrate"]);
  expect(first.code).toBe(0);
  expect(first.out).toContain("applied: 0000_init");
  expect(cli(["migrate"]).out).toContain("up to date");
  const db = new Database(join(dataDir, "chemsafe.db"), { readonly: true });
  expect((db.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n).toBeGreaterThanOrEqual(1);
  expect(db.query("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
  db.close();
});

test("bootstrap creates the first admin; a second run with the same e-mail fails and changes nothing", () => {
  const ok = cli(["bootstrap", "--company", "North Plant", "--email", "boss@north.test", "--password", "a-strong-password"]);
  expect(ok.code).toBe(0);
  expect(JSON.parse(ok.out)).toMatchObject({ email: "boss@north.test" });
  const again = cli(["bootstrap", "--company", "Other", "--email", "boss@north.test", "--password", "a-strong-password"]);
  expect(again.code).toBe(1);
  expect(again.err).toContain("already exists");
  const db = new Database(join(dataDir, "chemsafe.db"), { readonly: true });
  expect((db.query("SELECT count(*) AS n FROM companies").get() as { n: number }).n).toBe(1);
  db.close();
});

test("token prints a usable token; unknown users and bad flags exit non-zero", () => {
  const t = cli(["token", "--email", "boss@north.test", "--ttl", "5m"]);
  expect(t.code).toBe(0);
  expect(t.out.trim().split(".")).toHaveLength(3);
  expect(cli(["token", "--email", "ghost@north.test"]).code).toBe(1);
  expect(cli(["token", "--email", "boss@north.test", "--ttl", "forever"]).code).toBe(2);
  expect(cli(["bootstrap", "--colour", "red"]).code).toBe(2);
  expect(cli(["migrate", "--help"]).out).toContain("Usage: chemsafe migrate");
});

test("reset-password prints a single-use link that sets the admin's password; an unknown e-mail exits 1", async () => {
  const r = cli(["reset-password", "--email", "boss@north.test"], { PUBLIC_URL: "https://chemsafe.plant.test" });
  expect(r.code).toBe(0);
  const url = r.out.match(/https:\/\/chemsafe\.plant\.test\/reset-password\?token=([A-Za-z0-9_-]+)/);
  expect(url).not.toBeNull();
  expect(cli(["reset-password", "--email", "ghost@north.test"]).code).toBe(1);
  expect(cli(["reset-password"]).code).toBe(2);
  const app = await createTestApp({ DATA_DIR: dataDir });
  try {
    const done = await app.request("POST", "/auth/reset-password", { json: { token: url![1], new_password: "back in control now" } });
    expect(done.status).toBe(200);
    expect((await app.request("POST", "/auth/login", { json: { email: "boss@north.test", password: "back in control now" } })).status).toBe(200);
  } finally {
    await app.close();
  }
});

test("BOOTSTRAP_* at start creates the first admin when the database has no user", async () => {
  const app = await createTestApp({ BOOTSTRAP_COMPANY: "Env Plant", BOOTSTRAP_ADMIN_EMAIL: "env@plant.test", BOOTSTRAP_ADMIN_PASSWORD: "env-password-1" });
  const login = await app.request("POST", "/auth/login", { json: { email: "env@plant.test", password: "env-password-1" } });
  expect(login.status).toBe(200);
  const company = await app.request("GET", "/companies", { token: login.body.access_token });
  expect(company.body.name).toBe("Env Plant");
  await app.close();
});

test("--version and -V print the version, as `version` does", () => {
  const verb = cli(["version"]);
  for (const flag of ["--version", "-V"]) {
    const r = cli([flag]);
    expect({ flag, code: r.code, out: r.out }).toEqual({ flag, code: 0, out: verb.out });
  }
});
