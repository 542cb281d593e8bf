import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { findChemicalRow } from "../inventory/chemicals.repository";
import { companyProducts } from "../inventory/inventory.table";
import { attachProductItems, giveProductSdsIfMissing, setItemSds } from "../inventory/sds-attachment";

/**
 * The attach option of an upload or import: the SDS goes onto an inventory item (its count in the
 * company mapping follows, and the item's product gets it when it has none) or onto a company
 * product (it becomes the product's current SDS, sds_missing false, and the product's items that
 * have no SDS get it). An unknown or another company's id is 404 and undoes the whole upload.
 */
export function attachSds(tx: DbOrTx, input: { companyId: string; sdsId: string; attach: { chemicalId?: string; companyProductId?: string }; now: string }): void {
  const { companyId, sdsId, now } = input;
  if (input.attach.chemicalId) {
    const item = findChemicalRow(tx, companyId, input.attach.chemicalId);
    if (!item) throw errors.notFound("Chemical");
    setItemSds(tx, { companyId, item, sdsId, now });
    giveProductSdsIfMissing(tx, { companyId, productId: item.companyProductId, sdsId, now });
  }
  if (input.attach.companyProductId) {
    const productId = input.attach.companyProductId;
    const product = tx.select({ id: companyProducts.companyProductId }).from(companyProducts)
      .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, productId))).get();
    if (!product) throw errors.notFound("Company product");
    tx.update(companyProducts).set({ currentSdsId: sdsId, sdsMissing: false, updatedAt: now })
      .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, productId))).run();
    attachProductItems(tx, { companyId, productId, sdsId, now });
  }
}
