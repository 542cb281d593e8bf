/**
 * A form's label column that the text layer gives apart from its value column, paired back into "label: value" rows
 * before the fields are read; both kinds live here, for the product's reader (./identity.ts) and the company's
 * (./company-name.ts):
 * - pairLabelColumn: each label with its colon and nothing beside it ("Product Name:" / "Part Number:" / "Company:" /
 *   "Harbour Ink -- Blue" / "77B1204" / "Harbour Imaging Inc."): the k-th value belongs to the k-th field. Read line by
 *   line, the company label's next line is the first label's value (the product's name), so the rows are paired back
 *   before the company and the product are read ("Company: Harbour Imaging Inc."). A bilingual sheet stacks each label
 *   in its languages ("Nom du produit :" / "Product name:" / "Fournisseur :" / "Supplier:" / "Vernis du Quai" / "Chimie
 *   du Quai SARL"): the labels of one field are one field.
 * - pairStackedLabels: labels without their colons over values that begin with one ("Handelsnaam" / ": Harbour Rinse 40").
 * Both readers read one pairing of section 1's lines (pairedColumns), made once for the sheet.
 */
import { cleanValue } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { companyValue, isCompanyLabelAlone } from "./company-value.ts";
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { isLabel } from "./label-tiers.ts";
import { beginsWrappedLabel, endsWrappedLabel, isKnownLabelAlone } from "./label-pieces.ts";
import { isLabelBeginning, isLabelValue } from "./label-values.ts";
import { withoutLetterLeads } from "./product-layouts.ts";
import { CELL_GAP } from "./cell-gap.ts";
import { translatedLabelsDropper } from "./translated-labels.ts";
import { isNumberedSectionHeading } from "./product-value-shapes.ts";
import { PRODUCT_NAME_LABELS } from "./vocabulary/identity-labels.ts";
import { PRODUCT_IDENTIFIER_LABELS } from "./vocabulary/product-identifier-labels.ts";
import { COMPANY_NAME_LABELS, MANUFACTURER_LABELS, SUPPLIER_LABELS } from "./vocabulary/company-labels.ts";

/** Lines with a form's label columns paired back into rows; `paired`: pairLabelColumn's lines its party block goes on from. */
export type PairedColumns = { lines: readonly string[]; paired: ReadonlyMap<number, number> };

/**
 * A company label side by side with its translations, the colon after the last ("Company    Société:    Harbour BVBA",
 * a bilingual sheet's cells): the last is read as the label. Joined by slashes they are read whole (label-lines.ts).
 */
const withoutTranslatedCompanyLabels = translatedLabelsDropper([...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS], { besideOnly: true });

/**
 * Section 1's lines as the product's and the company's readers read them, paired once for both: a company label's
 * translations beside it dropped, a lettered product label's letter taken off ("A. Product identifier"), then the
 * stacked labels and the label column paired. Line numbers stay the sheet's.
 */
export function pairedColumns(lines: readonly string[]): PairedColumns {
  return pairLabelColumn(pairStackedLabels(withoutLetterLeads(lines.map(withoutTranslatedCompanyLabels))));
}

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
 * A column's label starting at a line: its lines (one, or two for a label wrapped over two lines: "Denominazione" /
 * "commerciale") and its text. A label with its colon (isLabelAlone), or a known label standing alone without one, whole (not a label's first words) ("Raison sociale", "Localité et État", "Uso del materiale": a table's label cells flattened), whole or
 * wrapped (label-pieces.ts); null for any other line.
 */
function labelAt(lines: readonly string[], index: number): { lines: number; text: string } | null {
  const line = lines[index] ?? "";
  if (isLabelAlone(line)) return { lines: 1, text: line.trim() };
  const next = lines[index + 1] ?? "";
  if (next.trim() !== "" && !/[:：]/.test(line) && beginsWrappedLabel(line, next) && endsWrappedLabel(line, next) && isKnownLabelAlone(`${line.trim()} ${next.trim()}`)) {
    return { lines: 2, text: `${line.trim()} ${next.trim().replace(/\s*[:：]$/, "")}:` };
  }
  const text = line.trim();
  if (text.length <= LABEL_LENGTH && /^\p{L}[^:：\d]*$/u.test(text) && isLabelValue(text) && !isLabelBeginning(text)) return { lines: 1, text: `${text}:` };
  return null;
}

