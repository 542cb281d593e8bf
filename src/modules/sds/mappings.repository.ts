import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { correctedValuesOf } from "./sds-corrections.repository";
import { identityFor } from "./sds-view";
import { companySdsMappings, sdsDocuments } from "./sds.table";

/**
 * Puts an SDS of the repository into a company's library (standalone, review pending) unless it
 * is there already. Returns whether a mapping was created. Call inside the write's transaction.
 * The mapping's names are what this company may see of the document (sds-view.ts).
 */
export function ensureMapping(tx: DbOrTx, input: { companyId: string; sdsId: string; now: string }): { created: boolean } {
  const doc = tx.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, input.sdsId)).get();
  if (!doc) throw new Error(`SDS ${input.sdsId} does not exist`);
  const seen = identityFor(doc, input.companyId, correctedValuesOf(tx, input.companyId, input.sdsId));
  const inserted = tx.insert(companySdsMappings).values({
    companyId: input.companyId, sdsId: input.sdsId, mappedToInventoryCount: 0, reviewStatus: "pending",
    firstMappedAt: input.now, productName: seen.productName, manufacturer: seen.manufacturer, revisionDate: seen.revisionDate,
  }).onConflictDoNothing().returning({ sdsId: companySdsMappings.sdsId }).all();
  return { created: inserted.length > 0 };
}

/** The company's mapping of an SDS, or undefined when the company does not have it. */
export function findMapping(tx: DbOrTx, companyId: string, sdsId: string) {
  return tx.select().from(companySdsMappings).where(and(eq(companySdsMappings.companyId, companyId), eq(companySdsMappings.sdsId, sdsId))).get();
}

/**
 * Keeps the denormalised copy of a document's name fields in every mapping in step, each with what
 * its company may see: its people's corrections first, then the contributor its own values, every
 * other company the document's.
 */
export function refreshMappingNames(tx: DbOrTx, sdsId: string): void {
  const doc = tx.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, sdsId)).get();
  if (!doc) return;
  const mappings = tx.select({ companyId: companySdsMappings.companyId }).from(companySdsMappings).where(eq(companySdsMappings.sdsId, sdsId)).all();
  for (const { companyId } of mappings) {
    const seen = identityFor(doc, companyId, correctedValuesOf(tx, companyId, sdsId));
    tx.update(companySdsMappings).set({ productName: seen.productName, manufacturer: seen.manufacturer, revisionDate: seen.revisionDate })
      .where(and(eq(companySdsMappings.sdsId, sdsId), eq(companySdsMappings.companyId, companyId))).run();
  }
}
