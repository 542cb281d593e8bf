/**
 * A field's line that its column wrapped, read with the lines that go on from it: "Appearance (physical state) and
 * colour: This" / "product is a clear liquid." in a narrow column. The reader's line ends (x1) say the label's line
 * ended at the column's edge with no room for the next line's first word (./column-edge.ts); the lines below, one plain
 * cell each (no colon, no column gap, no sub-section number) and starting where it does, are joined onto it — at most two. The
 * lines keep their count (a joined line is left empty), so that line numbers and evidence stay the printed ones.
 */
import { goesOnFromLineAbove, type PlacedLine } from "./column-edge.ts";
import { stripLead } from "./label-lines.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** A sub-section's number at a line's start ("9.2 Other information"). */
const SUBSECTION = /^\d{1,2}\s*\.\s*\d{1,2}(?!\d)/;
/** Lines below a label's line that may go on with it. */
const MAX_LINES_GOING_ON = 2;

/** The lines with each line opening with `labelStart` joined to the lines its column wrapped; `joined`: those lines' indices. */
export function withWrappedLabelLinesJoined(lines: readonly string[], placed: readonly PlacedLine[], labelStart: RegExp): { lines: string[]; joined: Set<number> } {
  const result = [...lines];
  const joined = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    if (!labelStart.test(stripLead(lines[index]!.trim()))) continue;
    let end = index;
    for (let next = index + 1; next <= index + MAX_LINES_GOING_ON && next < lines.length; next++) {
      const text = lines[next]!.trim();
      // A label, the next sub-section ("9.2 Other information") or a row of cells is another field's line.
      if (text === "" || CELL_GAP.test(text) || /[:：]/.test(text) || SUBSECTION.test(text) || labelStart.test(stripLead(text)) || !goesOnFromLineAbove(lines, placed, next)) break;
      end = next;
    }
    if (end === index) continue;
    result[index] = [lines[index]!.trimEnd(), ...lines.slice(index + 1, end + 1).map((line) => line.trim())].join(" ");
    for (let below = index + 1; below <= end; below++) result[below] = "";
    joined.add(index);
    index = end;
  }
  return { lines: result, joined };
}
