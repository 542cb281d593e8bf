import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import type { DbOrTx } from "../../db/client";
import { newLinkToken, sha256Hex } from "../../shared/hash";
import type { SecretBox } from "../../shared/secret-box";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { getSite } from "../admin/admin.service";
import { stationLinks } from "./station.table";

type StationLinkRow = typeof stationLinks.$inferSelect;

/** The station page's address for a token: `{base}/station/{token}` (base = PUBLIC_URL or the request's origin + API_ROOT). */
export const stationUrl = (base: string, token: string) => `${base}/station/${token}`;

/** What a sealed token is bound to: its row and site, so a ciphertext copied onto another row does not open. */
const sealContext = (row: Pick<StationLinkRow, "stationLinkId" | "companyId" | "siteId">) => `station-link:${row.companyId}:${row.siteId}:${row.stationLinkId}`;

const auditView = (row: StationLinkRow) => ({ station_link_id: row.stationLinkId, site_id: row.siteId, created_at: row.createdAt });

/**
 * POST /sites/{id}/station-link: a new link for the site. An existing one is replaced in the same
 * transaction, so the old link stops working the moment the new one exists. The database keeps the token's
 * hash (to find the station) and the token sealed with the appliance's key (to print it on posters and labels).
 */
export async function rotateStationLink(ctx: AppContext, actor: Actor, siteId: string, base: string) {
  getSite(ctx, actor, siteId);
  const token = newLinkToken();
  const row = ctx.db.transaction((tx) => {
    const now = ctx.clock.now().toISOString();
    const where = and(eq(stationLinks.companyId, actor.companyId), eq(stationLinks.siteId, siteId));
    const before = tx.select().from(stationLinks).where(where).get();
    if (before) tx.delete(stationLinks).where(where).run();
    const key = { stationLinkId: newId(), companyId: actor.companyId, siteId };
    const after = tx.insert(stationLinks).values({
      ...key, tokenHash: sha256Hex(token), tokenSealed: ctx.secrets.seal(token, sealContext(key)), createdByUserId: actor.userId, createdAt: now,
    }).returning().get();
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: before ? "station_link.rotate" : "station_link.create", entityType: "site",
      entityId: siteId, before: before ? auditView(before) : undefined, after: auditView(after), requestId: actor.requestId,
    }, now);
    return after;
  });
  const url = stationUrl(base, token);
  return { url, qr_svg: await qrSvg(url), created_at: row.createdAt };
}

const qrSvg = (url: string) => QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/**
 * A site's current station link as printing needs it: none, one made before links were kept sealed (or whose
 * key is not in this data folder: a restored backup) that works but cannot be printed until rotated, or its token.
 * The caller has checked the site is the company's.
 */
export type CurrentStationLink =
  | { state: "none" }
  | { state: "not_printable"; createdAt: string }
  | { state: "printable"; token: string; createdAt: string };

export function currentStationLink(db: DbOrTx, secrets: SecretBox, companyId: string, siteId: string): CurrentStationLink {
  const row = db.select().from(stationLinks).where(and(eq(stationLinks.companyId, companyId), eq(stationLinks.siteId, siteId))).get();
  if (!row) return { state: "none" };
  const token = row.tokenSealed ? secrets.open(row.tokenSealed, sealContext(row)) : null;
  // The hash is the lookup's truth: a token that does not match it would print a link that does not work.
  if (!token || sha256Hex(token) !== row.tokenHash) return { state: "not_printable", createdAt: row.createdAt };
  return { state: "printable", token, createdAt: row.createdAt };
}

/** Words for an admin when a site's link cannot be printed. */
export const NOT_PRINTABLE_MESSAGE = "This site's station link was made before chemsafe kept links for printing (or in another data folder): it still works, but it cannot be printed. Make a new link (POST /sites/{id}/station-link) to print it; the posters with the old link then stop working.";
export const NO_LINK_MESSAGE = "This site has no SDS station link yet: make one (POST /sites/{id}/station-link), then print the poster.";

/**
 * GET /sites/{id}/station-link: whether the site has a link and, for an admin, the link itself with its QR code.
 * A station link is a read link printed on posters by design, not a password.
 */
export async function describeStationLink(ctx: AppContext, actor: Actor, siteId: string, base: string) {
  getSite(ctx, actor, siteId);
  const link = currentStationLink(ctx.db, ctx.secrets, actor.companyId, siteId);
  if (link.state === "none") return { exists: false, created_at: null, printable: false, url: null, qr_svg: null, message: null };
  if (link.state === "not_printable") return { exists: true, created_at: link.createdAt, printable: false, url: null, qr_svg: null, message: NOT_PRINTABLE_MESSAGE };
  const url = stationUrl(base, link.token);
  return { exists: true, created_at: link.createdAt, printable: true, url, qr_svg: await qrSvg(url), message: null };
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
