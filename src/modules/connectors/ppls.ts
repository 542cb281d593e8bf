/**
 * The US EPA Pesticide Product Label System (PPLS) answer for one registration number, read
 * without I/O. GET {LABEL_LOOKUP_URL}/{company}-{product} answers
 *   { "items": [ { "eparegno": "264-849", "productname": "...", "product_status": "Active",
 *                  "pdffiles": [ { "pdffile": "000264-00849-20200317.pdf", ... } ], ... } ] }
 * and each label PDF is served at {LABEL_LOOKUP_PDF_URL}/{pdffile}.
 */

export interface PplsLabelFile {
  fileName: string;
  /** YYYY-MM-DD, from the file name's yyyymmdd stamp (or an accepted-date field). */
  date: string | null;
}

export interface PplsProduct {
  regNumber: string;
  productName: string | null;
  status: string | null;
  /** Newest first. */
  labels: PplsLabelFile[];
}

/**
 * The number the service is asked for: leading zeros stripped from each segment, and a
 * three-segment distributor number (company-product-distributor) reduced to its first two
 * segments, whose label it carries. Null when the text is not a registration number.
 */
export function lookupRegNumber(raw: string): string | null {
  const m = /^\s*(\d{1,7})-(\d{1,6})(?:-(\d{1,7}))?\s*$/.exec(raw);
  if (!m) return null;
  const strip = (s: string) => s.replace(/^0+(?=\d)/, "");
  const company = strip(m[1]!);
  const product = strip(m[2]!);
  if (company === "0" || product === "0") return null;
  return `${company}-${product}`;
}

/** A label file name that may be appended to the PDF base URL: one plain path segment ending in .pdf. */
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.pdf$/i;

function dateOf(file: Record<string, unknown>, name: string): string | null {
  const stamp = /-(\d{4})(\d{2})(\d{2})\.pdf$/i.exec(name);
  if (stamp) return `${stamp[1]}-${stamp[2]}-${stamp[3]}`;
  for (const key of ["pdffile_accepted_date", "accepted_date", "label_date"]) {
    const v = file[key];
    if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
  }
  return null;
}

/** Label files newest first; entries with unsafe names are ignored. Undated files come last, in listed order. */
export function labelFilesOf(item: Record<string, unknown>): PplsLabelFile[] {
  const files = Array.isArray(item.pdffiles) ? item.pdffiles : [];
  const out: PplsLabelFile[] = [];
  for (const f of files) {
    if (!f || typeof f !== "object") continue;
    const name = (f as Record<string, unknown>).pdffile;
    if (typeof name !== "string" || !SAFE_FILE.test(name.trim())) continue;
    out.push({ fileName: name.trim(), date: dateOf(f as Record<string, unknown>, name.trim()) });
  }
  return out
    .map((f, i) => ({ f, i }))
    .sort((x, y) => (y.f.date ?? "").localeCompare(x.f.date ?? "") || x.i - y.i)
    .map(({ f }) => f);
}

/** Leading bytes of an answer that is a web page (a block or maintenance page), not data. */
export function looksLikeHtml(head: Uint8Array | string): boolean {
  const text = (typeof head === "string" ? head : new TextDecoder().decode(head)).replace(/^\uFEFF/, "").trimStart().slice(0, 64).toLowerCase();
  return text.startsWith("<");
}

/**
 * The product of a PPLS answer for `regNumber`, or null when the answer lists none. The item whose
 * eparegno matches is preferred; otherwise the first item (the service was asked for this number).
 * Throws on JSON that is not a PPLS answer.
 */
export function parsePplsAnswer(body: unknown, regNumber: string): PplsProduct | null {
  if (!body || typeof body !== "object" || !Array.isArray((body as { items?: unknown }).items)) {
    throw new Error("the label service's answer has no items list");
  }
  const items = (body as { items: unknown[] }).items.filter((i): i is Record<string, unknown> => !!i && typeof i === "object");
  if (items.length === 0) return null;
  const item = items.find((i) => typeof i.eparegno === "string" && lookupRegNumber(i.eparegno) === regNumber) ?? items[0]!;
  return {
    regNumber,
    productName: typeof item.productname === "string" ? item.productname.trim().slice(0, 255) || null : null,
    status: typeof item.product_status === "string" ? item.product_status : null,
    labels: labelFilesOf(item),
  };
}
