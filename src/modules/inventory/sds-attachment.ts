import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { adjustInventoryCount } from "../sds/mappings.repository";
import { companyProducts, inventoryItems } from "./inventory.table";
import type { ChemicalRow } from "./chemicals.repository";

/**
 * Points one inventory item at an SDS (or at none) and keeps mapped_to_inventory_count exact:
 * the old SDS's count goes down, the new one's goes up. Call inside the write's transaction.
 * Returns whether anything changed.
 */
export function setItemSds(tx: DbOrTx, input: { companyId: string; item: ChemicalRow; sdsId: string | null; now: string }): boolean {
  const { companyId, item, sdsId, now } = input;
  if (item.sdsId === sdsId) return false;
  if (item.sdsId) adjustInventoryCount(tx, { companyId, sdsId: item.sdsId, delta: -1, now });
  if (sdsId) adjustInventoryCount(tx, { companyId, sdsId, delta: +1, now });
  tx.update(inventoryItems).set({ sdsId, updatedAt: now })
    .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.chemicalId, item.chemicalId))).run();
  return true;
}

/**
 * Gives a product its SDS when it has none yet: current_sds_id set, sds_missing false. A product
 * that already has an SDS keeps it (one container carrying another revision does not change the
 * product's SDS). Returns whether the product changed.
 */
export function giveProductSdsIfMissing(tx: DbOrTx, input: { companyId: string; productId: string; sdsId: string; now: string }): boolean {
  const changed = tx.update(companyProducts).set({ currentSdsId: input.sdsId, sdsMissing: false, updatedAt: input.now })
    .where(and(eq(companyProducts.companyId, input.companyId), eq(companyProducts.companyProductId, input.productId), isNull(companyProducts.currentSdsId)))
    .returning({ id: companyProducts.companyProductId }).all();
  return changed.length > 0;
}

/**
 * After an item lost its SDS: when that SDS was the product's and no other item of the product
 * still uses it, the product has no SDS any more (sds_missing true). Detaching is how a person
 * says "this SDS is not the one for this product".
 */
export function releaseProductSdsIfUnused(tx: DbOrTx, input: { companyId: string; productId: string; sdsId: string; exceptItemId: string; now: string }): boolean {
  const stillUsed = tx.select({ n: sql<number>`count(*)` }).from(inventoryItems).where(and(
    eq(inventoryItems.companyId, input.companyId), eq(inventoryItems.companyProductId, input.productId),
    eq(inventoryItems.sdsId, input.sdsId), ne(inventoryItems.chemicalId, input.exceptItemId),
  )).get()?.n ?? 0;
  if (stillUsed > 0) return false;
  const changed = tx.update(companyProducts).set({ currentSdsId: null, sdsMissing: true, updatedAt: input.now })
    .where(and(eq(companyProducts.companyId, input.companyId), eq(companyProducts.companyProductId, input.productId), eq(companyProducts.currentSdsId, input.sdsId)))
    .returning({ id: companyProducts.companyProductId }).all();
  return changed.length > 0;
}

/**
 * Attaches every item of a product that has no SDS to `sdsId` (the SDS search found the product's
 * SDS). Counts follow. Returns how many items were attached.
 */
export function attachProductItems(tx: DbOrTx, input: { companyId: string; productId: string; sdsId: string; now: string }): number {
  const items = tx.select().from(inventoryItems).where(and(
    eq(inventoryItems.companyId, input.companyId), eq(inventoryItems.companyProductId, input.productId), isNull(inventoryItems.sdsId),
  )).all();
  for (const item of items) setItemSds(tx, { companyId: input.companyId, item, sdsId: input.sdsId, now: input.now });
  return items.length;
}
