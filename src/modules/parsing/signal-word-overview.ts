/**
 * The signal word heading an HCS 2012 emergency overview without a signal-word label (split from signal-word.ts,
 * which reads it among its other places).
 */
import { readStatements } from "./ghs-statements.ts";
import { foldText } from "./section-vocabulary.ts";
import { signalWordOf } from "./signal-words.ts";
import type { SignalWord } from "./types.ts";

/** A line that is only a signal word with a colon or exclamation mark: "DANGER:", "WARNING!". */
const OPENING_WORD = /^\s*(\p{L}+)\s*[:!]\s*$/u;
/** GHS label content an old MSDS does not print: pictograms, a hazard category. */
export const GHS_CLASSIFICATION_MARKS = /pictogra|hazard categor|categor(?:y|ie|ia|ía)\s*\d|\bghs\b/;

/**
 * The signal word heading the emergency overview of a sheet written to OSHA HCS 2012 without a signal-word label
 * ("DANGER:" over the GHS hazard statements in capitals, pictograms and a hazard class / category table below), and
 * the lines of those statements. Old MSDSs open their overview the same way with their own sentences ("CAUTION: MAY
 * CAUSE EYE, SKIN AND RESPIRATORY TRACT IRRITATION"): the word counts only when every word of the lines under it
 * belongs to a GHS hazard statement (up to eight lines, statements may wrap) and section 2 shows a pictogram or a
 * hazard category.
 */
export function findOverviewOpening(sectionLines: readonly string[]): { word: SignalWord; lineIndex: number; text: string; statementLines: string[] } | null {
  let marks: boolean | null = null;
  for (let index = 0; index + 1 < sectionLines.length; index++) {
    const opening = OPENING_WORD.exec(sectionLines[index]!);
    const word = opening ? signalWordOf(foldText(opening[1]!)) : null;
    if (!word) continue;
    marks ??= GHS_CLASSIFICATION_MARKS.test(foldText(sectionLines.join("\n")));
    if (!marks) return null;
    let statementLines: string[] = [];
    for (let count = 1; count <= 8 && index + count < sectionLines.length; count++) {
      const lines = sectionLines.slice(index + 1, index + 1 + count);
      const reading = readStatements(lines.join("\n"));
      if (reading.codes.length > 0 && reading.unreadWords === 0) statementLines = lines;
    }
    if (statementLines.length === 0) continue;
    return { word, lineIndex: index, text: `${sectionLines[index]!.trim()} / ${statementLines[0]!.trim()}`, statementLines };
  }
  return null;
}
