import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { pageOf, pageResponse } from "../../shared/paging";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { ensureMapping, findMapping } from "./mappings.repository";
import { listLibrary, toLibraryItem, type LibraryFilters } from "./sds-library.repository";
import { refreshSupersededFlags } from "./sds-versions.repository";
import { correctedValuesOf } from "./sds-corrections.repository";
import { sdsDocumentFor } from "./sds-view";
import { companySdsMappings, sdsChangeLog, sdsDocuments, type REVIEW_STATUSES } from "./sds.table";

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface LibraryQuery {
  page?: number;
  page_size?: number;
  search?: string;
  source_filter?: LibraryFilters["sourceFilter"];
  review_status?: ReviewStatus;
  parse_status?: string;
  revised_before?: string;
  sort_by?: LibraryFilters["sortBy"];
  sort_order?: LibraryFilters["sortOrder"];
  include_superseded?: boolean;
  include_archived?: boolean;
}

/** GET /chem/sds/library (and GET /sds in short form). Defaults: newest first, superseded hidden. */
export function libraryPage(ctx: AppContext, actor: Actor, q: LibraryQuery) {
  const p = pageOf(q);
  const { rows, total } = listLibrary(ctx.db, actor.companyId, {
    search: q.search, sourceFilter: q.source_filter, reviewStatus: q.review_status, parseStatus: q.parse_status, sortBy: q.sort_by ?? "created_at",
    sortOrder: q.sort_order ?? "desc", includeSuperseded: q.include_superseded ?? false,
    includeArchived: q.include_archived ?? false, revisedBefore: q.revised_before,
  }, p);
  return pageResponse(rows.map(toLibraryItem), total, p);
}

/** The company's document, or 404 when the company does not map it (another company's SDS looks missing). */
export function getMappedDocument(ctx: AppContext, companyId: string, sdsId: string) {
  const row = ctx.db.select({ doc: sdsDocuments, mapping: companySdsMappings }).from(companySdsMappings)
    .innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, companySdsMappings.sdsId))
    .where(and(eq(companySdsMappings.companyId, companyId), eq(companySdsMappings.sdsId, sdsId))).get();
  if (!row) throw errors.notFound("SDS");
  return row;
}

/** PATCH /chem/sds/{id}/review: any status may follow any other; who and when are recorded each time. */
export function reviewSds(ctx: AppContext, actor: Actor, sdsId: string, body: { review_status: ReviewStatus; internal_notes?: string | null }) {
  const { mapping: before } = getMappedDocument(ctx, actor.companyId, sdsId);
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction((tx) => {
    const after = tx.update(companySdsMappings).set({
      reviewStatus: body.review_status, internalNotes: body.internal_notes !== undefined ? body.internal_notes : before.internalNotes,
      reviewedBy: actor.email, reviewedAt: now,
    }).where(and(eq(companySdsMappings.companyId, actor.companyId), eq(companySdsMappings.sdsId, sdsId))).returning().get();
    tx.insert(sdsChangeLog).values({
      changeId: newId(), companyId: actor.companyId, sdsId, action: "review", userId: actor.userId, createdAt: now,
      details: { from: before.reviewStatus, to: body.review_status },
    }).run();
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: "sds.review", entityType: "sds", entityId: sdsId,
      before: { review_status: before.reviewStatus, internal_notes: before.internalNotes }, after: { review_status: after.reviewStatus, internal_notes: after.internalNotes },
      requestId: actor.requestId,
    }, now);
    return { sds_id: sdsId, review_status: after.reviewStatus, internal_notes: after.internalNotes, reviewed_by: after.reviewedBy, reviewed_at: after.reviewedAt };
  });
}

/**
 * POST /chem/sds/{id}/add-to-library: maps an SDS of the global repository (standalone, review
 * pending). The answer shows only what the document says unless the caller contributed it.
 */
export function addToLibrary(ctx: AppContext, actor: Actor, sdsId: string) {
  const doc = ctx.db.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, sdsId)).get();
  if (!doc) throw errors.notFound("SDS");
  const now = ctx.clock.now().toISOString();
  const created = ctx.db.transaction((tx) => {
    const { created } = ensureMapping(tx, { companyId: actor.companyId, sdsId, now });
    if (!created) return false;
    refreshSupersededFlags(tx, actor.companyId, sdsId);
    tx.insert(sdsChangeLog).values({ changeId: newId(), companyId: actor.companyId, sdsId, action: "added_to_library", userId: actor.userId, createdAt: now }).run();
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "sds.add_to_library", entityType: "sds", entityId: sdsId, requestId: actor.requestId }, now);
    return true;
  });
  const mapping = findMapping(ctx.db, actor.companyId, sdsId)!;
  return { created, body: { ...sdsDocumentFor(doc, actor.companyId, mapping, correctedValuesOf(ctx.db, actor.companyId, sdsId)), review_status: mapping.reviewStatus, already_in_library: !created } };
}
