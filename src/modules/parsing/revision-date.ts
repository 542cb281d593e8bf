/**
 * The revision date: of the dates an SDS prints, the one of the best kind present — revision, then "last revision"
 * (unless an issue or preparation date is newer: then that one), then issue, version, preparation, a version over
 * its date, a bare "Date:", a version history table — never a print, previous, superseded or expiry date, and a
 * first issue's date only when the sheet prints no other. The label may sit in a page header or footer, with its
 * date on the same line, the next, or in the cell below.
 */
import { dateInBareLabelRun, dateInLabelColumn, dateInLabelRun, dateInSlashedLabels } from "./date-label-run.ts";
import { BRACKETED_FORMAT_HINT, detectDateOrder, findDates, withLabelValueDateJoined, type DateReading, type FoundDate } from "./dates.ts";
import { AND_WORDS } from "./vocabulary/joining-words.ts";
import { escapeRegExp } from "./phrase-pattern.ts";
import { DOT_LEADERS, type Found } from "./label-lines.ts";
import {
  AFTER_LAST_WORD,
  ANY_DATE_LABEL,
  FIRST_ISSUE,
  FIRST_ISSUE_KIND,
  isDateCell,
  isDateLabel,
  isOwnRevisionLabel,
  namesADate,
  KINDS,
  LEGAL_ACT,
  LISTED_LABEL,
  NOT_CURRENT,
  NOT_REVISION,
  opensWithDateWord,
  PARTICIPLES_ALONE,
  type Kind,
} from "./revision-date-kinds.ts";
import {
  cellBelow,
  headerCellOverDate,
  linkedDateBelow,
  onlyDateInAlignedCellBelow,
  onlyDateInCellBelow,
  newestInColumn,
  samePlaceAmongDates,
  theOnlyDate,
} from "./date-cells.ts";
import { joinDateFields } from "./date-fields.ts";
import { joinWrappedLabels } from "./date-wrapped-label.ts";
import { withDayOfSameMonth } from "./month-only-date.ts";
import { findFooterDate, findRunningHeaderDate, findSignOffDate, findTitleLineDate } from "./footer-date.ts";
import { findDateInVersionHistory } from "./version-history.ts";
import { newestRevisionRow } from "./revision-history-rows.ts";
import { printsEmptyLabel, unsureBesideEmptyLabel } from "./empty-revision-label.ts";
import { CJK, foldAccents } from "./date-label-patterns.ts";
import { dateAfterNumberOrLink, namesRevisionNumber, VERSION_NUMBER_ENDS_LINE } from "./version-date-labels.ts";
import { labelOwnWords, labelsWithinCells } from "./date-label-cells.ts";
import { dateWordsToColon, LABEL_RUNS_ON_IN_CELL, labelEndsItsCell } from "./date-label-links.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";
import { isStandardEdition } from "./standard-edition.ts";

const DIGIT = /\d/;

/**
 * `usual` is how the document's language writes ambiguous numeric dates when the document itself prints no
 * unambiguous one (English: month first, as in US sheets; the other languages: day first), and the languages its
 * month names are read in where known.
 */
export function findRevisionDate(printedLines: readonly string[], usual: DateReading = "month-first"): Found | null {
  const lines = joinWrappedLabels(joinDateFields(printedLines));
  const { order: usualOrder, languages } = typeof usual === "string" ? { order: usual, languages: [] } : usual;
  const order: DateReading = { order: detectDateOrder(lines.join("\n"), usualOrder), languages };
  const scan = scanner(lines, order);
  // A date printed without its day ranks below a full date of another label in its month (month-only-date.ts).
  const labelledDates = () => KINDS.flatMap((kind) => { const all: Found[] = []; scan(kind, (found) => all.push(found)); return all; });
  return withDayOfSameMonth(readRevisionDate(lines, order, scan), lines, order, labelledDates);
}

/** The revision label's date; else another kind's, no surer than a guess beside an empty revision label. */
function readRevisionDate(lines: readonly string[], order: DateReading, scan: Scan): Found | null {
  const scanned = scan(KINDS[0]!);
  // Revision dates only grow: of two revision labels' dates the newer is the sheet's.
  if (scanned) return withDisagreeingRevisionDates(scan, newerRevisionOnLine(lines, newestRevisionRow(lines, scanned, order), order));
  return unsureBesideEmptyLabel(readOtherDate(lines, order, scan), () => printsEmptyLabel(lines, KINDS[0]!.label, isOwnRevisionLabel));
}

