/**
 * Browser sessions for the web app. The page's JavaScript never sees a token: signing in sets an HttpOnly,
 * SameSite=Strict cookie holding a random secret (only its SHA-256 is stored), and every request that
 * changes something must also carry the session's CSRF token in `X-CSRF-Token` — derived from the cookie's
 * secret, so a page on another site, which can neither read the cookie nor the answer of GET /auth/session,
 * cannot produce it. Sessions end on sign-out, after SESSION_TTL_SECONDS, after SESSION_IDLE_SECONDS unused,
 * and when the user's token generation moves (password change, deactivation).
 */
import { and, eq, isNull } from "drizzle-orm";
import { timingSafeEqual } from "node:crypto";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newLinkToken, sha256Hex } from "../../shared/hash";
import { newId } from "../../shared/ids";
import type { Actor } from "./actor";
import { findCompanyUser } from "./users.repository";
import { webSessions, type users } from "./users.table";

export const SESSION_COOKIE = "chemsafe_session";
export const CSRF_HEADER = "x-csrf-token";
/** Only so often is a session's last use written (a page load makes many requests). */
const TOUCH_EVERY_MS = 60_000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type UserRow = typeof users.$inferSelect;

export const csrfTokenOf = (secret: string): string => sha256Hex(`chemsafe csrf v1\n${secret}`);

/** The session cookie's value, or null. */
export function sessionSecretOf(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

function cookieAttributes(ctx: AppContext, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" || (ctx.config.publicUrl?.startsWith("https:") ?? false);
  return `Path=${ctx.config.apiRoot || "/"}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

export const sessionCookie = (ctx: AppContext, request: Request, secret: string, maxAgeSeconds: number): string =>
  `${SESSION_COOKIE}=${secret}; ${cookieAttributes(ctx, request)}; Max-Age=${maxAgeSeconds}`;

export const clearedSessionCookie = (ctx: AppContext, request: Request): string =>
  `${SESSION_COOKIE}=; ${cookieAttributes(ctx, request)}; Max-Age=0`;

/**
 * A sign-in form posted from another site is refused: browsers send Origin with every POST, and it must
 * be this appliance's own (the request's origin or PUBLIC_URL's).
 */
export function assertSameOrigin(ctx: AppContext, request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const own = [new URL(request.url).origin, ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : null];
  const host = request.headers.get("host");
  const sameHost = host !== null && (() => {
    try { return new URL(origin).host === host; } catch { return false; }
  })();
  if (!own.includes(origin) && !sameHost) throw errors.forbidden("This request came from another site's page; sign in on the appliance's own page");
}

export function startSession(ctx: AppContext, user: UserRow, client: { address: string; userAgent: string | null }) {
  const secret = newLinkToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.session.ttlSeconds * 1000).toISOString();
  ctx.db.insert(webSessions).values({
    sessionId: newId(), companyId: user.companyId, userId: user.userId, secretHash: sha256Hex(secret),
    tokenGeneration: user.tokenGeneration, createdAt: now.toISOString(), lastSeenAt: now.toISOString(), expiresAt,
    address: client.address.slice(0, 100), userAgent: client.userAgent?.slice(0, 300) ?? null,
  }).run();
  return { secret, csrfToken: csrfTokenOf(secret), expiresAt };
}

/**
 * The actor of a request signed in by cookie, or an UNAUTHORIZED error naming why the session ended.
 * A request that changes something must carry the CSRF token (403 otherwise).
 */
export function sessionActor(ctx: AppContext, request: Request, secret: string, requestId: string): Actor {
  const session = ctx.db.select().from(webSessions).where(eq(webSessions.secretHash, sha256Hex(secret))).get();
  if (!session || session.endedAt) throw errors.unauthorized("You are signed out; sign in again");
  const now = ctx.clock.now();
  if (session.expiresAt <= now.toISOString()) throw errors.unauthorized("Your session has ended (signed in too long ago); sign in again");
  const idleUntil = Date.parse(session.lastSeenAt) + ctx.config.session.idleSeconds * 1000;
  if (idleUntil <= now.getTime()) throw errors.unauthorized("Your session ended after a time without use; sign in again");
  const user = findCompanyUser(ctx.db, session.companyId, session.userId);
  if (!user || !user.isActive) throw errors.unauthorized("The account is unknown or deactivated");
  if (user.tokenGeneration !== session.tokenGeneration) throw errors.unauthorized("Your session has ended (the password was changed or the account was deactivated); sign in again");
  if (!SAFE_METHODS.has(request.method.toUpperCase())) {
    const sent = request.headers.get(CSRF_HEADER) ?? "";
    const expected = csrfTokenOf(secret);
    if (sent.length !== expected.length || !timingSafeEqual(Buffer.from(sent), Buffer.from(expected))) {
      throw errors.forbidden("This change needs the page's X-CSRF-Token header (reload the page and try again)");
    }
  }
  if (now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS) {
    ctx.db.update(webSessions).set({ lastSeenAt: now.toISOString() }).where(eq(webSessions.sessionId, session.sessionId)).run();
  }
  return {
    userId: user.userId, companyId: user.companyId, role: user.role, email: user.email, name: user.name,
    requestId, sessionId: session.sessionId,
  };
}

export function describeSession(ctx: AppContext, actor: Actor, secret: string) {
  const session = ctx.db.select({ expiresAt: webSessions.expiresAt }).from(webSessions)
    .where(and(eq(webSessions.companyId, actor.companyId), eq(webSessions.sessionId, actor.sessionId!))).get();
  if (!session) throw errors.unauthorized("You are signed out; sign in again");
  return { csrf_token: csrfTokenOf(secret), expires_at: session.expiresAt };
}

export function endSession(ctx: AppContext, actor: Actor): void {
  ctx.db.update(webSessions).set({ endedAt: ctx.clock.now().toISOString() })
    .where(and(eq(webSessions.companyId, actor.companyId), eq(webSessions.sessionId, actor.sessionId!), isNull(webSessions.endedAt))).run();
}

/** After the user changed their password in this session, the session carries the new generation. */
export function keepSessionAfterPasswordChange(ctx: AppContext, actor: Actor, generation: number): void {
  ctx.db.update(webSessions).set({ tokenGeneration: generation })
    .where(and(eq(webSessions.companyId, actor.companyId), eq(webSessions.sessionId, actor.sessionId!), isNull(webSessions.endedAt))).run();
}

