import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";

export interface EmbeddedMigration {
  tag: string;
  /** drizzle's journal `when`, compared with `created_at` of __drizzle_migrations. */
  folderMillis: number;
  /** SHA-256 of the file, the same hash drizzle's own migrator records. */
  hash: string;
  statements: string[];
}

/**
 * Runs at bundle time (imported `with { type: "macro" }`): reads migrations/ through drizzle-kit's
 * journal and inlines every statement, so the compiled executable carries its migrations.
 */
export function embeddedMigrations(): EmbeddedMigration[] {
  const folder = join(import.meta.dir, "..", "..", "migrations");
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => {
    const sql = readFileSync(join(folder, `${entry.tag}.sql`), "utf8");
    return {
      tag: entry.tag,
      folderMillis: entry.when,
      hash: createHash("sha256").update(sql).digest("hex"),
      statements: sql.split("--> statement-breakpoint").map((s) => s.trim()).filter(Boolean),
    };
  });
}
