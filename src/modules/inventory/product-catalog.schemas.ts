import { t } from "elysia";
import { productFields } from "./inventory.schemas";

export const productCreate = t.Object(productFields, { additionalProperties: false });

const uuid = t.String({ format: "uuid" });

export const productInventoryResponse = t.Object({
  company_product_id: uuid,
  sites: t.Array(t.Object({
    site_id: uuid,
    name: t.String(),
    containers: t.Integer({ description: "containers of the product at this site (the sum of the items' quantities)" }),
    items: t.Array(t.Object({
      chemical_id: uuid,
      location: t.Nullable(t.Object({ location_id: uuid, name: t.String() })),
      container_size: t.Number(),
      size_unit: t.String(),
      quantity: t.Integer(),
    })),
  })),
}, { title: "ProductInventory" });
