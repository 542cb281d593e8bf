import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newLinkToken, sha256Hex } from "../../shared/hash";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { getSite } from "../admin/admin.service";
import { stationLinks } from "./station.table";

type StationLinkRow = typeof stationLinks.$inferSelect;

/** The station page's address for a token: `{base}/station/{token}` (base = PUBLIC_URL or the request's origin + API_ROOT). */
export const stationUrl = (base: string, token: string) => `${base}/station/${token}`;

const auditView = (row: StationLinkRow) => ({ station_link_id: row.stationLinkId, site_id: row.siteId, created_at: row.createdAt });

/**
 * POST /sites/{id}/station-link: a new link for the site. An existing one is replaced in the same
 * transaction, so the old link stops working the moment the new one exists. The token is only in
 * the answer (as a link and a QR code); the database keeps its hash.
 */
export async function rotateStationLink(ctx: AppContext, actor: Actor, siteId: string, base: string) {
  getSite(ctx, actor, siteId);
  const token = newLinkToken();
  const row = ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    const where = and(eq(stationLinks.companyId, actor.companyId), eq(stationLinks.siteId, siteId));
    const before = tx.select().from(stationLinks).where(where).get();
    if (before) tx.delete(stationLinks).where(where).run();
    const after = tx.insert(stationLinks).values({
      stationLinkId: newId(), companyId: actor.companyId, siteId, tokenHash: sha256Hex(token), createdByUserId: actor.userId, createdAt: now,
    }).returning().get();
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: before ? "station_link.rotate" : "station_link.create", entityType: "site",
      entityId: siteId, before: before ? auditView(before) : undefined, after: auditView(after), requestId: actor.requestId,
    }, now);
    return after;
  });
  const url = stationUrl(base, token);
  // The token cannot be shown again, so its QR code (to print and hang by the chemical store) comes now.
  return { url, qr_svg: await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }), created_at: row.createdAt };
}

/** GET /sites/{id}/station-link: whether the site has a link (the token itself cannot be shown again). */
export function describeStationLink(ctx: AppContext, actor: Actor, siteId: string) {
  getSite(ctx, actor, siteId);
  const row = ctx.db.select().from(stationLinks)
    .where(and(eq(stationLinks.companyId, actor.companyId), eq(stationLinks.siteId, siteId))).get();
  return { exists: Boolean(row), created_at: row?.createdAt ?? null };
}

/** DELETE /sites/{id}/station-link: the link stops working; a site without one is 404. */
export function revokeStationLink(ctx: AppContext, actor: Actor, siteId: string): void {
  getSite(ctx, actor, siteId);
  ctx.db.transaction((tx) => {
    const where = and(eq(stationLinks.companyId, actor.companyId), eq(stationLinks.siteId, siteId));
    const before = tx.select().from(stationLinks).where(where).get();
    if (!before) throw errors.notFound("Station link");
    tx.delete(stationLinks).where(where).run();
    const now = ctx.clock.now().toISOString();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "station_link.revoke", entityType: "site", entityId: siteId, before: auditView(before), requestId: actor.requestId }, now);
  });
}
