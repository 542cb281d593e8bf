import { and, eq, ne } from "drizzle-orm";
import { t } from "elysia";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { companyProducts, inventoryItems } from "../inventory/inventory.table";
import { notify } from "../notifications/notifications.service";
import { getMappedDocument } from "./sds-library.service";
import { readUploadForm } from "./sds-form";
import { ingestInTransaction } from "./sds-ingest.service";
import { DATE_PATTERN } from "./sds.schemas";
import { PARSE_PRIORITY, toSdsDocument } from "./sds.models";
import { companySdsMappings, sdsDocuments } from "./sds.table";

const versionFields = t.Object({
  revision_date: t.String({ pattern: DATE_PATTERN }),
  revision_number: t.Optional(t.String({ maxLength: 50 })),
}, { additionalProperties: false });

/**
 * POST /chem/sds/{id}/new-version, the spec's transition in one transaction: the new SDS (same
 * product and manufacturer, the given revision) links back to the old one; the old one gets
 * superseded_by_id and is_current false; this company's products and inventory items move to the
 * new one, whose mapping inherits the inventory count; the change log records it; the new file is
 * queued for parsing. Other companies that map the old version keep it and are notified.
 * Only the current version can be replaced (409), and a file already in the repository cannot
 * become a new version (409: it would make one document two versions).
 */
export async function uploadNewVersion(ctx: AppContext, actor: Actor, sdsId: string, request: Request) {
  const { doc: before } = getMappedDocument(ctx, actor.companyId, sdsId);
  if (!before.isCurrent) throw errors.conflict(`This SDS was already replaced by ${before.supersededById}; upload the new version there`);
  const { files, fields } = await readUploadForm<typeof versionFields.static>(ctx, request, {
    fileField: "file", fields: versionFields, maxFiles: 1, maxFileBytes: ctx.config.limits.maxSdsBytes, perFileErrors: false,
  });
  const { staged, fileName } = files[0]!;
  try {
    return ctx.db.transaction((tx) => {
      const nowDate = ctx.clock.now();
      const now = nowDate.toISOString();
      const { doc: old, mapping: oldMapping } = getMappedDocument(ctx, actor.companyId, sdsId);
      if (!old.isCurrent) throw errors.conflict(`This SDS was already replaced by ${old.supersededById}`);
      const r = ingestInTransaction(ctx, tx, {
        companyId: actor.companyId, userId: actor.userId, requestId: actor.requestId, staged: staged!, fileName,
        metadata: { product_name: old.productName, manufacturer: old.manufacturer, revision_date: fields.revision_date, revision_number: fields.revision_number },
        metadataSource: "user", sourceType: "new_version", parsePriority: PARSE_PRIORITY.newVersion, previousVersionId: old.sdsId,
      }, nowDate);
      if (r.isDuplicate) {
        throw errors.conflict(r.sds.sdsId === old.sdsId ? "The file is identical to the current version" : `This file is already in the repository as SDS ${r.sds.sdsId}`);
      }
      // Product and manufacturer are inherited: parsing may still correct them where the old ones were not a person's.
      const inherited = { ...r.sds.fieldSources, product_name: old.fieldSources.product_name ?? "user", manufacturer: old.fieldSources.manufacturer ?? "user" };
      const created = tx.update(sdsDocuments).set({ fieldSources: inherited }).where(eq(sdsDocuments.sdsId, r.sds.sdsId)).returning().get();
      tx.update(sdsDocuments).set({ isCurrent: false, supersededById: created.sdsId, updatedAt: now }).where(eq(sdsDocuments.sdsId, old.sdsId)).run();
      tx.update(companySdsMappings).set({ mappedToInventoryCount: oldMapping.mappedToInventoryCount })
        .where(and(eq(companySdsMappings.companyId, actor.companyId), eq(companySdsMappings.sdsId, created.sdsId))).run();
      tx.update(companySdsMappings).set({ mappedToInventoryCount: 0, supersededInCompany: true })
        .where(and(eq(companySdsMappings.companyId, actor.companyId), eq(companySdsMappings.sdsId, old.sdsId))).run();
      const products = tx.update(companyProducts).set({ currentSdsId: created.sdsId, sdsMissing: false, updatedAt: now })
        .where(and(eq(companyProducts.companyId, actor.companyId), eq(companyProducts.currentSdsId, old.sdsId))).returning({ id: companyProducts.companyProductId }).all();
      const items = tx.update(inventoryItems).set({ sdsId: created.sdsId, updatedAt: now })
        .where(and(eq(inventoryItems.companyId, actor.companyId), eq(inventoryItems.sdsId, old.sdsId))).returning({ id: inventoryItems.chemicalId }).all();
      const others = tx.select({ companyId: companySdsMappings.companyId }).from(companySdsMappings)
        .where(and(eq(companySdsMappings.sdsId, old.sdsId), ne(companySdsMappings.companyId, actor.companyId))).all();
      // One notification per manager and admin of each such company (a row without a user reaches no one's inbox).
      for (const other of others) {
        notify(tx, {
          companyId: other.companyId, kind: "sds_new_version", key: `sds_new_version:${old.sdsId}:${created.sdsId}`, now,
          title: `A newer revision of the SDS for ${old.productName} exists`,
          body: `${old.manufacturer} ${old.productName}: revision ${fields.revision_date} is in the repository. Your library still uses the earlier one; add the new one from the SDS search when you have reviewed it.`,
          data: { sds_id: old.sdsId, new_sds_id: created.sdsId, revision_date: fields.revision_date },
        });
      }
      recordAudit(tx, {
        companyId: actor.companyId, userId: actor.userId, action: "sds.new_version", entityType: "sds", entityId: created.sdsId,
        before: { sds_id: old.sdsId }, after: { sds_id: created.sdsId, products: products.map((p) => p.id), inventory_items: items.map((i) => i.id), companies_notified: others.length },
        requestId: actor.requestId,
      }, now);
      return { ...toSdsDocument(created), is_duplicate: false, review_status: "pending" as const };
    });
  } finally {
    ctx.blobs.discard(staged);
  }
}
