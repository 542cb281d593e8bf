import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import type { EnqueueSpec } from "../jobs/job-system";
import type { ProductRow } from "./products.repository";

/**
 * Records a job inside the caller's transaction, in a savepoint: when recording it fails, the
 * failure is logged and the caller's write still commits (spec rule 4: a failure to dispatch
 * does not fail the request). Returns the job id, or null when it could not be recorded.
 */
export function dispatchSafely(ctx: AppContext, tx: Tx, spec: EnqueueSpec, now: Date): string | null {
  try {
    return tx.transaction((sp) => ctx.jobs.enqueue(sp, spec, now));
  } catch (err) {
    ctx.logger.error("job dispatch failed; the request goes on without it", { kind: spec.kind, company_id: spec.companyId, err });
    return null;
  }
}

/** Rule 3: a new product whose SDS is missing gets an SDS search. */
export function dispatchSdsSearch(ctx: AppContext, tx: Tx, product: ProductRow, userId: string | null, now: Date): string | null {
  if (!product.sdsMissing) return null;
  return dispatchSafely(ctx, tx, {
    kind: "sds_search", companyId: product.companyId, dedupeKey: `sds_search:${product.companyProductId}`,
    payload: {
      company_product_id: product.companyProductId, company_id: product.companyId, product_name: product.productName,
      manufacturer: product.manufacturer, ...(userId ? { user_id: userId } : {}),
    },
  }, now);
}

/**
 * Rules 4 and 5: a pesticide with a registration number gets a label search; a non-pesticide
 * never does. The payload is the spec's.
 */
export function dispatchLabelSearch(ctx: AppContext, tx: Tx, product: ProductRow, userId: string | null, now: Date): string | null {
  if (!product.isPesticide || !product.epaRegistrationNumber) return null;
  return dispatchSafely(ctx, tx, {
    kind: "epa_label_search", companyId: product.companyId,
    dedupeKey: `epa_label_search:${product.companyProductId}:${product.epaRegistrationNumber}`,
    payload: {
      company_product_id: product.companyProductId, epa_registration_number: product.epaRegistrationNumber,
      product_name: product.productName, manufacturer: product.manufacturer, company_id: product.companyId,
      ...(userId ? { user_id: userId } : {}),
    },
  }, now);
}
