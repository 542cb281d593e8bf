import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageQuery, pageResponse } from "../../shared/paging";
import { authPlugin } from "./auth.plugin";
import { changePassword, checkCredentials, login } from "./auth.service";
import { assertSameOrigin, clearedSessionCookie, describeSession, endSession, sessionCookie, sessionSecretOf, startSession } from "./web-sessions";
import { LoginLimiter } from "./login-limiter";
import { acceptInvitation, createInvitedUser, describeInvitation, inviteUser } from "./invitations.service";
import { LinkBrake } from "./link-brake";
import { listInvitations, resendInvitation, revokeInvitation } from "./invitation-admin.service";
import { describeReset, resetPassword, sendResetLink } from "./password-reset.service";
import { findCompanyUser, listCompanyUsers, toUserResponse } from "./users.repository";
import { updateUser } from "./users.service";
import { acceptInviteBody, changePasswordBody, invitationQuery, invitationResponse, inviteBody, loginBody, sessionResponse, resetLinkResponse, resetPasswordBody, tokenResponse, userPatch, userResponse } from "./auth.schemas";
import { errors } from "../../shared/errors";
import { ClientAddressResolver } from "../../shared/client-address";
import type { Server } from "bun";

const publicDoc = (summary: string) => ({ detail: { tags: ["Authentication"], summary, security: [] } });

/** The base URL links are built on: PUBLIC_URL when set, otherwise the request's own origin. */
export const baseUrlOf = (ctx: AppContext, request: Request): string =>
  ctx.config.publicUrl ?? `${new URL(request.url).origin}${ctx.config.apiRoot}`;

