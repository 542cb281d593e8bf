/**
 * Finding the GHS signal word in section 2, in any of the languages of signal-words.ts.
 *
 * 1. After its label, on the label's line or the line after it ("Signal word: Danger", "Signalwort (CLP) :
 *    Achtung", "Mention d'avertissement" / "Danger"), also with the label itself wrapped over two lines
 *    ("- Mention    attention" / "d'avertissement"). "None", "Keine", "Ninguno"… mean the product has none.
 * 2. Without a label, a line holding only the word, inside GHS label content (./signal-word-alone.ts). A California
 *    Proposition 65 "WARNING" and an old MSDS's emergency-overview "WARNING" are not GHS signal words; an HCS 2012
 *    overview headed by the word over GHS hazard statements is (`findOverviewOpening`).
 */
import { foldLine, LABEL_ELEMENTS_TITLES } from "./section-vocabulary.ts";
import { findOverviewOpening } from "./signal-word-overview.ts";
import { findInClassTable } from "./signal-word-class-table.ts";
import { NOTE_OPENING, opensSupplementalStatementLine } from "./signal-word-doubts.ts";
import { findAloneSignalWord, NOT_GHS_CONTEXT } from "./signal-word-alone.ts";
import {
  afterLabel,
  afterLabelInLaterCell,
  afterSpacedLabel,
  afterSplitLabel,
  wordInsideSplitLabel,
  aloneWord,
  BULLETS,
  isLabelCell,
  LABEL_QUALIFIER,
  LABELLING_LABEL,
  signalWordAfterInnerLabel,
  valueOf,
  PICTOGRAM_CODES_ONLY,
  wordAfterPictograms,
  wordAfterLabelElements,
  wordBeforeItsLabel,
  wordAfterWordLabel,
  wordBeforeHazardCode,
  wordOpeningLabelRow,
  stackedWithTheOther,
} from "./signal-word-line.ts";
import {
  AFTER_PRECAUTIONARY_LABELS,
  CENTRAL_EASTERN_LABEL_ELEMENTS_TITLES,
  EUH_AFTER_SIGNAL_WORD,
  firstTwoWords,
  HAZARD_STATEMENT_LABELS,
  PRECAUTIONARY_LABELS,
  signalWordOf,
} from "./signal-words.ts";
import type { SignalWord } from "./types.ts";

export { findOverviewOpening };

export type SignalWordFinding = {
  /** null when the document states that there is no signal word. */
  word: SignalWord | null;
  lineIndex: number;
  text: string;
  confidence: number;
  /**
   * Read without a signal-word label of its own (alone on its line, beside the pictograms, after a word used as a
   * label): hazards.ts drops such a word on a sheet whose hazard codes carry none and that prints codes or says it is
   * not classified (`unlessUnclassified`).
   */
  unlabelled?: boolean;
  /** Read without a label of its own in another part of section 2 than the label elements (signal-word-doubts.ts). */
  outsideLabelElements?: boolean;
  /** Read where the label's value would be, not after it (a table row, a word above the label): hazards.ts `unlessUnclassified`. */
  besideLabel?: boolean;
};

/** `labelOnly`: only a labelled word counts (for text outside section 2, where a lone word means nothing). */
export function findSignalWordFinding(sectionLines: readonly string[], options: { labelOnly?: boolean } = {}): SignalWordFinding | null {
  const folded = sectionLines.map(foldLine);
  // The label elements (2.2) hold the signal word: a labelled word there wins over one earlier in the section
  // (an emergency overview, an old classification's word).
  const labelElements = folded.findIndex((line) => LABEL_ELEMENTS_HEADING.test(line.replace(BULLETS, "").trim()));
  if (labelElements > 0) {
    const inLabelElements = findLabelledWord(sectionLines.slice(labelElements), folded.slice(labelElements));
    if (inLabelElements.finding) return { ...inLabelElements.finding, lineIndex: inLabelElements.finding.lineIndex + labelElements };
  }
  const labelled = findLabelledWord(sectionLines, folded);
  const shownOnLabel = labelled.finding?.word === null && labelled.finding.lineIndex < labelElements && !options.labelOnly
    ? unlabelledWordOfLabelElements(sectionLines.slice(labelElements), folded.slice(labelElements))
    : null;
  if (shownOnLabel) return { ...shownOnLabel, lineIndex: shownOnLabel.lineIndex + labelElements, unlabelled: true };
  if (labelled.finding) return labelled.finding;
  const labelIndex = labelled.labelIndex;
  const inTable = findInClassTable(sectionLines, folded) ?? findInTableColumn(sectionLines, folded);
  if (inTable) return inTable;
  const besidePictograms = findWordAfterPictograms(sectionLines, folded);
  if (besidePictograms) return besidePictograms;
  const opening = findOpeningHazardStatements(sectionLines, folded);
  if (opening) return opening;
  const rowOpening = options.labelOnly ? null : findWordOpeningLabelRow(sectionLines, folded);
  if (rowOpening) return rowOpening;
  const overview = findOverviewOpening(sectionLines);
  if (overview && !options.labelOnly) return { word: overview.word, lineIndex: overview.lineIndex, text: overview.text, confidence: 0.75 };
  // The first label's own line answered in words the vocabulary does not know ("Signal word: This product does not
  // require one", "Signalwort: Das Gemisch ist nicht kennzeichnungspflichtig"): the label is answered, so a lone word
  // below it is something else (a note's heading: "Warning" / "Keep out of reach of children.").
  return options.labelOnly || labelled.answeredInWords ? null : findAloneSignalWord(sectionLines, folded, labelIndex);
}

