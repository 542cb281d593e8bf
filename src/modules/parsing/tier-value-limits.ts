/**
 * Where readTiers (./label-tiers.ts) finds a label's value: past another of the same field's labels beside it (a
 * heading's label with the field's own label and value, or its translations in columns), and never at or past the next
 * field's start below it (the next sub-section of section 1, another field's label standing alone).
 */
import { cleanValue, firstColumn, labelRest, labelRegex, stripLead } from "./label-lines.ts";
import { COMPANY_NAME_LABELS, MANUFACTURER_LABELS, SUPPLIER_BLOCK_HEADINGS, SUPPLIER_LABELS } from "./vocabulary/company-labels.ts";
import { EMERGENCY_LABELS } from "./vocabulary/contact-labels.ts";
import { USE_LABELS } from "./vocabulary/use-labels.ts";
import type { Tier } from "./label-tiers.ts";
import { CELL_GAP } from "./cell-gap.ts";
import { LIST_MARKS } from "./list-marks.ts";

/**
 * Section 1's next sub-section ("1.2 Relevant identified uses", "1.3 Details of the supplier"): a number 1.x and a word,
 * after a list mark where the template sets one before every line ("· 1.2 Utilisations identifiées …").
 */
const NEXT_SUBSECTION_START = new RegExp(String.raw`^[\s${LIST_MARKS}-]*1\s*\.\s*\d{1,2}\s*\.?\s*\)?\s+\p{L}`, "u");
/** Labels of the fields that follow the product in section 1 (the use, the supplier, the emergency number). */
const NEXT_FIELD_LABEL = labelRegex([...USE_LABELS, ...SUPPLIER_BLOCK_HEADINGS, ...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS, ...EMERGENCY_LABELS], true);

/**
 * "1.1 Product identifier" left empty, then "1.2 Relevant identified uses" / "Rinse aid": what stands below the next
 * sub-section's number, or below another field's label standing alone, is that field's value, never the name.
 */
export function startsNextField(line: string): boolean {
  if (NEXT_SUBSECTION_START.test(line)) return true;
  const other = NEXT_FIELD_LABEL.exec(stripLead(line.trim()));
  return other !== null && cleanValue(other[1] ?? "") === "";
}

/** "1.1 Product identifier    Trade name: X": beside a label stands another of the same field's labels with the value. */
export function nestedValue(value: string, tiers: readonly Tier[]): string {
  for (const tier of tiers) {
    const inner = tier.label.exec(value);
    const rest = inner && (!tier.keep || tier.keep(inner)) ? cleanValue(labelRest(inner)) : "";
    if (rest !== "") return rest;
  }
  return value;
}

/**
 * "1.1 Product identifier Trade name or designation of the mixture     X" (UL WERCS): beside the heading stands the
 * field's own label alone in its column, the value in the next column. So does a label's translation beside it
 * ("Handelsname    Nom du produit    Nome commerciale:    X", a sheet in three languages): up to two label columns
 * (and a colon's own column) are passed over.
 */
export function nestedBeside(rest: string, tiers: readonly Tier[]): string {
  const first = cleanValue(firstColumn(rest));
  const nested = nestedValue(first, tiers);
  if (nested !== first) return nested;
  const columns = rest.trim().split(CELL_GAP);
  if (columns.length < 2) return first;
  const labelAlone = (cell: string) => tiers.some((tier) => {
    const match = tier.label.exec(cell);
    return match !== null && (!tier.keep || tier.keep(match)) && cleanValue(labelRest(match)) === "";
  });
  if (!labelAlone(first)) return first;
  let at = 1;
  // The last label's colon may stand in a column of its own ("Nome commerciale    :    X").
  while (at < 4 && at + 1 < columns.length && (labelAlone(cleanValue(columns[at]!)) || /^[:：]$/.test(columns[at]!.trim()))) at++;
  return cleanValue(columns[at]!);
}
