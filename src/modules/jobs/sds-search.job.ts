import { t } from "elysia";
import { and, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { defineJob } from "./job-definition";
import { companyProducts } from "../inventory/inventory.table";
import { globalMatchConfidence, nameSimilarity, normalizeName, sameManufacturer } from "../inventory/product-matching";
import type { ProductRow } from "../inventory/products.repository";
import { productItemCount, setProductSds } from "../inventory/sds-attachment";
import { newId } from "../../shared/ids";
import { companySdsMappings, sdsDocuments, sdsSuggestions } from "../sds/sds.table";

/** A name match is confident from this similarity up, and only with the same manufacturer. */
export const NAME_MATCH_THRESHOLD = 0.85;
/** At most this many suggestions per product and run, best first. */
export const MAX_SUGGESTIONS = 3;

interface Candidate { sdsId: string; source: "company_library" | "global_barcode" | "repository"; confidence: number; revisionDate: string | null }

/**
 * sds_search: looks for the product's SDS.
 * (1) In the company's own library, by the names the company sees there (its own or the document's):
 *     a confident match becomes the product's current SDS (sds_missing false), is attached to the
 *     product's items without one, and the managers are told to review it.
 * (2) Outside the library — the appliance's repository by the document's own parsed identity (never
 *     a name someone typed), and another company's product with the same barcode when both sides
 *     say api_validated (never a declared scanned, label or manual barcode): each match becomes a
 *     pending suggestion a manager accepts or dismisses (sds-suggestions.service.ts); nothing is
 *     attached and the product stays sds_missing until then.
 * No match leaves sds_missing and notifies the managers.
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
    const own = best(fromCompanyLibrary(ctx.db, product))[0];
    const outside = own ? [] : best([...fromGlobalBarcode(ctx.db, product), ...fromRepository(ctx.db, product)]).slice(0, MAX_SUGGESTIONS);
    const now = ctx.clock.now();
    const iso = now.toISOString();
    return ctx.db.transaction((tx) => {
      const fresh = tx.select().from(companyProducts).where(where).get();
      if (!fresh?.sdsMissing) return { outcome: "already_has_sds", sds_id: fresh?.currentSdsId ?? null };
      if (own) {
        setProductSds(tx, { companyId: p.company_id, productId: product.companyProductId, sdsId: own.sdsId, now: iso });
        const attached = productItemCount(tx, p.company_id, product.companyProductId);
        notifyManagers(ctx, tx, product, now, "sds_matched", `SDS found for ${product.productName}`,
          `An SDS from your library was matched to ${product.productName} (${product.manufacturer}) and attached to ${attached} item(s). Please review it.`, { sds_id: own.sdsId });
        return { outcome: "matched", sds_id: own.sdsId, source: own.source, confidence: own.confidence, items_attached: attached };
      }
      if (outside.length) {
        const created = outside.filter((c) => tx.insert(sdsSuggestions).values({
          suggestionId: newId(), companyId: p.company_id, companyProductId: product.companyProductId, sdsId: c.sdsId, source: c.source,
          confidence: c.confidence, status: "pending", createdAt: iso,
        }).onConflictDoNothing().returning({ id: sdsSuggestions.suggestionId }).all().length > 0);
        const pending = tx.select({ id: sdsSuggestions.suggestionId }).from(sdsSuggestions).where(and(
          eq(sdsSuggestions.companyId, p.company_id), eq(sdsSuggestions.companyProductId, product.companyProductId), eq(sdsSuggestions.status, "pending"),
        )).all();
        if (pending.length) {
          notifyManagers(ctx, tx, product, now, "sds_suggested", `Possible SDS for ${product.productName}`,
            `The appliance's shared repository holds ${pending.length} SDS(s) that may fit ${product.productName} (${product.manufacturer}). Nothing was attached: open the product's SDS suggestions, check the document, and accept or dismiss it.`);
        }
        return { outcome: "suggested", suggestions: created.map((c) => ({ sds_id: c.sdsId, source: c.source, confidence: c.confidence })) };
      }
      notifyManagers(ctx, tx, product, now, "sds_missing", `No SDS found for ${product.productName}`,
        `No SDS for ${product.productName} (${product.manufacturer}) is in the library or the appliance's repository. Upload it, or search the web for it.`);
      return { outcome: "not_found" };
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

function best(all: Candidate[]): Candidate[] {
  const order = { company_library: 0, global_barcode: 1, repository: 2 };
  const seen = new Set<string>();
  return all.sort((a, b) => b.confidence - a.confidence || order[a.source] - order[b.source] || (b.revisionDate ?? "").localeCompare(a.revisionDate ?? ""))
    .filter((c) => !seen.has(c.sdsId) && seen.add(c.sdsId));
}

/** The first significant word of the manufacturer: narrows the SQL before names are compared. */
const manufacturerHint = (m: string) => `%${(normalizeName(m).split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 2) ?? "").replace(/[\\%_]/g, "")}%`;

function byName(product: ProductRow, rows: { sdsId: string; productName: string | null; manufacturer: string | null; revisionDate: string | null }[], source: Candidate["source"]): Candidate[] {
  return rows.flatMap((r) => {
    if (!r.productName || !r.manufacturer) return [];
    const similarity = nameSimilarity(product.productName, r.productName);
    if (similarity < NAME_MATCH_THRESHOLD || !sameManufacturer(product.manufacturer, r.manufacturer)) return [];
    return [{ sdsId: r.sdsId, source, confidence: similarity, revisionDate: r.revisionDate }];
  });
}

/** The company's current library documents (archived ones never), by the names the company sees (mapping names, sds-view.ts). */
function fromCompanyLibrary(db: DbOrTx, product: ProductRow): Candidate[] {
  const rows = db.select({ sdsId: companySdsMappings.sdsId, productName: companySdsMappings.productName, manufacturer: companySdsMappings.manufacturer, revisionDate: companySdsMappings.revisionDate })
    .from(companySdsMappings)
    .where(and(eq(companySdsMappings.companyId, product.companyId), eq(companySdsMappings.supersededInCompany, false), isNull(companySdsMappings.archivedAt),
      sql`lower(${companySdsMappings.manufacturer}) like ${manufacturerHint(product.manufacturer)}`)).limit(2000).all();
  return byName(product, rows, "company_library");
}

/** Not yet in the library: documents whose own parsed identity matches, current in some company's library. */
function fromRepository(db: DbOrTx, product: ProductRow): Candidate[] {
  const rows = db.select({ sdsId: sdsDocuments.sdsId, productName: sdsDocuments.parsedProductName, manufacturer: sdsDocuments.parsedManufacturer, revisionDate: sdsDocuments.parsedRevisionDate })
    .from(sdsDocuments).where(and(
      sql`lower(${sdsDocuments.parsedManufacturer}) like ${manufacturerHint(product.manufacturer)}`,
      notInLibrary(product.companyId), currentSomewhere,
    )).orderBy(desc(sdsDocuments.createdAt)).limit(2000).all();
  return byName(product, rows, "repository");
}

/** Another company's product with the same barcode, when both barcodes were validated (globalMatchConfidence). */
function fromGlobalBarcode(db: DbOrTx, product: ProductRow): Candidate[] {
  if (!product.barcodeUpc || globalMatchConfidence(product.barcodeSource, product.barcodeSource) === null) return [];
  const others = db.select({ sdsId: companyProducts.currentSdsId, source: companyProducts.barcodeSource, revisionDate: sdsDocuments.parsedRevisionDate })
    .from(companyProducts).innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, companyProducts.currentSdsId))
    .where(and(eq(companyProducts.barcodeUpc, product.barcodeUpc), ne(companyProducts.companyId, product.companyId),
      eq(companyProducts.isActive, true), isNotNull(companyProducts.currentSdsId), notInLibrary(product.companyId), currentSomewhere)).limit(50).all();
  return others.flatMap((o) => {
    const confidence = globalMatchConfidence(product.barcodeSource, o.source);
    return confidence === null || !o.sdsId ? [] : [{ sdsId: o.sdsId, source: "global_barcode" as const, confidence, revisionDate: o.revisionDate }];
  });
}

const notInLibrary = (companyId: string) => sql`${sdsDocuments.sdsId} NOT IN (SELECT sds_id FROM company_sds_mappings WHERE company_id = ${companyId})`;
const currentSomewhere = sql`EXISTS (SELECT 1 FROM company_sds_mappings o WHERE o.sds_id = ${sdsDocuments.sdsId} AND o.superseded_in_company = 0)`;
