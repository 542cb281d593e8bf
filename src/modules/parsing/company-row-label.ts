/**
 * A company label one space from its name on the row under a party heading (session 17, the `narrow` cross-reading):
 * which reading of that row names the company. Split out of ./company-name.ts, which reads the company.
 */
import { stripLead, type Found } from "./label-lines.ts";
import { COMPANY_TIERS, ONE_SPACE_COMPANY_TIER } from "./label-tiers.ts";

/**
 * A party label's value read from the row below that is a company label one space from its own name ("Name, address
 * and telephone number of the manufacturer" / "Registered company name Quincy-like Ltd"): the row's label is no part
 * of the name; the name beside it is read, as sure as a one-space label.
 */
export function rowOwnLabel(lines: readonly string[], tiered: Found | null, oneSpace: Found | null): Found | null {
  if (tiered === null || oneSpace === null || oneSpace.line !== tiered.line || tiered.value === oneSpace.value) return tiered ?? oneSpace;
  // "Compagnie:" / "Compagnie Boréale Canada": the label above repeated at the row's start is the name's own word.
  const rowLabel = ONE_SPACE_COMPANY_TIER.label.exec(stripLead(lines[oneSpace.line]!.trim()))?.groups?.label?.toLowerCase() ?? "";
  const above = stripLead((lines[oneSpace.line - 1] ?? "").trim()).toLowerCase();
  // A row a tier's label reads itself ("Hersteller / Importeur / Händler: …"): the tier's reading is the row's own.
  const row = stripLead(lines[oneSpace.line]!.trim());
  if (rowLabel === "" || above.startsWith(rowLabel) || COMPANY_TIERS.some((tier) => tier.label.test(row))) return tiered;
  return { ...oneSpace, confidence: Math.min(tiered.confidence, oneSpace.confidence) };
}
