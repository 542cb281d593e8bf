import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { databasePath } from "../../src/db/client";
import { FakeSmtp } from "./fake-smtp";

const dir = mkdtempSync(join(tmpdir(), "chemsafe-jobcrash-"));
const smtp = new FakeSmtp();
afterAll(() => {
  smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

const child = (mode: string) =>
  Bun.spawn([process.execPath, resolve(import.meta.dir, "fixtures/job-process.ts"), mode, dir, smtp.url], { stdout: "pipe", stderr: "inherit" });

async function firstLine(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return text.split("\n")[0]!;
}

test("a job killed with SIGKILL in the middle runs again after a restart and finishes once", async () => {
  smtp.stallOnData = true;
  const first = child("enqueue");
  const jobId = await firstLine(first.stdout);
  await smtp.whenStalled(); // the handler is inside the SMTP conversation, the job is "running"
  first.kill("SIGKILL");
  await first.exited;
  expect(first.signalCode).toBe("SIGKILL");

  const db = new Database(databasePath(dir), { readonly: true });
  const job = () => db.query("SELECT status, attempts, last_error FROM jobs WHERE job_id = ?").get(jobId) as { status: string; attempts: number; last_error: string | null };
  expect(job()).toMatchObject({ status: "running", attempts: 1 });
  expect(smtp.received).toHaveLength(0);

  smtp.stallOnData = false;
  const second = child("resume");
  expect(await firstLine(second.stdout)).toBe("idle");
  await second.exited;
  expect(job()).toMatchObject({ status: "completed", attempts: 2, last_error: null });
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toMatchObject({ to: ["ehs@plant.example"] });
  expect(smtp.received[0]!.data).toContain("Sent exactly once.");
  expect(db.query("SELECT status FROM email_outbox WHERE email_id = ?").get(jobId)).toEqual({ status: "sent" });

  // Another restart finds nothing to do: the mail is not sent twice.
  const third = child("resume");
  expect(await firstLine(third.stdout)).toBe("idle");
  await third.exited;
  expect(smtp.received).toHaveLength(1);
  db.close();
}, 60_000);
