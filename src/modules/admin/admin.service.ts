import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { companies, locations, sites } from "./admin.table";

type CompanyRow = typeof companies.$inferSelect;
type SiteRow = typeof sites.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

export const toCompany = (c: CompanyRow) => ({
  company_id: c.companyId, name: c.name, address: c.address, phone: c.phone,
  emergency_phone: c.emergencyPhone, timezone: c.timezone, created_at: c.createdAt, updated_at: c.updatedAt,
});
export const toSite = (s: SiteRow) => ({
  site_id: s.siteId, company_id: s.companyId, name: s.name, address: s.address, emergency_phone: s.emergencyPhone, is_active: s.isActive,
  created_at: s.createdAt, updated_at: s.updatedAt,
});
export const toLocation = (l: LocationRow) => ({
  location_id: l.locationId, site_id: l.siteId, name: l.name, description: l.description, is_active: l.isActive,
  created_at: l.createdAt, updated_at: l.updatedAt,
});

export function getCompany(ctx: AppContext, actor: Actor): CompanyRow {
  const row = ctx.db.select().from(companies).where(eq(companies.companyId, actor.companyId)).get();
  if (!row) throw errors.notFound("Company");
  return row;
}

export function updateCompany(ctx: AppContext, actor: Actor, patch: { name?: string; address?: string | null; phone?: string | null; emergency_phone?: string | null; timezone?: string }) {
  return ctx.db.transaction((tx) => {
    const before = tx.select().from(companies).where(eq(companies.companyId, actor.companyId)).get();
    if (!before) throw errors.notFound("Company");
    const now = ctx.clock.now().toISOString();
    const after = tx.update(companies).set({
      name: patch.name ?? before.name,
      address: patch.address !== undefined ? patch.address : before.address,
      phone: patch.phone !== undefined ? patch.phone : before.phone,
      emergencyPhone: patch.emergency_phone !== undefined ? patch.emergency_phone : before.emergencyPhone,
      timezone: patch.timezone ?? before.timezone,
      updatedAt: now,
    }).where(eq(companies.companyId, actor.companyId)).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "company.update", entityType: "company", entityId: actor.companyId, before: toCompany(before), after: toCompany(after), requestId: actor.requestId }, now);
    return after;
  });
}

export function listSites(ctx: AppContext, actor: Actor, page: { limit: number; offset: number }) {
  const where = eq(sites.companyId, actor.companyId);
  const rows = ctx.db.select().from(sites).where(where).orderBy(asc(sites.name)).limit(page.limit).offset(page.offset).all();
  const total = ctx.db.select({ n: sql<number>`count(*)` }).from(sites).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** A site of the caller's company; another company's site is "not found", exactly like a missing one. */
export function getSite(ctx: AppContext, actor: Actor, siteId: string): SiteRow {
  const row = ctx.db.select().from(sites).where(and(eq(sites.companyId, actor.companyId), eq(sites.siteId, siteId))).get();
  if (!row) throw errors.notFound("Site");
  return row;
}

function assertSiteNameFree(ctx: AppContext, companyId: string, name: string, exceptSiteId?: string) {
  const clash = ctx.db.select({ id: sites.siteId }).from(sites)
    .where(and(eq(sites.companyId, companyId), sql`lower(${sites.name}) = lower(${name})`)).get();
  if (clash && clash.id !== exceptSiteId) throw errors.conflict(`A site named "${name}" already exists`);
}

export function createSite(ctx: AppContext, actor: Actor, input: { name: string; address?: string | null; emergency_phone?: string | null }) {
  const name = input.name.trim();
  assertSiteNameFree(ctx, actor.companyId, name);
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    const row = tx.insert(sites).values({ siteId: newId(), companyId: actor.companyId, name, address: input.address ?? null, emergencyPhone: input.emergency_phone?.trim() || null, isActive: true, createdAt: now, updatedAt: now }).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "site.create", entityType: "site", entityId: row.siteId, after: toSite(row), requestId: actor.requestId }, now);
    return row;
  });
}