/** The date of the first kind after the revision label's that the sheet labels; else a date read without a label. */
function readOtherDate(lines: readonly string[], order: DateReading, scan: Scan): Found | null {
  for (let k = 1; k < KINDS.length; k++) {
    const scanned = scan(KINDS[k]!);
    if (!scanned) continue;
    // A label met on one row of a revision history ("Revision 1, 06/26/2014, …"): the newest row is the sheet's.
    const found = newestRevisionRow(lines, scanned, order);
    // Revision dates only grow: a "last revision" date older than the sheet's issue or preparation date is the
    // previous version's ("Date of preparation: March 10, 2015" / "Date of last revision: July 6, 2011").
    if (KINDS[k]!.lastRevision) return newerCurrentDate(scan, KINDS.slice(k + 1), found) ?? found;
    return KINDS[k]!.current && !KINDS[k]!.newest ? newestOnLabelLine(scan, KINDS[k]!, found) : found;
  }
  // A version history table, else a date in the page furniture ("12/03/2021 EN (English) 1/7"), else the first
  // issue's ("Original: September 2004"), else — no label dates the sheet — a date alone in the running header, else
  // the date on the sheet's title line, else the date that signs the sheet off.
  const furniture = { lines, order, isNotRevision: NOT_REVISION.test };
  return findDateInVersionHistory(lines, order) ?? findFooterDate(furniture) ?? scan(FIRST_ISSUE_KIND) ?? findRunningHeaderDate(furniture)
    ?? findTitleLineDate(furniture) ?? findSignOffDate(furniture);
}

/**
 * "Datum revize: 09.04.2014 Datum revize v ČR: 28.04.2014", "Revision date: 12.03.2021 Revision date (UK): 02.05.2021":
 * a second revision label on the date's line, with a date of its own (a national or translated version's revision).
 * Revision dates only grow: the newer one is the sheet's, at most 0.85; a second label with an older date leaves the
 * first, at most 0.85 too (the sheet prints two revision dates, a person may want to look).
 */
function newerRevisionOnLine(lines: readonly string[], found: Found, order: DateReading): Found {
  const line = lines[found.line]!;
  const dates: { iso: string; confidence: number }[] = [];
  for (const match of foldAccents(line).matchAll(KINDS[0]!.label)) {
    const start = match.index ?? 0;
    if (!isOwnRevisionLabel(labelOwnWords(line, start), match[0])) continue;
    const date = dateRightAfter(line.slice(start + match[0].length), order);
    if (date) dates.push(date);
  }
  // Each label with its own date right after it, the one found among them ("Druckdatum: Überarbeitet am: 08.05.2019
  // 05.09.2018" is one revision label in a run of labels, its date read by the run).
  if (!dates.some((date) => date.iso === found.value) || dates.every((date) => date.iso === found.value)) return found;
  const newest = dates.reduce((best, date) => (date.iso > best.iso ? date : best));
  const value = newest.iso > found.value ? newest.iso : found.value;
  return { ...found, value, confidence: Math.min(newest.confidence, found.confidence, 0.85) };
}

/**
 * Two revision labels with different dates in different places (a cover page's "Revised: January 29, 2015" and the
 * sheet's own "Revision Date: 10-November-2012"; a review date read before the revision date): the first is kept, but
 * which one is the sheet's is not sure, so at most 0.85 — the text's order alone decided.
 */
function withDisagreeingRevisionDates(scan: Scan, found: Found): Found {
  if (found.confidence <= 0.85) return found;
  let disagrees = false;
  // Only a date on its label's own line: a column headed "Revision Date" (a regulatory list's dates per component,
  // one a row below the header) dates the rows, not the sheet.
  scan(KINDS[0]!, (other, labelLine) => {
    if (other.line === labelLine && other.value !== found.value) disagrees = true;
  });
  return disagrees ? { ...found, confidence: 0.85 } : found;
}

/**
 * Two labels of one kind of current date on one line with different dates ("Date of issue: 17.05.2016    Version date:
 * 23.10.2018", "Ausgabedatum: … Versionsdatum: …"): both date a version, and versions only grow — the newer is this
 * one's, at most 0.85 since the labels alone do not say it.
 */
