import { t } from "elysia";
import { defineJob } from "../jobs/job-definition";
import { notify } from "./notifications.service";

/**
 * notification_send: an in-app notification for one person, or for every active user of the
 * company with at least `min_role` (default manager: the people who can act on it).
 */
export const notificationSendJob = defineJob({
  kind: "notification_send",
  priority: 4,
  payload: t.Object({
    company_id: t.String({ format: "uuid" }),
    user_id: t.Optional(t.Nullable(t.String({ format: "uuid" }))),
    min_role: t.Optional(t.Union([t.Literal("viewer"), t.Literal("manager"), t.Literal("admin")])),
    kind: t.String({ minLength: 1, maxLength: 50 }),
    title: t.String({ minLength: 1, maxLength: 300 }),
    body: t.Optional(t.Nullable(t.String({ maxLength: 5000 }))),
    data: t.Optional(t.Record(t.String(), t.Unknown())),
    key: t.Optional(t.String({ maxLength: 200 })),
  }),
  async handle(ctx, p, run) {
    const now = ctx.clock.now().toISOString();
    const created = ctx.db.transaction((tx) => notify(tx, {
      companyId: p.company_id, userId: p.user_id ?? null, minRole: p.min_role, kind: p.kind, title: p.title, body: p.body ?? null,
      data: p.data, key: p.key ?? `job:${run.jobId}`, now,
    }));
    return { created };
  },
});
