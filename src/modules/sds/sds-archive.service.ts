import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { companyProducts } from "../inventory/inventory.table";
import { findMapping } from "./mappings.repository";
import { companySdsMappings, sdsChangeLog } from "./sds.table";

/**
 * Archiving retires an SDS from the company's library without deleting anything: the mapping (this
 * company's, never the shared document) is marked archived. It leaves the library listing and
 * search, is never offered for attachment or matching, and its file, history and change log stay.
 */

type Mapping = typeof companySdsMappings.$inferSelect;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const stateOf = (m: Mapping) => ({ sds_id: m.sdsId, archived: m.archivedAt !== null, archived_at: m.archivedAt, archived_by_user_id: m.archivedByUserId });

function mappingOf(tx: DbOrTx, companyId: string, sdsId: string): Mapping {
  const m = findMapping(tx, companyId, sdsId);
  if (!m) throw errors.notFound("SDS");
  return m;
}

/** How many of the company's products have this SDS as their current one, and how many items they hold. */
function usersOf(tx: DbOrTx, companyId: string, sdsId: string) {
  const row = tx.select({ products: sql<number>`count(*)`, items: sql<number>`coalesce(sum(${companyProducts.itemCount}), 0)` }).from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.currentSdsId, sdsId))).get();
  return { products: row?.products ?? 0, items: row?.items ?? 0 };
}

/**
 * POST /chem/sds/{id}/archive. Refused (409) while a product of the company uses it, which covers
 * every inventory item (an item's SDS is its product's): the message says how many. Archiving an
 * archived SDS changes nothing.
 */
export function archiveSds(ctx: AppContext, actor: Actor, sdsId: string) {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction((tx) => {
    const before = mappingOf(tx, actor.companyId, sdsId);
    if (before.archivedAt) return stateOf(before);
    const use = usersOf(tx, actor.companyId, sdsId);
    if (use.products > 0) {
      throw errors.conflict(`This SDS is in use by ${plural(use.items, "inventory item", "inventory items")} of ${plural(use.products, "product", "products")}. `
        + "Give those products another SDS, or remove the items, before archiving it.");
    }
    const after = tx.update(companySdsMappings).set({ archivedAt: now, archivedByUserId: actor.userId })
      .where(and(eq(companySdsMappings.companyId, actor.companyId), eq(companySdsMappings.sdsId, sdsId))).returning().get()!;
    record(tx, actor, { sdsId, action: "archived", before, after, now });
    return stateOf(after);
  });
}

/** POST /chem/sds/{id}/unarchive: the SDS is back in the library (and may be attached again). */
export function unarchiveSds(ctx: AppContext, actor: Actor, sdsId: string) {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction((tx) => {
    const before = mappingOf(tx, actor.companyId, sdsId);
    if (!before.archivedAt) return stateOf(before);
    const after = tx.update(companySdsMappings).set({ archivedAt: null, archivedByUserId: null })
      .where(and(eq(companySdsMappings.companyId, actor.companyId), eq(companySdsMappings.sdsId, sdsId))).returning().get()!;
    record(tx, actor, { sdsId, action: "unarchived", before, after, now });
    return stateOf(after);
  });
}

function record(tx: DbOrTx, actor: Actor, e: { sdsId: string; action: "archived" | "unarchived"; before: Mapping; after: Mapping; now: string }) {
  tx.insert(sdsChangeLog).values({ changeId: newId(), companyId: actor.companyId, sdsId: e.sdsId, action: e.action, userId: actor.userId, createdAt: e.now }).run();
  recordAudit(tx, {
    companyId: actor.companyId, userId: actor.userId, action: e.action === "archived" ? "sds.archive" : "sds.unarchive", entityType: "sds", entityId: e.sdsId,
    before: { archived_at: e.before.archivedAt }, after: { archived_at: e.after.archivedAt, archived_by_user_id: e.after.archivedByUserId }, requestId: actor.requestId,
  }, e.now);
}

/**
 * An archived SDS is never attached: the one write of a product's SDS (setProductSds) calls this,
 * so a PUT, an upload's attach option and an accepted suggestion are all refused alike (409).
 */
export function assertNotArchived(tx: DbOrTx, companyId: string, sdsId: string): void {
  const m = findMapping(tx, companyId, sdsId);
  if (m?.archivedAt) throw errors.conflict("This SDS is archived in your library. Unarchive it before attaching it to a product.");
}
