import { afterAll, expect, test } from "bun:test";
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { formWith, makePdf } from "../helpers/pdf-fixtures";
import { createTestApp, send } from "../helpers/test-app";

// DATA_DIR, chemsafe.db, queue.db and backups used to be world-readable (0644).

const scratch = mkdtempSync(join(tmpdir(), "chemsafe-modes-"));
const dataDir = join(scratch, "data");
const backupDir = join(scratch, "backup");
const cli = resolve(import.meta.dir, "../../src/cli.ts");
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}/api/v1`;
const env = {
  ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent",
  BOOTSTRAP_COMPANY: "Modes Plant", BOOTSTRAP_ADMIN_EMAIL: "admin@modes.test", BOOTSTRAP_ADMIN_PASSWORD: "correct horse battery staple",
};
let server: ReturnType<typeof Bun.spawn> | null = null;
afterAll(async () => {
  server?.kill("SIGKILL");
  await server?.exited;
  rmSync(scratch, { recursive: true, force: true });
});

async function startServer() {
  server = Bun.spawn([process.execPath, cli, "serve"], { env, stdout: "ignore", stderr: "inherit" });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return;
    await Bun.sleep(50);
  }
  throw new Error("the server did not start");
}

/** Every folder (0700) and file (0600) under `root` that is not private, as "path mode". */
function notPrivate(root: string): string[] {
  const wrong: string[] = [];
  const walk = (path: string) => {
    const st = lstatSync(path);
    const mode = st.mode & 0o777;
    if (st.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if (mode !== 0o600) wrong.push(`${path} ${mode.toString(8)}`);
  };
  walk(root);
  return wrong;
}

/** Every file under `root`, relative. */
function filesOf(root: string, prefix = ""): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return lstatSync(path).isDirectory() ? filesOf(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

test("after an upload, its parse job and a backup taken while serving, every file is 0600 and every folder 0700", async () => {
  await startServer();
  const login = await send(`${base}/auth/login`, "POST", { json: { email: "admin@modes.test", password: "correct horse battery staple" } });
  const token = login.body.access_token as string;
  const up = await send(`${base}/sds/upload`, "POST", { token, form: formWith("file", [["Acetone_Acme_2024-01-01.pdf", makePdf()]]) });
  expect(up.status).toBe(201);
  for (let status = "pending"; status === "pending" || status === "processing"; await Bun.sleep(50)) {
    status = (await send(`${base}/chem/sds/${up.body.sds_id}/details`, "GET", { token })).body.parse_status;
  }
  const backup = Bun.spawnSync([process.execPath, cli, "backup", backupDir], { env });
  expect(backup.exitCode).toBe(0);

  const files = filesOf(dataDir);
  for (const expected of ["chemsafe.db", "chemsafe.db-wal", "chemsafe.db-shm", "queue.db", "jwt-secret"]) expect(files).toContain(expected);
  expect(files.some((f) => f.startsWith("blobs/"))).toBe(true);
  expect(filesOf(backupDir)).toContain("chemsafe.db");
  expect(notPrivate(dataDir)).toEqual([]);
  expect(notPrivate(backupDir)).toEqual([]);
}, 60_000);

test("a world-readable data folder from before is tightened at start", async () => {
  server!.kill("SIGTERM");
  await server!.exited;
  const loosen = (path: string) => {
    const st = lstatSync(path);
    chmodSync(path, st.isDirectory() ? 0o755 : 0o644);
    if (st.isDirectory()) for (const name of readdirSync(path)) loosen(join(path, name));
  };
  loosen(dataDir);
  expect(notPrivate(dataDir).length).toBeGreaterThan(3);
  await startServer();
  expect(notPrivate(dataDir)).toEqual([]);
}, 60_000);

test("the application database overwrites deleted content (secure_delete)", async () => {
  const app = await createTestApp();
  try {
    expect(app.ctx.db.$client.query("PRAGMA secure_delete").get()).toEqual({ secure_delete: 1 });
    expect(existsSync(join(app.dataDir, "chemsafe.db"))).toBe(true);
  } finally {
    await app.close();
  }
});
