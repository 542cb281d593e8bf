import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { doc, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageQuery, pageResponse } from "../../shared/paging";
import { authPlugin } from "../auth/auth.plugin";
import { listAudit } from "./audit.repository";

const auditEntry = t.Object({
  audit_id: t.String({ format: "uuid" }),
  action: t.String({ description: "what was done, e.g. user.update, sds.review, chemical.delete" }),
  entity_type: t.String(),
  entity_id: t.Nullable(t.String()),
  user: t.Nullable(t.Object({ user_id: t.String(), email: t.Nullable(t.String()), name: t.Nullable(t.String()) }, { description: "who did it; null for the appliance itself (jobs, console)" })),
  before: t.Unknown({ description: "the record (or its ids) before the change; null for a creation" }),
  after: t.Unknown({ description: "the record (or its ids) after the change" }),
  request_id: t.Nullable(t.String()),
  created_at: t.String(),
}, { title: "AuditEntry" });

const DAY_OR_INSTANT = "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z)?$";
const when = (description: string) => t.Optional(t.String({ pattern: DAY_OR_INSTANT, description, examples: ["2026-01-31"] }));

/** A day (YYYY-MM-DD, UTC) or an instant as an ISO time; `end` gives the first instant after a day. */
function instantOf(field: string, value: string | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.slice(0, 10)) {
    throw errors.validation(`${field} is not a real date; use YYYY-MM-DD or an ISO time like 2026-01-31T08:00:00Z`, [{ field, message: "is not a real date" }]);
  }
  if (end && value.length === 10) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** GET /audit: what happened in the company, and who did it (admin). */
export const auditRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/audit", ({ actor, query }) => {
      const p = pageOf(query);
      const from = instantOf("from", query.from, false);
      const until = instantOf("to", query.to, true);
      if (from && until && from >= until) throw errors.validation("from must be before to", [{ field: "from", message: "is after to" }]);
      const { items, total } = listAudit(ctx.db, actor.companyId, {
        entityType: query.entity_type, entityId: query.entity_id, userId: query.user_id, action: query.action, from, until,
      }, p);
      return pageResponse(items, total, p);
    }, {
      role: "admin",
      query: t.Object({
        ...pageQuery,
        entity_type: t.Optional(t.String({ minLength: 1, maxLength: 50, description: "e.g. user, invitation, sds, chemical, product, site" })),
        entity_id: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
        user_id: t.Optional(t.String({ format: "uuid", description: "the person who acted" })),
        action: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
        from: when("from this day (UTC) or instant, inclusive"),
        to: when("up to this day (UTC, the whole day) or instant"),
      }),
      response: { 200: pageOfSchema(auditEntry), ...withErrors },
      ...doc("Administration", "The audit log: every write, who did it, when, before and after; newest first"),
    });
