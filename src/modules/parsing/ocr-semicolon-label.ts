/**
 * A label's colon read as a semicolon ("Product Name; Bear Tex Discs", "Firmenname;    Gries Deco GmbH"): tesseract
 * takes the colon's lower dot for a comma's tail on small or bold print, and the label no longer reads as a label
 * (family O, session 39: product and company lost on a quarter of the tune sheets so read). Pure: one OCR line in, the
 * line with such semicolons written as colons out. Only after a label the parser knows, alone in its cell: a list's
 * semicolon ("Acetone; Propanone", "H225; H319") stays.
 */
import { isKnownLabelAlone } from "./label-pieces.ts";
import { foldLine } from "./section-vocabulary.ts";
import { SIGNAL_WORD_LABELS } from "./signal-words.ts";

/** The signal word's labels (folded, as signal-words.ts lists them), which label-pieces.ts does not know. */
const SIGNAL_LABELS = new Set(SIGNAL_WORD_LABELS);
const isLabel = (text: string) => isKnownLabelAlone(text) || SIGNAL_LABELS.has(foldLine(text).trim().replace(/\s+/g, " "));

/** A cell's text up to its first semicolon: the line's start or a column gap before it, a space or the end after. */
const CELL_SEMICOLON = /(^|\s{2,})([^;\s](?:(?!\s{2})[^;]){0,60}?)\s?;(?=\s|$)/g;

export function repairSemicolonLabels(line: string): string {
  if (!line.includes(";")) return line;
  return line.replace(CELL_SEMICOLON, (whole, gap: string, label: string) => (isLabel(label) ? `${gap}${label}:` : whole));
}
