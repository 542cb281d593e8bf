import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { id, json, ref, timestamp } from "../../db/columns";

export const JOB_KINDS = [
  "sds_parse", "sds_search", "epa_label_search", "report_generate",
  "email_send", "bulk_import", "cleanup", "notification_send", "sds_ocr", "binder_build",
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATUSES = ["pending", "running", "completed", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The outbox: every job that must happen is a row here, written in the same transaction as the
 * change that causes it. The embedded queue only carries job ids; this table is the truth.
 */
export const jobs = sqliteTable("jobs", {
  jobId: id("job_id"),
  kind: text("kind").$type<JobKind>().notNull(),
  companyId: ref("company_id"),
  payload: json<Record<string, unknown>>("payload").notNull(),
  status: text("status").$type<JobStatus>().notNull().default("pending"),
  priority: integer("priority").notNull().default(5),
  attempts: integer("attempts").notNull().default(0),
  maxAttempts: integer("max_attempts").notNull(),
  lastError: text("last_error"),
  result: json<unknown>("result"),
  /** Jobs with the same key are not enqueued twice while one is unfinished. */
  dedupeKey: text("dedupe_key"),
  runAfter: timestamp("run_after").notNull(),
  createdAt: timestamp("created_at").notNull(),
  startedAt: timestamp("started_at"),
  finishedAt: timestamp("finished_at"),
  updatedAt: timestamp("updated_at").notNull(),
}, (t) => [
  index("jobs_status_idx").on(t.status, t.runAfter),
  index("jobs_kind_status_idx").on(t.kind, t.status, t.createdAt),
  index("jobs_company_idx").on(t.companyId, t.createdAt),
  index("jobs_dedupe_idx").on(t.dedupeKey, t.status),
]);
