import { Type as t, type TObject } from "@sinclair/typebox";
import { errors, type FieldError } from "./errors";
import "./format-guard"; // the strict YYYY-MM-DD "date" format

/**
 * A calendar day, YYYY-MM-DD, that exists (the "date" format refuses 2020-02-30) and, for a document's
 * revision date, does not lie in the future (a typo such as 2052 for 2025 would make an old SDS look current).
 */
export const revisionDateSchema = (description = "YYYY-MM-DD, as printed on the SDS; not in the future") =>
  t.String({ format: "date", "x-not-future": true, description, examples: ["2024-05-17"] });

/**
 * Today's date where the plant is may be tomorrow's in UTC (time zones reach UTC+14): a date is in
 * the future only when it is later than tomorrow, UTC.
 */
function latestAllowedDay(now: Date): string {
  return new Date(now.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
}

/** The fields of `value` that `schema` marks `x-not-future` and that lie in the future. */
export function futureDateErrors(schema: TObject, value: Record<string, unknown>, now: Date): FieldError[] {
  const latest = latestAllowedDay(now);
  return Object.entries(schema.properties).flatMap(([field, s]) => {
    const v = value[field];
    if (!(s as Record<string, unknown>)["x-not-future"] || typeof v !== "string" || v <= latest) return [];
    return [{ field, message: `${field} ${v} is in the future; use the date printed on the document (YYYY-MM-DD)` }];
  });
}

/** Refuses (422) a value whose not-future dates lie in the future. */
export function assertNoFutureDates(schema: TObject, value: Record<string, unknown>, now: Date): void {
  const details = futureDateErrors(schema, value, now);
  if (details.length) throw errors.validation(details.map((d) => d.message).join("; "), details);
}
