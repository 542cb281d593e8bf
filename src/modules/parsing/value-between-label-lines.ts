/**
 * A label wrapped over two lines in its cell with its one-line value set at the cell's middle height (session 21): the
 * reader, going by height, prints the label's first line, then the value, then the label's second line
 * ("Recommended use of the chemical" / "Floor cleaner" / "and restrictions on use", "Flash point (closed" / "62 °C" /
 * "cup)"); or the label's rest with its value beside it on the line below ("Recommended use and" / "restrictions on
 * use:  Floor cleaner"). The label's lines are joined and the value put after its colon on the first; the lines below
 * are left empty, so that line numbers stay.
 */
import { stripLead } from "./label-lines.ts";
import { isLabel } from "./label-tiers.ts";
import { JOINING_WORDS, ARTICLES } from "./vocabulary/joining-words.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

/** A first line that cannot end a label: on a slash, a hyphen, a joining word or article, or inside a bracket. */
const UNFINISHED = new RegExp(`(?:[/-]|(?<![\\p{L}])(?:${[...JOINING_WORDS, ...ARTICLES].join("|")}))$|\\([^)]*$`, "iu");

/** A sub-section number alone on its line ("1.2", "9.1."): a heading's, never a value. */
const SUBSECTION_NUMBER = /^\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\.?$/;

/** A label's rest in lower case with its value beside it, after its colon or a cell gap ("restrictions on use:  Floor cleaner"). */
const LABEL_REST_BESIDE_VALUE = new RegExp(String.raw`^\p{Ll}[^:：]{0,60}(?:[:：]|${CELL_GAP_SOURCE})\s*\S`, "u");

/**
 * The lines with each such label joined around its value; the lines as they are otherwise. `labelStart` matches a
 * field's label at the start of a line's text (after its sub-section number or bullet); `wholeLabel` says whether two
 * lines joined are one of the field's labels, for a first line that could end a label ("Relevant identified uses of the
 * substance" / … / "or mixture and uses advised against").
 */
export function joinLabelAroundValue(lines: readonly string[], labelStart: RegExp, wholeLabel: (text: string) => boolean = () => false): string[] {
  const joined = [...lines];
  for (let index = 0; index + 1 < joined.length; index++) {
    const first = joined[index]!.trim();
    if (!labelStart.test(stripLead(first)) || /[:：]/.test(first) || CELL_GAP.test(first)) continue;
    const value = joined[index + 1]!.trim();
    const rest = (joined[index + 2] ?? "").trim();
    // Or the label's rest beside its value on the line below ("Recommended use and" / "restrictions on use:  Floor cleaner").
    if (UNFINISHED.test(first) && LABEL_REST_BESIDE_VALUE.test(value)) {
      joined[index] = `${first}${/[/-]$/.test(first) ? "" : " "}${value}`;
      joined[index + 1] = "";
      index += 1;
      continue;
    }
    // A heading wrapped in its column with its sub-section number set at the middle height between its lines
    // ("Relevant identified uses of the substance" / "1.2" / "or mixture and uses advised against"): the number is no
    // value but the heading's; the heading is joined after it on its last line, so that its value is read on the line
    // below as any heading's.
    if (SUBSECTION_NUMBER.test(value) && rest.length <= 80 && !/[:：]\s*\S/.test(rest) && !CELL_GAP.test(rest) && wholeLabel(stripLead(`${first} ${rest.replace(/[:：]\s*$/, "")}`))) {
      joined[index] = "";
      joined[index + 1] = "";
      joined[index + 2] = `${value} ${first} ${rest}`;
      index += 2;
      continue;
    }
    if (!UNFINISHED.test(first) && !wholeLabel(stripLead(`${first} ${rest.replace(/[:：]\s*$/, "")}`))) continue;
    // The label's rest goes on in lower case or closes its bracket, short and without a value of its own.
    if (!/^(?:\p{Ll}|\))/u.test(rest) || rest.length > 60 || CELL_GAP.test(rest) || /[:：]\s*\S/.test(rest)) continue;
    // The value: one short line of its own, neither a label (another field's, or one of the field's own standing alone
    // under its heading: "1.2 … and uses advised against" / "Description/Use" / "floor cleaner") nor the label's continuation.
    if (value === "" || value.length > 80 || /^\p{Ll}/u.test(value) || /[:：]/.test(value) || CELL_GAP.test(value) || isLabel(value) || wholeLabel(stripLead(value))) continue;
    const label = `${first}${/[/-]$/.test(first) ? "" : " "}${rest.replace(/[:：]\s*$/, "")}`;
    joined[index] = `${label}: ${value}`;
    joined[index + 1] = "";
    joined[index + 2] = "";
    index += 2;
  }
  return joined;
}
