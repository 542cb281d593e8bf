import { sqliteTable, text, index } from "drizzle-orm/sqlite-core";
import { id, json, ref, timestamp } from "../../db/columns";
import { companies } from "../admin/admin.table";

/** In-app notifications; user_id null means every user of the company sees it. */
export const notifications = sqliteTable("notifications", {
  notificationId: id("notification_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  userId: ref("user_id"),
  kind: text("kind").notNull(),
  title: text("title").notNull(),
  body: text("body"),
  data: json<Record<string, unknown>>("data"),
  readAt: timestamp("read_at"),
  /** Set by the event that makes the notification no longer true (a label now linked); hidden from the list then. */
  resolvedAt: timestamp("resolved_at"),
  createdAt: timestamp("created_at").notNull(),
}, (t) => [index("notifications_company_user_idx").on(t.companyId, t.userId, t.createdAt)]);

/** Mail the appliance sends; kept here (and logged) when no SMTP server is configured. */
export const emailOutbox = sqliteTable("email_outbox", {
  emailId: id("email_id"),
  companyId: ref("company_id"),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  status: text("status").notNull().default("recorded"),
  error: text("error"),
  createdAt: timestamp("created_at").notNull(),
  sentAt: timestamp("sent_at"),
}, (t) => [index("email_outbox_company_idx").on(t.companyId, t.createdAt)]);
