/**
 * How a bilingual sheet joins a label to its translations (session 19), shared by every label reader: the joins
 * between two labels and the qualifier each label may carry in its own language. Regex sources without capturing
 * groups; used by ./translated-labels.ts (the field readers' labels) and ./label-lines.ts (SlashLabel, the identity
 * and company labels).
 */
import { ACCORDING_TO_WORDS } from "./vocabulary/joining-words.ts";

/**
 * What joins a label to its translation on a line: a slash, a bar or a spaced dash, and the sub-section's number where
 * each language's heading carries it ("1.1 Product identifier / 1.1 Identificateur de produit").
 */
export const SLASH_JOIN = "(?:\\s*[/|]\\s*|\\s+[-–]\\s+)(?:\\d{1,2}(?:\\.\\d{1,2}){1,2}\\.?\\s+)?";
/** …or a column gap: the two labels in cells side by side. */
export const GAP_JOIN = "\\s{2,}";
export const JOIN = `(?:${SLASH_JOIN}|${GAP_JOIN})`;

/**
 * What may follow each label before the join, in its own language: a unit ("Flammpunkt °C / Flash point °C"), a
 * qualifier in brackets ("[Method]", "(closed cup)", "(°C)", "(solid/liquid/gas)"), a clause after a comma (", method
 * used", ", méthode utilisée") or a standard named after "according to" ("according to DIN 51755", "selon EN ISO
 * 2719"). The two open kinds end at the join.
 */
export const QUALIFIER = `(?:\\s*[°º]\\s*[CF](?![\\p{L}])|\\s*\\([^()]{0,40}\\)|\\s*\\[[^[\\]]{0,40}\\]|\\s*,\\s*[^,/|:：()[\\]\\d]{1,30}?(?=${JOIN})|\\s+(?:${ACCORDING_TO_WORDS.join("|")})\\s+[^/|:：]{1,30}?(?=${JOIN}))?`;
