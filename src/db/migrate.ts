import type { Database } from "bun:sqlite";
import { embeddedMigrations } from "./migrations.macro" with { type: "macro" };

const MIGRATIONS = embeddedMigrations();

/**
 * Applies every pending migration in one transaction, recording them in drizzle's own
 * `__drizzle_migrations` table so that `drizzle-kit migrate` and this agree on what ran.
 * Returns the tags applied.
 */
export function runMigrations(sqlite: Database): string[] {
  sqlite.run(`CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (
    id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`);
  const last = sqlite.query(`SELECT created_at FROM "__drizzle_migrations" ORDER BY created_at DESC LIMIT 1`)
    .get() as { created_at: number } | null;
  const pending = MIGRATIONS.filter((m) => !last || Number(last.created_at) < m.folderMillis);
  if (pending.length === 0) return [];
  sqlite.transaction(() => {
    for (const migration of pending) {
      for (const statement of migration.statements) sqlite.run(statement);
      sqlite.run(`INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)`, [migration.hash, migration.folderMillis]);
    }
  })();
  return pending.map((m) => m.tag);
}

export const knownMigrations = (): string[] => MIGRATIONS.map((m) => m.tag);
