import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The data folder holds the plant's records, the signing key and the queue: only the service
 * account may read it. New files are created 0600 and folders 0700 (a process umask of 077, set by
 * every CLI verb); what exists already is tightened at start.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` if needed and sets every folder under it to 0700 and every file to 0600 (links are left alone). */
export function tightenTree(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const walk = (path: string) => {
    const st = lstatSync(path);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((st.mode & 0o777) !== PRIVATE_FILE_MODE) {
      chmodSync(path, PRIVATE_FILE_MODE);
    }
  };
  walk(dir);
}

/**
 * Creates an empty file 0600 before a library (SQLite) creates it with its own default mode;
 * SQLite gives its -wal, -shm and journal files the mode of the database file.
 */
export function createPrivateFile(path: string): void {
  if (existsSync(path)) return;
  try {
    closeSync(openSync(path, "wx", PRIVATE_FILE_MODE));
  } catch (err) {
    if ((err as { code?: string }).code !== "EEXIST") throw err;
  }
}
