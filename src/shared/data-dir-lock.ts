import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createPrivateFile } from "./file-modes";

/** Thrown when another live process holds the data folder; the CLI prints it as one line and exits 2. */
export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

/**
 * One `chemsafe serve` per data folder: two would fight over the database ("database is locked")
 * and over the temp folder. The lock is a small SQLite database in DATA_DIR whose write lock
 * (RESERVED, taken by BEGIN IMMEDIATE) is held for the life of the process: the operating system
 * drops it when the process ends in any way, SIGKILL and power loss included, so there is no stale
 * lock file to clean up. The holder's pid is committed first; a reader can still read it while the
 * write lock is held, which is how the second process names the first.
 * `chemsafe backup` never takes this lock, so it runs beside a serving appliance.
 */
export function lockDataDir(dataDir: string, pid = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, "chemsafe.lock");
  createPrivateFile(path);
  const db = new Database(path);
  try {
    db.run("PRAGMA busy_timeout = 0");
    db.run("PRAGMA journal_mode = DELETE");
    if (!tryBegin(db)) throw inUse(dataDir, db);
    // Record who holds it, then hold the write lock again at once. On a full disk the pid cannot be
    // written: the lock still holds, and the note may name an earlier holder.
    try {
      db.run("CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER NOT NULL, since TEXT NOT NULL)");
      db.run("INSERT OR REPLACE INTO holder (id, pid, since) VALUES (1, ?, ?)", [pid, new Date().toISOString()]);
      db.run("COMMIT");
    } catch {
      if (db.inTransaction) db.run("ROLLBACK"); // SQLite may have rolled back already (SQLITE_FULL)
    }
    if (!tryBegin(db)) throw inUse(dataDir, db);
  } catch (err) {
    db.close();
    throw err;
  }
  return {
    release() {
      try {
        if (db.inTransaction) db.run("ROLLBACK");
      } finally {
        db.close();
      }
    },
  };
}

function tryBegin(db: Database): boolean {
  try {
    db.run("BEGIN IMMEDIATE");
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === "SQLITE_BUSY") return false;
    throw err;
  }
}

function inUse(dataDir: string, db: Database): DataDirInUseError {
  let pid = "unknown";
  try {
    const row = db.query("SELECT pid FROM holder WHERE id = 1").get() as { pid: number } | null;
    if (row) pid = String(row.pid);
  } catch {
    // no note yet: the holder is still starting
  }
  return new DataDirInUseError(`DATA_DIR ${dataDir} is in use by another chemsafe process (pid ${pid})`);
}
