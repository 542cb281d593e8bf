/**
 * A date printed as day, month and year fields ("Jour: 04 / Mois: Mars / Année: 2015", "Tag/Monat/Jahr",
 * "Día/Mes/Año"; field names per language in `vocabulary/date-words.ts`), read as one date.
 */
import { DATE_FIELD_LABELS } from "./vocabulary/date-words.ts";

// A field's name, then a dot, dot leaders ("Jour ........ 04") or a colon, or both, before its value.
const fieldPattern = (words: readonly string[], value: string) =>
  new RegExp(`(?<![\\p{L}])(?:${words.join("|")})\\s*(?:[.…]+\\s*)?(?:[:：]\\s*)?(${value})(?![\\p{L}\\d])`, "iu");
const DAY_FIELD = fieldPattern(DATE_FIELD_LABELS.day, "\\d{1,2}");
const MONTH_FIELD = fieldPattern(DATE_FIELD_LABELS.month, "\\d{1,2}|\\p{L}{3,}\\.?");
const YEAR_FIELD = fieldPattern(DATE_FIELD_LABELS.year, "\\d{4}");
const HAS_DIGIT = /\d/;

/**
 * A date printed as day, month and year fields (on one line or on up to three consecutive lines) is rewritten as
 * one date on the first of those lines ("Jour: 04 / Mois: Mars / Année: 2015" → "04 Mars 2015"), the other lines
 * emptied, so line numbers stay those of the document.
 */
export function joinDateFields(lines: readonly string[]): readonly string[] {
  let joined: string[] | null = null;
  for (let index = 0; index < lines.length; index++) {
    // The day field holds digits: a line without any is not looked at with the (slow, Unicode) field pattern.
    const day = HAS_DIGIT.test(lines[index]!) ? DAY_FIELD.exec(lines[index]!) : null;
    if (!day) continue;
    const window = lines.slice(index, index + 3);
    const monthAt = window.findIndex((line) => MONTH_FIELD.test(line));
    const yearAt = window.findIndex((line) => YEAR_FIELD.test(line));
    if (monthAt < 0 || yearAt < 0) continue;
    const month = MONTH_FIELD.exec(window[monthAt]!)![1]!.replace(/\.$/, "");
    const year = YEAR_FIELD.exec(window[yearAt]!)![1]!;
    const text = /^\d+$/.test(month) ? `${year}-${month.padStart(2, "0")}-${day[1]!.padStart(2, "0")}` : `${day[1]} ${month} ${year}`;
    joined ??= [...lines];
    joined[index] = text;
    for (let other = index + 1; other <= index + Math.max(monthAt, yearAt); other++) joined[other] = "";
    index += Math.max(monthAt, yearAt);
  }
  return joined ?? lines;
}
