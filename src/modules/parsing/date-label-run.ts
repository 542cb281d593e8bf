/**
 * A run of date labels followed by as many dates ("Ausgabe: Rev.: 10. 06. 2004 25. 05. 2015", "Druckdatum:
 * Überarbeitet am: 08.05.2019 05.09.2018", the labels on one line and the dates on the next): a header table whose
 * label cell and value cell a text layer reads one after the other. Each label takes the date in its place.
 */
import { theOnlyDate } from "./date-cells.ts";
import { findDates, type DateReading, type FoundDate } from "./dates.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** A label before the colon that ends its cell prefix ("… 49% Ausgabe:"): letters, dots, spaces, slashes. */
const LABEL_BEFORE = /([\p{L}][\p{L}.'’ /-]{0,40})\s*[:：]\s*$/u;
/** A label right at the start of the text, up to its colon. */
const LABEL_AFTER = /^\s*([\p{L}][\p{L}.'’ /-]{0,40}?)\s*[:：]/u;
const BLANK = /^\s*$/;
/**
 * The most labels a run holds (a header's cells: issue, revision, print, previous version…), and how far back before a
 * label its run is read. A longer "run" is a broken or hostile text layer's repeated word ("Rev.:Rev.:Rev.:…" over a
 * whole line): read on, each label would rescan the line, and such a line cost the cube of its length.
 */
const MAX_RUN_LABELS = 6;
const MAX_RUN_PREFIX = MAX_RUN_LABELS * 48;
/** The cell's text before `start` on `line`, at most MAX_RUN_PREFIX characters back. */
const cellBefore = (line: string, start: number) => line.slice(Math.max(0, start - MAX_RUN_PREFIX), start).split(CELL_GAP).pop() ?? "";

export type RunDate = { iso: string; confidence: number; line: number };

/**
 * The date of the label found at `start`–`labelEnd` of line `index` when it stands in a run of colon-ended date
 * labels (`isDateLabel` tells a label's words): the date in its place among the dates right after the run, on the
 * same line or (the run ending its line) the next. Null when the label stands alone. Dates fewer than the labels:
 * the first, as a guess.
 */
export function dateInLabelRun(
  lines: readonly string[],
  index: number,
  start: number,
  labelEnd: number,
  order: DateReading,
  isDateLabel: (phrase: string) => boolean,
): RunDate | null {
  const line = lines[index]!;
  let after = line.slice(labelEnd);
  const colon = /^\s*[:：]\s*/.exec(after);
  if (!colon) return null;
  after = after.slice(colon[0].length);
  let prefix = cellBefore(line, start);
  let place = 0;
  for (let match = LABEL_BEFORE.exec(prefix); match && isDateLabel(match[1]!); match = LABEL_BEFORE.exec(prefix)) {
    if (++place >= MAX_RUN_LABELS) return null;
    prefix = prefix.slice(0, match.index);
  }
  // Another field's label before the run ("Handelsname : Überarbeitet am : Druckdatum :"): its value comes first below.
  const otherLabelFirst = LABEL_BEFORE.test(prefix);
  let labels = place + 1;
  for (let match = LABEL_AFTER.exec(after); match && isDateLabel(match[1]!); match = LABEL_AFTER.exec(after)) {
    if (++labels > MAX_RUN_LABELS) return null;
    after = after.slice(match[0].length);
  }
  if (labels === 1) return null;
  const { text, dates, line: lineOfDates, onNextLine, startsText } = datesAfterRun({ lines, index, rest: after, labels, order });
  if (dates.length === 0) return null;
  if (!startsText) return onNextLine && otherLabelFirst ? trailingDateInPlace(text, labels, place, index + 1, order) : null;
  if (datesInARow(text, dates, BLANK) < labels) return { iso: dates[0]!.iso, confidence: 0.6, line: lineOfDates };
  const date = dates[place]!;
  return { iso: date.iso, confidence: date.ambiguous ? 0.75 : 0.8, line: lineOfDates };
}

/** The last word of a cell's text before a label ("… företaget Utgivningsdatum "). */
const LAST_WORD_BEFORE = /(?<![\p{L}])([\p{L}][\p{L}.'’-]{1,40})\s+$/u;

/**
 * A run of date labels without colons, right before as many dates ("Utgivningsdatum Revisionsdatum 18.06.2010
 * 05.03.2015", "Druckdatum Revisionsdatum 01.02.2020 03.04.2021"): each label takes the date in its place, at 0.8
 * (0.75 when day and month could be swapped). Only one-word labels before this one are counted (`isDateWord`: a date
 * label or a date's word by itself, not a "next" or "previous" that qualifies the label after it), and only when the
 * dates right after it are at least as many as the labels; otherwise null (the label reads its own date). The words
 * before the label then belong to the other labels, not to this one.
 */
export function dateInBareLabelRun({ lines, index, start, after, order, isDateWord }: { lines: readonly string[]; index: number; start: number; after: string; order: DateReading; isDateWord: (word: string) => boolean }): RunDate | null {
  if (/^\s*[:：]/.test(after)) return null;
  let prefix = cellBefore(lines[index]!, start);
  let place = 0;
  for (let match = LAST_WORD_BEFORE.exec(prefix); match && isDateWord(match[1]!); match = LAST_WORD_BEFORE.exec(prefix)) {
    if (++place >= MAX_RUN_LABELS) return null;
    prefix = prefix.slice(0, match.index);
  }
  if (place === 0 || BLANK.test(after)) return null;
  const labels = place + 1;
  const { text, dates, line, startsText } = datesAfterRun({ lines, index, rest: after, labels, order });
  if (!startsText || dates.length < labels || datesInARow(text, dates, BLANK) < labels) return null;
  const date = dates[place]!;
  return { iso: date.iso, confidence: date.ambiguous ? 0.75 : 0.8, line };
}

/** The text a run's dates stand in, its line, the dates in its first 40 characters a label, and whether the first opens it. */
type RunDates = { text: string; line: number; onNextLine: boolean; dates: FoundDate[]; startsText: boolean };

/**
 * The dates after a run of `labels` date labels: on the labels' line after the run (`rest`), or, that rest blank,
 * on the next line ("Druckdatum: Überarbeitet am:" / "08.05.2019 05.09.2018"). A run's first date opens its text.
 */
function datesAfterRun({ lines, index, rest, labels, order }: { lines: readonly string[]; index: number; rest: string; labels: number; order: DateReading }): RunDates {
  const onNextLine = BLANK.test(rest);
  const text = onNextLine ? (lines[index + 1] ?? "") : rest;
  const dates = findDates(text.slice(0, 40 * labels), order);
  const lead = text.length - text.trimStart().length;
  return { text, line: onNextLine ? index + 1 : index, onNextLine, dates, startsText: dates.length > 0 && dates[0]!.index === lead };
}

/**
 * How many of the dates follow one another from the first with only `separator` between two ("08.05.2019
 * 05.09.2018" with spaces; "01.01.2020 / 12.03.2021" with a slash): as many as the labels, each label has its date.
 */
function datesInARow(text: string, dates: readonly FoundDate[], separator: RegExp): number {
  let count = dates.length === 0 ? 0 : 1;
  while (count < dates.length && separator.test(text.slice(dates[count - 1]!.index + dates[count - 1]!.length, dates[count]!.index))) count++;
  return count;
}

/**
 * Under a row of labels whose first is another field's ("Handelsname : Überarbeitet am : Druckdatum :" over "Acme
 * Handgel 500 ml 12.03.2021 15.04.2021"): the row's value cells in the labels' order, the other field's value first,
 * so the date labels' dates end the line. The label takes the date in its place among them, at 0.7 (0.65 when day and
 * month could be swapped).
 */
function trailingDateInPlace(text: string, labels: number, place: number, line: number, order: DateReading): RunDate | null {
  const dates = findDates(text, order);
  if (dates.length < labels) return null;
  const trailing = dates.slice(dates.length - labels);
  const last = trailing[labels - 1]!;
  if (!BLANK.test(text.slice(last.index + last.length)) || datesInARow(text, trailing, BLANK) < labels) return null;
  const date = trailing[place]!;
  return { iso: date.iso, confidence: date.ambiguous ? 0.65 : 0.7, line };
}

/** Labels joined by slashes in one cell, with the words of the label's own part ("Fecha de emisión / revisión"). */
export type SlashedRunDate = RunDate & { ownWords: string };

/** A cell's text before a label is read up to this many characters back. */
const MAX_CELL_PREFIX = 120;
/** The labels after this one up to the shared colon ("… / Print date:"), each after a slash. */
const FOLLOWING_LABELS = /^((?:\s*\/\s*[\p{L}][\p{L}.'’ -]{0,40}?)*)\s*[:：]/u;
/** What may stand between two dates of a slashed pair: spaces, or a slash, bar or semicolon with spaces around. */
const DATE_SEPARATOR = /^\s*(?:[/|;]\s*)?$/;

/**
 * The date of a label that shares its colon with other date labels joined by slashes, when as many dates follow, joined
 * the same way ("Date of issue / Date of revision: 01.01.2020 / 12.03.2021", "Fecha de emisión / revisión: …",
 * "Druckdatum / Überarbeitet am: 15.04.2021 / 12.03.2021"): each label takes the date in its place, at 0.8 (0.75 when
 * day and month could be swapped). `ownWords`: the words of the label's own part before it ("de " in "Date d'émission /
 * de révision"), which alone say what kind of date it is. Null when the label stands alone or the dates are fewer.
 */
export function dateInSlashedLabels(
  lines: readonly string[],
  index: number,
  start: number,
  labelEnd: number,
  order: DateReading,
  isDateLabel: (phrase: string) => boolean,
): SlashedRunDate | null {
  const line = lines[index]!;
  const following = FOLLOWING_LABELS.exec(line.slice(labelEnd));
  if (!following) return null;
  const prefix = (line.slice(Math.max(0, start - MAX_CELL_PREFIX), start).split(CELL_GAP).pop() ?? "").replace(/^.*[\d:：]/, "");
  const slashAt = prefix.lastIndexOf("/");
  const ownWords = prefix.slice(slashAt + 1);
  const before = slashAt < 0 ? [] : slashParts(prefix.slice(0, slashAt));
  const after = slashParts(following[1]!);
  if (before.length + after.length === 0 || ownWords.trim().split(/\s+/).length > 3) return null;
  if (![...before, ...after].every(isDateLabel)) return null;
  const labels = before.length + after.length + 1;
  const rest = line.slice(labelEnd + following[0].length);
  const { text, dates, line: lineOfDates, startsText } = datesAfterRun({ lines, index, rest, labels, order });
  if (dates.length < labels || !startsText || datesInARow(text, dates.slice(0, labels), DATE_SEPARATOR) < labels) return null;
  const date = dates[before.length]!;
  return { iso: date.iso, confidence: date.ambiguous ? 0.75 : 0.8, line: lineOfDates, ownWords };
}

/** "Date of issue / Date of revision " → ["Date of issue", "Date of revision"]. */
function slashParts(text: string): string[] {
  return text.split("/").map((part) => part.trim()).filter((part) => part !== "");
}

/** A line that is one label cell and nothing else ("Überarbeitet am:", "DOCUMENT GROUP:", "Version :"). */
const LABEL_ALONE = /^\s*[\p{L}][\p{L}\d .'’/#()-]{0,40}?\s*[:：]\s*$/u;
/** A line of words alone, without a colon or a digit: a header cell's label ("FECHA DE REVISIÓN", "No. DE REVISIÓN"). */
const CELL_ALONE = /^\s*[\p{L}][\p{L} .'’/#()-]{0,40}$/u;
/** A line that holds a label ("Version: 2", "SECTION 1: Identification", "Print date:"). */
const LABELLED = /[\p{L}\d)]\s*[:：](?:\s|$)/u;
/** Labels a title block's column holds at most. */
const MAX_COLUMN_LABELS = 6;

/**
 * A title block a text layer reads column by column: a run of lines that are each a label alone, this date label
 * among them, then one line per label holding its value in the labels' order ("ISSUE DATE:" / "SUPERSEDES DATE:" /
 * "DOCUMENT GROUP:" / "10/11/2004" / "06/26/2001" / "06-5461-6"). The value in the label's place, when it is a date
 * alone on its line (a weekday before it or a time after it allowed), at 0.75 (0.7 when day and month could be
 * swapped). Null when the label is alone on its line among no other labels, or the lines after the run are not as many
 * values.
 */
export function dateInLabelColumn(lines: readonly string[], index: number, order: DateReading, namesADate: (cell: string) => boolean): RunDate | null {
  // A header table's cells read one a line print no colons ("FECHA DE ELABORACIÓN" / "No. DE REVISIÓN" / "FECHA DE
  // REVISIÓN" / "07 DE MAYO, 1999" / "12" / "3 DE ENERO, 2013"): a date's or a revision's label alone counts so too.
  const alone = (line: string) => LABEL_ALONE.test(line) || (CELL_ALONE.test(line) && namesADate(line));
  if (!alone(lines[index]!)) return null;
  let first = index;
  while (first > 0 && index - first < MAX_COLUMN_LABELS && alone(lines[first - 1]!)) first--;
  let end = index + 1;
  while (end < lines.length && end - first < MAX_COLUMN_LABELS && alone(lines[end]!)) end++;
  const labels = end - first;
  if (labels < 2 || end + labels > lines.length) return null;
  const values = lines.slice(end, end + labels);
  // Values, not more labels or fields ("SECTION 1: Identification" after fewer values than labels).
  if (values.some((value) => BLANK.test(value) || LABELLED.test(value))) return null;
  // A date alone, or with its weekday before or its time after ("Dienstag, 23.10.2018", "23.10.2018 14:32").
  const date = theOnlyDate(values[index - first]!.trim(), order);
  if (!date) return null;
  return { iso: date.iso, confidence: date.ambiguous ? 0.7 : 0.75, line: end + index - first };
}
