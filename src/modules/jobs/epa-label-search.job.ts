import { t } from "elysia";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { defineJob } from "./job-definition";
import { companyProducts } from "../inventory/inventory.table";
import { labelLookupFor } from "../labels/label-lookup.port";
import { findLabelFor, recordLabel } from "../labels/labels.service";
import { labelNeededKey } from "../notifications/notices";
import { resolveNotifications } from "../notifications/notifications.service";

/**
 * epa_label_search (the spec's three steps): (1) a label for the number in the company's label
 * library is linked to the product; (2) otherwise the regulator's label service is asked (when
 * LABEL_LOOKUP_ENABLED and a connector is registered) and a found label is stored and linked;
 * (3) otherwise the product is marked manual_upload_required and the managers are notified.
 * Idempotent: a product that is gone, or whose number changed since, is left alone.
 */
export const epaLabelSearchJob = defineJob({
  kind: "epa_label_search",
  priority: 5,
  payload: t.Object({
    company_product_id: t.String({ format: "uuid" }),
    epa_registration_number: t.String({ minLength: 1, maxLength: 50 }),
    product_name: t.String(),
    manufacturer: t.Optional(t.String()),
    company_id: t.String({ format: "uuid" }),
    user_id: t.Optional(t.String()),
  }),
  async handle(ctx, p, run) {
    const log = ctx.logger.child({ job_id: run.jobId, company_product_id: p.company_product_id, epa_registration_number: p.epa_registration_number });
    try {
      return await searchLabel(ctx, p);
    } catch (err) {
      log.error("label search failed", { err });
      throw err;
    }
  },
});

async function searchLabel(ctx: AppContext, p: { company_product_id: string; epa_registration_number: string; product_name: string; company_id: string }) {
  const where = and(eq(companyProducts.companyId, p.company_id), eq(companyProducts.companyProductId, p.company_product_id));
  const product = ctx.db.select().from(companyProducts).where(where).get();
  if (!product) return { outcome: "product_gone" };
  if (product.epaRegistrationNumber !== p.epa_registration_number) return { outcome: "number_changed" };
  const reg = p.epa_registration_number;

  const inLibrary = findLabelFor(ctx.db, p.company_id, reg);
  if (inLibrary) {
    const now = ctx.clock.now().toISOString();
    ctx.db.transaction((tx) => {
      tx.update(companyProducts).set({ labelId: inLibrary.labelId, labelStatus: "linked", updatedAt: now }).where(where).run();
      resolveNotifications(tx, { companyId: p.company_id, keys: [labelNeededKey(p.company_product_id, reg)], now });
    });
    return { outcome: "linked", source: "library", label_id: inLibrary.labelId };
  }

  const lookup = labelLookupFor(ctx);
  if (lookup) {
    const found = await lookup(ctx, reg, p.company_id);
    if (found.found && found.pdf) {
      const pdf = found.pdf;
      const { label } = ctx.db.transaction((tx) => recordLabel(tx, {
        companyId: p.company_id, regNumber: reg, pdf, fileName: `label-${reg}.pdf`, productName: found.productName ?? null,
        source: "regulator_lookup", sourceUrl: found.sourceUrl ?? null, labelDate: found.labelDate ?? null, now: ctx.clock.now().toISOString(),
      }));
      return { outcome: "linked", source: "regulator_lookup", label_id: label.labelId };
    }
  }

  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    tx.update(companyProducts).set({ labelStatus: "manual_upload_required", updatedAt: now.toISOString() }).where(where).run();
    ctx.jobs.enqueue(tx, {
      kind: "notification_send", companyId: p.company_id, dedupeKey: labelNeededKey(p.company_product_id, reg),
      payload: {
        company_id: p.company_id, kind: "label_upload_required", key: labelNeededKey(p.company_product_id, reg),
        title: `Pesticide label needed: ${p.product_name}`,
        body: `No label for EPA Reg. No. ${reg} was found${lookup ? " in the library or at the regulator" : " in the label library (the regulator lookup is switched off)"}. Upload the label PDF under Pesticide labels.`,
        data: { company_product_id: p.company_product_id, epa_registration_number: reg },
      },
    }, now);
  });
  return { outcome: "manual_upload_required", lookup_enabled: lookup !== null };
}
