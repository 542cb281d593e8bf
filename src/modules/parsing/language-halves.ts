/**
 * A sheet printed in two halves (a Canadian sheet's French half after the English one, a Belgian sheet's Dutch and
 * French halves): the first pages hold one language only, so the second is looked for on the pages where the second
 * half would begin. The main language stays the first pages' (a sheet in two halves is not "mixed").
 */
import { detectLanguageDetails, type DetectedLanguage } from "./language.ts";
import { headingLanguage } from "./language-headings.ts";

type PageLine = { page: number; text: string };

const textOf = (lines: readonly PageLine[], from: number, to: number) =>
  lines.filter((line) => line.page >= from && line.page <= to).map((line) => line.text).join("\n");

export function detectSheetLanguage(lines: readonly PageLine[], pageCount: number): DetectedLanguage {
  const first = detectLanguageDetails(textOf(lines, 1, 2));
  if (first.also) return first;
  const fromHalves = secondHalfLanguage(lines, pageCount, first);
  if (fromHalves) return { ...first, also: fromHalves };
  // Headings printed in each language name the second even where the sentences are printed once (session 21).
  const fromHeadings = first.confidence >= 0.8 ? headingLanguage(lines, first.language) : null;
  return fromHeadings ? { ...first, also: fromHeadings } : first;
}

/** The first two pages of the document's second half, read alone: a sure reading of another language is the second one. */
function secondHalfLanguage(lines: readonly PageLine[], pageCount: number, first: DetectedLanguage): string | null {
  if (pageCount < 4 || first.confidence < 0.8) return null;
  const middle = Math.floor(pageCount / 2) + 1;
  const later = detectLanguageDetails(textOf(lines, middle, middle + 1));
  return later.language !== first.language && later.confidence >= 0.95 ? later.language : null;
}
