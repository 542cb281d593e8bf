/**
 * A heading whose printed number repeats the heading's before it, or goes one back, while its title names a section
 * unambiguously: a Brazilian FISPQ's "2 – COMPOSIÇÃO …" then "2. IDENTIFICAÇÃO DE PERIGOS", a typo'd "4. Fire-fighting
 * measures" after "4. First aid measures". The chain of increasing numbers (sections.ts) keeps only one of each number,
 * so the other section's lines were read as the section before's. Such a heading is taken as the section its title names
 * when no heading of that section was chosen — guarded so that the lines that also repeat numbers and titles stay out:
 * a contents list (heading lines one under the other, or a title ending in leaders or a page number), a cross-reference
 * ("Section 2 – see above", "… see section 16"), a running header (its section was found), section 16 quoting titles
 * (far from the number before it).
 */
import type { HeadingCandidate } from "./types.ts";
import { foldLine, foldText, SECTION_WORD, soleTitleSection } from "./section-vocabulary.ts";
import { CROSS_REFERENCE_ABBREVIATIONS, CROSS_REFERENCE_PLACES, CROSS_REFERENCE_VERBS } from "./vocabulary/cross-reference-words.ts";

/**
 * A cross-reference's words (vocabulary/cross-reference-words.ts: "see", "refer", "cf.", "above", "below" and theirs),
 * folded, anywhere in the title: a title holding one points elsewhere instead of opening a section.
 */
const CROSS_REFERENCE = new RegExp(
  `(?:^|[^\\p{L}])(?:${[...CROSS_REFERENCE_VERBS, "refers", "referred", ...CROSS_REFERENCE_ABBREVIATIONS, ...CROSS_REFERENCE_PLACES].map(foldText).join("|")})(?![\\p{L}])`,
  "u",
);
/** A section word and a number inside the title: it names another place ("… see section 16"). */
const NAMES_A_SECTION = new RegExp(`(?:^|[^\\p{L}])(?:${SECTION_WORD})\\s*\\d`, "u");
/** A contents line: the title ends in leaders or in a page number ("Hazards identification ........ 3"). */
const CONTENTS_LINE = /(?:\.{3,}|…|_{3,})\s*\d*\s*$|\s\d{1,3}\s*$/;

/** How far the title's section may be from the printed number, and from the number of the heading before it. */
const MAX_FROM_PRINTED = 2;
const MAX_FROM_BEFORE = 1;

function readsAsTitle(title: string): boolean {
  const folded = foldLine(title);
  return !CROSS_REFERENCE.test(folded) && !NAMES_A_SECTION.test(folded) && !CONTENTS_LINE.test(title);
}

/**
 * The chain with the headings whose number repeats or goes back on the one before theirs, each placed by its line and
 * taken as its title's section (`outOfOrder`): only where no chosen heading is about that section yet.
 */
export function withOutOfOrderHeadings(chain: readonly HeadingCandidate[], candidates: readonly HeadingCandidate[]): HeadingCandidate[] {
  const result = [...chain];
  const chosen = new Set(chain);
  const found = new Set(chain.map((heading) => heading.semantic));
  const candidateLines = new Set(candidates.map((candidate) => candidate.lineIndex));
  for (const candidate of candidates) {
    if (chosen.has(candidate)) continue;
    const section = soleTitleSection(candidate.title);
    if (section === null || section !== candidate.semantic || found.has(section)) continue;
    const at = result.findIndex((heading) => heading.lineIndex > candidate.lineIndex);
    const position = at === -1 ? result.length : at;
    const before = result[position - 1];
    if (!before) continue;
    const back = before.printed - candidate.printed;
    if (back < 0 || back > 1 || Math.abs(section - candidate.printed) > MAX_FROM_PRINTED || Math.abs(section - before.printed) > MAX_FROM_BEFORE) continue;
    // A heading line right above or below is a contents list's neighbour, not a section's body.
    if (candidateLines.has(candidate.lineIndex - 1) || candidateLines.has(candidate.lineIndex + 1)) continue;
    if (!readsAsTitle(candidate.title)) continue;
    result.splice(position, 0, { ...candidate, semantic: section, outOfOrder: true });
    found.add(section);
  }
  return result;
}
