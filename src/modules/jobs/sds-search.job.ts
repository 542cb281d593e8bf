import { t } from "elysia";
import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { defineJob } from "./job-definition";
import { companyProducts } from "../inventory/inventory.table";
import { globalMatchConfidence, nameSimilarity, normalizeName, sameManufacturer } from "../inventory/product-matching";
import type { ProductRow } from "../inventory/products.repository";
import { attachProductItems } from "../inventory/sds-attachment";
import { ensureMapping } from "../sds/mappings.repository";
import { companySdsMappings, sdsDocuments } from "../sds/sds.table";

/** A name match is confident from this similarity up, and only with the same manufacturer. */
export const NAME_MATCH_THRESHOLD = 0.85;

interface Candidate { sdsId: string; source: "company_library" | "global_barcode" | "repository"; confidence: number; revisionDate: string | null }

/**
 * sds_search: looks for the product's SDS (1) in the company's library, (2) through another
 * company's product with the same trusted barcode (the spec's global-catalog column: scanned and
 * api_validated fully, label_extracted with lower confidence, manual never), (3) in the appliance's
 * repository by normalized name and manufacturer. A confident match is mapped into the library,
 * becomes the product's current SDS (sds_missing false) and is attached to the product's items
 * without one; the managers are told to review it. No match leaves sds_missing and notifies them.
 */
export const sdsSearchJob = defineJob({
  kind: "sds_search",
  priority: 5,
  payload: t.Object({
    company_product_id: t.String({ format: "uuid" }),
    company_id: t.String({ format: "uuid" }),
    product_name: t.String(),
    manufacturer: t.String(),
    user_id: t.Optional(t.String()),
  }),
  async handle(ctx, p) {
    const where = and(eq(companyProducts.companyId, p.company_id), eq(companyProducts.companyProductId, p.company_product_id));
    const product = ctx.db.select().from(companyProducts).where(where).get();
    if (!product) return { outcome: "product_gone" };
    if (!product.sdsMissing) return { outcome: "already_has_sds", sds_id: product.currentSdsId };
    const best = bestCandidate(ctx.db, product);
    const now = ctx.clock.now();
    const iso = now.toISOString();
    return ctx.db.transaction((tx) => {
      const fresh = tx.select().from(companyProducts).where(where).get();
      if (!fresh?.sdsMissing) return { outcome: "already_has_sds", sds_id: fresh?.currentSdsId ?? null };
      if (!best) {
        notifyManagers(ctx, tx, product, now, "sds_missing", `No SDS found for ${product.productName}`,
          `No SDS for ${product.productName} (${product.manufacturer}) is in the library or the appliance's repository. Upload it, or search the web for it.`);
        return { outcome: "not_found" };
      }
      ensureMapping(tx, { companyId: p.company_id, sdsId: best.sdsId, now: iso });
      tx.update(companyProducts).set({ currentSdsId: best.sdsId, sdsMissing: false, updatedAt: iso }).where(where).run();
      const attached = attachProductItems(tx, { companyId: p.company_id, productId: product.companyProductId, sdsId: best.sdsId, now: iso });
      notifyManagers(ctx, tx, product, now, "sds_matched", `SDS found for ${product.productName}`,
        `An SDS was matched to ${product.productName} (${product.manufacturer}) from the ${best.source.replace("_", " ")} and attached to ${attached} item(s). Please review it.`, { sds_id: best.sdsId });
      return { outcome: "matched", sds_id: best.sdsId, source: best.source, confidence: best.confidence, items_attached: attached };
    });
  },
});

function notifyManagers(ctx: AppContext, tx: DbOrTx, product: ProductRow, now: Date, kind: string, title: string, body: string, data: Record<string, unknown> = {}) {
  const key = `${kind}:${product.companyProductId}`;
  ctx.jobs.enqueue(tx, {
    kind: "notification_send", companyId: product.companyId, dedupeKey: key,
    payload: { company_id: product.companyId, kind, key, title, body, data: { company_product_id: product.companyProductId, ...data } },
  }, now);
}

function bestCandidate(db: DbOrTx, product: ProductRow): Candidate | null {
  const all = [...fromCompanyLibrary(db, product), ...fromGlobalBarcode(db, product), ...fromRepository(db, product)];
  const order = { company_library: 0, global_barcode: 1, repository: 2 };
  all.sort((a, b) => b.confidence - a.confidence || order[a.source] - order[b.source] || (b.revisionDate ?? "").localeCompare(a.revisionDate ?? ""));
  return all[0] ?? null;
}

/** The first significant word of the manufacturer: narrows the SQL before names are compared. */
const manufacturerHint = (m: string) => `%${(normalizeName(m).split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 2) ?? "").replace(/[\\%_]/g, "")}%`;

function byName(product: ProductRow, rows: { sdsId: string; productName: string; manufacturer: string; revisionDate: string | null }[], source: Candidate["source"]): Candidate[] {
  return rows.flatMap((r) => {
    const similarity = nameSimilarity(product.productName, r.productName);
    if (similarity < NAME_MATCH_THRESHOLD || !sameManufacturer(product.manufacturer, r.manufacturer)) return [];
    return [{ sdsId: r.sdsId, source, confidence: similarity, revisionDate: r.revisionDate }];
  });
}

function fromCompanyLibrary(db: DbOrTx, product: ProductRow): Candidate[] {
  const rows = db.select({ sdsId: sdsDocuments.sdsId, productName: sdsDocuments.productName, manufacturer: sdsDocuments.manufacturer, revisionDate: sdsDocuments.revisionDate })
    .from(companySdsMappings).innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, companySdsMappings.sdsId))
    .where(and(eq(companySdsMappings.companyId, product.companyId), eq(sdsDocuments.isCurrent, true),
      sql`lower(${sdsDocuments.manufacturer}) like ${manufacturerHint(product.manufacturer)}`)).limit(2000).all();
  return byName(product, rows, "company_library");
}

function fromRepository(db: DbOrTx, product: ProductRow): Candidate[] {
  const rows = db.select({ sdsId: sdsDocuments.sdsId, productName: sdsDocuments.productName, manufacturer: sdsDocuments.manufacturer, revisionDate: sdsDocuments.revisionDate })
    .from(sdsDocuments).where(and(eq(sdsDocuments.isCurrent, true), sql`lower(${sdsDocuments.manufacturer}) like ${manufacturerHint(product.manufacturer)}`))
    .orderBy(desc(sdsDocuments.createdAt)).limit(2000).all();
  return byName(product, rows, "repository");
}

function fromGlobalBarcode(db: DbOrTx, product: ProductRow): Candidate[] {
  if (!product.barcodeUpc) return [];
  const others = db.select({ sdsId: companyProducts.currentSdsId, source: companyProducts.barcodeSource, revisionDate: sdsDocuments.revisionDate })
    .from(companyProducts).innerJoin(sdsDocuments, and(eq(sdsDocuments.sdsId, companyProducts.currentSdsId), eq(sdsDocuments.isCurrent, true)))
    .where(and(eq(companyProducts.barcodeUpc, product.barcodeUpc), ne(companyProducts.companyId, product.companyId),
      eq(companyProducts.isActive, true), isNotNull(companyProducts.currentSdsId))).limit(50).all();
  return others.flatMap((o) => {
    const confidence = globalMatchConfidence(product.barcodeSource, o.source);
    return confidence === null || !o.sdsId ? [] : [{ sdsId: o.sdsId, source: "global_barcode" as const, confidence, revisionDate: o.revisionDate }];
  });
}
