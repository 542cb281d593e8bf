import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { bool, id, ref, timestamp } from "../../db/columns";
import { companies } from "../admin/admin.table";

/** A generated report (chemical inventory per site as CSV), stored in the blob store. */
export const reports = sqliteTable("reports", {
  reportId: id("report_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  siteId: ref("site_id"),
  /** The report also lists removed inventory items (with when they were removed). */
  includeRemoved: bool("include_removed").notNull().default(false),
  kind: text("kind").notNull(),
  status: text("status").notNull().default("pending"),
  fileName: text("file_name"),
  fileChecksum: text("file_checksum"),
  fileSize: integer("file_size"),
  rowCount: integer("row_count"),
  error: text("error"),
  requestedByUserId: ref("requested_by_user_id"),
  createdAt: timestamp("created_at").notNull(),
  completedAt: timestamp("completed_at"),
}, (t) => [index("reports_company_idx").on(t.companyId, t.createdAt)]);
