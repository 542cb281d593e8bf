/**
 * Which identity fields of an SDS record parsing may overwrite. A value from a ZIP file name or a placeholder is
 * replaced by what the document says; a value a person entered is never replaced.
 */
import type { ParsedSds } from "./types.ts";

export type MergeableField = "product_name" | "manufacturer" | "revision_date";
export type FieldSource = "user" | "filename" | "placeholder";

export type MergeInput = {
  record: Partial<Record<MergeableField, string | null>>;
  parsed: Pick<ParsedSds, MergeableField>;
  /** Where each field's current value came from; a field not listed with a value is treated as entered by a person. */
  placeholderFields: Partial<Record<MergeableField, FieldSource>>;
};

export type MergeResult = {
  /** New values for the fields that should change. */
  updates: Partial<Record<MergeableField, string>>;
  /** The fields that will be overwritten. */
  overwrite: MergeableField[];
};

const MERGEABLE_FIELDS: readonly MergeableField[] = ["product_name", "manufacturer", "revision_date"];

export function mergeParsedIntoRecord({ record, parsed, placeholderFields }: MergeInput): MergeResult {
  const updates: Partial<Record<MergeableField, string>> = {};
  for (const field of MERGEABLE_FIELDS) {
    const parsedValue = parsed[field];
    if (!parsedValue) continue;
    const current = record[field];
    const source = placeholderFields[field];
    const isEmpty = current === null || current === undefined || current.trim() === "";
    const isPlaceholder = source === "filename" || source === "placeholder";
    if ((isEmpty && source !== "user") || isPlaceholder) {
      if (current !== parsedValue) updates[field] = parsedValue;
    }
  }
  return { updates, overwrite: Object.keys(updates) as MergeableField[] };
}
