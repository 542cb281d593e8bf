/**
 * "Product form : Mixture Trade name : Harbour Clean Product code : PA001", "Forma del producto : Mezcla Razón comercial
 * : X Código de producto : Y": section 1's fields run into one line, each "label : value", the name's label after
 * another field's value (a text layer that lost the column gaps, a page printed as a paragraph). The label readers
 * look for a label at a line's start, so such a line gave no name.
 *
 * Read only when no label gave the name: a name label inside the line, in its printed capitals, after a "label :
 * value" of another field on the same line, then its colon and a value, cut at the next field's label. No column gap
 * or line start marks where the value ends, so the reading is not sure (0.7).
 */
import { cleanValue } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { cutAtRunOnLabel } from "./run-on-labels.ts";
import { cutAtOtherLabel } from "./value-end-labels.ts";
import type { Found } from "./label-lines.ts";
import { PRODUCT_NAME_LABELS } from "./vocabulary/identity-labels.ts";

const INSIDE_LINE = 0.7;

/** A name label inside a line, with its colon and what follows: the label in group 1, the rest in group 2. */
const NAME_LABEL_INSIDE = new RegExp(`(?<=\\s)(${phrasePattern(PRODUCT_NAME_LABELS)})\\s*[:：]\\s*(\\S.*)$`, "iu");
/**
 * Where the name's value ends on such a line, past the labels the vocabulary knows: a word from a capital up to a colon
 * (a label it does not know, "Bestellnummern:"), or a rule of dashes or equals signs (a page printed as one line runs
 * into section 2's heading).
 */
const NEXT_FIELD = /\s+(?:\p{Lu}[\p{L}./-]*\s*[:：]|[-=_*]{3,}).*$/u;

/** Another field's "label : value" before the name's label on the line. */
const FIELD_BEFORE = /\p{L}[^:：]{0,40}[:：]\s*\S/u;

export function nameLabelInsideLine(lines: readonly string[], accept: (value: string) => boolean): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.includes(":") && !line.includes("：")) continue;
    const match = NAME_LABEL_INSIDE.exec(line);
    if (!match || !/^\p{Lu}/u.test(match[1]!) || !FIELD_BEFORE.test(line.slice(0, match.index))) continue;
    const value = cleanValue(cutAtRunOnLabel(cutAtOtherLabel(match[2]!).replace(NEXT_FIELD, "")).value);
    if (value !== "" && accept(value)) return { value, line: index, confidence: INSIDE_LINE };
  }
  return null;
}