/** ": :", ":  :  :": a row of bare colons, one for each label, printed between a label column and its values. */
const BARE_COLONS = /^(?:\s*[:：])+\s*$/u;

/**
 * The lines with each field's first label joined to its value, its other labels and the value lines left empty (line
 * numbers stay the sheet's), and for each line so joined the line its party block goes on from: the last field's value
 * line (the company's address stands under it), the label's own line for the others (under their values stand the
 * next fields' values). Only a column of two fields or more with one company field among them, followed by at least as
 * many value lines (pairsByPlace); a column of one field is read below its label already. A row of bare colons after
 * the labels, one for each field, pairs them too when the first field is the product's (its values stand in order).
 */
function pairLabelColumn(lines: readonly string[]): PairedColumns {
  let out: string[] | null = null;
  const paired = new Map<number, number>();
  for (let index = 0; index < lines.length; index++) {
    const labelLines: number[][] = [];
    const labels: string[] = [];
    let at = index;
    for (let label = labelAt(lines, at); label !== null; label = labelAt(lines, at)) {
      labelLines.push(Array.from({ length: label.lines }, (_, offset) => at + offset));
      labels.push(label.text);
      at += label.lines;
    }
    if (labels.length === 0) continue;
    const colons = BARE_COLONS.test(lines[at] ?? "") ? at : -1;
    // The colons stand for the labels just above them: a sub-heading above those ("Product information") is none.
    const colonCount = colons >= 0 ? (lines[colons]!.match(/[:：]/g)?.length ?? 0) : 0;
    if (colonCount >= 2 && colonCount < labels.length) {
      labelLines.splice(0, labels.length - colonCount);
      labels.splice(0, labels.length - colonCount);
    }
    const valuesAt = colons >= 0 ? at + 1 : at;
    const fields = fieldsOf(labels);
    const values = lines.slice(valuesAt, valuesAt + fields.length);
    const firstLabels = fields.map((field) => labels[field[0]!]!);
    const colonRow = colonCount === fields.length && fieldOf(firstLabels[0]!) === "product";
    // Labels without their colons ("Details of the supplier" / "Company" / "Harbour Ltd" / "1 Quay Road") may be a
    // sub-heading above one field's label: such a stack pairs by place only when the company's label comes first.
    const colonless = labelLines.some((label) => !isLabelAlone(lines[label[0]!]!) || label.length > 1);
    const placed = () => pairsByPlace(firstLabels, values) && (!colonless || isCompanyLabelAlone(firstLabels[0]!));
    if (fields.length >= 2 && values.length === fields.length && values.every(isColumnValue) && (colonRow || placed())) {
      out ??= [...lines];
      if (colons >= 0) out[colons] = "";
      fields.forEach((field, place) => {
        for (const label of field) for (const line of labelLines[label]!) out![line] = "";
        const first = labelLines[field[0]!]![0]!;
        out![first] = `${labels[field[0]!]!} ${values[place]!.trim()}`;
        out![valuesAt + place] = "";
        paired.set(first, place === fields.length - 1 ? valuesAt + place : first);
      });
    }
    index = Math.max(at - 1, index);
  }
  return { lines: out ?? lines, paired };
}

/** The longest label in a column of labels printed before its values. */
const STACKED_LABEL_LENGTH = 50;
/** A value line of such a column: its colon first (": Harbour Rinse 40"). */
const COLON_FIRST = /^\s*[:：]\s*\S/u;

/** A label line of such a column: short, no colon, no digit, no value beside it. */
function isStackedLabel(line: string): boolean {
  const text = line.trim();
  return text !== "" && text.length <= STACKED_LABEL_LENGTH && !/[:：\d]/.test(text) && !CELL_GAP.test(text);
}

/**
 * "Handelsnaam" / "Identificatienummer" / ": Harbour Rinse 40" / ": 4711": a form whose label column the text layer gives
 * before its value column, each value after its colon. The k value lines are paired in order with the k label lines
 * right above them ("Handelsnaam: Harbour Rinse 40"); the value lines are left empty, so line numbers stay the sheet's.
 * Only runs of two or more, whose first label is a known one: a single ": value" is read below its label already.
 */
function pairStackedLabels(lines: readonly string[]): readonly string[] {
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
