/**
 * The label of the sheet's author ("1.3.2 Responsible for the safety data sheet:", "SDS prepared by:", "Competent
 * person"): a consultancy, a department or a person that wrote the sheet, often printed inside the supplier block
 * under the supplier's own address. Its value is never the supplier; the block's company ends where the label begins.
 */
import { stripLead } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { SDS_AUTHOR_LABELS } from "./vocabulary/company-words.ts";

const AUTHOR_LABEL_PATTERN = phrasePattern(SDS_AUTHOR_LABELS);
/** At the line's start, after its subsection number if any. */
const AUTHOR_LABEL_AT_START = new RegExp(`^(?:${AUTHOR_LABEL_PATTERN})(?![\\p{L}])`, "iu");
/** Run on after another field's value, its own subsection number before it ("… E-Mail: x 1.3.2 Responsabile della scheda …"). */
const NUMBERED_AUTHOR_LABEL_INSIDE = new RegExp(`\\s\\d{1,2}(?:\\.\\d{1,2}){1,3}\\.?\\s+(?:${AUTHOR_LABEL_PATTERN})(?![\\p{L}])`, "iu");

/** Whether the line opens with the sheet's author's label. */
export function opensWithAuthorLabel(line: string): boolean {
  return AUTHOR_LABEL_AT_START.test(stripLead(line.trim()));
}

/**
 * The lines of a party's block up to its author's label: the label's line left out when it opens with the label,
 * kept when the label is run on after another field's value on it.
 */
export function untilAuthorLabel(lines: readonly string[]): readonly string[] {
  for (let index = 0; index < lines.length; index++) {
    if (opensWithAuthorLabel(lines[index]!)) return lines.slice(0, index);
    if (NUMBERED_AUTHOR_LABEL_INSIDE.test(lines[index]!)) return lines.slice(0, index + 1);
  }
  return lines;
}
