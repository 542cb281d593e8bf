/**
 * A date printed on the sheet's title line ("FICHE DE DONNÉES DE SÉCURITÉ    23.09.2016    Page 1 sur 9", "Ficha de
 * datos de seguridad NITRATO AMÓNICO 34.5    22 Febrero 2008", "… LACA ACRILICA Versión :002 01/2007"), on a sheet that
 * labels no date and repeats no dated header (a sheet of one page, a header printed on the first page only): the date
 * of the printed version, though no label says which kind. A month and year counts (session 48: "HOJA DE SEGURIDAD" /
 * "ACURON UNO" / "Marzo 2018", Argentina's and older sheets' edition). Nearly the last place a revision date comes
 * from, and a guess (0.55, 0.5 when day and month could be swapped): the sheet goes to review.
 */
import { findDates, type DateReading } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { foldAccents } from "./date-label-patterns.ts";
import { isDateLabel } from "./revision-date-kinds.ts";
import { datesOfExcludedLabels } from "./running-header-date.ts";
import { TITLE_PHRASES } from "./vocabulary/title-words.ts";

/** The title stands among the first lines of the text. */
export const TITLE_LINES = 15;

const TITLE = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(TITLE_PHRASES.map(foldAccents))})(?![\\p{L}])`, "iu");

/**
 * A date linked to what stands before it ("Regulation (EC) No 1907/2006 of 18 December 2006", "Version 3 du …",
 * "Rev. 2 vom …"): a law's or a version's date, read (or not) by the rules for those.
 */
const LINKED_BEFORE = /(?:\b(?:of|du|vom|von|del|de|da|do|van|z|dnia|from|dated|dal|desde)|[/:：])\s*$/iu;

/**
 * The one date on a title line among the first lines, on a line not `excluded` (./footer-date.ts: a print,
 * download or previous date's words, a time of day), the date the line's only one.
 */
export function dateOnTitleLine(lines: readonly string[], order: DateReading, excluded: (line: string) => boolean): Found | null {
  for (let index = 0; index < Math.min(lines.length, TITLE_LINES); index++) {
    const line = lines[index]!;
    if (!TITLE.test(foldAccents(line)) || excluded(line)) continue;
    // A spaced dash parts the title from its month ("FICHE SIGNALÉTIQUE - JUIN 2010") as a column gap does; elsewhere a
    // month after a dash reads as a range's or a code's. Blanked, indexes kept.
    const dates = findDates(line.replace(SPACED_DASH, (dash) => " ".repeat(dash.length)), order);
    if (dates.length !== 1) continue;
    const date = dates[0]!;
    if (LINKED_BEFORE.test(line.slice(0, date.index))) continue;
    return { value: date.iso, line: index, confidence: date.ambiguous ? 0.5 : 0.55 };
  }
  return null;
}

/**
 * "NOME DEL PRODOTTO: ESSO ANTIFREEZE" / "05/06/2003" / "FORNITORE: …": a date alone on its line among the sheet's first
 * lines, on a sheet that labels no date (a small firm's form): the date of the version, though nothing says so. The
 * only such line there (two lone dates could be any two dates); not under a label waiting for its value, nor under any
 * date's words (a print date's, "Issued on request", a bare "Date": the label readers weighed those), nor on a line
 * `excluded` itself, nor a date a print, previous … label dates elsewhere (./running-header-date.ts reads its lone dates
 * so too). A guess below the title line's (0.5, 0.45 when day and month could be swapped): the sheet goes to review.
 */
export function dateAloneNearTitle(lines: readonly string[], order: DateReading, excluded: (line: string) => boolean): Found | null {
  let alone: Found | null = null;
  for (let index = 0; index < Math.min(lines.length, TITLE_LINES); index++) {
    const line = lines[index]!.trim();
    const dates = findDates(line, order);
    if (dates.length !== 1 || !MARKS_ONLY.test(line.slice(0, dates[0]!.index) + line.slice(dates[0]!.index + dates[0]!.length))) continue;
    const above = lines[index - 1]?.trim() ?? "";
    // A title above is no date label waiting for its value ("SAFETY DATA SHEET": "data" labels dates in pt, it, pl).
    if (excluded(line) || excluded(above) || /[:：]$/.test(above) || (isDateLabel(above) && !TITLE.test(foldAccents(above)))) continue;
    if (alone) return null;
    alone = { value: dates[0]!.iso, line: index, confidence: dates[0]!.ambiguous ? 0.45 : 0.5 };
  }
  return alone && !datesOfExcludedLabels(lines, order, excluded).has(alone.value) ? alone : null;
}

/** A dash with a space on either side. */
const SPACED_DASH = /\s[-–—]\s/g;

/** What may stand beside a date alone on its line (or in its cell): marks and spaces only. */
export const MARKS_ONLY = /^[\s.,;:()\-–—|*]*$/u;
