/**
 * A company label's parenthetical that its column wrapped over lines ("Supplier" / "(Manufacturer/Importer/Only
 * representative/Downstream" / "user/Distributor)", "Lieferant" / "(Hersteller/Importeur/…" / "Anwender/Händler)"):
 * its lines are the label's, never the company's. The company's reader (./company-name.ts findManufacturer) reads
 * section 1 once with them blanked, told from the lines alone: a parenthesis opened and not closed beside a company
 * label or on the line under one that stands alone, and the lines on to the one that closes it.
 */
import { cleanValue, firstColumn, labelRest, stripLead, type Found } from "./label-lines.ts";
import { COMPANY_TIERS } from "./label-tiers.ts";

/** Lines a label's parenthetical may be wrapped over. */
const MAX_PARENTHESIS_LINES = 3;

/** A value that opens a parenthesis it never closes, or closes one it never opened: a piece of a parenthetical. */
export function isParenthesisPiece(value: string): boolean {
  const text = value.trim();
  const opens = (text.match(/\(/gu) ?? []).length;
  const closes = (text.match(/\)/gu) ?? []).length;
  if (opens === closes) return false;
  return (text.startsWith("(") && opens > closes) || (closes > opens && text.indexOf(")") < (text.includes("(") ? text.indexOf("(") : Infinity));
}

/**
 * The lines with each company label's wrapped parenthetical blanked (the same array when there is none): opened under
 * the label standing alone, or beside it (then the label's line goes too: "Supplier:    (Manufacturer/Importer/Only").
 */
export function withoutLabelParentheticals(lines: readonly string[]): readonly string[] {
  let blanked: string[] | null = null;
  for (let from = 0; from < lines.length; from++) {
    // Only a line with an opening bracket can open one; the label tests (every company tier) run on those lines alone.
    if (!lines[from]!.includes("(")) continue;
    const beside = companyLabelValue(lines[from]!);
    const opensBeside = beside !== null && opensPiece(beside);
    const opensBelow = !opensBeside && from > 0 && opensPiece(cleanValue(firstColumn(lines[from]!.trim()))) && companyLabelValue(lines[from - 1]!) === "";
    if (!opensBeside && !opensBelow) continue;
    const to = closingLine(lines, from);
    blanked ??= [...lines];
    for (let index = from; index <= to; index++) blanked[index] = "";
    from = to;
  }
  return blanked ?? lines;
}

/** The line that closes the parenthesis opened at `from` (within three lines), else the last line looked at. */
function closingLine(lines: readonly string[], from: number): number {
  let to = from;
  while (to < Math.min(lines.length - 1, from + MAX_PARENTHESIS_LINES) && !lines[to]!.includes(")")) to++;
  return to;
}

/** A parenthetical's first piece: it opens a parenthesis it does not close. */
function opensPiece(value: string): boolean {
  return value.startsWith("(") && isParenthesisPiece(value);
}

/** The value beside a company label that opens the line ("" for a label alone: "Supplier", "Lieferant:"), else null. */
function companyLabelValue(line: string): string | null {
  const text = stripLead(line.trim());
  for (const tier of COMPANY_TIERS) {
    const match = tier.label.exec(text);
    if (match !== null && (!tier.keep || tier.keep(match))) return cleanValue(firstColumn(labelRest(match)));
  }
  return null;
}

/**
 * A piece of a parenthetical the company's reading still returned (one not under a label alone: beside its label, or
 * under a label with a value): its lines are passed over and the company read again (at most three times), else none.
 */
export function pastLabelParenthesisPieces(read: (lines: readonly string[]) => Found | null, lines: readonly string[]): Found | null {
  let found = read(lines);
  let current = lines;
  for (let attempt = 0; attempt < 3 && found && isParenthesisPiece(found.value); attempt++) {
    // An opened parenthetical runs on to the line that closes it: those lines are the label's too.
    const from = found.line;
    const to = found.value.trim().startsWith("(") ? closingLine(current, from) : from;
    current = current.map((line, index) => (index >= from && index <= to ? "" : line));
    found = read(current);
  }
  return found && isParenthesisPiece(found.value) ? null : found;
}
