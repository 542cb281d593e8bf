import type { DbOrTx } from "../../db/client";
import { newId } from "../../shared/ids";
import { auditLog } from "./audit.table";

export interface AuditEntry {
  companyId: string | null;
  userId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

/** Records a write; call it inside the transaction of the write itself. */
export function recordAudit(tx: DbOrTx, entry: AuditEntry, now: string): void {
  tx.insert(auditLog).values({
    auditId: newId(),
    companyId: entry.companyId,
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    createdAt: now,
  }).run();
}
