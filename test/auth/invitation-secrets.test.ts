import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config";
import { startRuntime, type Runtime } from "../../src/runtime";
import { send } from "../helpers/test-app";
import { seedCompany } from "../helpers/seed";
import { FakeSmtp } from "../jobs/fake-smtp";

/** An appliance on a data folder that outlives it, so the folder can be read after a stop and started again. */
async function openAppliance(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent", JOBS_BACKOFF_MS: "20", ...env }, dataDir);
  const runtime: Runtime = await startRuntime(config);
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => runtime.app.fetch(req) as Promise<Response> });
  (runtime.app as unknown as { server: unknown }).server = server;
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  return {
    ctx: runtime.ctx,
    request: (method: string, path: string, o: Parameters<typeof send>[2] = {}) => send(`${base}${path}`, method, o),
    async stop() {
      await server.stop(true);
      await runtime.stop();
    },
  };
}

let current: { stop(): Promise<void> } | null = null;
/** Opens an appliance and remembers it, so a failed test still stops it (one embedded queue per process). */
async function open(dataDir: string, env: Record<string, string> = {}) {
  const app = await openAppliance(dataDir, env);
  current = app;
  return {
    ...app,
    async stop() {
      current = null;
      await app.stop();
    },
  };
}

/** Every file under the folder (database, -wal, -shm, queue.db*, blobs, temp), with its bytes. */
function everyFile(dir: string): { path: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, bytes: readFileSync(path) }));
}

function filesHolding(dir: string, secret: string): string[] {
  const needles = [...new Set([secret, encodeURIComponent(secret)])];
  return everyFile(dir).filter((f) => needles.some((n) => f.bytes.includes(n))).map((f) => f.path);
}

const tokenIn = (text: string): string => text.match(/accept-invite\?token=([A-Za-z0-9_-]+)/)![1]!;
const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), "chemsafe-secrets-"));
  dirs.push(d);
  return d;
};
const smtp = new FakeSmtp();
afterEach(async () => {
  await current?.stop();
  current = null;
});
afterAll(() => {
  smtp.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("no live invitation token is recoverable from any file in DATA_DIR", () => {
  test("without SMTP: the outbox records the mail without the link; the token is nowhere on disk; the link still works after a restart", async () => {
    const dir = freshDir();
    let app = await open(dir);
    const c = await seedCompany(app.ctx);
    const invite = await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "new.hire@plant.test", role: "manager" } });
    expect(invite.status).toBe(201);
    const token = tokenIn(invite.body.invite_url);
    await app.ctx.jobs.idle();
    const mail = app.ctx.db.$client.query("SELECT status, body FROM email_outbox").get() as { status: string; body: string };
    await app.stop();

    expect(everyFile(dir).length).toBeGreaterThan(2);
    expect(filesHolding(dir, token)).toEqual([]);
    expect(mail.status).toBe("recorded");
    expect(mail.body).not.toContain("token=");
    expect(mail.body).toContain("link");

    app = await open(dir);
    try {
      const accepted = await app.request("POST", "/auth/accept-invite", { json: { token, password: "a long passphrase", name: "New Hire" } });
      expect(accepted.status).toBe(201);
      expect(accepted.body.user).toMatchObject({ email: "new.hire@plant.test", role: "manager" });
    } finally {
      await app.stop();
    }
  }, 30_000);

  test("with SMTP: the mailed link carries its own token minted at send time; neither token is on disk; both open the invitation", async () => {
    const dir = freshDir();
    let app = await open(dir, { SMTP_URL: smtp.url });
    const c = await seedCompany(app.ctx);
    const first = await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "first@plant.test", role: "viewer" } });
    const second = await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "second@plant.test", role: "viewer" } });
    const apiFirst = tokenIn(first.body.invite_url);
    const apiSecond = tokenIn(second.body.invite_url);
    await app.ctx.jobs.idle();
    const mailed = (to: string) => tokenIn(smtp.received.find((m) => m.to.includes(to))!.data);
    const mailFirst = mailed("first@plant.test");
    const mailSecond = mailed("second@plant.test");
    const stored = app.ctx.db.$client.query("SELECT status, body FROM email_outbox ORDER BY to_address").all() as { status: string; body: string }[];
    await app.stop();

    for (const secret of [apiFirst, apiSecond, mailFirst, mailSecond]) expect(filesHolding(dir, secret)).toEqual([]);
    expect(mailFirst).not.toBe(apiFirst);
    expect(stored.map((m) => m.status)).toEqual(["sent", "sent"]);
    for (const m of stored) expect(m.body).not.toContain("token=");

    app = await open(dir, { SMTP_URL: smtp.url });
    try {
      for (const token of [apiFirst, mailFirst]) expect((await app.request("GET", `/auth/accept-invite?token=${token}`)).body.email).toBe("first@plant.test");
      const byMail = await app.request("POST", "/auth/accept-invite", { json: { token: mailFirst, password: "a long passphrase", name: "First" } });
      expect(byMail.status).toBe(201);
      // Accepted through one link, the invitation is closed for the other.
      expect((await app.request("GET", `/auth/accept-invite?token=${apiFirst}`)).status).toBe(404);
      const byApi = await app.request("POST", "/auth/accept-invite", { json: { token: apiSecond, password: "a long passphrase", name: "Second" } });
      expect(byApi.status).toBe(201);
    } finally {
      await app.stop();
    }
  }, 30_000);

  test("a mail retried after a temporary refusal carries a fresh, working link", async () => {
    const dir = freshDir();
    const app = await open(dir, { SMTP_URL: smtp.url, JOBS_BACKOFF_MS: "500" });
    try {
      const c = await seedCompany(app.ctx);
      smtp.reject = "451 try again later";
      const sentBefore = smtp.received.length;
      await app.request("POST", "/users/invite", { token: c.admin.token, json: { email: "retry@plant.test", role: "viewer" } });
      const failedOnce = () => (app.ctx.db.$client.query("SELECT attempts, last_error FROM jobs WHERE kind = 'email_send'").get() as { attempts: number; last_error: string | null } | null);
      for (let i = 0; i < 200 && !failedOnce()?.last_error; i++) await Bun.sleep(10);
      expect(failedOnce()?.last_error).toContain("451");
      smtp.reject = null;
      await app.ctx.jobs.idle();
      expect(smtp.received.length).toBe(sentBefore + 1);
      const token = tokenIn(smtp.received.at(-1)!.data);
      const accepted = await app.request("POST", "/auth/accept-invite", { json: { token, password: "a long passphrase", name: "Retry" } });
      expect(accepted.status).toBe(201);
    } finally {
      smtp.reject = null;
      await app.stop();
    }
  }, 30_000);
});
