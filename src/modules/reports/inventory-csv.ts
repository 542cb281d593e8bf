/** The chemical inventory report as CSV (RFC 4180), pure. */
export interface InventoryReportRow {
  site: string;
  location: string | null;
  productName: string;
  manufacturer: string;
  casNumber: string | null;
  quantity: number;
  containerSize: number;
  sizeUnit: string;
  signalWord: string | null;
  sdsStatus: "current" | "superseded" | "missing";
  sdsRevisionDate: string | null;
  epaRegistrationNumber: string | null;
  /** In use from (the item's creation) and, for a removed item's record, until. */
  inUseFrom: string;
  removedAt: string | null;
}

export const CSV_HEADER = [
  "site", "location", "product_name", "manufacturer", "cas_number", "quantity", "container_size", "size_unit",
  "signal_word", "sds_status", "sds_revision_date", "epa_registration_number",
];

/**
 * A text cell is quoted when it holds a comma, quote or line break; one that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe first.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A report that includes removed items also says, per row, from when and until when it was in use. */
export const REMOVED_COLUMNS = ["in_use_from", "removed_at"];

export function inventoryCsv(rows: InventoryReportRow[], opts: { includeRemoved?: boolean } = {}): string {
  const lines = [[...CSV_HEADER, ...(opts.includeRemoved ? REMOVED_COLUMNS : [])].join(",")];
  for (const r of rows) {
    lines.push([
      r.site, r.location, r.productName, r.manufacturer, r.casNumber, r.quantity, r.containerSize, r.sizeUnit,
      r.signalWord, r.sdsStatus, r.sdsRevisionDate, r.epaRegistrationNumber, ...(opts.includeRemoved ? [r.inUseFrom, r.removedAt] : []),
    ].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
