/**
 * A revision date label printed with no date beside it ("Issue Date:" / "Revision Date:" ending the header's lines,
 * their values set in another block of the page): the sheet has a revision date the label search could not read —
 * unless the label's own line holds another field's date (a form with its revision field left blank).
 * A date of another kind read elsewhere (an issue date in section 16) may then be an older version's: it is kept,
 * but no surer than a guess.
 */
import { findDates } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { labelOwnWords } from "./date-label-cells.ts";
import { foldAccents } from "./date-label-patterns.ts";

/** The most a date of another kind deserves on a sheet whose revision label stands empty. */
export const BESIDE_EMPTY_REVISION_LABEL = 0.7;

/**
 * Nothing but the label's colon up to the end of its line. Not a colon before a gap: in a layout text the value is
 * the next cell ("Revision:    3.0"), and a label whose own cell is empty before another label's ("Überarbeitungsdatum:
 *    :    Version: 1.0") is a first version's revision label, left empty on purpose.
 */
const ONLY_COLON = /^\s*[:：]\s*$/u;

/**
 * Whether a line prints a label of `label` (global, matched on folded text) that ends its line at its colon;
 * `isOwnLabel(wordsBefore, label)` says it is the label it seems (not a previous, print or "last" revision's).
 */
export function printsEmptyLabel(lines: readonly string[], label: RegExp, isOwnLabel: (before: string, matched: string) => boolean): boolean {
  return lines.some((line) => {
    if (!/[:：]/.test(line)) return false;
    const text = foldAccents(line);
    const empty = [...text.matchAll(label)].some((match) => {
      const start = match.index ?? 0;
      // The label's own words before it, within its cell, as the label search takes them.
      return ONLY_COLON.test(text.slice(start + match[0].length)) && isOwnLabel(labelOwnWords(text, start), match[0]);
    });
    // A date on the empty label's line is another field's of one form ("Vyhotoveno: 02.02.2009 Číslo revize: 0
    // Revidováno:"): the form left the revision blank on purpose, a first version's. Asked last: the date scan is the
    // costly part, and most lines hold no empty label.
    return empty && findDates(line).length === 0;
  });
}

/** `found`, of a kind other than a revision label's, no surer than a guess when `emptyLabel` is true. */
export function unsureBesideEmptyLabel(found: Found | null, emptyLabel: () => boolean): Found | null {
  return found && found.confidence > BESIDE_EMPTY_REVISION_LABEL && emptyLabel() ? { ...found, confidence: BESIDE_EMPTY_REVISION_LABEL } : found;
}
