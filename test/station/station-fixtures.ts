import type { AppContext } from "../../src/context";
import { newId } from "../../src/shared/ids";
import { makePdf } from "../helpers/pdf-fixtures";

export interface StationProductInput {
  name: string;
  manufacturer?: string;
  siteId: string;
  locationId?: string | null;
  barcode?: string | null;
  cas?: string | null;
  signalWord?: string | null;
  hCodes?: string[];
  /** precautionary codes as the parser stores them: split ("P305", "P351", "P338") */
  pCodes?: string[];
  pictograms?: string[];
  /** number → text of sections 4..8 (and any other) */
  sections?: Record<number, string>;
  /** false: the product has no current SDS */
  withSds?: boolean;
  notes?: string;
}

/**
 * A product with a parsed current SDS (a real PDF in the blob store) and one inventory item at a
 * site, written straight into the database: the station only reads these rows.
 */
export async function seedStationProduct(ctx: AppContext, companyId: string, p: StationProductInput) {
  const now = ctx.clock.now().toISOString();
  const manufacturer = p.manufacturer ?? "Solvent Co";
  const raw = ctx.db.$client;
  let sdsId: string | null = null;
  if (p.withSds !== false) {
    sdsId = newId();
    const blob = await ctx.blobs.putBytes(makePdf([`Safety Data Sheet ${p.name}`, sdsId]));
    raw.query(`INSERT INTO sds_documents (sds_id, product_name, manufacturer, revision_date, field_sources, file_checksum, file_size, storage_key,
      source_type, created_at, updated_at, sds_parsed, parse_status, contributed_by_company_id) VALUES (?, ?, ?, '2024-02-01', '{}', ?, ?, ?, 'upload', ?, ?, 1, 'completed', ?)`)
      .run(sdsId, p.name, manufacturer, blob.sha256, blob.size, blob.key, now, now, companyId);
    raw.query("INSERT INTO sds_hazard_info (sds_id, signal_word, pictograms, h_codes, p_codes, hazard_statements) VALUES (?, ?, ?, ?, ?, '[]')")
      .run(sdsId, p.signalWord ?? null, JSON.stringify(p.pictograms ?? []), JSON.stringify(p.hCodes ?? []), JSON.stringify(p.pCodes ?? []));
    for (const [n, text] of Object.entries(p.sections ?? {})) {
      raw.query("INSERT INTO sds_sections (sds_id, number, title, text) VALUES (?, ?, ?, ?)").run(sdsId, Number(n), `Section ${n}`, text);
    }
    raw.query("INSERT INTO company_sds_mappings (company_id, sds_id, first_mapped_at, product_name, manufacturer, revision_date) VALUES (?, ?, ?, ?, ?, '2024-02-01')")
      .run(companyId, sdsId, now, p.name, manufacturer);
  }
  const productId = newId();
  raw.query(`INSERT INTO company_products (company_product_id, company_id, product_name, manufacturer, product_name_normalized, manufacturer_normalized,
    cas_number, barcode_upc, barcode_source, sds_missing, current_sds_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(productId, companyId, p.name, manufacturer, p.name.toLowerCase(), manufacturer.toLowerCase(), p.cas ?? null, p.barcode ?? null,
      p.barcode ? "scanned" : null, sdsId ? 0 : 1, sdsId, now, now);
  raw.query(`INSERT INTO inventory_items (chemical_id, company_id, company_product_id, site_id, location_id, container_size, size_unit, quantity, notes, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, 4, 'L', 7, ?, ?, ?)`).run(newId(), companyId, productId, p.siteId, p.locationId ?? null, p.notes ?? null, now, now);
  return { productId, sdsId };
}
