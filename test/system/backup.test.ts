import { afterAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createTestApp } from "../helpers/test-app";
import { seedCompany } from "../helpers/seed";

const scratch = mkdtempSync(join(tmpdir(), "chemsafe-backup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test("a backup taken by the CLI while writes run restores to a working instance", async () => {
  const app = await createTestApp();
  const company = await seedCompany(app.ctx);
  const blob = await app.ctx.blobs.putBytes(new TextEncoder().encode("%PDF-1.4 backup test blob"));

  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const res = await app.request("POST", "/sites", { token: company.admin.token, json: { name: `Site ${written}` } });
      expect(res.status).toBe(201);
      written++;
    }
  })();
  while (written < 20) await Bun.sleep(5);

  const target = join(scratch, "snapshot");
  const cli = Bun.spawn([process.execPath, resolve(import.meta.dir, "../../src/cli.ts"), "backup", target], {
    env: { ...process.env, DATA_DIR: app.dataDir, LOG_LEVEL: "silent" }, stdout: "pipe", stderr: "pipe",
  });
  const code = await cli.exited;
  const out = await new Response(cli.stdout).text();
  expect(code).toBe(0);
  writing = false;
  await writer;
  const summary = JSON.parse(out);
  expect(summary.blobs).toBeGreaterThanOrEqual(1);
  expect(existsSync(join(target, "jwt-secret"))).toBe(true);
  expect(readdirSync(target)).toContain("chemsafe.db");
  await app.close();

  // Point DATA_DIR at the backup: same secret, so the old token still works; the data is there.
  const restored = await createTestApp({ DATA_DIR: target });
  const sites = await restored.request("GET", "/sites?page_size=100", { token: company.admin.token });
  expect(sites.status).toBe(200);
  expect(sites.body.total).toBeGreaterThanOrEqual(21); // the seeded site + at least 20 written before the snapshot
  expect(sites.body.total).toBeLessThanOrEqual(written + 1);
  expect(restored.ctx.blobs.has(blob.sha256)).toBe(true);
  const write = await restored.request("POST", "/sites", { token: company.admin.token, json: { name: "After restore" } });
  expect(write.status).toBe(201);
  await restored.close();
}, 60_000);

test("backup refuses a non-empty target and exits non-zero", async () => {
  const app = await createTestApp();
  const target = join(scratch, "busy");
  await Bun.write(join(target, "something"), "x");
  const cli = Bun.spawn([process.execPath, resolve(import.meta.dir, "../../src/cli.ts"), "backup", target], {
    env: { ...process.env, DATA_DIR: app.dataDir }, stdout: "pipe", stderr: "pipe",
  });
  expect(await cli.exited).toBe(1);
  expect(await new Response(cli.stderr).text()).toContain("not empty");
  await app.close();
});

const runCli = async (args: string[], dataDir: string) => {
  const proc = Bun.spawn([process.execPath, resolve(import.meta.dir, "../../src/cli.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" }, stdout: "pipe", stderr: "pipe",
  });
  return { code: await proc.exited, out: await new Response(proc.stdout).text(), err: await new Response(proc.stderr).text() };
};

test("restore BACKUP DIR makes a working data folder from a backup; it refuses a folder in use or not empty, and a folder that is no backup", async () => {
  const app = await createTestApp();
  const company = await seedCompany(app.ctx);
  const blob = await app.ctx.blobs.putBytes(new TextEncoder().encode("%PDF-1.4 restore test blob"));
  const backup = join(scratch, "for-restore");
  expect((await runCli(["backup", backup], app.dataDir)).code).toBe(0);

  // Into the live data folder (not empty): refused, and nothing in it changes.
  const live = await runCli(["restore", backup, app.dataDir], app.dataDir);
  expect(live.code).toBe(1);
  expect(live.err).toContain("not empty");
  await app.close();

  const notBackup = await runCli(["restore", join(scratch, "nothing-here"), join(scratch, "target-0")], scratch);
  expect(notBackup.code).toBe(1);
  expect(notBackup.err).toContain("is not a chemsafe backup");

  const target = join(scratch, "restored");
  const restored = await runCli(["restore", backup, target], scratch);
  expect(restored.code).toBe(0);
  expect(JSON.parse(restored.out).blobs).toBeGreaterThanOrEqual(1);
  const again = await createTestApp({ DATA_DIR: target });
  const me = await again.request("GET", "/auth/me", { token: company.admin.token });
  expect(me.status).toBe(200);
  expect(again.ctx.blobs.has(blob.sha256)).toBe(true);
  await again.close();
}, 60_000);
