import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../auth/users.table";
import { auditLog } from "./audit.table";

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  userId?: string;
  action?: string;
  /** ISO instants: from inclusive, until exclusive. */
  from?: string;
  until?: string;
}

/** One company's audit rows, newest first, with the acting person's e-mail and name where known. */
export function listAudit(db: DbOrTx, companyId: string, f: AuditFilter, page: { limit: number; offset: number }) {
  const filters: SQL[] = [eq(auditLog.companyId, companyId)];
  if (f.entityType) filters.push(eq(auditLog.entityType, f.entityType));
  if (f.entityId) filters.push(eq(auditLog.entityId, f.entityId));
  if (f.userId) filters.push(eq(auditLog.userId, f.userId));
  if (f.action) filters.push(eq(auditLog.action, f.action));
  if (f.from) filters.push(gte(auditLog.createdAt, f.from));
  if (f.until) filters.push(lt(auditLog.createdAt, f.until));
  const where = and(...filters);
  const rows = db.select({ a: auditLog, email: users.email, name: users.name }).from(auditLog)
    // The person's company is checked too: an id can never reveal another company's user.
    .leftJoin(users, and(eq(users.userId, auditLog.userId), eq(users.companyId, auditLog.companyId)))
    .where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.auditId)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(auditLog).where(where).get()?.n ?? 0;
  return {
    total,
    items: rows.map(({ a, email, name }) => ({
      audit_id: a.auditId, action: a.action, entity_type: a.entityType, entity_id: a.entityId,
      user: a.userId ? { user_id: a.userId, email: email ?? null, name: name ?? null } : null,
      before: a.before ?? null, after: a.after ?? null, request_id: a.requestId, created_at: a.createdAt,
    })),
  };
}
