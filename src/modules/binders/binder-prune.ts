/**
 * Old builds of a site's binder: once a build completes it is the last good binder, and every other build of the
 * site that is not waiting or running is removed (its row in the build's transaction, its files after the commit).
 * A crash between the two leaves files no row names, which the daily orphan sweep removes.
 */
import { and, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { siteBinders } from "./binders.table";

/** Deletes the site's other finished builds (in the caller's transaction); answers the files they held. */
export function deleteOlderBuilds(tx: DbOrTx, o: { companyId: string; siteId: string; keepBinderId: string }): string[] {
  const gone = tx.delete(siteBinders).where(and(
    eq(siteBinders.companyId, o.companyId), eq(siteBinders.siteId, o.siteId), ne(siteBinders.binderId, o.keepBinderId),
    notInArray(siteBinders.status, ["pending", "building"]),
  )).returning({ pdf: siteBinders.pdfChecksum, zip: siteBinders.zipChecksum }).all();
  return [...new Set(gone.flatMap((r) => [r.pdf, r.zip]).filter((c): c is string => c !== null))];
}

/** Removes the files no binder (of any site or company) and no SDS uses any more; called after the commit. */
export function removeUnusedBinderFiles(ctx: AppContext, checksums: string[]): void {
  if (checksums.length === 0) return;
  const used = new Set(ctx.db.select({ pdf: siteBinders.pdfChecksum, zip: siteBinders.zipChecksum }).from(siteBinders)
    .where(or(inArray(siteBinders.pdfChecksum, checksums), inArray(siteBinders.zipChecksum, checksums))).all().flatMap((r) => [r.pdf, r.zip]));
  // Content-addressed: the same bytes could be another record's file (never in practice, but never removed then).
  for (const row of ctx.db.all<{ sha: string }>(sql`SELECT file_checksum AS sha FROM sds_documents WHERE file_checksum IN (${sql.join(checksums.map((c) => sql`${c}`), sql`, `)})`)) used.add(row.sha);
  for (const checksum of checksums) if (!used.has(checksum)) ctx.blobs.remove(checksum);
}
