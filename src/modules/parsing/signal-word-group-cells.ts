/**
 * A signal-word row with a cell for each hazard group (physical, health, environment), as Brazilian NBR 14725 forms
 * print it: "Palavra de Advertência:    Não se aplica    Atenção    Não se aplica". One word among cells that say
 * none is the product's word. Both words in one row are a form's options, not the product's (./signal-word-line.ts
 * listedWithTheOther reads those), and two cells are too few to tell a row of groups from a phrase ("Keine Gefahr").
 */
import { NO_SIGNAL_WORD } from "./signal-word-none.ts";
import { signalWordOf } from "./signal-words.ts";
import type { SignalWord } from "./types.ts";

/** What parts a row's cells when its gaps were lost: spaces and the marks tables print between cells. */
const CELL_PARTING = /^[\s.!;,|/]+/u;

/** The folded value after a signal-word label, read as cells; the one word among none cells, else null. */
export function wordAmongNoneCells(value: string): SignalWord | null {
  const words = new Set<SignalWord>();
  let nones = 0;
  let cells = 0;
  for (let rest = value.trim(); rest !== ""; rest = rest.replace(CELL_PARTING, "")) {
    const first = /^\p{L}+/u.exec(rest)?.[0] ?? "";
    const none = NO_SIGNAL_WORD.exec(rest);
    const word = first === "" ? null : signalWordOf(first);
    if (word !== null && !(none !== null && none[0].length > first.length)) {
      words.add(word);
      rest = rest.slice(first.length);
    } else if (none !== null && none[0] !== "") {
      nones++;
      rest = rest.slice(none[0].length);
    } else {
      return null;
    }
    cells++;
  }
  return cells >= 3 && nones >= 1 && words.size === 1 ? [...words][0]! : null;
}
