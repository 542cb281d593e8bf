/**
 * A product name that goes on below its label's line because its column wrapped it (./identity.ts reads the name;
 * this file the lines under it): "Product name    : KRYLON® Enamel (aerosol)" / "Gloss White" in the value's column,
 * "Trade name: Brightfloor Cleaner" / "500" under a key: value line that reached its column's edge.
 */
import { cleanValue, firstColumn, type Found } from "./label-lines.ts";
import { isCodeLike, isLabel } from "./label-tiers.ts";

/** A name read right whose printed form is in doubt (a second half below, several names in one value). */
export const UNCERTAIN_FORM = 0.85;

/** How far right of its label's line a line must start to stand in the value's column (points). */
const VALUE_COLUMN_INDENT = 40;

/**
 * The value wrapped in its column: taken when the value was beside its label and the next lines (at most two) start
 * right of the label's line and are plain text — or, right under the label's line and starting no further left, a
 * grade or size number alone (a key: value line wraps its last word to the line's start). The join is read from the
 * layout, not certain: 0.85 at most.
 */
export function wrappedInValueColumn(found: Found, lines: readonly string[], indents: readonly number[]): Found | null {
  const labelX = indents[found.line];
  if (labelX === undefined || cleanValue(firstColumn(lines[found.line]!)) === found.value) return null;
  const parts = [found.value];
  for (let index = found.line + 1; index < lines.length && index <= found.line + 2; index++) {
    const text = cleanValue(firstColumn(lines[index]!));
    const indent = indents[index] ?? labelX;
    const numberWrapped = isWrappedNameNumber(text) && index === found.line + 1 && indent >= labelX - 2 && lines[index]!.trim() === text;
    if (!numberWrapped && indent < labelX + VALUE_COLUMN_INDENT) break;
    if (text === "" || /[:：]/.test(text) || isLabel(text) || (isCodeLike(text) && !isWrappedNameNumber(text)) || /\d{5,}/.test(text) || text.length > 60) break;
    parts.push(text);
  }
  if (parts.length === 1) return null;
  const joined = parts.slice(1).reduce((value, part) => (/[\/-]$/.test(value) ? value + part : `${value} ${part}`), parts[0]!);
  return { ...found, value: joined, confidence: Math.min(found.confidence, UNCERTAIN_FORM) };
}

/**
 * "Brightfloor Cleaner" / "500": a name's grade or size number (up to four digits) alone on the line under the name —
 * the column wrapped the name there. Longer numbers are article numbers, not the name's.
 */
function isWrappedNameNumber(text: string): boolean {
  return /^\d{1,4}$/.test(text);
}
