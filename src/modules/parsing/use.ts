/**
 * The identified or recommended use (REACH 1.2, OSHA "Recommended use of the chemical and restrictions on use"),
 * from section 1's lines. Labels come from ./vocabulary in the eight languages (their patterns: ./use-label-patterns.ts;
 * 1.2's heading that also names the uses advised against: ./use-heading.ts); nothing here knows a language.
 */
import { cutAtOtherLabel, withoutTrailingJoin } from "./value-end-labels.ts";
import { isLabel } from "./label-tiers.ts";
import { cleanValue, firstColumn, stripLead, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { USE_DESCRIPTOR_HEADS } from "./vocabulary/use-labels.ts";
import { NOT_STATED } from "./properties.ts";
import { combinedHeadingEnd, headingTail, SUBSECTION_1_2 } from "./use-heading.ts";
import {
  ADVISED_AGAINST,
  AUDIENCE_WORD,
  COMBINED_LABEL,
  COMBINED_LABEL_ALONE,
  LONG_USE_LABEL,
  POINTER,
  SECTOR_LABEL,
  SECTOR_WORD,
  SHORT_LABEL_CONFIDENCE,
  shortLabelMatch,
  USE_AT_START,
  USE_LABEL,
  WHOLE_USE_LABEL,
  wholeUseOrCombinedLabel,
  withoutFirstLabels,
} from "./use-label-patterns.ts";
import { continuedValue } from "./use-continuation.ts";
import type { PlacedLine } from "./column-edge.ts";
import { isDocumentPointer, isSupplierHeading, isUseCodesOnly, withoutUseCodes } from "./use-value-shapes.ts";
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { FOOTNOTE_MARK, separatorAsColon, withoutUseSubject } from "./use-label-forms.ts";
import { joinLabelAroundValue } from "./value-between-label-lines.ts";
import { pastDescriptorLines } from "./use-descriptor-lines.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

/** A line opening with a sub-section number ("1.3 Details of the supplier …"): the next heading, never a value. */
const SUBSECTION_HEADING = /^\s*\d{1,2}\s*\.\s*\d{1,2}(?![\d])/;
/** A use-descriptor table's column head ("Sector of use", "Product category (PC)", "PROC"). */
const DESCRIPTOR_HEAD = new RegExp(`^(?:${phrasePattern(USE_DESCRIPTOR_HEADS)})\\s*$`, "iu");

/**
 * A header row naming the use and the uses advised against as columns, their values on the row below ("Identified
 * uses    Uses advised against" / "Floor cleaner    None known", in either order), or the use beside other fields'
 * labels or a use-descriptor table's heads ("Product identifier    Recommended use" / "Floor Shine 500    Floor
 * cleaner", "Identified use    Sector of use    Product category" / "Floor cleaner    SU21    PC35", session 21): the cell under the
 * use's label (0.7). Only when the row below has as many cells, so that a cell is never read from the wrong column.
 */
function headerRowUse(lines: readonly string[], index: number): Found | null {
  const row = lines[index]!.trim();
  if (!CELL_GAP.test(row)) return null;
  const heads = row.split(CELL_GAP).map((cell) => stripLead(cell));
  const labels = advisedAgainst(row)
    ? heads.every((cell) => WHOLE_USE_LABEL.test(cell) || advisedAgainst(cell))
    : heads.every((cell) => WHOLE_USE_LABEL.test(cell) || isLabel(cell) || DESCRIPTOR_HEAD.test(cell));
  if (heads.length > 4 || !labels) return null;
  const column = heads.findIndex((cell) => WHOLE_USE_LABEL.test(cell) && !advisedAgainst(cell));
  const cells = (lines[index + 1] ?? "").trim().split(CELL_GAP);
  if (column < 0 || cells.length !== heads.length) return null;
  const value = cleanValue(cells[column]!);
  return isUseValue(value) && !USE_AT_START.test(value) ? candidate(value, index + 1, 0.7, false) : null;
}

/**
 * The use before the uses advised against printed as the next sentence on its line ("Floor cleaner. Uses advised
 * against: None known."): the text before the sentence that names them; the value as it is otherwise.
 */
function beforeAdvisedSentence(value: string): string {
  ADVISED_AGAINST.lastIndex = 0;
  const advised = ADVISED_AGAINST.exec(value);
  if (!advised || advised.index === 0) return value;
  const sentenceEnd = Math.max(value.lastIndexOf(". ", advised.index), value.lastIndexOf("; ", advised.index));
  const before = sentenceEnd > 0 ? cleanValue(value.slice(0, sentenceEnd)) : "";
  if (/\p{L}{3}/u.test(before)) return before;
  // Or as the next cell's label one space after the use ("Floor cleaner Restrictions on use: None known", session 21).
  for (const label of value.matchAll(CAPITAL_LABEL)) {
    // A join before the label is neither's ("Floor cleaner - Restrictions on use: None known").
    const head = withoutTrailingJoin(cleanValue(value.slice(0, label.index)));
    if (advisedAgainst(label[1]!) && /\p{L}{3}/u.test(head)) return head;
  }
  return value;
}

/** A capitalised label closed by its colon after a space, inside a value: group 1 is the label. */
const CAPITAL_LABEL = /\s(\p{Lu}[^:：.;]{0,40}?)\s*[:：]/gu;

/** Text, a cell gap, and the next cell to the line's end: group 1. */
const CELL_BESIDE = new RegExp(String.raw`\S${CELL_GAP_SOURCE}(\S.*)$`, "u");

/** A value after the combined heading's colon on its line ("… and uses advised against: Floor cleaner"). */
const AFTER_COLON = /^[^:：]*[:：]\s*(\S.*)$/u;

function advisedAgainst(text: string): boolean {
  ADVISED_AGAINST.lastIndex = 0;
  return ADVISED_AGAINST.test(text);
}

/**
 * Only sectors of use ("Industrial applications", "Industrielle Verwendungen", "usage professionnel"): true but
 * less than a use, so a labelled use elsewhere in 1.2 wins.
 */
function sectorOnly(value: string): boolean {
  // A sector named as a label of its own ("Industrial uses: Uses of substances … at industrial sites").
  const head = /^([^:：]{3,40})[:：]/.exec(value)?.[1];
  if (head && head !== value && sectorOnly(head)) return true;
  // "Intended for the general public": whom it is for, around a sector, is no use either (the article goes with it).
  return !/\p{L}{3}/u.test(value.replace(AUDIENCE_WORD, " ").replace(/(?<![\p{L}])(?:the|die|der|den)(?![\p{L}])/giu, " ").replace(SECTOR_WORD, " ").replace(/\b(?:and|und|et|y|e|en|i|or|oder|ou|o|of|lub|only|nur|uniquement|solo|alleen|apenas|tylko|use|uses|for|für|pour|para|per|voor|dla|och|og|ja|eller|tai|endast|kun|bare|vain|til)\b/giu, " "));
}

function isUseValue(value: string): boolean {
  // A use label alone is no use: on a bilingual sheet it is the label's translation stacked under it ("Relevante
  // identifizierte Verwendungen" / "Utilisations identifiées pertinentes" / "Usi pertinenti identificati"), and
  // isLabel knows the shorter list only.
  return value !== "" && !isUseCodesOnly(value) && /\p{L}{3}/u.test(value) && !advisedAgainst(value) && !isLabelNotUse(value) && !WHOLE_USE_LABEL.test(value) && !POINTER.test(value) && !NOT_STATED.test(value) &&
    !isDocumentPointer(value) && !isSupplierHeading(value);
}

/** The word "product" opening a use's own wording before a lower-case word ("Product for construction chemistry"). */
const PRODUCT_WORD_LEAD = /^(?:product|produkt|produit|producto|prodotto|produto)\s+(?=\p{Ll})/iu;
/** A label, not a use: what isLabel says, unless the label was only the word "product" opening the use's wording. */
function isLabelNotUse(value: string): boolean {
  return isLabel(value) && !(PRODUCT_WORD_LEAD.test(value) && !isLabel(value.replace(PRODUCT_WORD_LEAD, "")));
}

/** A candidate's worth: sectors and values read below a label count less than a labelled use on its line. */
function candidate(printed: string, line: number, confidence: number, sector: boolean): Found {
  // The next cell's label with its colon run into the use ("Floor cleaner Product code: HX-20"): the use ends there.
  // A label starts with a capital: "Industrial uses: …" is the use's own wording.
  const cut = cutAtOtherLabel(printed);
  // The label may follow a join ("Degreaser - Restrictions on use: None"), which the cut leaves out.
  const value = withoutUseCodes(cut !== "" && printed.startsWith(cut) && /^(?:[-–—|;,]\s*)?\p{Lu}/u.test(printed.slice(cut.length).trim()) ? cut : printed);
  return { value, line, confidence: sector || sectorOnly(value) ? Math.min(confidence, 0.5) : confidence };
}

/** A label's first line (up to 40 characters) and the value after its colon or a cell gap: groups 1 and 2. */
const WRAPPED_LABEL_HEAD = new RegExp(String.raw`^([^:：]{3,40}?)(?:\s*[:：]\s*|${CELL_GAP_SOURCE})(\S.*)$`, "u");

/**
 * A label wrapped over two lines in its column with the value beside its first line, after a colon or a column gap
 * ("Use of the    : Toilet cleaner" / "Substance/Mixture"): the value, or null when the line is not so made.
 */
function wrappedLabelValue(text: string, next: string | undefined): string | null {
  const head = WRAPPED_LABEL_HEAD.exec(text);
  if (!head || next === undefined) return null;
  const rest = next.trim();
  if (rest === "" || CELL_GAP.test(rest) || /[:：]/.test(rest) || rest.length > 40) return null;
  if (WHOLE_USE_LABEL.test(head[1]!) || !wholeUseOrCombinedLabel(`${head[1]} ${rest}`)) return null;
  return cleanValue(firstColumn(head[2]!));
}

/**
 * The use under the combined 1.2 heading (lines `start` to `end`): after the colon on its last line ("… and uses
 * advised against: Floor cleaner", 0.7), else the line below (0.6) unless that is a label or the next sub-section,
 * with the lines that go on with it (`continued`).
 */
function valueOfHeading(lines: readonly string[], start: number, end: number, continued: (value: string, index: number) => string): Found | null {
  const last = lines[end]!;
  // On the heading's first line the colon is looked for after the label (a qualifier's colon may not come before it).
  const text = stripLead(last.trim());
  const from = end === start ? last.indexOf(text) + (USE_AT_START.exec(text)?.[0].length ?? 0) : 0;
  const onHeading = AFTER_COLON.exec(last.slice(from));
  // Or in a column of its own beside the heading's last words ("… and uses advised against          Floor cleaner").
  const beside = onHeading ? null : CELL_BESIDE.exec(last.slice(from));
  const value = onHeading ? cleanValue(firstColumn(onHeading[1]!)) : beside ? cleanValue(firstColumn(beside[1]!)) : "";
  if (beside && isUseValue(value) && !USE_AT_START.test(value)) return candidate(value, end, 0.6, false);
  if (isUseValue(value)) return candidate(value, end, 0.7, false);
  // Use-descriptor lines under the heading ("Sector of use: SU22" / "Product category: PC35") are passed over.
  const at = pastDescriptorLines(lines, end);
  const next = lines[at] ?? "";
  if (SUBSECTION_HEADING.test(next)) return null;
  // The heading's last words wrapped alone onto the next line: the value is under them.
  if (at === end + 1 && headingTail(last.trim(), next.trim())) return end === start ? valueOfHeading(lines, start, end + 1, continued) : null;
  let below = cleanValue(firstColumn(next));
  // A label of the use's own one space before the value below ("Descrizione/Utilizzo SMALTO NITRO …"): the value after it.
  below = shortLabelMatch(below)?.[1] ?? below;
  // An unknown label before the value below ("Application area: Floor cleaner"): the value is after its colon. A sector
  // named so ("Industrial uses: Uses of substances …") stays whole: the line is a sector's (candidate() weighs it).
  const labelled = /^([^:：\d]{2,40})[:：]\s*(\S.*)$/u.exec(below);
  // A known label's value is another field's ("Manufacturer: Acme Ltd", "Product code: ABC-123"): the line stays whole
  // and isUseValue refuses it.
  if (labelled && !isLabel(labelled[1]!) && !advisedAgainst(labelled[1]!) && !sectorOnly(labelled[1]!)) below = cleanValue(labelled[2]!);
  return isUseValue(below) && !USE_LABEL.test(stripLead(below)) ? candidate(labelled ? below : continued(below, at), at, 0.6, false) : null;
}

/**
 * A use label closed by its colon opening a later cell of a line ("1.1 Product name: Floor Shine 500    Product use:
 * Floor cleaner"): the cell's value, or null. Not the uses advised against, nor a combined 1.2 heading.
 */
function useInLaterCell(line: string): string | null {
  for (const cell of line.trim().split(CELL_GAP).slice(1)) {
    const match = USE_AT_START.test(cell) ? USE_LABEL.exec(cell) : null;
    if (!match || !/^[^:：]{2,60}[:：]/u.test(cell) || advisedAgainst(cell.slice(0, cell.length - (match[1] ?? "").length))) continue;
    const value = beforeAdvisedSentence(cleanValue(match[1] ?? ""));
    if (isUseValue(value)) return value;
  }
  return null;
}

/**
 * Sectors of use listed one per line under a label alone ("Identified uses" / "Industrial uses" / "Consumer uses" /
 * "Professional uses"): the list, up to five lines, as a sector's candidate (≤ 0.5); null unless two lines or more.
 */
function sectorList(lines: readonly string[], first: number): Found | null {
  const sectors: string[] = [];
  for (let index = first; index < first + 5 && index < lines.length; index++) {
    const text = cleanValue(lines[index]!.trim());
    if (text === "" || CELL_GAP.test(text) || /[:：]/.test(text) || SUBSECTION_HEADING.test(text) || !sectorOnly(text) || advisedAgainst(text)) break;
    sectors.push(text.replace(/[.,;]$/, ""));
  }
  return sectors.length >= 2 ? candidate(sectors.join(", "), first, 0.5, true) : null;
}

/**
 * The identified or recommended use (1.2): the best of the values after its labels — on the label's line (0.8),
 * below a label standing alone or under the combined 1.2 heading (0.6), a sector of use only (0.5). The heading
 * and the label for uses advised against never give the use. `placed`: the lines' x and x1 (one for one with
 * `printed`), to join a use its column wrapped.
 */
export function findRecommendedUse(printed: readonly string[], placed: readonly PlacedLine[] = []): Found | null {
  // A label wrapped around its value: a use label, the combined one, or 1.2's heading naming the uses advised against.
  const wrapped = joinLabelAroundValue(printed, USE_AT_START, (text) => wholeUseOrCombinedLabel(text) || advisedAgainst(text));
  // A value after joined subjects in lower case may be the subjects' adjective: at most 0.6 (./use-label-forms.ts).
  const unsure = new Set<number>();
  const lines = wrapped.map((line, index) => {
    const apart = withoutUseSubject(withoutFirstLabels(line.replace(FOOTNOTE_MARK, "")), USE_AT_START);
    if (apart.unsure) unsure.add(index);
    return separatorAsColon(apart.line, WHOLE_USE_LABEL);
  });
  // Lines below that go on with a value: unfinished, or wrapped at the column's edge (the printed lines hold the geometry).
  const continued = (value: string, index: number) => continuedValue(value, lines, index, { labelAtStart: USE_AT_START, advisedAgainst }, { printed, placed });
  let best: Found | null = null;
  const offer = (read: Found) => {
    const found = unsure.has(read.line) ? { ...read, confidence: Math.min(read.confidence, 0.6) } : read;
    if (best === null || found.confidence > best.confidence) best = found;
  };
  for (let index = 0; index < lines.length; index++) {
    const text = stripLead(lines[index]!.trim());
    const headerRow = headerRowUse(lines, index);
    if (headerRow !== null) {
      offer(headerRow);
      index++;
      continue;
    }
    const wrapped = wrappedLabelValue(text, lines[index + 1]);
    if (wrapped !== null) {
      if (isUseValue(wrapped)) offer(candidate(wrapped, index, 0.8, false));
      continue;
    }
    // A 1.2 heading wrapped before its label ends is tried as a heading, nothing else.
    const atStart = USE_AT_START.test(text);
    const cell = atStart ? null : useInLaterCell(lines[index]!);
    if (cell !== null) offer(candidate(cell, index, 0.7, false));
    if (!atStart && !SUBSECTION_1_2.test(lines[index]!)) continue;
    const combined = atStart ? COMBINED_LABEL.exec(text) : null;
    if (combined) {
      const value = cleanValue(firstColumn(combined[1]!));
      if (isUseValue(value)) offer(candidate(value, index, 0.7, false));
      continue;
    }
    if (atStart && COMBINED_LABEL_ALONE.test(text)) {
      const below = cleanValue(firstColumn(lines[index + 1] ?? ""));
      if (isUseValue(below) && !USE_LABEL.test(stripLead(below)) && !/[:：]/.test(below)) offer(candidate(continued(below, index + 1), index + 1, 0.6, false));
    }
    const headingEnd = combinedHeadingEnd(lines, index);
    if (headingEnd >= 0) {
      const found = valueOfHeading(lines, index, headingEnd, continued);
      if (found) offer(found);
      index = headingEnd;
      continue;
    }
    if (!atStart) continue;
    const long = LONG_USE_LABEL.exec(text);
    const closed = USE_LABEL.exec(text) ?? (long && /^\p{Lu}/u.test(long[1] ?? "") ? long : null);
    const short = closed ? null : shortLabelMatch(text);
    const match = closed ?? short;
    if (!match) continue;
    const rest = match[1] ?? "";
    if (advisedAgainst(text.slice(0, text.length - rest.length))) continue;
    const sector = SECTOR_LABEL.test(text);
    const value = beforeAdvisedSentence(cleanValue(firstColumn(rest)));
    if (value !== "") {
      if (!isUseValue(value)) continue;
      // Gas suppliers' sheets open with the sector ("Industrial and professional. Perform risk assessment prior to
      // use.") and print the uses on the lines below ("Test gas / Calibration gas."): the sector counts as one.
      const firstSentence = /^[^.]{3,60}\./.exec(value)?.[0];
      if (firstSentence && sectorOnly(firstSentence.slice(0, -1))) {
        offer(candidate(firstSentence.slice(0, -1), index, 0.5, true));
        const below = cleanValue(firstColumn(lines[index + 1] ?? ""));
        if (isUseValue(below) && !/[:：]/.test(below) && !USE_LABEL.test(below)) offer(candidate(below.replace(/\.$/, ""), index + 1, 0.6, sector));
        continue;
      }
      offer(candidate(continued(value, index), index, closed ? 0.8 : SHORT_LABEL_CONFIDENCE, sector));
      continue;
    }
    // Past the lines of use codes below the label ("Identified uses" / "SU21" / "PC35 Floor cleaner").
    const below = pastDescriptorLines(lines, index);
    const next = cleanValue(firstColumn(lines[below] ?? ""));
    // A line below that opens with a use label of its own and its value is read as such, not whole.
    if (!isUseValue(next) || headingTail(text, next) || USE_LABEL.test(stripLead(next))) continue;
    const sectors = sectorList(lines, below);
    offer(sectors ?? candidate(continued(next, below), below, 0.6, sector));
    // A sector alone under the label, the use on the line after it ("Solo per uso industriale" / "Fluido da taglio").
    // Not a footnote under the sector ("* The “Recommended use” identified for this product is provided …").
    const afterLine = lines[below + 1] ?? "";
    const after = cleanValue(firstColumn(afterLine));
    // Never a company's name there (1.3's block without its heading): a name with a legal form is no use. A guess: 0.55.
    if (!sectors && sectorOnly(next) && after.length <= 100 && !/^[*¹²³†‡]/u.test(afterLine.trim()) && isUseValue(after) && !/[:：]/.test(after) && !SUBSECTION_HEADING.test(afterLine) && !USE_LABEL.test(stripLead(after)) && !sectorOnly(after) && !COMPANY_SUFFIX.test(after)) {
      offer(candidate(continued(after, below + 1), below + 1, 0.55, false));
    }
  }
  return best;
}
