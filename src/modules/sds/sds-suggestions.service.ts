import { and, desc, eq, ne } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { companyProducts } from "../inventory/inventory.table";
import { getProduct, toProduct } from "../inventory/products.repository";
import { productItemCount, setProductSds } from "../inventory/sds-attachment";
import { ensureMapping } from "./mappings.repository";
import { refreshSupersededFlags } from "./sds-versions.repository";
import { sdsDocumentFor } from "./sds-view";
import { sdsChangeLog, sdsDocuments, sdsSuggestions, type SUGGESTION_STATUSES } from "./sds.table";

type SuggestionRow = typeof sdsSuggestions.$inferSelect;
type SdsRow = typeof sdsDocuments.$inferSelect;
type Status = (typeof SUGGESTION_STATUSES)[number];

/** A suggestion as the company sees it: the document only by what it says itself (sds-view.ts). */
function toSuggestion(s: SuggestionRow, doc: SdsRow, companyId: string) {
  const v = sdsDocumentFor(doc, companyId, null);
  return {
    suggestion_id: s.suggestionId, company_product_id: s.companyProductId, status: s.status, source: s.source, confidence: s.confidence,
    created_at: s.createdAt, decided_at: s.decidedAt,
    sds: {
      sds_id: v.sds_id, product_name: v.product_name, manufacturer: v.manufacturer, revision_date: v.revision_date, revision_number: v.revision_number,
      document_language: v.document_language, sds_parsed: v.sds_parsed, file_checksum: v.file_checksum, file_size: v.file_size,
    },
  };
}

/** GET /chem/products/{id}/sds-suggestions: the product's suggestions (pending by default), newest first. */
export function listSuggestions(ctx: AppContext, actor: Actor, productId: string, status: Status = "pending") {
  getProduct(ctx.db, actor.companyId, productId);
  const rows = ctx.db.select({ s: sdsSuggestions, doc: sdsDocuments }).from(sdsSuggestions)
    .innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, sdsSuggestions.sdsId))
    .where(and(eq(sdsSuggestions.companyId, actor.companyId), eq(sdsSuggestions.companyProductId, productId), eq(sdsSuggestions.status, status)))
    .orderBy(desc(sdsSuggestions.confidence), desc(sdsSuggestions.createdAt)).all();
  return { items: rows.map((r) => toSuggestion(r.s, r.doc, actor.companyId)) };
}

function pendingSuggestion(tx: DbOrTx, actor: Actor, productId: string, suggestionId: string) {
  getProduct(tx, actor.companyId, productId);
  const row = tx.select({ s: sdsSuggestions, doc: sdsDocuments }).from(sdsSuggestions).innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, sdsSuggestions.sdsId))
    .where(and(eq(sdsSuggestions.companyId, actor.companyId), eq(sdsSuggestions.companyProductId, productId), eq(sdsSuggestions.suggestionId, suggestionId))).get();
  if (!row) throw errors.notFound("SDS suggestion");
  if (row.s.status !== "pending") throw errors.conflict(`This suggestion was already ${row.s.status}`);
  return row;
}

/**
 * POST .../sds-suggestions/{id}/accept: a manager takes the suggested SDS for the product. It enters
 * the company's library (review pending), becomes the product's current SDS (sds_missing false) and
 * so of every item of the product; the product's other pending suggestions are dismissed.
 */
export function acceptSuggestion(ctx: AppContext, actor: Actor, productId: string, suggestionId: string) {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction((tx) => {
    const { s, doc } = pendingSuggestion(tx, actor, productId, suggestionId);
    const { created } = ensureMapping(tx, { companyId: actor.companyId, sdsId: s.sdsId, now });
    if (created) refreshSupersededFlags(tx, actor.companyId, s.sdsId);
    setProductSds(tx, { companyId: actor.companyId, productId, sdsId: s.sdsId, now });
    const product = tx.select().from(companyProducts).where(and(eq(companyProducts.companyId, actor.companyId), eq(companyProducts.companyProductId, productId))).get()!;
    const attached = productItemCount(tx, actor.companyId, productId);
    const decided = { decidedAt: now, decidedByUserId: actor.userId };
    const accepted = tx.update(sdsSuggestions).set({ status: "accepted", ...decided }).where(thisPending(actor.companyId, suggestionId)).returning().get()!;
    tx.update(sdsSuggestions).set({ status: "dismissed", ...decided }).where(and(
      eq(sdsSuggestions.companyId, actor.companyId), eq(sdsSuggestions.companyProductId, productId), eq(sdsSuggestions.status, "pending"), ne(sdsSuggestions.suggestionId, suggestionId),
    )).run();
    tx.insert(sdsChangeLog).values({
      changeId: newId(), companyId: actor.companyId, sdsId: s.sdsId, action: "suggestion_accepted", userId: actor.userId, createdAt: now,
      details: { company_product_id: productId, items_attached: attached },
    }).run();
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: "sds.suggestion_accept", entityType: "company_product", entityId: productId,
      after: { suggestion_id: suggestionId, sds_id: s.sdsId, items_attached: attached }, requestId: actor.requestId,
    }, now);
    return { suggestion: toSuggestion(accepted, doc, actor.companyId), product: toProduct(product), items_attached: attached };
  });
}

/** POST .../sds-suggestions/{id}/dismiss: the SDS is not this product's; it is not suggested for it again. */
export function dismissSuggestion(ctx: AppContext, actor: Actor, productId: string, suggestionId: string) {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction((tx) => {
    const { doc } = pendingSuggestion(tx, actor, productId, suggestionId);
    const dismissed = tx.update(sdsSuggestions).set({ status: "dismissed", decidedAt: now, decidedByUserId: actor.userId })
      .where(thisPending(actor.companyId, suggestionId)).returning().get()!;
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: "sds.suggestion_dismiss", entityType: "company_product", entityId: productId,
      after: { suggestion_id: suggestionId, sds_id: dismissed.sdsId }, requestId: actor.requestId,
    }, now);
    return toSuggestion(dismissed, doc, actor.companyId);
  });
}

/** The company's suggestion, while still pending (a decision already made is never overwritten). */
function thisPending(companyId: string, suggestionId: string) {
  return and(eq(sdsSuggestions.companyId, companyId), eq(sdsSuggestions.suggestionId, suggestionId), eq(sdsSuggestions.status, "pending"));
}
