import { Database } from "bun:sqlite";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readdirSync as ls, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { databasePath, keepWalFiles } from "./db/client";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tightenTree } from "./shared/file-modes";

/**
 * A consistent snapshot of one data folder into a new folder that DATA_DIR can point at.
 * The database is copied with `VACUUM INTO` (a transaction-consistent copy even while the
 * appliance writes); blobs are immutable and content-addressed, and every blob a row references
 * was on disk before that row was committed, so copying them after the snapshot is enough.
 * A backup holds everything the data folder does: its folders are 0700 and its files 0600.
 */
export function backupDataDir(dataDir: string, target: string): { database: string; blobs: number; bytes: number } {
  const out = resolve(target);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} exists and is not empty`);
  mkdirSync(out, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(out, PRIVATE_DIR_MODE);
  const source = new Database(databasePath(dataDir), { readonly: false });
  keepWalFiles(source); // when the appliance is stopped, this is the last connection: it must not remove them either
  try {
    source.run("PRAGMA busy_timeout = 10000");
    source.run(`VACUUM INTO '${databasePath(out).replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  chmodSync(databasePath(out), PRIVATE_FILE_MODE);
  const check = new Database(databasePath(out), { readonly: true });
  const integrity = (check.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
  check.close();
  if (integrity !== "ok") throw new Error(`backup database failed its integrity check: ${integrity}`);
  let blobs = 0;
  let bytes = 0;
  const copyTree = (from: string, to: string) => {
    if (!existsSync(from)) return;
    mkdirSync(to, { recursive: true, mode: PRIVATE_DIR_MODE });
    for (const name of ls(from)) {
      const src = join(from, name);
      const dst = join(to, name);
      const st = statSync(src);
      if (st.isDirectory()) copyTree(src, dst);
      else {
        copyFileSync(src, dst);
        chmodSync(dst, PRIVATE_FILE_MODE);
        blobs++;
        bytes += st.size;
      }
    }
  };
  copyTree(join(dataDir, "blobs"), join(out, "blobs"));
  for (const keep of ["jwt-secret"]) {
    if (existsSync(join(dataDir, keep))) copyFileSync(join(dataDir, keep), join(out, keep));
  }
  tightenTree(out); // whatever the process umask was

  return { database: databasePath(out), blobs, bytes };
}

/**
 * `chemsafe restore BACKUP DIR`: a data folder made from a backup, only into a new or empty folder (so never over
 * the live data folder, which is not empty). The backup is copied the way a backup is taken (its database checked
 * and copied with `VACUUM INTO`, blobs and key copied, 0700/0600), and left as it was.
 */
export function restoreDataDir(backup: string, target: string): { database: string; blobs: number; bytes: number } {
  const from = resolve(backup);
  const to = resolve(target);
  if (!existsSync(databasePath(from))) throw new Error(`${from} is not a chemsafe backup (no ${databasePath(from).slice(from.length + 1)} in it)`);
  if (from === to) throw new Error("the backup and the folder to restore into are the same folder");
  if (existsSync(to) && readdirSync(to).length > 0) {
    throw new Error(`${to} is not empty: restore only into a new or empty folder, then point DATA_DIR at it`);
  }
  return backupDataDir(from, to);
}