function newestOnLabelLine(scan: Scan, kind: Kind, found: Found): Found {
  const onLine: { found: Found; labelLine: number }[] = [];
  scan(kind, (other, labelLine) => onLine.push({ found: other, labelLine }));
  const labelLine = onLine[0]?.labelLine;
  const others = onLine.filter((entry) => entry.labelLine === labelLine && entry.found.value !== found.value);
  if (others.length === 0) return found;
  const newest = others.reduce((best, entry) => (entry.found.value > best.value ? entry.found : best), found);
  return { ...newest, confidence: Math.min(newest.confidence, found.confidence, 0.85) };
}

/** The first date of a later kind that marks the current version and is newer than `found`, at most 0.85. */
function newerCurrentDate(scan: Scan, kinds: readonly Kind[], found: Found): Found | null {
  for (const kind of kinds) {
    if (!kind.current) continue;
    const other = scan(kind);
    if (other && other.value > found.value) return { ...other, confidence: Math.min(other.confidence, 0.85) };
  }
  return null;
}

/**
 * Finds the first date of a kind of label in the lines (the newest, for a `newest` kind); per-line work (digits,
 * folding) is shared between kinds. With `each`, every date of the kind is handed to it and the scan goes on.
 */
type Scan = (kind: Kind, each?: (found: Found, labelLine: number) => void) => Found | null;
function scanner(lines: readonly string[], order: DateReading): Scan {
  // Folded when first needed: most lines hold no digit near them and are never looked at.
  const hasDigit = lines.map((line) => DIGIT.test(line));
  // Three below: a title block read column by column puts a third label's line between the first label and its date.
  const digitNear = hasDigit.map((digit, index) => digit || hasDigit[index + 1] === true || hasDigit[index + 2] === true || hasDigit[index + 3] === true);
  const foldedLines: (string | undefined)[] = [];
  const folded = (index: number) => (foldedLines[index] ??= foldAccents(lines[index]!));
  // Whether a listed kind's label may stand on the line: a Latin label phrase, or CJK characters (tried with cjkLabel).
  const listedOnLine: (boolean | undefined)[] = [];
  const mayHoldListedLabel = (index: number) => (listedOnLine[index] ??= CJK.test(folded(index)) || LISTED_LABEL.test(folded(index)));
  return (kind, each) => {
    const excluded = kind.firstIssue ? NOT_CURRENT : NOT_REVISION;
    let newest: Found | null = null;
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      // A date has digits, on the label's line or the three below: lines without any are not looked at.
      if (!digitNear[index]) continue;
      if (kind.mayHold && !kind.mayHold.test(folded(index))) continue;
      if (kind.listed && !mayHoldListedLabel(index)) continue;
      const text = folded(index);
      const latin = CELL_GAP.test(text) ? labelsWithinCells(text, kind.label) : text.matchAll(kind.label);
      const matches = kind.cjkLabel && CJK.test(text) ? [...latin, ...text.matchAll(kind.cjkLabel)] : latin;
      for (const match of matches) {
        const start = match.index ?? 0;
        const labelEnd = start + match[0].length;
        // The words just before the label ("Print date", "Date of first issue"), not an earlier field's date.
        // A colon ends another label ("Druckdatum: Überarbeitet am:"): the words before it are not this label's.
        // Labels joined by slashes with as many dates ("Druckdatum / Überarbeitet am: 15.04.2021 / 12.03.2021"): only
        // the label's own part says its kind.
        const slashed = kind.onlyDateBelow ? null : dateInSlashedLabels(lines, index, start, labelEnd, order, isDateLabel);
        // A run of labels without colons before as many dates ("Druckdatum Revisionsdatum 01.02.2020 03.04.2021"):
        // the words before the label are the other labels'.
        const bare = slashed || kind.onlyDateBelow ? null : dateInBareLabelRun({ lines, index, start, after: line.slice(labelEnd), order, isDateWord: isDateCell });
        const before = slashed?.ownWords ?? (bare ? "" : ownWordsBefore(line, start, match[0]));
        if (excluded.test(`${before}${match[0]}${ownWordsAfter(line.slice(labelEnd))}`) || insideReplacedNote(line.slice(0, start)) || inReplacedValue(line.slice(0, start), line.slice(labelEnd))) continue;
        if (PARTICIPLES_ALONE.has(match[0].toLowerCase()) && !inLabelPlace(line.slice(0, start), line.slice(labelEnd))) continue;
        if (isStandardEdition(match[0], line.slice(0, start)) || namesRevisionNumber(line.slice(0, start))) continue;
        if (kind.firstIssue && !FIRST_ISSUE.test(`${before}${match[0]}`)) continue;
        if (kind.notAfterLast && AFTER_LAST_WORD.test(foldAccents(before))) continue;
        if (kind.onlyDateBelow) {
          const below = onlyDateInCellBelow(line, start, lines[index + 1] ?? "", order);
          if (below) return { value: below.iso, line: index + 1, confidence: Math.min(kind.confidence, below.confidence) };
          continue;
        }
        // A title block read column by column (labels one a line, then their values): the value in the label's place.
        const date = slashed ?? bare ?? dateInLabelRun(lines, index, start, labelEnd, order, isDateLabel) ?? dateInLabelColumn(lines, index, order, namesADate) ?? dateAfterLabel(lines, index, start, line.slice(labelEnd), kind, order);
        if (!date) continue;
        // "Date: 12.03.2021": a bare date label's colon and its date on one line is surer than the kind's other forms.
        const sameLine = kind.sameLineConfidence !== undefined && date.line === index && /^\s*[:：]/.test(line.slice(labelEnd));
        const found = { value: date.iso, line: date.line, confidence: Math.min(sameLine ? kind.sameLineConfidence! : kind.confidence, date.confidence) };
        if (each) each(found, index);
        else if (!kind.newest) return found;
        if (!newest || found.value > newest.value) newest = found;
      }
    }
    return newest;
  };
}

