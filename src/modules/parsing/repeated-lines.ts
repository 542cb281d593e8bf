/**
 * Page furniture: a header or footer line the pages repeat. One grouping of repeated lines for the readers of dates
 * printed there (./footer-date.ts: lines of one shape, three copies or more; ./running-header-date.ts: a date alone,
 * the same text twice or more), each giving its own key and its own least number of copies.
 */

/**
 * The lines grouped by `keyOf` (null: a line that is no candidate), as the indexes of each group's copies in order,
 * groups in the order their first copy stands; only groups of `minCopies` to `maxCopies` copies.
 */
export function repeatedLines(
  lines: readonly string[],
  { keyOf, minCopies, maxCopies = Infinity }: { keyOf: (line: string, index: number) => string | null; minCopies: number; maxCopies?: number },
): number[][] {
  const groups = new Map<string, number[]>();
  for (let index = 0; index < lines.length; index++) {
    const key = keyOf(lines[index]!, index);
    if (key === null) continue;
    const indexes = groups.get(key);
    if (indexes) indexes.push(index);
    else groups.set(key, [index]);
  }
  return [...groups.values()].filter((indexes) => indexes.length >= minCopies && indexes.length <= maxCopies);
}
