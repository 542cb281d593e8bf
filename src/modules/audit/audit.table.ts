import { sqliteTable, text, index } from "drizzle-orm/sqlite-core";
import { id, json, ref, timestamp } from "../../db/columns";

/** Every write: who, what, when, and the ids or values before and after. */
export const auditLog = sqliteTable("audit_log", {
  auditId: id("audit_id"),
  companyId: ref("company_id"),
  userId: ref("user_id"),
  action: text("action").notNull(),
  entityType: text("entity_type").notNull(),
  entityId: text("entity_id"),
  before: json<unknown>("before"),
  after: json<unknown>("after"),
  requestId: text("request_id"),
  createdAt: timestamp("created_at").notNull(),
}, (t) => [
  index("audit_company_time_idx").on(t.companyId, t.createdAt),
  // GET /audit's filters: one record's history, one person's actions.
  index("audit_company_entity_idx").on(t.companyId, t.entityType, t.entityId, t.createdAt),
  index("audit_company_user_idx").on(t.companyId, t.userId, t.createdAt),
]);
