import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { recordAudit } from "../audit/audit";
import type { Actor } from "./actor";
import { findCompanyUser, findUserByEmail, normalizeEmail } from "./users.repository";
import { users } from "./users.table";
import type { LoginLimiter } from "./login-limiter";
import { assertPasswordAllowed } from "./password-policy";
import { keepSessionAfterPasswordChange } from "./web-sessions";

// A real argon2id hash, verified when the e-mail is unknown so both paths take the same time.
let dummyHash: Promise<string> | null = null;

/** Sign-in for API clients: the credentials' user gets a bearer token. */
export async function login(ctx: AppContext, limiter: LoginLimiter, input: { email: string; password: string }, address: string) {
  return ctx.tokens.issue(await checkCredentials(ctx, limiter, input, address));
}

/**
 * The one password check of sign-in (bearer token or browser session): throttled per account and
 * address, the same answer and time for an unknown e-mail and a wrong password.
 */
export async function checkCredentials(ctx: AppContext, limiter: LoginLimiter, input: { email: string; password: string }, address: string) {
  const now = ctx.clock.now().getTime();
  const attempt = { account: normalizeEmail(input.email).slice(0, 254), address };
  const refusal = limiter.refusal(attempt, now);
  if (refusal) throw errors.rateLimited(refusal.message, refusal.retryAfterSeconds);
  // Counted as a failure before the password check awaits, so guesses sent all at once cannot all pass the check above.
  limiter.fail(attempt, now);
  const user = findUserByEmail(ctx.db, input.email);
  dummyHash ??= Bun.password.hash("not a password", { algorithm: "argon2id" });
  const hash = user?.passwordHash ?? (await dummyHash);
  const ok = await Bun.password.verify(input.password, hash).catch(() => false);
  if (!user || !ok || !user.passwordHash || !user.isActive) {
    ctx.logger.warn("sign-in refused", { address, email: attempt.account });
    throw errors.unauthorized("E-mail or password is wrong");
  }
  limiter.succeed(attempt, now);
  ctx.db.update(users).set({ lastLoginAt: ctx.clock.now().toISOString() }).where(and(eq(users.companyId, user.companyId), eq(users.userId, user.userId))).run();
  return user;
}

/**
 * A signed-in user changes their own password. The current password is checked (a borrowed
 * session cannot take the account over); the change raises the token generation, so every token
 * issued before stops working, and the answer is a fresh token for the caller.
 */
export async function changePassword(ctx: AppContext, limiter: LoginLimiter, actor: Actor, input: { current_password: string; new_password: string }, address: string) {
  const user = findCompanyUser(ctx.db, actor.companyId, actor.userId);
  if (!user) throw errors.unauthorized();
  if (!user.passwordHash) throw errors.conflict("Your password is managed by your identity provider; change it there");
  assertPasswordAllowed(input.new_password, user.email, "new_password");
  // Guessing the current password with a borrowed token is braked like guessing at sign-in.
  const now = ctx.clock.now().getTime();
  const attempt = { account: user.email, address };
  const refusal = limiter.refusal(attempt, now);
  if (refusal) throw errors.rateLimited(refusal.message, refusal.retryAfterSeconds);
  limiter.fail(attempt, now);
  const ok = await Bun.password.verify(input.current_password, user.passwordHash).catch(() => false);
  if (ok) limiter.succeed(attempt, now);
  else throw errors.validation("The current password is wrong", [{ field: "current_password", message: "is not your current password" }]);
  const passwordHash = await Bun.password.hash(input.new_password, { algorithm: "argon2id" });
  const changed = ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    // Only over the password that was checked: of two changes at once, one wins and the other is refused.
    // Raised in SQL, not from the value read before hashing: a deactivation meanwhile must not be undone.
    const row = tx.update(users).set({ passwordHash, tokenGeneration: sql`${users.tokenGeneration} + 1`, updatedAt: now })
      .where(and(eq(users.companyId, actor.companyId), eq(users.userId, actor.userId), eq(users.passwordHash, user.passwordHash!))).returning().get();
    if (!row) return null;
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "user.change_password", entityType: "user", entityId: actor.userId, requestId: actor.requestId }, now);
    return row;
  });
  if (!changed) throw errors.conflict("The password was changed at the same time by another request; sign in again");
  // The browser session that changed the password stays signed in; every other session and token ends.
  if (actor.sessionId) keepSessionAfterPasswordChange(ctx, actor, changed.tokenGeneration);
  return ctx.tokens.issue(changed);
}
