import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { makePdf } from "../helpers/pdf-fixtures";
import { send } from "../helpers/test-app";

// A second `chemsafe serve` on one DATA_DIR used to start (then uploads failed with "database is
// locked"), and the temp files of killed uploads stayed for a day.

const dataDir = mkdtempSync(join(tmpdir(), "chemsafe-lock-"));
const cli = resolve(import.meta.dir, "../../src/cli.ts");
const env = {
  ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "silent",
  BOOTSTRAP_COMPANY: "Lock Plant", BOOTSTRAP_ADMIN_EMAIL: "admin@lock.test", BOOTSTRAP_ADMIN_PASSWORD: "correct horse battery staple",
};
const servers: ReturnType<typeof Bun.spawn>[] = [];
afterAll(async () => {
  for (const s of servers) {
    s.kill("SIGKILL");
    await s.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const randomPort = () => 20000 + Math.floor(Math.random() * 20000);

function spawnServer(port: number) {
  const server = Bun.spawn([process.execPath, cli, "serve"], { env: { ...env, PORT: String(port) }, stdout: "ignore", stderr: "pipe" });
  servers.push(server);
  return server;
}

async function startServer(port = randomPort()) {
  const server = spawnServer(port);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return { server, port };
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await Bun.sleep(50);
  }
  throw new Error("the server did not start");
}

async function kill(server: ReturnType<typeof Bun.spawn>) {
  server.kill("SIGKILL");
  await server.exited;
}

test("a second serve on the same DATA_DIR exits 2 naming the first; backup still works; a SIGKILLed holder frees the folder", async () => {
  const first = await startServer();

  const second = spawnServer(randomPort());
  expect(await second.exited).toBe(2);
  const stderr = await new Response(second.stderr as ReadableStream).text();
  expect(stderr).toBe(`chemsafe: DATA_DIR ${dataDir} is in use by another chemsafe process (pid ${first.server.pid})\n`);
  expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

  const target = join(dataDir, "..", `${dataDir.split("/").pop()}-backup`);
  const backup = Bun.spawnSync([process.execPath, cli, "backup", target], { env });
  rmSync(target, { recursive: true, force: true });
  expect(backup.exitCode).toBe(0);

  await kill(first.server);
  const third = await startServer();
  expect((await fetch(`http://127.0.0.1:${third.port}/api/health`)).status).toBe(200);
  await kill(third.server);
}, 60_000);

test("the temp file of an upload killed mid-way is removed at the next start", async () => {
  const { server, port } = await startServer();
  const login = await send(`http://127.0.0.1:${port}/api/v1/auth/login`, "POST", { json: { email: "admin@lock.test", password: "correct horse battery staple" } });
  expect(login.status).toBe(200);

  // A multipart upload whose end never comes: the server is streaming it into DATA_DIR/tmp when it is killed.
  const form = new FormData();
  form.append("file", new File([makePdf(["Killed upload"]), new Uint8Array(4 * 1024 * 1024)], "Killed_Acme_2024-01-01.pdf", { type: "application/pdf" }));
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.subarray(0, 2 * 1024 * 1024));
    },
  });
  const upload = fetch(`http://127.0.0.1:${port}/api/v1/sds/upload`, {
    method: "POST", body,
    headers: { authorization: `Bearer ${login.body.access_token}`, "content-type": type, "content-length": String(bytes.length) },
  }).catch(() => null);
  const tmp = join(dataDir, "tmp");
  const deadline = Date.now() + 10_000;
  while (readdirSync(tmp).length === 0 && Date.now() < deadline) await Bun.sleep(20);
  expect(readdirSync(tmp).length).toBe(1);
  await kill(server);
  await upload;
  expect(readdirSync(tmp).length).toBe(1); // left behind by the killed process

  const restarted = await startServer();
  expect(readdirSync(tmp)).toEqual([]);
  await kill(restarted.server);
}, 60_000);
