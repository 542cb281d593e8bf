import "elysia"; // registers Elysia's string formats (uuid, email, date-time, …) in TypeBox's registry
import { FormatRegistry } from "@sinclair/typebox";

/**
 * A calendar day as decisions.md writes dates, YYYY-MM-DD, that exists: 2024-02-29 yes, 2023-02-29 and
 * 2020-02-30 no. (Elysia's own "date" also takes 15/03/2021 and lets JavaScript roll 2020-02-30 over.)
 */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * The string formats the app validates with. TypeBox's format registry is process-wide, and
 * @elysiajs/openapi replaces, when it is imported, Elysia's formats with validators that build a new
 * zod/valibot schema on every call: a uuid check went from ~0.1 µs to ~70 µs, and a page of 100
 * inventory items spent ~50 ms in its response check. This module is imported before
 * @elysiajs/openapi and keeps the app's set; `restoreFormats()` puts it back once that import has run.
 */
const appFormats = new Map(FormatRegistry.Entries());
appFormats.set("date", isCalendarDate);

export function restoreFormats(): void {
  for (const [name, check] of appFormats) FormatRegistry.Set(name, check);
}
restoreFormats();

/** Whether every format is still the app's own (a test's check). */
export function formatsAreTheApps(): boolean {
  return [...appFormats].every(([name, check]) => FormatRegistry.Get(name) === check);
}
