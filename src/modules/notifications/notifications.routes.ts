import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { doc, withErrors } from "../../shared/openapi";
import { pageOf, pageQuery, pageResponse } from "../../shared/paging";
import { authPlugin } from "../auth/auth.plugin";
import { listNotifications, markAllRead, markRead, toNotification } from "./notifications.service";

const notificationResponse = t.Object({
  notification_id: t.String({ format: "uuid" }), kind: t.String(), title: t.String(), body: t.Nullable(t.String()),
  data: t.Nullable(t.Record(t.String(), t.Unknown())), read_at: t.Nullable(t.String()),
  resolved_at: t.Nullable(t.String({ description: "when the event that made it no longer true happened (a label now linked); listed only with include_resolved=true" })),
  created_at: t.String(),
}, { title: "Notification" });

const notificationPage = t.Object({
  items: t.Array(notificationResponse), total: t.Integer(), page: t.Integer(), page_size: t.Integer(), total_pages: t.Integer(),
  unread: t.Integer({ description: "the caller's unread notifications that still apply, all pages" }),
});

/** The caller's in-app notifications (SDS not found, label needed, newer SDS revision, ...). */
export const notificationsRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/notifications", ({ actor, query }) => {
      const p = pageOf(query);
      const { rows, total, unread } = listNotifications(ctx.db, actor.companyId, actor.userId, { unread: query.unread, includeResolved: query.include_resolved }, p);
      return { ...pageResponse(rows.map(toNotification), total, p), unread };
    }, {
      role: "viewer", query: t.Object({ ...pageQuery, unread: t.Optional(t.BooleanString()), include_resolved: t.Optional(t.BooleanString()) }),
      response: { 200: notificationPage, ...withErrors }, ...doc("Notifications", "The caller's notifications, newest first"),
    })
    .post("/notifications/:notification_id/read", ({ actor, params }) =>
      toNotification(markRead(ctx.db, actor.companyId, actor.userId, params.notification_id, ctx.clock.now().toISOString())), {
      role: "viewer", params: t.Object({ notification_id: t.String({ format: "uuid" }) }),
      response: { 200: notificationResponse, ...withErrors }, ...doc("Notifications", "Mark a notification read"),
    })
    .post("/notifications/read-all", ({ actor }) => ({ marked: markAllRead(ctx.db, actor.companyId, actor.userId, ctx.clock.now().toISOString()) }), {
      role: "viewer", response: { 200: t.Object({ marked: t.Integer() }), ...withErrors }, ...doc("Notifications", "Mark all the caller's notifications read"),
    });
