/**
 * A classification table with a signal word per hazard class (Chile's NCh 2245 and Brazil's NBR 14725 templates:
 * "Peligro    Categoría    Símbolo    Palabra de advertencia    Indicación de peligro …" over one row per class:
 * "Sólidos comburentes    Categoría 2    Peligro    …" / "Toxicidad aguda    Categoría 4    Atención    …"). The
 * product's label carries one word, the most severe of its classes' (GHS: where "Danger" applies, "Warning" does not
 * appear), whichever row comes first. Read before the table column's first row (signal-word.ts), which is one class's.
 */
import { aloneWord, isLabelCell } from "./signal-word-line.ts";
import type { SignalWordFinding } from "./signal-word.ts";
import type { SignalWord } from "./types.ts";

/** How many lines below its header a table's rows (and the lines their cells wrapped onto) are looked at. */
const ROWS_REACH = 60;
/** A sub-section's number opening a line ("2.2 Elementos de la etiqueta"): the table has ended. */
const SUB_SECTION = /^\s*\d{1,2}\.\d/;

const cellsOf = (line: string) => line.trim().split(/\s{2,}/).map((cell) => cell.replace(/[:\s]+$/, "").trim());

/**
 * How many lines a table header at `index` takes (0: none there): a line of three cells or more, one of them a
 * signal-word label, or that label wrapped in its cell onto the next line ("Palabra de" over "advertencia").
 */
function headerLines(folded: readonly string[], index: number): number {
  const cells = cellsOf(folded[index]!);
  if (cells.length < 3) return 0;
  if (cells.some(isLabelCell)) return 1;
  const below = cellsOf(folded[index + 1] ?? "");
  return cells.some((cell) => below.some((rest) => isLabelCell(`${cell} ${rest}`))) ? 2 : 0;
}

/** The most severe word of a classification table's rows, when two rows or more carry one. */
export function findInClassTable(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  for (let index = 0; index < folded.length; index++) {
    const header = headerLines(folded, index);
    if (header === 0) continue;
    const rows: { word: SignalWord; lineIndex: number }[] = [];
    for (let row = index + header; row < Math.min(folded.length, index + header + ROWS_REACH); row++) {
      if (SUB_SECTION.test(folded[row]!)) break;
      const cells = cellsOf(folded[row]!);
      // A row of the table: three cells or more, one of them the word alone (a wrapped cell's line has fewer).
      const words = cells.length >= 3 ? cells.map(aloneWord).filter((word): word is SignalWord => word !== null) : [];
      if (words.length === 1) rows.push({ word: words[0]!, lineIndex: row });
    }
    if (rows.length < 2) continue;
    const chosen = rows.find((row) => row.word === "DANGER") ?? rows[0]!;
    const text = `${sectionLines[index]!.trim()} / ${sectionLines[chosen.lineIndex]!.trim()}`;
    return { word: chosen.word, lineIndex: chosen.lineIndex, text, confidence: 0.8, besideLabel: true };
  }
  return null;
}
