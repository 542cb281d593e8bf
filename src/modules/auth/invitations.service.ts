import { and, eq, isNull, gt, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { AppError, errors } from "../../shared/errors";
import { newLinkToken, sha256Hex } from "../../shared/hash";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import { companies } from "../admin/admin.table";
import type { Actor } from "./actor";
import { toDeliverableAddress } from "../../shared/email-address";
import { findUserByEmail } from "./users.repository";
import { assertPasswordAllowed } from "./password-policy";
import { invitations, users, type Role } from "./users.table";

export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
export const CANNOT_INVITE = "This e-mail address already has an account and cannot be invited";
const HAS_ACCOUNT = "This e-mail address already has an account";

export type InvitationRow = typeof invitations.$inferSelect;

export const INVITATION_STATUSES = ["open", "accepted", "revoked", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const statusOf = (i: InvitationRow, now: string): InvitationStatus =>
  i.acceptedAt ? "accepted" : i.revokedAt ? "revoked" : i.expiresAt <= now ? "expired" : "open";

export const toInvitation = (i: InvitationRow, now: string, inviteUrl?: string) => ({
  invitation_id: i.invitationId, email: i.email, role: i.role, status: statusOf(i, now), expires_at: i.expiresAt,
  accepted_at: i.acceptedAt, revoked_at: i.revokedAt, created_at: i.createdAt, ...(inviteUrl ? { invite_url: inviteUrl } : {}),
});

/** Where an invitation mail's link goes; the mail job puts a link with its own token there at send time. */
export const INVITE_LINK_PLACEHOLDER = "{invite_link}";

export const newToken = newLinkToken;
/** The link a person is handed: the web page with the form ({API_ROOT}/accept-invite); API clients use GET/POST /auth/accept-invite. */
export const acceptUrl = (baseUrl: string, token: string): string => `${baseUrl}/accept-invite?token=${token}`;

/**
 * Invites a person by e-mail. An air-gapped plant has no mail server, so the answer carries the
 * invite_url to hand over; an email_send job also mails a link when SMTP is configured. No live
 * token is ever written to disk: the invitation keeps only the token's SHA-256, the answer's token
 * lives in memory, and the mail job mints the mailed link's own token when it sends (see
 * mintInvitationMailLink). A second invitation for the same address replaces the first; an address
 * that already has an account (in any company) is a conflict with one neutral message.
 */
export function inviteUser(ctx: AppContext, actor: Actor, input: { email: string; role: Role }, baseUrl: string) {
  const email = toDeliverableAddress(input.email);
  // One message whoever holds the address: a company must not learn who uses this appliance elsewhere.
  if (findUserByEmail(ctx.db, email)) throw errors.conflict(CANNOT_INVITE);
  const token = newToken();
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now();
    const iso = now.toISOString();
    tx.update(invitations).set({ revokedAt: iso })
      .where(and(eq(invitations.companyId, actor.companyId), eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt))).run();
    const row = tx.insert(invitations).values({
      invitationId: newId(), companyId: actor.companyId, email, role: input.role, tokenHash: sha256Hex(token),
      invitedByUserId: actor.userId, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(), createdAt: iso,
    }).returning().get();
    enqueueInvitationMail(ctx, tx, { actor, invitation: row, baseUrl, now });
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "user.invite", entityType: "invitation", entityId: row.invitationId, after: toInvitation(row, iso), requestId: actor.requestId }, iso);
    return toInvitation(row, iso, acceptUrl(baseUrl, token));
  });
}

/**
 * The link for an invitation's mail, with a token minted now, for this sending only: its hash
 * replaces the previous mail token's (a retried mail gets a fresh one), the token itself goes only
 * into the mail. Null when the invitation is no longer open (accepted, replaced or expired).
 */
export function mintInvitationMailLink(ctx: AppContext, input: { companyId: string; invitationId: string; baseUrl: string }): string | null {
  const token = newToken();
  const now = ctx.clock.now().toISOString();
  const row = ctx.db.update(invitations).set({ mailTokenHash: sha256Hex(token) }).where(and(
    eq(invitations.companyId, input.companyId), eq(invitations.invitationId, input.invitationId),
    isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now),
  )).returning({ id: invitations.invitationId }).get();
  return row ? acceptUrl(input.baseUrl, token) : null;
}

