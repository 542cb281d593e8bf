/**
 * A form's label column given by the text layer before its value column, each label with its colon and nothing beside
 * it ("Product Name:" / "Part Number:" / "Company:" / "Harbour Ink -- Blue" / "77B1204" / "Harbour Imaging Inc."): the
 * k-th value belongs to the k-th field. Read line by line, the company label's next line is the first label's value
 * (the product's name), so the rows are paired back before the company and the product are read ("Company: Harbour
 * Imaging Inc."). A bilingual sheet stacks each label in its languages ("Nom du produit :" / "Product name:" /
 * "Fournisseur :" / "Supplier:" / "Vernis du Quai" / "Chimie du Quai SARL"): the labels of one field are one field.
 */
import { phrasePattern } from "./label-lines.ts";
import { companyValue, isCompanyLabelAlone } from "./company-value.ts";
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { isLabel } from "./label-tiers.ts";
import { isNumberedSectionHeading } from "./product-value-shapes.ts";
import { PRODUCT_IDENTIFIER_LABELS, PRODUCT_NAME_LABELS } from "./vocabulary/identity-labels.ts";

/**
 * The most a value paired by place in its column is worth: a value wrapped over two lines would shift the pairs after
 * it, and a column of labels in two languages not told apart would shift them as well.
 */
export const COLUMN_PAIRED = 0.75;

/** The longest label of such a column. */
const LABEL_LENGTH = 50;
/** The most languages one label is stacked in (a Swiss sheet's German, French and Italian). */
const MOST_LANGUAGES = 3;

const PRODUCT_NAME_LABEL_ALONE = new RegExp(`^(?:${phrasePattern([...PRODUCT_NAME_LABELS, ...PRODUCT_IDENTIFIER_LABELS])})\\s*[:：]?$`, "iu");

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

/** The field a label names, where two languages' labels of it are told apart by the vocabulary: the company, the product. */
function fieldOf(label: string): "company" | "product" | "other" {
  if (isCompanyLabelAlone(label)) return "company";
  return PRODUCT_NAME_LABEL_ALONE.test(label.trim()) ? "product" : "other";
}

/**
 * The column's fields, each its labels' line offsets: one label in each language, as many languages for every field
 * (a bilingual sheet stacks them all alike), when each group's labels differ and name one field, a company's or a
 * product's for at least one group; else each label its own field. Two languages' labels of one field read as two
 * fields shifted every value after them by one ("Vernis du Quai Chimie du Quai SARL" read as the supplier's name).
 */
function fieldsOf(labels: readonly string[]): number[][] {
  const fields = labels.map((label) => fieldOf(label));
  for (let languages = 2; languages <= MOST_LANGUAGES; languages++) {
    if (labels.length % languages !== 0 || labels.length / languages < 2) continue;
    const groups = Array.from({ length: labels.length / languages }, (_, group) => Array.from({ length: languages }, (_, at) => group * languages + at));
    const alike = groups.every((group) => group.every((at) => fields[at] === fields[group[0]!]) && new Set(group.map((at) => labels[at]!.trim().toLowerCase())).size === languages);
    if (alike && groups.some((group) => fields[group[0]!] !== "other")) return groups;
  }
  return labels.map((_, at) => [at]);
}

/**
 * Whether a column's fields are different fields whose values stand in their order. A bilingual sheet stacks one label
 * in its languages ("Firma:" / "Company:" / "Harbour GmbH" / "86159 Augsburg"): two company fields, or a company field
 * whose place holds no name, or a name with its legal form at the top of the values when the company's field is not
 * the first (the top value is the first field's), are no such column.
 */
function pairsByPlace(fields: readonly string[], values: readonly string[]): boolean {
  const companies = fields.map((label, at) => (isCompanyLabelAlone(label) ? at : -1)).filter((at) => at >= 0);
  if (companies.length !== 1) return false;
  const at = companies[0]!;
  if (companyValue(values[at]!) === null) return false;
  return at === 0 || !COMPANY_SUFFIX.test(values[0]!);
}

/**
 * The lines with each field's first label joined to its value, its other labels and the value lines left empty (line
 * numbers stay the sheet's), and for each line so joined the line its party block goes on from: the last field's value
 * line (the company's address stands under it), the label's own line for the others (under their values stand the
 * next fields' values). Only a column of two fields or more with one company field among them, followed by at least as
 * many value lines (pairsByPlace); a column of one field is read below its label already.
 */
export function pairLabelColumn(lines: readonly string[]): { lines: readonly string[]; paired: ReadonlyMap<number, number> } {
  let out: string[] | null = null;
  const paired = new Map<number, number>();
  for (let index = 0; index < lines.length; index++) {
    if (!isLabelAlone(lines[index]!)) continue;
    let count = 0;
    while (isLabelAlone(lines[index + count] ?? "")) count++;
    const labels = lines.slice(index, index + count);
    const fields = fieldsOf(labels);
    const values = lines.slice(index + count, index + count + fields.length);
    const firstLabels = fields.map((field) => labels[field[0]!]!);
    if (fields.length >= 2 && values.length === fields.length && values.every(isColumnValue) && pairsByPlace(firstLabels, values)) {
      out ??= [...lines];
      fields.forEach((field, place) => {
        for (const offset of field) out![index + offset] = "";
        out![index + field[0]!] = `${labels[field[0]!]!.trim()} ${values[place]!.trim()}`;
        out![index + count + place] = "";
        paired.set(index + field[0]!, place === fields.length - 1 ? index + count + place : index + field[0]!);
      });
    }
    index += Math.max(count - 1, 0);
  }
  return { lines: out ?? lines, paired };
}
