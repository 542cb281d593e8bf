/**
 * A sub-section's number as the section readers meet it at a line's start ("2.2 Label elements", "1.3. Details of
 * the supplier"): one shape for every reader that stops at, or steps over, the next sub-section.
 */
import type { SdsTextPage } from "./types.ts";

/** A sub-section's number: a section number, a dot and the sub-section's ("2.2", "1.3", "14.1"), no spaces between. */
export const SUBSECTION_NUMBER = "\\d{1,2}\\.\\d{1,2}";

/** A (trimmed) line opening with a sub-section's number, a dot perhaps after it ("1.2 Relevant identified uses", "2.1. Classification"). */
export const STARTS_WITH_SUBSECTION = new RegExp(`^${SUBSECTION_NUMBER}\\.?\\s`);

/**
 * A (trimmed) line opening with a section's or sub-section's number and a space ("1 Identification", "1.2 Uses",
 * "1.1.2. Trade name"): a numbered heading or field, no plain value.
 */
export const NUMBERED_LEAD = /^\d{1,2}(?:\.\d{1,2})*\.?\s/;

/** "1-1 Product identifier", "1-3 SUPPLIER:": a sub-section numbered with a dash, before a word. */
const DASHED_SUBSECTION = /^(\s*)(\d{1,2})-(\d{1,2})(?=\s+\p{L})/u;
/** Sub-sections of one section a sheet numbers with dashes before its dashes are taken for its numbering. */
const MIN_DASHED_RUN = 3;

/**
 * A sheet that numbers its sub-sections "1-1", "1-2", "1-3" (some templates) has them read as "1.1", "1.2", "1.3", the
 * number every label reader steps over; the same length, so evidence offsets hold. Only where one section's
 * sub-sections 1, 2 and 3 are all printed that way: a street number at a line's start ("15-1 Naeshiro-cho", "41-43
 * rue de Villiers") is no such run. Returns the same array when no sheet's numbering is dashed.
 */
export function withDashedSubsectionsDotted(pages: readonly SdsTextPage[]): SdsTextPage[] {
  const minors = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const line of page.lines) {
      const match = DASHED_SUBSECTION.exec(line.text);
      if (match) minors.set(match[2]!, (minors.get(match[2]!) ?? new Set()).add(String(Number(match[3]))));
    }
  }
  const sections = new Set([...minors].filter(([, seen]) => Array.from({ length: MIN_DASHED_RUN }, (_, at) => String(at + 1)).every((minor) => seen.has(minor))).map(([major]) => major));
  if (sections.size === 0) return pages as SdsTextPage[];
  const dotted = (text: string) => text.replace(DASHED_SUBSECTION, (whole, lead: string, major: string, minor: string) => (sections.has(major) ? `${lead}${major}.${minor}` : whole));
  return pages.map((page) => ({ ...page, lines: page.lines.map((line) => (DASHED_SUBSECTION.test(line.text) ? { ...line, text: dotted(line.text) } : line)) }));
}
