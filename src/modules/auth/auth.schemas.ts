import { t } from "elysia";
import { ROLES } from "./users.table";
import { PASSWORD_RULES } from "./password-policy";

/** A new password: the rules are checked by the service (password-policy.ts), which names the one broken. */
const newPassword = () => t.String({ minLength: 1, maxLength: 1024, description: `${PASSWORD_RULES}.` });

const strict = { additionalProperties: false } as const;
export const roleSchema = t.Union([t.Literal(ROLES[0]), t.Literal(ROLES[1]), t.Literal(ROLES[2])]);

export const loginBody = t.Object({ email: t.String({ minLength: 1, maxLength: 254 }), password: t.String({ minLength: 1, maxLength: 1024 }) }, strict);
export const tokenResponse = t.Object({ access_token: t.String(), token_type: t.Literal("bearer"), expires_in: t.Integer() });

export const userResponse = t.Object({
  user_id: t.String({ format: "uuid" }),
  company_id: t.String({ format: "uuid" }),
  email: t.String(),
  name: t.Nullable(t.String()),
  role: roleSchema,
  is_active: t.Boolean(),
  last_login_at: t.Nullable(t.String()),
  created_at: t.String(),
});

export const sessionResponse = t.Object({
  user: userResponse,
  csrf_token: t.String({ description: "Send as X-CSRF-Token with every request that changes something" }),
  expires_at: t.String({ description: "When the session ends at the latest (it also ends after SESSION_IDLE_SECONDS unused)" }),
});

export const userPatch = t.Object({
  role: t.Optional(roleSchema),
  name: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  is_active: t.Optional(t.Boolean()),
}, strict);

// The address is checked in full by toDeliverableAddress, which says what is wrong with it.
export const inviteBody = t.Object({ email: t.String({ minLength: 3, maxLength: 254, pattern: "^[^@]+@[^@]+$" }), role: roleSchema }, strict);
export const invitationResponse = t.Object({
  invitation_id: t.String({ format: "uuid" }),
  email: t.String(),
  role: roleSchema,
  status: t.Union([t.Literal("open"), t.Literal("accepted"), t.Literal("revoked"), t.Literal("expired")]),
  expires_at: t.String(),
  accepted_at: t.Nullable(t.String()),
  revoked_at: t.Nullable(t.String()),
  created_at: t.String(),
  invite_url: t.Optional(t.String({ description: "only when the invitation is made or resent: the link to hand over; it opens the web page {API_ROOT}/accept-invite?token= (API clients read the token from it for /auth/accept-invite)" })),
});

export const invitationQuery = t.Object({
  status: t.Optional(t.Union([t.Literal("open"), t.Literal("accepted"), t.Literal("revoked"), t.Literal("expired")])),
});

export const resetLinkResponse = t.Object({
  reset_id: t.String({ format: "uuid" }),
  user_id: t.String({ format: "uuid" }),
  email: t.String(),
  expires_at: t.String(),
  delivery: t.Union([t.Literal("mail"), t.Literal("shown")], { description: "mail: sent to the user (SMTP configured), the link is not shown; shown: reset_url is in this answer" }),
  reset_url: t.Optional(t.String({ description: "the web page {API_ROOT}/reset-password?token= with the new-password form (API clients read the token from it for /auth/reset-password)" })),
});

export const resetPasswordBody = t.Object({
  token: t.String({ minLength: 10, maxLength: 200 }),
  new_password: newPassword(),
}, strict);

export const changePasswordBody = t.Object({
  current_password: t.String({ minLength: 1, maxLength: 1024 }),
  new_password: newPassword(),
}, strict);

export const acceptInviteBody = t.Object({
  token: t.String({ minLength: 10, maxLength: 200 }),
  password: newPassword(),
  name: t.String({ minLength: 1, maxLength: 200 }),
}, strict);
