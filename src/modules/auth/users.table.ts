import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, id, ref, timestamp } from "../../db/columns";
import { companies } from "../admin/admin.table";

export const ROLES = ["viewer", "manager", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable("users", {
  userId: id("user_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  email: text("email").notNull(),
  name: text("name"),
  role: text("role").$type<Role>().notNull(),
  passwordHash: text("password_hash"),
  /** `sub` of an external identity provider's token, for users created on first use. */
  externalSubject: text("external_subject"),
  isActive: bool("is_active").notNull().default(true),
  /**
   * Built-in tokens carry the generation they were issued under (claim `gen`); a password change or a
   * deactivation raises it, so every token issued before stops working at once.
   */
  tokenGeneration: integer("token_generation").notNull().default(0),
  lastLoginAt: timestamp("last_login_at"),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
}, (t) => [
  uniqueIndex("users_email_uq").on(t.email),
  index("users_company_idx").on(t.companyId, t.createdAt),
]);

export const invitations = sqliteTable("invitations", {
  invitationId: id("invitation_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  email: text("email").notNull(),
  role: text("role").$type<Role>().notNull(),
  /** SHA-256 of the invitation token; the token itself is only ever in the API answer's invite_url (memory). */
  tokenHash: text("token_hash").notNull(),
  /**
   * SHA-256 of the token the mail job minted for the mailed link at send time (a retried mail mints a
   * new one); either hash opens the invitation. The mailed token itself exists only in memory and SMTP.
   */
  mailTokenHash: text("mail_token_hash"),
  invitedByUserId: ref("invited_by_user_id").references(() => users.userId),
  expiresAt: timestamp("expires_at").notNull(),
  acceptedAt: timestamp("accepted_at"),
  revokedAt: timestamp("revoked_at"),
  createdAt: timestamp("created_at").notNull(),
}, (t) => [
  uniqueIndex("invitations_token_uq").on(t.tokenHash),
  uniqueIndex("invitations_mail_token_uq").on(t.mailTokenHash),
  index("invitations_company_email_idx").on(t.companyId, t.email),
]);

/**
 * A single-use link that lets a person set a new password, valid one hour. Only the token's SHA-256
 * is kept; it is null while a mailed link waits for the mail job, which mints the token at send time.
 */
export const passwordResets = sqliteTable("password_resets", {
  resetId: id("reset_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  userId: ref("user_id").notNull().references(() => users.userId),
  tokenHash: text("token_hash"),
  /** The admin who asked for it; null when made at the console (`chemsafe reset-password`). */
  createdByUserId: ref("created_by_user_id"),
  expiresAt: timestamp("expires_at").notNull(),
  usedAt: timestamp("used_at"),
  revokedAt: timestamp("revoked_at"),
  createdAt: timestamp("created_at").notNull(),
}, (t) => [
  uniqueIndex("password_resets_token_uq").on(t.tokenHash),
  index("password_resets_user_idx").on(t.companyId, t.userId),
]);

/**
 * A browser's signed-in session (the web app): the cookie holds a random secret, only its SHA-256 is kept.
 * Server-side so that signing out, a password change or a deactivation ends it at once; `token_generation`
 * is the user's generation when the session began (see users.token_generation).
 */
export const webSessions = sqliteTable("web_sessions", {
  sessionId: id("session_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  userId: ref("user_id").notNull().references(() => users.userId),
  secretHash: text("secret_hash").notNull(),
  tokenGeneration: integer("token_generation").notNull(),
  createdAt: timestamp("created_at").notNull(),
  lastSeenAt: timestamp("last_seen_at").notNull(),
  expiresAt: timestamp("expires_at").notNull(),
  endedAt: timestamp("ended_at"),
  address: text("address"),
  userAgent: text("user_agent"),
}, (t) => [
  uniqueIndex("web_sessions_secret_uq").on(t.secretHash),
  index("web_sessions_user_idx").on(t.companyId, t.userId),
  index("web_sessions_expiry_idx").on(t.expiresAt),
]);
