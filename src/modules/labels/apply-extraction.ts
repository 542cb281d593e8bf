import type { ProductPatch } from "../inventory/products.service";

/** A label extraction result as a client sends it back (the spec's fields, all optional here). */
export interface ExtractionInput {
  product_name?: string | null;
  manufacturer?: string | null;
  net_contents?: string | null;
  product_code?: string | null;
  barcode?: string | null;
  cas_number?: string | null;
  is_pesticide?: boolean | null;
  epa_registration_number?: string | null;
  signal_word?: "DANGER" | "WARNING" | "CAUTION" | "" | null;
  confidence?: number | null;
}

const present = (v: string | null | undefined): v is string => typeof v === "string" && v.trim() !== "";

/**
 * The spec's rules for applying an extraction to a product (pure): a non-empty extracted value
 * overwrites, an extracted is_pesticide of true sets the flag (false never clears it), and an empty
 * value leaves the old one. A barcode taken from a label is marked label_extracted.
 */
export function extractionPatch(x: ExtractionInput): ProductPatch {
  const patch: ProductPatch = {};
  if (present(x.product_name)) patch.product_name = x.product_name.trim();
  if (present(x.manufacturer)) patch.manufacturer = x.manufacturer.trim();
  if (present(x.product_code)) patch.product_code = x.product_code.trim();
  if (present(x.cas_number)) patch.cas_number = x.cas_number.trim();
  if (present(x.barcode)) {
    patch.barcode_upc = x.barcode.trim();
    patch.barcode_source = "label_extracted";
  }
  if (present(x.epa_registration_number)) patch.epa_registration_number = x.epa_registration_number.trim();
  if (x.signal_word) patch.signal_word = x.signal_word;
  if (x.is_pesticide === true) patch.is_pesticide = true;
  if (typeof x.confidence === "number") patch.confidence_score = x.confidence;
  if (Object.keys(patch).length > 0) patch.data_source = "label_extraction";
  return patch;
}
