/**
 * A run of date labels followed by as many dates ("Ausgabe: Rev.: 10. 06. 2004 25. 05. 2015", "Druckdatum:
 * Überarbeitet am: 08.05.2019 05.09.2018", the labels on one line and the dates on the next): a header table whose
 * label cell and value cell a text layer reads one after the other. Each label takes the date in its place.
 */
import { findDates, type DateOrder } from "./dates.ts";

/** A label before the colon that ends its cell prefix ("… 49% Ausgabe:"): letters, dots, spaces, slashes. */
const LABEL_BEFORE = /([\p{L}][\p{L}.'’ /-]{0,40})\s*[:：]\s*$/u;
/** A label right at the start of the text, up to its colon. */
const LABEL_AFTER = /^\s*([\p{L}][\p{L}.'’ /-]{0,40}?)\s*[:：]/u;
const BLANK = /^\s*$/;

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
  order: DateOrder,
  isDateLabel: (phrase: string) => boolean,
): RunDate | null {
  const line = lines[index]!;
  let after = line.slice(labelEnd);
  const colon = /^\s*[:：]\s*/.exec(after);
  if (!colon) return null;
  after = after.slice(colon[0].length);
  let prefix = line.slice(0, start).split(/\s{3,}/).pop() ?? "";
  let place = 0;
  for (let match = LABEL_BEFORE.exec(prefix); match && isDateLabel(match[1]!); match = LABEL_BEFORE.exec(prefix)) {
    place++;
    prefix = prefix.slice(0, match.index);
  }
  let labels = place + 1;
  for (let match = LABEL_AFTER.exec(after); match && isDateLabel(match[1]!); match = LABEL_AFTER.exec(after)) {
    labels++;
    after = after.slice(match[0].length);
  }
  if (labels === 1) return null;
  const onNextLine = BLANK.test(after);
  const text = onNextLine ? (lines[index + 1] ?? "") : after;
  const dates = findDates(text.slice(0, 40 * labels), order);
  const lead = text.length - text.trimStart().length;
  if (dates.length === 0 || dates[0]!.index !== lead) return null;
  let consecutive = 1;
  while (consecutive < dates.length && BLANK.test(text.slice(dates[consecutive - 1]!.index + dates[consecutive - 1]!.length, dates[consecutive]!.index))) {
    consecutive++;
  }
  const lineOfDates = onNextLine ? index + 1 : index;
  if (consecutive < labels) return { iso: dates[0]!.iso, confidence: 0.6, line: lineOfDates };
  const date = dates[place]!;
  return { iso: date.iso, confidence: date.ambiguous ? 0.75 : 0.8, line: lineOfDates };
}