/**
 * A word the label elements show without a label of their own (in a table column, beside the pictograms, alone on a
 * line), for a section whose classification part states there is none ("2.1 … Signal word: none" over "2.2 … GHS07 /
 * Warning"): an old directive's classification, or one scheme's, while the label carries the word.
 */
function unlabelledWordOfLabelElements(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  const found = findInTableColumn(sectionLines, folded) ?? findWordAfterPictograms(sectionLines, folded) ?? findAloneSignalWord(sectionLines, folded, -1);
  return found?.word ? found : null;
}

/** The heading of the label elements sub-section (2.2) in the languages, at a line's start. */
const LABEL_ELEMENTS_HEADING =
  new RegExp(`^(?:2\\.2\\.?\\s*)?(?:etiquetado|${LABEL_ELEMENTS_TITLES}|${CENTRAL_EASTERN_LABEL_ELEMENTS_TITLES})`);

/** A word after a signal-word label (same line, next line, wrapped label), and the first label's line. */
type LabelledReading = {
  finding: SignalWordFinding | null;
  /** The first signal-word label's line, or -1. */
  labelIndex: number;
  /** That label's own line carries a value in words that is neither a signal word nor a known "none". */
  answeredInWords?: boolean;
};

function findLabelledWord(sectionLines: readonly string[], folded: readonly string[]): LabelledReading {
  let labelIndex = -1;
  let answeredInWords = false;
  for (let index = 0; index < folded.length; index++) {
    const line = folded[index]!;
    const next = folded[index + 1] ?? "";
    const inside = wordInsideSplitLabel(line, next, folded[index + 2] ?? "");
    if (inside) {
      const text = sectionLines.slice(index, index + 3).map((printedLine) => printedLine.trim()).join(" / ");
      return { finding: { word: inside, lineIndex: index + 1, text, confidence: 0.9 }, labelIndex: labelIndex === -1 ? index : labelIndex };
    }
    const printed = afterLabel(line) ?? afterSplitLabel(line, next);
    const spaced = printed === null ? afterSpacedLabel(line) : null;
    const rest = printed ?? spaced;
    if (rest === null) {
      const inCell = afterLabelInLaterCell(line);
      const value = inCell === null ? null : valueOf(inCell);
      if (!value) {
        const inner = signalWordAfterInnerLabel(line, next);
        if (inner) return { finding: { word: inner, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.85 }, labelIndex };
        const labelling = LABELLING_LABEL.exec(line.replace(BULLETS, "").trim());
        const word = (labelling ? signalWordOf(labelling[1]!) : null) ?? wordAfterWordLabel(line) ?? wordBeforeHazardCode(line) ?? wordAfterLabelElements(line) ?? wordBeforeItsLabel(line);
        if (word) return { finding: { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.8, unlabelled: true }, labelIndex };
        continue;
      }
      if (labelIndex === -1) labelIndex = index;
      const text = sectionLines[index]!.trim();
      return { finding: value === "none" ? { word: null, lineIndex: index, text, confidence: 0.85 } : { word: value.word, lineIndex: index, text, confidence: 0.9 }, labelIndex };
    }
    // A label read only with the text layer's stray spaces left out is less sure.
    const found = (finding: SignalWordFinding) => ({ finding: spaced === null ? finding : { ...finding, confidence: Math.min(finding.confidence, 0.85) }, labelIndex });
    if (labelIndex === -1) labelIndex = index;
    const sameLine = valueOf(rest);
    const text = sectionLines[index]!.trim();
    if (sameLine === "none") return found({ word: null, lineIndex: index, text, confidence: 0.9 });
    if (sameLine) return found({ word: sameLine.word, lineIndex: index, text, confidence: 0.95 });
    // Only the pictograms' codes after the label ("Signal word: GHS02"): the word may be on the next line.
    if (rest.trim() !== "" && !PICTOGRAM_CODES_ONLY.test(rest.trim()) && !afterSplitLabel(line, next)) {
      if (labelIndex === index && /\p{L}{2,}/u.test(rest) && !opensAnotherLabel(rest)) answeredInWords = true;
      continue;
    }
    // The value on the line after the label (or after the label's second half).
    const split = afterSplitLabel(line, next) !== null;
    for (let offset = 1, read = 0; read < 2 && offset <= 4; offset++) {
      const candidate = folded[index + offset];
      if (candidate === undefined) break;
      // The pictograms' codes printed between the label and its word ("Signalwort" / "GHS02 GHS07" / "Gefahr").
      // A page break's repeated headings ("SECTION 2: Hazards identification (continued)") between them too.
      if (PICTOGRAM_CODES_ONLY.test(candidate.replace(BULLETS, "").trim()) || CONTINUED_HEADING.test(candidate)) continue;
      read++;
      const value = valueOf(split && offset === 1 ? candidate.replace(/^\S+/, "") : candidate);
      const pair = `${sectionLines[index]!.trim()} / ${sectionLines[index + offset]!.trim()}`;
      if (value === "none") return found({ word: null, lineIndex: index + offset, text: pair, confidence: 0.85 });
      // "DANGER" / "ATTENTION" / "néant": the form's two options stacked under the label, then its answer.
      const stacked = value && value.word ? stackedWithTheOther(value.word, folded[index + offset + 1] ?? "", folded[index + offset + 2] ?? "") : undefined;
      if (stacked === "none") return found({ word: null, lineIndex: index + offset + 2, text: `${pair} / ${sectionLines[index + offset + 1]!.trim()} / ${sectionLines[index + offset + 2]!.trim()}`, confidence: 0.85 });
      if (stacked === null) break;
      // A supplemental EU statement under a label whose own cell is empty ("Signal word" / "Warning! Contains lead."):
      // the statement's own word, not the label's.
      if (value && opensSupplementalStatementLine(candidate)) break;
      // A note opening with the word there ("Attention: keep away …"): the label's word with a sentence after it, or
      // the note's; for review.
      if (value && NOTE_OPENING.test(candidate)) return found({ word: value.word, lineIndex: index + offset, text: pair, confidence: 0.55, unlabelled: true });
      if (value) return found({ word: value.word, lineIndex: index + offset, text: pair, confidence: 0.9 });
      // A sentence of three words or more under the first label alone on its line answers it ("Signal word" / "The
      // product does not require a hazard warning label."), as one on the label's own line does.
      if (!split && labelIndex === index && SENTENCE.test(candidate) && !opensAnotherLabel(candidate)) answeredInWords = true;
      if (!split) break;
    }
    // A label alone on its line with the word just above it: a table row whose value cell sits higher than the
    // label (centred beside the pictograms), so the text layer puts the word first.
    const above = rest.trim() === "" ? wordAboveLabel(folded, index) : null;
    if (above && !NOT_GHS_CONTEXT.test(folded.slice(Math.max(0, above.lineIndex - 2), index).join(" "))) {
      return found({ word: above.word, lineIndex: above.lineIndex, text: `${sectionLines[above.lineIndex]!.trim()} / ${sectionLines[index]!.trim()}`, confidence: 0.8, besideLabel: true });
    }
  }
  return { finding: null, labelIndex, answeredInWords };
}

