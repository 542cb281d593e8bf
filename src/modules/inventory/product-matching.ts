/**
 * Product matching rules, as pure functions (no I/O): the spec's two barcode-source tables and
 * decisions.md's definition of a "new" product.
 */
import type { BARCODE_SOURCES } from "./inventory.table";

export type BarcodeSource = (typeof BARCODE_SOURCES)[number];

/** Lowercased, trimmed, inner white space folded: how names and manufacturers are compared. */
export const normalizeName = (value: string): string => value.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");

/** Barcodes are compared without white space (scanners and people disagree about spaces). */
export const normalizeBarcode = (value: string): string => value.replace(/\s+/g, "");

/**
 * Company matching: every barcode source is used (scanned, api_validated, label_extracted and
 * manual all say "yes" in the spec's table); no barcode means n/a.
 */
export const usableForCompanyMatching = (source: BarcodeSource | null): boolean => source !== null;

/**
 * Global catalog matching (another company's product on the same appliance): only a barcode the
 * appliance validated is trusted. "scanned", "label_extracted" and "manual" are what a client
 * declared, so another company could claim any of them for any barcode. Even a trusted match only
 * yields a suggestion a manager accepts (sds-search.job.ts). Returns the confidence a barcode of
 * this source lends to a match, or null when it may not be used.
 */
export function globalMatchTrust(source: BarcodeSource | null): number | null {
  return source === "api_validated" ? 1 : null;
}

/** Confidence of a global match between two products' barcodes: the weaker side decides. */
export function globalMatchConfidence(query: BarcodeSource | null, candidate: BarcodeSource | null): number | null {
  const a = globalMatchTrust(query);
  const b = globalMatchTrust(candidate);
  return a === null || b === null ? null : Math.min(a, b);
}

export interface ProductIdentity {
  productName: string;
  manufacturer: string;
  productCode?: string | null;
  barcodeUpc?: string | null;
  barcodeSource?: BarcodeSource | null;
}

/**
 * How the company catalog is searched for an existing product (decisions.md): by barcode when one
 * is given, otherwise by normalized product name + manufacturer, plus the product code when given.
 */
export type CompanyMatchKey =
  | { by: "barcode"; barcode: string }
  | { by: "name"; productName: string; manufacturer: string; productCode: string | null };

export function companyMatchKey(p: ProductIdentity): CompanyMatchKey {
  const barcode = p.barcodeUpc ? normalizeBarcode(p.barcodeUpc) : "";
  if (barcode && usableForCompanyMatching(p.barcodeSource ?? "manual")) return { by: "barcode", barcode };
  const code = p.productCode?.trim();
  return { by: "name", productName: normalizeName(p.productName), manufacturer: normalizeName(p.manufacturer), productCode: code ? code : null };
}

/**
 * A barcode without a stated source was typed in by someone (the lowest trust); a source without
 * a barcode means nothing (the spec: null when no barcode is given).
 */
export function effectiveBarcodeSource(barcode: string | null | undefined, source: BarcodeSource | null | undefined): BarcodeSource | null {
  if (!barcode) return null;
  return source ?? "manual";
}

/**
 * How much two product names resemble each other (0..1), for matching an SDS to a product by name:
 * 1 when equal after normalization; otherwise the share of the shorter name's words found in the other.
 */
export function nameSimilarity(a: string, b: string): number {
  const na = wordsOf(a);
  const nb = wordsOf(b);
  if (na.join(" ") === nb.join(" ")) return na.length ? 1 : 0;
  if (!na.length || !nb.length) return 0;
  const [short, long] = na.length <= nb.length ? [na, nb] : [nb, na];
  const set = new Set(long);
  const hits = short.filter((w) => set.has(w)).length;
  return (hits / short.length) * (short.length / long.length) ** 0.25;
}

/** Manufacturer names compared without legal suffixes ("BASF SE" = "BASF", "3M Company" = "3M"). */
export function sameManufacturer(a: string, b: string): boolean {
  const strip = (s: string) => wordsOf(s).filter((w) => !LEGAL_SUFFIXES.has(w)).join(" ");
  const sa = strip(a);
  const sb = strip(b);
  return sa !== "" && (sa === sb || sa.startsWith(`${sb} `) || sb.startsWith(`${sa} `));
}

const LEGAL_SUFFIXES = new Set(["inc", "llc", "ltd", "co", "corp", "corporation", "company", "gmbh", "ag", "se", "sa", "plc", "lp", "bv", "nv", "the", "us", "usa"]);

const wordsOf = (s: string): string[] => normalizeName(s).replace(/[®™©]/g, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
