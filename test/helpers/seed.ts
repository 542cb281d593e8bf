import type { AppContext } from "../../src/context";
import { newId } from "../../src/shared/ids";
import { companies, locations, sites } from "../../src/modules/admin/admin.table";
import { users, type Role } from "../../src/modules/auth/users.table";

export interface SeededUser {
  userId: string;
  email: string;
  role: Role;
  token: string;
}

export interface SeededCompany {
  companyId: string;
  name: string;
  admin: SeededUser;
  manager: SeededUser;
  viewer: SeededUser;
  siteId: string;
  locationId: string;
}

let counter = 0;

/** Inserts a user directly (no password: tokens are issued by the app's own issuer). */
export async function seedUser(ctx: AppContext, companyId: string, role: Role, opts: { email?: string; passwordHash?: string } = {}): Promise<SeededUser> {
  const now = ctx.clock.now().toISOString();
  const email = opts.email ?? `${role}-${++counter}-${companyId.slice(-6)}@example.test`;
  const userId = newId();
  ctx.db.insert(users).values({ userId, companyId, email, name: `${role} ${counter}`, role, passwordHash: opts.passwordHash ?? null, isActive: true, createdAt: now, updatedAt: now }).run();
  const { access_token } = await ctx.tokens.issue({ userId, companyId, role, email });
  return { userId, email, role, token: access_token };
}

/** A company with one user per role, one site and one location. */
export async function seedCompany(ctx: AppContext, name = `Plant ${++counter}`): Promise<SeededCompany> {
  const now = ctx.clock.now().toISOString();
  const companyId = newId();
  ctx.db.insert(companies).values({ companyId, name, timezone: "UTC", createdAt: now, updatedAt: now }).run();
  const siteId = newId();
  ctx.db.insert(sites).values({ siteId, companyId, name: "Main plant", isActive: true, createdAt: now, updatedAt: now }).run();
  const locationId = newId();
  ctx.db.insert(locations).values({ locationId, companyId, siteId, name: "Store room A", createdAt: now }).run();
  return {
    companyId, name, siteId, locationId,
    admin: await seedUser(ctx, companyId, "admin"),
    manager: await seedUser(ctx, companyId, "manager"),
    viewer: await seedUser(ctx, companyId, "viewer"),
  };
}

/** Row counts of every application table: a refusal must leave them all unchanged. */
export function tableCounts(ctx: AppContext): Record<string, number> {
  const names = ctx.db.$client.query("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%' AND name != '__drizzle_migrations'").all() as { name: string }[];
  return Object.fromEntries(names.map(({ name }) => [name, (ctx.db.$client.query(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}

/**
 * Every row of every application table, hashed per table: a refusal must leave the database exactly
 * as it was — no row added or removed, and none changed.
 */
export function dbFingerprint(ctx: AppContext): Record<string, string> {
  const names = ctx.db.$client.query("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%' AND name != '__drizzle_migrations'").all() as { name: string }[];
  return Object.fromEntries(names.map(({ name }) => {
    // A WITHOUT ROWID table (product_site_counts) has no rowid: its rows in the order of all their columns.
    const { wr, ncol } = ctx.db.$client.query("SELECT wr, ncol FROM pragma_table_list WHERE name = ?").get(name) as { wr: number; ncol: number };
    const order = wr ? Array.from({ length: ncol }, (_, i) => i + 1).join(", ") : "rowid";
    const rows = ctx.db.$client.query(`SELECT * FROM "${name}" ORDER BY ${order}`).values();
    return [name, `${rows.length}:${new Bun.CryptoHasher("sha256").update(JSON.stringify(rows)).digest("hex").slice(0, 16)}`];
  }));
}