/** The date of a label found at `start` of line `index`: on its line, in the cell or line below, or two lines down. */
function dateAfterLabel(lines: readonly string[], index: number, start: number, afterLabel: string, kind: Kind, order: DateReading): { iso: string; confidence: number; line: number } | null {
  const line = lines[index]!;
  // A format hint in brackets is part of the label ("Datum (TT.MM.JJJJ): 12.03.2021"); the order it gives is the document's.
  // Dot leaders after the label ("Date prepared ........ June 2001") are a column gap: blanked, indexes kept.
  const after = afterLabel.replace(BRACKETED_FORMAT_HINT, (hint) => " ".repeat(hint.length)).replace(LEADERS_AT_START, (dots) => " ".repeat(dots.length));
  // A bare "Date" needs a colon, or its date right after it ("Datum 12.03.2021", "Date 12 mars 2021", "Date    May 11, 2007"
  // — a colon column's colon OCR lost).
  if (kind.needsColon && !/^\s*[:：]/.test(after) && !(/^\s+[\d\p{L}]/u.test(after) && findDates(after.slice(0, 40), order)[0]?.index === after.length - after.trimStart().length)) {
    // "Date de prparation de la FDS : 8 juin 2009": a date label no list names, its date after its colon.
    const words = dateWordsToColon(after);
    const date = words && !NOT_REVISION.test(words) ? dateRightAfter(after.slice(words.length), order) : null;
    return date ? { ...date, line: index } : headerCellOverDate(lines, index, start, after, order);
  }
  const date = dateRightAfter(after, order);
  if (date) return { ...date, line: index };
  // A label that stands at the end of its line (or its column), or whose wording runs on to a colon there
  // ("Date de préparation de la fiche de données de sécurité:"), has its date on the next line.
  const labelEndsLine = labelEndsItsCell(after) || (/^[^\d:：]{0,80}[:：]\s*$/.test(after) && !NOT_REVISION.test(after));
  const next = lines[index + 1] ?? "";
  if (!labelEndsLine) {
    // A header cell whose label runs on by a word or two ("Data aktualizacji karty" over "23.09.2021").
    const runOnWords = LABEL_RUNS_ON_IN_CELL.exec(after)?.[0];
    const runOn = runOnWords && !NOT_REVISION.test(runOnWords) ? onlyDateInAlignedCellBelow(line, start, next, order) : null;
    if (runOn) return { ...runOn, line: index + 1 };
    // A revision number ending the line, its date linked on the next ("Revisione: 4" / "del 10/03/2015").
    const linked = VERSION_NUMBER_ENDS_LINE.test(after) ? linkedDateBelow(line, start, next, order) : null;
    return linked ? { ...linked, line: index + 1 } : null;
  }
  const below = cellBelow(line, start, next);
  const dateBelow = dateRightAfter(below, order);
  if (dateBelow) {
    // A label after other cells over a row of several dates whose cells do not line up with the labels
    // ("Date d'impression    Date de révision    Page" / "15/04/2021    12/03/2021"): which date is its own is a guess.
    // The best guess is the date in the same place among the dates as the label among the header's date cells.
    const unsureColumn = below === next && line.slice(0, start).trim() !== "" && findDates(next, order).length > 1;
    // The label heads a column of a table of versions, one row each: the newest row's date is the current one.
    const rows = unsureColumn ? null : newestInColumn(lines, index, start, order);
    if (rows) return rows;
    if (!unsureColumn) return { iso: dateBelow.iso, confidence: dateBelow.confidence - 0.05, line: index + 1 };
    const same = samePlaceAmongDates({ line, labelStart: start, next, order, isDateCell }) ?? dateBelow;
    return { iso: same.iso, confidence: Math.min(0.7, dateBelow.confidence), line: index + 1 };
  }
  // A form's label whose next line belongs to a neighbouring column (OSHA Form 174: "Date Prepared" over
  // an address line): a line holding only a date, just below that, is its value — less surely.
  const only = theOnlyDate((lines[index + 2] ?? "").trim(), order);
  if (!DIGIT.test(next) && !ANY_DATE_LABEL.test(next) && !NOT_REVISION.test(next) && only) {
    return { iso: only.iso, confidence: only.ambiguous ? 0.7 : 0.75, line: index + 2 };
  }
  return null;
}

