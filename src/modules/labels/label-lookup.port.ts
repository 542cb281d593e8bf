import type { AppContext } from "../../context";

/**
 * The regulator's label lookup, as the epa_label_search job sees it. The connector that talks to the
 * regulator's service (src/modules/connectors/label-lookup.ts) is handed to the context at start
 * (`ctx.labelLookup`); this port keeps the job free of any network code.
 */
export interface LabelLookupResult {
  found: boolean;
  /** The label PDF, already stored in the blob store. */
  pdf?: { sha256: string; size: number; key: string };
  productName?: string;
  sourceUrl?: string;
  labelDate?: string;
}

export type LabelLookup = (ctx: AppContext, regNumber: string, companyId: string) => Promise<LabelLookupResult>;

/** The lookup to use, or null when it is switched off (LABEL_LOOKUP_ENABLED=false, the air-gapped default). */
export function labelLookupFor(ctx: AppContext): LabelLookup | null {
  return ctx.config.labelLookup.enabled ? ctx.labelLookup : null;
}
