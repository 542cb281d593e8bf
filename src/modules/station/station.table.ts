import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, ref, timestamp } from "../../db/columns";
import { companies, sites } from "../admin/admin.table";
import { users } from "../auth/users.table";

/**
 * A site's SDS station link: anyone holding the link reads that site's current SDSs without an
 * account. At most one per site (rotating replaces the row, so the old link stops working at once);
 * the SHA-256 of the token finds the row; the token itself is kept sealed (AES-256-GCM, key outside the
 * database: src/shared/secret-box.ts) so posters and labels can print the link. Rows made before that have no
 * ciphertext: their link works, and is printed once rotated.
 */
export const stationLinks = sqliteTable("station_links", {
  stationLinkId: id("station_link_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  siteId: ref("site_id").notNull().references(() => sites.siteId),
  tokenHash: text("token_hash").notNull(),
  tokenSealed: text("token_sealed"),
  createdByUserId: ref("created_by_user_id").references(() => users.userId),
  createdAt: timestamp("created_at").notNull(),
}, (t) => [
  uniqueIndex("station_links_site_uq").on(t.companyId, t.siteId),
  uniqueIndex("station_links_token_uq").on(t.tokenHash),
]);
