/**
 * An English sheet whose cited rules and supplier's country write numeric dates in different orders (a US maker's
 * sheet citing an EU directive, a UK maker's citing OSHA) has its ambiguous dates read the rules' way, but not surely:
 * where its supplier's way would read the revision date as another day, that date is at most 0.7, so the sheet is
 * reviewed. A sheet that prints an unambiguous date (13/10/2014) settles its order itself and reads the same either way.
 */
import type { DateOrder } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { supplierCountryDateOrder } from "./supplier-country-date-order.ts";

/** A date whose order the sheet leaves in doubt: below the review line. */
const ORDER_IN_DOUBT = 0.7;

export type Reading = { order: DateOrder; languages: readonly string[] };

/**
 * `found`, read with `reading`, capped when section 1 (`section1`) shows a supplier's country of the other order and
 * `readWith` that order finds another date.
 */
export function withDateOrderDoubt(
  found: Found | null,
  reading: Reading,
  language: string,
  section1: readonly string[],
  readWith: (reading: Reading) => Found | null,
): Found | null {
  if (!found || language !== "en" || found.confidence <= ORDER_IN_DOUBT) return found;
  const supplierOrder = supplierCountryDateOrder(section1);
  if (supplierOrder === null || supplierOrder === reading.order) return found;
  return readWith({ ...reading, order: supplierOrder })?.value === found.value ? found : { ...found, confidence: ORDER_IN_DOUBT };
}
