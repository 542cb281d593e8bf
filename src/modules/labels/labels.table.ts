import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { id, ref, timestamp } from "../../db/columns";
import { companies } from "../admin/admin.table";

/** A pesticide label PDF in a company's label library, keyed by registration number. */
export const labels = sqliteTable("labels", {
  labelId: id("label_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  epaRegistrationNumber: text("epa_registration_number", { length: 50 }).notNull(),
  productName: text("product_name"),
  fileName: text("file_name"),
  fileChecksum: text("file_checksum").notNull(),
  fileSize: integer("file_size").notNull(),
  storageKey: text("storage_key").notNull(),
  /** upload | regulator_lookup */
  source: text("source").notNull(),
  sourceUrl: text("source_url"),
  labelDate: text("label_date"),
  uploadedByUserId: ref("uploaded_by_user_id"),
  createdAt: timestamp("created_at").notNull(),
}, (t) => [index("labels_company_reg_idx").on(t.companyId, t.epaRegistrationNumber)]);
