/**
 * A table of contents before the sheet ("SDS Table of Contents" / "1. IDENTIFICATION" / "2. HAZARD IDENTIFICATION" / …
 * / "16. OTHER INFORMATION", each heading right under the one before, then the sections themselves): both runs of
 * headings are chains of sixteen, and the section finder (sections.ts) took the first, so every section was the one
 * line of its contents entry and section 2's label was never read (session 32, a US sheet of the English fresh batch).
 *
 * A run of five headings or more one under the other, with increasing numbers, is a contents list when its first two
 * headings' numbers are printed again further down (the sheet's sections start after the list): its headings are no
 * section's. A run whose sections are not printed again (empty sections one under the other at a sheet's end) stays.
 */
import type { HeadingCandidate } from "./types.ts";

/** How many headings one under the other make a list. */
const MIN_RUN = 5;

export function withoutContentsList(candidates: readonly HeadingCandidate[]): HeadingCandidate[] {
  const dropped = new Set<HeadingCandidate>();
  for (let start = 0; start < candidates.length; ) {
    let end = start + 1;
    while (end < candidates.length && candidates[end]!.lineIndex === candidates[end - 1]!.lineIndex + 1 && candidates[end]!.printed > candidates[end - 1]!.printed) end++;
    if (end - start >= MIN_RUN) {
      const run = candidates.slice(start, end);
      const later = new Set(candidates.slice(end).map((candidate) => candidate.printed));
      if (later.has(run[0]!.printed) && later.has(run[1]!.printed)) run.forEach((candidate) => dropped.add(candidate));
    }
    start = end;
  }
  return dropped.size === 0 ? [...candidates] : candidates.filter((candidate) => !dropped.has(candidate));
}
