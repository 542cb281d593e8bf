import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { getDetails } from "./sds-details.service";
import { loadFieldViews } from "./sds-corrections.repository";
import { validateCorrections, type CorrectionBody } from "./sds-corrections.validate";
import type { FieldView, SdsField } from "./sds-fields";
import { getMappedDocument } from "./sds-library.service";
import { refreshMappingNames } from "./mappings.repository";
import { sdsChangeLog, sdsFieldCorrections } from "./sds.table";

const valuesOf = (views: Record<SdsField, FieldView>, fields: SdsField[]) => Object.fromEntries(fields.map((f) => [f, views[f].value]));

/**
 * PATCH /chem/sds/{id}: a person's values for fields of the document, for this company only; they win
 * over every later parse. `revert` gives fields back to what parsing read. Change log and audit rows
 * are written in the same transaction; a refusal writes nothing.
 */
export function correctSds(ctx: AppContext, actor: Actor, sdsId: string, body: CorrectionBody) {
  const { doc } = getMappedDocument(ctx, actor.companyId, sdsId);
  const now = ctx.clock.now().toISOString();
  const { values, revert, errors: problems } = validateCorrections(body, now.slice(0, 10));
  if (problems.length > 0) throw errors.validation(`The SDS was not changed: ${problems.map((p) => p.message).join("; ")}`, problems);
  const changed = Object.keys(values) as SdsField[];
  ctx.db.transaction((tx) => {
    const before = loadFieldViews(tx, actor.companyId, doc);
    for (const field of changed) {
      const row = { companyId: actor.companyId, sdsId, field, value: values[field] ?? null, setByUserId: actor.userId, setBy: actor.email, setAt: now };
      tx.insert(sdsFieldCorrections).values(row)
        .onConflictDoUpdate({ target: [sdsFieldCorrections.companyId, sdsFieldCorrections.sdsId, sdsFieldCorrections.field], set: row }).run();
    }
    if (revert.length > 0) {
      tx.delete(sdsFieldCorrections).where(and(eq(sdsFieldCorrections.companyId, actor.companyId), eq(sdsFieldCorrections.sdsId, sdsId), inArray(sdsFieldCorrections.field, revert))).run();
    }
    refreshMappingNames(tx, sdsId);
    const after = loadFieldViews(tx, actor.companyId, doc);
    const touched = [...changed, ...revert];
    tx.insert(sdsChangeLog).values({
      changeId: newId(), companyId: actor.companyId, sdsId, action: "corrected", userId: actor.userId, createdAt: now,
      details: { fields: changed, reverted: revert },
    }).run();
    recordAudit(tx, {
      companyId: actor.companyId, userId: actor.userId, action: "sds.correct", entityType: "sds", entityId: sdsId,
      before: valuesOf(before, touched), after: valuesOf(after, touched), requestId: actor.requestId,
    }, now);
  });
  return getDetails(ctx, actor, sdsId);
}
