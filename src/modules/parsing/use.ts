/**
 * The identified or recommended use (REACH 1.2, OSHA "Recommended use of the chemical and restrictions on use"),
 * from section 1's lines. Labels come from ./vocabulary in the eight languages; nothing here knows a language.
 */
import { cutAtOtherLabel } from "./value-end-labels.ts";
import { isLabel } from "./label-tiers.ts";
import { cleanValue, firstColumn, inlineRegex, labelRegex, phrasePattern, stripLead, type Found } from "./label-lines.ts";
import { translatedLabelsDropper } from "./translated-labels.ts";
import {
  USE_ADVISED_AGAINST,
  USE_LABELS as BASE_USE_LABELS,
  USE_LABELS_MORE,
  USE_LABELS_FORMS,
  USE_LABELS_NATIONAL,
  USE_DESCRIPTOR_HEADS,
  USE_RESTRICTION_WORDS,
  USE_SECTOR_LABELS,
  USE_SECTOR_WORDS,
  USE_AUDIENCE_WORDS,
} from "./vocabulary/use-labels.ts";
import { NOT_STATED } from "./properties.ts";
import { AND_WORDS, ARTICLES, JOINING_WORDS, OR_WORDS } from "./vocabulary/joining-words.ts";
import { CROSS_REFERENCE_VERBS } from "./vocabulary/cross-reference-words.ts";
import { continuedValue } from "./use-continuation.ts";
import type { PlacedLine } from "./column-edge.ts";
import { isDocumentPointer, isSupplierHeading, isUseCodesOnly, withoutUseCodes } from "./use-value-shapes.ts";
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { FOOTNOTE_MARK, separatorAsColon, withoutUseSubject } from "./use-label-forms.ts";
import { joinLabelAroundValue } from "./value-between-label-lines.ts";
import { pastDescriptorLines } from "./use-descriptor-lines.ts";
import { CELL_GAP } from "./cell-gap.ts";

const USE_LABELS = [...BASE_USE_LABELS, ...USE_LABELS_MORE, ...USE_LABELS_FORMS, ...USE_LABELS_NATIONAL];
// Dot leaders may part a label and its value ("Utilisation de la substance/du mélange ..........: Nettoyant").
const USE_LABEL = labelRegex([...USE_LABELS, ...USE_SECTOR_LABELS], false, [], true);
/**
 * Long labels also stand without a separator before a capitalised value ("Emploi de la substance / de la
 * préparation Désodorisant."): four words are too many to be the start of a value.
 */
const LONG_USE_LABEL = new RegExp(`^(?:${phrasePattern(USE_LABELS.filter((label) => label.split(/\s+/).length >= 4))})\\s(.*)$`, "iu");
/**
 * Labels of two or three words one space before a capitalised value ("Recommended use Oral care", "Uso recomendado
 * Limpiador desinfectante."): a PDF whose value cell stands closer to its label than a column gap reads so. Less
 * sure than a closed label (0.7); a value opening with a joining word ("Recommended Use Of The Chemical …", a heading
 * in title case) or naming restrictions is not one.
 */
const SHORT_USE_LABEL = new RegExp(`^(?:${phrasePattern(USE_LABELS.filter((label) => [2, 3].includes(label.split(/\s+/).length)))})\\s(\\S.*)$`, "iu");
const SHORT_LABEL_CONFIDENCE = 0.7;
const NOT_A_VALUE_START = new RegExp(`^(?:${[...JOINING_WORDS, ...ARTICLES, "on", "for", "to"].join("|")})(?![\\p{L}])|${phrasePattern(USE_RESTRICTION_WORDS)}`, "iu");

