import { sqliteTable, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, id, ref, timestamp } from "../../db/columns";

export const companies = sqliteTable("companies", {
  companyId: id("company_id"),
  name: text("name").notNull(),
  address: text("address"),
  phone: text("phone"),
  emergencyPhone: text("emergency_phone"),
  timezone: text("timezone").notNull().default("UTC"),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
});

export const sites = sqliteTable("sites", {
  siteId: id("site_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  name: text("name").notNull(),
  address: text("address"),
  /** The number printed on the site's station poster and emergency inventory (the company's when unset). */
  emergencyPhone: text("emergency_phone"),
  isActive: bool("is_active").notNull().default(true),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
}, (t) => [uniqueIndex("sites_company_name_uq").on(t.companyId, t.name)]);

export const locations = sqliteTable("locations", {
  locationId: id("location_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  siteId: ref("site_id").notNull().references(() => sites.siteId),
  name: text("name").notNull(),
  description: text("description"),
  /** A deactivated location takes no new items (nor moves into it); its items stay where they are and stay listed. */
  isActive: bool("is_active").notNull().default(true),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at"),
}, (t) => [
  uniqueIndex("locations_site_name_uq").on(t.siteId, t.name),
  index("locations_company_idx").on(t.companyId, t.siteId),
]);
