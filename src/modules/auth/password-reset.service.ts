import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { AppError, errors } from "../../shared/errors";
import { newLinkToken, sha256Hex } from "../../shared/hash";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "./actor";
import { assertPasswordAllowed } from "./password-policy";
import { findCompanyUser, type UserRow } from "./users.repository";
import { passwordResets, users } from "./users.table";

export const RESET_TTL_MS = 3600_000;
/** Where a reset mail's link goes; the mail job puts a link with its own token there at send time. */
export const RESET_LINK_PLACEHOLDER = "{reset_link}";

const newToken = newLinkToken;
/** The link a person is handed: the web page with the new-password form ({API_ROOT}/reset-password); API clients use GET/POST /auth/reset-password. */
const resetUrl = (baseUrl: string, token: string): string => `${baseUrl}/reset-password?token=${token}`;

type ResetRow = typeof passwordResets.$inferSelect;

function resettableUser(db: DbOrTx, companyId: string, userId: string): UserRow {
  const user = findCompanyUser(db, companyId, userId);
  if (!user) throw errors.notFound("User");
  if (user.externalSubject) throw errors.conflict("This user signs in through the identity provider; reset the password there");
  if (!user.isActive) throw errors.conflict("This account is deactivated; reactivate it before sending a reset link");
  return user;
}

/** Opens a new reset for the user; any earlier open one stops working. Call inside a transaction. */
function openReset(tx: DbOrTx, input: { user: UserRow; tokenHash: string | null; createdBy: string | null; now: Date }): ResetRow {
  const iso = input.now.toISOString();
  tx.update(passwordResets).set({ revokedAt: iso }).where(and(
    eq(passwordResets.companyId, input.user.companyId), eq(passwordResets.userId, input.user.userId),
    isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt),
  )).run();
  return tx.insert(passwordResets).values({
    resetId: newId(), companyId: input.user.companyId, userId: input.user.userId, tokenHash: input.tokenHash,
    createdByUserId: input.createdBy, expiresAt: new Date(input.now.getTime() + RESET_TTL_MS).toISOString(), createdAt: iso,
  }).returning().get();
}

const toReset = (r: ResetRow, user: UserRow, delivery: "mail" | "shown", url?: string) => ({
  reset_id: r.resetId, user_id: user.userId, email: user.email, expires_at: r.expiresAt, delivery, ...(url ? { reset_url: url } : {}),
});

/**
 * POST /users/{id}/reset-link. With SMTP configured the link goes by mail only (the admin never
 * holds a way into another person's account); without it (air-gapped) the answer shows the link
 * for the admin to hand over. Either way only the token's hash is stored.
 */
export function sendResetLink(ctx: AppContext, actor: Actor, userId: string, baseUrl: string) {
  const byMail = Boolean(ctx.config.smtp.url);
  const token = byMail ? null : newToken();
  return ctx.db.transaction((tx) => {
    const user = resettableUser(tx, actor.companyId, userId);
    const now = ctx.clock.now();
    const row = openReset(tx, { user, tokenHash: token ? sha256Hex(token) : null, createdBy: actor.userId, now });
    if (byMail) {
      ctx.jobs.enqueue(tx, {
        kind: "email_send", companyId: actor.companyId,
        payload: {
          to: user.email, subject: "Set a new chemsafe password", company_id: actor.companyId,
          body: `${actor.name ?? actor.email} sent you a link to set a new chemsafe password:\n${RESET_LINK_PLACEHOLDER}\nIt works once, until ${row.expiresAt}. If you did not expect it, tell your administrator.`,
          password_reset: { reset_id: row.resetId, base_url: baseUrl },
        },
      }, now);
    }
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: "user.reset_link", entityType: "user", entityId: user.userId,
      after: { reset_id: row.resetId, expires_at: row.expiresAt, delivery: byMail ? "mail" : "shown" }, requestId: actor.requestId,
    }, now.toISOString());
    return toReset(row, user, byMail ? "mail" : "shown", token ? resetUrl(baseUrl, token) : undefined);
  });
}