/**
 * Where a participle alone (PARTICIPLES_ALONE: "modifié", "modificato") is a label and not a sentence's verb ("…
 * substances dangereuses, modifiée juillet 1992"): closed by a colon, or first in its cell, or after another field's
 * colon, bar or value's digits ("Version 2.2 modifié 19.12.2013").
 */
/**
 * The label's own words after it, up to its colon ("Geldig" of "Geldig tot:", "Revision date" of "Revision date of
 * previous version:"): a few words without a digit. Nothing where no colon closes them on the line's cell, or where a
 * slash or bar first hands on to another label ("Revision date / Print date:").
 */
function ownWordsAfter(afterLabel: string): string {
  const words = /^[^\d:：/|]{0,40}(?=[:：])/u.exec(afterLabel.split(CELL_GAP)[0] ?? "")?.[0] ?? "";
  return words.trim().split(/\s+/).length <= 4 ? words : "";
}

function inLabelPlace(lineBefore: string, afterLabel: string): boolean {
  if (/^\s*[:：]/.test(afterLabel)) return true;
  const cell = lineBefore.split(CELL_GAP).pop() ?? "";
  return cell.trim() === "" || /[|:：\d]\s*$/.test(cell);
}

/**
 * A label in brackets after a "replaces" phrase of its cell ("Sostituisce la revisione: 2 (Data revisione
 * 01/01/2020)", "Remplace la version 2 (date de révision …)") dates the replaced version.
 */
function insideReplacedNote(cellStart: string): boolean {
  const cell = cellStart.split(CELL_GAP).pop() ?? "";
  const open = cell.lastIndexOf("(");
  return open >= 0 && !cell.slice(open).includes(")") && NOT_REVISION.test(cell.slice(0, open));
}

/**
 * A label in the value of a "supersedes" / "replaces" label of its cell, words between ("Supersedes: MSDS dated
 * 11/15/2019", "Replaces: the version dated …", "Remplace : la version du …", "Ersetzt: die Version vom …",
 * "Sustituye a: la versión de …"): it dates the replaced version. A label with a colon of its own after such a label
 * is a field of its own ("Ersetzt: Überarbeitet am: 12.03.2021"), and so is one after a date ("Supersedes: 11/15/2019
 * Revised: …").
 */
