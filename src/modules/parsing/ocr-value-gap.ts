/**
 * A wide gap OCR read inside a value after a comma ("PRODUCT NAME:    SURFACTANTS,    SODIUM HYPOCHLORITE"): tesseract
 * parts words far apart in a justified or spaced line into cells, and the value's readers take its first cell only.
 * Pure: one OCR line in, the line with the value's cells joined, or the line as read.
 *
 * Joined only after a label the parser knows that ends with its colon, when the value's cell ends in a word and a comma
 * (a value goes on after a comma) and the next cell is words in the same case (capitals after capitals): not another
 * field's label, no colon (a label of the next column), no digit (a date, a number of another column).
 */
import { isKnownLabelAlone } from "./label-pieces.ts";

const CELLS = /\s{2,}/;

const inCapitals = (text: string) => text === text.toUpperCase() && /\p{Lu}/u.test(text);

export function repairValueGap(line: string): string {
  if (!line.includes(",") || !line.includes(":")) return line;
  const gaps = [...line.matchAll(/\s{2,}/g)];
  const cells = line.split(CELLS);
  for (let i = 0; i + 2 < cells.length; i++) {
    const [label, value, next] = [cells[i]!, cells[i + 1]!, cells[i + 2]!];
    if (!/[:：]$/.test(label) || !isKnownLabelAlone(label)) continue;
    if (!/\p{L},$/u.test(value) || !/^\p{L}[\p{L}\s.'’&/()-]*$/u.test(next)) return line;
    if (inCapitals(value) !== inCapitals(next) || isKnownLabelAlone(next)) return line;
    const gap = gaps[i + 1]!;
    return `${line.slice(0, gap.index)} ${line.slice(gap.index! + gap[0].length)}`;
  }
  return line;
}
