import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import { companies } from "../admin/admin.table";
import type { Actor } from "./actor";
import { countActiveAdmins, findCompanyUser, findUserByEmail, normalizeEmail, toUserResponse } from "./users.repository";
import { users, type Role } from "./users.table";
import { assertPasswordAllowed } from "./password-policy";

export function updateUser(ctx: AppContext, actor: Actor, userId: string, patch: { role?: Role; name?: string | null; is_active?: boolean }) {
  return ctx.db.transaction((tx) => {
    const before = findCompanyUser(tx, actor.companyId, userId);
    if (!before) throw errors.notFound("User");
    // The provider's token sets the role at every request; a role set here would be silently undone.
    if (before.externalSubject && patch.role && patch.role !== before.role) throw errors.conflict("This user's role comes from the identity provider; change it there");
    const losesAdmin = before.role === "admin" && before.isActive && ((patch.role && patch.role !== "admin") || patch.is_active === false);
    if (losesAdmin && countActiveAdmins(tx, actor.companyId) <= 1) throw errors.conflict("The company must keep at least one active admin");
    const now = ctx.clock.now().toISOString();
    const after = tx.update(users).set({
      role: patch.role ?? before.role,
      name: patch.name !== undefined ? patch.name : before.name,
      isActive: patch.is_active ?? before.isActive,
      // Deactivation ends every token the user holds; reactivating does not bring them back.
      tokenGeneration: before.isActive && patch.is_active === false ? before.tokenGeneration + 1 : before.tokenGeneration,
      updatedAt: now,
    }).where(and(eq(users.companyId, actor.companyId), eq(users.userId, userId))).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "user.update", entityType: "user", entityId: userId, before: toUserResponse(before), after: toUserResponse(after), requestId: actor.requestId }, now);
    return after;
  });
}

/**
 * Creates the first company and its admin. Used by `chemsafe bootstrap` and BOOTSTRAP_* at start;
 * refuses when the e-mail already exists so a second run changes nothing.
 */
export async function bootstrapCompany(ctx: Pick<AppContext, "db" | "clock">, input: { company: string; email: string; password: string; name?: string }) {
  const email = normalizeEmail(input.email);
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw errors.validation("Not an e-mail address", [{ field: "email", message: "not an e-mail address" }]);
  assertPasswordAllowed(input.password, email, "password");
  if (findUserByEmail(ctx.db, email)) throw errors.conflict(`A user with e-mail ${email} already exists`);
  const passwordHash = await Bun.password.hash(input.password, { algorithm: "argon2id" });
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    const companyId = newId();
    tx.insert(companies).values({ companyId, name: input.company.trim(), timezone: "UTC", createdAt: now, updatedAt: now }).run();
    const user = tx.insert(users).values({
      userId: newId(), companyId, email, name: input.name ?? "Administrator", role: "admin", passwordHash, isActive: true, createdAt: now, updatedAt: now,
    }).returning().get();
    recordAudit(tx, { companyId, userId: user.userId, action: "company.bootstrap", entityType: "company", entityId: companyId, after: { company: input.company, admin: email } }, now);
    return { companyId, userId: user.userId, email };
  });
}
