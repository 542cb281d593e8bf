import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { id, ref, timestamp } from "../../db/columns";
import { companies, sites } from "../admin/admin.table";

/**
 * One build of a site's SDS binder (a PDF and an offline ZIP in the blob store). Builds are kept as rows: the
 * download serves the newest completed one, so a failed rebuild leaves the last good binder in place.
 */
export const siteBinders = sqliteTable("site_binders", {
  binderId: id("binder_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  siteId: ref("site_id").notNull().references(() => sites.siteId),
  /** pending | building | completed | failed */
  status: text("status").notNull().default("pending"),
  /** "request" (a person asked) or "nightly" (the inventory changed since the last good binder). */
  trigger: text("trigger").notNull().default("request"),
  progressDone: integer("progress_done").notNull().default(0),
  progressTotal: integer("progress_total").notNull().default(0),
  /** SHA-256 of what the binder lists (products, SDSs, locations): the nightly rebuild compares it. */
  contentsKey: text("contents_key"),
  pdfChecksum: text("pdf_checksum"),
  pdfSize: integer("pdf_size"),
  pageCount: integer("page_count"),
  zipChecksum: text("zip_checksum"),
  zipSize: integer("zip_size"),
  sdsCount: integer("sds_count"),
  /** SDSs listed as "could not be included" (damaged or missing file). */
  notIncludedCount: integer("not_included_count"),
  error: text("error"),
  requestedByUserId: ref("requested_by_user_id"),
  createdAt: timestamp("created_at").notNull(),
  completedAt: timestamp("completed_at"),
}, (t) => [index("site_binders_site_idx").on(t.companyId, t.siteId, t.status, t.createdAt)]);
