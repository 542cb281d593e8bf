import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Actor } from "../auth/actor";

/** The parse states a person has to act on (the dashboard counts them). */
export const ATTENTION_PARSE_STATUSES = ["needs_review", "needs_ocr", "failed"] as const;
/** An SDS revised before this many years ago is due for a check with its supplier. */
export const OLD_SDS_YEARS = 3;

/** The date (YYYY-MM-DD) OLD_SDS_YEARS before now: SDSs revised before it count as old. */
export function oldSdsCutoff(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - OLD_SDS_YEARS);
  return d.toISOString().slice(0, 10);
}

/**
 * GET /dashboard: what needs the EHS manager's attention, counted in the company's indexes (never a
 * row per product or SDS read from the tables): the library's current, unarchived SDSs only.
 */
export function dashboard(ctx: AppContext, actor: Actor) {
  const c = actor.companyId;
  const one = (q: ReturnType<typeof sql>) => ctx.db.all<{ n: number }>(q)[0]?.n ?? 0;
  const productsWithoutSds = one(sql`SELECT count(*) AS n FROM company_products INDEXED BY products_created_cov_idx
    WHERE company_id = ${c} AND is_active = 1 AND sds_missing = 1`);
  const pesticideLabelsNeeded = one(sql`SELECT count(*) AS n FROM company_products INDEXED BY products_created_cov_idx
    WHERE company_id = ${c} AND is_active = 1 AND is_pesticide = 1 AND label_status <> 'linked'`);
  const reviewsPending = one(sql`SELECT count(*) AS n FROM company_sds_mappings INDEXED BY mappings_company_filters_idx
    WHERE company_id = ${c} AND superseded_in_company = 0 AND review_status = 'pending' AND archived_at IS NULL`);
  const cutoff = oldSdsCutoff(ctx.clock.now());
  const olderThan3Years = one(sql`SELECT count(*) AS n FROM company_sds_mappings INDEXED BY mappings_company_rev_cov_idx
    WHERE company_id = ${c} AND revision_date IS NOT NULL AND revision_date < ${cutoff} AND superseded_in_company = 0 AND archived_at IS NULL`);
  // Driven by the (few) documents in a state to act on, each checked against the company's mapping.
  const byParse = ctx.db.all<{ s: string; n: number }>(sql`SELECT d.parse_status AS s, count(*) AS n
    FROM sds_documents d INDEXED BY sds_parse_status_idx
    JOIN company_sds_mappings m ON m.company_id = ${c} AND m.sds_id = d.sds_id
    WHERE d.parse_status IN ('needs_review', 'needs_ocr', 'failed') AND m.superseded_in_company = 0 AND m.archived_at IS NULL
    GROUP BY d.parse_status`);
  const parse = Object.fromEntries(byParse.map((r) => [r.s, r.n]));
  return {
    products_without_sds: productsWithoutSds,
    sds_needs_review: parse.needs_review ?? 0,
    sds_needs_ocr: parse.needs_ocr ?? 0,
    sds_failed: parse.failed ?? 0,
    reviews_pending: reviewsPending,
    sds_older_than_3_years: olderThan3Years,
    old_sds_revised_before: cutoff,
    pesticide_labels_needed: pesticideLabelsNeeded,
  };
}