/** A short label one space before its capitalised value (SHORT_USE_LABEL), or null. */
function shortLabelMatch(text: string): RegExpExecArray | null {
  const short = SHORT_USE_LABEL.exec(text);
  return short && /^\p{Lu}/u.test(short[1]!) && !NOT_A_VALUE_START.test(short[1]!) ? short : null;
}
/** A line starting with a use or sector label: one test per line before the costlier ones (and a 1.2 heading's start). */
const USE_AT_START = new RegExp(`^(?:${phrasePattern([...USE_LABELS, ...USE_SECTOR_LABELS])})(?![\\p{L}])`, "iu");
const SECTOR_LABEL = new RegExp(`^(?:${phrasePattern(USE_SECTOR_LABELS)})(?![\\p{L}])`, "iu");
const ADVISED_AGAINST = inlineRegex(USE_ADVISED_AGAINST);
const SECTOR_WORD = inlineRegex(USE_SECTOR_WORDS);
const AUDIENCE_WORD = inlineRegex(USE_AUDIENCE_WORDS);
/** "See section 16", "siehe Abschnitt 16", "Vedi sezione 16" (vocabulary/cross-reference-words.ts): a pointer, not a use. */
const POINTER = new RegExp(`^(?:please\\s+)?(?:${phrasePattern(CROSS_REFERENCE_VERBS)})(?![\\p{L}\\d])`, "iu");
/**
 * A use label and its restrictions' word joined ("Product Use/Restriction", "Uso y restricciones (…)"), also in
 * brackets after it ("Recommended use (and restrictions on use):").
 */
const COMBINED_LABEL_HEAD = `^(?:${phrasePattern(USE_LABELS)})\\s*(?:[/&+,]|\\b(?:${AND_WORDS.join("|")})\\b|\\((?=[^)]{0,40}\\))\\s*(?:(?:${AND_WORDS.join("|")})\\s+)?)\\s*(?:${phrasePattern(USE_RESTRICTION_WORDS)})(?![\\p{L}])\\)?(?:\\s*\\([^)]{0,40}\\))?`;
/**
 * A label naming the use and its restrictions at once, with its value on the line ("Product Use/Restriction:
 * Abrasive product.", "Product Uses & Restrictions:    Professional use only"): group 1 is the value.
 */
const COMBINED_LABEL = new RegExp(`${COMBINED_LABEL_HEAD}\\s*(?:[:：]\\s*|\\s{3,}|\\s+[-–]\\s+)(\\S.*)$`, "iu");
/** The combined label alone on its line with its colon, its value below ("Product Use/Restriction:" / "Abrasive product."). */
const COMBINED_LABEL_ALONE = new RegExp(`${COMBINED_LABEL_HEAD}\\s*[:：]\\s*$`, "iu");
/** The combined label as the whole text, with its colon or without: a label wrapped over two lines is joined to it. */
const WHOLE_COMBINED_LABEL = new RegExp(`${COMBINED_LABEL_HEAD}\\s*[:：]?\\s*$`, "iu");
/** Use labels joined with their translations or side by side: the first ones dropped, the last read as the label. */
const withoutFirstLabels = translatedLabelsDropper(USE_LABELS);
/** A use label standing alone (the whole text), to join a label wrapped over two lines. */
const WHOLE_USE_LABEL = new RegExp(`^(?:${phrasePattern(USE_LABELS)})\\s*$`, "iu");
const wholeUseOrCombinedLabel = (text: string) => WHOLE_USE_LABEL.test(text) || WHOLE_COMBINED_LABEL.test(text);
/** A bare sub-section number ("1.2") printed on a line of its own beside a wrapped heading. */
const BARE_NUMBER = /^\d{1,2}(?:\.\d{1,2}){0,2}\.?$/;
/** A line opening with a sub-section number ("1.3 Details of the supplier …"): the next heading, never a value. */
const SUBSECTION_HEADING = /^\s*\d{1,2}\s*\.\s*\d{1,2}(?![\d])/;
/** Sub-section 1.2's number at a line's start: its heading may be wrapped before its label ends. */
const SUBSECTION_1_2 = /^\s*1\s*\.\s*2(?![\d])/;
/**
 * The joining word between the identified uses and those advised against in 1.2's heading ("… and uses advised
 * against", sv "och", da "samt", cs/sk "a", hu "és", ro "și", sl "in", lt "ir", lv "un", et "ning"), at the end of the
 * text before the advised-against phrase with at most three words after it ("et utilisations déconseillées", "und
 * Verwendungen, von denen abgeraten wird"): "Use in cleaning products. Uses advised against: none" has none there.
 */
const HEADING_JOIN = new RegExp(
  `(?:^|[\\s,])(?:${[...AND_WORDS, ...OR_WORDS, "of", "samt", "a", "és", "illetve", "și", "şi", "in", "ir", "un", "ning", "ja", "i", "и", "και"].join("|")})\\s+(?:[\\p{L}'’-]+,?\\s+){0,3}$`,
  "iu",
);
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
    const head = cleanValue(value.slice(0, label.index));
    if (advisedAgainst(label[1]!) && /\p{L}{3}/u.test(head)) return head;
  }
  return value;
}

