/**
 * A label glued to the text before it, without the space or the gap its cell had ("1.1. Identificatore del
 * prodottoNome commerciale : GALLOVIN", "1.1 Product identifierNom commercial : X"): two cells set with no space
 * between them, by a text layer or a page's conversion. The label readers look for a label at a line's start, after a
 * sub-section's number or after a column gap, so such a line gave no name (an English label ending in "name" was read
 * as an unknown label at 0.75; "Nome commerciale" was not, and the chemical name below became the product).
 *
 * Such a line is read with a column gap before the label: a label of section 1 (./run-on-labels.ts's list, every
 * language) that starts with a capital right after a small letter and is closed by its colon, a value with a letter after
 * it. A capital inside a name ("PermaFlo", "GmbH") starts no label closed by a colon.
 */
import { READER_CELL_GAP } from "./cell-gap.ts";
import { withLinesRewritten } from "./rewritten-lines.ts";
import { startsWithFieldLabel } from "./run-on-labels.ts";
import type { SdsTextPage } from "./types.ts";

/** A capital right after a small letter: where a glued cell may start. */
const GLUED_CAPITAL = /(?<=\p{Ll})\p{Lu}/gu;

/** The pages with each glued label set apart from the text before it; the same pages when no line has one. */
export function withGluedLabelsApart(pages: readonly SdsTextPage[]): SdsTextPage[] {
  return withLinesRewritten(pages, gluedLabelApart);
}

/** The line with a gap before its first glued label closed by a colon, else the line as it is. */
export function gluedLabelApart(text: string): string {
  if (!/[:：]/.test(text)) return text;
  for (const capital of text.matchAll(GLUED_CAPITAL)) {
    const rest = text.slice(capital.index);
    // A value after the colon, with a letter: a label printed after its value ("CustomIdentificador del producto:1.1", a
    // page's conversion reading a row backwards) is no glued label.
    if (startsWithFieldLabel(rest) && /[:：][^:：]*\p{L}/u.test(rest)) return `${text.slice(0, capital.index)}${READER_CELL_GAP}${rest}`;
  }
  return text;
}
