import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { ensureMapping } from "../sds/mappings.repository";
import { assertNotArchived } from "../sds/sds-archive.service";
import { companyProducts, inventoryItems } from "./inventory.table";

/**
 * The one write of "which SDS does this product, and so every container of it, use". An inventory
 * item has no SDS of its own: every view derives it from company_products.current_sds_id. The
 * database keeps sds_missing and every mapping's mapped_to_inventory_count in step with it
 * (triggers of migration 0012), so neither can drift from what the items show.
 * Call inside the write's transaction. Returns whether the product changed.
 */
export function setProductSds(tx: DbOrTx, input: { companyId: string; productId: string; sdsId: string | null; now: string }): boolean {
  const { companyId, productId, sdsId, now } = input;
  const product = tx.select({ currentSdsId: companyProducts.currentSdsId }).from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, productId))).get();
  if (!product || product.currentSdsId === sdsId) return false;
  if (sdsId) assertNotArchived(tx, companyId, sdsId);
  // The count lands on the company's mapping: an SDS reached for the first time enters its library.
  if (sdsId) ensureMapping(tx, { companyId, sdsId, now });
  tx.update(companyProducts).set({ currentSdsId: sdsId, sdsMissing: sdsId === null, updatedAt: now })
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, productId))).run();
  return true;
}

/** How many inventory items (containers) a product has: all of them use its SDS. */
export function productItemCount(tx: DbOrTx, companyId: string, productId: string): number {
  return tx.select({ n: sql<number>`count(*)` }).from(inventoryItems)
    .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.companyProductId, productId))).get()?.n ?? 0;
}
