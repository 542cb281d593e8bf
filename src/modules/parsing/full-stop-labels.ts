/**
 * Labels a template closes with a full stop instead of a colon ("Nombre del producto. Pegamento 300", "Fabricante.
 * Adhesivos SA de CV", "Dirección. Av. Industria 45"): the label readers look for a colon, a column gap or a label
 * alone on its line, so such a sheet gave no name or company, or the label as part of the name.
 *
 * A full stop after a label word is also a sentence's ("Manufacturer. Refer to the supplier named below.") or an
 * abbreviation's ("Tel. 040 123", "Artikelnr. X 4711"), so it is read as the label's end only where the sheet closes
 * the labels of several fields that way: at least three different labels of section 1, each opening its line
 * (after a sub-section's number) with a word of four letters or more before the stop, and a value that starts with a
 * capital, a digit or "+" after it. On such a sheet those lines, and the same labels before a value in lower case
 * ("Adres. ul. Portowa 4"), are read with a colon in the stop's place (the same length, so evidence offsets hold;
 * evidence shows the line as printed).
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { labelAt } from "./run-on-labels.ts";
import { ADDRESS_LABELS } from "./vocabulary/company-labels.ts";
import { PHONE_LABELS } from "./vocabulary/contact-labels.ts";
import type { SdsTextPage } from "./types.ts";

/** How many different labels a sheet closes with a full stop before its stops are read as the labels' ends. */
const MIN_LABELS = 3;

/** A line that may open with a label closed by a full stop: its lead (a sub-section's number), then a word. */
const CANDIDATE = /^(\s*(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?)\p{L}[^.:：]{0,60}\.\s+[\p{L}\d+(]/u;
/** What follows the stop: on any line, a capital, a digit, "+" or "("; on a sheet found to close its labels so, any letter too ("ul. Portowa 4"). */
const VALUE_START = /^\.\s+[\p{Lu}\d+(]/u;
const ANY_VALUE_START = /^\.\s+[\p{L}\d+(]/u;

/**
 * The contact labels, which the section 1 label list (run-on-labels.ts) leaves to their own readers; their abbreviations
 * listed with a full stop ("tel.") are left out, the stop being what is looked for after the label.
 */
const CONTACT_LABEL_AT = new RegExp(`(?:${phrasePattern([...ADDRESS_LABELS, ...PHONE_LABELS].filter((label) => !label.endsWith(".")))})(?![\\p{L}\\p{N}])`, "iuy");

function contactLabelAt(text: string, at: number): string | null {
  CONTACT_LABEL_AT.lastIndex = at;
  return CONTACT_LABEL_AT.exec(text)?.[0] ?? null;
}

/** Where the full stop closing the line's opening label stands, the label, and whether a capital, digit, "+" or "(" follows; null when the line opens otherwise. */
function fullStopLabel(text: string): { stop: number; label: string; capital: boolean } | null {
  const candidate = CANDIDATE.exec(text);
  if (!candidate) return null;
  const at = candidate[1]!.length;
  for (const label of [labelAt(text, at), contactLabelAt(text, at)]) {
    if (label === null) continue;
    const stop = at + label.length;
    if (text[stop] === "." && ANY_VALUE_START.test(text.slice(stop))) return { stop, label, capital: VALUE_START.test(text.slice(stop)) };
  }
  return null;
}

/** A label whose last word is an abbreviation's length ("Tel", "Fax", "Nr") does not count toward the template. */
const countsForTemplate = (label: string) => /\p{L}{4,}$/u.test(label);

/** The pages with such labels' full stops read as colons, where the sheet closes several labels so; else the same pages. */
export function withFullStopLabels(pages: readonly SdsTextPage[]): SdsTextPage[] {
  // Each line is looked at once; the stops are kept for the rewrite.
  const found = pages.map((page) => page.lines.map((line) => fullStopLabel(line.text)));
  const labels = new Set<string>();
  for (const line of found.flat()) {
    if (line?.capital && countsForTemplate(line.label)) labels.add(line.label.toLowerCase().replace(/\s+/g, " "));
  }
  if (labels.size < MIN_LABELS) return pages as SdsTextPage[];
  return pages.map((page, pageIndex) => ({
    ...page,
    lines: page.lines.map((line, index) => {
      const stop = found[pageIndex]![index]?.stop;
      return stop === undefined ? line : { ...line, text: `${line.text.slice(0, stop)}:${line.text.slice(stop + 1)}` };
    }),
  }));
}
