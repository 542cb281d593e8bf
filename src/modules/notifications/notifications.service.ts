import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { roleAtLeast } from "../auth/actor";
import { users, type Role } from "../auth/users.table";
import { notifications } from "./notifications.table";
import { jobs } from "../jobs/jobs.table";

export type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (n: NotificationRow) => ({
  notification_id: n.notificationId, kind: n.kind, title: n.title, body: n.body, data: n.data ?? null,
  read_at: n.readAt, resolved_at: n.resolvedAt, created_at: n.createdAt,
});

export interface NotifyInput {
  companyId: string;
  /** One person; without it, every active user of the company with at least `minRole`. */
  userId?: string | null;
  minRole?: Role;
  kind: string;
  title: string;
  body?: string | null;
  data?: Record<string, unknown>;
  /** A notification with the same key is created once per person (a job that runs again adds nothing). */
  key: string;
  now: string;
}

/** Creates one notification per recipient, each with its own read state. Returns how many were new. */
export function notify(tx: DbOrTx, input: NotifyInput): number {
  const recipients = input.userId
    ? tx.select({ userId: users.userId }).from(users).where(and(eq(users.companyId, input.companyId), eq(users.userId, input.userId))).all()
    : tx.select({ userId: users.userId, role: users.role }).from(users).where(and(eq(users.companyId, input.companyId), eq(users.isActive, true))).all()
      .filter((u) => roleAtLeast(u.role, input.minRole ?? "manager"));
  if (!recipients.length) return 0;
  const already = new Set(tx.select({ userId: notifications.userId }).from(notifications).where(and(
    eq(notifications.companyId, input.companyId), inArray(notifications.userId, recipients.map((r) => r.userId)),
    sql`json_extract(${notifications.data}, '$.key') = ${input.key}`,
  )).all().map((r) => r.userId));
  let created = 0;
  for (const r of recipients) {
    if (already.has(r.userId)) continue;
    tx.insert(notifications).values({
      notificationId: newId(), companyId: input.companyId, userId: r.userId, kind: input.kind, title: input.title,
      body: input.body ?? null, data: { ...input.data, key: input.key }, createdAt: input.now,
    }).run();
    created++;
  }
  return created;
}

/**
 * Marks the company's notifications with these keys resolved: the event that makes them no longer
 * true (a label now linked) calls it in its own transaction. They leave the list and the unread count.
 */
export function resolveNotifications(tx: DbOrTx, input: { companyId: string; keys: string[]; now: string }): number {
  if (!input.keys.length) return 0;
  // One still waiting to be sent would arrive after the event that made it untrue: it is settled unsent
  // (the dispatcher runs only pending jobs). Its dedupe key is its notification key.
  tx.update(jobs).set({ status: "completed", result: { skipped: "no longer applies" }, finishedAt: input.now, updatedAt: input.now }).where(and(
    eq(jobs.companyId, input.companyId), eq(jobs.kind, "notification_send"), eq(jobs.status, "pending"), inArray(jobs.dedupeKey, input.keys),
  )).run();
  return tx.update(notifications).set({ resolvedAt: input.now }).where(and(
    eq(notifications.companyId, input.companyId), isNull(notifications.resolvedAt),
    inArray(sql`json_extract(${notifications.data}, '$.key')`, input.keys),
  )).returning({ id: notifications.notificationId }).all().length;
}

export function listNotifications(db: DbOrTx, companyId: string, userId: string, f: { unread?: boolean; includeResolved?: boolean }, page: { limit: number; offset: number }) {
  const filters: SQL[] = [eq(notifications.companyId, companyId), eq(notifications.userId, userId)];
  if (f.unread) filters.push(isNull(notifications.readAt));
  if (!f.includeResolved) filters.push(isNull(notifications.resolvedAt));
  const where = and(...filters);
  const rows = db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.notificationId)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(notifications).where(where).get()?.n ?? 0;
  const unread = db.select({ n: sql<number>`count(*)` }).from(notifications)
    .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.resolvedAt))).get()?.n ?? 0;
  return { rows, total, unread };
}

/** Marks one of the caller's notifications read (idempotent); another person's is "not found". */
export function markRead(db: DbOrTx, companyId: string, userId: string, notificationId: string, now: string): NotificationRow {
  const mine = and(eq(notifications.companyId, companyId), eq(notifications.userId, userId), eq(notifications.notificationId, notificationId));
  const row = db.select().from(notifications).where(mine).get();
  if (!row) throw errors.notFound("Notification");
  if (row.readAt) return row;
  return db.update(notifications).set({ readAt: now }).where(mine).returning().get();
}

export function markAllRead(db: DbOrTx, companyId: string, userId: string, now: string): number {
  return db.update(notifications).set({ readAt: now })
    .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.notificationId }).all().length;
}