export function updateSite(ctx: AppContext, actor: Actor, siteId: string, patch: { name?: string; address?: string | null; emergency_phone?: string | null; is_active?: boolean }) {
  const before = getSite(ctx, actor, siteId);
  if (patch.name !== undefined) assertSiteNameFree(ctx, actor.companyId, patch.name.trim(), siteId);
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    const after = tx.update(sites).set({
      name: patch.name?.trim() ?? before.name,
      address: patch.address !== undefined ? patch.address : before.address,
      emergencyPhone: patch.emergency_phone !== undefined ? patch.emergency_phone?.trim() || null : before.emergencyPhone,
      isActive: patch.is_active ?? before.isActive,
      updatedAt: now,
    }).where(and(eq(sites.companyId, actor.companyId), eq(sites.siteId, siteId))).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "site.update", entityType: "site", entityId: siteId, before: toSite(before), after: toSite(after), requestId: actor.requestId }, now);
    return after;
  });
}

export function listLocations(ctx: AppContext, actor: Actor, siteId: string, page: { limit: number; offset: number }) {
  getSite(ctx, actor, siteId);
  const where = and(eq(locations.companyId, actor.companyId), eq(locations.siteId, siteId));
  const rows = ctx.db.select().from(locations).where(where).orderBy(asc(locations.name)).limit(page.limit).offset(page.offset).all();
  const total = ctx.db.select({ n: sql<number>`count(*)` }).from(locations).where(where).get()?.n ?? 0;
  return { rows, total };
}

function assertLocationNameFree(ctx: AppContext, companyId: string, siteId: string, name: string, exceptLocationId?: string) {
  const clash = ctx.db.select({ id: locations.locationId }).from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.siteId, siteId), sql`lower(${locations.name}) = lower(${name})`)).get();
  if (clash && clash.id !== exceptLocationId) throw errors.conflict(`A location named "${name}" already exists at this site`);
}

export function createLocation(ctx: AppContext, actor: Actor, siteId: string, input: { name: string; description?: string | null }) {
  getSite(ctx, actor, siteId);
  const name = input.name.trim();
  assertLocationNameFree(ctx, actor.companyId, siteId, name);
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    const row = tx.insert(locations).values({ locationId: newId(), companyId: actor.companyId, siteId, name, description: input.description ?? null, isActive: true, createdAt: now, updatedAt: now }).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "location.create", entityType: "location", entityId: row.locationId, after: toLocation(row), requestId: actor.requestId }, now);
    return row;
  });
}

/** A location of the company's site; another company's (or another site's) location is "not found". */
function getLocation(ctx: AppContext, actor: Actor, siteId: string, locationId: string): LocationRow {
  getSite(ctx, actor, siteId);
  const row = ctx.db.select().from(locations)
    .where(and(eq(locations.companyId, actor.companyId), eq(locations.siteId, siteId), eq(locations.locationId, locationId))).get();
  if (!row) throw errors.notFound("Location");
  return row;
}

/**
 * PATCH /sites/{id}/locations/{id}: rename (unique at the site, any case), describe, deactivate or
 * reactivate. A deactivated location takes no new items; the items in it stay there and stay listed.
 */
export function updateLocation(ctx: AppContext, actor: Actor, siteId: string, locationId: string, patch: { name?: string; description?: string | null; is_active?: boolean }) {
  const before = getLocation(ctx, actor, siteId, locationId);
  if (patch.name !== undefined) assertLocationNameFree(ctx, actor.companyId, siteId, patch.name.trim(), locationId);
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    const after = tx.update(locations).set({
      name: patch.name?.trim() ?? before.name,
      description: patch.description !== undefined ? patch.description : before.description,
      isActive: patch.is_active ?? before.isActive,
      updatedAt: now,
    }).where(and(eq(locations.companyId, actor.companyId), eq(locations.locationId, locationId))).returning().get();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "location.update", entityType: "location", entityId: locationId, before: toLocation(before), after: toLocation(after), requestId: actor.requestId }, now);
    return after;
  });
}
