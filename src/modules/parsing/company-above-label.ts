/**
 * A company set one line above its label (session 23). In a two-column table whose label cell is centred against a
 * value of several lines, the reader, going by height, prints the value's first line above the label's line:
 * "Productnaam:    KADE PU LIJM" / "                Kadewerk International" / "Firmanaam:      Postbus 398, 2700 AJ" /
 * "                Havenstraat 87-91". The label's own value is then an address (a street, a PO box, a postal code),
 * never a name; the company is the line above, in the value column, when no label owns that line.
 */
import { cleanValue, firstColumn, stripLead, type Found } from "./label-lines.ts";
import { companyValue, isAddress } from "./company-value.ts";
import { COMPANY_SUFFIX, isCompanyLabelText, isShortPlainName, NOT_A_COMPANY, PO_BOX } from "./company-shapes.ts";
import { COMPANY_TIERS, isLabel } from "./label-tiers.ts";
import { BETWEEN_CELLS, CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

/**
 * With a legal form the line above is a company's name; without one ("Kadewerk International") a likelier guess. Set
 * in the value column (indented past the labels) the line is the value's; at the margin (a text that lost its layout)
 * it may as well be the previous field's, so less sure, as the centred supplier heading's reading (0.6).
 */
const WITH_LEGAL_FORM = { inValueColumn: 0.8, atMargin: 0.6 };
const WITHOUT_LEGAL_FORM = { inValueColumn: 0.6, atMargin: 0.5 };

/** A label's text, capitals read as a sentence ("DONNÉES DU FABRICANT" as "Données du fabricant"). */
function asSentence(text: string): string {
  return text === text.toUpperCase() ? `${text.charAt(0)}${text.slice(1).toLowerCase()}` : text;
}

/**
 * The value a company label's line gives the label (beside it; for a label alone, the line below), or null when the
 * line is no company label.
 */
function labelsOwnValue(lines: readonly string[], index: number): string | null {
  const text = stripLead(lines[index]!.trim());
  let tiered: RegExpExecArray | null = null;
  for (const tier of COMPANY_TIERS) if ((tiered = tier.label.exec(text))) break;
  let beside: string | null = tiered ? cleanValue(tiered[1] ?? "") : null;
  if (beside === null) {
    const cells = text.split(CELL_GAP);
    if (cells.length > 2 || !isCompanyLabelText(asSentence(cells[0]!.replace(/[:：]$/, "").trim()))) return null;
    beside = cleanValue(cells[1] ?? "");
  }
  return beside !== "" ? beside : cleanValue(firstColumn((lines[index + 1] ?? "").trim()));
}

/** Whether the line is a company label whose own value is an address (a street, a PO box, a postal code and town). */
function labelsAddress(lines: readonly string[], index: number): boolean {
  const value = labelsOwnValue(lines, index);
  return value !== null && isAddress(value);
}

/** A label with its value beside it, a cell gap or a colon between. */
const LABEL_BESIDE_VALUE = new RegExp(String.raw`\S(?:${CELL_GAP_SOURCE}|\s*[:：]\s*)\S`, "u");
/** A line that starts after a cell gap: its text stands in the value column, not at the margin. */
const IN_VALUE_COLUMN = new RegExp(String.raw`^${CELL_GAP_SOURCE}\S`, "u");

/** The line above a company label as the company's name: a value-column line no label owns. */
function companyAbove(lines: readonly string[], index: number): Found | null {
  const raw = lines[index - 1] ?? "";
  const text = raw.trim();
  // A row of its own ("Productnaam:    KADE PU LIJM"): a label's value on its label's line, not a line of the value column.
  if (text === "" || BETWEEN_CELLS.test(text) || /[:：]/.test(firstColumn(text)) || isLabel(text)) return null;
  // "Productnaam:" / "KADE PU LIJM": the value of a label standing alone on the line above is that label's.
  const twoAbove = stripLead((lines[index - 2] ?? "").trim());
  // "Nom du produit : Vernis du Quai": a French colon, a space before it, still has its value beside it.
  if (/[:：]$/.test(twoAbove) || (isLabel(twoAbove) && !LABEL_BESIDE_VALUE.test(twoAbove))) return null;
  const value = companyValue(cleanValue(text));
  if (value === null || NOT_A_COMPANY.test(value) || isAddress(value)) return null;
  const place = IN_VALUE_COLUMN.test(raw) ? "inValueColumn" : "atMargin";
  if (COMPANY_SUFFIX.test(value)) return { value, line: index - 1, confidence: WITH_LEGAL_FORM[place] };
  // Without a legal form: a short name in capitals' shape, no digits, the whole line.
  const short = value === cleanValue(text) && isShortPlainName(value, 5) && value !== value.toUpperCase();
  return short ? { value, line: index - 1, confidence: WITHOUT_LEGAL_FORM[place] } : null;
}

/** The first company label whose own value is an address, with the company on the line above it; else null. */
export function companyAboveItsLabel(lines: readonly string[]): Found | null {
  for (let index = 1; index < lines.length; index++) {
    if (!labelsAddress(lines, index)) continue;
    const found = companyAbove(lines, index);
    if (found) return found;
  }
  return null;
}

/** A name read below a label whose value is a post box is a guess: the value's first line may as well be its name. */
const BELOW_POST_BOX = 0.6;

/**
 * A company read below its label ("Supplier: PO Box 398" / "Dockside Cleaning" / "Mobile, AL 36602", "Fournisseur : BP
 * 12" / …) when the label's own value is a post box: the name set above the label if there is one (the centred label's
 * value column printed from its top, as companyAboveItsLabel reads it), else the line below at most as sure as a guess.
 */
export function besidePostBoxLabel(lines: readonly string[], found: Found | null): Found | null {
  // A name on a company label's own line was read beside that label, not below another.
  if (!found || labelsOwnValue(lines, found.line) !== null) return found;
  for (let label = found.line - 1; label >= Math.max(0, found.line - 3); label--) {
    const own = labelsOwnValue(lines, label);
    if (own === null) continue;
    if (!PO_BOX.test(own)) return found;
    return companyAbove(lines, label) ?? { ...found, confidence: Math.min(found.confidence, BELOW_POST_BOX) };
  }
  return found;
}