function inReplacedValue(cellStart: string, afterLabel: string): boolean {
  if (/^\s*[:：]/.test(afterLabel)) return false;
  const cell = cellStart.split(CELL_GAP).pop() ?? "";
  const colon = Math.max(cell.lastIndexOf(":"), cell.lastIndexOf("："));
  if (colon < 0) return false;
  const between = cell.slice(colon + 1);
  return !/\d/.test(between) && between.trim().split(/\s+/).length <= 4 && NOT_REVISION.test(cell.slice(0, colon).replace(/^.*[:：]/, "")) && !FIRST_ISSUE.test(cell.slice(0, colon));
}

const LEADERS_AT_START = new RegExp(`^${DOT_LEADERS}`, "u");
/** Another cell's label after a cell gap, closed by its colon ("    SDS Number:"). */
const OTHER_CELL_LABEL = new RegExp(String.raw`${CELL_GAP_SOURCE}[^\s:：][^:：]*[:：]`);

/** The first date within reach after a label, unless another label or a "print/previous" word comes first. */
function dateRightAfter(after: string, order: DateReading): { iso: string; confidence: number } | null {
  const text = withLabelValueDateJoined(after);
  // The reach is counted from the value's first character: a layout text may set the value at the far right of the
  // label's line, a gap of 60 spaces or more away ("Überarbeitet am:            …            23.10.2018").
  // A dash with a space after it parts a label from its value as a colon does ("Date d'émission – Février 2014").
  const lead = /^[\s:：]*(?:[-–—]\s+)?/u.exec(text)![0].length;
  const found = findDates(text.slice(lead, lead + 60), order);
  const numbered = found.length === 0 ? dateAfterNumberOrLink(text.slice(lead), order) : null;
  const dates = numbered ? [numbered] : found;
  if (dates.length === 0) return null;
  const between = text.slice(0, lead + dates[0].index);
  if (NOT_REVISION.test(between) || ANY_DATE_LABEL.test(between)) return null;
  // A legal act named between the label and the date, with no colon after it ("actualizada por la Resolución N° 701
  // del 25/08/2004"): the act's date, and the label a word of running text.
  const act = LEGAL_ACT.exec(foldAccents(between));
  if (act && !/[:：]/.test(between.slice(act.index))) return null;
  // Another cell's label before the date ("Revision Date:    SDS Number:    … 11/21/2023"): not this label's date.
  if (OTHER_CELL_LABEL.test(between)) return null;
  // A day and month that could be swapped (03/04/2015) is read by the document's habit: not certain.
  const date = newestOfList(text.slice(lead), dates[0], order);
  return { iso: date.iso, confidence: date.ambiguous ? 0.85 : 1 };
}

/** What parts the dates of a list: a semicolon, a comma or the languages' "and". */
const LIST_PARTING = new RegExp(`^\\s*(?:[;,]|(?:${AND_WORDS.map(escapeRegExp).join("|")})(?![\\p{L}]))\\s*$`, "iu");
/** How far a list of dates after a label may run ("Septiembre 2012; Junio 2013; Febrero 2016; Diciembre 2021"). */
const LIST_REACH = 200;

/**
 * A label followed by the sheet's revision history as a list ("Fecha de Revisión: Julio 2014; Mayo 2016; Diciembre
 * 2021"): revision dates only grow, so the newest of the dates parted only by list marks is this version's.
 */
function newestOfList(value: string, first: FoundDate, order: DateReading): FoundDate {
  const dates = findDates(value.slice(0, LIST_REACH), order);
  const start = dates.findIndex((date) => date.index === first.index);
  let newest = first;
  for (let at = start + 1; start >= 0 && at < dates.length; at++) {
    const before = dates[at - 1]!;
    if (!LIST_PARTING.test(value.slice(before.index + before.length, dates[at]!.index))) break;
    if (dates[at]!.iso > newest.iso) newest = dates[at]!;
  }
  return newest;
}

/**
 * The words before a label found at `start` that are its own (labelOwnWords); of a label that opens with the word
 * "date" in capitals (opensWithDateWord), only the last word, and only when capitalized like the label ("Original " of
 * "SDS Original "; none of "Uncontrolled when printed ").
 */
function ownWordsBefore(line: string, start: number, label: string): string {
  const own = labelOwnWords(line, start);
  return opensWithDateWord(label) ? (/(?<!\S)\p{Lu}\S*\s*$/u.exec(own)?.[0] ?? "") : own;
}
