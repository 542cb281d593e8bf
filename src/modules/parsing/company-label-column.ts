/**
 * A form's label column given by the text layer before its value column, each label with its colon and nothing beside
 * it ("Product Name:" / "Part Number:" / "Company:" / "Harbour Ink -- Blue" / "77B1204" / "Harbour Imaging Inc."): the
 * k-th value belongs to the k-th label. Read line by line, the company label's next line is the first label's value
 * (the product's name), so the rows are paired back before the company is read ("Company: Harbour Imaging Inc.").
 */
import { companyValue, isCompanyLabelAlone } from "./company-value.ts";
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { isLabel } from "./label-tiers.ts";
import { isNumberedSectionHeading } from "./product-value-shapes.ts";

/** The longest label of such a column. */
const LABEL_LENGTH = 50;

/** "Part Number:", "Nom du produit :": a label alone, its colon last and no other. */
function isLabelAlone(line: string): boolean {
  const text = line.trim();
  return text.length <= LABEL_LENGTH && /^\p{L}[^:：\d]*[:：]$/u.test(text) && isLabel(text);
}

/** A value of the column: no colon, no label, no section's heading ("2. Hazards identification"). */
function isColumnValue(line: string): boolean {
  const text = line.trim();
  return text !== "" && !/[:：]/.test(text) && !isLabel(text) && !isNumberedSectionHeading(text);
}

/**
 * Whether a column's labels are different fields whose values stand in their order. A bilingual sheet stacks one label
 * in its languages ("Firma:" / "Company:" / "Harbour GmbH" / "86159 Augsburg"): two company labels, or a company label
 * whose place holds no name, or a name with its legal form at the top of the values when the company label is not
 * the first (the top value is the first label's), are no such column.
 */
function pairsByPlace(labels: readonly string[], values: readonly string[]): boolean {
  const companies = labels.map((label, at) => (isCompanyLabelAlone(label) ? at : -1)).filter((at) => at >= 0);
  if (companies.length !== 1) return false;
  const at = companies[0]!;
  if (companyValue(values[at]!) === null) return false;
  return at === 0 || !COMPANY_SUFFIX.test(values[0]!);
}

/**
 * The lines with each stacked label joined to its value and the value lines left empty (line numbers stay the
 * sheet's), and the lines so joined. Only a column of two labels or more with one company label among them, followed by
 * at least as many value lines (pairsByPlace); a column of one label is read below its label already.
 */
export function pairCompanyLabelColumn(lines: readonly string[]): { lines: readonly string[]; paired: ReadonlySet<number> } {
  let out: string[] | null = null;
  const paired = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    if (!isLabelAlone(lines[index]!)) continue;
    let count = 0;
    while (isLabelAlone(lines[index + count] ?? "")) count++;
    const labels = lines.slice(index, index + count);
    const values = lines.slice(index + count, index + 2 * count);
    if (count >= 2 && values.length === count && values.every(isColumnValue) && pairsByPlace(labels, values)) {
      out ??= [...lines];
      for (let offset = 0; offset < count; offset++) {
        out[index + offset] = `${labels[offset]!.trim()} ${values[offset]!.trim()}`;
        out[index + count + offset] = "";
        paired.add(index + offset);
      }
    }
    index += Math.max(count - 1, 0);
  }
  return { lines: out ?? lines, paired };
}
