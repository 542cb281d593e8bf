import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { sha256Hex } from "../../shared/hash";
import { companyKey } from "../sds/sds-library.repository";
import { inventorySearchTerms } from "../inventory/chemicals-page";
import { normalizeBarcode } from "../inventory/product-matching";

/** The site a station token opens; null for an unknown or revoked token. */
export interface StationSite { companyId: string; siteId: string; siteName: string }

export function findStation(db: DbOrTx, token: string): StationSite | null {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return db.all<StationSite>(sql`SELECT l.company_id AS companyId, l.site_id AS siteId, s.name AS siteName
    FROM station_links l JOIN sites s ON s.site_id = l.site_id AND s.company_id = l.company_id
    WHERE l.token_hash = ${sha256Hex(token)}`)[0] ?? null;
}

/**
 * What a station shows of a product: an active product of the company with a current SDS and at
 * least one inventory item at the station's site (its row in product_site_counts, a narrow table kept by
 * triggers, migration 0024, instead of a seek into the items' wide index). Nothing else of the company passes this filter.
 * "Has a current SDS" is `sds_missing = 0` (a trigger keeps it equal to `current_sds_id IS NULL`, migration 0012),
 * which the name index holds: a browse walks the index without reading each product's row.
 */
const visibleAt = (s: StationSite) => sql`p.company_id = ${s.companyId} AND p.is_active = 1 AND p.sds_missing = 0
  AND EXISTS (SELECT 1 FROM product_site_counts c WHERE c.company_id = p.company_id AND c.company_product_id = p.company_product_id AND c.site_id = ${s.siteId} AND c.items > 0)`;

export interface StationProductRow {
  productId: string; productName: string; manufacturer: string; casNumber: string | null; barcode: string | null; sdsId: string;
  productSignalWord: string | null; signalWord: string | null; pictograms: string | null; hCodes: string | null; hazardStatements: string | null;
  pCodes: string | null;
  revisionDate: string | null; documentLanguage: string;
}

const productColumns = sql`p.company_product_id AS productId, p.product_name AS productName, p.manufacturer AS manufacturer,
  p.cas_number AS casNumber, p.barcode_upc AS barcode, p.current_sds_id AS sdsId, p.signal_word AS productSignalWord, h.signal_word AS signalWord,
  h.pictograms AS pictograms, h.h_codes AS hCodes, h.hazard_statements AS hazardStatements, h.p_codes AS pCodes, d.revision_date AS revisionDate,
  d.document_language AS documentLanguage`;
const productJoins = sql`LEFT JOIN sds_hazard_info h ON h.sds_id = p.current_sds_id JOIN sds_documents d ON d.sds_id = p.current_sds_id`;

/**
 * Above this many matches a station search counts no further: the worker is told "more than 500"
 * and types more of the name. Counting every match costs a lookup per product (~40 ms at 10,000
 * products), the page itself only its 25 rows; so a search stays O(page), whatever the catalog's size.
 */
export const STATION_COUNT_LIMIT = 500;

/** Up to this many full-text hits, a search's page is sorted from its hits; above, the name index is walked. */
const HITS_SORTED_LIMIT = 1000;

/**
 * One page of the station's products, by name: matching the words (name, manufacturer, CAS, SKU)
 * through the inventory's full-text table, or the exact barcode a scanner typed. A narrow search
 * (a CAS number, a barcode, a rare word) starts from its few hits; a broad one walks the products in
 * name order and meets 25 matches early. Either way the work is bounded by the page, not the catalog.
 */
export function searchStationProducts(db: DbOrTx, s: StationSite, q: string, page: { limit: number; offset: number }, countLimit = STATION_COUNT_LIMIT) {
  let from = sql`company_products p INDEXED BY products_name_cov_idx`;
  let where = visibleAt(s);
  if (q.trim()) {
    const terms = inventorySearchTerms(q);
    const byBarcode = sql`SELECT product_key AS k FROM company_products WHERE company_id = ${s.companyId} AND barcode_upc = ${normalizeBarcode(q)}`;
    const hits = terms
      ? sql`SELECT rowid AS k FROM inventory_search_fts WHERE inventory_search_fts MATCH ${`${companyKey(s.companyId)} AND (${terms})`} UNION ${byBarcode}`
      : byBarcode;
    const few = (db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (${hits} LIMIT ${HITS_SORTED_LIMIT + 1})`)[0]?.n ?? 0) <= HITS_SORTED_LIMIT;
    if (few) from = sql`(${hits}) h CROSS JOIN company_products p ON p.product_key = h.k`;
    else where = sql`${where} AND p.product_key IN (${hits})`;
  }
  const counted = db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${countLimit + 1})`)[0]?.n ?? 0;
  const exact = counted <= countLimit;
  const total = Math.min(counted, countLimit);
  const rows = exact && page.offset >= total ? [] : db.all<StationProductRow>(sql`SELECT ${productColumns} FROM ${from} ${productJoins}
    WHERE ${where} ORDER BY p.product_name_normalized, p.company_product_id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { rows, total, exact };
}

/** Every product the station shows (its offline copy). */
export function allStationProducts(db: DbOrTx, s: StationSite): StationProductRow[] {
  return db.all<StationProductRow>(sql`SELECT ${productColumns} FROM company_products p ${productJoins}
    WHERE ${visibleAt(s)} ORDER BY p.product_name_normalized, p.company_product_id`);
}

export function findStationProduct(db: DbOrTx, s: StationSite, productId: string): StationProductRow | null {
  return db.all<StationProductRow>(sql`SELECT ${productColumns} FROM company_products p ${productJoins}
    WHERE ${visibleAt(s)} AND p.company_product_id = ${productId}`)[0] ?? null;
}

/** The SDS document behind a station's product, when it is that product's current SDS. */
export function findStationSds(db: DbOrTx, s: StationSite, sdsId: string) {
  return db.all<{ fileChecksum: string; productName: string; revisionDate: string | null }>(sql`SELECT d.file_checksum AS fileChecksum,
    p.product_name AS productName, d.revision_date AS revisionDate FROM company_products p JOIN sds_documents d ON d.sds_id = p.current_sds_id
    WHERE ${visibleAt(s)} AND p.current_sds_id = ${sdsId} LIMIT 1`)[0] ?? null;
}

export const EMERGENCY_SECTIONS = [4, 5, 6, 7, 8] as const;

/** Sections 4–8 (first aid, fire-fighting, accidental release, handling and storage, PPE) of the given SDSs. */
export function emergencySections(db: DbOrTx, sdsIds: string[]) {
  const out = new Map<string, { number: number; title: string; text: string }[]>();
  for (let i = 0; i < sdsIds.length; i += 500) {
    const chunk = sdsIds.slice(i, i + 500);
    const rows = db.all<{ sdsId: string; number: number; title: string; text: string }>(sql`SELECT sds_id AS sdsId, number, title, text
      FROM sds_sections WHERE sds_id IN (${sql.join(chunk.map((id) => sql`${id}`), sql`, `)}) AND number BETWEEN 4 AND 8 ORDER BY sds_id, number`);
    for (const r of rows) {
      const list = out.get(r.sdsId) ?? [];
      list.push({ number: r.number, title: r.title, text: r.text });
      out.set(r.sdsId, list);
    }
  }
  return out;
}
