import { t, type TSchema } from "elysia";
import { pageQuery } from "../../shared/paging";
import { casNumberSchema } from "../../shared/cas";
import { withAliases } from "../../shared/enum-case";
import { SIZE_UNIT_ALIASES, SIZE_UNIT_NAMES } from "./units";
import { BARCODE_SOURCES, LABEL_STATUSES, SIGNAL_WORDS } from "./inventory.table";

const strict = { additionalProperties: false } as const;
const uuid = t.String({ format: "uuid" });
const opt = <T extends TSchema>(s: T) => t.Optional(t.Nullable(s));

/**
 * A union of string literals typed by its values. (t.UnionEnum would do, but Elysia fills an
 * absent optional UnionEnum with its first value, which would invent a barcode_source.)
 */
export const literals = <const T extends readonly [string, ...string[]]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  t.Union(values.map((v) => t.Literal(v)), options) as unknown as TSchema & { static: T[number] };

/** decisions.md: the 2- or 3-segment registration number form. */
export const EPA_REG_PATTERN = "^\\d{1,6}-\\d{1,5}(-\\d{1,6})?$";
export const VERIFICATION_STATUSES = ["unverified", "verified", "rejected"] as const;
export const CHEMICAL_SORTS = ["created_at", "product_name", "manufacturer", "quantity", "container_size"] as const;
export const PRODUCT_SORTS = ["created_at", "product_name", "manufacturer"] as const;

export const barcodeSource = literals(BARCODE_SOURCES);
/** A unit from the defined list; other spellings of it ("litre", "lbs", "fl. oz.") are stored as the unit. */
export const sizeUnit = withAliases(literals(SIZE_UNIT_NAMES, {
  description: "L, mL, m³, gal, qt, pt, fl oz, kg, g, mg, t, lb, oz or each; common spellings (litre, lbs, fl. oz., pcs) are accepted and stored as these",
}), SIZE_UNIT_ALIASES);
export const signalWord = literals(SIGNAL_WORDS);
export const epaRegNumber = t.String({ maxLength: 50, pattern: EPA_REG_PATTERN, description: "XXXXX-XX or XXXXX-XX-XXXXX" });
// At least one character that is not white space: "   " is no name.
const name = t.String({ minLength: 1, maxLength: 255, pattern: "\\S" });

export const productResponse = t.Object({
  company_product_id: uuid,
  company_id: uuid,
  product_name: t.String(),
  manufacturer: t.String(),
  product_code: t.Nullable(t.String()),
  cas_number: t.Nullable(t.String()),
  barcode_upc: t.Nullable(t.String()),
  barcode_source: t.Nullable(t.String()),
  internal_sku: t.Nullable(t.String()),
  is_pesticide: t.Boolean(),
  epa_registration_number: t.Nullable(t.String()),
  signal_word: t.Nullable(t.String()),
  sds_missing: t.Boolean(),
  current_sds_id: t.Nullable(t.String()),
  data_source: t.Nullable(t.String()),
  confidence_score: t.Nullable(t.Number()),
  verification_status: t.String(),
  label_status: literals(LABEL_STATUSES),
  label_id: t.Nullable(t.String()),
  is_active: t.Boolean(),
  created_by_user_id: t.Nullable(t.String()),
  created_at: t.String(),
  updated_at: t.String(),
}, { title: "CompanyProduct" });

export const sdsSummary = t.Object({
  sds_id: uuid,
  product_name: t.String(),
  manufacturer: t.String(),
  revision_date: t.Nullable(t.String()),
  revision_number: t.Nullable(t.String()),
  is_current: t.Boolean(),
  sds_parsed: t.Boolean(),
  signal_word: t.Nullable(t.String()),
  pictograms: t.Array(t.String()),
  review_status: t.Nullable(t.String()),
}, { title: "SdsSummary" });

