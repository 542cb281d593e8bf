/**
 * Sections whose heading the text layer lost (an image, a garbled font, a heading run into the line before it), found
 * by their sub-sections: section 2 by its first sub-section's title, any skipped number by its "n.1"–"n.3" lines at the
 * headings' left edge. Both run over the chain of headings sections.ts chose.
 */
import { CLASSIFICATION_TITLES, COMPOSITION_SUBSECTION_TITLES, foldLine, LABEL_ELEMENTS_TITLES } from "./section-vocabulary.ts";
import type { DocLine, HeadingCandidate } from "./types.ts";

/**
 * The titles of section 2's first sub-sections (REACH Annex II 2.1 "Classification of the substance or mixture", 2.2
 * "Label elements") in the languages, folded: they name section 2 and nothing else.
 */
const HAZARDS_SUBSECTION_TITLE = new RegExp(`^(?:${CLASSIFICATION_TITLES}|${LABEL_ELEMENTS_TITLES})`);
/** A lost section 3's sub-section by its whole title ("3.2. Miscele"): an ingredient's H350i below it is section 3's. */
const COMPOSITION_SUBSECTION_TITLE = new RegExp(`^(?:${COMPOSITION_SUBSECTION_TITLES})\\s*[.:]?$`);
/** How far a section found only by its sub-section reaches when no later heading ends it. */
const SUBSECTION_SECTION_LINES = 60;

/**
 * Section 2 whose heading was not read (an image or a garbled font; a heading run into the line before it) still
 * shows by its first sub-section: a line opening with "2.1" / "2.2" and that sub-section's title ("2.1 Einstufung des
 * Stoffs oder Gemischs", "2.2. Elementos de la etiqueta") starts it, between the headings before and after it. It
 * matters most for section 2, where the hazards are read; the title keeps table rows and references out.
 */
export function withHazardsSubsection(lines: readonly DocLine[], chain: HeadingCandidate[]): HeadingCandidate[] {
  return withTitledSubsection(lines, chain, 2, HAZARDS_SUBSECTION_TITLE);
}

/** Section 3 found the same way by "3.1 Substances" / "3.2 Mixtures": section 2, where the hazards are read, ends there. */
export function withCompositionSubsection(lines: readonly DocLine[], chain: HeadingCandidate[]): HeadingCandidate[] {
  return withTitledSubsection(lines, chain, 3, COMPOSITION_SUBSECTION_TITLE);
}

function withTitledSubsection(lines: readonly DocLine[], chain: HeadingCandidate[], section: number, title: RegExp): HeadingCandidate[] {
  if (chain.some((candidate) => candidate.semantic === section || candidate.printed === section)) return chain;
  const before = chain.filter((candidate) => candidate.printed < section).at(-1);
  const after = chain.find((candidate) => candidate.printed > section);
  const from = (before?.lineIndex ?? -1) + 1;
  const to = after?.lineIndex ?? lines.length;
  const subsection = new RegExp(`^[-–—*#|!►▶■●•·\\s]*${section}\\.[12]\\.?\\s+(.*)$`, "u");
  for (let index = from; index < to; index++) {
    const line = lines[index]!;
    if (line.isFurniture) continue;
    const match = subsection.exec(line.text);
    if (!match || !title.test(foldLine(match[1]!))) continue;
    const candidate: HeadingCandidate = { lineIndex: index, printed: section, semantic: section, title: line.text.trim(), explicit: false };
    if (!after) candidate.maxLines = SUBSECTION_SECTION_LINES;
    const position = before ? chain.indexOf(before) + 1 : 0;
    return [...chain.slice(0, position), candidate, ...chain.slice(position)];
  }
  return chain;
}

/**
 * A section whose heading the text layer lost (an image, a garbled font) still shows by its sub-sections: where
 * the headings skip a number n and the lines between them hold a sub-section "n.1"–"n.3" at the headings' left
 * edge, section n starts there. Only for documents numbered the REACH way (several headings whose printed
 * numbers are what their titles name); table rows that start with "3.2" sit further right and do not count.
 */
export function withSubsectionStarts(lines: readonly DocLine[], chain: HeadingCandidate[]): HeadingCandidate[] {
  const standard = chain.filter((candidate) => candidate.printed === candidate.semantic).length;
  if (chain.length < 4 || standard < chain.length - 1) return chain;
  const leftEdge = Math.min(...chain.map((candidate) => lines[candidate.lineIndex]!.x)) + 20;
  const result: HeadingCandidate[] = [];
  const bounds = [{ lineIndex: -1, printed: 0 }, ...chain, { lineIndex: lines.length, printed: 17 }];
  for (let position = 0; position + 1 < bounds.length; position++) {
    const from = bounds[position]!;
    const to = bounds[position + 1]!;
    if (position > 0) result.push(chain[position - 1]!);
    let searchFrom = from.lineIndex + 1;
    for (let number = from.printed + 1; number < to.printed; number++) {
      const start = findSubsection(lines, number, searchFrom, to.lineIndex, leftEdge);
      if (start === -1) continue;
      const title = lines[start]!.text.trim();
      result.push({ lineIndex: start, printed: number, semantic: number, title, explicit: false });
      searchFrom = start + 1;
    }
  }
  return result;
}

function findSubsection(lines: readonly DocLine[], number: number, from: number, to: number, leftEdge: number): number {
  const pattern = new RegExp(`^[-–—*#|!►▶■●•·\\s]*${number}\\.[1-3]\\.?\\s+\\p{L}`, "u");
  for (let index = Math.max(0, from); index < to; index++) {
    const line = lines[index]!;
    if (!line.isFurniture && line.x <= leftEdge && pattern.test(line.text)) return index;
  }
  return -1;
}