/** The invitation mail (sent when SMTP is configured); its link is minted by the mail job. Inside the write's transaction. */
export function enqueueInvitationMail(ctx: AppContext, tx: DbOrTx, input: { actor: Actor; invitation: InvitationRow; baseUrl: string; now: Date }): void {
  const { actor, invitation: row } = input;
  const company = tx.select({ name: companies.name }).from(companies).where(eq(companies.companyId, actor.companyId)).get();
  ctx.jobs.enqueue(tx, {
    kind: "email_send", companyId: actor.companyId,
    payload: {
      to: row.email, subject: `You are invited to ${company?.name ?? "chemsafe"}`,
      body: `${actor.name ?? actor.email} invited you to chemsafe as ${row.role}.\nAccept the invitation: ${INVITE_LINK_PLACEHOLDER}\nIt expires on ${row.expiresAt}.`,
      company_id: actor.companyId,
      invitation: { invitation_id: row.invitationId, base_url: input.baseUrl },
    },
  }, input.now);
}

const companyName = (db: DbOrTx, companyId: string): string =>
  db.select({ name: companies.name }).from(companies).where(eq(companies.companyId, companyId)).get()?.name ?? "";

/**
 * Why a link opens no invitation, in words for the person holding it, and whom to ask. Only the holder
 * of a real link (256 random bits) learns its state and the company's name, which its invitation told them.
 */
function deadInvitation(db: DbOrTx, row: InvitationRow | undefined, now: string): AppError {
  const ask = row ? `an administrator at ${companyName(db, row.companyId) || "your company"}` : "your administrator";
  const text = !row ? `This is not a valid invitation link (it may be incomplete, or replaced by a newer one). Ask ${ask} for a new invitation.`
    : row.acceptedAt ? `This invitation was already used to make an account. Sign in with ${row.email}, or ask ${ask} for a password reset link.`
    : row.revokedAt ? `This invitation was withdrawn. Ask ${ask} to invite you again if you need access.`
    : row.expiresAt <= now ? `This invitation expired on ${row.expiresAt.slice(0, 10)}. Ask ${ask} to send it again.`
    : `This invitation cannot be used. Ask ${ask} for a new one.`;
  return new AppError("NOT_FOUND", text);
}

function openInvitation(ctx: AppContext, token: string): InvitationRow {
  const now = ctx.clock.now().toISOString();
  // Either link opens it: the one from the API answer or the one in the mail.
  const hash = sha256Hex(token);
  const row = ctx.db.select().from(invitations).where(or(eq(invitations.tokenHash, hash), eq(invitations.mailTokenHash, hash))).get();
  if (!row || row.acceptedAt || row.revokedAt || row.expiresAt <= now) throw deadInvitation(ctx.db, row, now);
  return row;
}

/** What the person who holds the link is invited to (so a client can show it before accepting). */
export function describeInvitation(ctx: AppContext, token: string) {
  const row = openInvitation(ctx, token);
  return { email: row.email, role: row.role, company_name: companyName(ctx.db, row.companyId), expires_at: row.expiresAt };
}

/** POST /auth/accept-invite: the account, and a bearer token for an API client. */
export async function acceptInvitation(ctx: AppContext, input: { token: string; password: string; name: string }) {
  const user = await createInvitedUser(ctx, input);
  return { user, token: await ctx.tokens.issue(user) };
}

/** Makes the invited person's account (once per invitation); the caller signs them in, by token or by session. */
export async function createInvitedUser(ctx: AppContext, input: { token: string; password: string; name: string }) {
  const invitation = openInvitation(ctx, input.token);
  if (findUserByEmail(ctx.db, invitation.email)) throw errors.conflict(HAS_ACCOUNT);
  assertPasswordAllowed(input.password, invitation.email, "password");
  const passwordHash = await Bun.password.hash(input.password, { algorithm: "argon2id" });
  return ctx.db.transaction((tx) => {
    const iso = ctx.clock.now().toISOString();
    // Checked again inside the transaction: two invitations for one address accepted at once (the
    // password hashing above awaits) must give one account and a conflict, not a constraint error.
    if (findUserByEmail(tx, invitation.email)) throw errors.conflict(HAS_ACCOUNT);
    const claimed = tx.update(invitations).set({ acceptedAt: iso })
      .where(and(eq(invitations.companyId, invitation.companyId), eq(invitations.invitationId, invitation.invitationId), isNull(invitations.acceptedAt))).returning().get();
    if (!claimed) throw deadInvitation(tx, { ...invitation, acceptedAt: iso }, iso);
    const row = tx.insert(users).values({
      userId: newId(), companyId: invitation.companyId, email: invitation.email, name: input.name.trim(), role: invitation.role,
      passwordHash, isActive: true, lastLoginAt: iso, createdAt: iso, updatedAt: iso,
    }).returning().get();
    recordAudit(tx, { companyId: row.companyId, userId: row.userId, action: "user.accept_invite", entityType: "user", entityId: row.userId, after: { email: row.email, role: row.role }, requestId: null }, iso);
    return row;
  });
}
