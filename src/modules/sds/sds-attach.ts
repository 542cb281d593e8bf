import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { findChemicalRow } from "../inventory/chemicals.repository";
import { companyProducts } from "../inventory/inventory.table";
import { setProductSds } from "../inventory/sds-attachment";

/**
 * The attach option of an upload or import: the SDS becomes the current SDS of the product (named,
 * or the named inventory item's), and so of every item of that product (sds-attachment.ts). An unknown or another company's id is 404 and undoes the whole upload.
 */
export function attachSds(tx: DbOrTx, input: { companyId: string; sdsId: string; attach: { chemicalId?: string; companyProductId?: string }; now: string }): void {
  const { companyId, sdsId, now } = input;
  if (input.attach.chemicalId) {
    const item = findChemicalRow(tx, companyId, input.attach.chemicalId);
    if (!item) throw errors.notFound("Chemical");
    setProductSds(tx, { companyId, productId: item.companyProductId, sdsId, now });
  }
  if (input.attach.companyProductId) {
    const productId = input.attach.companyProductId;
    const product = tx.select({ id: companyProducts.companyProductId }).from(companyProducts)
      .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, productId))).get();
    if (!product) throw errors.notFound("Company product");
    setProductSds(tx, { companyId, productId, sdsId, now });
  }
}
