/**
 * Migration 0010 on an appliance upgraded with invitation mails still waiting: their live links leave the
 * database, and the mails are not sent with them.
 */
import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { embeddedMigrations } from "../../src/db/migrations.macro";

test("0010 removes live invitation links from waiting and stored mails, and fails the waiting ones with the reason", () => {
  const db = new Database(":memory:");
  const migrations = embeddedMigrations();
  const at = migrations.findIndex((m) => m.tag.startsWith("0010_"));
  expect(at).toBeGreaterThan(0);
  for (const m of migrations.slice(0, at)) for (const s of m.statements) db.run(s);

  const now = "2026-01-01T00:00:00.000Z";
  const link = "https://plant.example/api/v1/auth/accept-invite?token=LIVE-TOKEN-abc123";
  const job = (id: string, status: string, body: string) => db.run(
    `INSERT INTO jobs (job_id, kind, payload, status, priority, attempts, max_attempts, run_after, created_at, updated_at)
     VALUES (?, 'email_send', ?, ?, 3, 0, 4, ?, ?, ?)`, [id, JSON.stringify({ to: "new@plant.example", subject: "Invited", body }), status, now, now, now]);
  job("01a30000-0000-7000-8000-000000000001", "pending", `Accept the invitation: ${link}\nIt expires soon.`);
  job("01a30000-0000-7000-8000-000000000002", "failed", `Accept the invitation: ${link}`);
  job("01a30000-0000-7000-8000-000000000003", "pending", "A report is ready.");
  db.run(`INSERT INTO email_outbox (email_id, to_address, subject, body, status, created_at) VALUES ('01a30000-0000-7000-8000-000000000002', 'new@plant.example', 'Invited', ?, 'failed', ?)`, [`Accept: ${link}`, now]);

  for (const s of migrations[at]!.statements) db.run(s);
  const all = JSON.stringify([db.query("SELECT * FROM jobs").all(), db.query("SELECT * FROM email_outbox").all()]);
  expect(all).not.toContain("LIVE-TOKEN-abc123");
  const status = (id: string) => db.query("SELECT status, last_error FROM jobs WHERE job_id = ?").get(id) as { status: string; last_error: string | null };
  expect(status("01a30000-0000-7000-8000-000000000001")).toEqual({ status: "failed", last_error: "An invitation mail recorded before the upgrade: its link was removed from storage and it was not sent. Resend the invitation." });
  expect(status("01a30000-0000-7000-8000-000000000003").status).toBe("pending");
});
