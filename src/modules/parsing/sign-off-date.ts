/**
 * A date that signs the sheet off: alone on its line below the closing text ("… es obligación del usuario." / "Marzo
 * 2012" / "MSDS Agorex 60" / "8/8"), or opening the closing line ("Enero 2012. Esta información reemplaza y anula las
 * anteriores.", "October 2006. This sheet supersedes …"), as Chile's NCh 2245 form and many small firms' sheets end.
 * The date of the printed version, though no label says so: the very last place a revision date comes from, on a
 * sheet nothing else dates, and a guess (0.5, 0.45 when day and month could be swapped): the sheet goes to review.
 */
import { findDates, type DateReading, type FoundDate } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { isDateLabel } from "./revision-date-kinds.ts";
import { datesOfExcludedLabels } from "./running-header-date.ts";
import { MARKS_ONLY, TITLE_LINES } from "./title-line-date.ts";

/** The sheet's last lines: its closing text and the last page's footer. */
const CLOSING_LINES = 12;
/**
 * A line that runs into the next ("… (del 14 de" / "octubre del 2015)."): a date under it is its sentence's, wrapped,
 * not one that stands alone.
 */
export const RUNS_ON = /(?:\b(?:of|du|vom|von|del|de|da|do|van|z|dnia|from|dated|dal|desde|in|en|im|au|le|el|la)|[,(/])\s*$/iu;
/** A label ending in a full stop is short ("Rev.", "Überarb."); a sentence is longer. */
const SHORT_LABEL = 24;
/** After a date opening its line: a full stop, then a sentence. */
const SENTENCE_AFTER = /^\.\s+\p{Lu}\p{Ll}/u;

/**
 * A date's label waiting for its value on the line above ("Revisionsdatum", "Rev."); not a closing sentence that uses
 * a label's word ("Die Angaben stützen sich auf den heutigen Stand unserer Kenntnisse.").
 */
function awaitsDate(above: string): boolean {
  return isDateLabel(above) && (!/\.$/.test(above) || above.length <= SHORT_LABEL);
}

/** Whether the line's one date stands alone on it or opens it, a sentence after it. */
function signsOff(line: string, date: FoundDate): boolean {
  const before = line.slice(0, date.index);
  const after = line.slice(date.index + date.length);
  return MARKS_ONLY.test(before) && (MARKS_ONLY.test(after) || SENTENCE_AFTER.test(after));
}

/**
 * The only date among the sheet's last lines that stands alone on its line or opens it. Not a date after words
 * `excluded` (a print, download or previous date's words) or under a line of them; not under a line running into it,
 * a label waiting for its value or any date's words; not on a line printed elsewhere too (page furniture); not a date a
 * print, previous … label dates elsewhere.
 */
export function dateSigningOff(lines: readonly string[], order: DateReading, excluded: (line: string) => boolean): Found | null {
  const signing: Array<{ index: number; date: FoundDate }> = [];
  // Below the title's lines: a short text's first lines are its title's (./title-line-date.ts), not its closing.
  for (let index = Math.max(TITLE_LINES, lines.length - CLOSING_LINES); index < lines.length; index++) {
    const dates = findDates(lines[index]!.trim(), order);
    if (dates.length === 1 && signsOff(lines[index]!.trim(), dates[0]!)) signing.push({ index, date: dates[0]! });
  }
  // Two dates that could sign it off: either could be the version's.
  if (signing.length !== 1) return null;
  const { index, date } = signing[0]!;
  // A line the pages repeat is their running header or footer, which ./footer-date.ts and ./running-header-date.ts read.
  if (lines.some((line, at) => at !== index && line.trim() === lines[index]!.trim())) return null;
  const above = lines[index - 1]?.trim() ?? "";
  // The sentence after an opening date speaks of the sheet ("… supersedes all earlier issues"), not of the date.
  if (excluded(lines[index]!.trim().slice(0, date.index + date.length)) || excluded(above)) return null;
  if (/[:：]$/.test(above) || RUNS_ON.test(above) || awaitsDate(above)) return null;
  // Its own line's closing sentence aside ("Enero 2012. Esta información reemplaza y anula las anteriores.").
  const elsewhere = lines.map((line, at) => (at === index ? "" : line));
  if (datesOfExcludedLabels(elsewhere, order, excluded).has(date.iso)) return null;
  return { value: date.iso, line: index, confidence: date.ambiguous ? 0.45 : 0.5 };
}
