import { and, eq, sql, asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users, type Role } from "./users.table";
import { comparableAddress } from "../../shared/email-address";

export type UserRow = typeof users.$inferSelect;

/** Addresses are stored and compared in one form (an internationalised domain as punycode). */
export const normalizeEmail = comparableAddress;

export function findUserByEmail(db: DbOrTx, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, normalizeEmail(email))).get();
}

/** A user of one company; never reaches another company's row. */
export function findCompanyUser(db: DbOrTx, companyId: string, userId: string): UserRow | undefined {
  return db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.userId, userId))).get();
}

export function findExternalUser(db: DbOrTx, companyId: string, subject: string): UserRow | undefined {
  return db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.externalSubject, subject))).get();
}

export function listCompanyUsers(db: DbOrTx, companyId: string, page: { limit: number; offset: number }) {
  const where = eq(users.companyId, companyId);
  const rows = db.select().from(users).where(where).orderBy(asc(users.createdAt)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(users).where(where).get()?.n ?? 0;
  return { rows, total };
}

export function countActiveAdmins(db: DbOrTx, companyId: string): number {
  return db.select({ n: sql<number>`count(*)` }).from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, "admin" as Role), eq(users.isActive, true))).get()?.n ?? 0;
}

/** The public shape of a user: never the password hash. */
export function toUserResponse(u: UserRow) {
  return {
    user_id: u.userId,
    company_id: u.companyId,
    email: u.email,
    name: u.name,
    role: u.role,
    is_active: u.isActive,
    last_login_at: u.lastLoginAt,
    created_at: u.createdAt,
  };
}
