import type { sdsDocuments } from "./sds.table";

export type SdsRow = typeof sdsDocuments.$inferSelect;

/** Every section number, for parse jobs that read the whole document. */
export const ALL_SECTIONS = Array.from({ length: 16 }, (_, i) => i + 1);

/**
 * Parse priorities (a higher number runs first). The spec fixes 8 for URL imports and 3 for ZIP
 * files; a person waiting on one document (single upload, new version) gets the same 8, a chunked
 * bulk upload sits between at 5.
 */
export const PARSE_PRIORITY = { single: 8, newVersion: 8, urlImport: 8, bulk: 5, zip: 3 } as const;

/** A file name safe for Content-Disposition: the product name, or the stored file name. */
export function downloadFileName(d: { productName: string; revisionDate: string | null }): string {
  const base = `${d.productName}${d.revisionDate ? ` ${d.revisionDate}` : ""}`.replace(/[^\p{L}\p{N} ._()-]+/gu, "_").trim().slice(0, 150);
  return `${base || "sds"}.pdf`;
}
