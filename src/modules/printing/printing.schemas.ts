import { t } from "elysia";
import { literals } from "../inventory/inventory.schemas";
import { LABEL_FORMATS } from "./label-content.ts";
import { LABEL_SIZES } from "./label-sizes.ts";

const format = literals(LABEL_FORMATS, {
  default: "full",
  description: "full: the complete label; small: containers of 100 mL or less (identifier, pictograms, signal word, supplier name and phone, \"See full label on outer package\"); tiny: 3 mL or less (identifier only); workplace: identifier, signal word, pictograms and hazard statements (OSHA 1910.1200(b)(6)(ii))",
});
const size = literals(LABEL_SIZES, {
  default: "4x6",
  description: "4x6, 4x3, 2x4 (inches, width × height: 2x4 is 4 in wide, 2 in high), a6, a7 (landscape), or a sheet: avery-5163 (Letter, 10 labels of 4 × 2 in), avery-l7165 (A4, 8 labels of 99.1 × 67.7 mm)",
});

const siteId = t.String({ format: "uuid", description: "the site whose SDS station the QR code leads to (default: a location's site for a location batch, else the site holding most of the product's items)" });

export const labelQuery = t.Object({ format: t.Optional(format), size: t.Optional(size), site_id: t.Optional(siteId) }, { additionalProperties: false });

export const batchLabelsBody = t.Object({
  product_ids: t.Optional(t.Array(t.String({ format: "uuid" }), { minItems: 1, maxItems: 200, description: "the products to label, in this order (at most 200: a PDF is built while the request waits)" })),
  location_id: t.Optional(t.String({ format: "uuid", description: "or: every product with an item at this location" })),
  format: t.Optional(format),
  size: t.Optional(size),
  site_id: t.Optional(siteId),
}, { additionalProperties: false });

export const pdfResponse = t.Any({ description: "the labels (application/pdf)" });
