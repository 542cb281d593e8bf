import { t, type TSchema } from "elysia";
import { casNumberSchema } from "../../shared/cas";
import { barcodeSource, epaRegNumber, signalWord } from "./inventory.schemas";

const opt = <T extends TSchema>(s: T) => t.Optional(t.Nullable(s));
const name = t.String({ minLength: 1, maxLength: 255, pattern: "\\S" });

export const productCreate = t.Object({
  product_name: name,
  manufacturer: name,
  product_code: opt(t.String({ maxLength: 100 })),
  cas_number: opt(casNumberSchema()),
  barcode_upc: opt(t.String({ maxLength: 100 })),
  barcode_source: opt(barcodeSource),
  internal_sku: opt(t.String({ maxLength: 100 })),
  is_pesticide: t.Optional(t.Boolean({ default: false })),
  epa_registration_number: opt(epaRegNumber),
  signal_word: opt(signalWord),
}, { additionalProperties: false });

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