/** A capitalised label closed by its colon after a space, inside a value: group 1 is the label. */
const CAPITAL_LABEL = /\s(\p{Lu}[^:：.;]{0,40}?)\s*[:：]/gu;

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
  const value = withoutUseCodes(cut !== "" && printed.startsWith(cut) && /^\p{Lu}/u.test(printed.slice(cut.length).trim()) ? cut : printed);
  return { value, line, confidence: sector || sectorOnly(value) ? Math.min(confidence, 0.5) : confidence };
}

/**
 * The 1.2 heading that names both the uses and the uses advised against ("Relevant identified uses of the substance
 * or mixture and uses advised against", wrapped over up to three lines): the index of its last line, or -1. A
 * label with its value ("Product use: …") is not that heading, nor is the label "Uses advised against" itself.
 */
function combinedHeadingEnd(lines: readonly string[], index: number): number {
  let first = stripLead(lines[index]!.trim());
  let start = USE_AT_START.exec(first);
  // A 1.2 heading wrapped before its label ends ("1.2 Aineen tai seoksen merkitykselliset tunnistetut" / "käytöt ja …").
  const wrappedLabel = !start && SUBSECTION_1_2.test(lines[index]!) && index + 1 < lines.length;
  if (wrappedLabel) {
    first = `${first} ${lines[index + 1]!.trim()}`;
    start = USE_AT_START.exec(first);
    if (start && start[0].length <= first.length - lines[index + 1]!.trim().length - 1) return -1;
  }
  if (!start || USE_LABEL.test(first) || shortLabelMatch(first)) return -1;
  for (let next = wrappedLabel ? index + 1 : index; next <= index + 2 && next < lines.length; next++) {
    const text = next === index || wrappedLabel && next === index + 1 ? first.slice(start[0].length) : lines[next]!.trim();
    if (next > index && !BARE_NUMBER.test(text) && (text.length > 60 || USE_LABEL.test(stripLead(text)) || /[:：]\s*\S/.test(text))) return -1;
    ADVISED_AGAINST.lastIndex = 0;
    const advised = ADVISED_AGAINST.exec(text);
    // On the heading's own line a joining word stands between the uses and those advised against.
    if (advised && (next > index && !wrappedLabel || HEADING_JOIN.test(text.slice(0, advised.index)) || /,\s*$/.test(text.slice(0, advised.index)))) return next;
  }
  return -1;
}

/**
 * A label wrapped over two lines in its column with the value beside its first line, after a colon or a column gap
 * ("Use of the    : Toilet cleaner" / "Substance/Mixture"): the value, or null when the line is not so made.
 */
function wrappedLabelValue(text: string, next: string | undefined): string | null {
  const head = /^([^:：]{3,40}?)(?:\s*[:：]\s*|\s{3,}|\t)(\S.*)$/u.exec(text);
  if (!head || next === undefined) return null;
  const rest = next.trim();
  if (rest === "" || /\s{3,}|[:：]/.test(rest) || rest.length > 40) return null;
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
  const beside = onHeading ? null : /\S\s{3,}(\S.*)$/u.exec(last.slice(from));
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
    if (text === "" || /\s{3,}|[:：]/.test(text) || SUBSECTION_HEADING.test(text) || !sectorOnly(text) || advisedAgainst(text)) break;
    sectors.push(text.replace(/[.,;]$/, ""));
  }
  return sectors.length >= 2 ? candidate(sectors.join(", "), first, 0.5, true) : null;
}

/**
 * The last words of a heading wrapped onto the line below ("1.2 Relevant identified uses … and uses advised" /
 * "against", "Utilisation recommandée … en matière" / "d’utilisation"): a short lower-case fragment under a heading's
 * line (six words or more, no colon, no closing mark). Not a use: the labels below give it. Under a label alone
 * ("Use" / "press cleaner") a lower-case value stays the use.
 */
function headingTail(label: string, below: string): boolean {
  return label.split(/\s+/).length >= 6 && !/[:：.!?]\s*$/.test(label) && /^[\p{Ll}][^\s]*(?:\s+[^\s]+)?$/u.test(below) && !/[.!?]$/.test(below);
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
