/**
 * Label columns that a text layer gives apart from their values, read back into "label: value" rows before the product's
 * tiers (./identity.ts): a column of labels followed by its column of ": value" lines, and a wrapped label's second line.
 */
import { cleanValue } from "./label-lines.ts";
import { endsWrappedLabel } from "./label-pieces.ts";
import { isLabel } from "./label-tiers.ts";
import { COLUMN_GAP, NAME_LABEL_START } from "./product-layouts.ts";

/** The longest label in a column of labels printed before its values. */
const STACKED_LABEL_LENGTH = 50;
/** A value line of such a column: its colon first (": Harbour Rinse 40"). */
const COLON_FIRST = /^\s*[:：]\s*\S/u;

/** A label line of such a column: short, no colon, no digit, no value beside it. */
function isStackedLabel(line: string): boolean {
  const text = line.trim();
  return text !== "" && text.length <= STACKED_LABEL_LENGTH && !/[:：\d]/.test(text) && !COLUMN_GAP.test(text);
}

/**
 * "Handelsnaam" / "Identificatienummer" / ": Harbour Rinse 40" / ": 4711": a form whose label column the text layer gives
 * before its value column, each value after its colon. The k value lines are paired in order with the k label lines
 * right above them ("Handelsnaam: Harbour Rinse 40"); the value lines are left empty, so line numbers stay the sheet's.
 * Only runs of two or more, whose first label is a known one: a single ": value" is read below its label already.
 */
export function pairStackedLabels(lines: readonly string[]): readonly string[] {
  let paired: string[] | null = null;
  for (let index = 0; index < lines.length; index++) {
    if (!COLON_FIRST.test(lines[index]!) || COLON_FIRST.test(lines[index - 1] ?? "")) continue;
    let count = 0;
    while (COLON_FIRST.test(lines[index + count] ?? "")) count++;
    const first = index - count;
    const labels = lines.slice(Math.max(first, 0), index);
    if (count < 2 || first < 0 || !labels.every(isStackedLabel) || !isLabel(labels[0]!.trim())) continue;
    paired ??= [...lines];
    for (let offset = 0; offset < count; offset++) {
      paired[first + offset] = `${labels[offset]!.trim()}: ${cleanValue(lines[index + offset]!)}`;
      paired[index + offset] = "";
    }
    index += count - 1;
  }
  return paired ?? lines;
}

/**
 * "Código interno de    H1234B" / "identificação do produto:": a label wrapped over two lines ("Código interno de
 * identificação do produto", a FISPQ's field) whose second half reads as a name label of its own. A line that holds a
 * name label and its colon alone, starts with a small letter, and completes a known label of another field begun on the
 * line above, is left empty: no name label there. The small letter is needed as well: a label of its own starts with a
 * capital, and "PRODUCT AND COMPANY IDENTIFICATION" / "Trade Name:" would read as "Product trade name" otherwise.
 */
export function withoutLabelTails(lines: readonly string[]): readonly string[] {
  let plain: string[] | null = null;
  lines.forEach((line, index) => {
    const text = line.trim();
    if (index === 0 || !/^\p{Ll}/u.test(text) || !/[:：]$/.test(text)) return;
    const label = NAME_LABEL_START.exec(text);
    if (label === null || cleanValue(label[1] ?? "") !== "" || !completesLabelAbove(lines[index - 1]!, line)) return;
    plain ??= [...lines];
    plain[index] = "";
  });
  return plain ?? lines;
}

/** The most words of a label's first half the line above may hold before its value. */
const LABEL_HEAD_WORDS = 6;

/**
 * The line completes a label begun on the line above (./label-pieces.ts endsWrappedLabel). The label's first half may
 * have its value beside it, after a column gap or one space ("Código interno de H1234B": the value column starts right
 * after the label column), so the line above's first words are tried, longest first.
 */
function completesLabelAbove(above: string, line: string): boolean {
  const words = above.trim().split(/\s+/).slice(0, LABEL_HEAD_WORDS);
  for (let count = words.length; count >= 1; count--) {
    if (endsWrappedLabel(words.slice(0, count).join(" "), line)) return true;
  }
  return false;
}
