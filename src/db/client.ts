import { Database, constants, type Statement } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import * as schema from "./schema";
import { runMigrations } from "./migrate";
import { createPrivateFile } from "../shared/file-modes";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };
/** The transaction handle drizzle gives inside db.transaction(). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export const databasePath = (dataDir: string): string => join(dataDir, "chemsafe.db");

/**
 * Opens the application database with the settings a plant needs: WAL for concurrent readers,
 * synchronous=FULL because plants lose power, foreign keys on, a busy timeout for the workers,
 * secure_delete so that deleted rows (tokens, personal data) are overwritten, not left in free pages.
 */
export function openDatabase(dataDir: string, opts: { migrate?: boolean } = {}): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  createPrivateFile(databasePath(dataDir));
  const sqlite = new Database(databasePath(dataDir), { create: true, strict: true });
  keepWalFiles(sqlite);
  sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run("PRAGMA secure_delete = ON");
  sqlite.run("PRAGMA synchronous = FULL");
  sqlite.run("PRAGMA foreign_keys = ON");
  sqlite.run("PRAGMA busy_timeout = 5000");
  sqlite.run("PRAGMA temp_store = MEMORY");
  if (opts.migrate !== false) runMigrations(sqlite);
  cacheStatements(sqlite);
  return drizzle(sqlite, { schema }) as Db;
}

/**
 * The -wal and -shm files stay when the last connection closes (SQLITE_FCNTL_PERSIST_WAL): opening a
 * WAL database must otherwise create them, which fails on a full disk, and the appliance must start
 * on a full disk to report it (GET /api/health) and recover when space is freed.
 */
export function keepWalFiles(sqlite: Database): void {
  sqlite.fileControl(constants.SQLITE_FCNTL_PERSIST_WAL, 1);
}

/**
 * drizzle prepares (compiles) every statement anew on each call; the application runs the same few
 * hundred statements over and over. Keep the most recent compiled ones (LRU) and reuse them:
 * bun:sqlite statements run synchronously, so sharing one between calls is safe.
 */
function cacheStatements(sqlite: Database, max = 500): void {
  const compile = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Statement>();
  sqlite.prepare = ((sql: string, ...rest: unknown[]) => {
    if (rest.length > 0) return compile(sql, ...(rest as [never]));
    let stmt = cache.get(sql);
    if (stmt) cache.delete(sql);
    else stmt = compile(sql);
    cache.set(sql, stmt);
    if (cache.size > max) {
      const [oldest, old] = cache.entries().next().value!;
      cache.delete(oldest);
      old.finalize();
    }
    return stmt;
  }) as Database["prepare"];
}

export function closeDatabase(db: Db): void {
  try {
    db.$client.run("PRAGMA optimize");
  } finally {
    db.$client.close();
  }
}
