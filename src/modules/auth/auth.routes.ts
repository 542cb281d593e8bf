import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { pageOf, pageOfSchema, pageQuery, pageResponse } from "../../shared/paging";
import { authPlugin } from "./auth.plugin";
import { changePassword, login } from "./auth.service";
import { LoginLimiter } from "./login-limiter";
import { acceptInvitation, describeInvitation, inviteUser } from "./invitations.service";
import { findCompanyUser, listCompanyUsers, toUserResponse } from "./users.repository";
import { updateUser } from "./users.service";
import { acceptInviteBody, changePasswordBody, invitationResponse, inviteBody, loginBody, tokenResponse, userPatch, userResponse } from "./auth.schemas";
import { errors } from "../../shared/errors";
import { ClientAddressResolver } from "../../shared/client-address";
import type { Server } from "bun";

const publicDoc = (summary: string) => ({ detail: { tags: ["Authentication"], summary, security: [] } });

/** The base URL links are built on: PUBLIC_URL when set, otherwise the request's own origin. */
export const baseUrlOf = (ctx: AppContext, request: Request): string =>
  ctx.config.publicUrl ?? `${new URL(request.url).origin}${ctx.config.apiRoot}`;

export const authRoutes = (ctx: AppContext) => {
  const limiter = new LoginLimiter();
  const clients = new ClientAddressResolver(ctx.config.trustProxy);
  const clientOf = (request: Request, server: Server<unknown> | null) =>
    clients.resolve(server?.requestIP(request)?.address, request.headers.get("x-forwarded-for"));
  return new Elysia()
    .use(authPlugin(ctx))
    .post("/auth/login", ({ body, request, server }) => login(ctx, limiter, body, clientOf(request, server)), {
      body: loginBody, response: { 200: tokenResponse, 401: errorSchema, 422: errorSchema, 429: errorSchema }, ...publicDoc("Sign in with e-mail and password"),
    })
    .get("/auth/me", ({ actor }) => {
      const user = findCompanyUser(ctx.db, actor.companyId, actor.userId);
      if (!user) throw errors.unauthorized();
      return toUserResponse(user);
    }, { role: "viewer", response: { 200: userResponse, ...withErrors }, ...doc("Authentication", "The caller") })
    .post("/auth/change-password", ({ actor, body, request, server }) => changePassword(ctx, limiter, actor, body, clientOf(request, server)), {
      role: "viewer", body: changePasswordBody, response: { 200: tokenResponse, 409: errorSchema, 429: errorSchema, ...withErrors },
      ...doc("Authentication", "Change one's own password; earlier tokens stop working, the answer is a fresh token"),
    })
    .get("/auth/accept-invite", ({ query }) => describeInvitation(ctx, query.token), {
      query: t.Object({ token: t.String({ minLength: 10, maxLength: 200 }) }),
      response: { 200: t.Object({ email: t.String(), role: t.String(), company_name: t.String(), expires_at: t.String() }), 404: errorSchema, 422: errorSchema },
      ...publicDoc("What an invitation link invites to"),
    })
    .post("/auth/accept-invite", async ({ body, set }) => {
      const { user, token } = await acceptInvitation(ctx, body);
      set.status = 201;
      return { user: toUserResponse(user), ...token };
    }, {
      body: acceptInviteBody,
      response: { 201: t.Object({ user: userResponse, access_token: t.String(), token_type: t.Literal("bearer"), expires_in: t.Integer() }), 404: errorSchema, 409: errorSchema, 422: errorSchema },
      ...publicDoc("Accept an invitation: set a password, get an account and a token"),
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
      role: "admin", body: inviteBody, response: { 201: invitationResponse, 409: errorSchema, ...withErrors }, ...doc("Administration", "Invite a user; the answer carries invite_url"),
    });
};
