/**
 * A name label inside section 1's heading line, as a sheet that sets its headings in a left column prints section 1's
 * first field ("SECTION 1: Identification    Product name: Harbour Rinse 40    Recommended use: …"), 1.1's own label
 * run on after the heading, or a bare "Product:" there. Read when no label line gave the name (./identity.ts).
 */
import { cleanValue, firstColumn, labelRest, type Found, type LabelPattern } from "./label-lines.ts";
import { IDENTIFIER_LABEL, NAME_LABEL, ONE_SPACE_NAME_LABEL, PLAIN_LABEL, startsLikeName } from "./product-name-labels.ts";
import { withoutClosingStop, withoutSectionOneHeading, withoutTrailingIdentifiers } from "./product-value-shapes.ts";
import { cutAtRunOnLabel } from "./run-on-labels.ts";
import { HEADING_GOES_ON } from "./section-vocabulary.ts";

/** Confidence of a name read after a name label on section 1's heading line (the next label cuts it: not certain). */
const BESIDE_HEADING = 0.8;
/** The same without the label's colon: a label of several words, the next field's label after the value. */
const BESIDE_HEADING_NO_COLON = 0.7;
/** Where a label may start inside the heading line: a capital after a space. */
const WORD_START = /\s(?=\p{Lu})/gu;

/**
 * "SECTION 1: Identification    Product name: Harbour Rinse 40    Recommended use: …": a sheet that sets its headings
 * in a left column puts section 1's first field on the heading's line. A name label with its colon inside that line
 * gives the name, up to the next field's label.
 */
export function nameLabelBesideHeading(lines: readonly string[], headingLine: number, accept: (value: string) => boolean): Found | null {
  const line = lines[headingLine];
  if (line === undefined) return null;
  for (const start of line.matchAll(WORD_START)) {
    const from = line.slice(start.index + 1);
    // 1.1's own label with its colon run on after the heading ("… Y DE LA SOCIEDAD O LA EMPRESA 1.1 Identificador del
    // producto : X"), or a bare "Product:" ("Section 1. Identification Product: X"), gives the name as a name label does.
    // A bare "Product:" after "of the" ends another label ("Intended Use of the Product: Restrictions on Use: …").
    const plain = HEADING_GOES_ON.test(line.slice(0, start.index)) ? null : withItsColon(PLAIN_LABEL, from);
    const withColon = NAME_LABEL.exec(from) ?? withItsColon(IDENTIFIER_LABEL, from) ?? plain;
    const colon = withColon !== null && /[:：]/.test(labelPart(withColon));
    // "… AND SUPPLIER Product Name Harbour Oil 32 Product Code 300": a label of several words one space from its name.
    const oneSpace = colon ? null : ONE_SPACE_NAME_LABEL.exec(from);
    const match = colon ? withColon : oneSpace && startsLikeName(oneSpace) && isOneSpaceLabel(labelPart(oneSpace)) ? oneSpace : null;
    if (!match) continue;
    const rest = labelRest(match);
    // "Product Identifier Product name Cem-Seal": the identifier's value is the name's label; the next start reads it.
    if (ONE_SPACE_NAME_LABEL.test(rest.trimStart())) continue;
    // The next label is cut here, so that the value is judged without it; findProductName's cut finds nothing more.
    const runOn = cutAtRunOnLabel(withoutTrailingIdentifiers(withoutSectionOneHeading(cleanValue(firstColumn(rest))).value));
    // Without a colon, the label's words might be the heading's own; the next field's label after the value shows a form.
    if (!colon && !runOn.cut) continue;
    const value = runOn.cut ? withoutClosingStop(runOn.value) : runOn.value;
    if (value !== "" && accept(value)) return { value, line: headingLine, confidence: colon ? BESIDE_HEADING : BESIDE_HEADING_NO_COLON };
  }
  return null;
}

/** A label ("Identificador del producto :", "Product:") closed by its colon at the text's start; null otherwise. */
function withItsColon(label: LabelPattern, text: string): RegExpExecArray | null {
  const match = label.exec(text);
  return match !== null && /[:：]/.test(labelPart(match)) ? match : null;
}

/** A label match's label: the text before its value. */
const labelPart = (match: RegExpExecArray) => match[0].slice(0, match[0].length - labelRest(match).length);

/**
 * A name label one space from its name on the heading's line: several words, not in capitals (a heading in capitals
 * may hold a name label's words: "IDENTIFICACIÓN DEL PRODUCTO QUÍMICO …").
 */
function isOneSpaceLabel(label: string): boolean {
  return /\p{L}\s+\p{L}/u.test(label.trim()) && /\p{Ll}/u.test(label);
}
