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
import { STATE_LABEL_START } from "./properties.ts";
import { FLASH_AT_START } from "./flash-point.ts";

/** The signal word's labels (folded, as signal-words.ts lists them), which label-pieces.ts does not know. */
const SIGNAL_LABELS = new Set(SIGNAL_WORD_LABELS);
/** A label's footnote mark ("Recommended use*"): the label is read without it, and it stays in the line. */
const FOOTNOTE = /\s*(?:\*{1,3}|[¹²³†‡])$/u;
/** The whole text is a label the regex reads at a line's start: section 9's readers' own (state, flash point). */
const isWhole = (start: RegExp, text: string) => start.exec(text)?.[0].length === text.length;
const isLabel = (text: string) => {
  const label = text.replace(FOOTNOTE, "").trim();
  const spaced = label.replace(/\s+/g, " ");
  return isKnownLabelAlone(label) || SIGNAL_LABELS.has(foldLine(spaced)) || isWhole(STATE_LABEL_START, spaced) || isWhole(FLASH_AT_START, spaced);
};

/**
 * A cell's text up to its first semicolon: the line's start or a column gap before it; a space, the end or (only after a
 * label, which isLabel decides) the value's first letter after it ("Apariencia;Líquido").
 */
const CELL_SEMICOLON = /(^|\s{2,})([^;\s](?:(?!\s{2})[^;]){0,60}?)\s?;(?=\s|$|\p{L})/gu;

export function repairSemicolonLabels(line: string): string {
  if (!line.includes(";")) return line;
  return line.replace(CELL_SEMICOLON, (whole, gap: string, label: string) => (isLabel(label) ? `${gap}${label}:` : whole));
}
