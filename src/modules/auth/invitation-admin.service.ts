import { and, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { sha256Hex } from "../../shared/hash";
import { recordAudit } from "../audit/audit";
import type { Actor } from "./actor";
import { acceptUrl, CANNOT_INVITE, enqueueInvitationMail, INVITATION_TTL_MS, newToken, toInvitation, type InvitationRow, type InvitationStatus } from "./invitations.service";
import { findUserByEmail } from "./users.repository";
import { invitations } from "./users.table";

/** GET /users/invitations: the company's invitations, newest first, optionally of one status. */
export function listInvitations(ctx: AppContext, actor: Actor, f: { status?: InvitationStatus }, page: { limit: number; offset: number }) {
  const now = ctx.clock.now().toISOString();
  const filters: SQL[] = [eq(invitations.companyId, actor.companyId)];
  const open = [isNull(invitations.acceptedAt), isNull(invitations.revokedAt)];
  if (f.status === "accepted") filters.push(isNotNull(invitations.acceptedAt));
  if (f.status === "revoked") filters.push(isNull(invitations.acceptedAt), isNotNull(invitations.revokedAt));
  if (f.status === "open") filters.push(...open, gt(invitations.expiresAt, now));
  if (f.status === "expired") filters.push(...open, lte(invitations.expiresAt, now));
  const where = and(...filters);
  const rows = ctx.db.select().from(invitations).where(where).orderBy(desc(invitations.createdAt), desc(invitations.invitationId)).limit(page.limit).offset(page.offset).all();
  const total = ctx.db.select({ n: sql<number>`count(*)` }).from(invitations).where(where).get()?.n ?? 0;
  return { items: rows.map((r) => toInvitation(r, now)), total };
}

function companyInvitation(ctx: AppContext, actor: Actor, invitationId: string): InvitationRow {
  const row = ctx.db.select().from(invitations).where(and(eq(invitations.companyId, actor.companyId), eq(invitations.invitationId, invitationId))).get();
  if (!row) throw errors.notFound("Invitation");
  return row;
}

/** DELETE /users/invitations/{id}: both links (answer and mail) stop working; the record stays. Revoking twice is harmless. */
export function revokeInvitation(ctx: AppContext, actor: Actor, invitationId: string) {
  const before = companyInvitation(ctx, actor, invitationId);
  if (before.acceptedAt) throw errors.conflict("This invitation was already accepted; deactivate the user instead");
  const iso = ctx.clock.now().toISOString();
  if (before.revokedAt) return toInvitation(before, iso);
  return ctx.db.transaction((tx) => {
    const row = tx.update(invitations).set({ revokedAt: iso })
      .where(and(eq(invitations.companyId, actor.companyId), eq(invitations.invitationId, invitationId), isNull(invitations.acceptedAt))).returning().get();
    if (!row) throw errors.conflict("This invitation was accepted meanwhile; deactivate the user instead");
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "invitation.revoke", entityType: "invitation", entityId: invitationId, before: toInvitation(before, iso), after: toInvitation(row, iso), requestId: actor.requestId }, iso);
    return toInvitation(row, iso);
  });
}

/**
 * POST /users/invitations/{id}/resend: a new token and a new expiry (7 days); the earlier links,
 * answered or mailed, stop working. The answer carries the new invite_url and a mail goes out
 * when SMTP is configured. An accepted or revoked invitation is not resent (409).
 */
export function resendInvitation(ctx: AppContext, actor: Actor, invitationId: string, baseUrl: string) {
  const before = companyInvitation(ctx, actor, invitationId);
  if (before.acceptedAt) throw errors.conflict("This invitation was already accepted");
  if (before.revokedAt) throw errors.conflict("This invitation was revoked; invite the person again");
  if (findUserByEmail(ctx.db, before.email)) throw errors.conflict(CANNOT_INVITE);
  const token = newToken();
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now();
    const iso = now.toISOString();
    const row = tx.update(invitations).set({ tokenHash: sha256Hex(token), mailTokenHash: null, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString() })
      .where(and(eq(invitations.companyId, actor.companyId), eq(invitations.invitationId, invitationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt))).returning().get();
    if (!row) throw errors.conflict("This invitation was accepted or revoked meanwhile");
    enqueueInvitationMail(ctx, tx, { actor, invitation: row, baseUrl, now });
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "invitation.resend", entityType: "invitation", entityId: invitationId, before: toInvitation(before, iso), after: toInvitation(row, iso), requestId: actor.requestId }, iso);
    return toInvitation(row, iso, acceptUrl(baseUrl, token));
  });
}
