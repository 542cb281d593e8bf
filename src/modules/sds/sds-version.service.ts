import { and, eq, inArray, ne } from "drizzle-orm";
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
import { revisionDateSchema } from "../../shared/dates";
import { PARSE_PRIORITY } from "./sds.models";
import { identityFor, isContributor, sdsDocumentFor } from "./sds-view";
import { companySdsMappings, sdsDocuments, type FieldSource } from "./sds.table";

const versionFields = t.Object({
  revision_date: revisionDateSchema("YYYY-MM-DD, the new revision's date as printed on it; not in the future"),
  revision_number: t.Optional(t.String({ maxLength: 50 })),
}, { additionalProperties: false });

/**
 * POST /chem/sds/{id}/new-version, in one transaction and in the caller's company only: the new SDS
 * (the company's product and manufacturer for the old one, the given revision) is linked back to the
 * old one in the company's mappings; the company's old mapping is superseded; its products and
 * inventory items move to the new one, whose mapping inherits the inventory count; the change log
 * records it; the new file is queued for parsing. The document itself stays as it was: other
 * companies that map it keep it current, and their managers are told (without naming who) that
 * someone uploaded a newer revision. Only the company's current version can be replaced (409), and a
 * file already in the repository cannot become a new version (409: it would make one document two versions).
 */
export async function uploadNewVersion(ctx: AppContext, actor: Actor, sdsId: string, request: Request) {
  const { mapping: before } = getMappedDocument(ctx, actor.companyId, sdsId);
  if (before.supersededInCompany) throw errors.conflict(replacedMessage(before.supersededBySdsId));
  const { files, fields } = await readUploadForm<typeof versionFields.static>(ctx, request, {
    fileField: "file", fields: versionFields, maxFiles: 1, maxFileBytes: ctx.config.limits.maxSdsBytes, perFileErrors: false,
  });
  const { staged, fileName } = files[0]!;
  try {
    return ctx.db.transaction((tx) => {
      const nowDate = ctx.clock.now();
      const now = nowDate.toISOString();
      const { doc: old, mapping: oldMapping } = getMappedDocument(ctx, actor.companyId, sdsId);
      if (oldMapping.supersededInCompany) throw errors.conflict(replacedMessage(oldMapping.supersededBySdsId));
      const seen = identityFor(old, actor.companyId);
      const r = ingestInTransaction(ctx, tx, {
        companyId: actor.companyId, userId: actor.userId, requestId: actor.requestId, staged: staged!, fileName,
        metadata: { product_name: seen.productName, manufacturer: seen.manufacturer, revision_date: fields.revision_date, revision_number: fields.revision_number },
        metadataSource: "user", sourceType: "new_version", parsePriority: PARSE_PRIORITY.newVersion, previousVersionId: old.sdsId,
      }, nowDate);
      if (r.isDuplicate) {
        throw errors.conflict(r.sds.sdsId === old.sdsId ? "The file is identical to the current version" : `This file is already in the repository as SDS ${r.sds.sdsId}`);
      }
      // Product and manufacturer are inherited: parsing may still correct them where the old ones were not a person's.
      const inheritedSource = (field: "product_name" | "manufacturer", parsed: string | null): FieldSource =>
        isContributor(old, actor.companyId) ? old.fieldSources[field] ?? "user" : parsed ? "parsed" : "placeholder";
      const inherited = {
        ...r.sds.fieldSources, product_name: inheritedSource("product_name", old.parsedProductName), manufacturer: inheritedSource("manufacturer", old.parsedManufacturer),
      };
      const created = tx.update(sdsDocuments).set({ fieldSources: inherited }).where(eq(sdsDocuments.sdsId, r.sds.sdsId)).returning().get();
      const mine = (id: string) => and(eq(companySdsMappings.companyId, actor.companyId), eq(companySdsMappings.sdsId, id));
      tx.update(companySdsMappings).set({ previousSdsId: old.sdsId }).where(mine(created.sdsId)).run();
      tx.update(companySdsMappings).set({ supersededInCompany: true, supersededBySdsId: created.sdsId }).where(mine(old.sdsId)).run();
      // The company's products move, and with them every item of theirs and the counts (migration 0012's triggers).
      const products = tx.update(companyProducts).set({ currentSdsId: created.sdsId, sdsMissing: false, updatedAt: now })
        .where(and(eq(companyProducts.companyId, actor.companyId), eq(companyProducts.currentSdsId, old.sdsId))).returning({ id: companyProducts.companyProductId }).all();
      const items = products.length === 0 ? [] : tx.select({ id: inventoryItems.chemicalId }).from(inventoryItems)
        .where(and(eq(inventoryItems.companyId, actor.companyId), inArray(inventoryItems.companyProductId, products.map((p) => p.id)))).all();
      const newMapping = tx.select().from(companySdsMappings).where(mine(created.sdsId)).get();
      const others = tx.select({ companyId: companySdsMappings.companyId, productName: companySdsMappings.productName, manufacturer: companySdsMappings.manufacturer })
        .from(companySdsMappings).where(and(eq(companySdsMappings.sdsId, old.sdsId), ne(companySdsMappings.companyId, actor.companyId))).all();
      // One notification per manager and admin of each such company, in that company's own words:
      // nothing the uploader typed and nothing that says who it was.
      for (const other of others) {
        notify(tx, {
          companyId: other.companyId, kind: "sds_new_version", key: `sds_new_version:${old.sdsId}:${created.sdsId}`, now,
          title: `Someone uploaded a newer revision of the SDS for ${other.productName}`,
          body: `Another company on this appliance uploaded a file as a newer revision of ${other.manufacturer} ${other.productName}. `
            + "Your library, products and inventory keep your version, which stays current. Check the manufacturer's latest SDS before you adopt any other file.",
          data: { sds_id: old.sdsId, new_sds_id: created.sdsId },
        });
      }
      recordAudit(tx, {
        companyId: actor.companyId, userId: actor.userId, action: "sds.new_version", entityType: "sds", entityId: created.sdsId,
        before: { sds_id: old.sdsId }, after: { sds_id: created.sdsId, products: products.map((p) => p.id), inventory_items: items.map((i) => i.id), companies_notified: others.length },
        requestId: actor.requestId,
      }, now);
      return { ...sdsDocumentFor(created, actor.companyId, newMapping), is_duplicate: false, review_status: "pending" as const };
    });
  } finally {
    ctx.blobs.discard(staged);
  }
}

const replacedMessage = (by: string | null) =>
  `Your library already replaced this SDS${by ? ` with ${by}` : " with a newer version"}; upload the new version there`;