/** Three words or more (letters), as a sentence prints them: not a word's cell, nor a row of pictogram names. */
const SENTENCE = /^[\s\-–—•●·*]*\p{L}+[,;]?\s\p{L}+[,;]?\s\p{L}/u;

/** The text after a label is the next label of a header row ("Signal word    Hazard statements"), not its value. */
function opensAnotherLabel(rest: string): boolean {
  const text = rest.replace(/^[\s:.\-–—]+/, "");
  const startsWithAny = (labels: readonly string[]) => labels.some((label) => text.startsWith(label));
  return startsWithAny(HAZARD_STATEMENT_LABELS) || startsWithAny(PRECAUTIONARY_LABELS) || startsWithAny(AFTER_PRECAUTIONARY_LABELS) ||
    /^(?:pictogra|piktogra|pittogra|symbol)/.test(text);
}

/**
 * A heading repeated after a page break, marked as continued, in the languages (folded): "(continued)", "(cont.)",
 * "(Fortsetzung)", "(suite)", "(continuación)", "(continua)", "(vervolg)", "(continuação)", "(ciąg dalszy)", "(forts.)",
 * "(jatkuu)", "(pokračování)", "(pokračovanie)", "(folytatás)", "(continuare)".
 */
const CONTINUED_HEADING =
  /\((?:continued|cont\.?|fortsetzung|forts\.?|suite|continuacion|continua(?:zione)?|vervolg|continuacao|ciag dalszy|jatkuu|pokracovani|pokracovanie|folytatas|continuare)\)\s*$/;

