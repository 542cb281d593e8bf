import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { databasePath } from "../../src/db/client";

const dir = mkdtempSync(join(tmpdir(), "chemsafe-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("rows acknowledged before a SIGKILL are all there on reopen and the database is intact", async () => {
  const child = Bun.spawn([process.execPath, resolve(import.meta.dir, "../fixtures/crash-writer.ts"), dir], { stdout: "pipe", stderr: "inherit" });
  const acked: string[] = [];
  const reader = child.stdout.getReader();
  let buffer = "";
  while (acked.length < 300) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += new TextDecoder().decode(value);
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    acked.push(...lines.filter(Boolean));
  }
  child.kill("SIGKILL");
  await child.exited;
  expect(child.signalCode).toBe("SIGKILL");
  expect(acked.length).toBeGreaterThanOrEqual(300);

  const db = new Database(databasePath(dir));
  expect((db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
  const present = new Set((db.query("SELECT site_id FROM sites").all() as { site_id: string }[]).map((r) => r.site_id));
  const missing = acked.filter((id) => !present.has(id));
  expect(missing).toEqual([]);
  // Each site row was committed with its audit row, never one without the other.
  const orphans = db.query("SELECT count(*) AS n FROM sites s LEFT JOIN audit_log a ON a.entity_id = s.site_id WHERE a.audit_id IS NULL").get() as { n: number };
  expect(orphans.n).toBe(0);
  db.close();
}, 60_000);
