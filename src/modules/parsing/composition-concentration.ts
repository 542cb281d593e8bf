/**
 * An ingredient's concentration as printed ("30 - 60%", ">= 99.0 - <= 100.0%", "< 0.25%", "0,1 - < 0,25") read as a
 * range in percent, and the first cell of a row that holds one. Split out of ./composition.ts as written.
 */

export type ConcentrationRange = { min: number; max: number };

const NUMBER = "\\d+(?:[.,]\\d+)?";
const BOUND = "(?:>=|<=|≥|≤|>|<|=|ca\\.?|~|approx\\.?)?";
const CONCENTRATION_PATTERN = new RegExp(
  `^${BOUND}\\s*(${NUMBER})\\s*%?(?:(?:\\s*(?:-|–|—|to|bis|à|a|tot|do)\\s*|\\s+(?=<|≤))(${BOUND})\\s*(${NUMBER}))?\\s*(?:%\\s*(?:\\(?[wmv]\\s*\\/\\s*[wmv]\\)?)?|percent|by weight|wt\\.?\\s*%?|gew\\.?-?\\s*%|vol\\.?-?\\s*%)?\\s*$`,
  "i",
);

function toNumber(text: string): number {
  return Number.parseFloat(text.replace(",", "."));
}

/**
 * "30 - 60%", ">= 99.0 - <= 100.0%", "1-<5%", "< 0.25%", ">95", "0,1 - < 0,25", ">= 10.0 < 15.0%" (the upper bound's sign
 * its only separator) → {min, max} in percent.
 */
export function parseConcentration(text: string): ConcentrationRange | null {
  const cleaned = text.trim().replace(/\s+/g, " ");
  const match = CONCENTRATION_PATTERN.exec(cleaned);
  if (!match) return null;
  const first = toNumber(match[1]);
  const leading = /^(>=|<=|≥|≤|>|<)/.exec(cleaned)?.[1] ?? "";
  let range: ConcentrationRange;
  if (match[3] !== undefined) {
    range = { min: first, max: toNumber(match[3]) };
  } else if (leading === "<" || leading === "<=" || leading === "≤") {
    range = { min: 0, max: first };
  } else if (leading === ">" || leading === ">=" || leading === "≥") {
    range = { min: first, max: 100 };
  } else {
    range = { min: first, max: first };
  }
  if (range.min > range.max || range.max > 100 || range.min < 0) return null;
  return range;
}

export function findConcentration(cells: string[]): { text: string; range: ConcentrationRange } | null {
  // A range with the classification after a comma in its cell ("75.75 – 95, Not Classified", "0 – 11,"): the range.
  const columns = cells.map((cell) => cell.replace(/,\s*(?:\p{L}.*)?$/u, ""));
  for (const column of columns) {
    const range = parseConcentration(column);
    if (range && /%|-|–|<|>|≤|≥/.test(column)) return { text: column, range };
  }
  for (const column of columns) {
    const range = parseConcentration(column);
    if (range) return { text: column, range };
  }
  return null;
}
