/**
 * A label its narrow cell broke at a syllable with a hyphen: "Herstel-" / "ler: Muster Chemie GmbH", "Fecha de revi-" /
 * "sión: 14.03.2022", the value beside the first half ("Überarbeitungs-    01.02.2021" / "datum:"). Neither half is a
 * label, so the field was lost, or the first half read as a value ("Nombre comer-" for the product name).
 *
 * A line whose first cell ends in a word of two letters or more and a hyphen, and whose next line opens in small
 * letters (or in capitals after a first part in capitals: "PROD-" / "UCT NAME:") with a word that completes it into a
 * word of the label vocabulary or of the signal word's labels (folded: "hersteller", "comercial", "revision",
 * "uberarbeitungsdatum", "signal") before a colon in its first cell, is read as one line: the label whole, then the
 * next line's value, else the first line's. The next line is left empty, so that lines keep their numbers and evidence
 * the printed line. A compound's own hyphen ("Erste-" / "Hilfe-Maßnahmen") has a capital after it and stays; both
 * lines holding a value is not told apart and stays too.
 */
import { CELL_GAP, READER_CELL_GAP } from "./cell-gap.ts";
import { labelVocabulary } from "./label-vocabulary.ts";
import { foldText } from "./section-vocabulary.ts";
import type { SdsTextPage } from "./types.ts";

/** The first cell's end: a word's first part and its hyphen ("Herstel-", "Fecha de revi-"). */
const BROKEN_END = /(\p{L}{2,})-$/u;
/** The next line's opening: the word's rest in small letters, the label's other words, its colon. */
const REST_OPENING = /^(\p{Ll}+|\p{Lu}+(?!\p{Ll}))([^:：]*[:：])\s*(.*)$/u;

let words: Set<string> | undefined;
/** The label vocabulary's words and the signal word's labels' (which the vocabulary leaves to the signal-word reader), folded. */
const labelWords = () => (words ??= new Set([...labelVocabulary().labelWords, ...labelVocabulary().signalLabelWords]));

/** The quick test: a word's end and a hyphen closing a cell. */
const MAY_BREAK = /\p{L}{2}-(?:\s{3,}|\t|\s*$)/u;
/** MAY_BREAK's test, after a look for a hyphen (most lines have none; the Unicode pattern costs more). */
const mayBreak = (text: string) => text.includes("-") && MAY_BREAK.test(text);

/** The two lines as one, or null when they are not a label broken at a syllable. */
function joinedLabel(first: string, second: string): string | null {
  if (!mayBreak(first)) return null;
  const [cell, ...after] = first.trim().split(CELL_GAP);
  const broken = BROKEN_END.exec(cell!);
  if (!broken) return null;
  const [label, ...beside] = second.trim().split(CELL_GAP);
  const rest = REST_OPENING.exec(label!);
  // A rest in capitals only after a first part in capitals ("PROD-" / "UCT NAME:"); "Erste-" / "Hilfe" is a compound.
  if (!rest || (rest[1] !== rest[1]!.toLowerCase() && broken[1] !== broken[1]!.toUpperCase())) return null;
  if (!labelWords().has(foldText(broken[1]! + rest[1]!))) return null;
  const valueBelow = [rest[3]!, ...beside].filter((part) => part.trim() !== "").join(READER_CELL_GAP);
  const valueBeside = after.join(READER_CELL_GAP);
  if (valueBelow && valueBeside) return null;
  const whole = `${cell!.slice(0, -1)}${rest[1]}${rest[2]}`;
  const value = valueBelow || valueBeside;
  return value ? `${whole} ${value}` : whole;
}

/** The pages with each label broken at a syllable read whole (the pages themselves where none is). */
export function withHyphenatedLabelsJoined(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  let changed = false;
  const out = pages.map((page) => {
    if (!page.lines.some((line) => mayBreak(line.text))) return page;
    const lines = [...page.lines];
    for (let index = 0; index + 1 < lines.length; index++) {
      const joined = joinedLabel(lines[index]!.text, lines[index + 1]!.text);
      if (joined === null) continue;
      lines[index] = { ...lines[index]!, text: joined };
      lines[index + 1] = { ...lines[index + 1]!, text: "" };
      changed = true;
      index++;
    }
    return { ...page, lines };
  });
  return changed ? out : pages;
}
