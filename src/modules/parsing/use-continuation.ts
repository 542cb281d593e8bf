/**
 * A use wrapped over the lines below its label's line (./use.ts reads the use): "… for laser printers," /
 * "multifunction devices …" when the value is unfinished, and in a narrow column "Use of the substance/mixture:
 * Coating. Paints." / "Painting-related materials." when the reader's line ends say the line above ended at the
 * column's edge with no room for the next line's first word (./column-edge.ts).
 */
import { isLabel } from "./label-tiers.ts";
import { cleanValue } from "./label-lines.ts";
import { goesOnFromLineAbove, type PlacedLine } from "./column-edge.ts";
import { ALSO_WORDS, AND_WORDS, OR_WORDS } from "./vocabulary/joining-words.ts";
import { CELL_GAP } from "./cell-gap.ts";

/**
 * Words that leave a value's line unfinished ("… for laser printers," / "… as supplied by", "… sowie"), a hyphen or
 * dash of any form among them ("Insecticide ‐" / "Crawling Bug ‐ Aerosol").
 */
const OPEN_END = new RegExp(
  `(?:[,;/&+\\-‐‑–—]|(?<![\\p{L}])(?:${[...AND_WORDS, ...OR_WORDS, ...ALSO_WORDS].join("|")}|of|for|by|to|with|in|on|the|a|an|as|für|von|mit|de|pour|avec|para|con|per|voor|met|van|dla|z|för|med|til))$`,
  "iu",
);

/** What the use's reading knows of its own field: its labels at a line's start, the uses advised against. */
export type UseLineTests = { labelAtStart: RegExp; advisedAgainst: (text: string) => boolean };

/** Where the lines stand on the page (the reader's x and x1, one for one with `printed`), when known. */
export type UseLinesPlaced = { printed: readonly string[]; placed: readonly PlacedLine[] };

/**
 * The value and the lines below that go on with it: up to three, while the value is unfinished — it ends on a comma,
 * a dash or a joining word, or the next line goes on in lower case — or the line above was wrapped at its column's
 * edge. A line with a label, a column gap, a colon or a number or bullet at its start is no continuation.
 */
export function continuedValue(value: string, lines: readonly string[], index: number, tests: UseLineTests, where?: UseLinesPlaced): string {
  let joined = value;
  for (let next = index + 1; next <= index + 3 && next < lines.length; next++) {
    const atEdge = where !== undefined && goesOnFromLineAbove(where.printed, where.placed, next);
    // A closing stop ends the value, unless the column wrapped the line right after it ("Coating. Paints." / "Painting-related materials.").
    if (/[:：]$/.test(joined) || (/[.!?]$/.test(joined) && !atEdge)) break;
    const text = lines[next]!.trim();
    if (text === "" || CELL_GAP.test(text) || /[:：]/.test(text) || /^[\d(•·●▪*-]/.test(text) || tests.labelAtStart.test(text) || isLabel(text)) break;
    if (!OPEN_END.test(joined) && !/^\p{Ll}/u.test(text) && !atEdge) break;
    if (tests.advisedAgainst(text)) break;
    joined = `${joined} ${cleanValue(text)}`;
  }
  return joined;
}
