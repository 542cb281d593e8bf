import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import * as schema from "./schema";
import { runMigrations } from "./migrate";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };
/** The transaction handle drizzle gives inside db.transaction(). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export const databasePath = (dataDir: string): string => join(dataDir, "chemsafe.db");

/**
 * Opens the application database with the settings a plant needs: WAL for concurrent readers,
 * synchronous=FULL because plants lose power, foreign keys on, a busy timeout for the workers.
 */
export function openDatabase(dataDir: string, opts: { migrate?: boolean } = {}): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(databasePath(dataDir), { create: true, strict: true });
  sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run("PRAGMA synchronous = FULL");
  sqlite.run("PRAGMA foreign_keys = ON");
  sqlite.run("PRAGMA busy_timeout = 5000");
  sqlite.run("PRAGMA temp_store = MEMORY");
  if (opts.migrate !== false) runMigrations(sqlite);
  return drizzle(sqlite, { schema }) as Db;
}

export function closeDatabase(db: Db): void {
  try {
    db.$client.run("PRAGMA optimize");
  } finally {
    db.$client.close();
  }
}