export const authRoutes = (ctx: AppContext) => {
  const limiter = new LoginLimiter();
  const links = new LinkBrake(() => ctx.clock.now().getTime());
  const clients = new ClientAddressResolver(ctx.config.trustProxy);
  const clientOf = (request: Request, server: Server<unknown> | null) =>
    clients.resolve(server?.requestIP(request)?.address, request.headers.get("x-forwarded-for"));
  return new Elysia()
    .use(authPlugin(ctx))
    .post("/auth/login", ({ body, request, server }) => login(ctx, limiter, body, clientOf(request, server)), {
      body: loginBody, response: { 200: tokenResponse, 401: errorSchema, 422: errorSchema, 429: errorSchema }, ...publicDoc("Sign in with e-mail and password"),
    })
    .post("/auth/session", async ({ body, request, server, set }) => {
      assertSameOrigin(ctx, request);
      const user = await checkCredentials(ctx, limiter, body, clientOf(request, server));
      const session = startSession(ctx, user, { address: clientOf(request, server), userAgent: request.headers.get("user-agent") });
      set.headers["set-cookie"] = sessionCookie(ctx, request, session.secret, ctx.config.session.ttlSeconds);
      set.headers["cache-control"] = "no-store";
      return { user: toUserResponse(user), csrf_token: session.csrfToken, expires_at: session.expiresAt };
    }, {
      body: loginBody, response: { 200: sessionResponse, 401: errorSchema, 403: errorSchema, 422: errorSchema, 429: errorSchema },
      ...publicDoc("Sign in a browser: sets an HttpOnly session cookie; changes then need the answer's csrf_token in X-CSRF-Token"),
    })
    .get("/auth/session", ({ actor, request, set }) => {
      const secret = sessionSecretOf(request);
      if (!actor.sessionId || secret === null) throw errors.notFound("Browser session (this request is signed in with a bearer token)");
      const user = findCompanyUser(ctx.db, actor.companyId, actor.userId);
      if (!user) throw errors.unauthorized();
      set.headers["cache-control"] = "no-store";
      return { user: toUserResponse(user), ...describeSession(ctx, actor, secret) };
    }, { role: "viewer", response: { 200: sessionResponse, ...withErrors }, ...doc("Authentication", "The browser's session: who is signed in and the CSRF token for changes") })
    .delete("/auth/session", ({ actor, request, set }) => {
      if (actor.sessionId) endSession(ctx, actor);
      set.headers["set-cookie"] = clearedSessionCookie(ctx, request);
      set.status = 204;
    }, { role: "viewer", response: { 204: t.Void(), ...withErrors }, ...doc("Authentication", "Sign the browser out: the session ends at once") })
    .get("/auth/me", ({ actor }) => {
      const user = findCompanyUser(ctx.db, actor.companyId, actor.userId);
      if (!user) throw errors.unauthorized();
      return toUserResponse(user);
    }, { role: "viewer", response: { 200: userResponse, ...withErrors }, ...doc("Authentication", "The caller") })
    .post("/auth/change-password", ({ actor, body, request, server }) => changePassword(ctx, limiter, actor, body, clientOf(request, server)), {
      role: "viewer", body: changePasswordBody, response: { 200: tokenResponse, 409: errorSchema, 429: errorSchema, ...withErrors },
      ...doc("Authentication", "Change one's own password; earlier tokens stop working, the answer is a fresh token"),
    })
    .get("/auth/accept-invite", ({ query, request, server }) => links.run(clientOf(request, server), () => describeInvitation(ctx, query.token)), {
      query: t.Object({ token: t.String({ minLength: 10, maxLength: 200 }) }),
      response: { 200: t.Object({ email: t.String(), role: t.String(), company_name: t.String(), expires_at: t.String() }), 404: errorSchema, 422: errorSchema, 429: errorSchema },
      ...publicDoc("What an invitation link invites to (the link itself, invite_url, opens the web page {API_ROOT}/accept-invite?token=)"),
    })
    .post("/auth/accept-invite", ({ body, request, server, set }) => links.run(clientOf(request, server), async () => {
      const { user, token } = await acceptInvitation(ctx, body);
      set.status = 201;
      return { user: toUserResponse(user), ...token };
    }), {
      body: acceptInviteBody,
      response: { 201: t.Object({ user: userResponse, access_token: t.String(), token_type: t.Literal("bearer"), expires_in: t.Integer() }), 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      ...publicDoc("Accept an invitation: set a password, get an account and a token"),
    })
    .post("/auth/accept-invite/session", ({ body, request, server, set }) => links.run(clientOf(request, server), async () => {
      assertSameOrigin(ctx, request);
      const user = await createInvitedUser(ctx, body);
      const session = startSession(ctx, user, { address: clientOf(request, server), userAgent: request.headers.get("user-agent") });
      set.headers["set-cookie"] = sessionCookie(ctx, request, session.secret, ctx.config.session.ttlSeconds);
      set.headers["cache-control"] = "no-store";
      set.status = 201;
      return { user: toUserResponse(user), csrf_token: session.csrfToken, expires_at: session.expiresAt };
    }), {
      body: acceptInviteBody, response: { 201: sessionResponse, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      ...publicDoc("Accept an invitation in a browser: set a password, get an account, and be signed in with the HttpOnly session cookie (no token in the answer)"),
    })
    .get("/auth/reset-password", ({ query, request, server }) => links.run(clientOf(request, server), () => describeReset(ctx, query.token)), {
      query: t.Object({ token: t.String({ minLength: 10, maxLength: 200 }) }),
      response: { 200: t.Object({ email: t.String(), expires_at: t.String() }), 404: errorSchema, 422: errorSchema, 429: errorSchema },
      ...publicDoc("Whose password a reset link sets (the link itself, reset_url, opens the web page {API_ROOT}/reset-password?token=)"),
    })
    .post("/auth/reset-password", ({ body, request, server }) => links.run(clientOf(request, server), () => resetPassword(ctx, body)), {
      body: resetPasswordBody, response: { 200: tokenResponse, 404: errorSchema, 422: errorSchema, 429: errorSchema },
      ...publicDoc("Set a new password with a reset link (once, within the hour); earlier tokens and sessions stop working, the answer is a fresh token"),
    })
    .post("/users/:user_id/reset-link", ({ actor, params, request, set }) => {
      set.status = 201;
      return sendResetLink(ctx, actor, params.user_id, baseUrlOf(ctx, request));
    }, {
      role: "admin", params: t.Object({ user_id: t.String({ format: "uuid" }) }), response: { 201: resetLinkResponse, 409: errorSchema, ...withErrors },
      ...doc("Administration", "A single-use link, valid one hour, for a user to set a new password (the web page {API_ROOT}/reset-password?token=): mailed when SMTP is configured, otherwise in the answer"),
    })
    .get("/users/invitations", ({ actor, query }) => {
      const p = pageOf(query);
      const { items, total } = listInvitations(ctx, actor, { status: query.status }, p);
      return pageResponse(items, total, p);
    }, {
      role: "admin", query: t.Object({ ...pageQuery, ...invitationQuery.properties }), response: { 200: pageOfSchema(invitationResponse), ...withErrors },
      ...doc("Administration", "List invitations, newest first (status: open, accepted, revoked, expired)"),
    })
    .delete("/users/invitations/:invitation_id", ({ actor, params }) => revokeInvitation(ctx, actor, params.invitation_id), {
      role: "admin", params: t.Object({ invitation_id: t.String({ format: "uuid" }) }), response: { 200: invitationResponse, 409: errorSchema, ...withErrors },
      ...doc("Administration", "Revoke an invitation: its links stop working, the record stays"),
    })
    .post("/users/invitations/:invitation_id/resend", ({ actor, params, request }) => resendInvitation(ctx, actor, params.invitation_id, baseUrlOf(ctx, request)), {
      role: "admin", params: t.Object({ invitation_id: t.String({ format: "uuid" }) }), response: { 200: invitationResponse, 409: errorSchema, ...withErrors },
      ...doc("Administration", "Resend an invitation with a new link and a new expiry; earlier links stop working"),
    })
    .get("/users", ({ actor, query }) => {
      const p = pageOf(query);
      const { rows, total } = listCompanyUsers(ctx.db, actor.companyId, p);
      return pageResponse(rows.map(toUserResponse), total, p);
    }, { role: "admin", query: t.Object(pageQuery), response: { 200: pageOfSchema(userResponse), ...withErrors }, ...doc("Administration", "List users") })
    .patch("/users/:user_id", ({ actor, params, body }) => toUserResponse(updateUser(ctx, actor, params.user_id, body)), {
      role: "admin", params: t.Object({ user_id: t.String({ format: "uuid" }) }), body: userPatch,
      response: { 200: userResponse, 409: errorSchema, ...withErrors }, ...doc("Administration", "Change a user's role, name or active flag"),
    })
    .post("/users/invite", ({ actor, body, request, set }) => {
      set.status = 201;
      return inviteUser(ctx, actor, body, baseUrlOf(ctx, request));
    }, {
      role: "admin", body: inviteBody, response: { 201: invitationResponse, 409: errorSchema, ...withErrors }, ...doc("Administration", "Invite a user; the answer carries invite_url, the web page {API_ROOT}/accept-invite?token= where the person sets a name and password"),
    });
};