/** `chemsafe reset-password --email E`: a link printed at the console, for an admin locked out. */
export function consoleResetLink(ctx: Pick<AppContext, "db" | "clock">, user: UserRow, baseUrl: string) {
  const token = newToken();
  return ctx.db.transaction((tx) => {
    const target = resettableUser(tx, user.companyId, user.userId);
    const now = ctx.clock.now();
    const row = openReset(tx, { user: target, tokenHash: sha256Hex(token), createdBy: null, now });
    recordAudit(tx, {
      companyId: target.companyId, userId: null, action: "user.reset_link", entityType: "user", entityId: target.userId,
      after: { reset_id: row.resetId, expires_at: row.expiresAt, delivery: "console" },
    }, now.toISOString());
    return toReset(row, target, "shown", resetUrl(baseUrl, token));
  });
}

/** The mailed link, with a token minted now for this sending; null when the reset is no longer open. */
export function mintResetMailLink(ctx: AppContext, input: { companyId: string; resetId: string; baseUrl: string }): string | null {
  const token = newToken();
  const now = ctx.clock.now().toISOString();
  const row = ctx.db.update(passwordResets).set({ tokenHash: sha256Hex(token) }).where(and(
    eq(passwordResets.companyId, input.companyId), eq(passwordResets.resetId, input.resetId),
    isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt), gt(passwordResets.expiresAt, now),
  )).returning({ id: passwordResets.resetId }).get();
  return row ? resetUrl(input.baseUrl, token) : null;
}

/** Why a link sets no password, in words for the person holding it, and whom to ask. */
function deadReset(reset: ResetRow | undefined, user: UserRow | undefined, now: string): AppError {
  const text = !reset || !user ? "This is not a valid password reset link (it may be incomplete). Ask your administrator for a new link."
    : reset.usedAt ? "This password reset link was already used. Sign in with the password you set, or ask your administrator for a new link."
    : reset.revokedAt ? "This password reset link was replaced by a newer one. Use the newest link, or ask your administrator for a new one."
    : reset.expiresAt <= now ? "This password reset link has expired (links work for one hour). Ask your administrator for a new link."
    : "This account is deactivated. Ask your administrator.";
  return new AppError("NOT_FOUND", text);
}

function openResetByToken(db: DbOrTx, token: string, now: string): { reset: ResetRow; user: UserRow } {
  const reset = db.select().from(passwordResets).where(eq(passwordResets.tokenHash, sha256Hex(token))).get();
  const user = reset && findCompanyUser(db, reset.companyId, reset.userId);
  if (!reset || !user || reset.usedAt || reset.revokedAt || reset.expiresAt <= now || !user.isActive) throw deadReset(reset, user, now);
  return { reset, user };
}

/** GET /auth/reset-password?token=: whose password the link sets, so a client can show it first. */
export function describeReset(ctx: AppContext, token: string) {
  const { reset, user } = openResetByToken(ctx.db, token, ctx.clock.now().toISOString());
  return { email: user.email, expires_at: reset.expiresAt };
}

/**
 * POST /auth/reset-password: sets the password once per link; every token issued before stops
 * working (the token generation rises), and the answer is a fresh token.
 */
export async function resetPassword(ctx: AppContext, input: { token: string; new_password: string }) {
  const { user } = openResetByToken(ctx.db, input.token, ctx.clock.now().toISOString());
  assertPasswordAllowed(input.new_password, user.email, "new_password");
  const passwordHash = await Bun.password.hash(input.new_password, { algorithm: "argon2id" });
  const changed = ctx.db.transaction((tx) => {
    const iso = ctx.clock.now().toISOString();
    // Claimed inside the transaction: of two uses of one link at once, one wins and the other is refused.
    const { reset } = openResetByToken(tx, input.token, iso);
    const claimed = tx.update(passwordResets).set({ usedAt: iso })
      .where(and(eq(passwordResets.companyId, reset.companyId), eq(passwordResets.resetId, reset.resetId), isNull(passwordResets.usedAt))).returning().get();
    if (!claimed) throw deadReset({ ...reset, usedAt: iso }, user, iso);
    const row = tx.update(users).set({ passwordHash, tokenGeneration: sql`${users.tokenGeneration} + 1`, updatedAt: iso })
      .where(and(eq(users.companyId, user.companyId), eq(users.userId, user.userId))).returning().get();
    recordAudit(tx, { companyId: user.companyId, userId: user.userId, action: "user.reset_password", entityType: "user", entityId: user.userId, after: { reset_id: reset.resetId } }, iso);
    return row;
  });
  return ctx.tokens.issue(changed);
}
