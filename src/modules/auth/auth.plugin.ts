import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { companies } from "../admin/admin.table";
import { eq } from "drizzle-orm";
import { roleAtLeast, type Actor } from "./actor";
import { findCompanyUser, findExternalUser, normalizeEmail } from "./users.repository";
import { users, type Role } from "./users.table";
import type { TokenClaims } from "./tokens";
import { sessionActor, sessionSecretOf } from "./web-sessions";

/** Request ids are kept per request object so hooks and handlers agree on one id. */
export const requestIds = new WeakMap<Request, string>();
export const requestIdOf = (request: Request): string => {
  let id = requestIds.get(request);
  if (!id) {
    id = newId();
    requestIds.set(request, id);
  }
  return id;
};

/**
 * Resolves the caller of a request: verifies the bearer token, finds (or, for an external
 * identity provider's first visit, creates) the user, checks the optional X-Company-Id /
 * X-User-Id headers against the token, and enforces the route's minimum role.
 */
export async function authenticate(ctx: AppContext, request: Request, needed: Role): Promise<Actor> {
  const header = request.headers.get("authorization");
  // The web app signs in with a session cookie (web-sessions.ts); a bearer header always takes precedence.
  const sessionSecret = header === null ? sessionSecretOf(request) : null;
  if (sessionSecret !== null) return withRole(sessionActor(ctx, request, sessionSecret, requestIdOf(request)), needed);
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw errors.unauthorized("A bearer token is required");
  const claims = await ctx.tokens.verify(match[1]!);
  const user = claims.issuer_kind === "builtin" ? builtinUser(ctx, claims) : externalUser(ctx, claims);
  const actor: Actor = {
    userId: user.userId, companyId: user.companyId, role: user.role, email: user.email, name: user.name,
    requestId: requestIdOf(request),
  };
  const companyHeader = request.headers.get("x-company-id");
  if (companyHeader !== null && companyHeader !== actor.companyId) throw errors.forbidden("X-Company-Id does not match the token");
  const userHeader = request.headers.get("x-user-id");
  if (userHeader !== null && userHeader !== actor.userId && userHeader !== claims.sub) {
    throw errors.forbidden("X-User-Id does not match the token");
  }
  return withRole(actor, needed);
}

function withRole(actor: Actor, needed: Role): Actor {
  if (!roleAtLeast(actor.role, needed)) throw errors.forbidden(`This needs the ${needed} role`);
  return actor;
}

function builtinUser(ctx: AppContext, claims: TokenClaims) {
  const user = findCompanyUser(ctx.db, claims.company_id, claims.sub);
  if (!user || !user.isActive) throw errors.unauthorized("The token's user is unknown or deactivated");
  // A password change or a deactivation raises the generation: tokens issued before it stop working.
  if (claims.gen !== user.tokenGeneration) throw errors.unauthorized("This token is no longer valid (the password was changed or the account was deactivated); sign in again");
  // The stored role is authoritative for our own tokens: a demotion takes effect at once.
  return user;
}

function externalUser(ctx: AppContext, claims: TokenClaims) {
  const existing = findExternalUser(ctx.db, claims.company_id, claims.sub);
  if (existing) {
    if (!existing.isActive) throw errors.unauthorized("The token's user is deactivated");
    if (existing.role !== claims.role) {
      ctx.db.update(users).set({ role: claims.role, updatedAt: ctx.clock.now().toISOString() }).where(eq(users.userId, existing.userId)).run();
      return { ...existing, role: claims.role };
    }
    return existing;
  }
  const company = ctx.db.select({ id: companies.companyId }).from(companies).where(eq(companies.companyId, claims.company_id)).get();
  if (!company) throw errors.unauthorized("The token's company is not known to this appliance");
  const now = ctx.clock.now().toISOString();
  const row = {
    userId: newId(), companyId: claims.company_id, role: claims.role, externalSubject: claims.sub,
    email: normalizeEmail(claims.email ?? `${claims.sub}@external.invalid`), name: claims.name ?? null,
    passwordHash: null, isActive: true, lastLoginAt: now, createdAt: now, updatedAt: now,
  };
  ctx.db.insert(users).values(row).onConflictDoNothing().run();
  const created = findExternalUser(ctx.db, claims.company_id, claims.sub);
  if (!created) throw errors.conflict("A user with this e-mail already exists in another company");
  ctx.logger.info("external user created on first use", { user_id: created.userId, company_id: created.companyId });
  return created;
}

/** What the role macro's first hook found for a request: the actor, or the refusal to answer. */
const outcomes = new WeakMap<Request, { actor: Actor } | { error: unknown }>();

async function authenticateOnce(ctx: AppContext, request: Request, needed: Role) {
  if (outcomes.has(request)) return outcomes.get(request)!;
  const outcome = await authenticate(ctx, request, needed).then((actor) => ({ actor }), (error: unknown) => ({ error }));
  outcomes.set(request, outcome);
  return outcome;
}

/** An unread body, standing in for the real one when the caller is refused anyway. */
const UNREAD = Object.freeze({});

/**
 * The `role` macro: a route declares `{ role: "manager" }` and receives `actor`. Anonymous
 * callers get 401, lower roles 403, before the handler runs, and before the body, query or path
 * are read or validated: a stranger learns nothing about what a route accepts, and a refused
 * caller's body is never parsed. Elysia runs parse → transform → validation → resolve, and turns
 * errors thrown while parsing into 400, so the parse step only records the outcome (and skips
 * reading the body of a refused caller) and the transform step answers it.
 */
export const authPlugin = (ctx: AppContext) =>
  new Elysia({ name: "chemsafe.auth", seed: ctx.instanceId }).macro({
    role: (needed: Role) => ({
      async parse({ request }) {
        const outcome = await authenticateOnce(ctx, request, needed);
        return "error" in outcome ? UNREAD : undefined;
      },
      async transform({ request }) {
        // Requests without a body skip the parse step.
        const outcome = await authenticateOnce(ctx, request, needed);
        if ("error" in outcome) throw outcome.error;
      },
      resolve({ request }) {
        const outcome = outcomes.get(request);
        if (!outcome || !("actor" in outcome)) throw errors.unauthorized();
        return { actor: outcome.actor };
      },
    }),
  });
