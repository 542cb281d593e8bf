/**
 * Product name, manufacturer and revision date from an SDS file name, by the spec's pattern
 * `product_manufacturer_date.pdf` ("Acetone_Fisher Scientific_2021-03-15.pdf"). Pure: no I/O.
 *
 * Names that do not follow the pattern still give a useful library entry: the product name is the
 * readable file name and the manufacturer a placeholder, both replaced by what parsing finds.
 */
export interface FilenameMetadata {
  product_name: string;
  manufacturer: string;
  revision_date: string | null;
  /** Which fields came from the name (parsing may replace them) and which are placeholders. */
  sources: { product_name: "filename"; manufacturer: "filename" | "placeholder"; revision_date?: "filename" };
}

export const UNKNOWN_MANUFACTURER = "Unknown manufacturer";

const tidy = (s: string) => s.replace(/[_\s]+/g, " ").replace(/\s+/g, " ").trim();

/** A real calendar date as YYYY-MM-DD, or null. */
function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1970 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Dates as plants write them in file names: 2021-03-15, 20210315, 2021.03.15, 03-15-2021 (US first), 15.03.2021, 2021-03, 2021. */
export function dateFromNamePart(part: string): string | null {
  const s = part.trim();
  let m = s.match(/^(\d{4})[-.](\d{1,2})[-.](\d{1,2})$/) ?? s.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (m) return isoDate(+m[1]!, +m[2]!, +m[3]!);
  m = s.match(/^(\d{1,2})[-.](\d{1,2})[-.](\d{4})$/);
  if (m) {
    const a = +m[1]!;
    const b = +m[2]!;
    // Dots are the European day-first form; dashes are read month first unless that is impossible.
    if (s.includes(".") || a > 12) return isoDate(+m[3]!, b, a);
    return isoDate(+m[3]!, a, b);
  }
  m = s.match(/^(\d{4})-(\d{1,2})$/);
  if (m) return isoDate(+m[1]!, +m[2]!, 1);
  return null;
}

/** Metadata from a file name (folders are ignored). */
export function metadataFromFilename(fileName: string): FilenameMetadata {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const stem = base.replace(/\.pdf$/i, "");
  const parts = stem.split("_").map((p) => p.trim()).filter(Boolean);
  const last = parts.length >= 3 ? dateFromNamePart(parts[parts.length - 1]!) : null;
  if (last && parts.length >= 3) {
    const manufacturer = tidy(parts[parts.length - 2]!);
    const product = tidy(parts.slice(0, -2).join(" "));
    if (product && manufacturer) {
      return { product_name: product, manufacturer, revision_date: last, sources: { product_name: "filename", manufacturer: "filename", revision_date: "filename" } };
    }
  }
  if (parts.length === 2 && !dateFromNamePart(parts[1]!)) {
    return { product_name: tidy(parts[0]!), manufacturer: tidy(parts[1]!), revision_date: null, sources: { product_name: "filename", manufacturer: "filename" } };
  }
  // Fallback: the whole name is the product; a trailing date is still kept.
  const words = stem.split(/[_\s]+/).filter(Boolean);
  const trailing = words.length > 1 ? dateFromNamePart(words[words.length - 1]!) : null;
  const product = tidy((trailing ? words.slice(0, -1) : words).join(" ")) || "Untitled SDS";
  return {
    product_name: product.slice(0, 255), manufacturer: UNKNOWN_MANUFACTURER, revision_date: trailing,
    sources: trailing ? { product_name: "filename", manufacturer: "placeholder", revision_date: "filename" } : { product_name: "filename", manufacturer: "placeholder" },
  };
}
