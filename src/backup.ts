import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readdirSync as ls, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { databasePath } from "./db/client";

/**
 * A consistent snapshot of one data folder into a new folder that DATA_DIR can point at.
 * The database is copied with `VACUUM INTO` (a transaction-consistent copy even while the
 * appliance writes); blobs are immutable and content-addressed, and every blob a row references
 * was on disk before that row was committed, so copying them after the snapshot is enough.
 */
export function backupDataDir(dataDir: string, target: string): { database: string; blobs: number; bytes: number } {
  const out = resolve(target);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} exists and is not empty`);
  mkdirSync(out, { recursive: true });
  const source = new Database(databasePath(dataDir), { readonly: false });
  try {
    source.run("PRAGMA busy_timeout = 10000");
    source.run(`VACUUM INTO '${databasePath(out).replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  const check = new Database(databasePath(out), { readonly: true });
  const integrity = (check.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
  check.close();
  if (integrity !== "ok") throw new Error(`backup database failed its integrity check: ${integrity}`);
  let blobs = 0;
  let bytes = 0;
  const copyTree = (from: string, to: string) => {
    if (!existsSync(from)) return;
    mkdirSync(to, { recursive: true });
    for (const name of ls(from)) {
      const src = join(from, name);
      const dst = join(to, name);
      const st = statSync(src);
      if (st.isDirectory()) copyTree(src, dst);
      else {
        copyFileSync(src, dst);
        blobs++;
        bytes += st.size;
      }
    }
  };
  copyTree(join(dataDir, "blobs"), join(out, "blobs"));
  for (const keep of ["jwt-secret"]) {
    if (existsSync(join(dataDir, keep))) copyFileSync(join(dataDir, keep), join(out, keep));
  }
  return { database: databasePath(out), blobs, bytes };
}
