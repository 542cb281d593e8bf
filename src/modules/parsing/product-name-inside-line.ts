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
import { PRODUCT_ROW } from "./company-under-heading.ts";
import { cutAtRunOnLabel } from "./run-on-labels.ts";
import { cutAtOtherLabel } from "./value-end-labels.ts";
import type { Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { PRODUCT_DESIGNATION_LABELS } from "./vocabulary/identity-labels.ts";

const INSIDE_LINE = 0.7;

/** Where a name label may start inside the line: a capital after a space. */
const WORD_START = /(?<=\s)\p{Lu}/gu;
/**
 * Where the name's value ends on such a line, past the labels the vocabulary knows: a word from a capital up to a colon
 * (a label it does not know, "Bestellnummern:"), or a rule of dashes or equals signs (a page printed as one line runs
 * into section 2's heading).
 */
const NEXT_FIELD = /\s+(?:\p{Lu}[\p{L}./-]*\s*[:：]|[-=_*]{3,}).*$/u;

/**
 * Another field's "label : value" before the name's label on the line, a heading joined to the name's field by a
 * spaced dash ("1.1. Identificazione delle sostanze o i preparati - Nomi di prodotti: X - Sinonimi: …"), or a label
 * closed by its colon whose value is the name's field ("Identificazione della sostanza: Denominazione: X").
 */
const FIELD_BEFORE = /\p{L}[^:：]{0,40}[:：]\s*\S|\p{L}\s+[-–—]\s*$|\p{L}\s*[:：]\s*$/u;

/** "Denominazione:", "Dénomination :": a designation label with its colon names the product too. */
const DESIGNATION_ROW = new RegExp(`^(?:${phrasePattern(PRODUCT_DESIGNATION_LABELS)})\\s*[:：]`, "iu");

export function nameLabelInsideLine(lines: readonly string[], accept: (value: string) => boolean): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.includes(":") && !line.includes("：")) continue;
    for (const start of line.matchAll(WORD_START)) {
      // The name's own label (company-under-heading.ts's product row), closed by its colon, after another field.
      const label = PRODUCT_ROW.exec(line.slice(start.index)) ?? DESIGNATION_ROW.exec(line.slice(start.index));
      if (!label || !/[:：]$/.test(label[0]) || !FIELD_BEFORE.test(line.slice(0, start.index))) continue;
      const rest = line.slice(start.index + label[0].length).trim();
      const value = rest === "" ? "" : cleanValue(cutAtRunOnLabel(cutAtOtherLabel(rest).replace(NEXT_FIELD, "")).value);
      if (value !== "" && accept(value)) return { value, line: index, confidence: INSIDE_LINE };
      break;
    }
  }
  return null;
}
