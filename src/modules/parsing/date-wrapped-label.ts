/**
 * A date label wrapped in its narrow cell: its date beside the first part ("Date of          23.03.2021" / "revision:"),
 * the text layer setting the label's second part on a line of its own under the date; or beside the second part
 * ("Dátum" / "revízie: 23.03.2021"), the first part alone on the line above.
 */
import { foldAccents, latinLabels } from "./date-label-patterns.ts";
import {
  ISSUE_DATE_LABELS,
  LAST_REVISION_DATE_LABELS,
  PREPARATION_DATE_LABELS,
  REVISION_DATE_LABELS,
} from "./vocabulary/date-labels.ts";
import { FIRST_ISSUE_DATE_LABELS } from "./vocabulary/first-issue-date-labels.ts";
import { CELL_GAP_SOURCE } from "./cell-gap.ts";

/** A whole cell that is one date label of any kind, with or without its colon ("Date of revision:"). */
const WHOLE_LABEL = new RegExp(
  `^(?:${latinLabels([...REVISION_DATE_LABELS, ...LAST_REVISION_DATE_LABELS, ...ISSUE_DATE_LABELS, ...PREPARATION_DATE_LABELS, ...FIRST_ISSUE_DATE_LABELS]).source})\\s*[:：]?$`,
  "iu",
);
/** A first line: a label's first words (no digit, no colon), a column gap, then the value cell starting with a digit or a letter. */
const FIRST_PART = new RegExp(String.raw`^(\s*)([^\d:：\s][^\d:：]{0,40}?)(${CELL_GAP_SOURCE})(\S.*)$`, "u");
/** A second line: the label's last words and its colon, nothing else ("revision:", "de révision :"). */
const SECOND_PART = /^\s*([^\d:：\s][^\d:：]{0,30}?)\s*([:：]?)\s*$/u;
/** A first part alone on its line: a word or three, no digit, no colon ("Dátum", "Datum för"). */
const FIRST_PART_ALONE = /^(\s*)([^\d:：\s][^\d:：]{0,30}?)\s*$/u;
/** A second part with the value: the label's last words, a colon or a column gap, the value ("revízie: 23.03.2021"). */
const SECOND_PART_WITH_VALUE = new RegExp(String.raw`^\s*([^\d:：\s][^\d:：]{0,30}?)(\s*[:：]\s*|${CELL_GAP_SOURCE})(\S.*)$`, "u");
const DIGIT = /\d/;
const isWholeLabel = (words: string) => WHOLE_LABEL.test(foldAccents(words.trim()));

/**
 * Lines rewritten so that a wrapped label stands whole before its date ("Date of          23.03.2021" / "revision:" →
 * "Date of revision:          23.03.2021" / "", "Dátum" / "revízie: 23.03.2021" → "" / "Dátum revízie: 23.03.2021"): only
 * when the two parts make one date label together and the part beside the date alone is none. Line numbers stay those
 * of the document (the other line is emptied).
 */
export function joinWrappedLabels(lines: readonly string[]): readonly string[] {
  let joined: string[] | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!DIGIT.test(line)) continue;
    const first = FIRST_PART.exec(line);
    if (!first || !DIGIT.test(first[4]!)) {
      const joinedBelow = labelJoinedBelow(lines[index - 1], line);
      if (joinedBelow) {
        joined ??= [...lines];
        joined[index - 1] = "";
        joined[index] = joinedBelow;
      }
      continue;
    }
    const second = DIGIT.test(lines[index + 1] ?? "0") ? null : SECOND_PART.exec(lines[index + 1]!);
    if (!second) continue;
    const label = `${first[2]!.trim()} ${second[1]!.trim()}`;
    if (isWholeLabel(first[2]!) || !isWholeLabel(label)) continue;
    joined ??= [...lines];
    joined[index] = `${first[1]}${label}:${first[3]}${first[4]}`;
    joined[index + 1] = "";
    index++;
  }
  return joined ?? lines;
}

/**
 * The line with its label's first part joined from the line above ("Dátum" / "revízie: 23.03.2021" → "Dátum revízie:
 * 23.03.2021"), or null: only when the two parts make one date label and the second part alone is none.
 */
function labelJoinedBelow(above: string | undefined, line: string): string | null {
  if (above === undefined || DIGIT.test(above)) return null;
  const first = FIRST_PART_ALONE.exec(above);
  const second = first ? SECOND_PART_WITH_VALUE.exec(line) : null;
  if (!first || !second || isWholeLabel(second[1]!)) return null;
  const label = `${first[2]!.trim()} ${second[1]!.trim()}`;
  return isWholeLabel(label) ? `${first[1]}${label}${second[2]}${second[3]}` : null;
}
