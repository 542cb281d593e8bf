import type { AppContext } from "../../context";

/**
 * The regulator's label lookup, as the epa_label_search job sees it. The connector that talks to the
 * regulator's service (src/modules/connectors/label-lookup.ts) registers itself here at start; this
 * port keeps the job free of any network code and lets the appliance run without it (air-gapped).
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

let registered: LabelLookup | null = null;

/** Registers (or, with null, removes) the lookup connector. */
export function setLabelLookup(fn: LabelLookup | null): void {
  registered = fn;
}

/** The lookup to use, or null when it is switched off (LABEL_LOOKUP_ENABLED=false) or none is registered. */
export function labelLookupFor(ctx: AppContext): LabelLookup | null {
  return ctx.config.labelLookup.enabled ? registered : null;
}