/**
 * A word alone on a line just above a label alone on its line, or above it with one line of the pictograms' codes or
 * names between ("Danger" / "Flame    Exclamation mark" / "Signal word"): the table cells of word, pictograms and label
 * read bottom-up by the text layer.
 */
function wordAboveLabel(folded: readonly string[], labelIndex: number): { word: SignalWord; lineIndex: number } | null {
  for (let lineIndex = labelIndex - 1; lineIndex >= Math.max(0, labelIndex - 2); lineIndex--) {
    const line = folded[lineIndex]!.replace(BULLETS, "").trim();
    const word = aloneWord(line);
    if (word) return { word, lineIndex };
    if (!PICTOGRAM_CODES_ONLY.test(line)) return null;
  }
  return null;
}

/**
 * A label row of a table ("Pictogram    Signal word    Hazard statements") with the values in the row below:
 * the cell in the label's column.
 */
function findInTableColumn(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  for (let index = 0; index + 1 < folded.length; index++) {
    const cells = folded[index]!.split(/\s{2,}/).map((cell) => cell.replace(/[:\s]+$/, "").trim());
    if (cells.length < 2) continue;
    // The label may head the first column too ("Mention d'avertissement    Mentions de danger" / "Danger    H225 …"):
    // a label with its word beside it was read before this.
    const column = cells.findIndex(isLabelCell);
    if (column === -1) continue;
    const below = folded[index + 1]!.trim().split(/\s{2,}/);
    const text = `${sectionLines[index]!.trim()} / ${sectionLines[index + 1]!.trim()}`;
    if (below.length !== cells.length) {
      // A cell the text layer left empty (pictograms are images) shifts the row: one cell below that is only a
      // signal word is the value, less surely.
      const words = below.map(aloneWord).filter((word): word is SignalWord => word !== null);
      if (words.length === 1) return { word: words[0]!, lineIndex: index + 1, text, confidence: 0.75, unlabelled: true };
      continue;
    }
    const value = valueOf(below[column]!);
    if (value === "none") return { word: null, lineIndex: index + 1, text, confidence: 0.75 };
    if (value) return { word: value.word, lineIndex: index + 1, text, confidence: 0.8, besideLabel: true };
  }
  return null;
}


/** A word ending the pictograms' line ("Hazard pictograms: GHS02 Danger"), read when no label gave one. */
function findWordAfterPictograms(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  for (let index = 0; index < folded.length; index++) {
    const word = wordAfterPictograms(folded[index]!);
    if (word) return { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.8, unlabelled: true };
  }
  return null;
}

/** "Danger    H225 Highly flammable …": a label-elements row whose first cell is the word, no label printed. */
function findWordOpeningLabelRow(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  for (let index = 0; index < folded.length; index++) {
    const word = wordOpeningLabelRow(folded[index]!);
    if (word) return { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.75, unlabelled: true };
  }
  return null;
}

/** "Hazard statement(s): WARNING: Causes serious eye irritation." — the word opens the statements' value. */
function findOpeningHazardStatements(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  for (let index = 0; index < folded.length; index++) {
    const text = folded[index]!.replace(BULLETS, "").replace(/^\d{1,2}(?:\.\d{1,2})*\.?\s*/, "");
    const label = HAZARD_STATEMENT_LABELS.find((candidate) => text.startsWith(candidate));
    if (!label) continue;
    const value = text.slice(label.length).replace(LABEL_QUALIFIER, "").replace(/^[\s:.\-–—]+/, "");
    const opening = /^(\p{L}+)\s*[:!]/u.exec(value);
    // "Hazard statements: Attention: not applicable": the statements' answer after a note's opening word; "Achtung!
    // Enthält Blei.", "Warning! Hazardous respirable droplets …": a supplemental EU statement (EUH201A, EUH211) uncoded.
    const after = opening ? value.slice(opening[0].length) : "";
    const word = opening && valueOf(after) !== "none" && !EUH_AFTER_SIGNAL_WORD.has(firstTwoWords(after)) ? signalWordOf(opening[1]!) : null;
    if (word) return { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.75, unlabelled: true };
  }
  return null;
}

/** The signal word of section 2's lines, or null (none stated, or none found). */
export function findSignalWord(sectionLines: readonly string[]): SignalWord | null {
  return findSignalWordFinding(sectionLines)?.word ?? null;
}

/** Every signal word printed after a label in the lines (a sheet with US and EU label elements may print two). */
export function labelledSignalWords(sectionLines: readonly string[]): SignalWord[] {
  const words: SignalWord[] = [];
  const folded = sectionLines.map(foldLine);
  for (let index = 0; index < folded.length; index++) {
    const rest = afterLabel(folded[index]!);
    if (rest === null) continue;
    const value = valueOf(rest) ?? valueOf(folded[index + 1] ?? "");
    if (value && value !== "none") words.push(value.word!);
  }
  return words;
}
