/**
 * A wrapped label's second line that reads as a name label of its own, left empty before the product's tiers
 * (./identity.ts). The label columns a text layer gives apart from their values are paired in ./label-column-pairs.ts.
 */
import { cleanValue } from "./label-lines.ts";
import { endsWrappedLabel } from "./label-pieces.ts";
import { NAME_LABEL_START } from "./product-layouts.ts";

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
