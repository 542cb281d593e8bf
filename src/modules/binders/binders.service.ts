/**
 * SDS binders of a site: request a build (manager), see its progress and the last good binder, and a signed
 * link to download it as PDF or ZIP. The nightly tick rebuilds the binders of sites whose inventory changed.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { companies, sites } from "../admin/admin.table";
import { emergencyInventoryRows } from "./emergency-inventory";
import { binderEntries, contentsKey } from "./binder-entries";
import { siteBinders } from "./binders.table";

export type BinderRow = typeof siteBinders.$inferSelect;

export const toBinder = (b: BinderRow) => ({
  binder_id: b.binderId, site_id: b.siteId, status: b.status, trigger: b.trigger,
  progress: { done: b.progressDone, total: b.progressTotal },
  page_count: b.pageCount, sds_count: b.sdsCount, not_included_count: b.notIncludedCount,
  pdf_size: b.pdfSize, zip_size: b.zipSize, error: b.error, requested_by_user_id: b.requestedByUserId,
  created_at: b.createdAt, completed_at: b.completedAt,
});

export function requireSite(db: DbOrTx, companyId: string, siteId: string) {
  const site = db.select().from(sites).where(and(eq(sites.companyId, companyId), eq(sites.siteId, siteId))).get();
  if (!site) throw errors.notFound("Site");
  return site;
}

const unfinished = (db: DbOrTx, companyId: string, siteId: string) =>
  db.select().from(siteBinders).where(and(eq(siteBinders.companyId, companyId), eq(siteBinders.siteId, siteId), inArray(siteBinders.status, ["pending", "building"])))
    .orderBy(desc(siteBinders.createdAt)).get();

/** The newest completed binder of a site: what is downloaded, whatever happened to later builds. */
export const lastGoodBinder = (db: DbOrTx, companyId: string, siteId: string) =>
  db.select().from(siteBinders).where(and(eq(siteBinders.companyId, companyId), eq(siteBinders.siteId, siteId), eq(siteBinders.status, "completed")))
    .orderBy(desc(siteBinders.completedAt), desc(siteBinders.binderId)).get();

/** Records a build and its job in one transaction; a build already waiting or running is answered instead. */
function startBuild(ctx: AppContext, input: { companyId: string; siteId: string; trigger: "request" | "nightly"; userId: string | null; requestId?: string }): { binder: BinderRow; jobId: string } {
  const now = ctx.clock.now();
  const iso = now.toISOString();
  return ctx.db.transaction((tx) => {
    const dedupeKey = `binder:${input.siteId}`;
    const enqueue = (binderId: string) =>
      ctx.jobs.enqueue(tx, { kind: "binder_build", companyId: input.companyId, dedupeKey, payload: { binder_id: binderId, company_id: input.companyId } }, now);
    // A build already waiting or running: its job (the dedupe key finds it; a lost one is recorded again).
    const running = unfinished(tx, input.companyId, input.siteId);
    if (running) return { binder: running, jobId: enqueue(running.binderId) };
    const binderId = newId();
    const jobId = enqueue(binderId);
    const binder = tx.insert(siteBinders).values({
      binderId, companyId: input.companyId, siteId: input.siteId, status: "pending", trigger: input.trigger, requestedByUserId: input.userId, createdAt: iso,
    }).returning().get();
    recordAudit(tx, { companyId: input.companyId, userId: input.userId, action: "binder.request", entityType: "site_binder", entityId: binderId, after: toBinder(binder), requestId: input.requestId }, iso);
    return { binder, jobId };
  });
}

export function requestBinder(ctx: AppContext, actor: Actor, siteId: string) {
  requireSite(ctx.db, actor.companyId, siteId);
  return startBuild(ctx, { companyId: actor.companyId, siteId, trigger: "request", userId: actor.userId, requestId: actor.requestId });
}

export function binderState(ctx: AppContext, actor: Actor, siteId: string) {
  requireSite(ctx.db, actor.companyId, siteId);
  const latest = ctx.db.select().from(siteBinders).where(and(eq(siteBinders.companyId, actor.companyId), eq(siteBinders.siteId, siteId)))
    .orderBy(desc(siteBinders.createdAt), desc(siteBinders.binderId)).get();
  const good = lastGoodBinder(ctx.db, actor.companyId, siteId);
  return { latest: latest ? toBinder(latest) : null, last_good: good ? toBinder(good) : null };
}

/** The last good binder of the site, or 409 when none has been built yet. */
export function binderForDownload(ctx: AppContext, actor: Actor, siteId: string): BinderRow {
  requireSite(ctx.db, actor.companyId, siteId);
  const good = lastGoodBinder(ctx.db, actor.companyId, siteId);
  if (!good) throw errors.conflict("This site has no binder yet: build one first (POST /sites/{id}/binder) and wait until it is completed.");
  return good;
}

/**
 * The nightly tick: every site that has a binder and whose listed contents (products, SDSs, locations) changed
 * since its last good binder gets a rebuild. Returns how many builds were recorded.
 */
export function nightlyBinderTick(ctx: AppContext): number {
  const built = ctx.db.selectDistinct({ companyId: siteBinders.companyId, siteId: siteBinders.siteId }).from(siteBinders)
    .where(eq(siteBinders.status, "completed")).all();
  let started = 0;
  for (const { companyId, siteId } of built) {
    if (unfinished(ctx.db, companyId, siteId)) continue;
    const good = lastGoodBinder(ctx.db, companyId, siteId);
    if (good?.contentsKey === contentsKey(binderEntries(ctx.db, companyId, siteId))) continue;
    startBuild(ctx, { companyId, siteId, trigger: "nightly", userId: null });
    started++;
  }
  return started;
}

/** The site's emergency inventory rows and the header printed above them. */
export async function emergencyInventory(ctx: AppContext, actor: Actor, siteId: string) {
  const site = requireSite(ctx.db, actor.companyId, siteId);
  const company = ctx.db.select().from(companies).where(eq(companies.companyId, actor.companyId)).get();
  const header = {
    siteName: site.name, siteAddress: site.address, companyName: company?.name ?? "",
    emergencyPhone: site.emergencyPhone ?? company?.emergencyPhone ?? null, generatedAt: ctx.clock.now(),
  };
  return { header, rows: await emergencyInventoryRows(ctx.db, actor.companyId, siteId) };
}
