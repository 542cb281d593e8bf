import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { isPdfHead } from "../../shared/blob-store";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import { labelNeededKey } from "../notifications/notices";
import { resolveNotifications } from "../notifications/notifications.service";
import type { Actor } from "../auth/actor";
import { companyProducts } from "../inventory/inventory.table";
import type { Static } from "@sinclair/typebox";
import { readUploadForm } from "../sds/sds-form";
import { labelUploadFields } from "./labels.schemas";
import { labels } from "./labels.table";

export type LabelRow = typeof labels.$inferSelect;

export const toLabel = (l: LabelRow) => ({
  label_id: l.labelId, epa_registration_number: l.epaRegistrationNumber, product_name: l.productName, file_name: l.fileName,
  file_checksum: l.fileChecksum, file_size: l.fileSize, source: l.source, source_url: l.sourceUrl, label_date: l.labelDate,
  uploaded_by_user_id: l.uploadedByUserId, created_at: l.createdAt,
});

export function getLabel(db: DbOrTx, companyId: string, labelId: string): LabelRow {
  const row = db.select().from(labels).where(and(eq(labels.companyId, companyId), eq(labels.labelId, labelId))).get();
  if (!row) throw errors.notFound("Label");
  return row;
}

/** Only for a signed download link, whose verified signature names the label: no company to filter by. */
export function findLabelBySignedId(db: DbOrTx, labelId: string): LabelRow {
  const row = db.select().from(labels).where(eq(labels.labelId, labelId)).get();
  if (!row) throw errors.notFound("Label");
  return row;
}

/** The newest label of the company's library for a registration number. */
export function findLabelFor(db: DbOrTx, companyId: string, regNumber: string): LabelRow | undefined {
  return db.select().from(labels).where(and(eq(labels.companyId, companyId), eq(labels.epaRegistrationNumber, regNumber)))
    .orderBy(desc(labels.createdAt), desc(labels.labelId)).get();
}

export function listLabels(db: DbOrTx, companyId: string, f: { epa_registration_number?: string }, page: { limit: number; offset: number }) {
  const filters: SQL[] = [eq(labels.companyId, companyId)];
  if (f.epa_registration_number) filters.push(eq(labels.epaRegistrationNumber, f.epa_registration_number.trim()));
  const where = and(...filters);
  const rows = db.select().from(labels).where(where).orderBy(desc(labels.createdAt), desc(labels.labelId)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(labels).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** Links every product of the company with this registration number to the label. Returns how many changed. */
export function linkProductsToLabel(tx: DbOrTx, input: { companyId: string; regNumber: string; labelId: string; now: string }): number {
  const linked = tx.update(companyProducts).set({ labelId: input.labelId, labelStatus: "linked", updatedAt: input.now })
    .where(and(eq(companyProducts.companyId, input.companyId), eq(companyProducts.epaRegistrationNumber, input.regNumber)))
    .returning({ id: companyProducts.companyProductId }).all();
  // "Label needed" is no longer true for these products.
  resolveNotifications(tx, { companyId: input.companyId, keys: linked.map((p) => labelNeededKey(p.id, input.regNumber)), now: input.now });
  return linked.length;
}

/**
 * Records a stored label PDF in the company's library (or finds the same file already recorded
 * for that number) and links the number's products to it. Call inside a transaction.
 */
export function recordLabel(tx: DbOrTx, input: {
  companyId: string; regNumber: string; pdf: { sha256: string; size: number; key: string }; fileName?: string | null;
  productName?: string | null; source: "upload" | "regulator_lookup"; sourceUrl?: string | null; labelDate?: string | null;
  userId?: string | null; now: string;
}): { label: LabelRow; created: boolean; linked: number } {
  const existing = tx.select().from(labels).where(and(
    eq(labels.companyId, input.companyId), eq(labels.epaRegistrationNumber, input.regNumber), eq(labels.fileChecksum, input.pdf.sha256),
  )).get();
  const label = existing ?? tx.insert(labels).values({
    labelId: newId(), companyId: input.companyId, epaRegistrationNumber: input.regNumber, productName: input.productName ?? null,
    fileName: input.fileName ?? null, fileChecksum: input.pdf.sha256, fileSize: input.pdf.size, storageKey: input.pdf.key,
    source: input.source, sourceUrl: input.sourceUrl ?? null, labelDate: input.labelDate ?? null, uploadedByUserId: input.userId ?? null,
    createdAt: input.now,
  }).returning().get();
  const linked = linkProductsToLabel(tx, { companyId: input.companyId, regNumber: input.regNumber, labelId: label.labelId, now: input.now });
  return { label, created: !existing, linked };
}

/**
 * POST /chem/labels: a label PDF for a registration number, streamed to the blob store's temp folder
 * (never whole in memory). Checked to be a PDF by its leading bytes (415 otherwise, nothing kept). The same file for the same number answers the existing label.
 */
export async function uploadLabel(ctx: AppContext, actor: Actor, request: Request) {
  const { files, fields: input } = await readUploadForm<Static<typeof labelUploadFields>>(ctx, request, {
    fileField: "file", fields: labelUploadFields, maxFiles: 1, maxFileBytes: ctx.config.limits.maxSdsBytes, perFileErrors: false,
  });
  const { staged, fileName } = { staged: files[0]!.staged!, fileName: files[0]!.fileName };
  if (!isPdfHead(staged.head)) {
    ctx.blobs.discard(staged);
    throw errors.unsupportedMedia("The label is not a PDF");
  }
  const { key, created: blobCreated } = ctx.blobs.commit(staged);
  const iso = ctx.clock.now().toISOString();
  try {
    return ctx.db.transaction((tx) => {
      const result = recordLabel(tx, {
        companyId: actor.companyId, regNumber: input.epa_registration_number, pdf: { sha256: staged.sha256, size: staged.size, key },
        fileName: fileName || null, productName: input.product_name?.trim() || null, source: "upload", userId: actor.userId, now: iso,
      });
      if (result.created) {
        recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "label.upload", entityType: "label", entityId: result.label.labelId, after: { ...toLabel(result.label), linked_products: result.linked }, requestId: actor.requestId }, iso);
      }
      return result;
    });
  } catch (err) {
    if (blobCreated) ctx.blobs.remove(staged.sha256);
    throw err;
  }
}
