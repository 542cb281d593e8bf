/**
 * A signal-word line as OCR reads it: a letter of the word read as its look-alike ("Danqer", "Warnlng", "Dangcr",
 * "Wamning" for the rn of Warning, "Attentlon", "Pel1gro"), the label damaged the same way ("Signa1 word",
 * "Slgnal word"), or the colon between them read as a letter ("Signal word i Warning"). The signal-word reader
 * needs the word itself; the line is written with the label and the word again. Pure: one OCR line in, one out.
 *
 * Only a line that starts with a signal-word label (as read, or one look-alike apart) is touched, and only the
 * word right after it: a word that merely looks like "Fare" or "Aviso" elsewhere is left alone.
 */
import { foldText } from "./section-vocabulary.ts";
import { SIGNAL_WORD_LABELS, SIGNAL_WORDS } from "./signal-words.ts";

/** Letters and marks OCR takes for one another, folded to one: compared, "Danqer" and "Danger" are the same. */
function lookAlike(word: string): string {
  return foldText(word)
    .replace(/rn/g, "m")
    .replace(/[1l!|ij]/g, "i")
    .replace(/[ceo0]/g, "o")
    .replace(/[qg9]/g, "g")
    .replace(/[rn]/g, "n")
    .replace(/5/g, "s");
}

/**
 * Letters (as folded) OCR takes for one another beyond the fold: an E read as F (folded o), t as f, h as b, u as v,
 * m as n. Any other letter for a letter is another word. A letter lost or added is OCR's inside a word (letters
 * run together, a stroke read twice); at its end it is another form of the word ("Avisos", "Farlig" are not
 * "Aviso", "Farligt").
 */
const CONFUSED = new Set(["fo", "of", "ft", "tf", "hb", "bh", "uv", "vu", "mn", "nm"]);

/** At most one letter apart: a look-alike (CONFUSED) for a letter, or a letter lost or added inside the word. */
function oneApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++;
  const [x, y] = [a.slice(i), b.slice(i)];
  if (x.length === y.length) return x.slice(1) === y.slice(1) && CONFUSED.has(`${x[0]}${y[0]}`);
  const [longer, shorter] = x.length > y.length ? [x, y] : [y, x];
  return shorter !== "" && longer.slice(1) === shorter;
}

const WORDS = SIGNAL_WORDS.filter(([word]) => /^[a-z]{4,}$/.test(word)).map(([word]) => ({ word, folded: lookAlike(word) }));
const LABELS = SIGNAL_WORD_LABELS.filter((label) => label.length >= 8).map((label) => ({ label, folded: lookAlike(label).replace(/\s+/g, " ") }));
/** A colon read as another mark, standing alone between the label and the word. */
const COLON_LIKE = /^[:;.,i!l1|©®'’"]$/;

/**
 * The vocabulary entry `text` is, as read or one letter apart (words of five letters or more). A word under five
 * letters is taken only with a mark or digit for a letter: letter for letter ("Faro", "Fara") it is another word.
 */
function closest<T extends { folded: string }>(entries: readonly T[], text: string): T | undefined {
  const folded = lookAlike(text);
  if (folded.length < 5 && /^\p{L}+$/u.test(text)) return undefined;
  return entries.find((entry) => entry.folded === folded) ?? (folded.length >= 5 ? entries.find((entry) => oneApart(entry.folded, folded)) : undefined);
}

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * A signal word alone on its line but for cells of marks beside it: specks, a smudge or a pen stroke of an old copy
 * read as "~~", "—", "_" ("Danger    ~~", "—    Gefahr"). The word alone; a cell with a letter or digit is content.
 */
const MARK_CELL = "[^\\p{L}\\p{N}\\s]{1,4}";
const WORD_AMONG_MARKS = new RegExp(`^\\s*(?:${MARK_CELL}\\s{2,})*(\\p{L}{4,}[.!:]?)((?:\\s{2,}${MARK_CELL})*)\\s*$`, "u");

function withoutMarkCells(line: string): string | null {
  const match = WORD_AMONG_MARKS.exec(line);
  if (!match || match[0].trim() === match[1]) return null;
  const word = match[1]!.replace(/[.!:]$/, "");
  return WORDS.some((entry) => entry.word === foldText(word)) ? word : null;
}

export function repairSignalWordLine(line: string): string {
  const alone = withoutMarkCells(line);
  if (alone) return alone;
  const lead = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?/.exec(line)![0];
  const body = line.slice(lead.length);
  const found = [...body.matchAll(/\S+/g)];
  const tokens = found.map((token) => token[0]);
  for (let k = 1; k <= 4 && k < tokens.length; k++) {
    const labelText = tokens.slice(0, k).join(" ").replace(/[:;]$/, "");
    const label = closest(LABELS, labelText);
    if (!label) continue;
    let next = k;
    const colonRead = COLON_LIKE.test(tokens[next]!) && next + 1 < tokens.length;
    if (colonRead) next++;
    const read = tokens[next]!.replace(/[.!:]+$/, "");
    const exact = WORDS.find((entry) => entry.word === foldText(read));
    const word = exact ?? (read.length >= 4 ? closest(WORDS, read) : undefined);
    // Read right throughout: nothing to write again.
    if (!word || (exact && !colonRead && foldText(labelText) === label.label)) return line;
    const upper = read.replace(/[^\p{Lu}]/gu, "").length >= 2;
    // The rest as read: other columns keep their gaps.
    const rest = body.slice(found[next]!.index! + tokens[next]!.length);
    return `${lead}${capitalized(label.label)}: ${upper ? word.word.toUpperCase() : capitalized(word.word)}${rest.trimEnd()}`;
  }
  return line;
}
