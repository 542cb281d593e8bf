import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { findUserByEmail } from "./users.repository";
import { users } from "./users.table";
import type { LoginLimiter } from "./login-limiter";

// A real argon2id hash, verified when the e-mail is unknown so both paths take the same time.
let dummyHash: Promise<string> | null = null;

export async function login(ctx: AppContext, limiter: LoginLimiter, input: { email: string; password: string }, address: string) {
  const now = ctx.clock.now().getTime();
  const wait = limiter.retryAfter(address, now);
  if (wait > 0) throw errors.rateLimited("Too many failed sign-ins from this address; try again later", wait);
  // Counted as a failure before the password check awaits, so guesses sent all at once cannot all pass the check above.
  limiter.fail(address, now);
  const user = findUserByEmail(ctx.db, input.email);
  dummyHash ??= Bun.password.hash("not a password", { algorithm: "argon2id" });
  const hash = user?.passwordHash ?? (await dummyHash);
  const ok = await Bun.password.verify(input.password, hash).catch(() => false);
  if (!user || !ok || !user.passwordHash || !user.isActive) {
    ctx.logger.warn("sign-in refused", { address, email: input.email.slice(0, 254) });
    throw errors.unauthorized("E-mail or password is wrong");
  }
  limiter.succeed(address, now);
  ctx.db.update(users).set({ lastLoginAt: ctx.clock.now().toISOString() }).where(eq(users.userId, user.userId)).run();
  return ctx.tokens.issue(user);
}
