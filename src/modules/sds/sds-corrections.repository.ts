import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../auth/users.table";
import { correctedValues, fieldViews, type CorrectedValues, type CorrectionRow, type FieldView, type SdsField } from "./sds-fields";
import type { SdsRow } from "./sds.models";
import { isContributor } from "./sds-view";
import { sdsComposition, sdsFieldCorrections, sdsHazardInfo } from "./sds.table";

/** The corrections one company's people made to one document. */
export function correctionsOf(db: DbOrTx, companyId: string, sdsId: string): CorrectionRow[] {
  return db.select().from(sdsFieldCorrections).where(and(eq(sdsFieldCorrections.companyId, companyId), eq(sdsFieldCorrections.sdsId, sdsId))).all();
}

export const correctedValuesOf = (db: DbOrTx, companyId: string, sdsId: string): CorrectedValues => correctedValues(correctionsOf(db, companyId, sdsId));

/**
 * A field's value for the company in SQL: its correction when one exists (even a null one), `fallback`
 * otherwise. Scalars come out as SQL values, lists as JSON text (as the JSON columns store them).
 */
export function correctedSql(field: SdsField, companyId: SQL | string, sdsId: SQL, fallback: SQL): SQL {
  const match = sql`c.company_id = ${companyId} AND c.sds_id = ${sdsId} AND c.field = ${field}`;
  return sql`(CASE WHEN EXISTS (SELECT 1 FROM sds_field_corrections c WHERE ${match})
    THEN (SELECT json_extract(c.value, '$') FROM sds_field_corrections c WHERE ${match}) ELSE ${fallback} END)`;
}

/** Every field of the document as `companyId` sees it (its corrections, then its view of the document). */
export function loadFieldViews(db: DbOrTx, companyId: string, doc: SdsRow): Record<SdsField, FieldView> {
  const hazard = db.select().from(sdsHazardInfo).where(eq(sdsHazardInfo.sdsId, doc.sdsId)).get();
  const composition = db.select().from(sdsComposition).where(eq(sdsComposition.sdsId, doc.sdsId)).orderBy(asc(sdsComposition.position)).all();
  // Who typed the upload's values is shown only to the company that uploaded it.
  const uploader = isContributor(doc, companyId) && doc.uploadedByUserId
    ? db.select({ userId: users.userId, email: users.email }).from(users).where(and(eq(users.userId, doc.uploadedByUserId), eq(users.companyId, companyId))).get()
    : undefined;
  return fieldViews({
    doc, companyId, hazard, composition, corrections: correctionsOf(db, companyId, doc.sdsId),
    uploader: { userId: uploader?.userId ?? null, email: uploader?.email ?? null },
  });
}
