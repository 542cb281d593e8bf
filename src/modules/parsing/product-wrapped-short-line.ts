/**
 * A name beside its label that a narrow cell wrapped onto the next line, read from the text alone (./identity.ts):
 * "Nombre comercial: HARBOUR ANTIFREEZE DILUTED 33%" / "PREMIUM" / "Número de producto: LX-22". Where the reader gave the
 * lines' ends, the layout decides (./product-wrapped-value.ts); without them (a text layer with no widths, OCR) the
 * next line is taken as the name's end only when it is short (one or two words), one cell, holds no label, colon,
 * code or kind of product, stands before the next field's line (a label, a colon, a sub-section or the end of the
 * block) and either
 * - the name, joined, is printed whole elsewhere in the sheet (a page header repeats it): 0.85, or
 * - both lines are set in capitals (a name's own case, which a field's value below rarely shares): 0.75, a guess.
 * Anything else stays the label line's value.
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import { cleanValue, firstColumn, labelRegex, type Found } from "./label-lines.ts";
import { ADDRESS_LABELS } from "./vocabulary/company-labels.ts";
import { PHONE_LABELS } from "./vocabulary/contact-labels.ts";
import { isCodeLike, isLabel } from "./label-tiers.ts";
import { isProductKind } from "./product-under-heading.ts";
import { isNumberedSectionHeading } from "./product-value-shapes.ts";
import { STARTS_WITH_SUBSECTION } from "./section-numbers.ts";
import { UNCERTAIN_FORM, type PlacedLine } from "./product-wrapped-value.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** Confidence of a wrapped end read from two lines in capitals alone. */
const CAPITALS_WRAP = 0.75;
/** The most words and characters a wrapped name's last line may hold. */
const END_WORDS = 2;
const END_LENGTH = 24;

/** "HARBOUR CHEM" / "Address: 12 Dock Road": a line above an address's or telephone's label is a company's name. */
const CONTACT_LABEL = labelRegex([...ADDRESS_LABELS, ...PHONE_LABELS], true);

const inCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);
const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}%]+/gu, " ").trim();

/** The line after the wrapped end opens the next field, or nothing follows. */
function nextFieldOrEnd(line: string | undefined): boolean {
  const text = (line ?? "").trim();
  return text === "" || /[:：]/.test(text) || isLabel(text) || STARTS_WITH_SUBSECTION.test(text) || isNumberedSectionHeading(text);
}

/** A short one-cell line of words that is no label, code, colon or kind of product: a name's possible end. */
function isShortEnd(line: string): boolean {
  const text = line.trim();
  if (text === "" || CELL_GAP.test(text) || /[:：]/.test(text) || text.length > END_LENGTH) return false;
  const words = text.split(/\s+/u);
  return words.length <= END_WORDS && /\p{L}{3}/u.test(text) && !isLabel(text) && !isCodeLike(text) && !isProductKind(text) && !/[.;!?]$/.test(text);
}

/**
 * The labelled value joined with a short line below that wrapped it (see above), or null. Only where the layout cannot
 * tell: the label's line has no known end.
 */
export function wrappedShortEnd(found: Found, value: string, lines: readonly string[], allLines: readonly string[], placed: readonly PlacedLine[]): Found | null {
  if (placed[found.line]?.x1 !== undefined) return null;
  const labelLine = lines[found.line] ?? "";
  // Beside its label only: a name on a line of its own is read whole.
  if (cleanValue(firstColumn(labelLine)) === value || !cleanValue(firstColumn(labelLine)).endsWith(value)) return null;
  const below = lines[found.line + 1] ?? "";
  if (!isShortEnd(below) || !nextFieldOrEnd(lines[found.line + 2])) return null;
  const end = below.trim();
  const joined = `${value} ${end}`;
  const whole = plain(joined);
  const printedWhole = allLines.some((line) => line !== labelLine && ` ${plain(line)} `.includes(` ${whole} `));
  if (printedWhole) return { ...found, value: joined, confidence: Math.min(found.confidence, UNCERTAIN_FORM) };
  if (inCapitals(value) && inCapitals(end) && !printedApart(end, value, allLines, below) && !CONTACT_LABEL.test((lines[found.line + 2] ?? "").trim())) return { ...found, value: joined, confidence: Math.min(found.confidence, CAPITALS_WRAP) };
  return null;
}

/**
 * "HARBOUR CHEM" under the name and again in the sheet's footer: a line printed elsewhere in its own right (in the same
 * capitals, not beside the name) is a value of its own, a company's or a field's, not the name's end.
 */
function printedApart(end: string, value: string, allLines: readonly string[], below: string): boolean {
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(end)}(?![\\p{L}\\p{N}])`, "u");
  return allLines.some((line) => line !== below && word.test(line) && !line.includes(value));
}