export const chemicalResponse = t.Object({
  chemical_id: uuid,
  company_id: uuid,
  company_product_id: uuid,
  site_id: uuid,
  location_id: t.Nullable(t.String()),
  container_size: t.Number(),
  size_unit: t.String(),
  quantity: t.Integer(),
  sds_id: t.Nullable(t.String()),
  data_source: t.Nullable(t.String()),
  extraction_confidence: t.Nullable(t.Number()),
  notes: t.Nullable(t.String()),
  created_by_user_id: t.Nullable(t.String()),
  created_at: t.String(),
  updated_at: t.String(),
  company_product: productResponse,
  site: t.Object({ site_id: uuid, name: t.String() }),
  location: t.Nullable(t.Object({ location_id: uuid, name: t.String() })),
  sds: t.Nullable(sdsSummary),
  removed: t.Boolean({ description: "true for the record of a deleted item (listed with include_removed=true)" }),
  removed_at: t.Nullable(t.String({ description: "when the item was deleted: the end of its use" })),
  removed_by_user_id: t.Nullable(t.String()),
}, { title: "ChemicalInventoryItem" });

export const chemicalCreatedResponse = t.Composite([chemicalResponse, t.Object({
  product_is_new: t.Boolean({ description: "false when an existing company product was matched and reused" }),
  dispatched_jobs: t.Array(t.String(), { description: "job kinds dispatched for a new product (sds_search, epa_label_search)" }),
})]);

/** What names a catalog product: the fields a new item and a new catalog product (POST /chem/products) share. */
export const productFields = {
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
};

export const chemicalCreate = t.Object({
  site_id: uuid,
  ...productFields,
  container_size: t.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
  size_unit: t.Optional({ ...sizeUnit, default: "L" }),
  quantity: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  location_id: opt(uuid),
  data_source: opt(t.String({ maxLength: 100 })),
  extraction_confidence: opt(t.Number({ minimum: 0, maximum: 1 })),
  notes: opt(t.String({ maxLength: 2000 })),
}, strict);

export const chemicalPatch = t.Object({
  site_id: t.Optional(uuid),
  location_id: opt(uuid),
  container_size: t.Optional(t.Number({ exclusiveMinimum: 0, maximum: 1e9 })),
  size_unit: t.Optional(sizeUnit),
  quantity: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000 })),
  notes: opt(t.String({ maxLength: 2000 })),
}, strict);

export const attachSdsBody = t.Object({ sds_id: uuid }, strict);

const boolQuery = t.Optional(t.BooleanString());
const sortOrder = t.Optional(t.Union([t.Literal("asc"), t.Literal("desc")], { default: "desc" }));

export const chemicalListQuery = t.Object({
  ...pageQuery,
  site_id: t.Optional(uuid),
  location_id: t.Optional(uuid),
  search: t.Optional(t.String({ maxLength: 200 })),
  is_pesticide: boolQuery,
  sds_missing: boolQuery,
  sort_by: t.Optional(literals(CHEMICAL_SORTS, { default: "created_at" })),
  sort_order: sortOrder,
  include_removed: t.Optional(t.BooleanString({ description: "also the records of deleted items (removed: true, removed_at), in the same order" })),
});

export const productListQuery = t.Object({
  ...pageQuery,
  search: t.Optional(t.String({ maxLength: 200 })),
  internal_sku: t.Optional(t.String({ maxLength: 100 })),
  epa_registration_number: t.Optional(t.String({ maxLength: 50 })),
  is_pesticide: boolQuery,
  sds_missing: boolQuery,
  include_inactive: boolQuery,
  sort_by: t.Optional(literals(PRODUCT_SORTS, { default: "created_at" })),
  sort_order: sortOrder,
});

export const productPatch = t.Object({
  product_name: t.Optional(name),
  manufacturer: t.Optional(name),
  product_code: opt(t.String({ maxLength: 100 })),
  cas_number: opt(casNumberSchema()),
  barcode_upc: opt(t.String({ maxLength: 100 })),
  barcode_source: opt(barcodeSource),
  internal_sku: opt(t.String({ maxLength: 100 })),
  is_pesticide: t.Optional(t.Boolean()),
  epa_registration_number: opt(epaRegNumber),
  signal_word: opt(signalWord),
  data_source: opt(t.String({ maxLength: 100 })),
  verification_status: t.Optional(literals(VERIFICATION_STATUSES)),
  is_active: t.Optional(t.Boolean()),
}, strict);

export const idParam = (key: string) => t.Object({ [key]: uuid });
export const barcodeParam = t.Object({ barcode: t.String({ minLength: 1, maxLength: 100 }) });
